//===- sycl/ext/oneapi/experimental/printf.hpp - ext::oneapi::experimental::printf ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_EXPERIMENTAL_PRINTF_HPP
#define SYCL_EXT_ONEAPI_EXPERIMENTAL_PRINTF_HPP

#include <sycl/detail/kernel_launch.hpp>

namespace sycl {

namespace ext::oneapi {
using sycl::sub_group;
namespace experimental {
// OpenCL's printf. The format (and %s strings) must be string literals:
// the target gives them copies in the constant address space that OpenCL
// printf reads; inlined even at -O0 so that the target sees the literals.
// float arguments go as double, so the device needs fp64.
template <typename FormatT, typename... A>
__attribute__((always_inline)) inline int printf(const FormatT *format, A... args) {
  static_assert(std::is_same_v<std::remove_cv_t<FormatT>, char>, "printf takes a string literal as its format");
#ifdef __SYCL_DEVICE_ONLY__
  return detail::ocl::printf(format, args...);
#else
  return std::printf(format, args...);
#endif
}
} // namespace experimental
} // namespace ext::oneapi

} // namespace sycl

#endif // SYCL_EXT_ONEAPI_EXPERIMENTAL_PRINTF_HPP
