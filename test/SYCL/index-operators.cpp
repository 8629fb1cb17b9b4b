// Every operator SYCL 2020 gives range and id, on every device: element-wise
// arithmetic, bitwise, logical and relational operators between two indices
// and with a scalar on either side (logical and relational ones give 0 or 1
// per element), compound assignments, unary +/- and increments; checked
// against plain size_t arithmetic on the host. Also constexpr vec and
// marray (literal types), lo/hi/even/odd of a 3-element swizzle, items
// without a default constructor, range kernels taking item<D, false>, and
// id<1> compared with an integer.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <string>

constexpr sycl::int4 cv(1, 2, 3, 4);
static_assert(cv[2] == 3 && (cv + sycl::int4(1))[3] == 5, "vec is a literal type");
constexpr sycl::marray<int, 3> cm(1, 2, 3);
static_assert((cm * 2)[2] == 6, "marray is a literal type");
static_assert(!std::is_default_constructible_v<sycl::item<2>> && !std::is_default_constructible_v<sycl::nd_item<2>>,
              "items are made for kernels only");
static_assert(sycl::has_known_identity_v<sycl::maximum<sycl::half>, sycl::half> &&
                  sycl::known_identity_v<sycl::minimum<sycl::half>, sycl::half> > sycl::half(65504.f),
              "half has known identities");

constexpr int nops = 38;

// The operators, applied to two 2-D indices a, b and the scalar s; T is id
// or range.
template <typename T> void apply(T a, T b, int s, size_t *o) {
  T r[nops] = {a + b, a - b, a * b, a / b, a % b, a << T(1, 2), a >> T(1, 2), a & b, a | b, a ^ b,
               a && b, a || b, a < b, a > b, a <= b, a >= b,
               a + s, s - a, a * s, s / a, a % s, a << 1, a >> 1, s & a, a | s, a ^ s,
               a && 0, s || a, a < s, s > a, a <= s, s >= a, +a, -a};
  int k = 34;
  T c = a;
  c += b, c *= s, c -= 1, c %= b + T(7, 7), c <<= 2, c >>= T(1, 1), c |= 1, c ^= a, c &= b + s;
  r[k++] = c;
  T d = a;
  r[k++] = d++;
  r[k++] = ++d;
  d--;
  r[k++] = --d;
  for (int i = 0; i < nops; ++i)
    o[2 * i] = r[i][0], o[2 * i + 1] = r[i][1];
}

static void expected(size_t a[2], size_t b[2], int s, size_t *o) {
  size_t S = size_t(s), sh[2] = {1, 2};
  for (int e = 0; e < 2; ++e) {
    size_t x = a[e], y = b[e];
    size_t r[nops] = {x + y, x - y, x * y, x / y, x % y, x << sh[e], x >> sh[e], x & y, x | y, x ^ y,
                      x && y, x || y, x < y, x > y, x <= y, x >= y,
                      x + S, S - x, x * S, S / x, x % S, x << 1, x >> 1, S & x, x | S, x ^ S,
                      0, S || x, x < S, S > x, x <= S, S >= x, x, size_t(0) - x};
    size_t c = x;
    c += y, c *= S, c -= 1, c %= y + 7, c <<= 2, c >>= 1, c |= 1, c ^= x, c &= y + S;
    r[34] = c;
    r[35] = x;
    r[36] = x + 2;
    r[37] = x;
    for (int i = 0; i < nops; ++i)
      o[2 * i + e] = r[i];
  }
}

template <typename T> bool check(sycl::queue &q, const char *what) {
  std::string name = q.get_device().get_info<sycl::info::device::name>();
  constexpr int cases = 3;
  size_t as[cases][2] = {{7, 12}, {1, 40}, {33, 5}}, bs[cases][2] = {{3, 5}, {2, 9}, {4, 1}};
  int ss[cases] = {5, 3, 9};
  size_t *out = sycl::malloc_shared<size_t>(cases * nops * 2, q);
  for (int c = 0; c < cases; ++c) {
    T a(as[c][0], as[c][1]), b(bs[c][0], bs[c][1]);
    int s = ss[c];
    q.single_task([=] { apply(a, b, s, out + c * nops * 2); }).wait();
  }
  bool ok = true;
  for (int c = 0; c < cases; ++c) {
    size_t want[nops * 2];
    expected(as[c], bs[c], ss[c], want);
    for (int i = 0; i < nops * 2; ++i)
      if (out[c * nops * 2 + i] != want[i]) {
        printf("FAIL %s: %s case %d operator %d element %d: %zu, expected %zu\n", name.c_str(), what, c, i / 2,
               i % 2, out[c * nops * 2 + i], want[i]);
        ok = false;
      }
  }
  sycl::free(out, q);
  return ok;
}

int main() {
  bool ok = true;
  for (const sycl::device &dev : sycl::device::get_devices()) {
    sycl::queue q(dev);
    ok &= check<sycl::id<2>>(q, "id");
    ok &= check<sycl::range<2>>(q, "range");
    // A 3-element swizzle's halves, as of a vec of 3: lo = (0, 1), even = (0, 2).
    int *v = sycl::malloc_shared<int>(4, q);
    q.single_task([=] {
      sycl::int4 x(10, 20, 30, 40);
      auto sw = x.swizzle<3, 1, 0>();
      sycl::int2 lo = sw.lo(), even = sw.even();
      v[0] = lo[0], v[1] = lo[1], v[2] = even[0], v[3] = even[1];
    }).wait();
    int want[4] = {40, 20, 40, 10};
    for (int i = 0; i < 4; ++i)
      if (v[i] != want[i]) {
        printf("FAIL: swizzle halves %d: %d, expected %d\n", i, v[i], want[i]);
        ok = false;
      }
    // A range kernel may take item<D, false>.
    size_t *lin = sycl::malloc_shared<size_t>(6, q);
    q.parallel_for(sycl::range<2>(2, 3), [=](sycl::item<2, false> it) { lin[it.get_linear_id()] = it[0] * 10 + it[1]; })
        .wait();
    for (size_t i = 0; i < 6; ++i)
      if (lin[i] != (i / 3) * 10 + i % 3) {
        printf("FAIL: item<2, false> %zu: %zu, expected %zu\n", i, lin[i], (i / 3) * 10 + i % 3);
        ok = false;
      }
    // id<1> compares with an integer on either side (as in DPC++), in a kernel too.
    static_assert(sycl::id<1>(5) == 5 && 5 == sycl::id<1>(5) && sycl::id<1>(5) != 6u && 6L != sycl::id<1>(5));
    int *eq = sycl::malloc_shared<int>(8, q);
    q.parallel_for(8, [=](sycl::id<1> i) { eq[i] = (i == 3) + 2 * (5 != i); }).wait();
    for (int i = 0; i < 8; ++i)
      if (eq[i] != (i == 3) + 2 * (i != 5)) {
        printf("FAIL: id<1> == int at %d: %d\n", i, eq[i]);
        ok = false;
      }
    sycl::free(eq, q);
    sycl::free(lin, q);
    sycl::free(v, q);
  }
  if (!ok)
    return 1;
  printf("PASS\n");
}
