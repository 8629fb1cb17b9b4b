//===- sycl/bit_cast.hpp - sycl::bit_cast ----------------------------------===//
//
// std::bit_cast for C++17 programs: the object representation of `from`
// read as a To. Clang's builtin works in device code (no memcpy) and in
// constant expressions.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_BIT_CAST_HPP
#define SYCL_BIT_CAST_HPP

#include <type_traits>

namespace sycl {
template <typename To, typename From> constexpr To bit_cast(const From &from) noexcept {
  static_assert(sizeof(To) == sizeof(From), "sycl::bit_cast needs types of the same size");
  static_assert(std::is_trivially_copyable_v<To> && std::is_trivially_copyable_v<From>,
                "sycl::bit_cast needs trivially copyable types");
  return __builtin_bit_cast(To, from);
}
} // namespace sycl

#endif // SYCL_BIT_CAST_HPP
