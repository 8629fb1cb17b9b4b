//===- sycl/detail/index.hpp - range, id, item, nd_item, group ------------===//
//
// Index space types. On the device the work-item queries read the OpenCL
// builtins; SYCL dimension d of an N-dimensional range is OpenCL dimension
// N-1-d (SYCL's last dimension varies fastest, like OpenCL's dimension 0).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_INDEX_HPP
#define SYCL_DETAIL_INDEX_HPP

#include "device_builtins.hpp"
#include <cstddef>
#include <type_traits>

namespace sycl {
namespace access {
enum class fence_space { local_space, global_space, global_and_local };
} // namespace access
// Defined in atomic_ref.hpp; group::fence_scope is defined in sub_group.hpp.
enum class memory_scope;

namespace detail {
template <int D> struct index_array {
  static_assert(D >= 1 && D <= 3, "SYCL ranges and ids have 1, 2 or 3 dimensions");
  size_t v[D];
  constexpr size_t get(int d) const { return v[d]; }
  constexpr size_t &operator[](int d) { return v[d]; }
  constexpr size_t operator[](int d) const { return v[d]; }
};

// One-dimensional ids and items convert to size_t (SYCL 2020 4.9.1.3); a
// non-template conversion, so that built-in subscripts (ptr[i]) see it.
template <typename Derived, int D> struct size_t_conversion {};
template <typename Derived> struct size_t_conversion<Derived, 1> {
  constexpr operator size_t() const { return static_cast<const Derived *>(this)->get(0); }
};

// The OpenCL dimension of SYCL dimension d in a D-dimensional launch.
template <int D> constexpr unsigned ocl_dim(int d) { return unsigned(D - 1 - d); }

} // namespace detail

// The operators SYCL 2020 gives range and id (4.9.1.1, 4.9.1.3): element-wise
// arithmetic, bitwise, logical and relational operators (the last two give 0
// or 1 per element), with a scalar on either side, compound assignments,
// unary +/- and increments.
#define __SYCL_INDEX_OPS(T)                                                                                            \
  friend constexpr bool operator==(const T &a, const T &b) {                                                           \
    for (int i = 0; i < D; ++i)                                                                                        \
      if (a.v[i] != b.v[i])                                                                                            \
        return false;                                                                                                  \
    return true;                                                                                                       \
  }                                                                                                                    \
  friend constexpr bool operator!=(const T &a, const T &b) { return !(a == b); }                                       \
  __SYCL_INDEX_BINOP(T, +) __SYCL_INDEX_BINOP(T, -) __SYCL_INDEX_BINOP(T, *) __SYCL_INDEX_BINOP(T, /)                  \
  __SYCL_INDEX_BINOP(T, %) __SYCL_INDEX_BINOP(T, <<) __SYCL_INDEX_BINOP(T, >>) __SYCL_INDEX_BINOP(T, &)                \
  __SYCL_INDEX_BINOP(T, |) __SYCL_INDEX_BINOP(T, ^) __SYCL_INDEX_BINOP(T, &&) __SYCL_INDEX_BINOP(T, ||)                \
  __SYCL_INDEX_BINOP(T, <) __SYCL_INDEX_BINOP(T, >) __SYCL_INDEX_BINOP(T, <=) __SYCL_INDEX_BINOP(T, >=)                \
  __SYCL_INDEX_COMPOUND(T, +) __SYCL_INDEX_COMPOUND(T, -) __SYCL_INDEX_COMPOUND(T, *) __SYCL_INDEX_COMPOUND(T, /)      \
  __SYCL_INDEX_COMPOUND(T, %) __SYCL_INDEX_COMPOUND(T, <<) __SYCL_INDEX_COMPOUND(T, >>) __SYCL_INDEX_COMPOUND(T, &)    \
  __SYCL_INDEX_COMPOUND(T, |) __SYCL_INDEX_COMPOUND(T, ^)                                                              \
  friend constexpr T operator+(const T &a) { return a; }                                                               \
  friend constexpr T operator-(const T &a) {                                                                           \
    T r = a;                                                                                                           \
    for (int i = 0; i < D; ++i)                                                                                        \
      r.v[i] = -a.v[i];                                                                                                \
    return r;                                                                                                          \
  }                                                                                                                    \
  friend constexpr T &operator++(T &a) { return a += 1; }                                                              \
  friend constexpr T &operator--(T &a) { return a -= 1; }                                                              \
  friend constexpr T operator++(T &a, int) {                                                                           \
    T old = a;                                                                                                         \
    a += 1;                                                                                                            \
    return old;                                                                                                        \
  }                                                                                                                    \
  friend constexpr T operator--(T &a, int) {                                                                           \
    T old = a;                                                                                                         \
    a -= 1;                                                                                                            \
    return old;                                                                                                        \
  }
#define __SYCL_INDEX_BINOP(T, op)                                                                                      \
  friend constexpr T operator op(const T &a, const T &b) {                                                             \
    T r = a;                                                                                                           \
    for (int i = 0; i < D; ++i)                                                                                        \
      r.v[i] = size_t(a.v[i] op b.v[i]);                                                                               \
    return r;                                                                                                          \
  }                                                                                                                    \
  /* Scalars are templates: an exact match beats 1-D ids' conversion to size_t. */                                   \
  template <typename S, typename = std::enable_if_t<std::is_arithmetic_v<S>>>                                          \
  friend constexpr T operator op(const T &a, const S &b) {                                                             \
    T r = a;                                                                                                           \
    for (int i = 0; i < D; ++i)                                                                                        \
      r.v[i] = size_t(a.v[i] op size_t(b));                                                                            \
    return r;                                                                                                          \
  }                                                                                                                    \
  template <typename S, typename = std::enable_if_t<std::is_arithmetic_v<S>>>                                          \
  friend constexpr T operator op(const S &a, const T &b) {                                                             \
    T r = b;                                                                                                           \
    for (int i = 0; i < D; ++i)                                                                                        \
      r.v[i] = size_t(size_t(a) op b.v[i]);                                                                            \
    return r;                                                                                                          \
  }
#define __SYCL_INDEX_COMPOUND(T, op)                                                                                   \
  friend constexpr T &operator op##=(T &a, const T &b) { return a = a op b; }                                          \
  template <typename S, typename = std::enable_if_t<std::is_arithmetic_v<S>>>                                          \
  friend constexpr T &operator op##=(T &a, const S &b) {                                                               \
    return a = a op b;                                                                                                 \
  }

template <int D = 1> class range : public detail::index_array<D> {
public:
  using detail::index_array<D>::v;
  constexpr range() : detail::index_array<D>{} {}
  template <int E = D, typename = std::enable_if_t<E == 1>> constexpr range(size_t x) : detail::index_array<D>{{x}} {}
  template <int E = D, typename = std::enable_if_t<E == 2>>
  constexpr range(size_t x, size_t y) : detail::index_array<D>{{x, y}} {}
  template <int E = D, typename = std::enable_if_t<E == 3>>
  constexpr range(size_t x, size_t y, size_t z) : detail::index_array<D>{{x, y, z}} {}
  static constexpr int dimensions = D;
  constexpr size_t size() const {
    size_t s = 1;
    for (int i = 0; i < D; ++i)
      s *= v[i];
    return s;
  }
  __SYCL_INDEX_OPS(range)
};
range(size_t)->range<1>;
range(size_t, size_t)->range<2>;
range(size_t, size_t, size_t)->range<3>;

template <int D = 1, bool WithOffset = true> class item;

template <int D = 1> class id : public detail::index_array<D>, public detail::size_t_conversion<id<D>, D> {
public:
  using detail::index_array<D>::v;
  constexpr id() : detail::index_array<D>{} {}
  template <int E = D, typename = std::enable_if_t<E == 1>> constexpr id(size_t x) : detail::index_array<D>{{x}} {}
  template <int E = D, typename = std::enable_if_t<E == 2>>
  constexpr id(size_t x, size_t y) : detail::index_array<D>{{x, y}} {}
  template <int E = D, typename = std::enable_if_t<E == 3>>
  constexpr id(size_t x, size_t y, size_t z) : detail::index_array<D>{{x, y, z}} {}
  constexpr id(const range<D> &r) {
    for (int i = 0; i < D; ++i)
      v[i] = r[i];
  }
  template <bool W> id(const item<D, W> &it) : id(it.get_id()) {}
  static constexpr int dimensions = D;
  __SYCL_INDEX_OPS(id)
  // id<1> == 5: both id(size_t) and the conversion to size_t apply, so the
  // comparison was ambiguous. As in DPC++, templates for integers win over
  // either conversion.
  template <typename T, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<T>>>
  friend constexpr bool operator==(const id &a, const T &b) { return a.v[0] == size_t(b); }
  template <typename T, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<T>>>
  friend constexpr bool operator==(const T &a, const id &b) { return size_t(a) == b.v[0]; }
  template <typename T, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<T>>>
  friend constexpr bool operator!=(const id &a, const T &b) { return a.v[0] != size_t(b); }
  template <typename T, int E = D, typename = std::enable_if_t<E == 1 && std::is_integral_v<T>>>
  friend constexpr bool operator!=(const T &a, const id &b) { return size_t(a) != b.v[0]; }
};
id(size_t)->id<1>;
id(size_t, size_t)->id<2>;
id(size_t, size_t, size_t)->id<3>;

#undef __SYCL_INDEX_OPS
#undef __SYCL_INDEX_BINOP
#undef __SYCL_INDEX_COMPOUND

namespace detail {
template <int D> constexpr size_t linearize(const id<D> &i, const range<D> &r) {
  size_t l = 0;
  for (int d = 0; d < D; ++d)
    l = l * r[d] + i[d];
  return l;
}
template <int D> constexpr id<D> delinearize(size_t l, const range<D> &r) {
  id<D> i;
  for (int d = D - 1; d >= 0; --d) {
    i[d] = l % r[d];
    l /= r[d];
  }
  return i;
}
} // namespace detail

// item<D> of a basic parallel_for: the global id, range and offset;
// item<D, false> (h_item's items) has no offset and converts to item<D>.
template <int D, bool WithOffset> class item : public detail::size_t_conversion<item<D, WithOffset>, D> {
public:
  // No default constructor: SYCL 2020 gives items only to kernels.
  item() = delete;
  item(const id<D> &i, const range<D> &r, const id<D> &o = id<D>()) : i(i), r(r), o(o) {}
  static constexpr int dimensions = D;
  id<D> get_id() const { return i; }
  size_t get_id(int d) const { return i[d]; }
  size_t operator[](int d) const { return i[d]; }
  range<D> get_range() const { return r; }
  size_t get_range(int d) const { return r[d]; }
  template <bool W = WithOffset, typename = std::enable_if_t<W>> id<D> get_offset() const { return o; }
  size_t get_linear_id() const { return detail::linearize<D>(i - o, r); }
  size_t get(int d) const { return i[d]; }
  template <bool W = WithOffset, typename = std::enable_if_t<!W>> operator item<D, true>() const {
    return item<D, true>(i, r);
  }
  friend bool operator==(const item &a, const item &b) { return a.i == b.i && a.r == b.r && a.o == b.o; }
  friend bool operator!=(const item &a, const item &b) { return !(a == b); }

private:
  id<D> i;
  range<D> r;
  id<D> o;
};

class sub_group;
template <int D> class h_item;

// The completion of group::async_work_group_copy: every work-item of the
// group copies its share at once, so waiting is the barrier after which the
// whole copy is visible.
class device_event {
public:
  void wait() noexcept {
#ifdef __SYCL_DEVICE_ONLY__
    detail::ocl::barrier(detail::ocl::CLK_LOCAL_MEM_FENCE | detail::ocl::CLK_GLOBAL_MEM_FENCE);
#endif
  }
};

namespace detail {
// Whether a pointer type names the global address space (multi_ptr's
// address_space; specialized in hierarchical.hpp, which knows the enum).
template <typename P, typename = void> struct is_global_space_ptr : std::false_type {};
// group::async_work_group_copy: work-item l of L copies elements l, l + L,
// ...; the side in global memory may be strided (dest when it is a global
// multi_ptr, else src).
template <typename DestPtr, typename SrcPtr> void group_copy(DestPtr dest, SrcPtr src, size_t n, size_t stride) {
  size_t first = 0, step = 1;
#ifdef __SYCL_DEVICE_ONLY__
  first = ocl::local_id(0) + ocl::local_size(0) * (ocl::local_id(1) + ocl::local_size(1) * ocl::local_id(2));
  step = ocl::local_size(0) * ocl::local_size(1) * ocl::local_size(2);
#endif
  for (size_t i = first; i < n; i += step) {
    if constexpr (is_global_space_ptr<DestPtr>::value)
      dest[i * stride] = src[i];
    else
      dest[i] = src[i * stride];
  }
}
} // namespace detail

template <int D> class group;
namespace detail {
template <int D> group<D> make_group(const id<D> &group_id, const range<D> &local, const range<D> &groups);
} // namespace detail

// The work-group of an nd_range work-item, or of a hierarchical kernel (see
// hierarchical.hpp), where one device work-item runs the whole group and
// the group's local range is the logical one it carries. A group is a value
// (SYCL 2020 by-value semantics): it holds its id and ranges, so a copy
// taken to another kernel or to the host still answers them and compares
// equal only to the same group of the same launch. Only the calling
// work-item's local id is read from the device.
template <int D = 1> class group {
  group(const id<D> &group_id, const range<D> &local, const range<D> &groups)
      : group_id(group_id), local(local), groups(groups) {}
  friend group detail::make_group<D>(const id<D> &, const range<D> &, const range<D> &);

public:
  group() = delete;
  static constexpr int dimensions = D;
  using id_type = id<D>;
  using range_type = range<D>;
  using linear_id_type = size_t;
  static const memory_scope fence_scope;
  id<D> get_group_id() const { return group_id; }
  range<D> get_local_range() const { return local; }
  range<D> get_group_range() const { return groups; }
  id<D> get_local_id() const {
    id<D> r;
#ifdef __SYCL_DEVICE_ONLY__
    for (int d = 0; d < D; ++d)
      r[d] = detail::ocl::local_id(detail::ocl_dim<D>(d));
#endif
    return r;
  }
  id<D> get_id() const { return get_group_id(); }
  size_t get_id(int d) const { return get_group_id()[d]; }
  size_t get_local_id(int d) const { return get_local_id()[d]; }
  range<D> get_global_range() const { return get_group_range() * get_local_range(); }
  size_t get_global_range(int d) const { return get_global_range()[d]; }
  size_t get_linear_id() const { return get_group_linear_id(); }
  size_t get_group_id(int d) const { return get_group_id()[d]; }
  size_t operator[](int d) const { return get_group_id()[d]; }
  size_t get_local_range(int d) const { return get_local_range()[d]; }
  size_t get_group_range(int d) const { return get_group_range()[d]; }
  range<D> get_max_local_range() const { return get_local_range(); }
  size_t get_group_linear_id() const { return detail::linearize<D>(get_group_id(), get_group_range()); }
  size_t get_local_linear_id() const { return detail::linearize<D>(get_local_id(), get_local_range()); }
  size_t get_group_linear_range() const { return get_group_range().size(); }
  size_t get_local_linear_range() const { return get_local_range().size(); }
  bool leader() const { return get_local_linear_id() == 0; }

  template <typename DestPtr, typename SrcPtr>
  device_event async_work_group_copy(DestPtr dest, SrcPtr src, size_t count, size_t stride = 1) const {
    detail::group_copy(dest, src, count, stride);
    return device_event();
  }
  template <typename... E> void wait_for(E... events) const { (events.wait(), ...); }
  void mem_fence(access::fence_space = access::fence_space::global_and_local) const {
#ifdef __SYCL_DEVICE_ONLY__
    detail::ocl::mem_fence(detail::ocl::CLK_LOCAL_MEM_FENCE | detail::ocl::CLK_GLOBAL_MEM_FENCE);
#endif
  }

  // Hierarchical parallelism (defined in hierarchical.hpp).
  template <typename F> void parallel_for_work_item(F f) const;
  template <typename F> void parallel_for_work_item(range<D> logical_local, F f) const;

  friend bool operator==(const group &a, const group &b) {
    return a.group_id == b.group_id && a.local == b.local && a.groups == b.groups;
  }
  friend bool operator!=(const group &a, const group &b) { return !(a == b); }

private:
  id<D> group_id;
  range<D> local, groups;
};

namespace detail {
template <int D> group<D> make_group(const id<D> &group_id, const range<D> &local, const range<D> &groups) {
  return group<D>(group_id, local, groups);
}
// The calling work-item's work-group; local is its local range (a
// hierarchical kernel's logical one). By value: at -O0 Intel's CPU runtime
// read garbage through a reference to nd_item::get_local_range()'s result.
template <int D> group<D> this_group(range<D> local) {
  id<D> group_id;
  range<D> groups;
#ifdef __SYCL_DEVICE_ONLY__
  for (int d = 0; d < D; ++d) {
    group_id[d] = ocl::group_id(ocl_dim<D>(d));
    groups[d] = ocl::num_groups(ocl_dim<D>(d));
  }
#endif
  return make_group<D>(group_id, local, groups);
}
} // namespace detail

template <int D> class nd_range;

template <int D> class nd_item;
namespace detail {
// The work-item a kernel wrapper gives an nd_range kernel (nd_item has no
// public constructor).
template <int D> nd_item<D> make_nd_item() { return nd_item<D>(); }
} // namespace detail

// A work-item of an nd_range launch.
template <int D = 1> class nd_item {
  nd_item() = default;
  friend nd_item detail::make_nd_item<D>();

public:
  static constexpr int dimensions = D;
#ifdef __SYCL_DEVICE_ONLY__
  size_t get_global_id(int d) const { return detail::ocl::global_id(detail::ocl_dim<D>(d)); }
  size_t get_local_id(int d) const { return detail::ocl::local_id(detail::ocl_dim<D>(d)); }
  size_t get_group(int d) const { return detail::ocl::group_id(detail::ocl_dim<D>(d)); }
  size_t get_global_range(int d) const { return detail::ocl::global_size(detail::ocl_dim<D>(d)); }
  size_t get_local_range(int d) const { return detail::ocl::local_size(detail::ocl_dim<D>(d)); }
  size_t get_group_range(int d) const { return detail::ocl::num_groups(detail::ocl_dim<D>(d)); }
  size_t get_offset(int d) const { return detail::ocl::global_offset(detail::ocl_dim<D>(d)); }
  // Barriers and fences always cover both address spaces: the target needs
  // constant operands even at -O0, and a wider fence is still correct.
  void barrier(access::fence_space = access::fence_space::global_and_local) const {
    detail::ocl::barrier(detail::ocl::CLK_LOCAL_MEM_FENCE | detail::ocl::CLK_GLOBAL_MEM_FENCE);
  }
  void mem_fence(access::fence_space = access::fence_space::global_and_local) const {
    detail::ocl::mem_fence(detail::ocl::CLK_LOCAL_MEM_FENCE | detail::ocl::CLK_GLOBAL_MEM_FENCE);
  }
#else
  size_t get_global_id(int) const { return 0; }
  size_t get_local_id(int) const { return 0; }
  size_t get_group(int) const { return 0; }
  size_t get_global_range(int) const { return 0; }
  size_t get_local_range(int) const { return 0; }
  size_t get_group_range(int) const { return 0; }
  size_t get_offset(int) const { return 0; }
  void barrier(access::fence_space = access::fence_space::global_and_local) const {}
  void mem_fence(access::fence_space = access::fence_space::global_and_local) const {}
#endif
#define __SYCL_ND_ALL(T, name)                                                                                         \
  T name() const {                                                                                                     \
    T r;                                                                                                               \
    for (int d = 0; d < D; ++d)                                                                                        \
      r[d] = name(d);                                                                                                  \
    return r;                                                                                                          \
  }
  __SYCL_ND_ALL(id<D>, get_global_id)
  __SYCL_ND_ALL(id<D>, get_local_id)
  __SYCL_ND_ALL(range<D>, get_global_range)
  __SYCL_ND_ALL(range<D>, get_local_range)
  __SYCL_ND_ALL(range<D>, get_group_range)
  __SYCL_ND_ALL(id<D>, get_offset)
#undef __SYCL_ND_ALL
  group<D> get_group() const { return detail::this_group<D>(get_local_range()); }
  sub_group get_sub_group() const;
  size_t get_global_linear_id() const {
    return detail::linearize<D>(get_global_id() - get_offset(), get_global_range());
  }
  size_t get_local_linear_id() const { return detail::linearize<D>(get_local_id(), get_local_range()); }
  size_t get_group_linear_id() const { return get_group().get_group_linear_id(); }
  size_t get_group_linear_range() const { return get_group_range().size(); }
  size_t get_local_linear_range() const { return get_local_range().size(); }
  size_t get_global_linear_range() const { return get_global_range().size(); }
  id<D> get_group_id() const { return get_group().get_group_id(); }
  size_t get_group_id(int d) const { return get_group(d); }
  nd_range<D> get_nd_range() const;
  template <typename DestPtr, typename SrcPtr>
  device_event async_work_group_copy(DestPtr dest, SrcPtr src, size_t count, size_t stride = 1) const {
    return get_group().async_work_group_copy(dest, src, count, stride);
  }
  template <typename... E> void wait_for(E... events) const { (events.wait(), ...); }
  // Work-items are values: two nd_items are equal when they are the same
  // work-item of the same launch.
  friend bool operator==(const nd_item &a, const nd_item &b) {
    return a.get_global_id() == b.get_global_id() && a.get_local_id() == b.get_local_id() &&
           a.get_global_range() == b.get_global_range() && a.get_local_range() == b.get_local_range() &&
           a.get_offset() == b.get_offset();
  }
  friend bool operator!=(const nd_item &a, const nd_item &b) { return !(a == b); }
};

template <int D = 1> class nd_range {
public:
  static constexpr int dimensions = D;
  nd_range(range<D> global, range<D> local, id<D> offset = id<D>()) : g(global), l(local), o(offset) {}
  range<D> get_global_range() const { return g; }
  range<D> get_local_range() const { return l; }
  range<D> get_group_range() const { return g / l; }
  id<D> get_offset() const { return o; }
  friend bool operator==(const nd_range &a, const nd_range &b) { return a.g == b.g && a.l == b.l && a.o == b.o; }
  friend bool operator!=(const nd_range &a, const nd_range &b) { return !(a == b); }

private:
  range<D> g, l;
  id<D> o;
};

template <int D> nd_range<D> nd_item<D>::get_nd_range() const {
  return nd_range<D>(get_global_range(), get_local_range(), get_offset());
}

} // namespace sycl

#endif
