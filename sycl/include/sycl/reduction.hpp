//===- sycl/reduction.hpp - reducer and sycl::reduction --------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// Reductions run on the device, in the kernel that uses them: each
// work-item accumulates into its reducer and leaves its value in local
// memory; after one barrier, item 0 of the group folds the group's values
// into the group's partial, and the last group to finish (an atomic counter
// says which) folds the partials into the target. Local memory and a
// barrier rather than sub-group or work-group collectives, because one
// module serves every device and PoCL 3.1 has neither.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_REDUCTION_HPP
#define SYCL_REDUCTION_HPP

#include <sycl/detail/pack.hpp>
#include <sycl/functional.hpp>
#include <sycl/span.hpp>

namespace sycl {

// The per-work-item accumulator a reduction kernel receives: Dims 0 for a
// scalar, 1 for a span of Extent elements (operator[] gives each one's).
namespace detail {
// A reduction's value in a work-item, in the scratch and among the partials:
// the value itself when the reduction has an identity (every work-item
// starts from it), else the value and whether anything was combined into it.
template <typename T> struct maybe_value {
  T value;
  bool has;
};
template <typename T, bool WithIdentity> using slot_t = std::conditional_t<WithIdentity, T, maybe_value<T>>;
template <typename T, bool WithIdentity, typename Op> slot_t<T, WithIdentity> combine_slots(const Op &op, const slot_t<T, WithIdentity> &a, const slot_t<T, WithIdentity> &b) {
  if constexpr (WithIdentity)
    return op(a, b);
  else if (!a.has)
    return b;
  else if (!b.has)
    return a;
  else
    return {op(a.value, b.value), true};
}
} // namespace detail

// The last parameter is this implementation's: whether the reduction has an
// identity (SYCL 2020 allows a reduction without one, of any operator).
template <typename T, typename Op, int Dims = 0, size_t Extent = 1, bool WithIdentity = true> class reducer;

template <typename T, typename Op, bool WithIdentity> class reducer<T, Op, 0, 1, WithIdentity> {
public:
  using value_type = T;
  using binary_operation = Op;
  static constexpr int dimensions = 0;
  reducer(const T &identity, Op op) : value(identity), ident(identity), op(op) {}
  // A reducer is the kernel's handle on its reduction, never a copy of it
  // (SYCL 2020 4.9.2.3): neither copyable nor movable.
  reducer(const reducer &) = delete;
  reducer(reducer &&) = delete;
  reducer &operator=(const reducer &) = delete;
  reducer &operator=(reducer &&) = delete;
  reducer &combine(const T &v) {
    if constexpr (WithIdentity) {
      value = op(value, v);
    } else {
      value = has ? op(value, v) : v;
      has = true;
    }
    return *this;
  }
  template <bool W = WithIdentity, typename = std::enable_if_t<W>> T identity() const { return ident; }
  // Each operator exists for the reduction operator it spells (SYCL 2020
  // 4.9.2.3; ++ for plus on integers): `r += x` on a maximum reducer does
  // not compile rather than computing a maximum.
  template <int K = detail::op_kind<Op>::value, typename = std::enable_if_t<K == 1>>
  friend reducer &operator+=(reducer &r, const T &v) { return r.combine(v); }
  template <int K = detail::op_kind<Op>::value, typename = std::enable_if_t<K == 2>>
  friend reducer &operator*=(reducer &r, const T &v) { return r.combine(v); }
  template <int K = detail::op_kind<Op>::value, typename = std::enable_if_t<K == 5>>
  friend reducer &operator&=(reducer &r, const T &v) { return r.combine(v); }
  template <int K = detail::op_kind<Op>::value, typename = std::enable_if_t<K == 6>>
  friend reducer &operator|=(reducer &r, const T &v) { return r.combine(v); }
  template <int K = detail::op_kind<Op>::value, typename = std::enable_if_t<K == 7>>
  friend reducer &operator^=(reducer &r, const T &v) { return r.combine(v); }
  template <int K = detail::op_kind<Op>::value, typename = std::enable_if_t<K == 1 && std::is_integral_v<T>>>
  friend reducer &operator++(reducer &r) { return r.combine(T(1)); }
  detail::slot_t<T, WithIdentity> slot(size_t) const {
    if constexpr (WithIdentity)
      return value;
    else
      return {value, has};
  }

private:
  template <typename, typename, int, size_t, bool> friend class reducer;
  reducer() = default; // an element of a span reduction's reducer, then init
  void init(const T &identity, Op o) {
    value = ident = identity;
    op = o;
  }

  T value{};
  bool has = false; // used without an identity only
  T ident{};
  Op op{};
};

template <typename T, typename Op, size_t Extent, bool WithIdentity> class reducer<T, Op, 1, Extent, WithIdentity> {
public:
  using value_type = T;
  using binary_operation = Op;
  static constexpr int dimensions = 1;
  reducer(const T &identity, Op op) {
    for (size_t e = 0; e < Extent; ++e)
      elems[e].init(identity, op);
  }
  reducer(const reducer &) = delete;
  reducer(reducer &&) = delete;
  reducer &operator=(const reducer &) = delete;
  reducer &operator=(reducer &&) = delete;
  reducer<T, Op, 0, 1, WithIdentity> &operator[](size_t e) { return elems[e]; }
  template <bool W = WithIdentity, typename = std::enable_if_t<W>> T identity() const { return elems[0].identity(); }
  detail::slot_t<T, WithIdentity> slot(size_t e) const { return elems[e].slot(0); }

private:
  reducer<T, Op, 0, 1, WithIdentity> elems[Extent];
};

namespace detail {
// What sycl::reduction returns: the target (USM, a buffer's memory or a
// span's elements), the identity (a value-initialized T when there is none),
// the operator and the properties.
template <typename T, typename Op, size_t Extent, bool IsSpan, bool WithIdentity = true> struct reduction_desc {
  using value_type = T;
  using op_type = Op;
  using slot_type = slot_t<T, WithIdentity>;
  static constexpr size_t extent = Extent;
  static constexpr bool with_identity = WithIdentity;
  using reducer_type =
      std::conditional_t<IsSpan, reducer<T, Op, 1, Extent, WithIdentity>, reducer<T, Op, 0, 1, WithIdentity>>;
  T *target;
  T identity;
  Op op;
  bool init_to_identity;
};
template <typename T, typename Op, bool WithIdentity = true>
using scalar_reduction = reduction_desc<T, Op, 1, false, WithIdentity>;

// What a reduction carries into the kernel. `partials` holds one value per
// work-group and element.
template <typename R> struct reduction_state {
  using T = typename R::value_type;
  T *target;
  typename R::slot_type *partials;
  T identity;
  typename R::op_type op;
  bool init_to_identity;
};

// One reducer per reduction, each built in place (reducers cannot be copied
// or moved; C++17 elides the copies of these prvalues).
inline pack<> make_reducers(const pack<> &) { return {}; }
template <typename R, typename... Rest>
pack<typename R::reducer_type, typename Rest::reducer_type...>
make_reducers(const pack<reduction_state<R>, reduction_state<Rest>...> &states) {
  return {typename R::reducer_type(states.head.identity, states.head.op), make_reducers(states.tail)};
}
// Shared by a kernel's reductions: the groups-done counter, the launch's
// group count and where the local scratch is in the local arena.
struct reduction_common {
  unsigned *counter;
  unsigned groups;
  uint32_t scratch_offset;
};

inline void group_sync() {
#ifdef __SYCL_DEVICE_ONLY__
  ocl::barrier(3); // CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE
#endif
}

// Without an identity, a reduction to which nothing was combined leaves its
// target as it was.
template <typename R> void store_result(const reduction_state<R> &s, size_t e, const typename R::slot_type &v) {
  if constexpr (R::with_identity)
    s.target[e] = s.init_to_identity ? v : s.op(s.target[e], v);
  else if (v.has)
    s.target[e] = s.init_to_identity ? v.value : s.op(s.target[e], v.value);
}
template <typename R>
typename R::slot_type combine_slots(const reduction_state<R> &s, const typename R::slot_type &a,
                                    const typename R::slot_type &b) {
  return combine_slots<typename R::value_type, R::with_identity>(s.op, a, b);
}

// Item 0 of a group folds the values the group's items left in the scratch
// (L per element): no barrier sits in a loop or a branch, which PoCL's
// work-group compiler mishandles and Intel's miscombined at -O0.
template <typename R> void fold_group(const reduction_state<R> &s, char *scratch, size_t L, size_t group, bool only) {
  using S = typename R::slot_type;
  const S *v = reinterpret_cast<const S *>(scratch);
  for (size_t e = 0; e < R::extent; ++e) {
    S r = v[e * L];
    for (size_t i = 1; i < L; ++i)
      r = combine_slots(s, r, v[e * L + i]);
    if (only)
      store_result(s, e, r);
    else
      s.partials[group * R::extent + e] = r;
  }
}
// The last group's item 0: every group's partial, combined, to the target.
template <typename R> void fold_partials(const reduction_state<R> &s, size_t G) {
  using S = typename R::slot_type;
  for (size_t e = 0; e < R::extent; ++e) {
    S r = s.partials[e];
    for (size_t j = 1; j < G; ++j)
      r = combine_slots(s, r, s.partials[j * R::extent + e]);
    store_result(s, e, r);
  }
}
template <typename R, typename Red> void to_scratch(Red &red, char *scratch, size_t lid, size_t L) {
  using S = typename R::slot_type;
  for (size_t e = 0; e < R::extent; ++e)
    reinterpret_cast<S *>(scratch)[e * L + lid] = red.slot(e);
}

// Where reduction I's scratch starts, for groups of L items.
template <size_t I, typename... R> constexpr size_t scratch_offset(size_t L) {
  size_t at = 0, k = 0;
  ((at += k++ < I ? (R::extent * sizeof(typename R::slot_type) * L + 15) / 16 * 16 : 0), ...);
  return at;
}

// Called by every work-item of every group once the user's function has
// returned for all its ids. The reductions use consecutive scratch areas.
template <typename... R, typename Reducers, size_t... I>
void finish_reductions(const pack<reduction_state<R>...> &states, Reducers &reds, const reduction_common &c,
                       char *arena, size_t lid, size_t L, size_t group, std::index_sequence<I...>) {
  char *scratch[] = {arena + c.scratch_offset + scratch_offset<I, R...>(L)...};
  (to_scratch<R>(pack_get<I>(reds), scratch[I], lid, L), ...);
  group_sync();
  bool only = c.groups == 1;
  atomic_ref<unsigned, memory_order::acq_rel, memory_scope::device, access::address_space::global_space> done(
      *c.counter);
  if (lid == 0) {
    (fold_group(pack_get<I>(states), scratch[I], L, group, only), ...);
    // The last group to finish (the counter releases each group's partials
    // and acquires the others') combines them.
    if (!only && done.fetch_add(1u) + 1 == c.groups)
      (fold_partials(pack_get<I>(states), c.groups), ...);
  }
}

// Host side: the memory of one launch's reductions (the counter, then each
// reduction's partials), released when the launch has completed.
class reduction_resources {
public:
  reduction_resources(size_t device, size_t groups) : device(device), groups(groups) {}
  reduction_resources(const reduction_resources &) = delete;
  reduction_resources &operator=(const reduction_resources &) = delete;
  ~reduction_resources() { usm_free(memory); }

  // Allocates everything and the local scratch (through `h`, a handler).
  template <typename H, typename... R> reduction_common common(H &h, size_t local_size, const R &...rd) {
    size_t bytes = 64;
    ((offsets.push_back(bytes), bytes += (groups * R::extent * sizeof(typename R::slot_type) + 63) / 64 * 64), ...);
    memory = static_cast<char *>(usm_alloc(device, usm_kind::shared, bytes, 64));
    if (!memory)
      throw_error(int(errc::memory_allocation), "cannot allocate the reductions' memory");
    const unsigned zero = 0; // a driver copy: the host does not touch device memory
    copy_bytes(device, memory, &zero, sizeof zero);
    size_t scratch = scratch_offset<sizeof...(R), R...>(local_size);
    reduction_common c;
    c.counter = reinterpret_cast<unsigned *>(memory);
    c.groups = unsigned(groups);
    c.scratch_offset = uint32_t(h.allocate_local(scratch, 16));
    return c;
  }
  // The kernel state of the reductions (in the order given to common).
  template <typename... R> pack<reduction_state<R>...> states(const R &...rd) {
    return states_of(std::index_sequence_for<R...>(), rd...);
  }

private:
  template <size_t... I, typename... R> pack<reduction_state<R>...> states_of(std::index_sequence<I...>, const R &...rd) {
    return make_pack(reduction_state<R>{rd.target, reinterpret_cast<typename R::slot_type *>(memory + offsets[I]),
                                        rd.identity, rd.op, rd.init_to_identity}...);
  }

  size_t device, groups;
  char *memory = nullptr;
  std::vector<size_t> offsets;
};

// The work-group size and count the library picks for a range parallel_for
// with reductions: each work-item then handles several ids in turn.
inline size_t reduction_group_size(size_t device) {
  size_t max = device_props(device).max_group_size, l = 1;
  while (l * 2 <= max && l < 256)
    l *= 2;
  return l;
}
inline size_t reduction_group_count(size_t items, size_t local_size) {
  size_t g = (items + local_size - 1) / local_size;
  return std::max<size_t>(1, std::min<size_t>(g, 256));
}
} // namespace detail

namespace detail {
// The identity of a reduction given none: the known one, or none at all
// (then the reduction combines only the values its work-items give).
template <typename Op, typename T> constexpr T identity_or_none() {
  if constexpr (has_known_identity_v<Op, T>)
    return known_identity_v<Op, T>;
  else
    return T();
}
inline bool initializes(const property_list &p) {
  return p.has_property<property::reduction::initialize_to_identity>();
}
} // namespace detail

template <typename T, typename Op>
detail::scalar_reduction<T, Op, has_known_identity_v<Op, T>> reduction(T *target, Op op, const property_list &p = {}) {
  return {target, detail::identity_or_none<Op, T>(), op, detail::initializes(p)};
}
template <typename T, typename Op>
detail::scalar_reduction<T, Op> reduction(T *target, const T &identity, Op op, const property_list &p = {}) {
  return {target, identity, op, detail::initializes(p)};
}
template <typename T, int D, typename A, typename Op>
detail::scalar_reduction<T, Op, has_known_identity_v<Op, T>> reduction(buffer<T, D, A> &buf, handler &, Op op,
                                                                       const property_list &p = {}) {
  detail::note_buffer_access(buf.storage(), true, false); // ordered like a write access
  return {static_cast<T *>(buf.access_data(true)), detail::identity_or_none<Op, T>(), op, detail::initializes(p)};
}
template <typename T, int D, typename A, typename Op>
detail::scalar_reduction<T, Op> reduction(buffer<T, D, A> &buf, handler &, const T &identity, Op op,
                                          const property_list &p = {}) {
  detail::note_buffer_access(buf.storage(), true, false); // ordered like a write access
  return {static_cast<T *>(buf.access_data(true)), identity, op, detail::initializes(p)};
}
// Span reductions: each element of the span is reduced on its own; the
// kernel's reducer gives each element's reducer by index.
template <typename T, size_t Extent, typename Op>
detail::reduction_desc<T, Op, Extent, true, has_known_identity_v<Op, T>> reduction(span<T, Extent> vars, Op op,
                                                                                   const property_list &p = {}) {
  static_assert(Extent != dynamic_extent, "a span reduction needs a span of static extent");
  return {vars.data(), detail::identity_or_none<Op, T>(), op, detail::initializes(p)};
}
template <typename T, size_t Extent, typename Op>
detail::reduction_desc<T, Op, Extent, true> reduction(span<T, Extent> vars, const T &identity, Op op,
                                                      const property_list &p = {}) {
  static_assert(Extent != dynamic_extent, "a span reduction needs a span of static extent");
  return {vars.data(), identity, op, detail::initializes(p)};
}

} // namespace sycl

#endif // SYCL_REDUCTION_HPP
