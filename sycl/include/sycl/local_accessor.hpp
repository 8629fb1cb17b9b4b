//===- sycl/local_accessor.hpp - local_accessor and the kernel-object capture of local memory and streams ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_LOCAL_ACCESSOR_HPP
#define SYCL_LOCAL_ACCESSOR_HPP

#include <sycl/accessor.hpp>

namespace sycl {

// ---------------------------------------------------------------- local memory
namespace detail {
// The first fields of every local_accessor: the entry point sets ptr to the
// local arena plus byte_offset.
struct local_accessor_header {
  void *ptr;
  size_t byte_offset;
};
constexpr unsigned max_local_accessors = 15, max_streams = 4;
// Where the kernel object holds what the entry point must see to: the
// local_accessors it points into the local arena, and the streams it flushes
// when the user's function returns.
struct kernel_patches {
  uint32_t local_count;
  uint32_t local_offsets[max_local_accessors];
  uint32_t stream_count;
  uint32_t stream_offsets[max_streams];
};
// While the handler copies a kernel object into its launch storage, the
// copies of local_accessors and streams inside it record where they are.
struct capture_region {
  const char *begin, *end;
  kernel_patches *patches;
};
// The calling thread's region (null when no kernel object is being copied).
capture_region *&current_capture();
// Records \p self in \p offsets when it is being copied into a kernel
// object; \p what names the object for the error when there are too many.
template <unsigned N>
void record_capture(const void *self, uint32_t kernel_patches::*member_count, uint32_t (kernel_patches::*offsets)[N],
                    const char *what) {
#ifndef __SYCL_DEVICE_ONLY__
  capture_region *c = current_capture();
  const char *at = static_cast<const char *>(self);
  if (!c || at < c->begin || at >= c->end)
    return;
  uint32_t &count = c->patches->*member_count;
  if (count == N)
    throw exception(errc::kernel_argument,
                    "a kernel captures more than " + std::to_string(N) + " " + what);
  (c->patches->*offsets)[count++] = uint32_t(at - c->begin);
#endif
}
size_t allocate_local(handler &h, size_t bytes, size_t align);
} // namespace detail

template <typename T, int D = 1> class local_accessor {
public:
  using value_type = T;
  using reference = T &;
  static constexpr int dimensions = D;

  local_accessor() = default;
  local_accessor(range<D> r, handler &h) : r(r) {
    header.byte_offset = detail::allocate_local(h, r.size() * sizeof(T), alignof(T));
  }
  local_accessor(const local_accessor &o) : header(o.header), r(o.r) {
    detail::record_capture(this, &detail::kernel_patches::local_count, &detail::kernel_patches::local_offsets,
                           "local_accessors");
  }
  local_accessor &operator=(const local_accessor &) = default;

  T &operator[](id<D> i) const { return data()[detail::linearize<D>(i, r)]; }
  template <typename I, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<I>>>
  T &operator[](I i) const {
    return data()[i];
  }
  template <typename I, int E = D, typename = std::enable_if_t<(E > 1) && std::is_integral_v<I>>>
  auto operator[](I i) const {
    return detail::accessor_row<T &, D - 1>{data(), &r.v[1], size_t(i)};
  }
  range<D> get_range() const { return r; }
  size_t size() const noexcept { return r.size(); }
  T *get_pointer() const { return data(); }
  T *get_multi_ptr() const { return data(); }
  template <access::decorated = access::decorated::no> T *get_multi_ptr() const { return data(); }

private:
  T *data() const { return static_cast<T *>(header.ptr); }
  detail::local_accessor_header header{nullptr, 0};
  range<D> r;
};

} // namespace sycl

#endif // SYCL_LOCAL_ACCESSOR_HPP
