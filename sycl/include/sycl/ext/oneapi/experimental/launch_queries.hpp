//===- sycl/ext/oneapi/experimental/launch_queries.hpp - Kernel launch queries -===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// DPC++'s sycl_ext_oneapi_launch_queries: kernel::ext_oneapi_get_info tells
// what a kernel can be launched with on a queue's device. The answers come
// from the kernel's build for that device (the largest work-group its
// resources allow, the local memory of its own variables, its largest
// sub-group size) and from the device's limits. max_num_work_groups counts
// the work-groups that run at once, one per compute unit: a CPU device's
// compute units are its threads, each running one work-group at a time.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_EXPERIMENTAL_LAUNCH_QUERIES_HPP
#define SYCL_EXT_ONEAPI_EXPERIMENTAL_LAUNCH_QUERIES_HPP

#include <sycl/kernel_bundle.hpp>
#include <sycl/queue.hpp>

#define SYCL_EXT_ONEAPI_LAUNCH_QUERIES 1

namespace sycl {
namespace ext::oneapi::experimental::info::kernel_queue_specific {
// Taking the queue alone.
struct max_work_group_size {
  using return_type = size_t;
};
template <int Dimensions> struct max_work_item_sizes {
  using return_type = id<Dimensions>;
};
// Taking the queue and a work-group size.
struct max_sub_group_size {
  using return_type = uint32_t;
};
struct num_sub_groups {
  using return_type = uint32_t;
};
// Taking the queue, a work-group size and the bytes of local memory the
// launch adds (local_accessors).
struct max_num_work_groups {
  using return_type = size_t;
};
} // namespace ext::oneapi::experimental::info::kernel_queue_specific

namespace detail::launch_queries {
namespace kq = ext::oneapi::experimental::info::kernel_queue_specific;
// Which arguments follow the queue.
enum form { queue_only, group_size, group_size_and_local };
template <typename Param> struct is_item_sizes : std::false_type {};
template <int D> struct is_item_sizes<kq::max_work_item_sizes<D>> : std::true_type {};
template <typename Param> constexpr form form_of() {
  if constexpr (std::is_same_v<Param, kq::max_num_work_groups>)
    return group_size_and_local;
  else if constexpr (std::is_same_v<Param, kq::max_sub_group_size> || std::is_same_v<Param, kq::num_sub_groups>)
    return group_size;
  else
    return queue_only;
}
template <typename Param, form Form> constexpr void check_form() {
  static_assert(!std::is_same_v<Param, kq::max_num_work_group_sync>,
                "sycl_ext_oneapi_root_group (info::kernel_queue_specific::max_num_work_group_sync) is not "
                "supported: use max_num_work_groups");
  static_assert(std::is_same_v<Param, kq::max_num_work_group_sync> || std::is_same_v<Param, kq::max_work_group_size> ||
                    is_item_sizes<Param>::value || std::is_same_v<Param, kq::max_sub_group_size> ||
                    std::is_same_v<Param, kq::num_sub_groups> || std::is_same_v<Param, kq::max_num_work_groups>,
                "not a kernel_queue_specific information descriptor");
  static_assert(std::is_same_v<Param, kq::max_num_work_group_sync> || form_of<Param>() == Form,
                "this kernel_queue_specific query takes other arguments: the queue alone (max_work_group_size, "
                "max_work_item_sizes), with a work-group size (max_sub_group_size, num_sub_groups), or with a "
                "work-group size and local memory bytes (max_num_work_groups)");
}
} // namespace detail::launch_queries

template <typename Param, int D>
typename Param::return_type kernel::launch_query(const queue &q, const range<D> *r, const size_t *local_bytes) const {
  namespace kq = ext::oneapi::experimental::info::kernel_queue_specific;
  const device dev = q.get_device();
  check_device(dev);
  const detail::kernel_properties p = detail::kernel_props(dev.get_index(), name);
  const uint32_t *req = p.required_group_size; // OpenCL order: SYCL's last dimension first
  const size_t max_group = req[0] ? size_t(req[0]) * req[1] * req[2] : p.max_group_size;
  if constexpr (std::is_same_v<Param, kq::max_work_group_size>) {
    return max_group;
  } else if constexpr (detail::launch_queries::is_item_sizes<Param>::value) {
    constexpr int Dims = Param::return_type::dimensions;
    range<Dims> dev_sizes = dev.get_info<info::device::max_work_item_sizes<Dims>>();
    id<Dims> sizes;
    for (int i = 0; i < Dims; ++i)
      sizes[i] = req[0] ? size_t(req[Dims - 1 - i]) : std::min(dev_sizes[i], max_group);
    return sizes;
  } else {
    const size_t items = r->size();
    const uint32_t sub_group = uint32_t(std::min<size_t>(p.max_sub_group_size, items));
    if constexpr (std::is_same_v<Param, kq::max_sub_group_size>)
      return sub_group;
    else if constexpr (std::is_same_v<Param, kq::num_sub_groups>)
      return sub_group ? uint32_t((items + sub_group - 1) / sub_group) : 0u;
    else {
      // 0 where the launch would be refused: a group size the device or the
      // kernel cannot run, or more local memory than the device has.
      range<D> dev_sizes = dev.get_info<info::device::max_work_item_sizes<D>>();
      for (int i = 0; i < D; ++i)
        if ((*r)[i] == 0 || (*r)[i] > dev_sizes[i] || (req[0] && (*r)[i] != req[D - 1 - i]))
          return 0;
      if (items > max_group || (req[0] && items != max_group))
        return 0;
      if (p.local_mem_size + *local_bytes > dev.get_info<info::device::local_mem_size>())
        return 0;
      return std::max<size_t>(dev.get_info<info::device::max_compute_units>(), 1);
    }
  }
}

#define SYCL_LAUNCH_QUERY(ARGS, FORM, CALL)                                                                            \
  template <typename Param> typename Param::return_type kernel::ext_oneapi_get_info ARGS const {                     \
    detail::launch_queries::check_form<Param, detail::launch_queries::FORM>();                                        \
    return launch_query<Param> CALL;                                                                                   \
  }
SYCL_LAUNCH_QUERY((const queue &q), queue_only, (q, static_cast<const range<1> *>(nullptr), nullptr))
SYCL_LAUNCH_QUERY((const queue &q, const range<1> &r), group_size, (q, &r, nullptr))
SYCL_LAUNCH_QUERY((const queue &q, const range<2> &r), group_size, (q, &r, nullptr))
SYCL_LAUNCH_QUERY((const queue &q, const range<3> &r), group_size, (q, &r, nullptr))
SYCL_LAUNCH_QUERY((const queue &q, const range<1> &r, size_t local_bytes), group_size_and_local, (q, &r, &local_bytes))
SYCL_LAUNCH_QUERY((const queue &q, const range<2> &r, size_t local_bytes), group_size_and_local, (q, &r, &local_bytes))
SYCL_LAUNCH_QUERY((const queue &q, const range<3> &r, size_t local_bytes), group_size_and_local, (q, &r, &local_bytes))
#undef SYCL_LAUNCH_QUERY
} // namespace sycl

#endif
