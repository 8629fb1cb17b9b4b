// Placeholder accessors join a command group through handler::require (or
// the handler's and queue's explicit copies and fills that take them), and
// then order commands like any accessor: a queue copy through a placeholder
// waits for the kernel that writes the buffer (held by the host until the
// check has run), and queue::fill, queue::copy in both directions and
// queue::update_host run in buffer order on an out-of-order queue;
// handler::update_host writes the buffer's host data before the buffer goes.
// RUN: %sycl-check %s %t
#include "Inputs/async-common.hpp"
#include <vector>

int main() {
  start_watchdog();
  const int n = 32;
  for (const sycl::device &d : sycl::device::get_devices()) {
    std::string name = d.get_info<sycl::info::device::name>();
    sycl::queue q(d);
    int *flags = sycl::malloc_shared<int>(2, q);
    std::memset(flags, 0, 2 * sizeof(int));
    std::vector<int> host(n, 0), back(n, 0);
    {
      sycl::buffer<int> buf{sycl::range<1>(n)};
      using placeholder = sycl::accessor<int, 1, sycl::access_mode::read_write, sycl::target::device,
                                         sycl::access::placeholder::true_t>;
      placeholder acc(buf);
      q.fill(acc, 5);
      q.submit([&](sycl::handler &h) {
        h.require(acc);
        h.single_task([=] {
          hold(&flags[0], &flags[1]);
          for (int i = 0; i < n; ++i)
            acc[i] += i;
        });
      });
      sycl::event c = q.copy(acc, host.data());
      check(!is_complete(c), name, "a copy through a placeholder did not wait for the writer");
      set_flag(&flags[1]);
      c.wait();
      for (int i = 0; i < n; ++i)
        if (host[i] != 5 + i) {
          check(false, name, "fill -> kernel -> copy through placeholders");
          break;
        }
      for (int i = 0; i < n; ++i)
        host[i] = 100 * i;
      q.copy(host.data(), acc);
      q.submit([&](sycl::handler &h) {
        h.require(acc);
        h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { acc[i] += 1; });
      });
      q.update_host(acc).wait();
      q.copy(acc, back.data()).wait();
    }
    for (int i = 0; i < n; ++i)
      if (back[i] != 100 * i + 1) {
        check(false, name, "copy in -> kernel -> update_host -> copy out");
        break;
      }
    // update_host writes the buffer to its host data at once, not only when
    // the buffer goes.
    {
      std::vector<int> data(n, 0);
      sycl::buffer<int> buf(data.data(), sycl::range<1>(n));
      q.submit([&](sycl::handler &h) {
        sycl::accessor a(buf, h, sycl::write_only);
        h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { a[i] = 7 * int(i[0]); });
      });
      q.submit([&](sycl::handler &h) {
        sycl::accessor a(buf, h, sycl::read_only);
        h.update_host(a);
      }).wait();
      for (int i = 0; i < n; ++i)
        if (data[i] != 7 * i) {
          check(false, name, "update_host did not write the host data");
          break;
        }
    }
    printf("%s: placeholder accessors ordered the commands\n", name.c_str());
    sycl::free(flags, q);
  }
  return test_result();
}
