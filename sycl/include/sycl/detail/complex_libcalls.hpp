//===- sycl/detail/complex_libcalls.hpp - C99 complex runtime calls in device code ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// std::complex<float> and std::complex<double> work in kernels, as in DPC++.
// Clang multiplies and divides `_Complex` values (libstdc++'s representation)
// through the runtime calls __mulsc3/__muldc3/__divsc3/__divdc3, which keep
// C's Annex G results for infinities and NaNs, and libstdc++'s abs, arg,
// exp, log, sqrt and pow of a complex call C99's cabs, carg, cexp, clog,
// csqrt and cpow. No device has these, so device code defines them here.
// They are `inline`: Clang emits one only when code generation calls it, so
// a kernel without complex numbers gets none of them (nor needs fp64).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_COMPLEX_LIBCALLS_HPP
#define SYCL_DETAIL_COMPLEX_LIBCALLS_HPP

#include <sycl/math.hpp>

#ifdef __SYCL_DEVICE_ONLY__
namespace sycl::detail::cplx {

template <typename T> struct complex_of;
template <> struct complex_of<float> { using type = _Complex float; };
template <> struct complex_of<double> { using type = _Complex double; };
template <typename T> using cx = typename complex_of<T>::type;

template <typename T> cx<T> make(T re, T im) {
  cx<T> z;
  __real__ z = re;
  __imag__ z = im;
  return z;
}
template <typename T> bool nan_(T x) { return x != x; }
template <typename T> bool inf_(T x) { return !nan_(x) && nan_(x - x); }
template <typename T> bool finite_(T x) { return !nan_(x - x); }
// 1 or 0 with x's sign, by whether x is infinite (Annex G's "box" step).
template <typename T> T box(T x) { return sycl::copysign(inf_(x) ? T(1) : T(0), x); }
template <typename T> T zero_if_nan(T x) { return nan_(x) ? sycl::copysign(T(0), x) : x; }
template <typename T> T infinity() { return __builtin_inf(); }

// (a + ib)(c + id), with C11 Annex G's recovery when both parts come out NaN
// although an operand was infinite.
template <typename T> cx<T> mul(T a, T b, T c, T d) {
  T ac = a * c, bd = b * d, ad = a * d, bc = b * c;
  T x = ac - bd, y = ad + bc;
  if (!nan_(x) || !nan_(y))
    return make(x, y);
  bool again = false;
  if (inf_(a) || inf_(b)) {
    a = box(a), b = box(b), c = zero_if_nan(c), d = zero_if_nan(d);
    again = true;
  }
  if (inf_(c) || inf_(d)) {
    c = box(c), d = box(d), a = zero_if_nan(a), b = zero_if_nan(b);
    again = true;
  }
  if (!again && (inf_(ac) || inf_(bd) || inf_(ad) || inf_(bc))) {
    a = zero_if_nan(a), b = zero_if_nan(b), c = zero_if_nan(c), d = zero_if_nan(d);
    again = true;
  }
  if (again)
    x = infinity<T>() * (a * c - b * d), y = infinity<T>() * (a * d + b * c);
  return make(x, y);
}

// (a + ib) / (c + id): the divisor is scaled by a power of two first so that
// |c|² + |d|² neither overflows nor underflows; Annex G's recovery follows.
template <typename T> cx<T> div(T a, T b, T c, T d) {
  T logbw = sycl::logb(sycl::fmax(sycl::fabs(c), sycl::fabs(d)));
  int ilogbw = 0;
  if (finite_(logbw)) {
    ilogbw = int(logbw);
    c = sycl::ldexp(c, -ilogbw), d = sycl::ldexp(d, -ilogbw);
  }
  T denom = c * c + d * d;
  T x = sycl::ldexp((a * c + b * d) / denom, -ilogbw);
  T y = sycl::ldexp((b * c - a * d) / denom, -ilogbw);
  if (!nan_(x) || !nan_(y))
    return make(x, y);
  if (denom == T(0) && (!nan_(a) || !nan_(b))) {
    x = sycl::copysign(infinity<T>(), c) * a, y = sycl::copysign(infinity<T>(), c) * b;
  } else if ((inf_(a) || inf_(b)) && finite_(c) && finite_(d)) {
    a = box(a), b = box(b);
    x = infinity<T>() * (a * c + b * d), y = infinity<T>() * (b * c - a * d);
  } else if (inf_(logbw) && logbw > T(0) && finite_(a) && finite_(b)) {
    c = box(c), d = box(d);
    x = T(0) * (a * c + b * d), y = T(0) * (b * c - a * d);
  }
  return make(x, y);
}

template <typename T> T abs(cx<T> z) { return sycl::hypot(__real__ z, __imag__ z); }
template <typename T> T arg(cx<T> z) { return sycl::atan2(__imag__ z, __real__ z); }

template <typename T> cx<T> exp(cx<T> z) {
  T re = __real__ z, im = __imag__ z;
  if (im == T(0) && !nan_(re)) // exact for real arguments, e^(+-inf) included
    return make(sycl::exp(re), im);
  if (inf_(re) && !finite_(im)) {
    if (re < T(0))
      return make(T(0), T(0));
    return make(re, im - im); // (+inf, NaN)
  }
  T m = sycl::exp(re);
  return make(m * sycl::cos(im), m * sycl::sin(im));
}

template <typename T> cx<T> log(cx<T> z) { return make(sycl::log(abs<T>(z)), arg<T>(z)); }

// The principal root: the real part is never negative, the imaginary part
// has the sign of z's.
template <typename T> cx<T> sqrt(cx<T> z) {
  T re = __real__ z, im = __imag__ z;
  if (inf_(im))
    return make(infinity<T>(), im);
  if (inf_(re)) {
    if (re > T(0))
      return make(re, nan_(im) ? im : sycl::copysign(T(0), im));
    return make(nan_(im) ? sycl::fabs(im - im) : T(0), sycl::copysign(infinity<T>(), im));
  }
  if (re == T(0) && im == T(0))
    return make(T(0), im);
  T t = sycl::sqrt((sycl::fabs(re) + abs<T>(z)) / T(2));
  if (re >= T(0))
    return make(t, im / (T(2) * t));
  return make(sycl::fabs(im) / (T(2) * t), sycl::copysign(t, im));
}

template <typename T> cx<T> pow(cx<T> z, cx<T> w) {
  if (__real__ z == T(0) && __imag__ z == T(0)) {
    if (__real__ w == T(0) && __imag__ w == T(0))
      return make(T(1), T(0));
    if (__imag__ w == T(0) && __real__ w > T(0))
      return make(T(0), T(0));
  }
  cx<T> l = log<T>(z);
  return exp<T>(mul<T>(__real__ w, __imag__ w, __real__ l, __imag__ l));
}

} // namespace sycl::detail::cplx

#define __SYCL_COMPLEX_LIBCALLS(T, s, sfx)                                                                               \
  extern "C" inline T _Complex __mul##s##c3(T a, T b, T c, T d) { return ::sycl::detail::cplx::mul<T>(a, b, c, d); }  \
  extern "C" inline T _Complex __div##s##c3(T a, T b, T c, T d) { return ::sycl::detail::cplx::div<T>(a, b, c, d); }  \
  extern "C" inline T cabs##sfx(T _Complex z) { return ::sycl::detail::cplx::abs<T>(z); }                              \
  extern "C" inline T carg##sfx(T _Complex z) { return ::sycl::detail::cplx::arg<T>(z); }                              \
  extern "C" inline T _Complex cexp##sfx(T _Complex z) { return ::sycl::detail::cplx::exp<T>(z); }                     \
  extern "C" inline T _Complex clog##sfx(T _Complex z) { return ::sycl::detail::cplx::log<T>(z); }                     \
  extern "C" inline T _Complex csqrt##sfx(T _Complex z) { return ::sycl::detail::cplx::sqrt<T>(z); }                   \
  extern "C" inline T _Complex cpow##sfx(T _Complex z, T _Complex w) { return ::sycl::detail::cplx::pow<T>(z, w); }
__SYCL_COMPLEX_LIBCALLS(float, s, f)
__SYCL_COMPLEX_LIBCALLS(double, d, )
#undef __SYCL_COMPLEX_LIBCALLS

#endif // __SYCL_DEVICE_ONLY__
#endif // SYCL_DETAIL_COMPLEX_LIBCALLS_HPP
