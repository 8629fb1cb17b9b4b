// What DPC++ programs write and SYCL 2020's strict reading refuses or
// lacks: vec's scalar constructor converts its argument
// (vec<float, 1>{double} is not a narrowing error) on the host and in a
// kernel, and ++ on a plus reducer of an integral type counts.
// The kernel using doubles needs Float64, which Gen12 and Arc lack; there it
// must be refused, and the rest still runs:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

// Which reducer operators exist (SYCL 2020 4.9.2.3): no += on a maximum
// reducer, no ++ on a float one.
template <typename R, typename = void> struct has_inc : std::false_type {};
template <typename R> struct has_inc<R, std::void_t<decltype(++std::declval<R &>())>> : std::true_type {};
template <typename R, typename = void> struct has_add : std::false_type {};
template <typename R> struct has_add<R, std::void_t<decltype(std::declval<R &>() += 1)>> : std::true_type {};
using int_plus = sycl::reducer<int, sycl::plus<int>>;
using float_plus = sycl::reducer<float, sycl::plus<float>>;
using int_max = sycl::reducer<int, sycl::maximum<int>>;
static_assert(has_inc<int_plus>::value && !has_inc<float_plus>::value && !has_inc<int_max>::value);
static_assert(has_add<int_plus>::value && has_add<float_plus>::value && !has_add<int_max>::value);

static int run(sycl::queue &q) {
  double d = 2.75;
  sycl::vec<float, 1> v1{d};
  sycl::vec<int, 4> v4{d};
  sycl::vec<sycl::half, 2> vh{1.5};
  CHECK(float(v1) == 2.75f && v4[3] == 2 && vh[1] == sycl::half(1.5f));
  float *out = sycl::malloc_shared<float>(8, q);
  int *count = sycl::malloc_shared<int>(1, q);
  *count = 5;
  bool ran = run_if_fp64(q, [&] {
    q.single_task([=] {
       double x = 0.5;
       sycl::vec<float, 1> a{x * 3};
       sycl::vec<float, 4> b{x};
       sycl::vec<double, 2> c{1.25f};
       out[0] = a[0];
       out[1] = b[2];
       out[2] = float(c[1]);
     }).wait();
  });
  CHECK(!ran || (out[0] == 1.5f && out[1] == 0.5f && out[2] == 1.25f));
  constexpr size_t n = 1000;
  q.parallel_for(sycl::range<1>(n), sycl::reduction(count, sycl::plus<int>()), [=](sycl::id<1> i, auto &r) {
     if (i[0] % 3 == 0)
       ++r;
   }).wait();
  CHECK(*count == 5 + 334);
  sycl::free(out, q);
  sycl::free(count, q);
  return 0;
}

int main() { return run_on_every_device(run); }
