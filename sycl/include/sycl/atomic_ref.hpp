//===- sycl/atomic_ref.hpp - memory orders and scopes, atomic_ref and atomic_fence ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ATOMIC_REF_HPP
#define SYCL_ATOMIC_REF_HPP

#include <sycl/buffer.hpp>

namespace sycl {

// ---------------------------------------------------------------- atomics
enum class memory_order { relaxed, acquire, release, acq_rel, seq_cst };
enum class memory_scope { work_item, sub_group, work_group, device, system };
inline constexpr auto memory_order_relaxed = memory_order::relaxed;
inline constexpr auto memory_order_acquire = memory_order::acquire;
inline constexpr auto memory_order_release = memory_order::release;
inline constexpr auto memory_order_acq_rel = memory_order::acq_rel;
inline constexpr auto memory_order_seq_cst = memory_order::seq_cst;
inline constexpr auto memory_scope_work_item = memory_scope::work_item;
inline constexpr auto memory_scope_sub_group = memory_scope::sub_group;
inline constexpr auto memory_scope_work_group = memory_scope::work_group;
inline constexpr auto memory_scope_device = memory_scope::device;
inline constexpr auto memory_scope_system = memory_scope::system;

namespace detail {
constexpr int gcc_order(memory_order o) {
  return o == memory_order::relaxed   ? __ATOMIC_RELAXED
         : o == memory_order::acquire ? __ATOMIC_ACQUIRE
         : o == memory_order::release ? __ATOMIC_RELEASE
         : o == memory_order::acq_rel ? __ATOMIC_ACQ_REL
                                      : __ATOMIC_SEQ_CST;
}
constexpr int load_order(memory_order o) {
  return o == memory_order::release ? __ATOMIC_RELAXED : o == memory_order::acq_rel ? __ATOMIC_ACQUIRE : gcc_order(o);
}
constexpr int store_order(memory_order o) {
  return o == memory_order::acquire ? __ATOMIC_RELAXED : o == memory_order::acq_rel ? __ATOMIC_RELEASE : gcc_order(o);
}
#define __SYCL_SCOPE(s)                                                                                                \
  ((s) == memory_scope::work_item    ? __MEMORY_SCOPE_SINGLE                                                           \
   : (s) == memory_scope::sub_group  ? __MEMORY_SCOPE_WVFRNT                                                           \
   : (s) == memory_scope::work_group ? __MEMORY_SCOPE_WRKGRP                                                           \
   : (s) == memory_scope::device     ? __MEMORY_SCOPE_DEVICE                                                           \
                                     : __MEMORY_SCOPE_SYSTEM)
} // namespace detail

// atomic_ref on integers, floats and pointers-sized values in any address
// space (pointers are generic on the device). Floating-point read-modify-write
// operations are compare-exchange loops, which every device supports.
template <typename T, memory_order DefaultOrder = memory_order::relaxed,
          memory_scope DefaultScope = memory_scope::device,
          access::address_space Space = access::address_space::generic_space>
class atomic_ref {
  static_assert(std::is_integral_v<T> || std::is_floating_point_v<T> || std::is_pointer_v<T>,
                "sycl::atomic_ref supports integer, floating-point and pointer types");
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "sycl::atomic_ref supports 32- and 64-bit types");
  T *p;
#ifdef __SYCL_DEVICE_ONLY__
  // The devices' OpenCL libraries have no atomics on generic pointers, so
  // the address space parameter picks global or local ones; a generic
  // atomic_ref is taken to refer to global memory (docs/SYCL.md).
  template <typename U = T> auto ap() const {
    if constexpr (Space == access::address_space::local_space)
      return (__attribute__((opencl_local)) U *)p;
    else
      return (__attribute__((opencl_global)) U *)p;
  }
#else
  template <typename U = T> U *ap() const { return reinterpret_cast<U *>(p); }
#endif
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  static Bits to_bits(T v) { return __builtin_bit_cast(Bits, v); }
  static T from_bits(Bits b) { return __builtin_bit_cast(T, b); }

  template <typename F> T update(F f, memory_order o, memory_scope s) const {
    T old = load(memory_order::relaxed, s);
    while (!compare_exchange_weak(old, f(old), o, memory_order::relaxed, s)) {
    }
    return old;
  }

public:
  using value_type = T;
  // Pointers step by elements, as built-in pointer arithmetic does.
  using difference_type = std::conditional_t<std::is_pointer_v<T>, std::ptrdiff_t, T>;
  static constexpr memory_order default_read_order =
      DefaultOrder == memory_order::acq_rel || DefaultOrder == memory_order::release ? memory_order::acquire
                                                                                    : DefaultOrder;
  static constexpr memory_order default_write_order =
      DefaultOrder == memory_order::acq_rel || DefaultOrder == memory_order::acquire ? memory_order::release
                                                                                    : DefaultOrder;
  static constexpr memory_order default_read_modify_write_order = DefaultOrder;
  static constexpr memory_scope default_scope = DefaultScope;
  static constexpr size_t required_alignment = sizeof(T);
  static constexpr bool is_always_lock_free = true;

  explicit atomic_ref(T &ref) : p(&ref) {}
  atomic_ref(const atomic_ref &) = default;
  bool is_lock_free() const noexcept { return true; }

  T load(memory_order o = default_read_order, memory_scope s = default_scope) const {
    return from_bits(__scoped_atomic_load_n(ap<Bits>(), detail::load_order(o), __SYCL_SCOPE(s)));
  }
  void store(T v, memory_order o = default_write_order, memory_scope s = default_scope) const {
    __scoped_atomic_store_n(ap<Bits>(), to_bits(v), detail::store_order(o), __SYCL_SCOPE(s));
  }
  operator T() const { return load(); }
  T operator=(T v) const {
    store(v);
    return v;
  }
  T exchange(T v, memory_order o = default_read_modify_write_order, memory_scope s = default_scope) const {
    return from_bits(__scoped_atomic_exchange_n(ap<Bits>(), to_bits(v), detail::gcc_order(o), __SYCL_SCOPE(s)));
  }
  bool compare_exchange_strong(T &expected, T desired, memory_order success, memory_order failure,
                               memory_scope s = default_scope) const {
    Bits e = to_bits(expected);
    bool ok = __scoped_atomic_compare_exchange_n(ap<Bits>(), &e, to_bits(desired), false, detail::gcc_order(success),
                                                 detail::load_order(failure), __SYCL_SCOPE(s));
    expected = from_bits(e);
    return ok;
  }
  bool compare_exchange_strong(T &expected, T desired, memory_order o = default_read_modify_write_order,
                               memory_scope s = default_scope) const {
    return compare_exchange_strong(expected, desired, o, o == memory_order::acq_rel ? memory_order::acquire : o, s);
  }
  bool compare_exchange_weak(T &expected, T desired, memory_order success, memory_order failure,
                             memory_scope s = default_scope) const {
    return compare_exchange_strong(expected, desired, success, failure, s);
  }
  bool compare_exchange_weak(T &expected, T desired, memory_order o = default_read_modify_write_order,
                             memory_scope s = default_scope) const {
    return compare_exchange_strong(expected, desired, o, s);
  }

#define __SYCL_ATOMIC_INT_OP(name, builtin, op)                                                                        \
  T name(difference_type v, memory_order o = default_read_modify_write_order,                                          \
         memory_scope s = default_scope) const {                                                                       \
    if constexpr (std::is_integral_v<T>)                                                                               \
      return builtin(ap(), v, detail::gcc_order(o), __SYCL_SCOPE(s));                                                  \
    else if constexpr (std::is_pointer_v<T>)                                                                           \
      return from_bits(builtin(ap<Bits>(), Bits(v) * Bits(sizeof(std::remove_pointer_t<T>)), detail::gcc_order(o),      \
                               __SYCL_SCOPE(s)));                                                                      \
    else                                                                                                               \
      return update([v](T old) { return T(old op v); }, o, s);                                                         \
  }
  __SYCL_ATOMIC_INT_OP(fetch_add, __scoped_atomic_fetch_add, +)
  __SYCL_ATOMIC_INT_OP(fetch_sub, __scoped_atomic_fetch_sub, -)
#undef __SYCL_ATOMIC_INT_OP
#define __SYCL_ATOMIC_BIT_OP(name, builtin)                                                                            \
  template <typename U = T, typename = std::enable_if_t<std::is_integral_v<U>>>                                        \
  T name(T v, memory_order o = default_read_modify_write_order, memory_scope s = default_scope) const {                \
    return builtin(ap(), v, detail::gcc_order(o), __SYCL_SCOPE(s));                                                       \
  }
  __SYCL_ATOMIC_BIT_OP(fetch_and, __scoped_atomic_fetch_and)
  __SYCL_ATOMIC_BIT_OP(fetch_or, __scoped_atomic_fetch_or)
  __SYCL_ATOMIC_BIT_OP(fetch_xor, __scoped_atomic_fetch_xor)
#undef __SYCL_ATOMIC_BIT_OP
  template <typename U = T, typename = std::enable_if_t<!std::is_pointer_v<U>>>
  T fetch_min(T v, memory_order o = default_read_modify_write_order, memory_scope s = default_scope) const {
    if constexpr (std::is_integral_v<T>)
      return __scoped_atomic_fetch_min(ap(), v, detail::gcc_order(o), __SYCL_SCOPE(s));
    else
      return update([v](T old) { return v < old ? v : old; }, o, s);
  }
  template <typename U = T, typename = std::enable_if_t<!std::is_pointer_v<U>>>
  T fetch_max(T v, memory_order o = default_read_modify_write_order, memory_scope s = default_scope) const {
    if constexpr (std::is_integral_v<T>)
      return __scoped_atomic_fetch_max(ap(), v, detail::gcc_order(o), __SYCL_SCOPE(s));
    else
      return update([v](T old) { return v > old ? v : old; }, o, s);
  }
  T operator+=(difference_type v) const { return fetch_add(v) + v; }
  T operator-=(difference_type v) const { return fetch_sub(v) - v; }
  template <typename U = T, typename = std::enable_if_t<std::is_integral_v<U>>> T operator&=(T v) const {
    return fetch_and(v) & v;
  }
  template <typename U = T, typename = std::enable_if_t<std::is_integral_v<U>>> T operator|=(T v) const {
    return fetch_or(v) | v;
  }
  template <typename U = T, typename = std::enable_if_t<std::is_integral_v<U>>> T operator^=(T v) const {
    return fetch_xor(v) ^ v;
  }
  T operator++() const { return fetch_add(difference_type(1)) + difference_type(1); }
  T operator++(int) const { return fetch_add(difference_type(1)); }
  T operator--() const { return fetch_sub(difference_type(1)) - difference_type(1); }
  T operator--(int) const { return fetch_sub(difference_type(1)); }
};

inline void atomic_fence(memory_order o, memory_scope s) {
  __scoped_atomic_thread_fence(detail::gcc_order(o), __SYCL_SCOPE(s));
}


#undef __SYCL_SCOPE

// The name DPC++ gave atomic_ref before SYCL 2020, still in programs.
namespace ext::oneapi {
template <typename T, memory_order DefaultOrder, memory_scope DefaultScope,
          access::address_space Space = access::address_space::global_space>
using atomic_ref = sycl::atomic_ref<T, DefaultOrder, DefaultScope, Space>;
} // namespace ext::oneapi

} // namespace sycl

#endif // SYCL_ATOMIC_REF_HPP
