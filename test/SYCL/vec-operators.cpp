// vec operators SYCL 2020 gives and that were missing or ambiguous: an
// element on the left of an integer-only operator (3 % v, 1 << v, 6 & v),
// the bitwise operators of vec<std::byte, N>, and compound assignments
// whose right operand is a swizzle (a one-element swizzle converts to both
// vec and the element type, which made them ambiguous). A kernel computes
// them on every device and the host checks them element by element.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstddef>
#include <cstdio>

using namespace sycl;

template <typename A, typename B> constexpr bool same = std::is_same_v<A, B>;
static_assert(same<decltype(3 % int4()), int4> && same<decltype(1 << int2()), int2>);
static_assert(same<decltype(std::byte{1} & vec<std::byte, 4>()), vec<std::byte, 4>>);
static_assert(same<decltype(~vec<std::byte, 2>()), vec<std::byte, 2>>);
static_assert(same<decltype(2 & marray<int, 3>()), marray<int, 3>>);

constexpr int n = 8;
constexpr int per_item = 14;

void compute(int *out, int x) {
  int4 v(x + 1, x + 2, x + 3, x + 4);
  int k = 0;
  out[k++] = (100 % v)[1];
  out[k++] = (1 << v)[2];
  out[k++] = (1024 >> v)[3];
  out[k++] = (6 & v)[0];
  out[k++] = (8 | v)[1];
  out[k++] = (5 ^ v.wzyx())[0];
  out[k++] = (7 & marray<int, 2>(x, x + 1))[1];
  vec<std::byte, 4> b(std::byte(x), std::byte(0xf0), std::byte(0x0f), std::byte(0x55));
  vec<std::byte, 4> c = (b & std::byte(0x3c)) | (std::byte(0x80) ^ ~b);
  c ^= b.wzyx();
  out[k++] = int(c[0]) | int(c[3]) << 8;
  vec<int, 1> one(x), other(x + 5);
  one += other.swizzle<0>();
  one.swizzle<0>() *= other.swizzle<0>();
  out[k++] = one;
  one.swizzle<0>() = other.swizzle<0>();
  out[k++] = one;
  one <<= vec<int, 1>(2).swizzle<0>();
  out[k++] = one;
  int4 w(x);
  w.xy() = v.wz();
  w.zw() -= v.xy();
  out[k++] = w[0] + 10 * w[1];
  out[k++] = w[2] + 10 * w[3];
  w %= v.wzyx();
  out[k++] = w[0] + 10 * w[3];
}

void expected(int *out, int x) {
  int v[4] = {x + 1, x + 2, x + 3, x + 4};
  int k = 0;
  out[k++] = 100 % v[1];
  out[k++] = 1 << v[2];
  out[k++] = 1024 >> v[3];
  out[k++] = 6 & v[0];
  out[k++] = 8 | v[1];
  out[k++] = 5 ^ v[3];
  out[k++] = 7 & (x + 1);
  int b[4] = {x & 0xff, 0xf0, 0x0f, 0x55}, c[4];
  for (int i = 0; i < 4; ++i)
    c[i] = ((b[i] & 0x3c) | (0x80 ^ (~b[i] & 0xff)));
  for (int i = 0; i < 4; ++i)
    c[i] ^= b[3 - i];
  out[k++] = c[0] | c[3] << 8;
  int one = (x + x + 5) * (x + 5);
  out[k++] = one;
  one = x + 5;
  out[k++] = one;
  out[k++] = one << 2;
  int w[4] = {v[3], v[2], x - v[0], x - v[1]};
  out[k++] = w[0] + 10 * w[1];
  out[k++] = w[2] + 10 * w[3];
  for (int i = 0; i < 4; ++i)
    w[i] %= v[3 - i];
  out[k++] = w[0] + 10 * w[3];
}

int main() {
  queue q;
  int *out = malloc_shared<int>(n * per_item, q);
  q.parallel_for(n, [=](id<1> i) { compute(out + per_item * i[0], int(i[0]) + 3); }).wait();
  for (int i = 0; i < n; ++i) {
    int e[per_item];
    expected(e, i + 3);
    for (int k = 0; k < per_item; ++k)
      if (out[per_item * i + k] != e[k]) {
        printf("FAIL item %d value %d: %d, expected %d\n", i, k, out[per_item * i + k], e[k]);
        return 1;
      }
  }
  free(out, q);
  printf("PASS\n");
}
