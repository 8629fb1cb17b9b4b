//===- sycl/ext/oneapi/dot_product.hpp - ext::oneapi::dot_acc ---------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// DPC++'s dot_acc (sycl_ext_oneapi_dot_accumulate): c plus the dot product
// of four 8-bit lanes of a and b, given as vec<[u]int8_t, 4> or packed in a
// 32-bit integer (lane 0 in the low byte; signed lanes in int32_t, unsigned
// ones in uint32_t). Plain integer arithmetic, on any device.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_DOT_PRODUCT_HPP
#define SYCL_EXT_ONEAPI_DOT_PRODUCT_HPP

#include <sycl/vec.hpp>
#include <cstdint>

namespace sycl::ext::oneapi {
namespace dot_detail {
template <typename A, typename B> int32_t dot4(const vec<A, 4> &a, const vec<B, 4> &b) {
  int32_t r = 0;
  for (int i = 0; i < 4; ++i)
    r += int32_t(a[i]) * int32_t(b[i]);
  return r;
}
template <typename E, typename P> vec<E, 4> lanes(P packed) {
  uint32_t u = uint32_t(packed);
  return vec<E, 4>(E(u & 0xff), E((u >> 8) & 0xff), E((u >> 16) & 0xff), E(u >> 24));
}
} // namespace dot_detail

inline int32_t dot_acc(vec<int8_t, 4> a, vec<int8_t, 4> b, int32_t c) { return c + dot_detail::dot4(a, b); }
inline int32_t dot_acc(vec<int8_t, 4> a, vec<uint8_t, 4> b, int32_t c) { return c + dot_detail::dot4(a, b); }
inline int32_t dot_acc(vec<uint8_t, 4> a, vec<int8_t, 4> b, int32_t c) { return c + dot_detail::dot4(a, b); }
inline int32_t dot_acc(vec<uint8_t, 4> a, vec<uint8_t, 4> b, int32_t c) { return c + dot_detail::dot4(a, b); }
inline int32_t dot_acc(int32_t a, int32_t b, int32_t c) {
  return c + dot_detail::dot4(dot_detail::lanes<int8_t>(a), dot_detail::lanes<int8_t>(b));
}
inline int32_t dot_acc(int32_t a, uint32_t b, int32_t c) {
  return c + dot_detail::dot4(dot_detail::lanes<int8_t>(a), dot_detail::lanes<uint8_t>(b));
}
inline int32_t dot_acc(uint32_t a, int32_t b, int32_t c) {
  return c + dot_detail::dot4(dot_detail::lanes<uint8_t>(a), dot_detail::lanes<int8_t>(b));
}
inline uint32_t dot_acc(uint32_t a, uint32_t b, uint32_t c) {
  // Products of unsigned bytes: the sum of four fits 18 bits, wrapping as c does.
  return c + uint32_t(dot_detail::dot4(dot_detail::lanes<uint8_t>(a), dot_detail::lanes<uint8_t>(b)));
}
} // namespace sycl::ext::oneapi

#endif // SYCL_EXT_ONEAPI_DOT_PRODUCT_HPP
