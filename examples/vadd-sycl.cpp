// A SYCL 2020 vector add: build/bin/clang++ -fsycl examples/vadd-sycl.cpp -o vadd-sycl && ./vadd-sycl
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>

int main() {
  const size_t n = 1 << 20;
  std::vector<float> a(n), b(n), c(n);
  for (size_t i = 0; i < n; ++i) {
    a[i] = float(i);
    b[i] = 2.0f * float(i);
  }
  sycl::queue q;
  {
    sycl::buffer<float> ba(a), bb(b), bc(c);
    q.submit([&](sycl::handler &h) {
      sycl::accessor x(ba, h, sycl::read_only), y(bb, h, sycl::read_only);
      sycl::accessor z(bc, h, sycl::write_only, sycl::no_init);
      h.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { z[i] = x[i] + y[i]; });
    });
  } // the buffers write c back here
  for (size_t i = 0; i < n; ++i)
    if (c[i] != 3.0f * float(i)) {
      std::printf("FAIL at %zu: %f\n", i, c[i]);
      return 1;
    }
  std::printf("PASS: %zu elements on %s\n", n, q.get_device().get_info<sycl::info::device::name>().c_str());
}
