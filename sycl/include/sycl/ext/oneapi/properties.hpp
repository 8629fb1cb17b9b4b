//===- sycl/ext/oneapi/properties.hpp - DPC++'s queue property extensions ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// Queue properties of DPC++'s extensions that are hints about scheduling or
// events; a queue accepts them and they change nothing here (its
// has_property answers only SYCL 2020's):
//   - ext::oneapi::property::queue::priority_{normal,low,high}: Level-Zero
//     queue priorities, which the CPU devices do not have;
//   - ext::oneapi::property::queue::discard_events: lets DPC++ return
//     events the program promises not to use; ours are always valid;
//   - ext::intel::property::queue::no_immediate_command_list and
//     immediate_command_list: how DPC++ drives Level-Zero's command lists.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_PROPERTIES_HPP
#define SYCL_EXT_ONEAPI_PROPERTIES_HPP

#include <sycl/properties.hpp>

namespace sycl {
namespace ext::oneapi::property::queue {
struct priority_normal {};
struct priority_low {};
struct priority_high {};
struct discard_events {};
} // namespace ext::oneapi::property::queue
namespace ext::intel::property::queue {
struct no_immediate_command_list {};
struct immediate_command_list {};
} // namespace ext::intel::property::queue

#define __SYCL_EXT_QUEUE_PROPERTY(P)                                                                                   \
  template <> struct is_property<P> : std::true_type {};                                                               \
  template <> struct is_property_of<P, queue> : std::true_type {};
__SYCL_EXT_QUEUE_PROPERTY(ext::oneapi::property::queue::priority_normal)
__SYCL_EXT_QUEUE_PROPERTY(ext::oneapi::property::queue::priority_low)
__SYCL_EXT_QUEUE_PROPERTY(ext::oneapi::property::queue::priority_high)
__SYCL_EXT_QUEUE_PROPERTY(ext::oneapi::property::queue::discard_events)
__SYCL_EXT_QUEUE_PROPERTY(ext::intel::property::queue::no_immediate_command_list)
__SYCL_EXT_QUEUE_PROPERTY(ext::intel::property::queue::immediate_command_list)
#undef __SYCL_EXT_QUEUE_PROPERTY
} // namespace sycl

#endif // SYCL_EXT_ONEAPI_PROPERTIES_HPP
