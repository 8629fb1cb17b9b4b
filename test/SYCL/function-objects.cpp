// The SYCL function objects: the transparent (void) forms take two operand
// types and return what the built-in operator returns for them; minimum and
// maximum return the operands' common type and pick per element on vec and
// marray; logical_and/logical_or return bool. Values are checked in a
// kernel against the same expressions on the host.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <type_traits>

template <typename Op, typename L, typename R, typename Want> constexpr bool returns() {
  return std::is_same_v<decltype(Op{}(L{}, R{})), Want>;
}
static_assert(returns<sycl::plus<>, int, float, float>());
static_assert(returns<sycl::plus<>, bool, bool, int>());
static_assert(returns<sycl::multiplies<>, char, unsigned short, int>());
static_assert(returns<sycl::bit_and<>, long long, int, long long>());
static_assert(returns<sycl::logical_or<>, float, int, bool>());
static_assert(returns<sycl::minimum<>, int, float, float>());
static_assert(returns<sycl::maximum<>, unsigned long, char, unsigned long>());
static_assert(returns<sycl::maximum<>, sycl::vec<float, 1>, sycl::vec<float, 1>, sycl::vec<float, 1>>());
static_assert(returns<sycl::minimum<>, sycl::marray<int, 4>, sycl::marray<int, 4>, sycl::marray<int, 4>>());
static_assert(returns<sycl::logical_and<int>, int, int, bool>());
static_assert(std::is_same_v<sycl::plus<>::is_transparent, void>);

struct results {
  float sum, mn;
  unsigned long mx;
  bool lor;
  sycl::int4 vmin, vmax;
  sycl::marray<float, 3> mmax;
};

results compute(int i, float f, char c) {
  results r;
  r.sum = sycl::plus<>()(i, f);
  r.mn = sycl::minimum<>()(i, f);
  r.mx = sycl::maximum<>()(static_cast<unsigned long>(i), c);
  r.lor = sycl::logical_or<>()(0.0f, i);
  sycl::int4 a{i, -i, 3, -7}, b{-2, 5, c, 0};
  r.vmin = sycl::minimum<>()(a, b);
  r.vmax = sycl::maximum<sycl::int4>()(a, b);
  r.mmax = sycl::maximum<>()(sycl::marray<float, 3>{f, -f, 0.5f}, sycl::marray<float, 3>{1.0f, 2.0f, f});
  return r;
}

int main() {
  sycl::queue q;
  constexpr int n = 8;
  results *out = sycl::malloc_shared<results>(n, q);
  q.parallel_for(n, [=](sycl::id<1> id) {
    int i = int(id[0]);
    out[i] = compute(i - 3, 0.25f * float(i) - 1.0f, char(i * 5));
  }).wait();
  for (int i = 0; i < n; ++i) {
    results want = compute(i - 3, 0.25f * float(i) - 1.0f, char(i * 5)), &got = out[i];
    bool same = got.sum == want.sum && got.mn == want.mn && got.mx == want.mx && got.lor == want.lor;
    for (int k = 0; k < 4; ++k)
      same = same && got.vmin[k] == want.vmin[k] && got.vmax[k] == want.vmax[k];
    for (int k = 0; k < 3; ++k)
      same = same && got.mmax[k] == want.mmax[k];
    if (!same) { printf("FAIL item %d\n", i); return 1; }
  }
  // Spot values, so that host and device cannot agree on a wrong answer.
  results r = compute(2, -1.5f, char(9));
  if (r.sum != 0.5f || r.mn != -1.5f || r.mx != 9 || !r.lor || r.vmin[0] != -2 || r.vmin[3] != -7 ||
      r.vmax[1] != 5 || r.vmax[2] != 9 || r.mmax[0] != 1.0f || r.mmax[1] != 2.0f || r.mmax[2] != 0.5f) {
    printf("FAIL host values\n");
    return 1;
  }
  // Typed forms of types that are neither arithmetic nor vectors.
  struct ranked {
    int rank;
    bool operator<(const ranked &o) const { return rank < o.rank; }
  };
  if (sycl::minimum<sycl::half>()(sycl::half(1.5f), sycl::half(-2.0f)) != sycl::half(-2.0f) ||
      sycl::maximum<ranked>()(ranked{3}, ranked{4}).rank != 4) {
    printf("FAIL half or class operands\n");
    return 1;
  }
  printf("PASS\n");
}
