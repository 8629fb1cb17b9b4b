// One buffer used by several command groups and host_accessors in turn:
// host writes between kernels are seen by the next kernel, accessor
// get_pointer/size/get_range, buffer::get_access and get_host_access.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
int main() {
  sycl::queue q;
  const size_t n = 200;
  sycl::buffer<int> b{sycl::range<1>(n)};
  {
    sycl::host_accessor h(b, sycl::write_only, sycl::no_init);
    for (size_t i = 0; i < n; ++i) h[i] = int(i);
  }
  for (int round = 1; round <= 3; ++round) {
    q.submit([&](sycl::handler &h) {
      auto a = b.get_access<sycl::access_mode::read_write>(h);
      h.parallel_for(n, [=](sycl::id<1> i) { a[i] = a[i] * 2 + int(a.size()) - int(a.get_range()[0]); });
    });
    auto h = b.get_host_access();
    for (size_t i = 0; i < n; i += 50) h[i] += 1000 * round;
  }
  q.submit([&](sycl::handler &h) {
    sycl::accessor a(b, h, sycl::read_write);
    h.single_task([=] {
      int *p = a.get_pointer();
      for (size_t i = 1; i < a.size(); ++i) p[0] += 0 * p[i];
      p[1] = -p[1];
    });
  });
  sycl::host_accessor h(b, sycl::read_only);
  for (size_t i = 0; i < n; ++i) {
    int e = int(i);
    for (int round = 1; round <= 3; ++round) {
      e = e * 2;
      if (i % 50 == 0) e += 1000 * round;
    }
    if (i == 1) e = -e;
    if (h[i] != e) { printf("FAIL %zu: %d vs %d\n", i, h[i], e); return 1; }
  }
  printf("PASS\n");
}
