//===- sycl/ext/oneapi/group_local_memory.hpp - group_local_memory -------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// DPC++'s sycl_ext_oneapi_local_memory: group_local_memory<T>(group, args...)
// and group_local_memory_for_overwrite<T>(group) give the work-group a T in
// local memory, one per call site. In device code each call is a call of
// __sycl_group_local_memory(size, alignment), which the device link
// replaces, after inlining every function between the call and its kernels,
// with a Workgroup variable of its own (GroupLocalMemory in
// clang/tools/driver/OffloadTools.cpp). The call is convergent, so the
// optimizer never splits it into calls on different paths.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_GROUP_LOCAL_MEMORY_HPP
#define SYCL_EXT_ONEAPI_GROUP_LOCAL_MEMORY_HPP

#include <sycl/group_algorithm.hpp>
#include <sycl/multi_ptr.hpp>

#ifdef __SYCL_DEVICE_ONLY__
extern "C" __attribute__((convergent)) __SYCL_LOCAL void *__sycl_group_local_memory(size_t size, size_t alignment);
#endif

namespace sycl::ext::oneapi {

template <typename T, typename Group>
std::enable_if_t<std::is_trivially_destructible_v<T> && detail::is_work_group_v<Group>,
                 multi_ptr<T, access::address_space::local_space, access::decorated::legacy>>
group_local_memory_for_overwrite([[maybe_unused]] Group g) {
#ifdef __SYCL_DEVICE_ONLY__
  using local_ptr = typename detail::decorated_pointer<T, access::address_space::local_space>::type;
  return multi_ptr<T, access::address_space::local_space, access::decorated::legacy>(
      static_cast<local_ptr>(__sycl_group_local_memory(sizeof(T), alignof(T))));
#else
  throw exception(errc::feature_not_supported, "group_local_memory is for device code");
#endif
}

// T is constructed from args by the group's first work-item; every
// work-item sees it after the group's barrier.
template <typename T, typename Group, typename... Args>
std::enable_if_t<std::is_trivially_destructible_v<T> && detail::is_work_group_v<Group>,
                 multi_ptr<T, access::address_space::local_space, access::decorated::legacy>>
group_local_memory(Group g, Args &&...args) {
  multi_ptr<T, access::address_space::local_space, access::decorated::legacy> p =
      group_local_memory_for_overwrite<T>(g);
  if (g.get_local_linear_id() == 0)
    new (static_cast<void *>(&*p)) T(std::forward<Args>(args)...);
  group_barrier(g);
  return p;
}

} // namespace sycl::ext::oneapi

#endif
