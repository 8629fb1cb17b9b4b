//===- sycl/usm.hpp - USM allocation, free and usm_allocator ---------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_USM_HPP
#define SYCL_USM_HPP

#include <sycl/queue.hpp>

namespace sycl {

// ---------------------------------------------------------------- USM
namespace usm {
enum class alloc { host, device, shared, unknown };
}
namespace detail {
inline usm_kind kind_of(usm::alloc a) {
  return a == usm::alloc::host ? usm_kind::host : a == usm::alloc::device ? usm_kind::device : usm_kind::shared;
}
} // namespace detail
#define __SYCL_USM_KIND(name, kind)                                                                                    \
  inline void *name(size_t bytes, const device &d, const context & = context(), const property_list & = {}) {          \
    return detail::usm_alloc(d.get_index(), detail::usm_kind::kind, bytes, 64);                                        \
  }                                                                                                                    \
  inline void *name(size_t bytes, const queue &q, const property_list & = {}) { return name(bytes, q.get_device()); }  \
  template <typename T> T *name(size_t count, const queue &q, const property_list & = {}) {                            \
    return static_cast<T *>(detail::usm_alloc(q.get_device().get_index(), detail::usm_kind::kind, count * sizeof(T),   \
                                              alignof(T) < 64 ? 64 : alignof(T)));                                     \
  }                                                                                                                    \
  template <typename T>                                                                                                \
  T *name(size_t count, const device &d, const context & = context(), const property_list & = {}) {                   \
    return static_cast<T *>(                                                                                           \
        detail::usm_alloc(d.get_index(), detail::usm_kind::kind, count * sizeof(T), alignof(T) < 64 ? 64 : alignof(T))); \
  }
__SYCL_USM_KIND(malloc_device, device)
__SYCL_USM_KIND(malloc_host, host)
__SYCL_USM_KIND(malloc_shared, shared)
#undef __SYCL_USM_KIND
inline void *malloc(size_t bytes, const queue &q, usm::alloc kind, const property_list & = {}) {
  return detail::usm_alloc(q.get_device().get_index(), detail::kind_of(kind), bytes, 64);
}
template <typename T> T *malloc(size_t count, const queue &q, usm::alloc kind, const property_list & = {}) {
  return static_cast<T *>(malloc(count * sizeof(T), q, kind));
}
inline void *aligned_alloc_device(size_t align, size_t bytes, const queue &q) {
  return detail::usm_alloc(q.get_device().get_index(), detail::usm_kind::device, bytes, align);
}
inline void *aligned_alloc_shared(size_t align, size_t bytes, const queue &q) {
  return detail::usm_alloc(q.get_device().get_index(), detail::usm_kind::shared, bytes, align);
}
inline void *aligned_alloc_host(size_t align, size_t bytes, const queue &q) {
  return detail::usm_alloc(q.get_device().get_index(), detail::usm_kind::host, bytes, align);
}
// No default context: with `using namespace sycl`, free(p) must stay ::free.
inline void free(void *p, const context &) { detail::usm_free(p); }
inline void free(void *p, const queue &) { detail::usm_free(p); }
inline usm::alloc get_pointer_type(const void *p, const context &) {
  detail::usm_kind k;
  size_t d;
  if (!detail::usm_lookup(p, k, d))
    return usm::alloc::unknown;
  return k == detail::usm_kind::host ? usm::alloc::host
         : k == detail::usm_kind::device ? usm::alloc::device
                                         : usm::alloc::shared;
}

template <typename T, usm::alloc Kind, size_t Align = 64> class usm_allocator {
  static_assert(Kind != usm::alloc::device, "usm_allocator cannot allocate device memory (the host cannot use it)");

public:
  using value_type = T;
  template <typename U> struct rebind {
    using other = usm_allocator<U, Kind, Align>;
  };
  usm_allocator(const queue &q) : q(q) {}
  template <typename U> usm_allocator(const usm_allocator<U, Kind, Align> &o) : q(o.q) {}
  T *allocate(size_t n) {
    T *p = static_cast<T *>(detail::usm_alloc(q.get_device().get_index(), detail::kind_of(Kind), n * sizeof(T),
                                              Align < alignof(T) ? alignof(T) : Align));
    if (!p)
      throw std::bad_alloc();
    return p;
  }
  void deallocate(T *p, size_t) { detail::usm_free(p); }
  template <typename U> bool operator==(const usm_allocator<U, Kind, Align> &) const { return true; }
  template <typename U> bool operator!=(const usm_allocator<U, Kind, Align> &) const { return false; }
  queue q;
};

} // namespace sycl

#endif // SYCL_USM_HPP
