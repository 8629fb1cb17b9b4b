//===- device_info.h - SYCL device properties from the offload runtime ----===//
#ifndef SYCL_LIB_DEVICE_INFO_H
#define SYCL_LIB_DEVICE_INFO_H

#include "sycl/detail/runtime.hpp"
#include "spirv_offload.h"

namespace sycl::detail {
// Fills what SYCL's device queries need beyond the launch limits.
void fill_device_properties(const spvrt_device_info &info, device_properties &p);
// The runtime's handle of a device (runtime.cpp); errc::invalid if none.
spvrt_device device_handle(size_t device);
} // namespace sycl::detail

#endif
