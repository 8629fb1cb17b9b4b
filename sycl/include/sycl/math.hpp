//===- sycl/math.hpp - SYCL math, integer, common, geometric, relational --===//
//
// Floating-point functions call the OpenCL builtins on the device (declared
// with asm labels naming their mangled OpenCL symbols) and the C++ library on
// the host. Integer, common, geometric and relational functions are plain C++
// on both sides. vec and marray arguments apply the scalar function to each
// element.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_MATH_HPP
#define SYCL_MATH_HPP

#include "detail/device_builtins.hpp"
#include "vec.hpp"
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace sycl {
namespace detail {
// The floating-point scalars of the math functions; half computes in float.
template <typename T>
constexpr bool is_float_v = std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, half>;
template <typename T> struct element_of { using type = T; };
template <typename T, int N> struct element_of<vec<T, N>> { using type = T; };
template <typename T, size_t N> struct element_of<marray<T, N>> { using type = T; };

// Applies a scalar function to every element of vec/marray arguments.
template <typename V, typename F, typename... A> V map_elements(F f, const V &a, const A &...rest) {
  V r;
  for (size_t i = 0; i < V::size(); ++i)
    r[i] = f(a[i], rest[i]...);
  return r;
}
} // namespace detail

#ifdef __SYCL_DEVICE_ONLY__
#define __SYCL_DECL_OCL1(name, len)                                                                                    \
  namespace detail::ocl {                                                                                              \
  float name##_f(float) __asm__("_Z" #len #name "f");                                                                  \
  double name##_d(double) __asm__("_Z" #len #name "d");                                                                \
  }
#define __SYCL_DECL_OCL2(name, len)                                                                                    \
  namespace detail::ocl {                                                                                              \
  float name##_f(float, float) __asm__("_Z" #len #name "ff");                                                          \
  double name##_d(double, double) __asm__("_Z" #len #name "dd");                                                       \
  }
#define __SYCL_DECL_OCL3(name, len)                                                                                    \
  namespace detail::ocl {                                                                                              \
  float name##_f(float, float, float) __asm__("_Z" #len #name "fff");                                                 \
  double name##_d(double, double, double) __asm__("_Z" #len #name "ddd");                                              \
  }
#define __SYCL_CALL1(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(detail::name##_of(float(x)));                                                                                     \
  else if constexpr (std::is_same_v<T, float>)                                                                              \
    return detail::ocl::name##_f(x);                                                                                   \
  else                                                                                                                 \
    return detail::ocl::name##_d(x);
#define __SYCL_CALL2(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(detail::name##_of(float(x), float(y)));                                                                                     \
  else if constexpr (std::is_same_v<T, float>)                                                                              \
    return detail::ocl::name##_f(x, y);                                                                                \
  else                                                                                                                 \
    return detail::ocl::name##_d(x, y);
#define __SYCL_CALL3(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(detail::name##_of(float(x), float(y), float(z)));                                                                                     \
  else if constexpr (std::is_same_v<T, float>)                                                                              \
    return detail::ocl::name##_f(x, y, z);                                                                             \
  else                                                                                                                 \
    return detail::ocl::name##_d(x, y, z);
#else
#define __SYCL_DECL_OCL1(name, len)
#define __SYCL_DECL_OCL2(name, len)
#define __SYCL_DECL_OCL3(name, len)
#define __SYCL_CALL1(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(detail::name##_of(float(x)));                                                                                          \
  else                                                                                                                 \
    return hostexpr;
#define __SYCL_CALL2(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(detail::name##_of(float(x), float(y)));                                                                                \
  else                                                                                                                 \
    return hostexpr;
#define __SYCL_CALL3(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(detail::name##_of(float(x), float(y), float(z)));                                                                      \
  else                                                                                                                 \
    return hostexpr;
#endif

namespace detail {
// What a math argument stands for: a swizzle is the vec it reads.
template <typename T> struct math_value { using type = T; };
template <typename V, int... I> struct math_value<swizzled_vec<V, I...>> {
  using type = typename swizzled_vec<V, I...>::vec_type;
};
template <typename T> using math_value_t = typename math_value<T>::type;
// A vec, swizzle or marray of float, double or half.
template <typename T, typename V = math_value_t<T>>
constexpr bool is_float_nonscalar_v = is_vec_or_marray<V>::value && is_float_v<typename element_of<V>::type>;
// Non-scalar arguments that stand for one type (a vec and a swizzle of it).
template <typename T, typename... U> constexpr bool same_value_v = (std::is_same_v<math_value_t<T>, math_value_t<U>> && ...);
template <typename T, typename... U>
using float_nonscalar_t = std::enable_if_t<is_float_nonscalar_v<T> && same_value_v<T, U...>, math_value_t<T>>;
template <typename T> constexpr bool is_math_scalar_v = std::is_arithmetic_v<T> || std::is_same_v<T, half>;
template <typename T, typename V = math_value_t<T>> constexpr bool is_nonscalar_v = is_vec_or_marray<V>::value;
// The floating-point scalar an argument converts to best (float, double or
// half; none for an int, which converts to all alike, or a non-scalar).
float float_scalar_of(float);
double float_scalar_of(double);
half float_scalar_of(half);
template <typename T, typename = void> struct float_scalar {};
template <typename T> struct float_scalar<T, std::void_t<decltype(float_scalar_of(std::declval<T>()))>> {
  using type = decltype(float_scalar_of(std::declval<T>()));
};
template <typename T, typename... U>
using float_scalar_t = std::enable_if_t<!is_nonscalar_v<T> && (std::is_convertible_v<U, typename float_scalar<T>::type> && ...),
                                        typename float_scalar<T>::type>;
template <typename T, typename... U>
using same_gen_t = std::enable_if_t<(is_math_scalar_v<T> || is_nonscalar_v<T>) && same_value_v<T, U...>, math_value_t<T>>;
template <typename T> using nonscalar_t = std::enable_if_t<is_nonscalar_v<T>, math_value_t<T>>;
template <typename T> using element_t = typename element_of<math_value_t<T>>::type;
// Element i of a non-scalar argument; a scalar is every element.
template <typename A> auto element_at(const A &a, size_t i) {
  if constexpr (is_nonscalar_v<A>)
    return math_value_t<A>(a)[i];
  else
    return a;
}
// f on the elements of non-scalar arguments (scalars repeat), or on scalars.
template <typename R, typename F, typename... A> R elementwise(F f, const A &...a) {
  if constexpr (is_vec_or_marray<R>::value) {
    R r;
    for (size_t i = 0; i < R::size(); ++i)
      r[i] = f(element_at(a, i)...);
    return r;
  } else {
    return f(a...);
  }
}
} // namespace detail

// SYCL 2020's forms: float, double and half (as templates taking whatever
// converts best to one of them, as the spec's non-template overloads do; a
// template loses to ::sqrt(double) and the like, so `using namespace sycl`
// code calling them stays unambiguous), and a template parameter per
// non-scalar argument (vec, swizzle, marray; the result of a swizzle is its
// vec), applied element by element.
#define __SYCL_MATH_SCALARS1(name)                                                                                     \
  template <typename T> detail::float_scalar_t<T> name(const T &x) { return detail::name##_of(detail::float_scalar_t<T>(x)); }
#define __SYCL_MATH1(name, len, hostexpr)                                                                              \
  __SYCL_DECL_OCL1(name, len)                                                                                          \
  namespace detail {                                                                                                   \
  template <typename T> T name##_of(T x) { __SYCL_CALL1(name, hostexpr) }                                              \
  }                                                                                                                    \
  __SYCL_MATH_SCALARS1(name)                                                                                           \
  template <typename T> detail::float_nonscalar_t<T> name(const T &x) {                                                \
    using V = detail::math_value_t<T>;                                                                                 \
    return detail::map_elements<V>([](auto e) { return name(e); }, V(x));                                              \
  }
#define __SYCL_MATH2(name, len, hostexpr)                                                                              \
  __SYCL_DECL_OCL2(name, len)                                                                                          \
  namespace detail {                                                                                                   \
  template <typename T> T name##_of(T x, T y) { __SYCL_CALL2(name, hostexpr) }                                         \
  }                                                                                                                    \
  template <typename T1, typename T2> detail::float_scalar_t<T1, T2> name(const T1 &x, const T2 &y) {                 \
    using S = detail::float_scalar_t<T1, T2>;                                                                          \
    return detail::name##_of(S(x), S(y));                                                                              \
  }                                                                                                                    \
  template <typename T1, typename T2> detail::float_nonscalar_t<T1, T2> name(const T1 &x, const T2 &y) {               \
    using V = detail::math_value_t<T1>;                                                                                \
    return detail::map_elements<V>([](auto a, auto b) { return name(a, b); }, V(x), V(y));                             \
  }
#define __SYCL_MATH3(name, len, hostexpr)                                                                              \
  __SYCL_DECL_OCL3(name, len)                                                                                          \
  namespace detail {                                                                                                   \
  template <typename T> T name##_of(T x, T y, T z) { __SYCL_CALL3(name, hostexpr) }                                    \
  }                                                                                                                    \
  template <typename T1, typename T2, typename T3>                                                                     \
  detail::float_scalar_t<T1, T2, T3> name(const T1 &x, const T2 &y, const T3 &z) {                                     \
    using S = detail::float_scalar_t<T1, T2, T3>;                                                                      \
    return detail::name##_of(S(x), S(y), S(z));                                                                        \
  }                                                                                                                    \
  template <typename T1, typename T2, typename T3>                                                                     \
  detail::float_nonscalar_t<T1, T2, T3> name(const T1 &x, const T2 &y, const T3 &z) {                                  \
    using V = detail::math_value_t<T1>;                                                                                \
    return detail::map_elements<V>([](auto a, auto b, auto c) { return name(a, b, c); }, V(x), V(y), V(z));            \
  }

__SYCL_MATH1(sqrt, 4, std::sqrt(x))
__SYCL_MATH1(rsqrt, 5, T(1) / std::sqrt(x))
__SYCL_MATH1(cbrt, 4, std::cbrt(x))
__SYCL_MATH1(sin, 3, std::sin(x))
__SYCL_MATH1(cos, 3, std::cos(x))
__SYCL_MATH1(tan, 3, std::tan(x))
__SYCL_MATH1(asin, 4, std::asin(x))
__SYCL_MATH1(acos, 4, std::acos(x))
__SYCL_MATH1(atan, 4, std::atan(x))
__SYCL_MATH1(sinh, 4, std::sinh(x))
__SYCL_MATH1(cosh, 4, std::cosh(x))
__SYCL_MATH1(tanh, 4, std::tanh(x))
__SYCL_MATH1(asinh, 5, std::asinh(x))
__SYCL_MATH1(acosh, 5, std::acosh(x))
__SYCL_MATH1(atanh, 5, std::atanh(x))
__SYCL_MATH1(sinpi, 5, std::sin(T(M_PI) * x))
__SYCL_MATH1(cospi, 5, std::cos(T(M_PI) * x))
__SYCL_MATH1(exp, 3, std::exp(x))
__SYCL_MATH1(exp2, 4, std::exp2(x))
__SYCL_MATH1(exp10, 5, std::pow(T(10), x))
__SYCL_MATH1(expm1, 5, std::expm1(x))
__SYCL_MATH1(log, 3, std::log(x))
__SYCL_MATH1(log2, 4, std::log2(x))
__SYCL_MATH1(log10, 5, std::log10(x))
__SYCL_MATH1(log1p, 5, std::log1p(x))
__SYCL_MATH1(logb, 4, std::logb(x))
__SYCL_MATH1(fabs, 4, std::fabs(x))
__SYCL_MATH1(floor, 5, std::floor(x))
__SYCL_MATH1(ceil, 4, std::ceil(x))
__SYCL_MATH1(trunc, 5, std::trunc(x))
__SYCL_MATH1(round, 5, std::round(x))
__SYCL_MATH1(rint, 4, std::rint(x))
__SYCL_MATH1(erf, 3, std::erf(x))
__SYCL_MATH1(erfc, 4, std::erfc(x))
__SYCL_MATH1(tgamma, 6, std::tgamma(x))
__SYCL_MATH1(lgamma, 6, std::lgamma(x))
__SYCL_MATH2(pow, 3, std::pow(x, y))
__SYCL_MATH2(powr, 4, std::pow(x, y))
__SYCL_MATH2(fmin, 4, std::fmin(x, y))
__SYCL_MATH2(fmax, 4, std::fmax(x, y))
__SYCL_MATH2(fmod, 4, std::fmod(x, y))
__SYCL_MATH2(fdim, 4, std::fdim(x, y))
__SYCL_MATH2(atan2, 5, std::atan2(x, y))
__SYCL_MATH2(hypot, 5, std::hypot(x, y))
__SYCL_MATH2(copysign, 8, std::copysign(x, y))
__SYCL_MATH2(remainder, 9, std::remainder(x, y))
namespace detail {
// half's neighbour is one half ULP away, which float's nextafter rounds back
// to x: step the bits (declared before the template, whose qualified call
// must see it).
inline half nextafter_of(half x, half y) {
  if (x != x || y != y)
    return x + y;
  if (x == y)
    return y;
  uint16_t b = x.bits();
  if ((b & 0x7fff) == 0)
    return half::from_bits(uint16_t((y.bits() & 0x8000) | 1));
  // Away from zero when y is further from zero on x's side, else towards it.
  bool away = (x < y) == (x > half(0));
  return half::from_bits(uint16_t(away ? b + 1 : b - 1));
}
} // namespace detail
__SYCL_MATH2(nextafter, 9, std::nextafter(x, y))
__SYCL_MATH1(acospi, 6, std::acos(x) / T(M_PI))
__SYCL_MATH1(asinpi, 6, std::asin(x) / T(M_PI))
__SYCL_MATH1(atanpi, 6, std::atan(x) / T(M_PI))
__SYCL_MATH1(tanpi, 5, std::tan(T(M_PI) * x))
__SYCL_MATH2(atan2pi, 7, std::atan2(x, y) / T(M_PI))
__SYCL_MATH2(maxmag, 6, std::fabs(x) > std::fabs(y) ? x : (std::fabs(y) > std::fabs(x) ? y : std::fmax(x, y)))
__SYCL_MATH2(minmag, 6, std::fabs(x) < std::fabs(y) ? x : (std::fabs(y) < std::fabs(x) ? y : std::fmin(x, y)))
__SYCL_MATH3(fma, 3, std::fma(x, y, z))
__SYCL_MATH3(mad, 3, x *y + z)

// fmin and fmax also take a non-scalar and an element.
#define __SYCL_MATH2_ELEMENT(name)                                                                                     \
  template <typename T> detail::float_nonscalar_t<T> name(const T &x, typename detail::element_of<detail::math_value_t<T>>::type y) { \
    using V = detail::math_value_t<T>;                                                                                 \
    return name(V(x), V(y));                                                                                           \
  }
__SYCL_MATH2_ELEMENT(fmin)
__SYCL_MATH2_ELEMENT(fmax)
#undef __SYCL_MATH2_ELEMENT

// Scalar-second-argument forms used by common code (pow(v, 2.0f), ...).
template <typename V> std::enable_if_t<detail::is_vec_or_marray<V>::value, V> pow(const V &x, typename V::value_type y) {
  return pow(x, V(y));
}

#undef __SYCL_MATH1
#undef __SYCL_MATH2
#undef __SYCL_MATH3

// Functions with an int argument or result: ilogb, ldexp, pown, rootn, nan.
#ifdef __SYCL_DEVICE_ONLY__
namespace detail::ocl {
int ilogb_f(float) __asm__("_Z5ilogbf");
int ilogb_d(double) __asm__("_Z5ilogbd");
#define __SYCL_DECL_OCL_FI(name, len)                                                                                  \
  float name##_f(float, int) __asm__("_Z" #len #name "fi");                                                            \
  double name##_d(double, int) __asm__("_Z" #len #name "di");
__SYCL_DECL_OCL_FI(ldexp, 5)
__SYCL_DECL_OCL_FI(pown, 4)
__SYCL_DECL_OCL_FI(rootn, 5)
#undef __SYCL_DECL_OCL_FI
float nan_f(unsigned) __asm__("_Z3nanj");
double nan_d(unsigned long) __asm__("_Z3nanm");
} // namespace detail::ocl
#define __SYCL_CALL_FI(name, hostexpr)                                                                                 \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(name##_of(float(x), n));                                                                                     \
  else if constexpr (std::is_same_v<T, float>)                                                                         \
    return detail::ocl::name##_f(x, n);                                                                                \
  else                                                                                                                 \
    return detail::ocl::name##_d(x, n);
#else
#define __SYCL_CALL_FI(name, hostexpr)                                                                                 \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(name##_of(float(x), n));                                                                                     \
  else                                                                                                                 \
    return hostexpr;
#endif
namespace detail {
template <typename T> int ilogb_of(T x) {
#ifdef __SYCL_DEVICE_ONLY__
  if constexpr (std::is_same_v<T, double>)
    return ocl::ilogb_d(x);
  else
    return ocl::ilogb_f(float(x));
#else
  return std::ilogb(std::conditional_t<std::is_same_v<T, double>, double, float>(x));
#endif
}
// vec<T, N> or marray<T, N> of another element type (a scalar: E).
template <typename V, typename E> struct with_element { using type = E; };
template <typename T, int N, typename E> struct with_element<vec<T, N>, E> { using type = vec<E, N>; };
template <typename T, size_t N, typename E> struct with_element<marray<T, N>, E> { using type = marray<E, N>; };
template <typename T, typename E> using with_element_t = typename with_element<math_value_t<T>, E>::type;
#define __SYCL_MATH_FI_OF(name, hostexpr)                                                                              \
  template <typename T> T name##_of(T x, int n) { __SYCL_CALL_FI(name, hostexpr) }
__SYCL_MATH_FI_OF(ldexp, std::ldexp(x, n))
__SYCL_MATH_FI_OF(pown, std::pow(x, T(n)))
__SYCL_MATH_FI_OF(rootn, std::pow(x, T(1) / T(n)))
#undef __SYCL_MATH_FI_OF
} // namespace detail
template <typename T> std::enable_if_t<sizeof(detail::float_scalar_t<T>) != 0, int> ilogb(const T &x) {
  return detail::ilogb_of(detail::float_scalar_t<T>(x));
}
template <typename T> std::enable_if_t<detail::is_float_nonscalar_v<T>, detail::with_element_t<T, int>> ilogb(const T &x) {
  return detail::elementwise<detail::with_element_t<T, int>>([](auto e) { return ilogb(e); }, x);
}
// ldexp, pown, rootn: a floating-point value and an int (per element, or
// one int for every element).
#define __SYCL_MATH_FI(name)                                                                                           \
  template <typename T> detail::float_scalar_t<T> name(const T &x, int n) {                                            \
    return detail::name##_of(detail::float_scalar_t<T>(x), n);                                                         \
  }                                                                                                                    \
  template <typename T1, typename T2>                                                                                   \
  std::enable_if_t<detail::is_float_nonscalar_v<T1> && detail::same_value_v<T2, detail::with_element_t<T1, int>>,      \
                   detail::math_value_t<T1>>                                                                           \
  name(const T1 &x, const T2 &n) {                                                                                     \
    return detail::elementwise<detail::math_value_t<T1>>([](auto a, int b) { return name(a, b); }, x, n);              \
  }                                                                                                                    \
  template <typename T> detail::float_nonscalar_t<T> name(const T &x, int n) {                                         \
    return detail::elementwise<detail::math_value_t<T>>([](auto a, int b) { return name(a, b); }, x, n);               \
  }
__SYCL_MATH_FI(ldexp)
__SYCL_MATH_FI(pown)
__SYCL_MATH_FI(rootn)
#undef __SYCL_MATH_FI
#undef __SYCL_CALL_FI
// nan(code): a quiet NaN of the floating-point type as wide as the code.
namespace detail {
template <typename F, typename U> F nan_of(U code) {
#ifdef __SYCL_DEVICE_ONLY__
  if constexpr (sizeof(U) > 4)
    return F(ocl::nan_d((unsigned long)code));
  else
    return F(ocl::nan_f(unsigned(code)));
#else
  (void)code;
  return F(std::numeric_limits<float>::quiet_NaN());
#endif
}
template <typename U>
using nan_float_t =
    std::conditional_t<sizeof(U) == 2, half, std::conditional_t<sizeof(U) == 4, float, double>>;
} // namespace detail
inline float nan(uint32_t code) { return detail::nan_of<float>(code); }
inline double nan(uint64_t code) { return detail::nan_of<double>(code); }
inline half nan(uint16_t code) { return detail::nan_of<half>(code); }
template <typename T, typename E = typename detail::element_of<detail::math_value_t<T>>::type>
std::enable_if_t<detail::is_nonscalar_v<T> && std::is_unsigned_v<E> && (sizeof(E) >= 2), detail::with_element_t<T, detail::nan_float_t<E>>>
nan(const T &code) {
  return detail::elementwise<detail::with_element_t<T, detail::nan_float_t<E>>>(
      [](E c) { return detail::nan_of<detail::nan_float_t<E>>(c); }, code);
}

// Functions with a pointer output (frexp, modf, sincos, fract, remquo,
// lgamma_r): the pointer may be raw or a multi_ptr in any address space.
// On the device the OpenCL builtin writes a private variable (the forms both
// CPU devices' libraries have), which is then stored through the pointer.
#ifdef __SYCL_DEVICE_ONLY__
#define __SYCL_PRIVATE __attribute__((opencl_private))
namespace detail::ocl {
#define __SYCL_DECL_OCL_OUT(name, len, fout, dout, fcode, dcode, ...)                                                 \
  float name##_f(__VA_ARGS__ float, __SYCL_PRIVATE fout *) __asm__("_Z" #len #name fcode);                            \
  double name##_d(__VA_ARGS__ double, __SYCL_PRIVATE dout *) __asm__("_Z" #len #name dcode);
__SYCL_DECL_OCL_OUT(frexp, 5, int, int, "fPi", "dPi")
__SYCL_DECL_OCL_OUT(modf, 4, float, double, "fPf", "dPd")
__SYCL_DECL_OCL_OUT(sincos, 6, float, double, "fPf", "dPd")
__SYCL_DECL_OCL_OUT(fract, 5, float, double, "fPf", "dPd")
__SYCL_DECL_OCL_OUT(lgamma_r, 8, int, int, "fPi", "dPi")
#undef __SYCL_DECL_OCL_OUT
float remquo_f(float, float, __SYCL_PRIVATE int *) __asm__("_Z6remquoffPi");
double remquo_d(double, double, __SYCL_PRIVATE int *) __asm__("_Z6remquoddPi");
} // namespace detail::ocl
#define __SYCL_CALL_OUT(name, hostexpr, ...)                                                                           \
  O tmp;                                                                                                               \
  T r;                                                                                                                 \
  if constexpr (std::is_same_v<T, float>)                                                                              \
    r = ocl::name##_f(__VA_ARGS__, (__SYCL_PRIVATE O *)&tmp);                                                          \
  else                                                                                                                 \
    r = ocl::name##_d(__VA_ARGS__, (__SYCL_PRIVATE O *)&tmp);                                                          \
  out = tmp;                                                                                                           \
  return r;
#else
#define __SYCL_CALL_OUT(name, hostexpr, ...) hostexpr
#endif
namespace detail {
// The float or double forms, with the output as a reference.
template <typename T, typename O> T frexp_impl(T x, O &out) { __SYCL_CALL_OUT(frexp, return std::frexp(x, &out);, x) }
template <typename T, typename O> T modf_impl(T x, O &out) { __SYCL_CALL_OUT(modf, return std::modf(x, &out);, x) }
template <typename T, typename O> T sincos_impl(T x, O &out) {
  __SYCL_CALL_OUT(sincos, out = std::cos(x); return std::sin(x);, x)
}
template <typename T, typename O> T fract_impl(T x, O &out) {
  // OpenCL: min(x - floor(x), the largest value below 1), floor(x) out.
  __SYCL_CALL_OUT(fract, out = std::floor(x);
                  return std::isnan(x) ? x : std::isinf(x) ? T(0) : std::fmin(x - out, T(1) - std::numeric_limits<T>::epsilon() / T(2));
                  , x)
}
template <typename T, typename O> T lgamma_r_impl(T x, O &out) {
  __SYCL_CALL_OUT(lgamma_r, if constexpr (std::is_same_v<T, float>) return ::lgammaf_r(x, &out);
                  else return ::lgamma_r(x, &out);, x)
}
#ifndef __SYCL_DEVICE_ONLY__
// The C library's remquo may give only the quotient's 3 low bits (glibc's
// do): the 7 below are those of the quotient of |x| modulo 128|y| by |y|,
// which long double holds exactly (8 + 53 bits).
template <typename T> T remquo_host(T x, T y, int &quo) {
  T r = std::remainder(x, y);
  quo = 0;
  if (std::isnan(r))
    return r;
  long double ay = std::fabs((long double)y), m = std::fmod(std::fabs((long double)x), 128 * ay);
  int q = int((m - std::remainder(m, ay)) / ay);
  quo = std::signbit(x) != std::signbit(y) ? -q : q;
  return r;
}
#endif
template <typename T, typename O> T remquo_any_bits(T x, T y, O &out) {
  __SYCL_CALL_OUT(remquo, return remquo_host(x, y, out);, x, y)
}
// OpenCL gives at least the quotient's 7 low bits (Intel's device all of
// them), the SYCL-CTS expects exactly those 7, with the quotient's sign.
template <typename T, typename O> T remquo_impl(T x, T y, O &out) {
  T r = remquo_any_bits(x, y, out);
  unsigned low = (out < 0 ? 0u - unsigned(out) : unsigned(out)) & 127;
  out = out < 0 ? -int(low) : int(low);
  return r;
}
struct fract_out;
// The scalar form for T (half computes in float), then every element of a
// vec or marray; the output goes through the user's pointer once.
template <typename Impl, typename T, typename Ptr, typename... A> T call_out(Impl impl, Ptr p, T x, A... y) {
  using O = std::remove_reference_t<decltype(*p)>;
  if constexpr (is_vec_or_marray<T>::value) {
    T r;
    O o = *p;
    for (size_t i = 0; i < T::size(); ++i)
      r[i] = call_out(impl, &o[i], x[i], y[i]...);
    *p = o;
    return r;
  } else if constexpr (std::is_same_v<T, half>) {
    std::conditional_t<std::is_integral_v<O>, int, float> o;
    T r = T(impl(float(x), o, float(y)...));
    // fract's float result below 1 may round to 1 in half: it is at most
    // half's largest value below 1.
    if constexpr (std::is_same_v<Impl, fract_out>)
      r = r >= T(1) ? half::from_bits(0x3bff) : r;
    *p = O(o);
    return r;
  } else {
    std::conditional_t<std::is_integral_v<O>, int, T> o;
    T r = impl(x, o, y...);
    *p = O(o);
    return r;
  }
}
template <typename T> constexpr bool is_genfloat_v = is_float_v<T> || (is_vec_or_marray<T>::value && is_float_v<typename element_of<T>::type>);
} // namespace detail
#undef __SYCL_CALL_OUT
// Scalar forms for float, double and half (templates only on the pointer),
// and a template for non-scalars.
#define __SYCL_MATH_OUT(name)                                                                                          \
  template <typename Ptr> float name(float x, Ptr out) { return detail::call_out(detail::name##_out(), out, x); }      \
  template <typename Ptr> double name(double x, Ptr out) { return detail::call_out(detail::name##_out(), out, x); }    \
  template <typename Ptr> half name(half x, Ptr out) { return detail::call_out(detail::name##_out(), out, x); }        \
  template <typename T, typename Ptr> detail::float_nonscalar_t<T> name(const T &x, Ptr out) {                         \
    return detail::call_out(detail::name##_out(), out, detail::math_value_t<T>(x));                                    \
  }
namespace detail {
#define __SYCL_OUT_IMPL(name)                                                                                          \
  struct name##_out {                                                                                                  \
    template <typename A, typename O> auto operator()(A a, O &o) const { return name##_impl(a, o); }                   \
  };
__SYCL_OUT_IMPL(frexp)
__SYCL_OUT_IMPL(modf)
__SYCL_OUT_IMPL(sincos)
__SYCL_OUT_IMPL(fract)
__SYCL_OUT_IMPL(lgamma_r)
#undef __SYCL_OUT_IMPL
struct remquo_out {
  template <typename A, typename O> auto operator()(A a, O &o, A b) const { return remquo_impl(a, b, o); }
};
} // namespace detail
__SYCL_MATH_OUT(frexp)
__SYCL_MATH_OUT(modf)
__SYCL_MATH_OUT(sincos)
__SYCL_MATH_OUT(fract)
__SYCL_MATH_OUT(lgamma_r)
#undef __SYCL_MATH_OUT
template <typename Ptr> float remquo(float x, float y, Ptr quo) { return detail::call_out(detail::remquo_out(), quo, x, y); }
template <typename Ptr> double remquo(double x, double y, Ptr quo) {
  return detail::call_out(detail::remquo_out(), quo, x, y);
}
template <typename Ptr> half remquo(half x, half y, Ptr quo) { return detail::call_out(detail::remquo_out(), quo, x, y); }
template <typename T1, typename T2, typename Ptr>
detail::float_nonscalar_t<T1, T2> remquo(const T1 &x, const T2 &y, Ptr quo) {
  using V = detail::math_value_t<T1>;
  return detail::call_out(detail::remquo_out(), quo, V(x), V(y));
}

// native:: and half_precision:: trade precision for speed on real hardware;
// here they are the full-precision functions, which SYCL allows.
#define __SYCL_FORWARD1(name)                                                                                          \
  template <typename T> auto name(const T &x) { return sycl::name(x); }
#define __SYCL_FORWARD_SET                                                                                             \
  __SYCL_FORWARD1(sqrt) __SYCL_FORWARD1(rsqrt) __SYCL_FORWARD1(sin) __SYCL_FORWARD1(cos) __SYCL_FORWARD1(tan)          \
  __SYCL_FORWARD1(exp) __SYCL_FORWARD1(exp2) __SYCL_FORWARD1(exp10) __SYCL_FORWARD1(log) __SYCL_FORWARD1(log2)         \
  __SYCL_FORWARD1(log10)                                                                                               \
  template <typename T> auto recip(const T &x)->decltype(sycl::sqrt(x)) {                                             \
    using V = detail::math_value_t<T>;                                                                                 \
    return V(1) / V(x);                                                                                                \
  }                                                                                                                    \
  template <typename T1, typename T2> auto divide(const T1 &x, const T2 &y)->decltype(sycl::fmin(x, y)) {             \
    using V = detail::math_value_t<T1>;                                                                                \
    return V(x) / V(y);                                                                                                \
  }                                                                                                                    \
  template <typename T1, typename T2> auto powr(const T1 &x, const T2 &y)->decltype(sycl::powr(x, y)) {               \
    return sycl::powr(x, y);                                                                                           \
  }
namespace native {
__SYCL_FORWARD_SET
}
namespace half_precision {
__SYCL_FORWARD_SET
}
#undef __SYCL_FORWARD_SET
#undef __SYCL_FORWARD1

// Common functions, in SYCL 2020's forms: a template parameter per
// argument, all standing for one type (scalars of one type, or vecs,
// swizzles and marrays of one type), or a non-scalar with element-typed
// arguments. So an explicit clamp<half>(x, 0, 1) is not viable here, and the
// CTS's own reference clamp<half> (found by ADL through sycl::half) stays
// unambiguous.
namespace detail {
template <typename T> T clamp_of(T x, T lo, T hi) {
  if constexpr (is_float_v<T>)
    return fmin(fmax(x, lo), hi);
  else
    return x < lo ? lo : (x > hi ? hi : x);
}
template <typename T> T min_of(T a, T b) {
  if constexpr (is_float_v<T>)
    return fmin(a, b);
  else
    return b < a ? b : a;
}
template <typename T> T max_of(T a, T b) {
  if constexpr (is_float_v<T>)
    return fmax(a, b);
  else
    return a < b ? b : a;
}
template <typename T> T step_of(T edge, T x) { return x < edge ? T(0) : T(1); }
template <typename T> T smoothstep_of(T e0, T e1, T x) {
  T t = clamp_of<T>((x - e0) / (e1 - e0), T(0), T(1));
  return t * t * (T(3) - T(2) * t);
}
template <typename T> T sign_of(T x) {
  if (x != x)
    return T(0);
  return x > T(0) ? T(1) : (x < T(0) ? T(-1) : T(0) * x);
}
} // namespace detail
#define __SYCL_COMMON1(name, expr)                                                                                     \
  template <typename T1> detail::same_gen_t<T1> name(const T1 &x) {                                                    \
    return detail::elementwise<detail::math_value_t<T1>>([](auto x) { return decltype(x)(expr); }, x);                 \
  }
__SYCL_COMMON1(degrees, x * decltype(x)(180.0 / M_PI))
__SYCL_COMMON1(radians, x * decltype(x)(M_PI / 180.0))
__SYCL_COMMON1(sign, detail::sign_of(x))
#undef __SYCL_COMMON1
template <typename T1, typename T2, typename T3>
detail::same_gen_t<T1, T2, T3> clamp(const T1 &x, const T2 &lo, const T3 &hi) {
  return detail::elementwise<detail::math_value_t<T1>>([](auto a, auto b, auto c) { return detail::clamp_of(a, b, c); },
                                                       x, lo, hi);
}
template <typename T> detail::nonscalar_t<T> clamp(const T &x, detail::element_t<T> lo, detail::element_t<T> hi) {
  return detail::elementwise<detail::math_value_t<T>>([](auto a, auto b, auto c) { return detail::clamp_of(a, b, c); },
                                                      x, lo, hi);
}
#define __SYCL_COMMON2(name)                                                                                           \
  template <typename T1, typename T2> detail::same_gen_t<T1, T2> name(const T1 &a, const T2 &b) {                      \
    return detail::elementwise<detail::math_value_t<T1>>([](auto x, auto y) { return detail::name##_of(x, y); }, a, b); \
  }                                                                                                                    \
  template <typename T> detail::nonscalar_t<T> name(const T &a, detail::element_t<T> b) {                              \
    return detail::elementwise<detail::math_value_t<T>>([](auto x, auto y) { return detail::name##_of(x, y); }, a, b);  \
  }
__SYCL_COMMON2(min)
__SYCL_COMMON2(max)
#undef __SYCL_COMMON2
template <typename T1, typename T2, typename T3> detail::same_gen_t<T1, T2, T3> mix(const T1 &x, const T2 &y, const T3 &a) {
  return detail::elementwise<detail::math_value_t<T1>>([](auto x, auto y, auto a) { return x + (y - x) * a; }, x, y, a);
}
template <typename T1, typename T2>
std::enable_if_t<detail::same_value_v<T1, T2>, detail::nonscalar_t<T1>> mix(const T1 &x, const T2 &y,
                                                                              detail::element_t<T1> a) {
  return detail::elementwise<detail::math_value_t<T1>>([](auto x, auto y, auto a) { return x + (y - x) * a; }, x, y, a);
}
template <typename T1, typename T2> detail::same_gen_t<T1, T2> step(const T1 &edge, const T2 &x) {
  return detail::elementwise<detail::math_value_t<T1>>([](auto e, auto v) { return detail::step_of(e, v); }, edge, x);
}
template <typename T> detail::nonscalar_t<T> step(detail::element_t<T> edge, const T &x) {
  return detail::elementwise<detail::math_value_t<T>>([](auto e, auto v) { return detail::step_of(e, v); }, edge, x);
}
template <typename T1, typename T2, typename T3>
detail::same_gen_t<T1, T2, T3> smoothstep(const T1 &e0, const T2 &e1, const T3 &x) {
  return detail::elementwise<detail::math_value_t<T1>>(
      [](auto a, auto b, auto c) { return detail::smoothstep_of(a, b, c); }, e0, e1, x);
}
template <typename T>
detail::nonscalar_t<T> smoothstep(detail::element_t<T> e0, detail::element_t<T> e1, const T &x) {
  return detail::elementwise<detail::math_value_t<T>>(
      [](auto a, auto b, auto c) { return detail::smoothstep_of(a, b, c); }, e0, e1, x);
}

// Integer functions.
// The scalar forms (detail::*_of), then SYCL 2020's templates: a parameter
// per argument, scalars of one integer type or non-scalars of one type,
// element by element. abs and abs_diff give the argument's type.
namespace detail {
#ifdef __SYCL_DEVICE_ONLY__
namespace ocl {
long mul_hi_l(long, long) __asm__("_Z6mul_hill");
unsigned long mul_hi_ul(unsigned long, unsigned long) __asm__("_Z6mul_himm");
} // namespace ocl
#endif
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> abs_of(T x) { return x < 0 ? T(-x) : x; }
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> abs_diff_of(T x, T y) {
  return T(x > y ? std::make_unsigned_t<T>(x) - std::make_unsigned_t<T>(y)
                 : std::make_unsigned_t<T>(y) - std::make_unsigned_t<T>(x));
}
#ifdef __SYCL_DEVICE_ONLY__
// popcount, clz and ctz are OpenCL builtins on the device: the portable loops
// below vectorize into bit-mask code that SPIR-V kernels cannot express.
namespace ocl {
#define __SYCL_BITCOUNT(T, m)                                                                                          \
  T popcount(T) __asm__("_Z8popcount" #m);                                                                             \
  T clz(T) __asm__("_Z3clz" #m);                                                                                       \
  T ctz(T) __asm__("_Z3ctz" #m);
__SYCL_BITCOUNT(signed char, c)
__SYCL_BITCOUNT(unsigned char, h)
__SYCL_BITCOUNT(short, s)
__SYCL_BITCOUNT(unsigned short, t)
__SYCL_BITCOUNT(int, i)
__SYCL_BITCOUNT(unsigned int, j)
__SYCL_BITCOUNT(long, l)
__SYCL_BITCOUNT(unsigned long, m)
#undef __SYCL_BITCOUNT
// The OpenCL type of the same size and signedness.
template <typename T>
using ocl_int_t = std::conditional_t<
    sizeof(T) == 1, std::conditional_t<std::is_signed_v<T>, signed char, unsigned char>,
    std::conditional_t<sizeof(T) == 2, std::conditional_t<std::is_signed_v<T>, short, unsigned short>,
                       std::conditional_t<sizeof(T) == 4, std::conditional_t<std::is_signed_v<T>, int, unsigned>,
                                          std::conditional_t<std::is_signed_v<T>, long, unsigned long>>>>;
} // namespace ocl
#define __SYCL_BITCOUNT_DEVICE(name) return T(detail::ocl::name(detail::ocl::ocl_int_t<T>(x)));
#else
#define __SYCL_BITCOUNT_DEVICE(name)
#endif
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> popcount_of(T x) {
  __SYCL_BITCOUNT_DEVICE(popcount)
  auto u = std::make_unsigned_t<T>(x);
  T n = 0;
  for (; u; u &= u - 1)
    ++n;
  return n;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> clz_of(T x) {
  __SYCL_BITCOUNT_DEVICE(clz)
  auto u = std::make_unsigned_t<T>(x);
  T n = 0;
  for (int b = int(sizeof(T) * 8) - 1; b >= 0 && !((u >> b) & 1); --b)
    ++n;
  return n;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> ctz_of(T x) {
  __SYCL_BITCOUNT_DEVICE(ctz)
  auto u = std::make_unsigned_t<T>(x);
  T n = 0;
  for (int b = 0; b < int(sizeof(T) * 8) && !((u >> b) & 1); ++b)
    ++n;
  return n;
}
#undef __SYCL_BITCOUNT_DEVICE
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> rotate_of(T v, T by) {
  using U = std::make_unsigned_t<T>;
  constexpr unsigned Bits = sizeof(T) * 8;
  unsigned s = unsigned(U(by) % Bits);
  return s ? T((U(v) << s) | (U(v) >> (Bits - s))) : v;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> hadd_of(T x, T y) { return (x >> 1) + (y >> 1) + (x & y & 1); }
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> rhadd_of(T x, T y) {
  return (x >> 1) + (y >> 1) + ((x | y) & 1);
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> mul_hi_of(T x, T y) {
  if constexpr (sizeof(T) < 8) {
    using W = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
    return T((W(x) * W(y)) >> (sizeof(T) * 8));
  } else {
#ifdef __SYCL_DEVICE_ONLY__
    // LLVM turns the portable form below into an i128 multiply, which SPIR-V
    // kernels lack: use OpenCL's mul_hi.
    if constexpr (std::is_signed_v<T>)
      return T(detail::ocl::mul_hi_l(long(x), long(y)));
    else
      return T(detail::ocl::mul_hi_ul((unsigned long)x, (unsigned long)y));
#endif
    // 64-bit: schoolbook multiplication on 32-bit halves of the magnitudes.
    bool neg = std::is_signed_v<T> && ((x < 0) != (y < 0));
    uint64_t a = std::is_signed_v<T> && x < 0 ? uint64_t(0) - uint64_t(x) : uint64_t(x);
    uint64_t b = std::is_signed_v<T> && y < 0 ? uint64_t(0) - uint64_t(y) : uint64_t(y);
    uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    uint64_t hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    uint64_t lo = (mid << 32) | (ll & 0xffffffffu);
    if (neg) {
      hi = ~hi + (lo == 0);
    }
    return T(hi);
  }
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> mad_hi_of(T a, T b, T c) { return mul_hi_of(a, b) + c; }
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> add_sat_of(T x, T y) {
  T r;
  if (__builtin_add_overflow(x, y, &r))
    return (std::is_signed_v<T> && x < 0) ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
  return r;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> sub_sat_of(T x, T y) {
  T r;
  if (__builtin_sub_overflow(x, y, &r))
    return (std::is_signed_v<T> && y > 0) || !std::is_signed_v<T> ? std::numeric_limits<T>::min()
                                                                    : std::numeric_limits<T>::max();
  return r;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> mul24_of(T x, T y) { return x * y; }
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> mad24_of(T x, T y, T z) { return x * y + z; }

// a * b + c saturated only once, at the end: c may bring an overflowing
// product back into range.
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> mad_sat_of(T a, T b, T c) {
  using Lim = std::numeric_limits<T>;
  if constexpr (sizeof(T) < 8) {
    using W = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
    W r = W(a) * W(b) + W(c); // exact in 64 bits
    return r < W(Lim::min()) ? Lim::min() : r > W(Lim::max()) ? Lim::max() : T(r);
  } else {
    // 128 bits as a high word (mul_hi) and a wrapping low word; c adds its
    // sign extension to the high word.
    uint64_t lo = uint64_t(a) * uint64_t(b), sum = lo + uint64_t(c);
    uint64_t hi = uint64_t(mul_hi_of(a, b)) + (sum < lo) + (std::is_signed_v<T> && c < 0 ? ~uint64_t(0) : 0);
    if constexpr (std::is_signed_v<T>) {
      if (hi == uint64_t(int64_t(sum) >> 63)) // the high word only extends the sign
        return T(sum);
      return int64_t(hi) < 0 ? Lim::min() : Lim::max();
    } else {
      return hi ? Lim::max() : T(sum);
    }
  }
}
// upsample(hi, lo): hi in the upper half of the type twice as wide.
template <typename T> struct wider;
template <> struct wider<int8_t> { using type = int16_t; };
template <> struct wider<uint8_t> { using type = uint16_t; };
template <> struct wider<int16_t> { using type = int32_t; };
template <> struct wider<uint16_t> { using type = uint32_t; };
template <> struct wider<int32_t> { using type = int64_t; };
template <> struct wider<uint32_t> { using type = uint64_t; };
template <> struct wider<char> { using type = std::conditional_t<std::is_signed_v<char>, int16_t, uint16_t>; };
template <typename T> typename wider<T>::type upsample_of(T hi, std::make_unsigned_t<T> lo) {
  using W = typename wider<T>::type;
  return W((std::make_unsigned_t<W>(std::make_unsigned_t<T>(hi)) << (sizeof(T) * 8)) | lo);
}
template <typename T> using int_gen_t = std::enable_if_t<std::is_integral_v<element_t<T>>, T>;
} // namespace detail
#define __SYCL_INT1(name)                                                                                              \
  template <typename T1> detail::int_gen_t<detail::same_gen_t<T1>> name(const T1 &x) {                                 \
    return detail::elementwise<detail::math_value_t<T1>>([](auto a) { return detail::name##_of(a); }, x);              \
  }
#define __SYCL_INT2(name)                                                                                              \
  template <typename T1, typename T2> detail::int_gen_t<detail::same_gen_t<T1, T2>> name(const T1 &x, const T2 &y) {   \
    return detail::elementwise<detail::math_value_t<T1>>([](auto a, auto b) { return detail::name##_of(a, b); }, x, y); \
  }
#define __SYCL_INT3(name)                                                                                              \
  template <typename T1, typename T2, typename T3>                                                                     \
  detail::int_gen_t<detail::same_gen_t<T1, T2, T3>> name(const T1 &x, const T2 &y, const T3 &z) {                     \
    return detail::elementwise<detail::math_value_t<T1>>(                                                              \
        [](auto a, auto b, auto c) { return detail::name##_of(a, b, c); }, x, y, z);                                   \
  }
__SYCL_INT1(abs) __SYCL_INT1(popcount) __SYCL_INT1(clz) __SYCL_INT1(ctz)
__SYCL_INT2(abs_diff) __SYCL_INT2(add_sat) __SYCL_INT2(sub_sat) __SYCL_INT2(hadd) __SYCL_INT2(rhadd)
__SYCL_INT2(mul_hi) __SYCL_INT2(rotate) __SYCL_INT2(mul24)
__SYCL_INT3(mad_hi) __SYCL_INT3(mad24) __SYCL_INT3(mad_sat)
#undef __SYCL_INT1
#undef __SYCL_INT2
template <typename T1, typename T2,
          typename = std::enable_if_t<std::is_integral_v<detail::element_t<T1>> &&
                                      std::is_same_v<detail::math_value_t<T2>, detail::with_element_t<T1, std::make_unsigned_t<detail::element_t<T1>>>>>>
auto upsample(const T1 &hi, const T2 &lo) {
  using E = typename detail::wider<detail::element_t<T1>>::type;
  return detail::elementwise<detail::with_element_t<T1, E>>([](auto h, auto l) { return detail::upsample_of(h, l); }, hi, lo);
}
#undef __SYCL_INT3

// Geometric functions: overloads, not templates, for float and double
// scalars, vecs of 2-4 elements and marrays of 2-4 elements (swizzles
// convert to their vec); cross for 3 and 4 elements.
namespace detail {
template <typename T> auto dot_of(const T &a, const T &b) {
  if constexpr (is_vec_or_marray<T>::value) {
    typename element_of<T>::type s = 0;
    for (size_t i = 0; i < T::size(); ++i)
      s += a[i] * b[i];
    return s;
  } else {
    return a * b;
  }
}
template <typename T> T cross_of(const T &a, const T &b) {
  T r = a;
  r[0] = a[1] * b[2] - a[2] * b[1];
  r[1] = a[2] * b[0] - a[0] * b[2];
  r[2] = a[0] * b[1] - a[1] * b[0];
  if constexpr (T::size() == 4)
    r[3] = 0;
  return r;
}
template <typename T> auto length_of(const T &a) { return sqrt(dot_of(a, a)); }
template <typename T> T normalize_of(const T &a) {
  auto l = length_of(a);
  if (l == 0)
    return a;
  if constexpr (is_vec_or_marray<T>::value)
    return a / typename element_of<T>::type(l);
  else
    return a / l;
}
// float or double scalars, or non-scalars of 2-4 of them, standing for one
// type.
template <typename T> constexpr bool geo_size_ok() {
  if constexpr (is_nonscalar_v<T>)
    return math_value_t<T>::size() >= 2 && math_value_t<T>::size() <= 4;
  else
    return true;
}
template <typename T, typename... U>
using geo_t = std::enable_if_t<same_value_v<T, U...> &&
                                   (std::is_same_v<element_t<T>, float> || std::is_same_v<element_t<T>, double>) &&
                                   geo_size_ok<T>(),
                               math_value_t<T>>;
} // namespace detail
template <typename T1, typename T2> auto dot(const T1 &a, const T2 &b) -> detail::element_t<detail::geo_t<T1, T2>> {
  return detail::dot_of<detail::geo_t<T1, T2>>(a, b);
}
template <typename T> auto length(const T &a) -> detail::element_t<detail::geo_t<T>> {
  return detail::length_of<detail::geo_t<T>>(a);
}
template <typename T1, typename T2> auto distance(const T1 &a, const T2 &b) -> detail::element_t<detail::geo_t<T1, T2>> {
  using V = detail::geo_t<T1, T2>;
  return detail::length_of<V>(V(a) - V(b));
}
template <typename T> detail::geo_t<T> normalize(const T &a) { return detail::normalize_of<detail::geo_t<T>>(a); }
template <typename T> auto fast_length(const T &a) -> decltype(length(a)) { return length(a); }
template <typename T1, typename T2> auto fast_distance(const T1 &a, const T2 &b) -> decltype(distance(a, b)) {
  return distance(a, b);
}
template <typename T> auto fast_normalize(const T &a) -> decltype(normalize(a)) { return normalize(a); }
template <typename T1, typename T2, typename V = detail::geo_t<T1, T2>,
          typename = std::enable_if_t<detail::is_vec_or_marray<V>::value && (V::size() >= 3)>>
V cross(const T1 &a, const T2 &b) {
  return detail::cross_of<V>(a, b);
}

// Relational functions: scalars give bool (float, double and half
// overloads, not templates), vecs and their swizzles give vec<signed, N>
// with -1 for true, marrays give marray<bool>.
namespace detail {
template <typename T> bool isnan_of(T x) { return x != x; }
template <typename T> bool isinf_of(T x) {
  return x == std::numeric_limits<T>::infinity() || x == -std::numeric_limits<T>::infinity();
}
template <typename T> bool isfinite_of(T x) { return !isnan_of(x) && !isinf_of(x); }
template <typename T> bool isnormal_of(T x) { return isfinite_of(x) && fabs(x) >= std::numeric_limits<T>::min(); }
template <typename T> bool signbit_of(T x) { return x < T(0) || (x == T(0) && T(1) / x < T(0)); }
template <typename T> bool isequal_of(T a, T b) { return a == b; }
template <typename T> bool isnotequal_of(T a, T b) { return a != b; }
template <typename T> bool isgreater_of(T a, T b) { return a > b; }
template <typename T> bool isgreaterequal_of(T a, T b) { return a >= b; }
template <typename T> bool isless_of(T a, T b) { return a < b; }
template <typename T> bool islessequal_of(T a, T b) { return a <= b; }
template <typename T> bool islessgreater_of(T a, T b) { return a < b || a > b; }
template <typename T> bool isordered_of(T a, T b) { return !isnan_of(a) && !isnan_of(b); }
template <typename T> bool isunordered_of(T a, T b) { return isnan_of(a) || isnan_of(b); }
// The result of a relational function on a non-scalar of T.
template <typename V> struct relational_result;
template <typename T, int N> struct relational_result<vec<T, N>> {
  using type = vec<rel_t<T>, N>;
  static rel_t<T> of(bool b) { return b ? -1 : 0; }
};
template <typename T, size_t N> struct relational_result<marray<T, N>> {
  using type = marray<bool, N>;
  static bool of(bool b) { return b; }
};
template <typename T, typename... U>
using relational_t = typename relational_result<float_nonscalar_t<T, U...>>::type;
} // namespace detail
#define __SYCL_REL1(name)                                                                                              \
  template <typename T> std::enable_if_t<sizeof(detail::float_scalar_t<T>) != 0, bool> name(const T &x) {              \
    return detail::name##_of(detail::float_scalar_t<T>(x));                                                            \
  }                                                                                                                    \
  template <typename T> detail::relational_t<T> name(const T &x) {                                                     \
    using R = detail::relational_result<detail::math_value_t<T>>;                                                      \
    return detail::elementwise<typename R::type>([](auto a) { return R::of(detail::name##_of(a)); }, x);               \
  }
#define __SYCL_REL2(name)                                                                                              \
  template <typename T1, typename T2>                                                                                  \
  std::enable_if_t<sizeof(detail::float_scalar_t<T1, T2>) != 0, bool> name(const T1 &x, const T2 &y) {                 \
    using S = detail::float_scalar_t<T1, T2>;                                                                          \
    return detail::name##_of(S(x), S(y));                                                                              \
  }                                                                                                                    \
  template <typename T1, typename T2> detail::relational_t<T1, T2> name(const T1 &x, const T2 &y) {                    \
    using R = detail::relational_result<detail::math_value_t<T1>>;                                                     \
    return detail::elementwise<typename R::type>([](auto a, auto b) { return R::of(detail::name##_of(a, b)); }, x, y);  \
  }
__SYCL_REL1(isnan) __SYCL_REL1(isinf) __SYCL_REL1(isfinite) __SYCL_REL1(isnormal) __SYCL_REL1(signbit)
__SYCL_REL2(isequal) __SYCL_REL2(isnotequal) __SYCL_REL2(isgreater) __SYCL_REL2(isgreaterequal) __SYCL_REL2(isless)
__SYCL_REL2(islessequal) __SYCL_REL2(islessgreater) __SYCL_REL2(isordered) __SYCL_REL2(isunordered)
#undef __SYCL_REL1
#undef __SYCL_REL2
// any/all look at the most significant bit of integer elements (or the
// value of bools): an int for a vec or swizzle, a bool for a scalar or a
// marray.
namespace detail {
template <typename T> bool msb_of(T x) {
  if constexpr (std::is_same_v<T, bool>)
    return x;
  else
    return (std::make_unsigned_t<T>(x) >> (sizeof(T) * 8 - 1)) != 0;
}
template <typename T> struct is_marray : std::false_type {};
template <typename T, size_t N> struct is_marray<marray<T, N>> : std::true_type {};
template <bool All, typename T> bool any_all_of(const T &x) {
  using V = math_value_t<T>;
  if constexpr (is_vec_or_marray<V>::value) {
    V v(x);
    for (size_t i = 0; i < V::size(); ++i)
      if (msb_of(v[i]) != All)
        return !All;
    return All;
  } else {
    return msb_of(x);
  }
}
template <typename T> using any_all_t = std::conditional_t<is_vec_or_marray<math_value_t<T>>::value && !is_marray<math_value_t<T>>::value, int, bool>;
// bitselect on the bits of any element type.
template <typename T> T bitselect_of(T a, T b, T c) {
  using U = std::conditional_t<sizeof(T) == 1, uint8_t,
                               std::conditional_t<sizeof(T) == 2, uint16_t, std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>>>;
  U ua = __builtin_bit_cast(U, a), ub = __builtin_bit_cast(U, b), uc = __builtin_bit_cast(U, c);
  return __builtin_bit_cast(T, U((ua & ~uc) | (ub & uc)));
}
} // namespace detail
template <typename T>
std::enable_if_t<std::is_integral_v<detail::element_t<T>>, detail::any_all_t<T>> any(const T &x) {
  return detail::any_all_t<T>(detail::any_all_of<false>(x));
}
template <typename T>
std::enable_if_t<std::is_integral_v<detail::element_t<T>>, detail::any_all_t<T>> all(const T &x) {
  return detail::any_all_t<T>(detail::any_all_of<true>(x));
}
template <typename T1, typename T2, typename T3> detail::same_gen_t<T1, T2, T3> bitselect(const T1 &a, const T2 &b, const T3 &c) {
  return detail::elementwise<detail::math_value_t<T1>>([](auto x, auto y, auto z) { return detail::bitselect_of(x, y, z); },
                                                       a, b, c);
}
// select(a, b, c): b where c is true (a scalar bool, the most significant bit
// of a vec's integer elements, a marray's bools), else a.
template <typename T> std::enable_if_t<detail::is_math_scalar_v<T>, T> select(T a, T b, bool c) { return c ? b : a; }
template <typename T1, typename T2, typename T3,
          typename = std::enable_if_t<detail::is_nonscalar_v<T1> && detail::same_value_v<T1, T2> &&
                                      detail::is_nonscalar_v<T3> &&
                                      detail::math_value_t<T3>::size() == detail::math_value_t<T1>::size()>>
detail::math_value_t<T1> select(const T1 &a, const T2 &b, const T3 &c) {
  return detail::elementwise<detail::math_value_t<T1>>([](auto x, auto y, auto z) { return detail::msb_of(z) ? y : x; },
                                                       a, b, c);
}

} // namespace sycl

#endif
