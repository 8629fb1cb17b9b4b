// An in-order queue running a chain of 50 dependent kernels, mixed with
// copies, on device USM; the result read back with queue::memcpy.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
int main() {
  sycl::queue q{sycl::property::queue::in_order()};
  const size_t n = 128;
  long *a = sycl::malloc_device<long>(n, q), *b = sycl::malloc_device<long>(n, q);
  q.fill(a, 1L, n);
  for (int step = 0; step < 50; ++step) {
    q.parallel_for(n, [=](sycl::id<1> i) { b[i] = a[i] * 3 + long(i[0]) + step; });
    q.copy(b, a, n);
  }
  std::vector<long> out(n);
  q.memcpy(out.data(), a, n * sizeof(long)).wait();
  for (size_t i = 0; i < n; ++i) {
    long e = 1;
    for (int step = 0; step < 50; ++step) e = e * 3 + long(i) + step;
    if (out[i] != e) { printf("FAIL %zu: %ld vs %ld\n", i, out[i], e); return 1; }
  }
  sycl::free(a, q); sycl::free(b, q);
  printf("PASS\n");
}
