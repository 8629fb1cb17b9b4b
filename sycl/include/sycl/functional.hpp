//===- sycl/functional.hpp - the standard function objects and known_identity ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_FUNCTIONAL_HPP
#define SYCL_FUNCTIONAL_HPP

#include <sycl/atomic_ref.hpp>

namespace sycl {

namespace detail {
// minimum and maximum pick per element on vec and marray.
template <bool Max, typename R, typename T, typename U> R pick_extreme(const T &t, const U &u) {
  if constexpr (is_vec_or_marray<R>::value) {
    R a(t), b(u), r;
    for (size_t i = 0; i < r.size(); ++i)
      r[i] = pick_extreme<Max, typename R::value_type>(a[i], b[i]);
    return r;
  } else {
    R a = R(t), b = R(u);
    return Max ? (a < b ? b : a) : (b < a ? b : a);
  }
}
} // namespace detail

// Function objects of the standard reductions.
template <typename T = void> struct plus {
  T operator()(const T &a, const T &b) const { return a + b; }
};
template <typename T = void> struct multiplies {
  T operator()(const T &a, const T &b) const { return a * b; }
};
template <typename T = void> struct minimum {
  T operator()(const T &a, const T &b) const { return detail::pick_extreme<false, T>(a, b); }
};
template <typename T = void> struct maximum {
  T operator()(const T &a, const T &b) const { return detail::pick_extreme<true, T>(a, b); }
};
template <typename T = void> struct bit_and {
  T operator()(const T &a, const T &b) const { return a & b; }
};
template <typename T = void> struct bit_or {
  T operator()(const T &a, const T &b) const { return a | b; }
};
template <typename T = void> struct bit_xor {
  T operator()(const T &a, const T &b) const { return a ^ b; }
};
template <typename T = void> struct logical_and {
  bool operator()(const T &a, const T &b) const { return a && b; }
};
template <typename T = void> struct logical_or {
  bool operator()(const T &a, const T &b) const { return a || b; }
};


// The transparent forms take operands of two types and return what the
// built-in operator gives them (minimum and maximum: their common type).
#define __SYCL_TRANSPARENT(name, op)                                                                                   \
  template <> struct name<void> {                                                                                      \
    using is_transparent = void;                                                                                       \
    template <typename T, typename U>                                                                                  \
    auto operator()(T &&t, U &&u) const -> decltype(std::forward<T>(t) op std::forward<U>(u)) {                        \
      return std::forward<T>(t) op std::forward<U>(u);                                                                 \
    }                                                                                                                  \
  };
__SYCL_TRANSPARENT(plus, +)
__SYCL_TRANSPARENT(multiplies, *)
__SYCL_TRANSPARENT(bit_and, &)
__SYCL_TRANSPARENT(bit_or, |)
__SYCL_TRANSPARENT(bit_xor, ^)
__SYCL_TRANSPARENT(logical_and, &&)
__SYCL_TRANSPARENT(logical_or, ||)
#undef __SYCL_TRANSPARENT
#define __SYCL_TRANSPARENT(name, is_max)                                                                               \
  template <> struct name<void> {                                                                                      \
    using is_transparent = void;                                                                                       \
    template <typename T, typename U> std::common_type_t<T &&, U &&> operator()(T &&t, U &&u) const {                  \
      return detail::pick_extreme<is_max, std::decay_t<std::common_type_t<T &&, U &&>>>(t, u);                                \
    }                                                                                                                  \
  };
__SYCL_TRANSPARENT(minimum, false)
__SYCL_TRANSPARENT(maximum, true)
#undef __SYCL_TRANSPARENT

namespace detail {
template <typename Op> struct op_kind { static constexpr int value = 0; };
template <typename T> struct op_kind<plus<T>> { static constexpr int value = 1; };
template <typename T> struct op_kind<multiplies<T>> { static constexpr int value = 2; };
template <typename T> struct op_kind<minimum<T>> { static constexpr int value = 3; };
template <typename T> struct op_kind<maximum<T>> { static constexpr int value = 4; };
template <typename T> struct op_kind<bit_and<T>> { static constexpr int value = 5; };
template <typename T> struct op_kind<bit_or<T>> { static constexpr int value = 6; };
template <typename T> struct op_kind<bit_xor<T>> { static constexpr int value = 7; };
template <typename T> struct op_kind<logical_and<T>> { static constexpr int value = 8; };
template <typename T> struct op_kind<logical_or<T>> { static constexpr int value = 9; };
template <typename T> struct op_kind<std::plus<T>> { static constexpr int value = 1; };
template <typename T> struct op_kind<std::multiplies<T>> { static constexpr int value = 2; };
template <typename T> struct op_kind<std::bit_and<T>> { static constexpr int value = 5; };
template <typename T> struct op_kind<std::bit_or<T>> { static constexpr int value = 6; };
template <typename T> struct op_kind<std::bit_xor<T>> { static constexpr int value = 7; };
template <typename T> struct op_kind<std::logical_and<T>> { static constexpr int value = 8; };
template <typename T> struct op_kind<std::logical_or<T>> { static constexpr int value = 9; };
} // namespace detail

namespace detail {
template <typename Op, typename T> constexpr T identity_of() {
  constexpr int kind = op_kind<Op>::value;
  if constexpr (kind == 1 || kind == 6 || kind == 7 || kind == 9)
    return T(0);
  else if constexpr (kind == 2)
    return T(1);
  else if constexpr (kind == 3)
    return std::numeric_limits<T>::has_infinity ? std::numeric_limits<T>::infinity() : std::numeric_limits<T>::max();
  else if constexpr (kind == 4)
    return std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity()
                                                : std::numeric_limits<T>::lowest();
  else if constexpr (kind == 5)
    return T(~T(0));
  else if constexpr (kind == 8)
    return T(true);
  else
    return T();
}
} // namespace detail

// SYCL 2020: the operators with an identity the library knows, for the
// types the spec lists (bitwise operators on integers only).
template <typename Op, typename T> struct has_known_identity {
  static constexpr int kind = detail::op_kind<Op>::value;
  static constexpr bool value =
      kind != 0 && (std::is_arithmetic_v<T> || std::is_same_v<T, half>) &&
      (std::is_integral_v<T> || (kind < 5 || kind > 7));
};
template <typename Op, typename T> inline constexpr bool has_known_identity_v = has_known_identity<Op, T>::value;
namespace detail {
// known_identity has a value only where the identity is known.
template <typename Op, typename T, bool Known = has_known_identity_v<Op, T>> struct known_identity_value {};
template <typename Op, typename T> struct known_identity_value<Op, T, true> {
  static constexpr T value = identity_of<Op, T>();
};
} // namespace detail
template <typename Op, typename T> struct known_identity : detail::known_identity_value<Op, T> {};
template <typename Op, typename T> inline constexpr T known_identity_v = known_identity<Op, T>::value;

} // namespace sycl

#endif // SYCL_FUNCTIONAL_HPP
