//===- sycl/accessor.hpp - access modes and targets, accessor and host_accessor ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ACCESSOR_HPP
#define SYCL_ACCESSOR_HPP

#include <sycl/event.hpp>
#include <sycl/multi_ptr.hpp>

namespace sycl {

class handler;
class queue;
template <typename T, int D, typename AllocatorT> class buffer;
// The deprecated atomic accessor's elements (atomic.hpp).
template <typename T, access::address_space Space> class atomic;

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
// the accessed region. Placeholder accessors (constructed without a handler)
// are complete at once: buffers live in shared USM.
template <typename T, int D = 1, access_mode M = (std::is_const_v<T> ? access_mode::read : access_mode::read_write),
          target Tgt = target::device, access::placeholder P = access::placeholder::false_t>
class accessor {
  template <typename B> using if_buffer = detail::if_buffer<B>;
  template <typename Tag> using if_tag = detail::if_tag<Tag>;

public:
  using value_type = std::conditional_t<M == access_mode::read, const std::remove_const_t<T>, T>;
  // SYCL 1.2.1's get_pointer type: constant_ptr<DataT> for constant buffers.
  using legacy_ptr = std::conditional_t<Tgt == target::constant_buffer, constant_ptr<T>, global_ptr<value_type>>;
  using reference = value_type &;
  using const_reference = const std::remove_const_t<T> &;
  using element_type = value_type;
  using iterator = value_type *;
  using const_iterator = const std::remove_const_t<T> *;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;
  using difference_type = std::ptrdiff_t;
  using size_type = size_t;
  template <access::decorated Dec> using accessor_ptr = multi_ptr<value_type, access::address_space::global_space, Dec>;
  static constexpr int dimensions = D;

  accessor() = default;
  // (buffer, [handler,] [range, [offset,]] [tag,] [properties]), as SYCL 2020 lists them.
  template <typename B, typename = if_buffer<B>> accessor(B &buf, const property_list & = {}) {
    init(buf, buf.get_range(), {});
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, Tag, const property_list & = {}) {
    init(buf, buf.get_range(), {});
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, handler &, const property_list & = {}) {
    init(buf, buf.get_range(), {});
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, handler &, Tag, const property_list & = {}) {
    init(buf, buf.get_range(), {});
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, range<D> r, const property_list & = {}) {
    init(buf, r, {});
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, range<D> r, Tag, const property_list & = {}) {
    init(buf, r, {});
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, range<D> r, id<D> o, const property_list & = {}) {
    init(buf, r, o);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, range<D> r, id<D> o, Tag, const property_list & = {}) {
    init(buf, r, o);
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, handler &, range<D> r, const property_list & = {}) {
    init(buf, r, {});
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, handler &, range<D> r, Tag, const property_list & = {}) {
    init(buf, r, {});
  }
  template <typename B, typename = if_buffer<B>>
  accessor(B &buf, handler &, range<D> r, id<D> o, const property_list & = {}) {
    init(buf, r, o);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, handler &, range<D> r, id<D> o, Tag, const property_list & = {}) {
    init(buf, r, o);
  }
  // A read-write accessor converts to a read-only one of const elements.
  template <typename U, access_mode OM, access::placeholder OP,
            typename = std::enable_if_t<std::is_same_v<const U, value_type> && M == access_mode::read &&
                                        OM != access_mode::read>>
  accessor(const accessor<U, D, OM, Tgt, OP> &o) : ptr(o.get_base_pointer()), mem(o.get_buffer_range()), acc(o.get_range()), off(o.get_offset()) {}

  template <typename I> using if_index = std::enable_if_t<std::is_integral_v<I>>;
  // Atomic accessors (deprecated) give sycl::atomic elements.
  using subscript_result = std::conditional_t<M == access_mode::atomic, atomic<T, access::address_space::global_space>, reference>;
  subscript_result operator[](id<D> i) const { return element(detail::linearize<D>(i + off, mem)); }
  // Integer subscripts are templates: an item<1> converts to both id<1> and
  // size_t, and must pick the id overload.
  template <typename I, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<I>>>
  subscript_result operator[](I i) const {
    return element(size_t(i) + off[0]);
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
  size_t max_size() const noexcept { return std::numeric_limits<difference_type>::max(); }
  size_t get_count() const noexcept { return size(); }
  size_t byte_size() const noexcept { return size() * sizeof(T); }
  size_t get_size() const noexcept { return byte_size(); }
  bool empty() const noexcept { return size() == 0; }
  bool is_placeholder() const noexcept { return false; }
  template <typename Prop> bool has_property() const noexcept { return false; }
  // SYCL 1.2.1's get_pointer: a legacy global_ptr, which converts to T *.
  legacy_ptr get_pointer() const noexcept {
    return legacy_ptr(const_cast<typename legacy_ptr::element_type *>(get_raw_pointer()));
  }
  template <access::decorated Dec = access::decorated::no> accessor_ptr<Dec> get_multi_ptr() const noexcept {
    return accessor_ptr<Dec>(get_raw_pointer());
  }
  iterator begin() const noexcept { return get_raw_pointer(); }
  iterator end() const noexcept { return get_raw_pointer() + size(); }
  const_iterator cbegin() const noexcept { return begin(); }
  const_iterator cend() const noexcept { return end(); }
  reverse_iterator rbegin() const noexcept { return reverse_iterator(end()); }
  reverse_iterator rend() const noexcept { return reverse_iterator(begin()); }
  const_reverse_iterator crbegin() const noexcept { return const_reverse_iterator(cend()); }
  const_reverse_iterator crend() const noexcept { return const_reverse_iterator(cbegin()); }
  void swap(accessor &o) noexcept { std::swap(*this, o); }
  // Accessors compare as their memory and region (common-reference semantics).
  friend bool operator==(const accessor &a, const accessor &b) {
    return a.ptr == b.ptr && a.acc == b.acc && a.off == b.off;
  }
  friend bool operator!=(const accessor &a, const accessor &b) { return !(a == b); }

  // Internal: the first accessed element and the buffer's whole range.
  value_type *get_raw_pointer() const noexcept { return ptr + detail::linearize<D>(off, mem); }
  range<D> get_buffer_range() const noexcept { return mem; }
  value_type *get_base_pointer() const noexcept { return ptr; }

private:
  subscript_result element(size_t linear) const {
    if constexpr (M == access_mode::atomic)
      return subscript_result(multi_ptr<T, access::address_space::global_space>(ptr + linear));
    else
      return ptr[linear];
  }
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

// A 0-dimensional accessor: the first element of a 1-dimensional buffer,
// used as a reference to it.
template <typename T, access_mode M, target Tgt, access::placeholder P> class accessor<T, 0, M, Tgt, P> {
  template <typename B> using if_buffer = detail::if_buffer<B>;
  template <typename Tag> using if_tag = detail::if_tag<Tag>;

public:
  using value_type = std::conditional_t<M == access_mode::read, const std::remove_const_t<T>, T>;
  // SYCL 1.2.1's get_pointer type: constant_ptr<DataT> for constant buffers.
  using legacy_ptr = std::conditional_t<Tgt == target::constant_buffer, constant_ptr<T>, global_ptr<value_type>>;
  using reference = value_type &;
  using const_reference = const std::remove_const_t<T> &;
  using element_type = value_type;
  using iterator = value_type *;
  using const_iterator = const std::remove_const_t<T> *;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;
  using difference_type = std::ptrdiff_t;
  using size_type = size_t;
  template <access::decorated Dec> using accessor_ptr = multi_ptr<value_type, access::address_space::global_space, Dec>;
  static constexpr int dimensions = 0;

  accessor() = default;
  template <typename B, typename = if_buffer<B>> accessor(B &buf, const property_list & = {}) { init(buf); }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, Tag, const property_list & = {}) {
    init(buf);
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, handler &, const property_list & = {}) { init(buf); }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, handler &, Tag, const property_list & = {}) {
    init(buf);
  }
  template <typename U, access_mode OM, access::placeholder OP,
            typename = std::enable_if_t<std::is_same_v<const U, value_type> && M == access_mode::read &&
                                        OM != access_mode::read>>
  accessor(const accessor<U, 0, OM, Tgt, OP> &o) : ptr(o.get_raw_pointer()) {}

  using element_result = std::conditional_t<M == access_mode::atomic, atomic<T, access::address_space::global_space>, reference>;
  operator element_result() const {
    if constexpr (M == access_mode::atomic)
      return element_result(multi_ptr<T, access::address_space::global_space>(ptr));
    else
      return *ptr;
  }
  template <access_mode E = M, typename = std::enable_if_t<E != access_mode::read && E != access_mode::atomic>>
  const accessor &operator=(const value_type &v) const {
    *ptr = v;
    return *this;
  }
  reference operator*() const noexcept { return *ptr; }
  size_t size() const noexcept { return 1; }
  size_t max_size() const noexcept { return 1; }
  size_t get_count() const noexcept { return 1; }
  size_t byte_size() const noexcept { return sizeof(T); }
  size_t get_size() const noexcept { return sizeof(T); }
  bool empty() const noexcept { return false; }
  bool is_placeholder() const noexcept { return false; }
  template <typename Prop> bool has_property() const noexcept { return false; }
  legacy_ptr get_pointer() const noexcept { return legacy_ptr(const_cast<typename legacy_ptr::element_type *>(ptr)); }
  template <access::decorated Dec = access::decorated::no> accessor_ptr<Dec> get_multi_ptr() const noexcept {
    return accessor_ptr<Dec>(ptr);
  }
  iterator begin() const noexcept { return ptr; }
  iterator end() const noexcept { return ptr + 1; }
  const_iterator cbegin() const noexcept { return begin(); }
  const_iterator cend() const noexcept { return end(); }
  reverse_iterator rbegin() const noexcept { return reverse_iterator(end()); }
  reverse_iterator rend() const noexcept { return reverse_iterator(begin()); }
  const_reverse_iterator crbegin() const noexcept { return const_reverse_iterator(cend()); }
  const_reverse_iterator crend() const noexcept { return const_reverse_iterator(cbegin()); }
  void swap(accessor &o) noexcept { std::swap(ptr, o.ptr); }
  friend bool operator==(const accessor &a, const accessor &b) { return a.ptr == b.ptr; }
  friend bool operator!=(const accessor &a, const accessor &b) { return a.ptr != b.ptr; }

  // Internal: the element.
  value_type *get_raw_pointer() const noexcept { return ptr; }

private:
  template <typename B> void init(B &buf) {
    static_assert(B::dimensions == 1, "a 0-dimensional accessor needs a 1-dimensional buffer");
#ifndef __SYCL_DEVICE_ONLY__
    detail::note_buffer_access(buf.storage(), M != access_mode::read, Tgt == target::host_buffer);
    ptr = static_cast<value_type *>(buf.data());
#endif
  }
  value_type *ptr = nullptr;
};

template <typename T, int D = 1, access_mode M = access_mode::read_write>
class host_accessor : public accessor<T, D, M, target::host_buffer> {
  using base = accessor<T, D, M, target::host_buffer>;
  template <typename B> using if_buffer = detail::if_buffer<B>;
  template <typename Tag> using if_tag = detail::if_tag<Tag>;

public:
  host_accessor() = default;
  template <typename B, typename = if_buffer<B>> host_accessor(B &buf, const property_list & = {}) : base(buf) {}
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  host_accessor(B &buf, Tag, const property_list & = {}) : base(buf) {}
  template <typename B, typename = if_buffer<B>, int E = D, typename = std::enable_if_t<(E > 0)>>
  host_accessor(B &buf, range<E> r, const property_list & = {}) : base(buf, r) {}
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>, int E = D,
            typename = std::enable_if_t<(E > 0)>>
  host_accessor(B &buf, range<E> r, Tag, const property_list & = {}) : base(buf, r) {}
  template <typename B, typename = if_buffer<B>, int E = D, typename = std::enable_if_t<(E > 0)>>
  host_accessor(B &buf, range<E> r, id<E> o, const property_list & = {}) : base(buf, r, o) {}
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>, int E = D,
            typename = std::enable_if_t<(E > 0)>>
  host_accessor(B &buf, range<E> r, id<E> o, Tag, const property_list & = {}) : base(buf, r, o) {}
};

template <typename T, int D, access_mode M, target Tgt, access::placeholder P>
struct is_property_of<property::no_init, accessor<T, D, M, Tgt, P>> : std::true_type {};
template <typename T, int D, access_mode M>
struct is_property_of<property::no_init, host_accessor<T, D, M>> : std::true_type {};

} // namespace sycl

#endif // SYCL_ACCESSOR_HPP
