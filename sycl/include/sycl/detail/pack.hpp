//===- sycl/detail/pack.hpp - a minimal tuple for kernel state -------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_PACK_HPP
#define SYCL_DETAIL_PACK_HPP

#include <cstddef>

namespace sycl::detail {

// A minimal tuple for kernel state. Its accessors are always inlined, so
// that device code compiled at -O0 has no functions returning references
// into it (std::get's helpers); our SPIR-V target mistypes those returns.
template <typename... T> struct pack {};
template <typename H, typename... T> struct pack<H, T...> {
  H head;
  pack<T...> tail;
};
inline pack<> make_pack() { return {}; }
template <typename H, typename... T> pack<H, T...> make_pack(const H &h, const T &...t) { return {h, make_pack(t...)}; }
template <size_t I, typename P> __attribute__((always_inline)) inline auto &pack_get(P &p) {
  if constexpr (I == 0)
    return p.head;
  else
    return pack_get<I - 1>(p.tail);
}

} // namespace sycl::detail

#endif // SYCL_DETAIL_PACK_HPP
