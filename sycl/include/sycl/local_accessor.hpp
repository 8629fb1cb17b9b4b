//===- sycl/local_accessor.hpp - local_accessor and the kernel-object capture of local memory and streams ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_LOCAL_ACCESSOR_HPP
#define SYCL_LOCAL_ACCESSOR_HPP

#include <sycl/accessor.hpp>
#include <sycl/detail/assert.hpp>

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
// when the user's function returns; and the launch's assertion record.
struct kernel_patches {
  uint32_t local_count;
  uint32_t local_offsets[max_local_accessors];
  uint32_t stream_count;
  uint32_t stream_offsets[max_streams];
  assert_record *assert_to; // where failed assertions go (detail/assert.hpp)
};
// While the handler copies a kernel object into its launch storage, the
// copies of local_accessors and streams inside it record where they are.
struct capture_region {
  const char *begin, *end;
  kernel_patches *patches;
  handler *owner; // the command group's handler, which lays out local memory
};
// The calling thread's region (null when no kernel object is being copied).
capture_region *&current_capture();
// Records \p self in \p offsets when it is being copied into a kernel
// object; \p what names the object for the error when there are too many.
// Returns the region it is in, or null.
template <unsigned N>
capture_region *record_capture(const void *self, uint32_t kernel_patches::*member_count,
                               uint32_t (kernel_patches::*offsets)[N], const char *what) {
#ifndef __SYCL_DEVICE_ONLY__
  capture_region *c = current_capture();
  const char *at = static_cast<const char *>(self);
  if (!c || at < c->begin || at >= c->end)
    return nullptr;
  uint32_t &count = c->patches->*member_count;
  if (count == N)
    throw exception(errc::kernel_argument,
                    "a kernel captures more than " + std::to_string(N) + " " + what);
  (c->patches->*offsets)[count++] = uint32_t(at - c->begin);
  return c;
#else
  return nullptr;
#endif
}
size_t allocate_local(handler &h, size_t bytes, size_t align);
// A local_accessor's memory is asked for when it is made (request_local gives
// its number in the command group) and laid out only when a kernel object
// captures it (place_local gives its offset, the same for every copy): local
// accessors a command group makes but its kernel does not use take none.
size_t request_local(handler &h, size_t bytes, size_t align);
size_t place_local(handler &h, size_t request);
inline constexpr size_t no_local_request = ~size_t(0);
// A local_accessor's copy constructor: a copy into a kernel object gets its
// place in the launch's local memory.
inline void capture_local(const void *self, local_accessor_header &header, size_t request) {
#ifndef __SYCL_DEVICE_ONLY__
  if (capture_region *c = record_capture(self, &kernel_patches::local_count, &kernel_patches::local_offsets,
                                         "local_accessors"))
    header.byte_offset = place_local(*c->owner, request);
#endif
}
} // namespace detail

template <typename T, int D = 1>
class local_accessor : public detail::accessor_iteration<local_accessor<T, D>, T *, const T *> {
public:
  using value_type = T;
  using element_type = T;
  using reference = T &;
  using const_reference = const T &;
  using iterator = T *;
  using const_iterator = const T *;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;
  using difference_type = std::ptrdiff_t;
  using size_type = size_t;
  template <access::decorated Dec> using accessor_ptr = multi_ptr<T, access::address_space::local_space, Dec>;
  static constexpr int dimensions = D;

  local_accessor() = default;
  local_accessor(range<D> r, handler &h, const property_list & = {}) : r(r) {
    request = detail::request_local(h, r.size() * sizeof(T), alignof(T));
  }
  local_accessor(const local_accessor &o) : header(o.header), request(o.request), r(o.r) {
    detail::capture_local(this, header, request);
  }
  // One of T converts to one of const T.
  template <typename U, typename = std::enable_if_t<std::is_same_v<const U, T> && !std::is_same_v<U, T>>>
  local_accessor(const local_accessor<U, D> &o) : header(o.header), request(o.request), r(o.r) {
    detail::capture_local(this, header, request);
  }
  local_accessor &operator=(const local_accessor &) = default;

  T &operator[](id<D> i) const { return data()[detail::linearize<D>(i, r)]; }
  template <typename I, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<I>>>
  T &operator[](I i) const {
    return data()[i];
  }
  template <typename I, int E = D, typename = std::enable_if_t<(E > 1) && std::is_integral_v<I>>>
  auto operator[](I i) const {
    return row<T &>(size_t(i));
  }
  range<D> get_range() const { return r; }
  size_t size() const noexcept { return r.size(); }
  size_t max_size() const noexcept { return std::numeric_limits<difference_type>::max(); }
  size_t byte_size() const noexcept { return size() * sizeof(T); }
  size_t get_count() const noexcept { return size(); }
  size_t get_size() const noexcept { return byte_size(); }
  bool empty() const noexcept { return size() == 0; }
  template <typename Prop> bool has_property() const noexcept { return false; }
  local_ptr<T> get_pointer() const { return local_ptr<T>(data()); }
  template <access::decorated Dec = access::decorated::no> accessor_ptr<Dec> get_multi_ptr() const noexcept {
    return accessor_ptr<Dec>(data());
  }
  iterator begin() const noexcept { return data(); }
  iterator end() const noexcept { return data() + size(); }
  void swap(local_accessor &o) noexcept { std::swap(*this, o); }
  friend bool operator==(const local_accessor &a, const local_accessor &b) {
    return a.request == b.request && a.r == b.r;
  }
  friend bool operator!=(const local_accessor &a, const local_accessor &b) { return !(a == b); }

  // Internal: the first element.
  T *get_raw_pointer() const noexcept { return data(); }
  // Internal: its memory's number in its command group (what == compares).
  size_t get_local_request() const noexcept { return request; }

protected:
  // Row i, whose elements are Ref (references, or atomics for SYCL 1.2.1's atomic mode).
  template <typename Ref> detail::accessor_row<Ref, D - 1, false, T> row(size_t i) const {
    return {data(), &r.v[1], nullptr, i};
  }

private:
  template <typename, int> friend class local_accessor;
  T *data() const { return static_cast<T *>(header.ptr); }
  detail::local_accessor_header header{nullptr, 0};
  size_t request = detail::no_local_request;
  range<D> r;
};

// A 0-dimensional local accessor: one element of local memory.
template <typename T>
class local_accessor<T, 0> : public detail::accessor_iteration<local_accessor<T, 0>, T *, const T *> {
public:
  using value_type = T;
  using element_type = T;
  using reference = T &;
  using const_reference = const T &;
  using iterator = T *;
  using const_iterator = const T *;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;
  using difference_type = std::ptrdiff_t;
  using size_type = size_t;
  template <access::decorated Dec> using accessor_ptr = multi_ptr<T, access::address_space::local_space, Dec>;
  static constexpr int dimensions = 0;

  local_accessor() = default;
  local_accessor(handler &h, const property_list & = {}) : count(1) {
    request = detail::request_local(h, sizeof(T), alignof(T));
  }
  local_accessor(const local_accessor &o) : header(o.header), request(o.request), count(o.count) {
    detail::capture_local(this, header, request);
  }
  template <typename U, typename = std::enable_if_t<std::is_same_v<const U, T> && !std::is_same_v<U, T>>>
  local_accessor(const local_accessor<U, 0> &o) : header(o.header), request(o.request), count(o.count) {
    detail::capture_local(this, header, request);
  }
  local_accessor &operator=(const local_accessor &) = default;
  operator T &() const { return *data(); }
  const local_accessor &operator=(const T &v) const {
    *data() = v;
    return *this;
  }
  // A default-constructed one has no element.
  size_t size() const noexcept { return count; }
  size_t max_size() const noexcept { return 1; }
  size_t byte_size() const noexcept { return count * sizeof(T); }
  size_t get_count() const noexcept { return size(); }
  size_t get_size() const noexcept { return byte_size(); }
  bool empty() const noexcept { return count == 0; }
  template <typename Prop> bool has_property() const noexcept { return false; }
  local_ptr<T> get_pointer() const { return local_ptr<T>(data()); }
  template <access::decorated Dec = access::decorated::no> accessor_ptr<Dec> get_multi_ptr() const noexcept {
    return accessor_ptr<Dec>(data());
  }
  iterator begin() const noexcept { return data(); }
  iterator end() const noexcept { return data() + count; }
  void swap(local_accessor &o) noexcept { std::swap(*this, o); }
  friend bool operator==(const local_accessor &a, const local_accessor &b) {
    return a.request == b.request && a.count == b.count;
  }
  friend bool operator!=(const local_accessor &a, const local_accessor &b) { return !(a == b); }
  T *get_raw_pointer() const noexcept { return data(); }
  // Internal: its memory's number in its command group (what == compares).
  size_t get_local_request() const noexcept { return request; }

private:
  template <typename, int> friend class local_accessor;
  T *data() const { return static_cast<T *>(header.ptr); }
  detail::local_accessor_header header{nullptr, 0};
  size_t request = detail::no_local_request;
  size_t count = 0;
};

// SYCL 1.2.1's local accessors, accessor<T, D, mode, target::local>, which
// older programs still use: a local_accessor, whose elements are atomics in
// the atomic mode.
namespace detail {
template <typename T, int D, access_mode M> class legacy_local_accessor : public local_accessor<T, D> {
  using base = local_accessor<T, D>;

public:
  using base::base;
  using subscript_result = std::conditional_t<M == access_mode::atomic, atomic<T, access::address_space::local_space>, T &>;
  template <int E = D, typename = std::enable_if_t<(E > 0)>> subscript_result operator[](id<E> i) const {
    return element(linearize<D>(i, base::get_range()));
  }
  template <typename I, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<I>>>
  subscript_result operator[](I i) const {
    return element(size_t(i));
  }
  template <typename I, int E = D, typename = std::enable_if_t<(E > 1) && std::is_integral_v<I>>>
  auto operator[](I i) const {
    return base::template row<subscript_result>(size_t(i));
  }
  // A 0-dimensional one is its element.
  template <int E = D, typename = std::enable_if_t<E == 0>> operator subscript_result() const { return element(0); }

private:
  subscript_result element(size_t linear) const {
    return accessor_element<subscript_result>::at(base::get_raw_pointer() + linear);
  }
};
} // namespace detail

template <typename T, int D, access_mode M, access::placeholder P>
class accessor<T, D, M, target::local, P> : public detail::legacy_local_accessor<T, D, M> {
public:
  using detail::legacy_local_accessor<T, D, M>::legacy_local_accessor;
};
// More specialized than both the 0-dimensional buffer accessor and the one above.
template <typename T, access_mode M, access::placeholder P>
class accessor<T, 0, M, target::local, P> : public detail::legacy_local_accessor<T, 0, M> {
public:
  using detail::legacy_local_accessor<T, 0, M>::legacy_local_accessor;
};

} // namespace sycl

#endif // SYCL_LOCAL_ACCESSOR_HPP
