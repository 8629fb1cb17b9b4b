//===- sycl/ext/oneapi/functional.hpp - DPC++'s function object aliases ----===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// DPC++ kept its pre-SYCL 2020 names of the reduction function objects in
// ext::oneapi; they are the SYCL 2020 ones, so group algorithms, reductions
// and known_identity treat them alike.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_FUNCTIONAL_HPP
#define SYCL_EXT_ONEAPI_FUNCTIONAL_HPP

#include <sycl/functional.hpp>

namespace sycl::ext::oneapi {
template <typename T = void> using plus = sycl::plus<T>;
template <typename T = void> using multiplies = sycl::multiplies<T>;
template <typename T = void> using minimum = sycl::minimum<T>;
template <typename T = void> using maximum = sycl::maximum<T>;
template <typename T = void> using bit_and = sycl::bit_and<T>;
template <typename T = void> using bit_or = sycl::bit_or<T>;
template <typename T = void> using bit_xor = sycl::bit_xor<T>;
template <typename T = void> using logical_and = sycl::logical_and<T>;
template <typename T = void> using logical_or = sycl::logical_or<T>;
} // namespace sycl::ext::oneapi

#endif // SYCL_EXT_ONEAPI_FUNCTIONAL_HPP
