//===- sycl/kernel_handler.hpp - kernel_handler ----------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// A kernel that takes a kernel_handler as its last parameter reads
// specialization constants through it. Each word of a constant is one
// __spirv_SpecConstant call with a literal SpecId and default, which our
// target turns into OpSpecConstant (specialization_id.hpp has the layout).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_KERNEL_HANDLER_HPP
#define SYCL_KERNEL_HANDLER_HPP

#include <sycl/specialization_id.hpp>

#ifdef __SYCL_DEVICE_ONLY__
SYCL_EXTERNAL int __spirv_SpecConstant(int, int);
#endif

namespace sycl {

namespace detail {
#ifdef __SYCL_DEVICE_ONLY__
// A template argument keeps the SpecId literal in the IR, also at -O0.
template <uint32_t Id> __attribute__((always_inline)) inline uint32_t spec_word() {
  return uint32_t(__spirv_SpecConstant(int(Id), 0));
}
template <auto &SpecName, size_t... I> spec_value_t<SpecName> read_spec_constant(std::index_sequence<I...>) {
  using T = spec_value_t<SpecName>;
  if (!spec_word<spec_set_id<SpecName>()>())
    return SpecName.get_default();
  uint32_t words[] = {spec_word<spec_base_id<SpecName>() + uint32_t(I)>()...};
  alignas(T) unsigned char storage[sizeof(T)];
  __builtin_memcpy(storage, words, sizeof(T));
  return *reinterpret_cast<const T *>(storage);
}
#endif
} // namespace detail

class kernel_handler {
public:
  template <auto &SpecName> detail::spec_value_t<SpecName> get_specialization_constant() const {
#ifdef __SYCL_DEVICE_ONLY__
    return detail::read_spec_constant<SpecName>(
        std::make_index_sequence<detail::spec_word_count<detail::spec_value_t<SpecName>>>());
#else
    return SpecName.get_default(); // kernels run on devices only
#endif
  }
};

namespace detail {
// Calls a kernel function with its arguments, plus a kernel_handler when it
// takes one.
template <typename K, typename... A> __attribute__((always_inline)) inline void call_kernel(const K &k, A &&...args) {
  if constexpr (std::is_invocable_v<const K &, A..., kernel_handler>)
    k(std::forward<A>(args)..., kernel_handler());
  else
    k(std::forward<A>(args)...);
}
} // namespace detail

} // namespace sycl

#endif // SYCL_KERNEL_HANDLER_HPP
