//===- sycl/group_algorithm.hpp - group collectives, votes, broadcasts and shuffles ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_GROUP_ALGORITHM_HPP
#define SYCL_GROUP_ALGORITHM_HPP

#include <sycl/sub_group.hpp>

namespace sycl {

namespace detail {
template <typename G> inline constexpr bool is_work_group_v = false;
template <int D> inline constexpr bool is_work_group_v<group<D>> = true;
template <typename G>
inline constexpr bool is_group_v = std::is_same_v<G, sub_group> || is_work_group_v<G>;
template <typename T>
inline constexpr bool is_group_scalar_v = std::is_arithmetic_v<T> && !std::is_same_v<T, bool>;
enum class group_operation { reduce, inclusive_scan, exclusive_scan };

// The operation of kind k (op_kind) on E.
template <int k, typename E>
using op_of_kind_t =
    std::conditional_t<k == 1, plus<E>, std::conditional_t<k == 2, multiplies<E>,
    std::conditional_t<k == 3, minimum<E>, std::conditional_t<k == 4, maximum<E>,
    std::conditional_t<k == 5, bit_and<E>, std::conditional_t<k == 6, bit_or<E>,
    std::conditional_t<k == 7, bit_xor<E>, std::conditional_t<k == 8, logical_and<E>, logical_or<E>>>>>>>>>;

template <group_operation O, typename G, typename Op, typename T> T group_collective(T x);

#ifdef __SYCL_DEVICE_ONLY__
// The value v of the one work-item of the work-group for which `mine` holds,
// in every work-item: a work-group sum of its bits and zeros.
template <typename T> T work_group_pick(T v, bool mine) {
  using W = std::conditional_t<(sizeof(T) > 4), unsigned long, unsigned>;
  W bits = 0;
  if (mine)
    __builtin_memcpy(&bits, &v, sizeof(T));
  bits = ocl::work_group_reduce_add(bits);
  T r;
  __builtin_memcpy(&r, &bits, sizeof(T));
  return r;
}

// A work-group collective that OpenCL has no work-group function for: each
// sub-group's collective, combined with the totals of the sub-groups before
// it (scans) or of all sub-groups (reduce). Sub-groups hold consecutive
// local linear ids, in order, as on the devices here.
template <group_operation O, typename Op, typename T> T work_group_by_sub_groups(T x) {
  Op op;
  T part = group_collective<O, sub_group, Op>(x);
  T total = O == group_operation::reduce ? part : group_collective<group_operation::reduce, sub_group, Op>(x);
  unsigned me = ocl::sub_group_id(), n = ocl::num_sub_groups();
  bool leader = ocl::sub_group_local_id() == 0;
  T acc = known_identity_v<Op, T>;
  for (unsigned j = 0; j < n; ++j) {
    T t = work_group_pick(total, leader && me == j);
    if (O == group_operation::reduce || j < me)
      acc = op(acc, t);
  }
  return O == group_operation::reduce ? acc : op(acc, part);
}
#endif

// x combined by Op over the group G: an OpenCL C group function where there
// is one; half goes through float (exact for its values); work-group
// operations other than plus, minimum and maximum combine sub-groups.
template <group_operation O, typename G, typename Op, typename T> T group_collective(T x) {
  static_assert(is_group_v<G>, "group algorithms take a sycl::group or a sycl::sub_group");
  constexpr int k = op_kind<Op>::value;
  static_assert(k != 0, "group algorithms support sycl::plus, multiplies, minimum, maximum, bit_and, bit_or, "
                        "bit_xor, logical_and and logical_or");
  static_assert(is_group_scalar_v<T> || std::is_same_v<T, half> || ((k == 8 || k == 9) && std::is_same_v<T, bool>),
                "group algorithms take scalar arithmetic values");
  static_assert(!(k >= 5 && k <= 7) || std::is_integral_v<T>, "bitwise group operations need integers");
#ifdef __SYCL_DEVICE_ONLY__
  if constexpr (std::is_same_v<T, half>) {
    return T(group_collective<O, G, op_of_kind_t<k, float>>(float(x)));
  } else if constexpr (is_work_group_v<G> && !(k == 1 || k == 3 || k == 4)) {
    return work_group_by_sub_groups<O, op_of_kind_t<k, T>>(x);
  } else if constexpr (is_work_group_v<G> && std::is_integral_v<T> && sizeof(T) < 4) {
    // OpenCL C's work-group functions take 32- and 64-bit integers only
    // (Intel's compiler crashes on 8- and 16-bit minimum and maximum). In
    // 32 bits, minimum and maximum are exact and sums wrap to the same value;
    // the first work-item's exclusive minimum or maximum, the 32-bit
    // identity, is clamped to T's.
    using W = std::conditional_t<std::is_signed_v<T>, int, unsigned>;
    W r = group_collective<O, G, op_of_kind_t<k, W>>(W(x));
    if constexpr (k != 1)
      r = std::min(std::max(r, W(std::numeric_limits<T>::lowest())), W(std::numeric_limits<T>::max()));
    return T(r);
  } else {
  constexpr bool R = O == group_operation::reduce, I = O == group_operation::inclusive_scan;
#define __SYCL_PICK(prefix, op, v)                                                                                     \
  (R ? ocl::prefix##reduce_##op(v) : I ? ocl::prefix##scan_inclusive_##op(v) : ocl::prefix##scan_exclusive_##op(v))
  if constexpr (is_work_group_v<G>) {
    if constexpr (k == 1) return __SYCL_PICK(work_group_, add, x);
    else if constexpr (k == 3) return __SYCL_PICK(work_group_, min, x);
    else return __SYCL_PICK(work_group_, max, x);
  } else if constexpr (k == 1) {
    return __SYCL_PICK(sub_group_, add, x);
  } else if constexpr (k == 2) {
    return __SYCL_PICK(sub_group_non_uniform_, mul, x);
  } else if constexpr (k == 3) {
    return __SYCL_PICK(sub_group_, min, x);
  } else if constexpr (k == 4) {
    return __SYCL_PICK(sub_group_, max, x);
  } else if constexpr (k == 5) {
    return __SYCL_PICK(sub_group_non_uniform_, and, x);
  } else if constexpr (k == 6) {
    return __SYCL_PICK(sub_group_non_uniform_, or, x);
  } else if constexpr (k == 7) {
    return __SYCL_PICK(sub_group_non_uniform_, xor, x);
  } else {
    // Logical operations on OpenCL's int predicates.
    int p = x ? 1 : 0;
    if constexpr (k == 8)
      return T(__SYCL_PICK(sub_group_non_uniform_, logical_and, p));
    else
      return T(__SYCL_PICK(sub_group_non_uniform_, logical_or, p));
  }
#undef __SYCL_PICK
  }
#else
  return x;
#endif
}
} // namespace detail

namespace detail {
// A collective on a vec or marray is the collective of each element.
template <group_operation O, typename G, typename Op, typename T> T group_collective_of(T x) {
  if constexpr (is_vec_or_marray<T>::value) {
    using E = typename T::value_type;
    using EOp = op_of_kind_t<op_kind<Op>::value, E>;
    T r;
    for (size_t i = 0; i < T::size(); ++i)
      r[i] = group_collective<O, G, EOp>(E(x[i]));
    return r;
  } else {
    return group_collective<O, G, Op>(x);
  }
}
} // namespace detail

template <typename G, typename T, typename Op> T reduce_over_group(G, T x, Op) {
  return detail::group_collective_of<detail::group_operation::reduce, G, Op>(x);
}
template <typename G, typename V, typename T, typename Op> T reduce_over_group(G g, V x, T init, Op op) {
  return op(init, reduce_over_group(g, T(x), op));
}
template <typename G, typename T, typename Op> T inclusive_scan_over_group(G, T x, Op) {
  return detail::group_collective_of<detail::group_operation::inclusive_scan, G, Op>(x);
}
template <typename G, typename V, typename Op, typename T> T inclusive_scan_over_group(G g, V x, Op op, T init) {
  return op(init, inclusive_scan_over_group(g, T(x), op));
}
template <typename G, typename T, typename Op> T exclusive_scan_over_group(G, T x, Op) {
  return detail::group_collective_of<detail::group_operation::exclusive_scan, G, Op>(x);
}
template <typename G, typename V, typename T, typename Op> T exclusive_scan_over_group(G g, V x, T init, Op op) {
  // The first work-item's exclusive scan is the identity, so op(init, .) is
  // init there.
  return op(init, exclusive_scan_over_group(g, T(x), op));
}

namespace detail {
// Whether p holds for any (All: every) work-item of the group G.
template <bool All, typename G> bool group_vote(bool p) {
  static_assert(is_group_v<G>, "group algorithms take a sycl::group or a sycl::sub_group");
#ifdef __SYCL_DEVICE_ONLY__
  if constexpr (std::is_same_v<G, sub_group>)
    return (All ? ocl::sub_group_all(p) : ocl::sub_group_any(p)) != 0;
  else
    return (All ? ocl::work_group_all(p) : ocl::work_group_any(p)) != 0;
#else
  return p;
#endif
}
} // namespace detail
template <typename G> bool any_of_group(G, bool p) { return detail::group_vote<false, G>(p); }
template <typename G> bool all_of_group(G, bool p) { return detail::group_vote<true, G>(p); }
template <typename G> bool none_of_group(G g, bool p) { return !any_of_group(g, p); }

namespace detail {
#ifdef __SYCL_DEVICE_ONLY__
namespace ocl {
unsigned work_group_broadcast_2d(unsigned, size_t, size_t) __asm__("_Z20work_group_broadcastjmm");
unsigned work_group_broadcast_3d(unsigned, size_t, size_t, size_t) __asm__("_Z20work_group_broadcastjmmm");
} // namespace ocl
#endif
// Values no OpenCL group function takes (vectors, marrays, half, bool,
// structs) travel as 32-bit words, each through the function f.
template <typename T, typename F> T by_words(const T &x, F f) {
  static_assert(std::is_trivially_copyable_v<T>, "group functions take trivially copyable values");
  constexpr size_t n = (sizeof(T) + 3) / 4;
  unsigned w[n] = {};
  __builtin_memcpy(w, &x, sizeof(T));
  for (size_t i = 0; i < n; ++i)
    w[i] = f(w[i]);
  T r = x;
  __builtin_memcpy(&r, w, sizeof(T));
  return r;
}
template <typename T, typename F> T group_apply(const T &x, F f) {
  if constexpr (is_group_scalar_v<T>)
    return f(x);
  else
    return by_words(x, f);
}
} // namespace detail

// The value of the work-item with local id `local` (default: the leader).
template <typename G, typename T> T group_broadcast(G, T x, typename G::id_type local = {}) {
  static_assert(detail::is_group_v<G>, "group_broadcast takes a sycl::group or a sycl::sub_group");
#ifdef __SYCL_DEVICE_ONLY__
  // OpenCL dimension 0 is the last SYCL dimension.
  if constexpr (std::is_same_v<G, sub_group>)
    return detail::group_apply(x, [&](auto v) { return detail::ocl::sub_group_broadcast(v, unsigned(local[0])); });
  else if constexpr (G::dimensions == 1)
    return detail::group_apply(x, [&](auto v) { return detail::ocl::work_group_broadcast(v, size_t(local[0])); });
  else if constexpr (G::dimensions == 2)
    return detail::by_words(x, [&](unsigned v) { return detail::ocl::work_group_broadcast_2d(v, local[1], local[0]); });
  else
    return detail::by_words(
        x, [&](unsigned v) { return detail::ocl::work_group_broadcast_3d(v, local[2], local[1], local[0]); });
#else
  (void)local;
  return x;
#endif
}
template <typename G, typename T> T group_broadcast(G g, T x, typename G::linear_id_type local) {
  if constexpr (std::is_same_v<G, sub_group>)
    return group_broadcast(g, x, typename G::id_type(local));
  else
    return group_broadcast(g, x, detail::delinearize<G::dimensions>(local, g.get_local_range()));
}

// Sub-group shuffles.
namespace detail {
inline size_t linear_index(size_t n) { return n; }
inline size_t linear_index(id<1> n) { return n[0]; }
} // namespace detail
#ifdef __SYCL_DEVICE_ONLY__
#define __SYCL_SHUFFLE(name, ocl_name, arg)                                                                            \
  template <typename T> T name(sub_group, T x, arg) {                                                                  \
    unsigned at = unsigned(detail::linear_index(n));                                                                   \
    return detail::group_apply(x, [&](auto v) { return detail::ocl::ocl_name(v, at); });                               \
  }
#else
#define __SYCL_SHUFFLE(name, ocl_name, arg)                                                                            \
  template <typename T> T name(sub_group, T x, arg) {                                                                  \
    (void)n;                                                                                                           \
    return x;                                                                                                          \
  }
#endif
__SYCL_SHUFFLE(select_from_group, sub_group_shuffle, sub_group::id_type n)
__SYCL_SHUFFLE(permute_group_by_xor, sub_group_shuffle_xor, size_t n)
__SYCL_SHUFFLE(shift_group_left, sub_group_shuffle_down, size_t n = 1)
__SYCL_SHUFFLE(shift_group_right, sub_group_shuffle_up, size_t n = 1)
#undef __SYCL_SHUFFLE

// ---------------------------------------------------------------- joint_*
// Algorithms over [first, last), called by every work-item of the group with
// the same arguments, each getting the result. Reductions and votes split
// the range among the work-items and combine with a group collective when
// the operation has one (else each work-item reduces the whole range); each
// work-item computes the whole scan and writes its share of the results
// (elements l, l + L, ...), a chunk of L elements at a time after the group
// has read it (so a scan may be in place), then the group synchronizes so
// that the results are visible to all.
namespace detail {
template <typename G> size_t group_linear_id(const G &g) { return size_t(g.get_local_linear_id()); }
template <typename G> size_t group_linear_range(const G &g) { return size_t(g.get_local_linear_range()); }
template <typename G, typename T, typename Op>
inline constexpr bool has_group_collective_v =
    (is_group_scalar_v<T> || std::is_same_v<T, half>) && op_kind<Op>::value != 0 &&
    // Work-groups: only what one OpenCL work-group function does (the others
    // need sub-groups, which not every device has).
    (!is_work_group_v<G> || op_kind<Op>::value == 1 || op_kind<Op>::value == 3 || op_kind<Op>::value == 4) &&
    !(op_kind<Op>::value >= 5 && op_kind<Op>::value <= 7 && !std::is_integral_v<T>);
template <typename G, typename Ptr, typename T, typename Op> T joint_fold(G g, Ptr first, Ptr last, T init, Op op) {
  size_t n = size_t(last - first);
  if constexpr (has_group_collective_v<G, T, Op> && has_known_identity_v<Op, T>) {
    T partial = known_identity_v<Op, T>;
    for (size_t i = group_linear_id(g); i < n; i += group_linear_range(g))
      partial = op(partial, T(first[i]));
    return op(init, reduce_over_group(g, partial, op));
  } else {
    T acc = init;
    for (size_t i = 0; i < n; ++i)
      acc = op(acc, T(first[i]));
    return acc;
  }
}
template <bool Inclusive, typename G, typename InPtr, typename OutPtr, typename T, typename Op>
OutPtr joint_scan(G g, InPtr first, InPtr last, OutPtr result, T init, Op op) {
  size_t n = size_t(last - first), me = group_linear_id(g), range = group_linear_range(g);
  T acc = init;
  for (size_t base = 0; base < n; base += range) {
    T mine = acc;
    for (size_t i = base; i < n && i < base + range; ++i) {
      T next = op(acc, T(first[i]));
      if (i - base == me)
        mine = Inclusive ? next : acc;
      acc = next;
    }
    group_barrier(g);
    if (base + me < n)
      result[base + me] = mine;
  }
  group_barrier(g);
  return result + n;
}
template <bool All, typename G, typename Ptr, typename Pred> bool joint_vote(G g, Ptr first, Ptr last, Pred pred) {
  size_t n = size_t(last - first);
  bool mine = All;
  for (size_t i = group_linear_id(g); i < n; i += group_linear_range(g))
    mine = All ? mine && bool(pred(first[i])) : mine || bool(pred(first[i]));
  return All ? all_of_group(g, mine) : any_of_group(g, mine);
}
template <typename Ptr> using pointee_t = std::remove_cv_t<std::remove_reference_t<decltype(*std::declval<Ptr>())>>;
} // namespace detail

template <typename G, typename Ptr, typename Op> auto joint_reduce(G g, Ptr first, Ptr last, Op op) {
  using T = detail::pointee_t<Ptr>;
  static_assert(has_known_identity_v<Op, T>, "joint_reduce without an initial value needs an operation with a known identity");
  return detail::joint_fold(g, first, last, known_identity_v<Op, T>, op);
}
template <typename G, typename Ptr, typename T, typename Op> T joint_reduce(G g, Ptr first, Ptr last, T init, Op op) {
  return detail::joint_fold(g, first, last, init, op);
}
template <typename G, typename InPtr, typename OutPtr, typename Op>
OutPtr joint_exclusive_scan(G g, InPtr first, InPtr last, OutPtr result, Op op) {
  using T = detail::pointee_t<OutPtr>;
  static_assert(has_known_identity_v<Op, T>, "joint_exclusive_scan without an initial value needs an operation with a known identity");
  return detail::joint_scan<false>(g, first, last, result, known_identity_v<Op, T>, op);
}
template <typename G, typename InPtr, typename OutPtr, typename T, typename Op>
OutPtr joint_exclusive_scan(G g, InPtr first, InPtr last, OutPtr result, T init, Op op) {
  return detail::joint_scan<false>(g, first, last, result, init, op);
}
template <typename G, typename InPtr, typename OutPtr, typename Op>
OutPtr joint_inclusive_scan(G g, InPtr first, InPtr last, OutPtr result, Op op) {
  using T = detail::pointee_t<OutPtr>;
  static_assert(has_known_identity_v<Op, T>, "joint_inclusive_scan without an initial value needs an operation with a known identity");
  return detail::joint_scan<true>(g, first, last, result, known_identity_v<Op, T>, op);
}
template <typename G, typename InPtr, typename OutPtr, typename Op, typename T>
OutPtr joint_inclusive_scan(G g, InPtr first, InPtr last, OutPtr result, Op op, T init) {
  return detail::joint_scan<true>(g, first, last, result, init, op);
}
template <typename G, typename Ptr, typename Pred> bool joint_any_of(G g, Ptr first, Ptr last, Pred pred) {
  return detail::joint_vote<false>(g, first, last, pred);
}
template <typename G, typename Ptr, typename Pred> bool joint_all_of(G g, Ptr first, Ptr last, Pred pred) {
  return detail::joint_vote<true>(g, first, last, pred);
}
template <typename G, typename Ptr, typename Pred> bool joint_none_of(G g, Ptr first, Ptr last, Pred pred) {
  return !detail::joint_vote<false>(g, first, last, pred);
}
// Predicate forms of the group votes.
template <typename G, typename T, typename Pred> bool any_of_group(G g, T x, Pred pred) { return any_of_group(g, bool(pred(x))); }
template <typename G, typename T, typename Pred> bool all_of_group(G g, T x, Pred pred) { return all_of_group(g, bool(pred(x))); }
template <typename G, typename T, typename Pred> bool none_of_group(G g, T x, Pred pred) { return none_of_group(g, bool(pred(x))); }

// Group traits.
template <typename T> struct is_group : std::bool_constant<detail::is_group_v<T>> {};
template <typename T> inline constexpr bool is_group_v = is_group<T>::value;

} // namespace sycl

#endif // SYCL_GROUP_ALGORITHM_HPP
