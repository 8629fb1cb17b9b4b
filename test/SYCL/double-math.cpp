// Double-precision math builtins in a kernel against the host's libm.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cmath>
#include <cstdio>
static int run_test() {
  sycl::queue q;
  const size_t n = 100;
  double *in = sycl::malloc_shared<double>(n, q);
  double *out = sycl::malloc_shared<double>(n * 8, q);
  for (size_t i = 0; i < n; ++i) in[i] = 0.1 + double(i) * 0.37;
  q.parallel_for(n, [=](sycl::id<1> i) {
    double x = in[i];
    double *o = out + i * 8;
    o[0] = sycl::sqrt(x);
    o[1] = sycl::exp(-x) * sycl::log1p(x);
    o[2] = sycl::atan2(x, 3.0);
    o[3] = sycl::fma(x, x, -1.0);
    o[4] = sycl::tanh(x / 10.0);
    o[5] = sycl::cbrt(x) + sycl::hypot(x, 2.0);
    o[6] = sycl::fmod(x, 1.5) + sycl::trunc(x) + sycl::round(x);
    o[7] = sycl::length(sycl::double3(x, 1.0, 2.0));
  }).wait();
  for (size_t i = 0; i < n; ++i) {
    double x = in[i];
    double e[8] = {std::sqrt(x), std::exp(-x) * std::log1p(x), std::atan2(x, 3.0), std::fma(x, x, -1.0),
                   std::tanh(x / 10.0), std::cbrt(x) + std::hypot(x, 2.0),
                   std::fmod(x, 1.5) + std::trunc(x) + std::round(x), std::sqrt(x * x + 5.0)};
    for (int k = 0; k < 8; ++k)
      if (std::fabs(out[i * 8 + k] - e[k]) > 1e-12 * std::fmax(1.0, std::fabs(e[k]))) {
        printf("FAIL item %zu result %d: %.17g vs %.17g\n", i, k, out[i * 8 + k], e[k]);
        return 1;
      }
  }
  printf("PASS\n");
  return 0;
}

int main() { return main_using_fp64(run_test); }
