//===- sycl/specialization_id.hpp - specialization constant ids -----------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// A specialization constant of type T is ceil(sizeof(T) / 4) 32-bit SPIR-V
// specialization constants (OpSpecConstant, SpecIds base .. base + n - 1)
// and a word saying whether it was set (SpecId base + 255), so any
// trivially copyable T works. The base SpecId comes
// from the unique stable name of a type instantiated with the
// specialization_id variable, which the host and the device compile agree
// on. The host sends the words with the launch; the runtime builds the
// module with them (Level-Zero specialization constants); device code
// reads them with __spirv_SpecConstant (kernel_handler.hpp).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SPECIALIZATION_ID_HPP
#define SYCL_SPECIALIZATION_ID_HPP

#include <sycl/exception.hpp>

#include <map>

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
template <auto &SpecName> using spec_value_t = typename std::remove_reference_t<decltype(SpecName)>::value_type;
template <auto &SpecName> struct spec_tag {};

constexpr uint32_t fnv1a(const char *s) {
  uint32_t h = 2166136261u;
  while (*s)
    h = (h ^ static_cast<unsigned char>(*s++)) * 16777619u;
  return h;
}
template <typename T> constexpr size_t spec_word_count = (sizeof(T) + 3) / 4;
// A 23-bit hash of the constant's name, times 256 words per constant.
template <auto &SpecName> constexpr uint32_t spec_base_id() {
  using T = spec_value_t<SpecName>;
  static_assert(std::is_trivially_copyable_v<T>, "a specialization constant must be trivially copyable");
  static_assert(spec_word_count<T> <= 255, "a specialization constant may have at most 1020 bytes");
  return (fnv1a(__builtin_sycl_unique_stable_name(spec_tag<SpecName>)) & 0x7FFFFFu) << 8;
}
// SpecId of the word saying whether the constant was set (1) or keeps its
// default (0): defaults may have padding bytes, which cannot be literal
// words, so kernels read an unset constant's default from the
// specialization_id object itself.
template <auto &SpecName> constexpr uint32_t spec_set_id() { return spec_base_id<SpecName>() + 255; }

// The values set for a launch or a kernel bundle: SpecId -> word.
using spec_constant_set = std::map<uint32_t, uint32_t>;
template <auto &SpecName> void set_spec_constant(spec_constant_set &set, const spec_value_t<SpecName> &value) {
  using T = spec_value_t<SpecName>;
  uint32_t words[spec_word_count<T>] = {};
  std::memcpy(words, &value, sizeof(T));
  for (size_t i = 0; i < spec_word_count<T>; ++i)
    set[spec_base_id<SpecName>() + uint32_t(i)] = words[i];
  set[spec_set_id<SpecName>()] = 1;
}
template <auto &SpecName> spec_value_t<SpecName> get_spec_constant(const spec_constant_set &set) {
  using T = spec_value_t<SpecName>;
  if (!set.count(spec_set_id<SpecName>()))
    return SpecName.get_default();
  uint32_t words[spec_word_count<T>];
  for (size_t i = 0; i < spec_word_count<T>; ++i)
    words[i] = set.at(spec_base_id<SpecName>() + uint32_t(i));
  alignas(T) unsigned char storage[sizeof(T)];
  std::memcpy(storage, words, sizeof(T));
  return *reinterpret_cast<const T *>(storage);
}
} // namespace detail

} // namespace sycl

#endif // SYCL_SPECIALIZATION_ID_HPP
