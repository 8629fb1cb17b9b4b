// C and C++ math library calls in kernels (std::sin, sqrtf, std::erf,
// std::tgamma, std::fma, ldexp, ilogb, std::lround, ...) on float and double, which the
// target lowers as the OpenCL.std functions, checked against the host's
// <cmath> within OpenCL's error bounds.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cmath>
#include <cstdio>

constexpr int n = 16, nf = 10, nd = 8;

static int run_test() {
  sycl::queue q;
  float *fin = sycl::malloc_shared<float>(n, q), *fout = sycl::malloc_shared<float>(n * nf, q);
  double *din = sycl::malloc_shared<double>(n, q), *dout = sycl::malloc_shared<double>(n * nd, q);
  int *iout = sycl::malloc_shared<int>(n, q);
  long *lout = sycl::malloc_shared<long>(n * 2, q);
  for (int i = 0; i < n; ++i) {
    fin[i] = 0.37f * float(i) + 0.25f;
    din[i] = 0.61 * double(i) - 1.5;
  }
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> id) {
     int i = int(id[0]);
     float x = fin[i];
     double y = din[i];
     float *f = fout + i * nf;
     double *d = dout + i * nd;
     f[0] = std::sin(x);
     f[1] = sqrtf(x);
     f[2] = std::erf(x);
     f[3] = std::tgamma(x);
     f[4] = std::fma(x, 3.0f, -1.0f);
     f[5] = std::ldexp(x, i - 8);
     f[6] = std::cbrt(x - 2.0f);
     f[7] = std::pow(x, 1.5f);
     f[8] = std::atan2(x, 1.0f - x);
     f[9] = std::nearbyint(x * 4.0f);
     d[0] = std::cos(y);
     d[1] = std::exp(y);
     d[2] = std::log1p(y + 2.0);
     d[3] = std::fmod(y, 0.7);
     d[4] = std::hypot(y, 2.0);
     d[5] = std::erfc(y);
     d[6] = std::copysign(y * y, -1.0);
     d[7] = std::round(y * 3.0);
     iout[i] = std::ilogb(y * 100.0 + 1000.0);
     lout[i * 2] = std::lround(x * 3.0f);
     lout[i * 2 + 1] = std::llrint(y * 2.0);
   }).wait();

  int bad = 0;
  auto close = [](double got, double want, double tol) {
    return got == want || std::fabs(got - want) <= tol * std::fmax(1.0, std::fabs(want));
  };
  for (int i = 0; i < n; ++i) {
    float x = fin[i];
    double y = din[i];
    const float fw[nf] = {std::sin(x), sqrtf(x), std::erf(x), std::tgamma(x), std::fma(x, 3.0f, -1.0f),
                          std::ldexp(x, i - 8), std::cbrt(x - 2.0f), std::pow(x, 1.5f), std::atan2(x, 1.0f - x),
                          std::nearbyint(x * 4.0f)};
    const double dw[nd] = {std::cos(y),          std::exp(y),       std::log1p(y + 2.0), std::fmod(y, 0.7),
                           std::hypot(y, 2.0),   std::erfc(y),      std::copysign(y * y, -1.0),
                           std::round(y * 3.0)};
    for (int k = 0; k < nf; ++k)
      if (!close(fout[i * nf + k], fw[k], 1e-5)) {
        std::printf("FAIL float function %d at %d: %.9g, host %.9g\n", k, i, fout[i * nf + k], fw[k]);
        ++bad;
      }
    for (int k = 0; k < nd; ++k)
      if (!close(dout[i * nd + k], dw[k], 1e-12)) {
        std::printf("FAIL double function %d at %d: %.17g, host %.17g\n", k, i, dout[i * nd + k], dw[k]);
        ++bad;
      }
    if (lout[i * 2] != std::lround(x * 3.0f) || lout[i * 2 + 1] != std::llrint(y * 2.0)) {
      std::printf("FAIL lround/llrint at %d: %ld %ld\n", i, lout[i * 2], lout[i * 2 + 1]);
      ++bad;
    }
    if (iout[i] != std::ilogb(y * 100.0 + 1000.0)) {
      std::printf("FAIL ilogb at %d: %d\n", i, iout[i]);
      ++bad;
    }
  }
  sycl::free(fin, q);
  sycl::free(fout, q);
  sycl::free(din, q);
  sycl::free(dout, q);
  sycl::free(iout, q);
  sycl::free(lout, q);
  if (bad)
    return 1;
  std::printf("PASS\n");
  return 0;
}

int main() { return main_using_fp64(run_test); }
