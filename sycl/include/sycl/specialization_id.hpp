//===- sycl/specialization_id.hpp - specialization constant ids -----------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// A specialization constant is named by its specialization_id variable; the
// host and the device agree on the name through the unique stable name of a
// type instantiated with that variable (detail::spec_name).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SPECIALIZATION_ID_HPP
#define SYCL_SPECIALIZATION_ID_HPP

#include <sycl/exception.hpp>

namespace sycl {

template <typename T> class specialization_id {
public:
  using value_type = T;
  template <class... Args>
  explicit constexpr specialization_id(Args &&...args) : default_value(std::forward<Args>(args)...) {}
  specialization_id(const specialization_id &) = delete;
  specialization_id(specialization_id &&) = delete;
  specialization_id &operator=(const specialization_id &) = delete;
  specialization_id &operator=(specialization_id &&) = delete;
  constexpr const T &get_default() const { return default_value; } // library internal

private:
  T default_value;
};

namespace detail {
template <auto &SpecName> struct spec_tag {};
template <auto &SpecName> constexpr const char *spec_name() {
  return __builtin_sycl_unique_stable_name(spec_tag<SpecName>);
}
template <typename T> void store_spec_value(std::vector<unsigned char> &bytes, const T &value) {
  static_assert(std::is_trivially_copyable_v<T>, "a specialization constant must be trivially copyable");
  bytes.resize(sizeof(T));
  std::memcpy(bytes.data(), &value, sizeof(T));
}
template <typename T> T load_spec_value(const std::vector<unsigned char> &bytes) {
  alignas(T) unsigned char storage[sizeof(T)];
  std::memcpy(storage, bytes.data(), sizeof(T));
  return *reinterpret_cast<const T *>(storage);
}
} // namespace detail

} // namespace sycl

#endif // SYCL_SPECIALIZATION_ID_HPP
