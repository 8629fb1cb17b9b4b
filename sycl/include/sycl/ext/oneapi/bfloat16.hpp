//===- sycl/ext/oneapi/bfloat16.hpp - sycl::ext::oneapi::bfloat16 ---------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// DPC++'s bfloat16 (sycl_ext_oneapi_bfloat16): the upper 16 bits of an IEEE
// binary32. It is a storage format: conversions round to nearest even in
// integer arithmetic and arithmetic is float's, rounded back, on the host
// and on every device alike (so a result never depends on where it was
// computed). A device module never needs bfloat16 support: the integer code
// is all the target sees.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_BFLOAT16_HPP
#define SYCL_EXT_ONEAPI_BFLOAT16_HPP

#include <sycl/half.hpp>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <limits>
#include <type_traits>

namespace sycl {
namespace ext::oneapi {
class bfloat16;
}
// In sycl::detail: a sycl::ext::oneapi::detail would hide it from the
// other ext::oneapi headers.
namespace detail {
// What converts to bfloat16 through float: arithmetic types and sycl::half.
template <typename T>
inline constexpr bool is_bf16_operand_v =
    (std::is_arithmetic_v<T> || std::is_same_v<T, sycl::half>) && !std::is_same_v<T, ext::oneapi::bfloat16>;

constexpr uint16_t float_to_bf16_bits(float f) {
  uint32_t u = __builtin_bit_cast(uint32_t, f);
  if ((u & 0x7fffffffu) > 0x7f800000u) // NaN: keep the sign and make it quiet
    return uint16_t((u >> 16) | 0x0040u);
  // Round to nearest, ties to even: add just under half an ulp of the
  // result, plus one when the kept part is odd.
  u += 0x7fffu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
constexpr float bf16_bits_to_float(uint16_t b) { return __builtin_bit_cast(float, uint32_t(b) << 16); }
} // namespace detail

namespace ext::oneapi {

class bfloat16 {
public:
  bfloat16() = default;
  bfloat16(const bfloat16 &) = default;
  bfloat16 &operator=(const bfloat16 &) = default;
  template <typename T, typename = std::enable_if_t<detail::is_bf16_operand_v<T>>>
  constexpr bfloat16(const T &x) : value(detail::float_to_bf16_bits(static_cast<float>(x))) {}
  template <typename T, typename = std::enable_if_t<detail::is_bf16_operand_v<T>>>
  constexpr bfloat16 &operator=(const T &x) {
    value = detail::float_to_bf16_bits(static_cast<float>(x));
    return *this;
  }

  constexpr operator float() const { return detail::bf16_bits_to_float(value); }
  operator sycl::half() const { return sycl::half(float(*this)); }
  explicit constexpr operator bool() const { return (value & 0x7fffu) != 0; }

  friend constexpr bfloat16 operator-(const bfloat16 &a) { return from_bits(uint16_t(a.value ^ 0x8000u)); }
  friend constexpr bfloat16 operator+(const bfloat16 &a) { return a; }
  friend constexpr bfloat16 &operator++(bfloat16 &a) { return a = float(a) + 1.0f; }
  friend constexpr bfloat16 &operator--(bfloat16 &a) { return a = float(a) - 1.0f; }
  friend constexpr bfloat16 operator++(bfloat16 &a, int) {
    bfloat16 old = a;
    ++a;
    return old;
  }
  friend constexpr bfloat16 operator--(bfloat16 &a, int) {
    bfloat16 old = a;
    --a;
    return old;
  }

  // As the extension says: both operands go to float; an arithmetic result
  // is bfloat16 (also when the other operand is float or double).
#define __SYCL_BF16_BINARY(R, op)                                                                                      \
  friend constexpr R operator op(const bfloat16 &a, const bfloat16 &b) { return float(a) op float(b); }                \
  template <typename T, typename = std::enable_if_t<detail::is_bf16_operand_v<T>>>                                     \
  friend constexpr R operator op(const bfloat16 &a, const T &b) {                                                      \
    return float(a) op static_cast<float>(b);                                                                          \
  }                                                                                                                    \
  template <typename T, typename = std::enable_if_t<detail::is_bf16_operand_v<T>>>                                     \
  friend constexpr R operator op(const T &a, const bfloat16 &b) {                                                      \
    return static_cast<float>(a) op float(b);                                                                          \
  }
#define __SYCL_BF16_ARITH(op)                                                                                          \
  __SYCL_BF16_BINARY(bfloat16, op)                                                                                     \
  friend constexpr bfloat16 &operator op##=(bfloat16 &a, const bfloat16 &b) { return a = float(a) op float(b); }       \
  template <typename T, typename = std::enable_if_t<detail::is_bf16_operand_v<T>>>                                     \
  friend constexpr bfloat16 &operator op##=(bfloat16 &a, const T &b) {                                                 \
    return a = float(a) op static_cast<float>(b);                                                                      \
  }
  __SYCL_BF16_ARITH(+)
  __SYCL_BF16_ARITH(-)
  __SYCL_BF16_ARITH(*)
  __SYCL_BF16_ARITH(/)
  __SYCL_BF16_BINARY(bool, ==)
  __SYCL_BF16_BINARY(bool, !=)
  __SYCL_BF16_BINARY(bool, <)
  __SYCL_BF16_BINARY(bool, >)
  __SYCL_BF16_BINARY(bool, <=)
  __SYCL_BF16_BINARY(bool, >=)
#undef __SYCL_BF16_ARITH
#undef __SYCL_BF16_BINARY

  template <typename C, typename Tr>
  friend std::basic_ostream<C, Tr> &operator<<(std::basic_ostream<C, Tr> &os, const bfloat16 &b) {
    return os << float(b);
  }
  template <typename C, typename Tr> friend std::basic_istream<C, Tr> &operator>>(std::basic_istream<C, Tr> &is, bfloat16 &b) {
    float f;
    is >> f;
    b = f;
    return is;
  }

  // Not in the extension: the bits, for numeric_limits and tests.
  static constexpr bfloat16 from_bits(uint16_t bits) { return bfloat16(bits, raw_bits{}); }
  constexpr uint16_t bits() const { return value; }

private:
  struct raw_bits {};
  constexpr bfloat16(uint16_t bits, raw_bits) : value(bits) {}
  uint16_t value;
};

// Older DPC++ releases had it in experimental.
namespace experimental {
using sycl::ext::oneapi::bfloat16;
} // namespace experimental
} // namespace ext::oneapi
} // namespace sycl

template <> struct std::numeric_limits<sycl::ext::oneapi::bfloat16> {
  using bf16 = sycl::ext::oneapi::bfloat16;
  static constexpr bool is_specialized = true, is_signed = true, is_integer = false, is_exact = false,
                        has_infinity = true, has_quiet_NaN = true, has_signaling_NaN = true, is_iec559 = false,
                        is_bounded = true, is_modulo = false, traps = false, tinyness_before = false;
  static constexpr std::float_denorm_style has_denorm = std::denorm_present;
  static constexpr bool has_denorm_loss = false;
  static constexpr std::float_round_style round_style = std::round_to_nearest;
  static constexpr int digits = 8, digits10 = 2, max_digits10 = 4, radix = 2, min_exponent = -125,
                       min_exponent10 = -37, max_exponent = 128, max_exponent10 = 38;
  static constexpr bf16 min() noexcept { return bf16::from_bits(0x0080); }
  static constexpr bf16 max() noexcept { return bf16::from_bits(0x7f7f); }
  static constexpr bf16 lowest() noexcept { return bf16::from_bits(0xff7f); }
  static constexpr bf16 epsilon() noexcept { return bf16::from_bits(0x3c00); }
  static constexpr bf16 round_error() noexcept { return bf16::from_bits(0x3f00); }
  static constexpr bf16 infinity() noexcept { return bf16::from_bits(0x7f80); }
  static constexpr bf16 quiet_NaN() noexcept { return bf16::from_bits(0x7fc0); }
  static constexpr bf16 signaling_NaN() noexcept { return bf16::from_bits(0x7fa0); }
  static constexpr bf16 denorm_min() noexcept { return bf16::from_bits(0x0001); }
};

template <> struct std::hash<sycl::ext::oneapi::bfloat16> {
  size_t operator()(sycl::ext::oneapi::bfloat16 b) const noexcept { return std::hash<uint16_t>()(b.bits()); }
};

#endif // SYCL_EXT_ONEAPI_BFLOAT16_HPP
