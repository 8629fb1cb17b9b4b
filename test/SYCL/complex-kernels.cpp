// std::complex<float> and std::complex<double> in kernels: * and / (Clang's
// __mulsc3/__divsc3 runtime calls, with C's infinity recovery), abs, arg,
// exp, log, sqrt and pow (C99's cabs, carg, ...), which
// sycl/detail/complex_libcalls.hpp defines for device code.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <complex>
#include <cstdio>
#include <limits>

template <typename T> bool close(std::complex<T> a, std::complex<T> b, T tol) {
  return std::abs(a - b) <= tol * std::max(T(1), std::abs(b));
}

template <typename T> int check(sycl::queue &q, const char *name) {
  using C = std::complex<T>;
  const int n = 12, outs = 9;
  C *in = sycl::malloc_shared<C>(n, q);
  C *out = sycl::malloc_shared<C>(n * outs, q);
  for (int i = 0; i < n; ++i)
    in[i] = C(T(0.75) * (i - 5), T(0.5) * (i % 4) - T(0.6));
  q.parallel_for(n, [=](sycl::id<1> id) {
    int i = id[0];
    C z = in[i], w = in[(i + 5) % n];
    C *o = out + i * outs;
    o[0] = z * w;
    o[1] = z / w;
    o[2] = C(std::abs(z), std::arg(z));
    o[3] = std::exp(z);
    o[4] = std::log(z);
    o[5] = std::sqrt(z);
    o[6] = std::pow(z, w);
    z *= C(2, 1);
    z /= T(2);
    o[7] = z;
    // An infinite factor: C's Annex G keeps the product infinite.
    C inf(std::numeric_limits<T>::infinity(), T(1));
    o[8] = inf * C(T(1), T(1));
  }).wait();
  int bad = 0;
  const T tol = sizeof(T) == 4 ? T(1e-5) : T(1e-12);
  for (int i = 0; i < n; ++i) {
    C z = in[i], w = in[(i + 5) % n];
    C want[outs] = {z * w, z / w, C(std::abs(z), std::arg(z)), std::exp(z), std::log(z), std::sqrt(z), std::pow(z, w),
                    z * C(2, 1) / T(2), C(0, 0)};
    for (int k = 0; k < outs - 1; ++k)
      if (!close(out[i * outs + k], want[k], tol)) {
        std::printf("%s: in[%d] result %d: (%g,%g), expected (%g,%g)\n", name, i, k, double(out[i * outs + k].real()),
                    double(out[i * outs + k].imag()), double(want[k].real()), double(want[k].imag()));
        ++bad;
      }
    C p = out[i * outs + 8];
    if (!std::isinf(p.real()) && !std::isinf(p.imag())) {
      std::printf("%s: inf * (1+i) = (%g,%g), not infinite\n", name, double(p.real()), double(p.imag()));
      ++bad;
    }
  }
  sycl::free(in, q);
  sycl::free(out, q);
  return bad;
}

int main() {
  sycl::queue q;
  int bad = check<float>(q, "float");
  if (q.get_device().has(sycl::aspect::fp64))
    bad += check<double>(q, "double");
  if (bad)
    return 1;
  std::puts("PASS");
  return 0;
}
