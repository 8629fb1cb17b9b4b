//===- sycl/ext/oneapi/experimental/device_global.hpp - device_global -----===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// DPC++'s sycl_ext_oneapi_device_global: a program-scope variable in device
// memory, one per device, that every kernel of the program reads and writes
// and that the host copies to and from with queue::memcpy/copy.
//
// In device code every access goes through __sycl_device_global_ptr(&value),
// which the device link replaces with the address of the variable's storage
// on the device, read from two specialization constants whose SpecIds come
// from the variable's name; the library makes the storage (initialized as
// the variable is) and sets them when it builds a kernel that uses it. The
// host compile registers each variable's address with its name, for
// queue::memcpy/copy (clang/tools/driver/SYCLDeviceGlobal.cpp,
// sycl/lib/device_global.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_EXPERIMENTAL_DEVICE_GLOBAL_HPP
#define SYCL_EXT_ONEAPI_EXPERIMENTAL_DEVICE_GLOBAL_HPP

#include <sycl/multi_ptr.hpp>
#include <sycl/queue.hpp>

#ifdef __SYCL_DEVICE_ONLY__
extern "C" __attribute__((const)) void *__sycl_device_global_ptr(const void *value);
#endif

namespace sycl {
namespace detail {
// The storage of the device_global whose host object is at host_object, on
// the device (sycl/lib/device_global.cpp).
void *device_global_storage(size_t device, const void *host_object);
} // namespace detail

namespace ext::oneapi::experimental {

template <typename T, typename Properties = void> class device_global {
  static_assert(std::is_trivially_destructible_v<T>, "a device_global's type must be trivially destructible");

public:
  using element_type = std::remove_extent_t<T>;

  constexpr device_global() = default;
  template <typename... Args, typename = std::enable_if_t<(sizeof...(Args) > 0)>>
  constexpr explicit device_global(Args &&...args) : value{std::forward<Args>(args)...} {}
  device_global(const device_global &) = delete;
  device_global &operator=(const device_global &) = delete;

  // Device code only, as in DPC++.
  __attribute__((always_inline)) T &get() noexcept { return *ptr(); }
  __attribute__((always_inline)) const T &get() const noexcept { return *ptr(); }
  __attribute__((always_inline)) operator T &() noexcept { return get(); }
  __attribute__((always_inline)) operator const T &() const noexcept { return get(); }
  __attribute__((always_inline)) device_global &operator=(const T &v) noexcept {
    get() = v;
    return *this;
  }
  template <typename U = T, typename = std::enable_if_t<std::is_array_v<U>>>
  __attribute__((always_inline)) element_type &operator[](std::ptrdiff_t i) noexcept {
    return get()[i];
  }
  template <typename U = T, typename = std::enable_if_t<std::is_array_v<U>>>
  __attribute__((always_inline)) const element_type &operator[](std::ptrdiff_t i) const noexcept {
    return get()[i];
  }
  template <typename U = T, typename = std::enable_if_t<std::is_class_v<U>>>
  __attribute__((always_inline)) T *operator->() noexcept {
    return ptr();
  }
  template <typename U = T, typename = std::enable_if_t<std::is_class_v<U>>>
  __attribute__((always_inline)) const T *operator->() const noexcept {
    return ptr();
  }
  static constexpr size_t get_size() noexcept { return sizeof(T); }

private:
  __attribute__((always_inline)) T *ptr() const noexcept {
#ifdef __SYCL_DEVICE_ONLY__
    return static_cast<T *>(__sycl_device_global_ptr(&value));
#else
    std::abort(); // kernels run on devices only
#endif
  }

  T value{};
};

} // namespace ext::oneapi::experimental

template <typename T, typename P>
event queue::memcpy(ext::oneapi::experimental::device_global<T, P> &dst, const void *src, size_t bytes, size_t offset,
                    const std::vector<event> &deps) {
  if (offset + bytes > sizeof(T))
    throw exception(errc::invalid, "queue::memcpy beyond the end of a device_global");
  char *storage = static_cast<char *>(detail::device_global_storage(get_device().get_index(), &dst));
  return memcpy(static_cast<void *>(storage + offset), static_cast<const void *>(src), bytes, deps);
}
template <typename T, typename P>
event queue::memcpy(void *dst, const ext::oneapi::experimental::device_global<T, P> &src, size_t bytes, size_t offset,
                    const std::vector<event> &deps) {
  if (offset + bytes > sizeof(T))
    throw exception(errc::invalid, "queue::memcpy beyond the end of a device_global");
  const char *storage = static_cast<const char *>(detail::device_global_storage(get_device().get_index(), &src));
  return memcpy(dst, static_cast<const void *>(storage + offset), bytes, deps);
}
template <typename T, typename P>
event queue::copy(const std::remove_all_extents_t<T> *src, ext::oneapi::experimental::device_global<T, P> &dst,
                  size_t count, size_t start, const std::vector<event> &deps) {
  using E = std::remove_all_extents_t<T>;
  return memcpy(dst, src, count * sizeof(E), start * sizeof(E), deps);
}
template <typename T, typename P>
event queue::copy(const ext::oneapi::experimental::device_global<T, P> &src, std::remove_all_extents_t<T> *dst,
                  size_t count, size_t start, const std::vector<event> &deps) {
  using E = std::remove_all_extents_t<T>;
  return memcpy(dst, src, count * sizeof(E), start * sizeof(E), deps);
}

} // namespace sycl

#endif
