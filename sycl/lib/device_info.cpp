//===- device_info.cpp - SYCL device properties from the offload runtime --===//
//
// The values behind device::get_info and device::has: what the runtime's
// device reports (Level-Zero's device, module, memory and driver
// properties), plus the host's caches for CPU devices, which Level-Zero does
// not describe.
//
//===----------------------------------------------------------------------===//

#include "internal.h"

#include <array>
#include <cstring>
#include <unistd.h>

namespace sycl::detail {

namespace {
// Reads the device's keys; ok turns false when one cannot be read.
struct info_reader {
  spvrt_device d;
  bool ok = true;
  template <typename T> T get(spvrt_device_info_key key) {
    T v{};
    ok &= spvrt_device_get_info(d, key, sizeof v, &v) == SPVRT_SUCCESS;
    return v;
  }
  // A string or an array of T, as long as the runtime says.
  template <typename T> std::vector<T> array(spvrt_device_info_key key) {
    size_t size = 0;
    ok &= spvrt_device_get_info_size(d, key, &size) == SPVRT_SUCCESS;
    std::vector<T> v(size / sizeof(T));
    ok &= spvrt_device_get_info(d, key, v.size() * sizeof(T), v.data()) == SPVRT_SUCCESS;
    return v;
  }
  std::string string(spvrt_device_info_key key) {
    std::vector<char> s = array<char>(key);
    return std::string(s.data(), strnlen(s.data(), s.size()));
  }
};
} // namespace

bool read_device_properties(spvrt_device d, device_properties &p) {
  info_reader r{d};
  p.name = r.string(SPVRT_DEVICE_INFO_NAME);
  p.plugin = r.string(SPVRT_DEVICE_INFO_PLUGIN);
  auto type = r.get<spvrt_device_type>(SPVRT_DEVICE_INFO_TYPE);
  p.is_gpu = type == SPVRT_DEVICE_GPU;
  p.is_cpu = type == SPVRT_DEVICE_CPU;
  p.max_group_size = r.get<uint32_t>(SPVRT_DEVICE_INFO_MAX_GROUP_SIZE);
  auto dims = r.get<std::array<uint32_t, 3>>(SPVRT_DEVICE_INFO_MAX_GROUP_SIZE_DIM);
  for (int k = 0; k < 3; ++k)
    p.max_group_size_dim[k] = dims[k];
  p.local_mem_size = r.get<uint64_t>(SPVRT_DEVICE_INFO_MAX_LOCAL_MEM);
  p.max_alloc_size = r.get<uint64_t>(SPVRT_DEVICE_INFO_MAX_ALLOC_SIZE);
  std::vector<uint32_t> sub_groups = r.array<uint32_t>(SPVRT_DEVICE_INFO_SUB_GROUP_SIZES);
  p.sub_group_sizes.assign(sub_groups.begin(), sub_groups.end());
  p.fp64 = r.get<uint32_t>(SPVRT_DEVICE_INFO_FP64);
  p.float_atomics = r.get<uint32_t>(SPVRT_DEVICE_INFO_FLOAT_ATOMICS);
  p.global_mem_size = r.get<uint64_t>(SPVRT_DEVICE_INFO_GLOBAL_MEM_SIZE);
  uint32_t compute_units = r.get<uint32_t>(SPVRT_DEVICE_INFO_COMPUTE_UNITS);
  p.compute_units = compute_units ? compute_units : 1;
  p.vendor_id = r.get<uint32_t>(SPVRT_DEVICE_INFO_VENDOR_ID);
  p.clock_mhz = r.get<uint32_t>(SPVRT_DEVICE_INFO_CLOCK_MHZ);
  uint32_t resolution = r.get<uint32_t>(SPVRT_DEVICE_INFO_TIMER_RESOLUTION_NS);
  p.timer_resolution_ns = resolution ? resolution : 1;
  p.max_param_size = r.get<uint64_t>(SPVRT_DEVICE_INFO_MAX_PARAM_SIZE);
  p.printf_buffer_size = r.get<uint64_t>(SPVRT_DEVICE_INFO_PRINTF_BUFFER_SIZE);
  p.fp16_config = r.get<uint32_t>(SPVRT_DEVICE_INFO_FP16_CONFIG);
  p.fp32_config = r.get<uint32_t>(SPVRT_DEVICE_INFO_FP32_CONFIG);
  p.fp64_config = r.get<uint32_t>(SPVRT_DEVICE_INFO_FP64_CONFIG);
  p.int64_atomics = r.get<uint32_t>(SPVRT_DEVICE_INFO_INT64_ATOMICS);
  p.usm_host_atomics = r.get<uint32_t>(SPVRT_DEVICE_INFO_USM_HOST_ATOMICS);
  p.usm_shared_atomics = r.get<uint32_t>(SPVRT_DEVICE_INFO_USM_SHARED_ATOMICS);
  p.usm_system_allocations = r.get<uint32_t>(SPVRT_DEVICE_INFO_USM_SYSTEM_ALLOCATIONS);
  p.integrated = r.get<uint32_t>(SPVRT_DEVICE_INFO_INTEGRATED);
  p.image_width_1d = r.get<uint32_t>(SPVRT_DEVICE_INFO_MAX_IMAGE_WIDTH_1D);
  p.image_size_2d = r.get<uint32_t>(SPVRT_DEVICE_INFO_MAX_IMAGE_SIZE_2D);
  p.image_size_3d = r.get<uint32_t>(SPVRT_DEVICE_INFO_MAX_IMAGE_SIZE_3D);
  p.image_array_size = r.get<uint32_t>(SPVRT_DEVICE_INFO_MAX_IMAGE_ARRAY_SIZE);
  p.image_buffer_size = r.get<uint64_t>(SPVRT_DEVICE_INFO_MAX_IMAGE_BUFFER_SIZE);
  p.images = p.image_size_2d > 0;
  p.max_samplers = r.get<uint32_t>(SPVRT_DEVICE_INFO_MAX_SAMPLERS);
  p.driver_version = r.string(SPVRT_DEVICE_INFO_DRIVER_VERSION);
  p.api_version = r.string(SPVRT_DEVICE_INFO_API_VERSION);
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
  return r.ok;
}

} // namespace sycl::detail
