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
    return T(name(float(x)));                                                                                     \
  else if constexpr (std::is_same_v<T, float>)                                                                              \
    return detail::ocl::name##_f(x);                                                                                   \
  else                                                                                                                 \
    return detail::ocl::name##_d(x);
#define __SYCL_CALL2(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(name(float(x), float(y)));                                                                                     \
  else if constexpr (std::is_same_v<T, float>)                                                                              \
    return detail::ocl::name##_f(x, y);                                                                                \
  else                                                                                                                 \
    return detail::ocl::name##_d(x, y);
#define __SYCL_CALL3(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(name(float(x), float(y), float(z)));                                                                                     \
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
    return T(name(float(x)));                                                                                          \
  else                                                                                                                 \
    return hostexpr;
#define __SYCL_CALL2(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(name(float(x), float(y)));                                                                                \
  else                                                                                                                 \
    return hostexpr;
#define __SYCL_CALL3(name, hostexpr)                                                                                   \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(name(float(x), float(y), float(z)));                                                                      \
  else                                                                                                                 \
    return hostexpr;
#endif

#define __SYCL_MATH1(name, len, hostexpr)                                                                              \
  __SYCL_DECL_OCL1(name, len)                                                                                          \
  template <typename T> std::enable_if_t<detail::is_float_v<T>, T> name(T x) { __SYCL_CALL1(name, hostexpr) }          \
  template <typename V> std::enable_if_t<detail::is_vec_or_marray<V>::value, V> name(const V &x) {                     \
    return detail::map_elements<V>([](auto e) { return name(e); }, x);                                                 \
  }
#define __SYCL_MATH2(name, len, hostexpr)                                                                              \
  __SYCL_DECL_OCL2(name, len)                                                                                          \
  template <typename T> std::enable_if_t<detail::is_float_v<T>, T> name(T x, T y) { __SYCL_CALL2(name, hostexpr) }     \
  template <typename V> std::enable_if_t<detail::is_vec_or_marray<V>::value, V> name(const V &x, const V &y) {         \
    return detail::map_elements<V>([](auto a, auto b) { return name(a, b); }, x, y);                                   \
  }
#define __SYCL_MATH3(name, len, hostexpr)                                                                              \
  __SYCL_DECL_OCL3(name, len)                                                                                          \
  template <typename T> std::enable_if_t<detail::is_float_v<T>, T> name(T x, T y, T z) {                               \
    __SYCL_CALL3(name, hostexpr)                                                                                       \
  }                                                                                                                    \
  template <typename V>                                                                                                \
  std::enable_if_t<detail::is_vec_or_marray<V>::value, V> name(const V &x, const V &y, const V &z) {                   \
    return detail::map_elements<V>([](auto a, auto b, auto c) { return name(a, b, c); }, x, y, z);                     \
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
    return T(name(float(x), n));                                                                                       \
  else if constexpr (std::is_same_v<T, float>)                                                                         \
    return detail::ocl::name##_f(x, n);                                                                                \
  else                                                                                                                 \
    return detail::ocl::name##_d(x, n);
#else
#define __SYCL_CALL_FI(name, hostexpr)                                                                                 \
  if constexpr (std::is_same_v<T, half>)                                                                               \
    return T(name(float(x), n));                                                                                       \
  else                                                                                                                 \
    return hostexpr;
#endif
template <typename T> std::enable_if_t<detail::is_float_v<T>, int> ilogb(T x) {
#ifdef __SYCL_DEVICE_ONLY__
  if constexpr (std::is_same_v<T, double>)
    return detail::ocl::ilogb_d(x);
  else
    return detail::ocl::ilogb_f(float(x));
#else
  return std::ilogb(std::conditional_t<std::is_same_v<T, double>, double, float>(x));
#endif
}
template <typename T, int N> vec<int, N> ilogb(const vec<T, N> &x) {
  vec<int, N> r;
  for (int i = 0; i < N; ++i)
    r[i] = ilogb(x[i]);
  return r;
}
template <typename T, size_t N> marray<int, N> ilogb(const marray<T, N> &x) {
  marray<int, N> r;
  for (size_t i = 0; i < N; ++i)
    r[i] = ilogb(x[i]);
  return r;
}
#define __SYCL_MATH_FI(name, hostexpr)                                                                                 \
  template <typename T> std::enable_if_t<detail::is_float_v<T>, T> name(T x, int n) { __SYCL_CALL_FI(name, hostexpr) } \
  template <typename V, typename N>                                                                                    \
  std::enable_if_t<detail::is_vec_or_marray<V>::value && detail::is_float_v<typename V::value_type>, V> name(          \
      const V &x, const N &n) {                                                                                        \
    V r;                                                                                                               \
    for (size_t i = 0; i < V::size(); ++i) {                                                                           \
      if constexpr (detail::is_vec_or_marray<N>::value)                                                                \
        r[i] = name(x[i], int(n[i]));                                                                                  \
      else                                                                                                             \
        r[i] = name(x[i], int(n));                                                                                     \
    }                                                                                                                  \
    return r;                                                                                                          \
  }
__SYCL_MATH_FI(ldexp, std::ldexp(x, n))
__SYCL_MATH_FI(pown, std::pow(x, T(n)))
__SYCL_MATH_FI(rootn, std::pow(x, T(1) / T(n)))
#undef __SYCL_MATH_FI
#undef __SYCL_CALL_FI
// nan(code): a quiet NaN; the type of code picks float (32-bit) or double.
template <typename U> std::enable_if_t<std::is_integral_v<U>, std::conditional_t<(sizeof(U) > 4), double, float>> nan(U code) {
#ifdef __SYCL_DEVICE_ONLY__
  if constexpr (sizeof(U) > 4)
    return detail::ocl::nan_d((unsigned long)code);
  else
    return detail::ocl::nan_f(unsigned(code));
#else
  (void)code;
  return std::numeric_limits<std::conditional_t<(sizeof(U) > 4), double, float>>::quiet_NaN();
#endif
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
template <typename T, typename O> T remquo_impl(T x, T y, O &out) {
  __SYCL_CALL_OUT(remquo, return std::remquo(x, y, &out);, x, y)
}
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
#define __SYCL_MATH_OUT(name)                                                                                          \
  template <typename T, typename Ptr> std::enable_if_t<detail::is_genfloat_v<T>, T> name(T x, Ptr out) {              \
    return detail::call_out([](auto a, auto &o) { return detail::name##_impl(a, o); }, out, x);                       \
  }
__SYCL_MATH_OUT(frexp)
__SYCL_MATH_OUT(modf)
__SYCL_MATH_OUT(sincos)
__SYCL_MATH_OUT(fract)
__SYCL_MATH_OUT(lgamma_r)
#undef __SYCL_MATH_OUT
template <typename T, typename Ptr> std::enable_if_t<detail::is_genfloat_v<T>, T> remquo(T x, T y, Ptr quo) {
  return detail::call_out([](auto a, auto &o, auto b) { return detail::remquo_impl(a, b, o); }, quo, x, y);
}

// native:: and half_precision:: trade precision for speed on real hardware;
// here they are the full-precision functions, which SYCL allows.
#define __SYCL_FORWARD1(name)                                                                                          \
  template <typename T> auto name(const T &x) { return sycl::name(x); }
#define __SYCL_FORWARD_SET                                                                                             \
  __SYCL_FORWARD1(sqrt) __SYCL_FORWARD1(rsqrt) __SYCL_FORWARD1(sin) __SYCL_FORWARD1(cos) __SYCL_FORWARD1(tan)          \
  __SYCL_FORWARD1(exp) __SYCL_FORWARD1(exp2) __SYCL_FORWARD1(exp10) __SYCL_FORWARD1(log) __SYCL_FORWARD1(log2)         \
  __SYCL_FORWARD1(log10)                                                                                               \
  template <typename T> auto recip(const T &x) { return T(1) / x; }                                                    \
  template <typename T> auto divide(const T &x, const T &y) { return x / y; }                                          \
  template <typename T> auto powr(const T &x, const T &y) { return sycl::powr(x, y); }
namespace native {
__SYCL_FORWARD_SET
}
namespace half_precision {
__SYCL_FORWARD_SET
}
#undef __SYCL_FORWARD_SET
#undef __SYCL_FORWARD1

// Common functions. The bounds are deduced separately and must match x, so
// that an explicit clamp<T>(x, 0, 1) is not viable here: the CTS's own
// reference clamp<half> (found by ADL through sycl::half) stays unambiguous.
template <typename T, typename Lo, typename Hi,
          typename = std::enable_if_t<std::is_same_v<T, Lo> && std::is_same_v<T, Hi>>>
T clamp(T x, Lo lo, Hi hi) {
  if constexpr (detail::is_vec_or_marray<T>::value)
    return detail::map_elements<T>([](auto a, auto b, auto c) { return clamp(a, b, c); }, x, lo, hi);
  else
    return x < lo ? lo : (x > hi ? hi : x);
}
template <typename V, typename = std::enable_if_t<detail::is_vec_or_marray<V>::value>>
V clamp(const V &x, typename V::value_type lo, typename V::value_type hi) {
  return clamp(x, V(lo), V(hi));
}
template <typename T> T min(T a, T b) {
  if constexpr (detail::is_vec_or_marray<T>::value)
    return detail::map_elements<T>([](auto x, auto y) { return min(x, y); }, a, b);
  else if constexpr (detail::is_float_v<T>)
    return fmin(a, b);
  else
    return b < a ? b : a;
}
template <typename T> T max(T a, T b) {
  if constexpr (detail::is_vec_or_marray<T>::value)
    return detail::map_elements<T>([](auto x, auto y) { return max(x, y); }, a, b);
  else if constexpr (detail::is_float_v<T>)
    return fmax(a, b);
  else
    return a < b ? b : a;
}
template <typename T> T degrees(T r) { return r * T(180.0 / M_PI); }
template <typename T> T radians(T d) { return d * T(M_PI / 180.0); }
template <typename T> T mix(T x, T y, T a) { return x + (y - x) * a; }
template <typename T> T step(T edge, T x) {
  if constexpr (detail::is_vec_or_marray<T>::value)
    return detail::map_elements<T>([](auto e, auto v) { return step(e, v); }, edge, x);
  else
    return x < edge ? T(0) : T(1);
}
template <typename T> T smoothstep(T e0, T e1, T x) {
  if constexpr (detail::is_vec_or_marray<T>::value) {
    return detail::map_elements<T>([](auto a, auto b, auto c) { return smoothstep(a, b, c); }, e0, e1, x);
  } else {
    T t = clamp((x - e0) / (e1 - e0), T(0), T(1));
    return t * t * (T(3) - T(2) * t);
  }
}
template <typename T> T sign(T x) {
  if constexpr (detail::is_vec_or_marray<T>::value)
    return detail::map_elements<T>([](auto v) { return sign(v); }, x);
  else
    return x > T(0) ? T(1) : (x < T(0) ? T(-1) : T(0));
}

// Integer functions.
#ifdef __SYCL_DEVICE_ONLY__
namespace detail::ocl {
long mul_hi_l(long, long) __asm__("_Z6mul_hill");
unsigned long mul_hi_ul(unsigned long, unsigned long) __asm__("_Z6mul_himm");
} // namespace detail::ocl
#endif
template <typename T> std::enable_if_t<std::is_integral_v<T>, std::make_unsigned_t<T>> abs(T x) {
  return std::make_unsigned_t<T>(x < 0 ? -x : x);
}
template <typename T> std::enable_if_t<detail::is_float_v<T>, T> abs(T x) { return fabs(x); }
template <typename T> std::enable_if_t<std::is_integral_v<T>, std::make_unsigned_t<T>> abs_diff(T x, T y) {
  return x > y ? std::make_unsigned_t<T>(x) - std::make_unsigned_t<T>(y)
               : std::make_unsigned_t<T>(y) - std::make_unsigned_t<T>(x);
}
#ifdef __SYCL_DEVICE_ONLY__
// popcount, clz and ctz are OpenCL builtins on the device: the portable loops
// below vectorize into bit-mask code that SPIR-V kernels cannot express.
namespace detail::ocl {
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
} // namespace detail::ocl
#define __SYCL_BITCOUNT_DEVICE(name) return T(detail::ocl::name(detail::ocl::ocl_int_t<T>(x)));
#else
#define __SYCL_BITCOUNT_DEVICE(name)
#endif
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> popcount(T x) {
  __SYCL_BITCOUNT_DEVICE(popcount)
  auto u = std::make_unsigned_t<T>(x);
  T n = 0;
  for (; u; u &= u - 1)
    ++n;
  return n;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> clz(T x) {
  __SYCL_BITCOUNT_DEVICE(clz)
  auto u = std::make_unsigned_t<T>(x);
  T n = 0;
  for (int b = int(sizeof(T) * 8) - 1; b >= 0 && !((u >> b) & 1); --b)
    ++n;
  return n;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> ctz(T x) {
  __SYCL_BITCOUNT_DEVICE(ctz)
  auto u = std::make_unsigned_t<T>(x);
  T n = 0;
  for (int b = 0; b < int(sizeof(T) * 8) && !((u >> b) & 1); ++b)
    ++n;
  return n;
}
#undef __SYCL_BITCOUNT_DEVICE
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> rotate(T v, T by) {
  using U = std::make_unsigned_t<T>;
  constexpr unsigned Bits = sizeof(T) * 8;
  unsigned s = unsigned(U(by) % Bits);
  return s ? T((U(v) << s) | (U(v) >> (Bits - s))) : v;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> hadd(T x, T y) { return (x >> 1) + (y >> 1) + (x & y & 1); }
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> rhadd(T x, T y) {
  return (x >> 1) + (y >> 1) + ((x | y) & 1);
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> mul_hi(T x, T y) {
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
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> mad_hi(T a, T b, T c) { return mul_hi(a, b) + c; }
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> add_sat(T x, T y) {
  T r;
  if (__builtin_add_overflow(x, y, &r))
    return (std::is_signed_v<T> && x < 0) ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
  return r;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> sub_sat(T x, T y) {
  T r;
  if (__builtin_sub_overflow(x, y, &r))
    return (std::is_signed_v<T> && y > 0) || !std::is_signed_v<T> ? std::numeric_limits<T>::min()
                                                                    : std::numeric_limits<T>::max();
  return r;
}
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> mul24(T x, T y) { return x * y; }
template <typename T> std::enable_if_t<std::is_integral_v<T>, T> mad24(T x, T y, T z) { return x * y + z; }

// Geometric functions (float and double vectors of 1-4 elements, and scalars).
template <typename T> auto dot(const T &a, const T &b) {
  if constexpr (detail::is_vec_or_marray<T>::value) {
    typename detail::element_of<T>::type s = 0;
    for (size_t i = 0; i < T::size(); ++i)
      s += a[i] * b[i];
    return s;
  } else {
    return a * b;
  }
}
template <typename T> T cross(const T &a, const T &b) {
  T r = a;
  r[0] = a[1] * b[2] - a[2] * b[1];
  r[1] = a[2] * b[0] - a[0] * b[2];
  r[2] = a[0] * b[1] - a[1] * b[0];
  return r;
}
template <typename T> auto length(const T &a) { return sqrt(dot(a, a)); }
template <typename T> auto distance(const T &a, const T &b) { return length(a - b); }
template <typename T> T normalize(const T &a) {
  auto l = length(a);
  if constexpr (detail::is_vec_or_marray<T>::value)
    return a / typename detail::element_of<T>::type(l);
  else
    return a / l;
}
template <typename T> auto fast_length(const T &a) { return length(a); }
template <typename T> auto fast_distance(const T &a, const T &b) { return distance(a, b); }
template <typename T> T fast_normalize(const T &a) { return normalize(a); }

// Relational functions: scalars give bool (int for the OpenCL-style is*),
// vectors give vec<signed, N> with -1 for true, marrays give marray<bool>.
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> isnan(T x) { return x != x; }
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> isinf(T x) {
  return x == std::numeric_limits<T>::infinity() || x == -std::numeric_limits<T>::infinity();
}
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> isfinite(T x) { return !isnan(x) && !isinf(x); }
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> isnormal(T x) {
  return isfinite(x) && fabs(x) >= std::numeric_limits<T>::min();
}
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> signbit(T x) {
  return x < T(0) || (x == T(0) && T(1) / x < T(0));
}
#define __SYCL_REL_VEC(name)                                                                                           \
  template <typename T, int N> vec<detail::rel_t<T>, N> name(const vec<T, N> &x) {                                     \
    vec<detail::rel_t<T>, N> r;                                                                                        \
    for (int i = 0; i < N; ++i)                                                                                        \
      r[i] = name(x[i]) ? -1 : 0;                                                                                      \
    return r;                                                                                                          \
  }                                                                                                                    \
  template <typename T, size_t N> marray<bool, N> name(const marray<T, N> &x) {                                        \
    marray<bool, N> r;                                                                                                 \
    for (size_t i = 0; i < N; ++i)                                                                                     \
      r[i] = name(x[i]);                                                                                               \
    return r;                                                                                                          \
  }
__SYCL_REL_VEC(isnan)
__SYCL_REL_VEC(isinf)
__SYCL_REL_VEC(isfinite)
__SYCL_REL_VEC(isnormal)
__SYCL_REL_VEC(signbit)
#undef __SYCL_REL_VEC
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> isequal(T a, T b) { return a == b; }
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> isnotequal(T a, T b) { return a != b; }
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> isgreater(T a, T b) { return a > b; }
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> isless(T a, T b) { return a < b; }
template <typename T> std::enable_if_t<detail::is_float_v<T>, bool> isunordered(T a, T b) {
  return isnan(a) || isnan(b);
}
// any/all look at the sign bit of vector elements, and at the value of a
// scalar or of marray<bool> elements.
template <typename T> bool any(const T &x) {
  if constexpr (detail::is_vec_or_marray<T>::value) {
    for (size_t i = 0; i < T::size(); ++i)
      if (any(x[i]))
        return true;
    return false;
  } else if constexpr (std::is_same_v<T, bool>) {
    return x;
  } else {
    return x < 0;
  }
}
template <typename T> bool all(const T &x) {
  if constexpr (detail::is_vec_or_marray<T>::value) {
    for (size_t i = 0; i < T::size(); ++i)
      if (!all(x[i]))
        return false;
    return true;
  } else if constexpr (std::is_same_v<T, bool>) {
    return x;
  } else {
    return x < 0;
  }
}
template <typename T> T select(T a, T b, bool c) { return c ? b : a; }
template <typename T> T bitselect(T a, T b, T c) { return (a & ~c) | (b & c); }

} // namespace sycl

#endif
