// Buffer accessors order commands: a kernel that reads a buffer waits for
// the kernel that writes it, a host_accessor waits for the writer, and a
// buffer's destruction waits for its commands before writing back. On each
// device, the writer is held until the host lets it finish, so every wait
// is certain to be needed; another thread releases the writer once the
// main thread is blocked (or about to block) in the host_accessor.
// RUN: %sycl-check %s %t
#include "Inputs/async-common.hpp"
#include <vector>

int main() {
  start_watchdog();
  const int n = 256;
  for (const sycl::device &d : sycl::device::get_devices()) {
    std::string name = d.get_info<sycl::info::device::name>();
    sycl::queue q(d); // out of order: only the accessors order these commands
    int *flags = sycl::malloc_shared<int>(2, q); // writer started, go
    std::memset(flags, 0, 2 * sizeof(int));
    std::atomic<bool> host_read{false};
    std::vector<int> data(n, 1), result(n, 0);
    std::thread late;
    {
      sycl::buffer<int> buf(data.data(), sycl::range<1>(n));
      sycl::buffer<int> res(result.data(), sycl::range<1>(n));
      sycl::event w = q.submit([&](sycl::handler &h) {
        sycl::accessor a(buf, h, sycl::read_write);
        h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
          if (i[0] == 0)
            hold(&flags[0], &flags[1]);
          a[i] += int(i[0]);
        });
      });
      sycl::event r = q.submit([&](sycl::handler &h) {
        sycl::accessor a(buf, h, sycl::read_only);
        sycl::accessor o(res, h, sycl::write_only, sycl::no_init);
        h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { o[i] = a[i] * 10; });
      });
      check(!is_complete(w) && !is_complete(r), name, "commands completed before the held writer");
      // The release comes from another thread, so that the host_accessor
      // below has to wait for it.
      std::thread releaser([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        check(!host_read, name, "the host_accessor did not wait for the writer");
        set_flag(&flags[1]);
      });
      {
        sycl::host_accessor h(res, sycl::read_only);
        host_read = true;
        check(is_complete(r) && is_complete(w), name, "a host_accessor was created before the writer completed");
        for (int i = 0; i < n; ++i)
          if (h[i] != (1 + i) * 10) {
            check(false, name, "the reader did not see the writer's values");
            break;
          }
      }
      releaser.join();
      // A writer still running when the buffer goes away.
      flags[0] = flags[1] = 0;
      q.submit([&](sycl::handler &h) {
        sycl::accessor a(buf, h, sycl::write_only);
        h.single_task([=] {
          hold(&flags[0], &flags[1]);
          for (int i = 0; i < n; ++i)
            a[i] = -i;
        });
      });
      late = std::thread([&] {
        await_flag(&flags[0]);
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        set_flag(&flags[1]);
      });
    } // waits for the writer, then writes back
    late.join();
    for (int i = 0; i < n; ++i)
      if (data[i] != -i || result[i] != (1 + i) * 10) {
        check(false, name, "write-back after the last writer");
        break;
      }
    printf("%s: accessors ordered the kernels, the host_accessor and the write-back\n", name.c_str());
    sycl::free(flags, q);
  }
  return test_result();
}
