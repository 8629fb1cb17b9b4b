// Reductions combined on the device: every standard operator (known
// identities) on int, unsigned, float and double as the spec allows; a
// user combiner with an explicit identity; reductions without an identity
// (a user combiner, sycl::plus on a user type, a span); USM pointers, buffers and spans
// as targets; several reductions in one kernel; initialize_to_identity;
// range kernels of 1 and 2 dimensions (with id and item arguments) and
// nd_range kernels with work-groups that are not powers of two, one group
// or many; an empty range. The kernels are named: PoCL writes files named
// after a kernel, and an unnamed kernel with several reductions has a mangled
// name longer than a file name may be. Results are compared with values computed here.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cmath>
#include <cstdio>
#include <cstdlib>

static_assert(sycl::has_known_identity_v<sycl::plus<int>, int>);
static_assert(sycl::has_known_identity_v<sycl::bit_xor<unsigned>, unsigned>);
static_assert(!sycl::has_known_identity_v<sycl::bit_and<float>, float>);
static_assert(sycl::has_known_identity<sycl::minimum<float>, float>::value);
static_assert(sycl::known_identity_v<sycl::minimum<float>, float> == INFINITY);
static_assert(sycl::known_identity_v<sycl::maximum<int>, int> == -2147483647 - 1);
static_assert(sycl::known_identity_v<sycl::multiplies<double>, double> == 1.0);
static_assert(sycl::known_identity_v<sycl::bit_and<unsigned>, unsigned> == ~0u);
static_assert(sycl::known_identity_v<sycl::logical_or<bool>, bool> == false);

static int failures = 0;
template <typename T> static void expect(const char *what, T got, T want) {
  bool ok = std::is_floating_point_v<T> ? std::fabs(double(got) - double(want)) <= 1e-6 * std::fabs(double(want)) + 1e-9
                                        : got == want;
  if (!ok) {
    std::printf("FAIL %s: got %.17g, want %.17g\n", what, double(got), double(want));
    ++failures;
  }
}

// A combiner the library knows nothing about: the value of larger magnitude.
struct max_magnitude {
  int operator()(int a, int b) const { return std::abs(a) >= std::abs(b) ? a : b; }
};
static_assert(!sycl::has_known_identity_v<max_magnitude, int>);

// A type the library knows nothing about, summed with sycl::plus.
struct pair_sum {
  int sum, count;
  friend pair_sum operator+(const pair_sum &x, const pair_sum &y) { return {x.sum + y.sum, x.count + y.count}; }
};
static_assert(!sycl::has_known_identity_v<sycl::plus<pair_sum>, pair_sum>);

// The reducer's member types, with and without an identity.
template <typename Red, typename T, typename Op, int D> constexpr bool reducer_types() {
  return std::is_same_v<typename Red::value_type, T> && std::is_same_v<typename Red::binary_operation, Op> &&
         Red::dimensions == D;
}
static_assert(reducer_types<decltype(sycl::reduction((int *)nullptr, sycl::plus<int>()))::reducer_type, int,
                            sycl::plus<int>, 0>());
static_assert(reducer_types<decltype(sycl::reduction((int *)nullptr, max_magnitude()))::reducer_type, int,
                            max_magnitude, 0>());
static_assert(reducer_types<decltype(sycl::reduction(sycl::span<int, 3>((int *)nullptr, 3), sycl::plus<int>()))::reducer_type, int,
                            sycl::plus<int>, 1>());

static int run_test() {
  sycl::queue q;
  const size_t n = 100003; // not a multiple of any group size
  int *a = sycl::malloc_shared<int>(n, q);
  for (size_t i = 0; i < n; ++i)
    a[i] = int((i * 7919) % 2001) - 1000;

  int *isum = sycl::malloc_shared<int>(1, q), *imin = sycl::malloc_shared<int>(1, q);
  int *imax = sycl::malloc_shared<int>(1, q), *mag = sycl::malloc_shared<int>(1, q);
  unsigned *band = sycl::malloc_shared<unsigned>(1, q), *bor = sycl::malloc_shared<unsigned>(1, q);
  unsigned *bxor = sycl::malloc_shared<unsigned>(1, q);
  bool *land = sycl::malloc_shared<bool>(1, q);
  *isum = 10, *imin = 0, *imax = 0, *mag = 0, *band = 0xFFFFu, *bor = 0x10000u, *bxor = 1, *land = true;
  // Four reductions in each of two range kernels, each operator once.
  q.parallel_for<class ints_a>(sycl::range<1>(n), sycl::reduction(isum, sycl::plus<int>()),
                 sycl::reduction(imin, sycl::minimum<int>(), sycl::property::reduction::initialize_to_identity()),
                 sycl::reduction(imax, sycl::maximum<>()), sycl::reduction(mag, 0, max_magnitude()),
                 [=](sycl::id<1> i, auto &s, auto &mn, auto &mx, auto &mg) {
                   int v = a[i];
                   s += v;
                   mn.combine(v);
                   mx.combine(v);
                   mg.combine(v);
                 })
      .wait();
  q.parallel_for<class ints_b>(sycl::range<1>(n), sycl::reduction(band, sycl::bit_and<unsigned>()),
                 sycl::reduction(bor, sycl::bit_or<unsigned>()), sycl::reduction(bxor, sycl::bit_xor<unsigned>()),
                 sycl::reduction(land, sycl::logical_and<bool>()), [=](sycl::id<1> i, auto &ba, auto &bo, auto &bx, auto &la) {
                   int v = a[i];
                   ba &= unsigned(v + 1000) | 0x800u;
                   bo |= unsigned(v + 1000);
                   bx ^= unsigned(v + 1000);
                   la.combine(v > -1001);
                 })
      .wait();
  int es = 10, emn = a[0], emx = 0, emg = 0;
  unsigned eba = 0xFFFFu, ebo = 0x10000u, ebx = 1;
  for (size_t i = 0; i < n; ++i) {
    es += a[i], emn = std::min(emn, a[i]), emx = std::max(emx, a[i]), emg = max_magnitude()(emg, a[i]);
    eba &= unsigned(a[i] + 1000) | 0x800u, ebo |= unsigned(a[i] + 1000), ebx ^= unsigned(a[i] + 1000);
  }
  expect("plus", *isum, es);
  expect("minimum with initialize_to_identity", *imin, emn);
  expect("maximum<>", *imax, emx);
  expect("user combiner", *mag, emg);
  expect("bit_and", *band, eba);
  expect("bit_or", *bor, ebo);
  expect("bit_xor", *bxor, ebx);
  expect("logical_and", *land, true);

  // Floating point and the other operators, in a 2-D range with items.
  const size_t rows = 37, cols = 129;
  double *dsum = sycl::malloc_shared<double>(1, q), *dprod = sycl::malloc_shared<double>(1, q);
  float *fmin = sycl::malloc_shared<float>(1, q), *fmax = sycl::malloc_shared<float>(1, q);
  bool *lor = sycl::malloc_shared<bool>(1, q);
  *dsum = 0.5, *dprod = 2, *fmin = 1e30f, *fmax = -1e30f, *lor = false;
  q.parallel_for<class floats_2d>(sycl::range<2>(rows, cols), sycl::reduction(dsum, sycl::plus<double>()),
                 sycl::reduction(dprod, sycl::multiplies<double>()), sycl::reduction(fmin, sycl::minimum<float>()),
                 sycl::reduction(fmax, sycl::maximum<float>()), sycl::reduction(lor, sycl::logical_or<bool>()),
                 [=](sycl::item<2> it, auto &s, auto &p, auto &mn, auto &mx, auto &lo) {
                   size_t l = it.get_linear_id();
                   s += a[l] * 0.25;
                   p *= 1.0 + (a[l] % 3) * 1e-4;
                   mn.combine(float(a[l]) * 0.5f + float(it[1]));
                   mx.combine(float(a[l]) * 0.5f - float(it[0]));
                   lo.combine(a[l] == a[5 * cols + 7]);
                 })
      .wait();
  double eds = 0.5, edp = 2;
  float efmin = 1e30f, efmax = -1e30f;
  for (size_t r = 0; r < rows; ++r)
    for (size_t c = 0; c < cols; ++c) {
      size_t l = r * cols + c;
      eds += a[l] * 0.25, edp *= 1.0 + (a[l] % 3) * 1e-4;
      efmin = std::min(efmin, float(a[l]) * 0.5f + float(c)), efmax = std::max(efmax, float(a[l]) * 0.5f - float(r));
    }
  expect("plus<double>", *dsum, eds);
  expect("multiplies<double>", *dprod, edp);
  expect("minimum<float>", *fmin, efmin);
  expect("maximum<float>", *fmax, efmax);
  expect("logical_or", *lor, true);

  // Buffers and a span, in nd_range kernels: groups of 48 (not a power of
  // two), of 1024 items in one group, and of one item each.
  for (size_t wg : {48, 1024, 1}) {
    size_t items = wg == 1 ? 200 : 48 * 1024;
    long bsum_host = 7;
    int hist[5] = {1, 2, 3, 4, 5};
    {
      sycl::buffer<long> bsum(&bsum_host, 1);
      sycl::buffer<int> in(a, sycl::range<1>(items));
      q.submit([&](sycl::handler &h) {
        sycl::accessor x(in, h, sycl::read_only);
        auto sum = sycl::reduction(bsum, h, sycl::plus<long>());
        auto bins = sycl::reduction(sycl::span<int, 5>(hist, 5), sycl::plus<int>());
        h.parallel_for<class buffer_span>(sycl::nd_range<1>(items, wg), sum, bins, [=](sycl::nd_item<1> it, auto &s, auto &b) {
          int v = x[it.get_global_id(0)];
          s += long(v) * 1000000;
          b[size_t(v + 1000) % 5] += 1;
          b[it.get_local_id(0) % 5].combine(2);
        });
      });
    }
    long ebs = 7;
    int ehist[5] = {1, 2, 3, 4, 5};
    for (size_t i = 0; i < items; ++i)
      ebs += long(a[i]) * 1000000, ehist[size_t(a[i] + 1000) % 5] += 1, ehist[(i % wg) % 5] += 2;
    expect("buffer plus<long>", bsum_host, ebs);
    for (int b = 0; b < 5; ++b)
      expect("span plus", hist[b], ehist[b]);
  }

  // A span with a user combiner and an identity, in a 2-D nd_range.
  int extremes[2] = {5, -5};
  q.parallel_for<class user_span>(sycl::nd_range<2>({64, 96}, {8, 16}),
                 sycl::reduction(sycl::span<int, 2>(extremes, 2), 0, max_magnitude()),
                 [=](sycl::nd_item<2> it, auto &e) {
                   int v = a[it.get_global_linear_id()];
                   e[v < 0 ? 0 : 1].combine(v);
                 })
      .wait();
  int ee[2] = {5, -5};
  for (size_t i = 0; i < 64 * 96; ++i)
    ee[a[i] < 0 ? 0 : 1] = max_magnitude()(ee[a[i] < 0 ? 0 : 1], a[i]);
  expect("span user combiner [0]", extremes[0], ee[0]);
  expect("span user combiner [1]", extremes[1], ee[1]);

  // An empty range leaves the target as it was, or sets the identity.
  *isum = 42, *imax = 42;
  q.parallel_for<class empty_range>(sycl::range<1>(0), sycl::reduction(isum, sycl::plus<int>()),
                 sycl::reduction(imax, sycl::maximum<int>(), sycl::property::reduction::initialize_to_identity()),
                 [=](sycl::id<1>, auto &s, auto &m) {
                   s += 1;
                   m.combine(1);
                 })
      .wait();
  expect("empty range", *isum, 42);
  expect("empty range, initialize_to_identity", *imax, sycl::known_identity_v<sycl::maximum<int>, int>);

  // Without an identity (SYCL 2020 allows any operator): a user combiner on
  // a type the library knows nothing about, where only some work-items
  // combine (whole groups give nothing), into USM and a buffer, in range and
  // nd_range kernels; a span; nothing combined leaves the target as it was.
  *mag = 7;
  pair_sum total{100, 1};
  {
    sycl::buffer<pair_sum> tbuf(&total, 1);
    q.submit([&](sycl::handler &h) {
       h.parallel_for<class no_identity_range>(sycl::range<1>(n), sycl::reduction(mag, max_magnitude()),
                                               sycl::reduction(tbuf, h, sycl::plus<pair_sum>()),
                                               [=](sycl::id<1> i, auto &m, auto &t) {
                                                 if (i[0] % 1000 < 3) {
                                                   m.combine(a[i]);
                                                   t.combine(pair_sum{a[i], 1});
                                                 }
                                               });
     }).wait();
  }
  int emag = 7;
  pair_sum etotal{100, 1};
  for (size_t i = 0; i < n; ++i)
    if (i % 1000 < 3)
      emag = max_magnitude()(emag, a[i]), etotal = etotal + pair_sum{a[i], 1};
  expect("no identity, user combiner", *mag, emag);
  expect("no identity, custom type sum", total.sum, etotal.sum);
  expect("no identity, custom type count", total.count, etotal.count);
  int parts[2] = {3, -3};
  q.parallel_for<class no_identity_span>(sycl::nd_range<1>(960, 48),
                                         sycl::reduction(sycl::span<int, 2>(parts, 2), max_magnitude()),
                                         [=](sycl::nd_item<1> it, auto &e) {
                                           size_t i = it.get_global_id(0);
                                           if (i >= 500)
                                             e[i % 2].combine(a[i]);
                                         })
      .wait();
  int eparts[2] = {3, -3};
  for (size_t i = 500; i < 960; ++i)
    eparts[i % 2] = max_magnitude()(eparts[i % 2], a[i]);
  expect("no identity, span [0]", parts[0], eparts[0]);
  expect("no identity, span [1]", parts[1], eparts[1]);
  *mag = 11;
  q.parallel_for<class no_identity_none>(sycl::range<1>(64), sycl::reduction(mag, max_magnitude()),
                                         [=](sycl::id<1> i, auto &m) {
                                           if (i[0] > 1000)
                                             m.combine(1);
                                         })
      .wait();
  expect("no identity, nothing combined", *mag, 11);

  for (void *p : {(void *)a, (void *)isum, (void *)imin, (void *)imax, (void *)mag, (void *)band, (void *)bor,
                  (void *)bxor, (void *)land, (void *)dsum, (void *)dprod, (void *)fmin, (void *)fmax, (void *)lor})
    sycl::free(p, q);
  std::printf(failures ? "FAIL\n" : "PASS\n");
  return failures != 0;
}

int main() { return main_using_fp64(run_test); }
