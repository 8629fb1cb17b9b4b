//===- sycl/stream.hpp - sycl::stream --------------------------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_STREAM_HPP
#define SYCL_STREAM_HPP

#include <sycl/handler.hpp>

namespace sycl {

// ---------------------------------------------------------------- stream
// sycl::stream: formatting and line buffering in stream_core.hpp; the text
// buffer belongs to the handler, which prints it when the kernel completes.
class stream : public detail::stream_core {
public:
  stream(size_t total_size, size_t work_item_size, handler &h, const property_list & = {})
      : stream_core(h.allocate_stream(total_size), uint32_t(total_size),
                    uint32_t(work_item_size < UINT32_MAX ? work_item_size : UINT32_MAX)),
        work_item_size(work_item_size) {}
  stream(const stream &o) : stream_core(o), work_item_size(o.work_item_size) {
    detail::record_capture(this, &detail::kernel_patches::stream_count, &detail::kernel_patches::stream_offsets,
                           "streams");
  }
  stream &operator=(const stream &) = default;
  size_t size() const noexcept { return capacity; }
  size_t get_size() const { return capacity; }
  size_t get_work_item_buffer_size() const { return work_item_size; }
  size_t get_max_statement_size() const { return work_item_size; }
  bool operator==(const stream &o) const { return storage == o.storage; }
  bool operator!=(const stream &o) const { return !(*this == o); }
  const void *get_impl() const { return storage; } // library internal

private:
  size_t work_item_size;
};

template <typename T> const stream &operator<<(const stream &os, const T &v) {
  os.write(v);
  return os;
}
// Vectors, ids and ranges print as {x, y, z}; the other index types as
// name(field: value, ...).
namespace detail {
template <typename I> const stream &print_elements(const stream &os, const I &v, size_t n) {
  os << '{';
  for (size_t d = 0; d < n; ++d)
    os << (d ? ", " : "") << v[int(d)];
  return os << '}';
}
} // namespace detail
template <int D> const stream &operator<<(const stream &os, const id<D> &v) { return detail::print_elements(os, v, D); }
template <int D> const stream &operator<<(const stream &os, const range<D> &v) {
  return detail::print_elements(os, v, D);
}
template <typename T, int N> const stream &operator<<(const stream &os, const vec<T, N> &v) {
  return detail::print_elements(os, v, N);
}
template <typename T, size_t N> const stream &operator<<(const stream &os, const marray<T, N> &v) {
  return detail::print_elements(os, v, N);
}
template <typename V, int... I> const stream &operator<<(const stream &os, const detail::swizzled_vec<V, I...> &v) {
  return os << v.get();
}
inline const stream &operator<<(const stream &os, half h) { return os << float(h); }
template <typename T, access::address_space S, access::decorated D>
const stream &operator<<(const stream &os, const multi_ptr<T, S, D> &p) {
  return os << static_cast<const void *>(p.get_raw());
}
template <int D, bool W> const stream &operator<<(const stream &os, const item<D, W> &it) {
  os << "item(id: " << it.get_id() << ", range: " << it.get_range();
  if constexpr (W)
    os << ", offset: " << it.get_offset();
  return os << ')';
}
template <int D> const stream &operator<<(const stream &os, const nd_range<D> &r) {
  return os << "nd_range(global_range: " << r.get_global_range() << ", local_range: " << r.get_local_range()
            << ", offset: " << r.get_offset() << ')';
}
template <int D> const stream &operator<<(const stream &os, const group<D> &g) {
  return os << "group(id: " << g.get_group_id() << ", range: " << g.get_group_range()
            << ", local_range: " << g.get_local_range() << ')';
}
template <int D> const stream &operator<<(const stream &os, const nd_item<D> &it) {
  return os << "nd_item(global_id: " << it.get_global_id() << ", local_id: " << it.get_local_id()
            << ", group: " << it.get_group_id() << ')';
}
template <int D> const stream &operator<<(const stream &os, const h_item<D> &it) {
  return os << "h_item(global: " << it.get_global() << ", logical_local: " << it.get_logical_local()
            << ", physical_local: " << it.get_physical_local() << ')';
}

} // namespace sycl

// Copies of a stream share its buffer, so they hash alike.
template <> struct std::hash<sycl::stream> {
  size_t operator()(const sycl::stream &s) const { return std::hash<const void *>()(s.get_impl()); }
};

#endif // SYCL_STREAM_HPP
