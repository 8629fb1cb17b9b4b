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
namespace detail {
// Every allocation function comes here. Host allocations belong to the
// context; they are made through the queue's device, or the context's first
// device when no queue is given. A zero size and an
// alignment that is not a power of two give nullptr, as a failed allocation
// does; a device outside the context is an error.
inline void *usm_allocate(size_t alignment, size_t bytes, const device *d, const context &c, usm::alloc kind) {
  const std::vector<device> devs = c.get_devices();
  if (d && std::find(devs.begin(), devs.end(), *d) == devs.end())
    throw exception(errc::invalid, "USM allocation: the device is not in the context");
  if (kind == usm::alloc::unknown)
    throw exception(errc::invalid, "USM allocation: usm::alloc::unknown is not a kind of allocation");
  if (alignment & (alignment - 1))
    return nullptr;
  return usm_alloc((d ? *d : devs.front()).get_index(), kind_of(kind), bytes, alignment < 64 ? 64 : alignment);
}
template <typename T> size_t usm_alignment(size_t alignment) { return alignment < alignof(T) ? alignof(T) : alignment; }
} // namespace detail

// malloc_device/shared take (device, context) or a queue; malloc_host a
// context or a queue; each has an aligned_alloc_ form and a typed form.
#define SYCL_DETAIL_USM_KIND(name, aligned_name, kind)                                                                 \
  inline void *aligned_name(size_t alignment, size_t bytes, const device &d, const context &c,                         \
                            const property_list & = {}) {                                                              \
    return detail::usm_allocate(alignment, bytes, &d, c, usm::alloc::kind);                                            \
  }                                                                                                                    \
  inline void *aligned_name(size_t alignment, size_t bytes, const queue &q, const property_list & = {}) {              \
    const device d = q.get_device();                                                                                   \
    return detail::usm_allocate(alignment, bytes, &d, q.get_context(), usm::alloc::kind);                              \
  }                                                                                                                    \
  template <typename T>                                                                                                \
  T *aligned_name(size_t alignment, size_t count, const device &d, const context &c, const property_list &p = {}) {    \
    return static_cast<T *>(aligned_name(detail::usm_alignment<T>(alignment), count * sizeof(T), d, c, p));          \
  }                                                                                                                    \
  template <typename T> T *aligned_name(size_t alignment, size_t count, const queue &q, const property_list &p = {}) {  \
    return static_cast<T *>(aligned_name(detail::usm_alignment<T>(alignment), count * sizeof(T), q, p));             \
  }                                                                                                                    \
  inline void *name(size_t bytes, const device &d, const context &c, const property_list &p = {}) {                   \
    return aligned_name(0, bytes, d, c, p);                                                                            \
  }                                                                                                                    \
  inline void *name(size_t bytes, const queue &q, const property_list &p = {}) { return aligned_name(0, bytes, q, p); } \
  template <typename T> T *name(size_t count, const device &d, const context &c, const property_list &p = {}) {        \
    return aligned_name<T>(0, count, d, c, p);                                                                         \
  }                                                                                                                    \
  template <typename T> T *name(size_t count, const queue &q, const property_list &p = {}) {                           \
    return aligned_name<T>(0, count, q, p);                                                                            \
  }
SYCL_DETAIL_USM_KIND(malloc_device, aligned_alloc_device, device)
SYCL_DETAIL_USM_KIND(malloc_shared, aligned_alloc_shared, shared)
#undef SYCL_DETAIL_USM_KIND

inline void *aligned_alloc_host(size_t alignment, size_t bytes, const context &c, const property_list & = {}) {
  return detail::usm_allocate(alignment, bytes, nullptr, c, usm::alloc::host);
}
inline void *aligned_alloc_host(size_t alignment, size_t bytes, const queue &q, const property_list & = {}) {
  const device d = q.get_device();
  return detail::usm_allocate(alignment, bytes, &d, q.get_context(), usm::alloc::host);
}
template <typename T>
T *aligned_alloc_host(size_t alignment, size_t count, const context &c, const property_list &p = {}) {
  return static_cast<T *>(aligned_alloc_host(detail::usm_alignment<T>(alignment), count * sizeof(T), c, p));
}
template <typename T> T *aligned_alloc_host(size_t alignment, size_t count, const queue &q, const property_list &p = {}) {
  return static_cast<T *>(aligned_alloc_host(detail::usm_alignment<T>(alignment), count * sizeof(T), q, p));
}
inline void *malloc_host(size_t bytes, const context &c, const property_list &p = {}) {
  return aligned_alloc_host(0, bytes, c, p);
}
inline void *malloc_host(size_t bytes, const queue &q, const property_list &p = {}) {
  return aligned_alloc_host(0, bytes, q, p);
}
template <typename T> T *malloc_host(size_t count, const context &c, const property_list &p = {}) {
  return aligned_alloc_host<T>(0, count, c, p);
}
template <typename T> T *malloc_host(size_t count, const queue &q, const property_list &p = {}) {
  return aligned_alloc_host<T>(0, count, q, p);
}

// The forms taking the kind.
inline void *aligned_alloc(size_t alignment, size_t bytes, const device &d, const context &c, usm::alloc kind,
                           const property_list & = {}) {
  return detail::usm_allocate(alignment, bytes, &d, c, kind);
}
inline void *aligned_alloc(size_t alignment, size_t bytes, const queue &q, usm::alloc kind,
                           const property_list &p = {}) {
  return aligned_alloc(alignment, bytes, q.get_device(), q.get_context(), kind, p);
}
template <typename T>
T *aligned_alloc(size_t alignment, size_t count, const device &d, const context &c, usm::alloc kind,
                 const property_list &p = {}) {
  return static_cast<T *>(aligned_alloc(detail::usm_alignment<T>(alignment), count * sizeof(T), d, c, kind, p));
}
template <typename T>
T *aligned_alloc(size_t alignment, size_t count, const queue &q, usm::alloc kind, const property_list &p = {}) {
  return aligned_alloc<T>(alignment, count, q.get_device(), q.get_context(), kind, p);
}
inline void *malloc(size_t bytes, const device &d, const context &c, usm::alloc kind, const property_list &p = {}) {
  return aligned_alloc(0, bytes, d, c, kind, p);
}
inline void *malloc(size_t bytes, const queue &q, usm::alloc kind, const property_list &p = {}) {
  return aligned_alloc(0, bytes, q, kind, p);
}
template <typename T>
T *malloc(size_t count, const device &d, const context &c, usm::alloc kind, const property_list &p = {}) {
  return aligned_alloc<T>(0, count, d, c, kind, p);
}
template <typename T> T *malloc(size_t count, const queue &q, usm::alloc kind, const property_list &p = {}) {
  return aligned_alloc<T>(0, count, q, kind, p);
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
// The device of a device or shared allocation; for host allocations the
// context's first device, as the specification says.
inline device get_pointer_device(const void *p, const context &c) {
  detail::usm_kind k;
  size_t d;
  if (!detail::usm_lookup(p, k, d))
    throw exception(errc::invalid, "get_pointer_device: the pointer is not a USM allocation");
  return k == detail::usm_kind::host ? c.get_devices().front() : device(d);
}

template <typename T, usm::alloc Kind, size_t Align = 0> class usm_allocator {
  static_assert(Kind != usm::alloc::device, "usm_allocator cannot allocate device memory (the host cannot use it)");
  static_assert(Kind != usm::alloc::unknown, "usm_allocator needs a kind of allocation");

public:
  using value_type = T;
  using propagate_on_container_copy_assignment = std::true_type;
  using propagate_on_container_move_assignment = std::true_type;
  using propagate_on_container_swap = std::true_type;
  template <typename U> struct rebind {
    using other = usm_allocator<U, Kind, Align>;
  };
  usm_allocator() = delete;
  usm_allocator(const context &c, const device &d, const property_list &p = {}) : ctx(c), dev(d), props(p) {}
  usm_allocator(const queue &q, const property_list &p = {}) : ctx(q.get_context()), dev(q.get_device()), props(p) {}
  template <typename U>
  usm_allocator(const usm_allocator<U, Kind, Align> &o) noexcept
      : ctx(o.get_context()), dev(o.get_device()), props(o.get_properties()) {}
  T *allocate(size_t n) {
    T *p = static_cast<T *>(detail::usm_allocate(detail::usm_alignment<T>(Align), n * sizeof(T), &dev, ctx, Kind));
    if (!p)
      throw std::bad_alloc();
    return p;
  }
  void deallocate(T *p, size_t) { detail::usm_free(p); }
  template <typename P> bool has_property() const noexcept { return props.template has_property<P>(); }
  template <typename P> P get_property() const { return props.template get_property<P>(); }
  template <typename U, usm::alloc KindU, size_t AlignU>
  friend bool operator==(const usm_allocator &a, const usm_allocator<U, KindU, AlignU> &b) {
    return Kind == KindU && Align == AlignU && a.ctx == b.get_context() && a.dev == b.get_device();
  }
  template <typename U, usm::alloc KindU, size_t AlignU>
  friend bool operator!=(const usm_allocator &a, const usm_allocator<U, KindU, AlignU> &b) {
    return !(a == b);
  }

  // Library internals.
  const context &get_context() const { return ctx; }
  const device &get_device() const { return dev; }
  const property_list &get_properties() const { return props; }

private:
  context ctx;
  device dev;
  property_list props;
};

} // namespace sycl

#endif // SYCL_USM_HPP
