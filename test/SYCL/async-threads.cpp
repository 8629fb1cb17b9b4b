// The library is safe to call from several threads at once: eight threads
// submit at the same time to one shared out-of-order queue, one shared
// in-order queue and their own queues, with USM kernels, host tasks, copies
// and a buffer they all update through read_write accessors (which order
// those updates). Every result is checked.
// RUN: %sycl-check %s %t
#include "Inputs/async-common.hpp"
#include <vector>

int main() {
  start_watchdog();
  const int threads = 8, rounds = 12, n = 64;
  for (const sycl::device &d : sycl::device::get_devices()) {
    std::string name = d.get_info<sycl::info::device::name>();
    sycl::queue shared(d), ordered(d, sycl::property::queue::in_order());
    int *ordered_out = sycl::malloc_shared<int>(1, shared);
    *ordered_out = 0;
    std::vector<int> counts(n, 0);
    {
      sycl::buffer<int> counter(counts.data(), sycl::range<1>(n));
      std::vector<std::thread> pool;
      for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
          sycl::queue own(d);
          int *a = sycl::malloc_device<int>(n, own);
          int *b = sycl::malloc_shared<int>(n, own);
          for (int r = 0; r < rounds; ++r) {
            int base = t * 1000 + r;
            sycl::event fill = shared.fill(a, base, n);
            sycl::event k = shared.parallel_for(sycl::range<1>(n), fill, [=](sycl::id<1> i) { a[i] += int(i[0]); });
            sycl::event c = own.memcpy(b, a, n * sizeof(int), k);
            int host_sum = 0;
            own.submit([&](sycl::handler &h) {
                 h.depends_on(c);
                 h.host_task([&] {
                   for (int i = 0; i < n; ++i)
                     host_sum += b[i];
                 });
               }).wait();
            if (host_sum != n * base + n * (n - 1) / 2) {
              printf("FAIL %s: thread %d round %d: sum %d\n", name.c_str(), t, r, host_sum);
              ++failures;
            }
            shared.submit([&](sycl::handler &h) {
              sycl::accessor acc(counter, h, sycl::read_write);
              h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { acc[i] += 1; });
            });
            ordered.single_task([=] { *ordered_out += 1; });
          }
          own.wait();
          sycl::free(a, own);
          sycl::free(b, own);
        });
      for (std::thread &t : pool)
        t.join();
      ordered.wait();
    }
    for (int i = 0; i < n; ++i)
      if (counts[i] != threads * rounds) {
        printf("FAIL %s: counter[%d] = %d, want %d\n", name.c_str(), i, counts[i], threads * rounds);
        ++failures;
        break;
      }
    if (*ordered_out != threads * rounds) {
      printf("FAIL %s: the in-order queue counted %d\n", name.c_str(), *ordered_out);
      ++failures;
    }
    sycl::free(ordered_out, shared);
    printf("%s: %d threads x %d rounds\n", name.c_str(), threads, rounds);
  }
  return test_result();
}
