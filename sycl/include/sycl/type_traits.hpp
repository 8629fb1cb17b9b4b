//===- sycl/type_traits.hpp - sycl::byte and is_device_copyable -----------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_TYPE_TRAITS_HPP
#define SYCL_TYPE_TRAITS_HPP

#include <sycl/detail/common.hpp>

namespace sycl {

// SYCL 2020 keeps sycl::byte, deprecated in favour of std::byte.
using byte [[deprecated("use std::byte instead")]] = unsigned char;

// Types whose bytes may be copied to the device (SYCL 2020 3.13.1): the
// trivially copyable ones, and the standard wrappers of device-copyable
// types. Users specialize it for their own types.
template <typename T> struct is_device_copyable : std::is_trivially_copyable<T> {};
template <typename T> struct is_device_copyable<const T> : is_device_copyable<T> {};
template <typename T, size_t N>
struct is_device_copyable<std::array<T, N>> : is_device_copyable<T> {};
template <typename T> struct is_device_copyable<std::optional<T>> : is_device_copyable<T> {};
template <typename T, typename U>
struct is_device_copyable<std::pair<T, U>> : std::bool_constant<is_device_copyable<T>::value && is_device_copyable<U>::value> {};
template <typename... T>
struct is_device_copyable<std::tuple<T...>> : std::bool_constant<(is_device_copyable<T>::value && ...)> {};
template <typename... T>
struct is_device_copyable<std::variant<T...>> : std::bool_constant<(is_device_copyable<T>::value && ...)> {};
#if __cplusplus >= 202002L && __has_include(<span>)
template <typename T, size_t E> struct is_device_copyable<std::span<T, E>> : std::true_type {};
#endif
template <typename T> inline constexpr bool is_device_copyable_v = is_device_copyable<T>::value;

} // namespace sycl

#endif // SYCL_TYPE_TRAITS_HPP
