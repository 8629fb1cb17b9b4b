//===- sycl/atomic.hpp - SYCL 1.2.1's sycl::atomic (deprecated in 2020) ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md). Programs written for SYCL 1.2.1
// still use sycl::atomic and atomic accessors; both are atomic_refs at the
// device scope.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ATOMIC_HPP
#define SYCL_ATOMIC_HPP

#include <sycl/atomic_ref.hpp>
#include <sycl/multi_ptr.hpp>

namespace sycl {

template <typename T, access::address_space Space = access::address_space::global_space> class atomic {
  static_assert(Space == access::address_space::global_space || Space == access::address_space::local_space ||
                    Space == access::address_space::generic_space,
                "sycl::atomic refers to global or local memory");
  using ref = atomic_ref<T, memory_order::relaxed, memory_scope::device,
                         Space == access::address_space::local_space ? Space : access::address_space::global_space>;
  ref r() const { return ref(*p); }

public:
  template <typename P, access::decorated Dec>
  atomic(multi_ptr<P, Space, Dec> ptr) : p(ptr.get_raw()) {
    static_assert(sizeof(P) == sizeof(T), "sycl::atomic: the pointer's element has another size");
  }

  void store(T v, memory_order o = memory_order::relaxed) const { r().store(v, o); }
  T load(memory_order o = memory_order::relaxed) const { return r().load(o); }
  T exchange(T v, memory_order o = memory_order::relaxed) const { return r().exchange(v, o); }
  bool compare_exchange_strong(T &expected, T desired, memory_order success = memory_order::relaxed,
                               memory_order failure = memory_order::relaxed) const {
    return r().compare_exchange_strong(expected, desired, success, failure);
  }
#define __SYCL_ATOMIC_OP(name)                                                                                         \
  T name(T v, memory_order o = memory_order::relaxed) const { return r().name(v, o); }
  __SYCL_ATOMIC_OP(fetch_add)
  __SYCL_ATOMIC_OP(fetch_sub)
  __SYCL_ATOMIC_OP(fetch_and)
  __SYCL_ATOMIC_OP(fetch_or)
  __SYCL_ATOMIC_OP(fetch_xor)
  __SYCL_ATOMIC_OP(fetch_min)
  __SYCL_ATOMIC_OP(fetch_max)
#undef __SYCL_ATOMIC_OP

private:
  T *p;
};

// The free functions of SYCL 1.2.1.
template <typename T, access::address_space S>
T atomic_load(atomic<T, S> a, memory_order o = memory_order::relaxed) {
  return a.load(o);
}
template <typename T, access::address_space S>
void atomic_store(atomic<T, S> a, T v, memory_order o = memory_order::relaxed) {
  a.store(v, o);
}
template <typename T, access::address_space S>
bool atomic_compare_exchange_strong(atomic<T, S> a, T &expected, T desired,
                                    memory_order success = memory_order::relaxed,
                                    memory_order failure = memory_order::relaxed) {
  return a.compare_exchange_strong(expected, desired, success, failure);
}
#define __SYCL_ATOMIC_FREE(name)                                                                                       \
  template <typename T, access::address_space S>                                                                       \
  T atomic_##name(atomic<T, S> a, T v, memory_order o = memory_order::relaxed) {                                      \
    return a.name(v, o);                                                                                               \
  }
__SYCL_ATOMIC_FREE(exchange)
__SYCL_ATOMIC_FREE(fetch_add)
__SYCL_ATOMIC_FREE(fetch_sub)
__SYCL_ATOMIC_FREE(fetch_and)
__SYCL_ATOMIC_FREE(fetch_or)
__SYCL_ATOMIC_FREE(fetch_xor)
__SYCL_ATOMIC_FREE(fetch_min)
__SYCL_ATOMIC_FREE(fetch_max)
#undef __SYCL_ATOMIC_FREE

} // namespace sycl

#endif // SYCL_ATOMIC_HPP
