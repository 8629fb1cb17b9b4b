// host_task runs on a host thread when its dependencies have completed, and
// commands that depend on it wait for it; in-order queues run commands one
// after another. On each device: a kernel held by the host, a host_task
// that depends on it (through a buffer accessor) and blocks until the host
// releases it, a kernel that depends on the host_task (through an event):
// each stays incomplete while what it depends on runs. Then a chain of
// kernels and host tasks on an in-order queue with no explicit dependency.
// The host task reaches the buffer through a target::host_task accessor, as
// SYCL 2020 requires: a device accessor points to device memory, which on a
// discrete device (the GPU profile) the host cannot touch.
// RUN: %sycl-check %s %t
#include "Inputs/async-common.hpp"
#include <vector>

int main() {
  start_watchdog();
  for (const sycl::device &d : sycl::device::get_devices()) {
    std::string name = d.get_info<sycl::info::device::name>();
    sycl::queue q(d);
    int *flags = sycl::malloc_shared<int>(4, q); // kernel started, go, host task started, release
    int *out = sycl::malloc_shared<int>(16, q);
    std::memset(flags, 0, 4 * sizeof(int));
    std::memset(out, 0, 16 * sizeof(int));
    std::vector<int> data(16, 0);
    {
      sycl::buffer<int> buf(data.data(), sycl::range<1>(16));
      sycl::event k1 = q.submit([&](sycl::handler &h) {
        sycl::accessor a(buf, h, sycl::write_only);
        h.single_task([=] {
          hold(&flags[0], &flags[1]);
          for (int i = 0; i < 16; ++i)
            a[i] = i + 100;
        });
      });
      std::atomic<int> host_saw{-1};
      sycl::event ht = q.submit([&](sycl::handler &h) {
        sycl::accessor a(buf, h, sycl::read_write_host_task, sycl::property_list{});
        h.host_task([=, &host_saw] {
          set_flag(&flags[2]);
          await_flag(&flags[3]);
          host_saw = a[15];
          for (int i = 0; i < 16; ++i)
            a[i] *= 2;
          out[15] = 1;
        });
      });
      sycl::event k2 = q.submit([&](sycl::handler &h) {
        h.depends_on(ht);
        h.single_task([=] { out[0] = out[15] + 41; });
      });
      check(!is_complete(k1) && !is_complete(ht) && !is_complete(k2), name, "commands completed before the held kernel");
      check(flags[2] == 0, name, "the host task started before the kernel it depends on");
      set_flag(&flags[1]);
      await_flag(&flags[2]); // the host task runs once the kernel has completed
      check(is_complete(k1), name, "the host task started before its kernel completed");
      check(!is_complete(k2), name, "a kernel ran before the host task it depends on");
      set_flag(&flags[3]);
      k2.wait();
      check(host_saw == 115, name, "the host task did not see the kernel's writes");
      check(out[0] == 42, name, "the kernel after the host task");
    } // the buffer writes back once the host task is done
    for (int i = 0; i < 16; ++i)
      if (data[i] != 2 * (i + 100)) {
        check(false, name, "buffer write-back after the host task");
        break;
      }
    printf("%s: kernel -> host_task -> kernel in order\n", name.c_str());

    // An in-order queue: kernels and host tasks with no explicit dependency.
    sycl::queue io(d, sycl::property::queue::in_order());
    check(io.is_in_order(), name, "is_in_order");
    out[1] = 0;
    for (int r = 0; r < 20; ++r) {
      io.single_task([=] { out[1] = out[1] * 2 + 1; });
      io.submit([&](sycl::handler &h) { h.host_task([=] { out[1] += 1; }); });
    }
    io.wait();
    int want = 0;
    for (int r = 0; r < 20; ++r)
      want = (want * 2 + 1) + 1;
    check(out[1] == want, name, "in-order queue");
    printf("%s: an in-order queue ran 40 commands in order\n", name.c_str());
    sycl::free(flags, q);
    sycl::free(out, q);
  }
  return test_result();
}
