// vec: element writes through x()/y()/z()/w() and s0..s7, lo/hi, load and
// store from memory, vec<double, 3> (padded to 4), vec<short, 8>, convert.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cstdio>
static int run_test() {
  static_assert(sizeof(sycl::double3) == 4 * sizeof(double), "vec<T, 3> has the size of vec<T, 4>");
  sycl::queue q;
  const size_t n = 32;
  float *in = sycl::malloc_shared<float>(4 * n, q);
  float *out = sycl::malloc_shared<float>(4 * n, q);
  sycl::double3 *d = sycl::malloc_shared<sycl::double3>(n, q);
  sycl::short8 *s = sycl::malloc_shared<sycl::short8>(n, q);
  for (size_t i = 0; i < 4 * n; ++i) in[i] = float(i);
  q.parallel_for(n, [=](sycl::id<1> id) {
    size_t i = id;
    sycl::float4 v;
    v.load(i, in);
    v.x() = v.w() + 1.0f;
    v.y() *= 2.0f;
    sycl::float2 lo = v.lo(), hi = v.hi();
    sycl::float4 r(hi, lo);
    r.store(i, out);
    sycl::double3 dv(double(i), 0.5, -1.0);
    dv.z() = dv.x() + dv.y();
    d[i] = dv;
    sycl::short8 sv = sycl::short8(short(i));
    sv.s3() = short(-7);
    sv.s7() = short(sv.s0() * 3);
    s[i] = sv + sycl::short8(short(1));
  }).wait();
  for (size_t i = 0; i < n; ++i) {
    float v[4] = {float(4 * i + 3) + 1.0f, float(4 * i + 1) * 2.0f, float(4 * i + 2), float(4 * i + 3)};
    float e[4] = {v[2], v[3], v[0], v[1]};
    for (int k = 0; k < 4; ++k) if (out[4 * i + k] != e[k]) { printf("FAIL float4 %zu %d\n", i, k); return 1; }
    if (d[i].x() != double(i) || d[i].z() != double(i) + 0.5) { printf("FAIL double3 %zu\n", i); return 1; }
    for (int k = 0; k < 8; ++k) {
      short e8 = short((k == 3 ? -7 : k == 7 ? 3 * short(i) : short(i)) + 1);
      if (s[i][k] != e8) { printf("FAIL short8 %zu %d: %d vs %d\n", i, k, s[i][k], e8); return 1; }
    }
  }
  printf("PASS\n");
  return 0;
}

int main() { return main_using_fp64(run_test); }
