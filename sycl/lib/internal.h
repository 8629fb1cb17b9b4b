//===- internal.h - what the files of libspirv_sycl share -----------------===//
#ifndef SYCL_LIB_INTERNAL_H
#define SYCL_LIB_INTERNAL_H

#include "sycl/detail/runtime.hpp"
#include "spirv_offload.h"

#include <map>

namespace sycl::detail {
// Fills what SYCL's device queries need beyond the launch limits.
void fill_device_properties(const spvrt_device_info &info, device_properties &p);
// The runtime's handle of a device (runtime.cpp); errc::invalid if none.
spvrt_device device_handle(size_t device);
// The kernel `name` built for a device with these specialization constants
// (none if null): program_manager::get_kernel, whose last_error() says why
// it failed (kernel_bundle.cpp).
spvrt_result sycl_kernel(size_t device, const char *name, const std::map<uint32_t, uint32_t> *spec_constants,
                         spvrt_kernel *kernel);
// Throws errc::kernel_not_supported if the device lacks an aspect of the
// kernel's [[sycl::device_has]] (kernel_bundle.cpp).
void check_kernel_aspects(size_t device, const char *kernel);
// That, and errc::nd_range for work-groups beyond the kernel's
// [[intel::max_work_group_size]] (kernel_bundle.cpp).
void check_kernel_launch(size_t device, const launch_args &a);
} // namespace sycl::detail

#endif
