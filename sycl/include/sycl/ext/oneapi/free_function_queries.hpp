//===- sycl/ext/oneapi/free_function_queries.hpp - this_work_item::get_nd_item ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// DPC++'s free-function queries (sycl_ext_oneapi_free_function_queries), which
// migrated CUDA code uses to reach the work-item from a helper function
// without passing the nd_item down: this_work_item::get_nd_item<D>(),
// get_work_group<D>() and get_sub_group(), and the older
// experimental::this_nd_item<D>(), this_group<D>() and this_sub_group().
// An nd_item here holds no state (it reads the OpenCL work-item builtins),
// so any function called from an nd_range kernel can make one.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_FREE_FUNCTION_QUERIES_HPP
#define SYCL_EXT_ONEAPI_FREE_FUNCTION_QUERIES_HPP

#include <sycl/sub_group.hpp>

namespace sycl::ext::oneapi {
namespace this_work_item {
template <int D> nd_item<D> get_nd_item() { return sycl::detail::make_nd_item<D>(); }
template <int D> group<D> get_work_group() { return get_nd_item<D>().get_group(); }
inline sub_group get_sub_group() { return get_nd_item<1>().get_sub_group(); }
} // namespace this_work_item
namespace experimental {
template <int D> nd_item<D> this_nd_item() { return this_work_item::get_nd_item<D>(); }
template <int D> group<D> this_group() { return this_work_item::get_work_group<D>(); }
inline sub_group this_sub_group() { return this_work_item::get_sub_group(); }
} // namespace experimental
} // namespace sycl::ext::oneapi

#endif // SYCL_EXT_ONEAPI_FREE_FUNCTION_QUERIES_HPP
