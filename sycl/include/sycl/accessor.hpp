//===- sycl/accessor.hpp - access modes and targets, accessor and host_accessor ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ACCESSOR_HPP
#define SYCL_ACCESSOR_HPP

#include <sycl/event.hpp>

namespace sycl {

// ---------------------------------------------------------------- access
namespace access {
enum class mode { read, write, read_write, discard_write, discard_read_write, atomic };
enum class target { device, host_task, global_buffer = device, constant_buffer, local, host_buffer };
enum class placeholder { false_t, true_t };
enum class address_space { global_space, local_space, constant_space, private_space, generic_space };
enum class decorated { no, yes, legacy };
} // namespace access
using access_mode = access::mode;
using target = access::target;

template <access_mode M> struct mode_tag_t {};
inline constexpr mode_tag_t<access_mode::read> read_only{};
inline constexpr mode_tag_t<access_mode::write> write_only{};
inline constexpr mode_tag_t<access_mode::read_write> read_write{};

class handler;
class queue;
template <typename T, int D, typename AllocatorT> class buffer;

namespace detail {
template <typename B> struct is_buffer : std::false_type {};
template <typename T, int D, typename A> struct is_buffer<buffer<T, D, A>> : std::true_type {};
template <typename B> using if_buffer = std::enable_if_t<is_buffer<B>::value>;

// The pointer of an accessor row for multi-dimensional subscripts: acc[i][j].
template <typename Ref, int D> struct accessor_row {
  using T = std::remove_reference_t<Ref>;
  T *base;
  const size_t *dims; // the remaining dimensions' extents
  size_t linear;
  accessor_row<Ref, D - 1> operator[](size_t i) const { return {base, dims + 1, linear * dims[0] + i}; }
};
template <typename Ref> struct accessor_row<Ref, 1> {
  using T = std::remove_reference_t<Ref>;
  T *base;
  const size_t *dims;
  size_t linear;
  Ref operator[](size_t i) const { return base[linear * dims[0] + i]; }
};
} // namespace detail

// A buffer accessor: the buffer's memory, its range (for linear indices) and
// the accessed region.
template <typename T, int D = 1, access_mode M = (std::is_const_v<T> ? access_mode::read : access_mode::read_write),
          target Tgt = target::device, access::placeholder P = access::placeholder::false_t>
class accessor {
public:
  using value_type = std::conditional_t<M == access_mode::read, const std::remove_const_t<T>, T>;
  using reference = value_type &;
  using const_reference = const std::remove_const_t<T> &;
  using element_type = value_type;
  static constexpr int dimensions = D;

  accessor() = default;
  template <typename B, typename = detail::if_buffer<B>> accessor(B &buf, handler &, const property_list & = {}) { init(buf, buf.get_range(), {}); }
  template <typename B, access_mode TM, typename = detail::if_buffer<B>>
  accessor(B &buf, handler &, mode_tag_t<TM>, const property_list & = {}) {
    init(buf, buf.get_range(), {});
  }
  template <typename B, access_mode TM, typename = detail::if_buffer<B>>
  accessor(B &buf, handler &, mode_tag_t<TM>, property::no_init) {
    init(buf, buf.get_range(), {});
  }
  template <typename B, typename = detail::if_buffer<B>> accessor(B &buf, handler &, range<D> r, const property_list & = {}) { init(buf, r, {}); }
  template <typename B, typename = detail::if_buffer<B>> accessor(B &buf, handler &, range<D> r, id<D> o, const property_list & = {}) {
    init(buf, r, o);
  }
  template <typename B, access_mode TM, typename = detail::if_buffer<B>> accessor(B &buf, handler &, range<D> r, mode_tag_t<TM>) { init(buf, r, {}); }
  template <typename B, access_mode TM, typename = detail::if_buffer<B>> accessor(B &buf, handler &, range<D> r, id<D> o, mode_tag_t<TM>) {
    init(buf, r, o);
  }
  // Placeholder-style construction (no handler): used by host_accessor.
  template <typename B, typename = detail::if_buffer<B>> explicit accessor(B &buf) { init(buf, buf.get_range(), {}); }

  reference operator[](id<D> i) const { return ptr[detail::linearize<D>(i + off, mem)]; }
  // Integer subscripts are templates: an item<1> converts to both id<1> and
  // size_t, and must pick the id overload.
  template <typename I, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<I>>>
  reference operator[](I i) const {
    return ptr[size_t(i) + off[0]];
  }
  template <typename I, int E = D, typename = std::enable_if_t<(E > 1) && std::is_integral_v<I>>>
  auto operator[](I i) const {
    // Rows index the whole buffer; the region offset applies to the first
    // dimension only, which is what ranged accessors over rows need.
    return detail::accessor_row<reference, D - 1>{ptr, &mem.v[1], size_t(i) + off[0]};
  }
  template <int E = D, typename = std::enable_if_t<E == 1>> reference operator*() const { return ptr[off[0]]; }
  range<D> get_range() const { return acc; }
  id<D> get_offset() const { return off; }
  size_t size() const noexcept { return acc.size(); }
  size_t get_count() const noexcept { return size(); }
  size_t byte_size() const noexcept { return size() * sizeof(T); }
  value_type *get_pointer() const noexcept { return ptr + detail::linearize<D>(off, mem); }
  value_type *get_multi_ptr() const noexcept { return get_pointer(); }
  template <access::decorated = access::decorated::no> value_type *get_multi_ptr() const noexcept {
    return get_pointer();
  }
  value_type *begin() const noexcept { return get_pointer(); }
  value_type *end() const noexcept { return get_pointer() + size(); }
  bool empty() const noexcept { return size() == 0; }

private:
  template <typename B> void init(B &buf, range<D> r, id<D> o) {
#ifndef __SYCL_DEVICE_ONLY__
    detail::note_buffer_access(buf.storage(), M != access_mode::read, Tgt == target::host_buffer);
    ptr = static_cast<value_type *>(buf.data());
    mem = buf.get_range();
    acc = r;
    off = o;
    for (int d = 0; d < D; ++d)
      if (o[d] + r[d] > mem[d])
        throw exception(errc::accessor, "accessor range exceeds the buffer");
#endif
  }
  value_type *ptr = nullptr;
  range<D> mem, acc;
  id<D> off;
};

template <typename T, int D = 1, access_mode M = access_mode::read_write>
class host_accessor : public accessor<T, D, M, target::host_buffer> {
  using base = accessor<T, D, M, target::host_buffer>;

public:
  template <typename B, typename = detail::if_buffer<B>> host_accessor(B &buf, const property_list & = {}) : base(buf) {}
  template <typename B, access_mode TM, typename = detail::if_buffer<B>> host_accessor(B &buf, mode_tag_t<TM>, const property_list & = {}) : base(buf) {}
  template <typename B, access_mode TM, typename = detail::if_buffer<B>> host_accessor(B &buf, mode_tag_t<TM>, property::no_init) : base(buf) {}
};

} // namespace sycl

#endif // SYCL_ACCESSOR_HPP
