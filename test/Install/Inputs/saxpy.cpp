// A SYCL program split in two translation units: the kernel here, the
// host-only check in check.cpp (compiled without -fsycl). Prints PASS.
#include <sycl/sycl.hpp>
#include <iostream>
#include <vector>

bool check(const std::vector<float> &y, float a); // check.cpp

int main() {
  constexpr size_t N = 4096;
  constexpr float A = 2.5f;
  std::vector<float> x(N), y(N);
  for (size_t i = 0; i < N; ++i) {
    x[i] = float(i);
    y[i] = 1.0f;
  }
  sycl::queue q;
  {
    sycl::buffer<float> bx(x.data(), sycl::range<1>(N)), by(y.data(), sycl::range<1>(N));
    q.submit([&](sycl::handler &h) {
      sycl::accessor ax(bx, h, sycl::read_only);
      sycl::accessor ay(by, h, sycl::read_write);
      h.parallel_for(sycl::range<1>(N), [=](sycl::id<1> i) { ay[i] = A * ax[i] + ay[i]; });
    });
  }
  if (!check(y, A)) {
    std::cout << "FAIL\n";
    return 1;
  }
  std::cout << "saxpy on " << q.get_device().get_info<sycl::info::device::name>() << "\nPASS\n";
  return 0;
}
