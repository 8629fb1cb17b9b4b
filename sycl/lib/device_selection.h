//===- device_selection.h - ONEAPI_DEVICE_SELECTOR and "no device" errors -===//
//
// Private to libspirv_sycl: the device list runtime.cpp enumerates goes
// through the user's ONEAPI_DEVICE_SELECTOR before SYCL sees it.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_LIB_DEVICE_SELECTION_H
#define SYCL_LIB_DEVICE_SELECTION_H

#include "sycl/detail/runtime.hpp"

#include <string>
#include <vector>

namespace sycl::detail {

/// The indices into `all` (the runtime's devices, in its order) that
/// ONEAPI_DEVICE_SELECTOR keeps: every one when it is unset. Remembers the
/// devices and the choice for throw_no_device. `runtime_error` is why the
/// runtime found no device, if it found none. Throws errc::invalid on a
/// malformed selector.
std::vector<size_t> apply_device_selector(const std::vector<device_properties> &all,
                                          const std::string &runtime_error);

} // namespace sycl::detail

#endif
