// Vector add with buffers from a host pointer and from vectors, accessors with no_init, host_accessor and write-back on destruction.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
int main() {
  const size_t n = 256;
  std::vector<int> a(n), b(n), c(n, 0);
  for (size_t i = 0; i < n; ++i) { a[i] = i; b[i] = 3 * i; }
  {
    sycl::queue q;
    sycl::buffer<int> ba(a.data(), sycl::range<1>(n)), bb(b), bc(c);
    q.submit([&](sycl::handler &h) {
      sycl::accessor x(ba, h, sycl::read_only);
      sycl::accessor y(bb, h, sycl::read_only);
      sycl::accessor z(bc, h, sycl::write_only, sycl::no_init);
      h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { z[i] = x[i] + y[i]; });
    });
    sycl::host_accessor hc(bc, sycl::read_only);
    if (hc[5] != 20) { printf("FAIL host_accessor %d\n", hc[5]); return 1; }
  }
  for (size_t i = 0; i < n; ++i) if (c[i] != 4 * (int)i) { printf("FAIL at %zu: %d\n", i, c[i]); return 1; }
  printf("PASS\n");
}
