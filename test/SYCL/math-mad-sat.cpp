// mad_sat(a, b, c) saturates a * b + c once, computed exactly: an
// overflowing product that c brings back into range is not saturated first
// (the SYCL-CTS's math_builtin_integer_6 found mad_sat(-9, 22, 104) on int8_t
// giving -128, not -94: the product saturated before c was added).
// Kernels on every device and the host compute it for 8- to 64-bit signed
// and unsigned scalars and a vec; the host computes the expected values in
// 128-bit arithmetic.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdint>
#include <cstdio>
#include <limits>

constexpr int n = 8;
// Operands as 64-bit values, each case converted to the element type.
const int64_t sa[n] = {-9, 92, 110, 300, -200, INT64_MAX, INT64_MIN, 3037000500LL};
const int64_t sb[n] = {22, -126, -39, 300, 200, 2, 1, 3037000500LL};
const int64_t sc[n] = {104, -94, -121, -60000, 50000, INT64_MIN, -1, INT64_MIN};

template <typename T> T expected(int64_t a, int64_t b, int64_t c) {
  __int128 r = __int128(T(a)) * __int128(T(b)) + __int128(T(c));
  __int128 lo = __int128(std::numeric_limits<T>::min()), hi = __int128(std::numeric_limits<T>::max());
  return T(r < lo ? lo : r > hi ? hi : r);
}

struct Out {
  int8_t i8[n];
  uint8_t u8[n];
  int16_t i16[n];
  int32_t i32[n];
  uint32_t u32[n];
  int64_t i64[n];
  uint64_t u64[n];
  sycl::vec<int8_t, 3> v;
};

template <typename T> void compute_one(T *out) {
  for (int i = 0; i < n; ++i)
    out[i] = sycl::mad_sat(T(sa[i]), T(sb[i]), T(sc[i]));
}
static void compute(Out &o) {
  compute_one(o.i8);
  compute_one(o.u8);
  compute_one(o.i16);
  compute_one(o.i32);
  compute_one(o.u32);
  compute_one(o.i64);
  compute_one(o.u64);
  o.v = sycl::mad_sat(sycl::vec<int8_t, 3>(-9, 92, 110), sycl::vec<int8_t, 3>(22, -126, -39),
                      sycl::vec<int8_t, 3>(104, -94, -121));
}

template <typename T> bool check_one(const T *got, const char *type, const char *where) {
  bool ok = true;
  for (int i = 0; i < n; ++i) {
    T want = expected<T>(sa[i], sb[i], sc[i]);
    if (got[i] != want) {
      printf("FAIL (%s): mad_sat on %s, case %d: %lld, expected %lld\n", where, type, i, (long long)got[i],
             (long long)want);
      ok = false;
    }
  }
  return ok;
}
static bool check(const Out &o, const char *where) {
  bool ok = check_one(o.i8, "int8_t", where) & check_one(o.u8, "uint8_t", where) &
            check_one(o.i16, "int16_t", where) & check_one(o.i32, "int32_t", where) &
            check_one(o.u32, "uint32_t", where) & check_one(o.i64, "int64_t", where) &
            check_one(o.u64, "uint64_t", where);
  for (int i = 0; i < 3; ++i)
    if (o.v[i] != expected<int8_t>(sa[i], sb[i], sc[i])) {
      printf("FAIL (%s): mad_sat on vec<int8_t, 3>, element %d: %d\n", where, i, int(o.v[i]));
      ok = false;
    }
  return ok;
}

int main() {
  Out host;
  compute(host);
  bool ok = check(host, "host");
  for (const sycl::device &dev : sycl::device::get_devices()) {
    sycl::queue q(dev);
    Out *o = sycl::malloc_shared<Out>(1, q);
    q.single_task([=] { compute(*o); }).wait();
    ok &= check(*o, dev.get_info<sycl::info::device::name>().c_str());
    sycl::free(o, q);
  }
  if (!ok)
    return 1;
  printf("PASS\n");
  return 0;
}
