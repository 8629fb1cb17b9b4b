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

private:
  size_t work_item_size;
};

template <typename T> const stream &operator<<(const stream &os, const T &v) {
  os.write(v);
  return os;
}
// id and range print as {x, y, z}.
namespace detail {
template <typename I> const stream &print_index(const stream &os, const I &v) {
  os << '{';
  for (int d = 0; d < I::dimensions; ++d)
    os << (d ? ", " : "") << v[d];
  return os << '}';
}
} // namespace detail
template <int D> const stream &operator<<(const stream &os, const id<D> &v) { return detail::print_index(os, v); }
template <int D> const stream &operator<<(const stream &os, const range<D> &v) { return detail::print_index(os, v); }

} // namespace sycl

#endif // SYCL_STREAM_HPP
