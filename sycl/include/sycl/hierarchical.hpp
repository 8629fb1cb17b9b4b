//===- sycl/hierarchical.hpp - hierarchical parallelism -------------------===//
//
// parallel_for_work_group, group::parallel_for_work_item, h_item and
// private_memory.
//
// Design: a hierarchical kernel is an nd_range launch with one device
// work-item per work-group (local size 1). That work-item runs the
// work-group scope code once, as the spec's semantics say, and each
// parallel_for_work_item runs the logical work-items of the group one after
// the other. Variables of the work-group scope are therefore shared by all
// the group's work-items, whatever they are (no compiler support is needed
// to move them to local memory), the phases are separated as by the spec's
// implicit barriers, and private_memory holds one value per work-item in
// the device work-item's private memory.
//
// Limits: a group's work-items do not run in parallel (groups do); a
// private_memory holds at most max_hierarchical_items values, so a
// hierarchical launch takes work-groups of at most that many work-items;
// inside a hierarchical kernel group algorithms and barriers see a group of
// one device work-item.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_HIERARCHICAL_HPP
#define SYCL_HIERARCHICAL_HPP

#include <sycl/accessor.hpp>
#include <sycl/detail/index.hpp>
#include <sycl/exception.hpp>
#include <sycl/kernel_handler.hpp>
#include <string>

namespace sycl {
namespace detail {
inline constexpr size_t max_hierarchical_items = 1024;

template <typename P>
struct is_global_space_ptr<P, std::void_t<decltype(P::address_space)>>
    : std::bool_constant<P::address_space == access::address_space::global_space> {};

template <int D> range<D> ones() {
  range<D> r;
  for (int d = 0; d < D; ++d)
    r[d] = 1;
  return r;
}
} // namespace detail

// A work-item of a parallel_for_work_item: its logical local id (in the
// range parallel_for_work_item runs), its physical local id (in the group's
// range; logical ids beyond it wrap around), and its global id (group id
// times the group's range plus the physical local id).
template <int D> class h_item {
public:
  static constexpr int dimensions = D;
  h_item(const item<D, false> &global, const item<D, false> &logical, const item<D, false> &physical)
      : global(global), logical(logical), physical(physical) {}
  item<D, false> get_global() const { return global; }
  item<D, false> get_local() const { return logical; }
  item<D, false> get_logical_local() const { return logical; }
  item<D, false> get_physical_local() const { return physical; }
  range<D> get_global_range() const { return global.get_range(); }
  size_t get_global_range(int d) const { return global.get_range(d); }
  id<D> get_global_id() const { return global.get_id(); }
  size_t get_global_id(int d) const { return global.get_id(d); }
  range<D> get_local_range() const { return logical.get_range(); }
  size_t get_local_range(int d) const { return logical.get_range(d); }
  id<D> get_local_id() const { return logical.get_id(); }
  size_t get_local_id(int d) const { return logical.get_id(d); }
  range<D> get_logical_local_range() const { return logical.get_range(); }
  size_t get_logical_local_range(int d) const { return logical.get_range(d); }
  id<D> get_logical_local_id() const { return logical.get_id(); }
  size_t get_logical_local_id(int d) const { return logical.get_id(d); }
  range<D> get_physical_local_range() const { return physical.get_range(); }
  size_t get_physical_local_range(int d) const { return physical.get_range(d); }
  id<D> get_physical_local_id() const { return physical.get_id(); }
  size_t get_physical_local_id(int d) const { return physical.get_id(d); }
  friend bool operator==(const h_item &a, const h_item &b) {
    return a.global == b.global && a.logical == b.logical && a.physical == b.physical;
  }
  friend bool operator!=(const h_item &a, const h_item &b) { return !(a == b); }

private:
  item<D, false> global, logical, physical;
};

template <int D> template <typename F> void group<D>::parallel_for_work_item(F f) const {
  parallel_for_work_item(get_local_range(), f);
}
template <int D> template <typename F> void group<D>::parallel_for_work_item(range<D> logical_range, F f) const {
  range<D> physical_range = get_local_range();
  id<D> group_id = get_group_id();
  range<D> global_range = get_group_range() * physical_range;
  for (size_t l = 0, n = logical_range.size(); l < n; ++l) {
    id<D> logical_id = detail::delinearize<D>(l, logical_range);
    id<D> physical_id = logical_id % physical_range;
    f(h_item<D>(item<D, false>(group_id * physical_range + physical_id, global_range),
                item<D, false>(logical_id, logical_range), item<D, false>(physical_id, physical_range)));
  }
}

// One T per physical work-item of the group.
template <typename T, int D = 1> class private_memory {
public:
  explicit private_memory(const group<D> &) {}
  T &operator()(const h_item<D> &it) { return values[it.get_physical_local().get_linear_id()]; }

private:
  T values[detail::max_hierarchical_items];
};

namespace detail {
// The kernel object of parallel_for_work_group.
template <int D, typename K> struct hierarchical_kernel {
  K k;
  range<D> local;
  void operator()() const { call_kernel(k, this_group<D>(local)); }
};

template <int D> range<D> checked_hierarchical_local(const range<D> &local) {
  if (local.size() == 0 || local.size() > max_hierarchical_items)
    throw exception(errc::nd_range, "parallel_for_work_group: a work-group has between 1 and " +
                                        std::to_string(max_hierarchical_items) +
                                        " work-items in this implementation (hierarchical.hpp)");
  return local;
}
} // namespace detail

} // namespace sycl

#endif // SYCL_HIERARCHICAL_HPP
