// The vec API in kernels on every device: convert<T, rounding_mode> in every
// mode (float to int, double to float, int to float, float to half), as<>,
// named swizzles of every length (reading, assigning, compound assignment,
// swizzles of swizzles), s0..sF of 16 elements, lo/hi/even/odd (also as
// assignment targets and on 3 elements), operators, 1-element vectors as
// scalars, and marray. Expected values are written out here or computed on
// the host with the C library (fesetround for the directed roundings).
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using sycl::rounding_mode;
constexpr int nf = 8;
const float fin[nf] = {1.5f, 2.5f, -1.5f, -0.5f, 2.25f, -2.75f, 3.5f, 1e9f};
const double din[4] = {0.1, -0.1, 1.0 / 3.0, -2.0 / 3.0};
const int iin[4] = {16777217, -16777219, 33554435, 123};

constexpr int nout = 256;
static void kernel_body(float *o, int *io) {
  int k = 0, ik = 0;
  // float -> int, each mode.
  sycl::float8 f(fin[0], fin[1], fin[2], fin[3], fin[4], fin[5], fin[6], fin[7]);
  sycl::int8 c0 = f.convert<int>(), c1 = f.convert<int, rounding_mode::rte>(), c2 = f.convert<int, rounding_mode::rtz>(),
             c3 = f.convert<int, rounding_mode::rtp>(), c4 = f.convert<int, rounding_mode::rtn>();
  for (int i = 0; i < 8; ++i)
    io[ik++] = c0[i], io[ik++] = c1[i], io[ik++] = c2[i], io[ik++] = c3[i], io[ik++] = c4[i];
  // double -> float and int -> float.
  sycl::double4 d(din[0], din[1], din[2], din[3]);
  sycl::float4 d1 = d.convert<float, rounding_mode::rte>(), d2 = d.convert<float, rounding_mode::rtz>(),
               d3 = d.convert<float, rounding_mode::rtp>(), d4 = d.convert<float, rounding_mode::rtn>();
  sycl::int4 iv(iin[0], iin[1], iin[2], iin[3]);
  sycl::float4 i1 = iv.convert<float, rounding_mode::rte>(), i2 = iv.convert<float, rounding_mode::rtz>(),
               i3 = iv.convert<float, rounding_mode::rtp>(), i4 = iv.convert<float, rounding_mode::rtn>();
  for (int i = 0; i < 4; ++i)
    o[k++] = d1[i], o[k++] = d2[i], o[k++] = d3[i], o[k++] = d4[i], o[k++] = i1[i], o[k++] = i2[i], o[k++] = i3[i],
    o[k++] = i4[i];
  // float -> half: 1 + 2^-11 is halfway between two halves, -(1 + 3 * 2^-12) is below one.
  sycl::float2 h(1.0f + 0x1p-11f, -(1.0f + 3 * 0x1p-12f));
  sycl::half2 h1 = h.convert<sycl::half, rounding_mode::rte>(), h2 = h.convert<sycl::half, rounding_mode::rtz>(),
              h3 = h.convert<sycl::half, rounding_mode::rtp>(), h4 = h.convert<sycl::half, rounding_mode::rtn>();
  for (int i = 0; i < 2; ++i)
    o[k++] = h1[i], o[k++] = h2[i], o[k++] = h3[i], o[k++] = h4[i];
  // as<>.
  sycl::uint4 bits = sycl::float4(1.0f, -2.0f, 0.5f, 3.0f).as<sycl::uint4>();
  for (int i = 0; i < 4; ++i)
    io[ik++] = int(bits[i]);
  sycl::short2 halves = sycl::int1(0x12345678).as<sycl::short2>();
  io[ik++] = halves[0], io[ik++] = halves[1];
  // Swizzles.
  sycl::float4 v(1, 2, 3, 4);
  sycl::float4 a = v.wzyx(), b = v.xxyy(), c = v.abgr();
  sycl::float3 e = v.zwx();
  sycl::float2 g = v.wx();
  v.ar() = sycl::float2(9, 8);   // w = 9, x = 8
  v.yz() += sycl::float2(10, 20); // y = 12, z = 23
  v.xw() *= 2.0f;                  // x = 16, w = 18
  sycl::float4 sw = v.swizzle<3, 2, 1, 0>();
  float nested = v.xyzw().zx().y(); // x = 16
  v.wzyx().xy() = sycl::float2(-1, -2); // w = -1, z = -2
  for (int i = 0; i < 4; ++i)
    o[k++] = a[i], o[k++] = b[i], o[k++] = c[i], o[k++] = v[i], o[k++] = sw[i];
  o[k++] = e[0], o[k++] = e[1], o[k++] = e[2], o[k++] = g[0], o[k++] = g[1], o[k++] = nested;
  o[k++] = (v.xy() + v.zw())[1];              // 12 + -1
  o[k++] = float(sycl::all(v.xz() == sycl::float2(16, -2)));
  // 16 elements.
  sycl::float16 s;
  for (int i = 0; i < 16; ++i)
    s[i] = float(i * i);
  s.sA() = -10;
  s.sF() += 1;
  o[k++] = s.s8(), o[k++] = s.s9(), o[k++] = s.sA(), o[k++] = s.sB(), o[k++] = s.sC(), o[k++] = s.sD(), o[k++] = s.sE(),
  o[k++] = s.sF();
  sycl::float8 shi = s.hi(), sev = s.even();
  sycl::float4 sodd_lo = s.odd().lo();
  o[k++] = shi[0], o[k++] = shi[7], o[k++] = sev[1], o[k++] = sev[7], o[k++] = sodd_lo[3];
  sycl::float4 s15 = s.swizzle<15, 0, 8, 10>();
  o[k++] = s15[0], o[k++] = s15[1], o[k++] = s15[2], o[k++] = s15[3];
  // lo/hi/even/odd as targets, and on 3 elements.
  sycl::int8 w8(0, 1, 2, 3, 4, 5, 6, 7);
  w8.lo() = sycl::int4(10, 11, 12, 13);
  w8.odd() += 100;
  for (int i = 0; i < 8; ++i)
    io[ik++] = w8[i];
  sycl::int3 w3(1, 2, 3);
  sycl::int2 w3lo = w3.lo(), w3ev = w3.even();
  w3.hi() = sycl::int2(30, 40);
  io[ik++] = w3lo[0], io[ik++] = w3lo[1], io[ik++] = w3ev[0], io[ik++] = w3ev[1], io[ik++] = w3[2], io[ik++] = w3.odd()[0];
  // Operators.
  sycl::int4 x(7, -8, 9, 0), y(2, 3, -4, 5);
  sycl::int4 r1 = x % y, r2 = x << 2, r3 = ~x, r4 = !x, r5 = x && y, r6 = x > y, r7 = (x ^ y) | 1, r8 = -x;
  for (int i = 0; i < 4; ++i)
    io[ik++] = r1[i], io[ik++] = r2[i], io[ik++] = r3[i], io[ik++] = r4[i], io[ik++] = r5[i], io[ik++] = r6[i],
    io[ik++] = r7[i], io[ik++] = r8[i];
  sycl::long2 l2 = sycl::double2(1.0, 2.0) < sycl::double2(2.0, 1.0);
  io[ik++] = int(l2[0]), io[ik++] = int(l2[1]);
  sycl::float1 one(2.5f);
  float scalar = one;
  o[k++] = scalar * 2;
  sycl::int4 inc = x;
  inc++;
  ++inc.xy();
  io[ik++] = inc[0], io[ik++] = inc[1], io[ik++] = inc[2];
  // marray.
  sycl::marray<int, 4> m(1, sycl::marray<int, 2>(2, 3), 4);
  sycl::marray<int, 4> m2 = m * 3 - 1;
  m2 += m;
  sycl::marray<bool, 4> mb = m2 > 10;
  io[ik++] = m2[0], io[ik++] = m2[3], io[ik++] = mb[1], io[ik++] = mb[2], io[ik++] = int(sycl::any(mb)),
  io[ik++] = int(sycl::all(mb));
  o[k] = float(k), io[ik] = ik; // the counts, checked on the host
}

static int run_test() {
  // What the host expects, from the C library.
  std::vector<int> ie;
  std::vector<float> fe;
  auto directed = [](int mode, auto x) {
    std::fesetround(mode);
    volatile auto in = x;
    volatile float r = float(in);
    std::fesetround(FE_TONEAREST);
    return float(r);
  };
  for (int i = 0; i < 8; ++i) {
    float x = fin[i];
    ie.push_back(int(std::nearbyint(x))); // automatic: a float's default, to nearest even
    ie.push_back(int(std::nearbyint(x)));
    ie.push_back(int(std::trunc(x)));
    ie.push_back(int(std::ceil(x)));
    ie.push_back(int(std::floor(x)));
  }
  for (int i = 0; i < 4; ++i) {
    int modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};
    for (int m : modes)
      fe.push_back(directed(m, din[i]));
    for (int m : modes)
      fe.push_back(directed(m, iin[i]));
  }
  float hv[8] = {1.0f, 1.0f, 1.0f + 0x1p-10f, 1.0f, -(1.0f + 0x1p-10f), -1.0f, -1.0f, -(1.0f + 0x1p-10f)};
  fe.insert(fe.end(), hv, hv + 8);
  float fb[4] = {1.0f, -2.0f, 0.5f, 3.0f};
  for (float x : fb) {
    uint32_t u;
    std::memcpy(&u, &x, 4);
    ie.push_back(int(u));
  }
  ie.push_back(0x5678), ie.push_back(0x1234);
  float sw[4][5] = {{4, 1, 4, 16, 18}, {3, 1, 3, 12, 23}, {2, 2, 2, -2, 12}, {1, 2, 1, -1, 16}};
  for (auto &row : sw)
    fe.insert(fe.end(), row, row + 5);
  float rest[] = {3, 4, 1, 4, 1, 16, 11, 1, 64, 81, -10, 121, 144, 169, 196, 226, 64, 226, 4, 196, 49, 226, 0, 64, -10};
  fe.insert(fe.end(), rest, rest + sizeof(rest) / sizeof(float));
  int w8[] = {10, 111, 12, 113, 4, 105, 6, 107, 1, 2, 1, 3, 30, 2};
  ie.insert(ie.end(), w8, w8 + 14);
  int x[4] = {7, -8, 9, 0}, y[4] = {2, 3, -4, 5};
  for (int i = 0; i < 4; ++i) {
    ie.push_back(x[i] % y[i]), ie.push_back(x[i] << 2), ie.push_back(~x[i]), ie.push_back(!x[i] ? -1 : 0);
    ie.push_back(x[i] && y[i] ? -1 : 0), ie.push_back(x[i] > y[i] ? -1 : 0), ie.push_back((x[i] ^ y[i]) | 1);
    ie.push_back(-x[i]);
  }
  ie.push_back(-1), ie.push_back(0);
  fe.push_back(5.0f);
  ie.push_back(9), ie.push_back(-6), ie.push_back(10);
  ie.push_back(3), ie.push_back(15), ie.push_back(0), ie.push_back(1), ie.push_back(1), ie.push_back(0);
  fe.push_back(float(fe.size()));
  ie.push_back(int(ie.size()));

  bool ok = true;
  for (const sycl::device &dev : sycl::device::get_devices()) {
    std::string name = dev.get_info<sycl::info::device::name>();
    sycl::queue q(dev);
    float *o = sycl::malloc_shared<float>(nout, q);
    int *io = sycl::malloc_shared<int>(nout, q);
    q.single_task([=] { kernel_body(o, io); }).wait();
    for (size_t i = 0; i < fe.size(); ++i)
      if (o[i] != fe[i] && !(std::isnan(o[i]) && std::isnan(fe[i]))) {
        printf("FAIL %s: float result %zu: %.9g, expected %.9g\n", name.c_str(), i, o[i], fe[i]);
        ok = false;
      }
    for (size_t i = 0; i < ie.size(); ++i)
      if (io[i] != ie[i]) {
        printf("FAIL %s: int result %zu: %d, expected %d\n", name.c_str(), i, io[i], ie[i]);
        ok = false;
      }
    sycl::free(o, q);
    sycl::free(io, q);
  }
  if (!ok)
    return 1;
  printf("PASS\n");
  return 0;
}

int main() { return main_using_fp64(run_test); }
