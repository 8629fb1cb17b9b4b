// Math on 8- and 16-element vectors: the library computes them element by
// element into a temporary vec, which the IR aligns to 64 bytes (a struct of
// 16 floats). Without an Alignment decoration on that Function variable the
// reader placed it at 8 and PoCL's aligned vector moves faulted at -O0
// ("faulted: invalid memory access at (nil)"). Results are checked against
// the same functions on the host.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cmath>

template <typename V> bool close(const V &a, const V &b, double rel) {
  for (int i = 0; i < V::size(); ++i) {
    double x = double(a[i]), y = double(b[i]);
    if (!(std::fabs(x - y) <= rel * std::fmax(1.0, std::fabs(y))))
      return false;
  }
  return true;
}

int run(sycl::queue &q) {
  using F16 = sycl::vec<float, 16>;
  using F8 = sycl::vec<float, 8>;
  using I8 = sycl::vec<int, 8>;
  F16 x, lo(0.25f), hi(4.0f);
  F8 y;
  I8 e;
  for (int i = 0; i < 16; ++i)
    x[i] = 1.0f + 0.375f * float(i);
  for (int i = 0; i < 8; ++i) {
    y[i] = 0.5f + 0.25f * float(i);
    e[i] = i - 3;
  }
  F16 *out16 = sycl::malloc_shared<F16>(3, q);
  F8 *out8 = sycl::malloc_shared<F8>(1, q);
  q.single_task([=] {
     out16[0] = sycl::acosh(x);
     out16[1] = sycl::smoothstep(lo, hi, x);
     out16[2] = sycl::clamp(x * 2.0f, lo, hi);
     out8[0] = sycl::pown(y, e);
   }).wait();
  CHECK(close(out16[0], sycl::acosh(x), 1e-5));
  CHECK(close(out16[1], sycl::smoothstep(lo, hi, x), 1e-5));
  CHECK(close(out16[2], sycl::clamp(x * 2.0f, lo, hi), 0.0));
  CHECK(close(out8[0], sycl::pown(y, e), 1e-5));

  if (q.get_device().has(sycl::aspect::fp64)) {
    using D16 = sycl::vec<double, 16>;
    D16 d, dlo(1.5), dhi(3.0);
    for (int i = 0; i < 16; ++i)
      d[i] = 0.25 * double(i);
    D16 *outd = sycl::malloc_shared<D16>(1, q);
    q.single_task([=] { outd[0] = sycl::clamp(d, dlo, dhi); }).wait();
    CHECK(close(outd[0], sycl::clamp(d, dlo, dhi), 0.0));
    sycl::free(outd, q);
  }
  sycl::free(out16, q);
  sycl::free(out8, q);
  return 0;
}

int main() { return run_on_every_device(run); }
