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

// An element as an accessor gives it: a reference, or for the deprecated
// atomic mode a sycl::atomic in the accessor's address space.
template <typename Ref> struct accessor_element {
  static Ref at(std::remove_reference_t<Ref> *p) { return *p; }
};
template <typename T, access::address_space Space> struct accessor_element<atomic<T, Space>> {
  static atomic<T, Space> at(T *p) { return atomic<T, Space>(multi_ptr<T, Space, access::decorated::no>(p)); }
};

// A row of a multi-dimensional accessor of T elements, for subscripts such as
// acc[i][j]: the remaining dimensions' extents and, for buffer accessors,
// offsets (a ranged accessor's offset applies in every dimension).
template <typename Ref, int D, bool Offset, typename T = std::remove_reference_t<Ref>> struct accessor_row {
  T *base;
  const size_t *dims;
  const size_t *offs;
  size_t linear;
  size_t index(size_t i) const { return linear * dims[0] + i + (Offset ? offs[0] : 0); }
  accessor_row<Ref, D - 1, Offset, T> operator[](size_t i) const { return {base, dims + 1, offs + 1, index(i)}; }
};
template <typename Ref, bool Offset, typename T> struct accessor_row<Ref, 1, Offset, T> {
  T *base;
  const size_t *dims;
  const size_t *offs;
  size_t linear;
  Ref operator[](size_t i) const {
    return accessor_element<Ref>::at(base + linear * dims[0] + i + (Offset ? offs[0] : 0));
  }
};

// The iterator of buffer accessors: it visits the accessed region in
// row-major order. A ranged multi-dimensional accessor's region is not
// contiguous in the buffer, so a pointer cannot do.
template <typename T, int D> class accessor_iterator {
public:
  using iterator_category = std::random_access_iterator_tag;
  using value_type = std::remove_const_t<T>;
  using difference_type = std::ptrdiff_t;
  using pointer = T *;
  using reference = T &;

  accessor_iterator() = default;
  accessor_iterator(T *base, const range<D> &mem, const range<D> &acc, const id<D> &off, difference_type pos)
      : base(base), mem(mem), acc(acc), off(off), pos(pos) {}
  // An iterator converts to the const_iterator of the same accessor.
  template <typename U, typename = std::enable_if_t<std::is_same_v<const U, T> && !std::is_const_v<U>>>
  accessor_iterator(const accessor_iterator<U, D> &o)
      : base(o.base), mem(o.mem), acc(o.acc), off(o.off), pos(o.pos) {}

  reference operator*() const { return base[address(pos)]; }
  pointer operator->() const { return base + address(pos); }
  reference operator[](difference_type n) const { return base[address(pos + n)]; }
  accessor_iterator &operator++() { ++pos; return *this; }
  accessor_iterator operator++(int) { accessor_iterator t = *this; ++pos; return t; }
  accessor_iterator &operator--() { --pos; return *this; }
  accessor_iterator operator--(int) { accessor_iterator t = *this; --pos; return t; }
  accessor_iterator &operator+=(difference_type n) { pos += n; return *this; }
  accessor_iterator &operator-=(difference_type n) { pos -= n; return *this; }
  friend accessor_iterator operator+(accessor_iterator it, difference_type n) { return it += n; }
  friend accessor_iterator operator+(difference_type n, accessor_iterator it) { return it += n; }
  friend accessor_iterator operator-(accessor_iterator it, difference_type n) { return it -= n; }
  friend difference_type operator-(const accessor_iterator &a, const accessor_iterator &b) { return a.pos - b.pos; }
  friend bool operator==(const accessor_iterator &a, const accessor_iterator &b) { return a.base == b.base && a.pos == b.pos; }
  friend bool operator!=(const accessor_iterator &a, const accessor_iterator &b) { return !(a == b); }
  friend bool operator<(const accessor_iterator &a, const accessor_iterator &b) { return a.pos < b.pos; }
  friend bool operator>(const accessor_iterator &a, const accessor_iterator &b) { return b < a; }
  friend bool operator<=(const accessor_iterator &a, const accessor_iterator &b) { return !(b < a); }
  friend bool operator>=(const accessor_iterator &a, const accessor_iterator &b) { return !(a < b); }

private:
  template <typename, int> friend class accessor_iterator;
  // The element \p linear places into the region, as an index of the buffer.
  size_t address(difference_type linear) const {
    if constexpr (D == 1)
      return off[0] + size_t(linear);
    else
      return linearize<D>(delinearize<D>(size_t(linear), acc) + off, mem);
  }
  T *base = nullptr;
  range<D> mem, acc;
  id<D> off;
  difference_type pos = 0;
};

// cbegin, cend and the reverse iterators of an accessor, from its begin and end.
template <typename Derived, typename It, typename CIt> class accessor_iteration {
  const Derived &self() const { return static_cast<const Derived &>(*this); }

public:
  CIt cbegin() const noexcept { return self().begin(); }
  CIt cend() const noexcept { return self().end(); }
  std::reverse_iterator<It> rbegin() const noexcept { return std::reverse_iterator<It>(self().end()); }
  std::reverse_iterator<It> rend() const noexcept { return std::reverse_iterator<It>(self().begin()); }
  std::reverse_iterator<CIt> crbegin() const noexcept { return std::reverse_iterator<CIt>(cend()); }
  std::reverse_iterator<CIt> crend() const noexcept { return std::reverse_iterator<CIt>(cbegin()); }
};

// The properties an accessor can have: no_init.
class accessor_properties {
public:
  template <typename Prop> bool has_property() const noexcept {
    return std::is_same_v<Prop, property::no_init> && no_init;
  }
  template <typename Prop> Prop get_property() const {
    if (!has_property<Prop>())
      throw exception(errc::invalid, "the accessor does not have the property asked for");
    return Prop{};
  }

protected:
  void set_properties(const property_list &p, access_mode m) {
    no_init = p.has_property<property::no_init>();
    if (no_init && m == access_mode::read)
      throw exception(errc::invalid, "an accessor with the no_init property cannot be read-only");
  }
  bool no_init = false;
  // Made without a handler (SYCL 2020: a placeholder until handler::require).
  bool placeholder = false;
};

// What a host accessor holds on a device that does not share the host's
// memory: when its last copy goes, what it may have written goes to the
// device (buffer_storage::host_release). Other accessors hold nothing, so
// that kernel objects stay plain data.
template <bool Host> struct accessor_hold {};
template <> struct accessor_hold<true> {
  std::shared_ptr<void> release;
};
template <target Tgt> constexpr buffer_side side_of() {
  return Tgt == target::host_buffer ? buffer_side::host
         : Tgt == target::host_task ? buffer_side::host_work
                                    : buffer_side::device;
}
// The buffer access of an accessor of target Tgt: recorded (device and host
// work) or waited for (host accessors), and its memory.
template <target Tgt, typename V, typename B, typename Hold> V *access_buffer(B &buf, bool write, Hold &hold) {
  detail::note_buffer_access(buf.storage(), write, Tgt == target::host_buffer, Tgt == target::host_task);
  V *p = static_cast<V *>(buf.access_data(write, side_of<Tgt>()));
  if constexpr (Tgt == target::host_buffer)
    if (write && !buf.storage()->integrated)
      hold.release = std::shared_ptr<void>(nullptr, [s = buf.storage()](void *) { s->host_release(true); });
  return p;
}

template <typename T, access_mode M>
using accessor_value_t = std::conditional_t<M == access_mode::read, const std::remove_const_t<T>, T>;
// The implicit conversions of SYCL 2020: an accessor of T or const T that
// reads (read or read_write) converts to a read-only accessor of T or const T.
template <typename From, access_mode FromM, typename To, access_mode ToM>
constexpr bool accessor_converts = std::is_same_v<std::remove_const_t<From>, std::remove_const_t<To>> &&
                                   ToM == access_mode::read &&
                                   (FromM == access_mode::read || FromM == access_mode::read_write);

// SYCL 1.2.1's get_pointer type: a constant_ptr for constant buffers, a plain
// pointer on the host (host accessors and host tasks' accessors, as SYCL
// 2020 has it), else a legacy global_ptr (which converts to T *).
template <typename T, typename V, target Tgt>
using accessor_legacy_ptr =
    std::conditional_t<Tgt == target::host_buffer || Tgt == target::host_task, V *,
                       std::conditional_t<Tgt == target::constant_buffer, constant_ptr<T>, global_ptr<V>>>;
template <typename P, typename V> P make_legacy_ptr(V *p) {
  if constexpr (std::is_pointer_v<P>)
    return p;
  else
    return P(const_cast<typename P::element_type *>(p));
}
} // namespace detail

// A buffer accessor: the buffer's memory, its range (for linear indices) and
// the accessed region. Placeholder accessors (constructed without a handler)
// are complete at once: a buffer's memory exists from its construction.
template <typename T, int D = 1, access_mode M = (std::is_const_v<T> ? access_mode::read : access_mode::read_write),
          target Tgt = target::device, access::placeholder P = access::placeholder::false_t>
class accessor : public detail::accessor_properties,
                 public detail::accessor_hold<Tgt == target::host_buffer>,
                 public detail::accessor_iteration<accessor<T, D, M, Tgt, P>,
                                                   detail::accessor_iterator<detail::accessor_value_t<T, M>, D>,
                                                   detail::accessor_iterator<const std::remove_const_t<T>, D>> {
  template <typename B> using if_buffer = detail::if_buffer<B>;
  template <typename Tag> using if_tag = detail::if_tag<Tag>;

public:
  using value_type = detail::accessor_value_t<T, M>;
  using legacy_ptr = detail::accessor_legacy_ptr<T, value_type, Tgt>;
  using reference = value_type &;
  using const_reference = const std::remove_const_t<T> &;
  using element_type = value_type;
  using iterator = detail::accessor_iterator<value_type, D>;
  using const_iterator = detail::accessor_iterator<const std::remove_const_t<T>, D>;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;
  using difference_type = std::ptrdiff_t;
  using size_type = size_t;
  template <access::decorated Dec> using accessor_ptr = multi_ptr<value_type, access::address_space::global_space, Dec>;
  static constexpr int dimensions = D;

  accessor() = default;
  // (buffer, [handler,] [range, [offset,]] [tag,] [properties]), as SYCL 2020 lists them.
  template <typename B, typename = if_buffer<B>> accessor(B &buf, const property_list &p = {}) {
    init(buf, buf.get_range(), {}, p, true);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, Tag, const property_list &p = {}) {
    init(buf, buf.get_range(), {}, p, true);
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, handler &, const property_list &p = {}) {
    init(buf, buf.get_range(), {}, p, false);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, handler &, Tag, const property_list &p = {}) {
    init(buf, buf.get_range(), {}, p, false);
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, range<D> r, const property_list &p = {}) {
    init(buf, r, {}, p, true);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, range<D> r, Tag, const property_list &p = {}) {
    init(buf, r, {}, p, true);
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, range<D> r, id<D> o, const property_list &p = {}) {
    init(buf, r, o, p, true);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, range<D> r, id<D> o, Tag, const property_list &p = {}) {
    init(buf, r, o, p, true);
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, handler &, range<D> r, const property_list &p = {}) {
    init(buf, r, {}, p, false);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, handler &, range<D> r, Tag, const property_list &p = {}) {
    init(buf, r, {}, p, false);
  }
  template <typename B, typename = if_buffer<B>>
  accessor(B &buf, handler &, range<D> r, id<D> o, const property_list &p = {}) {
    init(buf, r, o, p, false);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, handler &, range<D> r, id<D> o, Tag, const property_list &p = {}) {
    init(buf, r, o, p, false);
  }
  template <typename U, access_mode OM, access::placeholder OP,
            typename = std::enable_if_t<detail::accessor_converts<U, OM, T, M> &&
                                        !std::is_same_v<accessor, accessor<U, D, OM, Tgt, OP>>>>
  accessor(const accessor<U, D, OM, Tgt, OP> &o)
      : detail::accessor_properties(o), detail::accessor_hold<Tgt == target::host_buffer>(o), ptr(o.get_base_pointer()), mem(o.get_buffer_range()), acc(o.get_range()), off(o.get_offset()) {}

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
    return detail::accessor_row<subscript_result, D - 1, true, value_type>{ptr, &mem.v[1], &off.v[1],
                                                                          size_t(i) + off[0]};
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
  bool is_placeholder() const noexcept { return placeholder; }
  // Both point to the start of the buffer, also for a ranged accessor (SYCL 2020).
  legacy_ptr get_pointer() const noexcept { return detail::make_legacy_ptr<legacy_ptr>(ptr); }
  template <access::decorated Dec = access::decorated::no> accessor_ptr<Dec> get_multi_ptr() const noexcept {
    return accessor_ptr<Dec>(ptr);
  }
  iterator begin() const noexcept { return iterator(ptr, mem, acc, off, 0); }
  iterator end() const noexcept { return iterator(ptr, mem, acc, off, difference_type(size())); }
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
  // Internal: the same region of another copy of the buffer's memory, which
  // starts at \p to where the accessor's starts at \p from.
  void rebase(const void *from, void *to) noexcept {
    ptr = reinterpret_cast<value_type *>(static_cast<char *>(to) +
                                         (reinterpret_cast<const char *>(ptr) - static_cast<const char *>(from)));
  }

private:
  subscript_result element(size_t linear) const { return detail::accessor_element<subscript_result>::at(ptr + linear); }
  template <typename B> void init(B &buf, range<D> r, id<D> o, const property_list &p, bool no_handler) {
#ifndef __SYCL_DEVICE_ONLY__
    set_properties(p, M);
    for (int d = 0; d < D; ++d)
      if (o[d] + r[d] > buf.get_range()[d])
        throw exception(errc::invalid, "the accessor's range and offset exceed the buffer");
    placeholder = no_handler && Tgt != target::host_buffer;
    ptr = detail::access_buffer<Tgt, value_type>(buf, M != access_mode::read, *this);
    mem = buf.get_range();
    acc = r;
    off = o;
#endif
  }
  value_type *ptr = nullptr;
  range<D> mem, acc;
  id<D> off;
};

// A 0-dimensional accessor: the first element of a 1-dimensional buffer,
// used as a reference to it.
template <typename T, access_mode M, target Tgt, access::placeholder P>
class accessor<T, 0, M, Tgt, P>
    : public detail::accessor_properties,
      public detail::accessor_hold<Tgt == target::host_buffer>,
      public detail::accessor_iteration<accessor<T, 0, M, Tgt, P>, detail::accessor_value_t<T, M> *,
                                        const std::remove_const_t<T> *> {
  template <typename B> using if_buffer = detail::if_buffer<B>;
  template <typename Tag> using if_tag = detail::if_tag<Tag>;

public:
  using value_type = detail::accessor_value_t<T, M>;
  using legacy_ptr = detail::accessor_legacy_ptr<T, value_type, Tgt>;
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
  template <typename B, typename = if_buffer<B>> accessor(B &buf, const property_list &p = {}) {
    init(buf, p, true);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, Tag, const property_list &p = {}) {
    init(buf, p, true);
  }
  template <typename B, typename = if_buffer<B>> accessor(B &buf, handler &, const property_list &p = {}) {
    init(buf, p, false);
  }
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  accessor(B &buf, handler &, Tag, const property_list &p = {}) {
    init(buf, p, false);
  }
  template <typename U, access_mode OM, access::placeholder OP,
            typename = std::enable_if_t<detail::accessor_converts<U, OM, T, M> &&
                                        !std::is_same_v<accessor, accessor<U, 0, OM, Tgt, OP>>>>
  accessor(const accessor<U, 0, OM, Tgt, OP> &o)
      : detail::accessor_properties(o), detail::accessor_hold<Tgt == target::host_buffer>(o), ptr(o.get_raw_pointer()),
        count(o.size()) {}

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
  size_t size() const noexcept { return count; }
  size_t max_size() const noexcept { return 1; }
  size_t get_count() const noexcept { return size(); }
  size_t byte_size() const noexcept { return count * sizeof(T); }
  size_t get_size() const noexcept { return byte_size(); }
  bool empty() const noexcept { return count == 0; }
  bool is_placeholder() const noexcept { return placeholder; }
  legacy_ptr get_pointer() const noexcept { return detail::make_legacy_ptr<legacy_ptr>(ptr); }
  template <access::decorated Dec = access::decorated::no> accessor_ptr<Dec> get_multi_ptr() const noexcept {
    return accessor_ptr<Dec>(ptr);
  }
  iterator begin() const noexcept { return ptr; }
  iterator end() const noexcept { return ptr + count; }
  void swap(accessor &o) noexcept { std::swap(*this, o); }
  friend bool operator==(const accessor &a, const accessor &b) { return a.ptr == b.ptr; }
  friend bool operator!=(const accessor &a, const accessor &b) { return a.ptr != b.ptr; }

  // Internal: the element.
  value_type *get_raw_pointer() const noexcept { return ptr; }

private:
  template <typename B> void init(B &buf, const property_list &p, bool no_handler) {
    static_assert(B::dimensions == 1, "a 0-dimensional accessor needs a 1-dimensional buffer");
#ifndef __SYCL_DEVICE_ONLY__
    set_properties(p, M);
    placeholder = no_handler && Tgt != target::host_buffer;
    ptr = detail::access_buffer<Tgt, value_type>(buf, M != access_mode::read, *this);
    count = buf.size() != 0;
#endif
  }
  value_type *ptr = nullptr;
  // 1, or 0 when default-constructed or of an empty buffer.
  size_t count = 0;
};

template <typename T, int D = 1, access_mode M = (std::is_const_v<T> ? access_mode::read : access_mode::read_write)>
class host_accessor : public accessor<T, D, M, target::host_buffer> {
  using base = accessor<T, D, M, target::host_buffer>;
  template <typename B> using if_buffer = detail::if_buffer<B>;
  template <typename Tag> using if_tag = detail::if_tag<Tag>;

public:
  using base::operator=;
  host_accessor() = default;
  template <typename U, access_mode OM,
            typename = std::enable_if_t<detail::accessor_converts<U, OM, T, M> &&
                                        !std::is_same_v<host_accessor, host_accessor<U, D, OM>>>>
  host_accessor(const host_accessor<U, D, OM> &o) : base(o) {}
  template <typename B, typename = if_buffer<B>> host_accessor(B &buf, const property_list &p = {}) : base(buf, p) {}
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>>
  host_accessor(B &buf, Tag, const property_list &p = {}) : base(buf, p) {}
  template <typename B, typename = if_buffer<B>, int E = D, typename = std::enable_if_t<(E > 0)>>
  host_accessor(B &buf, range<E> r, const property_list &p = {}) : base(buf, r, p) {}
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>, int E = D,
            typename = std::enable_if_t<(E > 0)>>
  host_accessor(B &buf, range<E> r, Tag, const property_list &p = {}) : base(buf, r, p) {}
  template <typename B, typename = if_buffer<B>, int E = D, typename = std::enable_if_t<(E > 0)>>
  host_accessor(B &buf, range<E> r, id<E> o, const property_list &p = {}) : base(buf, r, o, p) {}
  template <typename B, typename Tag, typename = if_buffer<B>, typename = if_tag<Tag>, int E = D,
            typename = std::enable_if_t<(E > 0)>>
  host_accessor(B &buf, range<E> r, id<E> o, Tag, const property_list &p = {}) : base(buf, r, o, p) {}
};

template <typename T, int D, access_mode M, target Tgt, access::placeholder P>
struct is_property_of<property::no_init, accessor<T, D, M, Tgt, P>> : std::true_type {};
template <typename T, int D, access_mode M>
struct is_property_of<property::no_init, host_accessor<T, D, M>> : std::true_type {};

} // namespace sycl

#endif // SYCL_ACCESSOR_HPP
