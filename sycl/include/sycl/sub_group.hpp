//===- sycl/sub_group.hpp - group_barrier and sycl::sub_group --------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SUB_GROUP_HPP
#define SYCL_SUB_GROUP_HPP

#include <sycl/reduction.hpp>

namespace sycl {

// ---------------------------------------------------------------- groups
template <int D> inline constexpr memory_scope group<D>::fence_scope = memory_scope::work_group;

template <typename G> void group_barrier(G g, memory_scope = memory_scope::work_group) {
#ifdef __SYCL_DEVICE_ONLY__
  constexpr unsigned flags = detail::ocl::CLK_LOCAL_MEM_FENCE | detail::ocl::CLK_GLOBAL_MEM_FENCE;
  if constexpr (std::is_same_v<G, sub_group>)
    detail::ocl::sub_group_barrier(flags);
  else
    detail::ocl::barrier(flags);
#endif
}


// ---------------------------------------------------------------- sub-groups
// Sub-groups are the device's (cl_khr_subgroups): their size is the one the
// device's compiler picks, or the kernel's [[sycl::reqd_sub_group_size(N)]].
// Queries, barriers and group algorithms are the OpenCL C sub-group and
// work-group functions, which our target lowers to OpGroup* and
// OpGroupNonUniform* instructions. A device without sub-groups (PoCL 3.1)
// refuses kernels that use them when their module is built.
class sub_group {
public:
  static constexpr int dimensions = 1;
  using id_type = id<1>;
  using range_type = range<1>;
  using linear_id_type = uint32_t;
  static constexpr memory_scope fence_scope = memory_scope::sub_group;
#ifdef __SYCL_DEVICE_ONLY__
  id<1> get_local_id() const { return detail::ocl::sub_group_local_id(); }
  range<1> get_local_range() const { return detail::ocl::sub_group_size(); }
  range<1> get_max_local_range() const { return detail::ocl::max_sub_group_size(); }
  id<1> get_group_id() const { return detail::ocl::sub_group_id(); }
  range<1> get_group_range() const { return detail::ocl::num_sub_groups(); }
#else
  // Kernels run on devices only; the host compile just type-checks them.
  id<1> get_local_id() const { return 0; }
  range<1> get_local_range() const { return 1; }
  range<1> get_max_local_range() const { return 1; }
  id<1> get_group_id() const { return 0; }
  range<1> get_group_range() const { return 1; }
#endif
  uint32_t get_local_linear_id() const { return uint32_t(get_local_id()[0]); }
  uint32_t get_local_linear_range() const { return uint32_t(get_local_range()[0]); }
  uint32_t get_group_linear_id() const { return uint32_t(get_group_id()[0]); }
  uint32_t get_group_linear_range() const { return uint32_t(get_group_range()[0]); }
  bool leader() const { return get_local_linear_id() == 0; }
  void barrier() const { group_barrier(*this); }

  // Block loads and stores: work-item l reads or writes element l of a
  // contiguous block of get_local_range() elements; the vec<T, N> forms
  // cover N such blocks, element i of work-item l at l + i * range. Pointers
  // may be raw or multi_ptr.
  template <typename Ptr> auto load(Ptr src) const {
    using T = std::remove_cv_t<std::remove_reference_t<decltype(src[0])>>;
    return T(src[get_local_linear_id()]);
  }
  template <int N, typename Ptr> auto load(Ptr src) const {
    using T = std::remove_cv_t<std::remove_reference_t<decltype(src[0])>>;
    vec<T, N> r;
    for (int i = 0; i < N; ++i)
      r[i] = src[get_local_linear_id() + size_t(i) * get_local_linear_range()];
    return r;
  }
  template <typename Ptr, typename T> void store(Ptr dst, const T &x) const {
    if constexpr (detail::is_vec_or_marray<T>::value) {
      for (size_t i = 0; i < T::size(); ++i)
        dst[get_local_linear_id() + i * get_local_linear_range()] = x[i];
    } else {
      dst[get_local_linear_id()] = x;
    }
  }
  // DPC++'s members from before SYCL 2020, deprecated there and still in
  // samples (sg.shuffle_down(x, 1)): the SYCL 2020 group functions under
  // their old names.
#define __SYCL_OLD_MEMBER(NEW) [[deprecated("use sycl::" #NEW " (SYCL 2020)")]]
  template <typename T> __SYCL_OLD_MEMBER(select_from_group) T shuffle(T x, id_type local_id) const {
    return select_from_group(*this, x, local_id);
  }
  template <typename T> __SYCL_OLD_MEMBER(shift_group_left) T shuffle_down(T x, uint32_t delta) const {
    return shift_group_left(*this, x, delta);
  }
  template <typename T> __SYCL_OLD_MEMBER(shift_group_right) T shuffle_up(T x, uint32_t delta) const {
    return shift_group_right(*this, x, delta);
  }
  template <typename T> __SYCL_OLD_MEMBER(permute_group_by_xor) T shuffle_xor(T x, id_type mask) const {
    return permute_group_by_xor(*this, x, mask[0]);
  }
  template <typename T> __SYCL_OLD_MEMBER(group_broadcast) T broadcast(T x, id_type local_id) const {
    return group_broadcast(*this, x, local_id);
  }
  template <typename T, typename Op> __SYCL_OLD_MEMBER(reduce_over_group) T reduce(T x, Op op) const {
    return reduce_over_group(*this, x, op);
  }
  template <typename T, typename Op> __SYCL_OLD_MEMBER(reduce_over_group) T reduce(T x, T init, Op op) const {
    return reduce_over_group(*this, x, init, op);
  }
  template <typename T, typename Op> __SYCL_OLD_MEMBER(exclusive_scan_over_group) T exclusive_scan(T x, Op op) const {
    return exclusive_scan_over_group(*this, x, op);
  }
  template <typename T, typename Op>
  __SYCL_OLD_MEMBER(exclusive_scan_over_group) T exclusive_scan(T x, T init, Op op) const {
    return exclusive_scan_over_group(*this, x, init, op);
  }
  template <typename T, typename Op> __SYCL_OLD_MEMBER(inclusive_scan_over_group) T inclusive_scan(T x, Op op) const {
    return inclusive_scan_over_group(*this, x, op);
  }
  template <typename T, typename Op>
  __SYCL_OLD_MEMBER(inclusive_scan_over_group) T inclusive_scan(T x, Op op, T init) const {
    return inclusive_scan_over_group(*this, x, op, init);
  }
#undef __SYCL_OLD_MEMBER
  friend bool operator==(const sub_group &a, const sub_group &b) { return a.get_group_id() == b.get_group_id(); }
  friend bool operator!=(const sub_group &a, const sub_group &b) { return !(a == b); }
};
template <int D> sub_group nd_item<D>::get_sub_group() const { return sub_group(); }

} // namespace sycl

#endif // SYCL_SUB_GROUP_HPP
