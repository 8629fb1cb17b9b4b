//===- device_info.cpp - SYCL device properties from the offload runtime --===//
//
// The values behind device::get_info and device::has: what the runtime's
// device reports (Level-Zero's device, module, memory and driver
// properties), plus the host's caches for CPU devices, which Level-Zero does
// not describe.
//
//===----------------------------------------------------------------------===//

#include "internal.h"

#include <unistd.h>

namespace sycl::detail {

void fill_device_properties(const spvrt_device_info &info, device_properties &p) {
  p.global_mem_size = info.global_mem_size;
  p.compute_units = info.compute_units ? info.compute_units : 1;
  p.vendor_id = info.vendor_id;
  p.clock_mhz = info.clock_mhz;
  p.timer_resolution_ns = info.timer_resolution_ns ? info.timer_resolution_ns : 1;
  p.max_param_size = info.max_param_size;
  p.printf_buffer_size = info.printf_buffer_size;
  p.fp16_config = info.fp16_config;
  p.fp32_config = info.fp32_config;
  p.fp64_config = info.fp64_config;
  p.int64_atomics = info.int64_atomics;
  p.usm_host_atomics = info.usm_host_atomics;
  p.usm_shared_atomics = info.usm_shared_atomics;
  p.usm_system_allocations = info.usm_system_allocations;
  p.integrated = info.integrated;
  p.image_width_1d = info.max_image_width_1d;
  p.image_size_2d = info.max_image_size_2d;
  p.image_size_3d = info.max_image_size_3d;
  p.image_array_size = info.max_image_array_size;
  p.image_buffer_size = info.max_image_buffer_size;
  p.max_samplers = info.max_samplers;
  p.driver_version = info.driver_version;
  p.api_version = info.api_version;
  p.cache_line_size = 0;
  p.cache_size = 0;
  if (p.is_cpu) {
    long line = sysconf(_SC_LEVEL1_DCACHE_LINESIZE);
    long size = sysconf(_SC_LEVEL3_CACHE_SIZE);
    if (size <= 0)
      size = sysconf(_SC_LEVEL2_CACHE_SIZE);
    p.cache_line_size = line > 0 ? uint32_t(line) : 0;
    p.cache_size = size > 0 ? uint64_t(size) : 0;
  }
}

} // namespace sycl::detail
