//===- sycl/half.hpp - sycl::half ------------------------------------------===//
//
// IEEE binary16, stored as Clang's _Float16 on the host (x86-64) and the
// device (spirv64, where it is OpTypeFloat 16 and needs the Float16
// capability, which both CPU devices have). A class rather than an alias of
// _Float16 so that it prints, hashes and has numeric_limits like a standard
// type. Mixed arithmetic follows the usual conversions with half ranked
// between the integers and float: half op int is half, half op float is
// float, half op double is double.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_HALF_HPP
#define SYCL_HALF_HPP

#include <sycl/bit_cast.hpp>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <limits>
#include <type_traits>

namespace sycl {
class half;
namespace detail {
template <typename T>
inline constexpr bool is_half_operand_v = std::is_arithmetic_v<T> && !std::is_same_v<T, bool>;
template <typename T> using half_result_t = std::conditional_t<std::is_floating_point_v<T>, T, half>;
} // namespace detail

class half {
public:
  half() = default;
  constexpr half(_Float16 x) : v(x) {}
  template <typename T, typename = std::enable_if_t<std::is_arithmetic_v<T>>>
  constexpr half(T x) : v(static_cast<_Float16>(x)) {}
  constexpr operator float() const { return static_cast<float>(v); }

  static constexpr half from_bits(uint16_t bits) { return half(__builtin_bit_cast(_Float16, bits)); }
  constexpr uint16_t bits() const { return __builtin_bit_cast(uint16_t, v); }

  friend constexpr half operator-(half a) { return half(-a.v); }
  friend constexpr half operator+(half a) { return a; }
  friend constexpr half &operator++(half &a) { return a += 1; }
  friend constexpr half &operator--(half &a) { return a -= 1; }
  friend constexpr half operator++(half &a, int) {
    half old = a;
    a += 1;
    return old;
  }
  friend constexpr half operator--(half &a, int) {
    half old = a;
    a -= 1;
    return old;
  }

#define __SYCL_HALF_ARITH(op)                                                                                          \
  friend constexpr half operator op(half a, half b) { return half(a.v op b.v); }                                       \
  template <typename T, typename = std::enable_if_t<detail::is_half_operand_v<T>>>                                     \
  friend constexpr detail::half_result_t<T> operator op(half a, T b) {                                                 \
    using R = detail::half_result_t<T>;                                                                                \
    return R(R(a) op R(b));                                                                                            \
  }                                                                                                                    \
  template <typename T, typename = std::enable_if_t<detail::is_half_operand_v<T>>>                                     \
  friend constexpr detail::half_result_t<T> operator op(T a, half b) {                                                 \
    using R = detail::half_result_t<T>;                                                                                \
    return R(R(a) op R(b));                                                                                            \
  }                                                                                                                    \
  friend constexpr half &operator op##=(half &a, half b) { return a = a op b; }                                        \
  template <typename T, typename = std::enable_if_t<detail::is_half_operand_v<T>>>                                     \
  friend constexpr half &operator op##=(half &a, T b) {                                                                \
    return a = half(a op b);                                                                                           \
  }                                                                                                                    \
  template <typename T, typename = std::enable_if_t<detail::is_half_operand_v<T>>>                                     \
  friend constexpr T &operator op##=(T &a, half b) {                                                                   \
    return a = T(a op b);                                                                                              \
  }
  __SYCL_HALF_ARITH(+)
  __SYCL_HALF_ARITH(-)
  __SYCL_HALF_ARITH(*)
  __SYCL_HALF_ARITH(/)
#undef __SYCL_HALF_ARITH

#define __SYCL_HALF_CMP(op)                                                                                            \
  friend constexpr bool operator op(half a, half b) { return a.v op b.v; }                                             \
  template <typename T, typename = std::enable_if_t<detail::is_half_operand_v<T>>>                                     \
  friend constexpr bool operator op(half a, T b) {                                                                     \
    using R = detail::half_result_t<T>;                                                                                \
    return R(a) op R(b);                                                                                               \
  }                                                                                                                    \
  template <typename T, typename = std::enable_if_t<detail::is_half_operand_v<T>>>                                     \
  friend constexpr bool operator op(T a, half b) {                                                                     \
    using R = detail::half_result_t<T>;                                                                                \
    return R(a) op R(b);                                                                                               \
  }
  __SYCL_HALF_CMP(==)
  __SYCL_HALF_CMP(!=)
  __SYCL_HALF_CMP(<)
  __SYCL_HALF_CMP(>)
  __SYCL_HALF_CMP(<=)
  __SYCL_HALF_CMP(>=)
#undef __SYCL_HALF_CMP

  template <typename C, typename Tr> friend std::basic_ostream<C, Tr> &operator<<(std::basic_ostream<C, Tr> &os, half h) {
    return os << float(h);
  }
  template <typename C, typename Tr> friend std::basic_istream<C, Tr> &operator>>(std::basic_istream<C, Tr> &is, half &h) {
    float f;
    is >> f;
    h = half(f);
    return is;
  }

private:
  _Float16 v;
};

namespace detail {
// Half-precision values are routed through float by the math functions.
template <typename T> constexpr bool is_half_v = std::is_same_v<T, half>;
} // namespace detail
} // namespace sycl

template <> struct std::numeric_limits<sycl::half> {
  using half = sycl::half;
  static constexpr bool is_specialized = true, is_signed = true, is_integer = false, is_exact = false,
                        has_infinity = true, has_quiet_NaN = true, has_signaling_NaN = true, is_iec559 = true,
                        is_bounded = true, is_modulo = false, traps = false, tinyness_before = false;
  static constexpr std::float_denorm_style has_denorm = std::denorm_present;
  static constexpr bool has_denorm_loss = false;
  static constexpr std::float_round_style round_style = std::round_to_nearest;
  static constexpr int digits = 11, digits10 = 3, max_digits10 = 5, radix = 2, min_exponent = -13,
                       min_exponent10 = -4, max_exponent = 16, max_exponent10 = 4;
  static constexpr half min() noexcept { return half::from_bits(0x0400); }
  static constexpr half max() noexcept { return half::from_bits(0x7bff); }
  static constexpr half lowest() noexcept { return half::from_bits(0xfbff); }
  static constexpr half epsilon() noexcept { return half::from_bits(0x1400); }
  static constexpr half round_error() noexcept { return half::from_bits(0x3800); }
  static constexpr half infinity() noexcept { return half::from_bits(0x7c00); }
  static constexpr half quiet_NaN() noexcept { return half::from_bits(0x7e00); }
  static constexpr half signaling_NaN() noexcept { return half::from_bits(0x7d00); }
  static constexpr half denorm_min() noexcept { return half::from_bits(0x0001); }
};

template <> struct std::hash<sycl::half> {
  size_t operator()(sycl::half h) const noexcept { return std::hash<uint16_t>()(h.bits()); }
};

#endif // SYCL_HALF_HPP
