// vec and marray on the host and in a kernel: swizzles, comparisons (vec
// gives -1 for true), marray element-wise math, vec::as, assigning a scalar
// to a vec (std::fill over vec elements, as the SYCL-CTS buffer tests do).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <algorithm>
#include <cstdio>
int main() {
  sycl::int4 a(1, 2, 3, 4), b(4, 3, 2, 1);
  auto lt = a < b;
  if (lt.x() != -1 || lt.w() != 0) { printf("FAIL vec compare\n"); return 1; }
  sycl::int4 r = a.wzyx();
  if (r.x() != 4 || r.w() != 1) { printf("FAIL swizzle\n"); return 1; }
  sycl::marray<float, 3> m(1.0f, 4.0f, 9.0f);
  auto sm = sycl::sqrt(m);
  if (sm[2] != 3.0f) { printf("FAIL marray\n"); return 1; }
  sycl::float3 filled[3];
  std::fill(filled, filled + 3, 0);
  filled[1] = 2.5f;
  sycl::vec<int, 1> one(7), other;
  other = one.x(); // a one-element swizzle still assigns as a vec
  if (filled[0][2] != 0.0f || filled[1][0] != 2.5f || filled[1][2] != 2.5f || int(other) != 7) {
    printf("FAIL scalar assignment\n");
    return 1;
  }
  sycl::queue q;
  sycl::int4 *out = sycl::malloc_shared<sycl::int4>(8, q);
  sycl::long2 *assigned = sycl::malloc_shared<sycl::long2>(8, q);
  sycl::mfloat4 *mo = sycl::malloc_shared<sycl::mfloat4>(8, q);
  q.parallel_for(8, [=](sycl::id<1> i) {
    int k = int(i[0]);
    sycl::int4 v(k, k + 1, k + 2, k + 3);
    out[i] = (v * 2 - sycl::int4(1)).xyzw() + (v > sycl::int4(3));
    sycl::mfloat4 mv(float(k), 1.0f, 2.0f, 3.0f);
    mo[i] = mv * mv + 1.0f;
    assigned[i] = k * 3;
  }).wait();
  for (int k = 0; k < 8; ++k) {
    for (int e = 0; e < 4; ++e) {
      int v = k + e;
      int want = v * 2 - 1 + (v > 3 ? -1 : 0);
      if (out[k][e] != want) { printf("FAIL kernel vec %d %d: %d vs %d\n", k, e, out[k][e], want); return 1; }
    }
    float m0 = float(k * k + 1);
    if (mo[k][0] != m0 || mo[k][3] != 10.0f) { printf("FAIL kernel marray %d\n", k); return 1; }
    if (assigned[k][0] != k * 3 || assigned[k][1] != k * 3) { printf("FAIL kernel scalar assignment %d\n", k); return 1; }
  }
  auto bits = sycl::float2(1.0f, -2.0f).as<sycl::int2>();
  if (bits.x() != 0x3f800000) { printf("FAIL as\n"); return 1; }
  printf("PASS\n");
}
