// Math results the SYCL-CTS checks to the last bit: remquo's quotient keeps
// its 7 low bits (OpenCL's, which the CTS checks on the host too; glibc's
// remquo keeps 3, Intel's device all of them), nextafter on half steps one
// half ULP (float's nextafter, rounded back to half, returned x), and fract
// on half stays below 1 (float's result just below 1 rounded up to 1).
// Kernels on every device (the half ones where it has fp16) and the host
// compute them; the expected quotients and remainders come from integer
// arithmetic on the host, the half values are written out.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cmath>
#include <cstdio>
#include <string>

using sycl::half;

// x / y rounded to the nearest integer, ties to even: remainder's quotient.
static long long nearest_quotient(long long x, long long y) {
  long long q = x / y, r = x % y; // truncated
  long long ar = r < 0 ? -r : r, ay = y < 0 ? -y : y;
  if (2 * ar > ay || (2 * ar == ay && (q & 1)))
    q += (x < 0) != (y < 0) ? -1 : 1;
  return q;
}
// The quotient's 7 low bits with its sign.
static int quotient_bits(long long x, long long y) {
  long long q = nearest_quotient(x, y);
  int bits = int((q < 0 ? -q : q) & 127);
  return q < 0 ? -bits : bits;
}

constexpr int nq = 6;
// Integer operands, quotients from 8 to 10^13. half holds those of 0-2 and 5
// exactly, float those of 0-3.
const long long qx[nq] = {100, -1000, 2047, 12345678, 98765432109876LL, -8};
const long long qy[nq] = {3, 7, -16, 7, 11, 1};
constexpr bool in_half(int i) { return i <= 2 || i == 5; }
constexpr bool in_float(int i) { return i != 4; }

constexpr int nn = 8;
// half neighbours: x, towards y, expected.
const float nx[nn] = {1.f, 1.f, 0.f, 0.f, -1.f, 65504.f, -0x1p-24f, 0.5f};
const float ny[nn] = {2.f, 0.f, 1.f, -1.f, -2.f, INFINITY, 1.f, 0.5f};
const float nwant[nn] = {1.f + 0x1p-10f, 1.f - 0x1p-11f, 0x1p-24f, -0x1p-24f, -1.f - 0x1p-10f, INFINITY, -0.f, 0.5f};

struct Out {
  int qf[nq], qd[nq], qh[nq], qv[2];
  float rf[nq], rh[nq];
  double rd[nq];
  float nh[nn], nv[2], nf, fr[4], fip[4];
  bool nan_ok;
};

// float and double; half in its own kernel, for devices with fp16.
static void compute(Out &o) {
  for (int i = 0; i < nq; ++i) {
    o.rf[i] = sycl::remquo(float(qx[i]), float(qy[i]), &o.qf[i]);
    o.rd[i] = sycl::remquo(double(qx[i]), double(qy[i]), &o.qd[i]);
  }
  sycl::int2 qv;
  (void)sycl::remquo(sycl::float2(float(qx[0]), float(qx[1])), sycl::float2(float(qy[0]), float(qy[1])), &qv);
  o.qv[0] = qv[0], o.qv[1] = qv[1];
  o.nf = sycl::nextafter(1.f, 2.f);
}
static void compute_half(Out &o) {
  for (int i = 0; i < nq; ++i)
    o.rh[i] = sycl::remquo(half(float(qx[i])), half(float(qy[i])), &o.qh[i]);
  for (int i = 0; i < nn; ++i)
    o.nh[i] = sycl::nextafter(half(nx[i]), half(ny[i]));
  sycl::vec<half, 2> v = sycl::nextafter(sycl::vec<half, 2>(half(2.f), half(-4.f)), sycl::vec<half, 2>(half(3.f), half(0.f)));
  o.nv[0] = v[0], o.nv[1] = v[1];
  // fract: -0.0001 is 1 - 0.0001 above floor, 1 in half; -0.001 rounds
  // to 2046/2048.
  half ip;
  o.fr[0] = sycl::fract(half(-0.0001f), &ip);
  o.fip[0] = ip;
  o.fr[1] = sycl::fract(half(-0.001f), &ip);
  o.fip[1] = ip;
  sycl::vec<half, 2> vip, vr = sycl::fract(sycl::vec<half, 2>(half(-0.0001f), half(2.75f)), &vip);
  o.fr[2] = vr[0], o.fr[3] = vr[1], o.fip[2] = vip[0], o.fip[3] = vip[1];
  half a = sycl::nextafter(half(1.f), half(NAN)), b = sycl::nextafter(half(NAN), half(1.f));
  o.nan_ok = a != a && b != b;
}

static bool check(const Out &o, bool with_half, const char *where) {
  bool ok = true;
  auto fail = [&](const char *what, int i, double got, double want) {
    printf("FAIL (%s): %s %d: %.17g, expected %.17g\n", where, what, i, got, want);
    ok = false;
  };
  for (int i = 0; i < nq; ++i) {
    int want = quotient_bits(qx[i], qy[i]);
    double r = double(qx[i] - nearest_quotient(qx[i], qy[i]) * qy[i]);
    if (o.qd[i] != want)
      fail("double quotient", i, o.qd[i], want);
    if (o.rd[i] != r)
      fail("double remainder", i, o.rd[i], r);
    if (in_float(i) && o.qf[i] != want)
      fail("float quotient", i, o.qf[i], want);
    if (in_float(i) && o.rf[i] != float(r))
      fail("float remainder", i, o.rf[i], r);
    if (with_half && in_half(i) && o.qh[i] != want)
      fail("half quotient", i, o.qh[i], want);
    if (with_half && in_half(i) && o.rh[i] != float(r))
      fail("half remainder", i, o.rh[i], r);
  }
  for (int i = 0; i < 2; ++i)
    if (o.qv[i] != quotient_bits(qx[i], qy[i]))
      fail("float2 quotient", i, o.qv[i], quotient_bits(qx[i], qy[i]));
  if (o.nf != 1.f + 0x1p-23f)
    fail("float nextafter", 0, o.nf, 1.f + 0x1p-23f);
  if (!with_half)
    return ok;
  for (int i = 0; i < nn; ++i)
    if (o.nh[i] != nwant[i] || std::signbit(o.nh[i]) != std::signbit(nwant[i]))
      fail("half nextafter", i, o.nh[i], nwant[i]);
  if (o.nv[0] != 2.f + 0x1p-9f)
    fail("vec<half, 2> nextafter", 0, o.nv[0], 2.f + 0x1p-9f);
  if (o.nv[1] != -4.f + 0x1p-9f)
    fail("vec<half, 2> nextafter", 1, o.nv[1], -4.f + 0x1p-9f);
  const float frwant[4] = {1.f - 0x1p-11f, 2046.f / 2048.f, 1.f - 0x1p-11f, 0.75f}, fipwant[4] = {-1.f, -1.f, -1.f, 2.f};
  for (int i = 0; i < 4; ++i) {
    if (o.fr[i] != frwant[i])
      fail("half fract", i, o.fr[i], frwant[i]);
    if (o.fip[i] != fipwant[i])
      fail("half fract's floor", i, o.fip[i], fipwant[i]);
  }
  if (!o.nan_ok)
    fail("half nextafter with a NaN", 0, 0, NAN);
  return ok;
}

int main() {
  Out host;
  compute(host);
  compute_half(host);
  bool ok = check(host, true, "host");
  for (const sycl::device &dev : sycl::device::get_devices()) {
    std::string name = dev.get_info<sycl::info::device::name>();
    if (!dev.has(sycl::aspect::fp64)) {
      printf("skipped: %s lacks fp64\n", name.c_str());
      continue;
    }
    bool with_half = dev.has(sycl::aspect::fp16);
    sycl::queue q(dev);
    Out *o = sycl::malloc_shared<Out>(1, q);
    q.single_task([=] { compute(*o); }).wait();
    if (with_half)
      q.single_task([=] { compute_half(*o); }).wait();
    ok &= check(*o, with_half, name.c_str());
    sycl::free(o, q);
  }
  if (!ok)
    return 1;
  printf("PASS\n");
  return 0;
}
