//===- sycl/info/info_desc.hpp - the info:: descriptors of get_info queries ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// Every descriptor the SYCL 2020 specification lists for devices, platforms,
// contexts, kernels and events, and the enumerations their values use. The
// classes answer them in device.hpp, platform.hpp, context.hpp, kernel.hpp
// and event.hpp.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_INFO_INFO_DESC_HPP
#define SYCL_INFO_INFO_DESC_HPP

#include <sycl/properties.hpp>

#include <ostream>

namespace sycl {

class device;
class platform;
class context;
class kernel_id;
enum class memory_order;  // atomic_ref.hpp
enum class memory_scope;  // atomic_ref.hpp

enum class aspect {
  cpu,
  gpu,
  accelerator,
  custom,
  emulated,
  host_debuggable,
  fp16,
  fp64,
  atomic64,
  image,
  online_compiler,
  online_linker,
  queue_profiling,
  usm_device_allocations,
  usm_host_allocations,
  usm_atomic_host_allocations,
  usm_shared_allocations,
  usm_atomic_shared_allocations,
  usm_system_allocations,
  // DPC++'s extension aspects (sycl/ext/intel/device_info.hpp answers them).
  ext_intel_pci_address,
  ext_intel_gpu_eu_simd_width,
  ext_intel_gpu_eu_count,
  ext_intel_gpu_slices,
  ext_intel_gpu_subslices_per_slice,
  ext_intel_gpu_eu_count_per_subslice,
  ext_intel_max_mem_bandwidth,
  ext_intel_device_info_uuid,
  ext_intel_gpu_hw_threads_per_eu,
  ext_intel_free_memory,
  ext_intel_device_id,
  ext_intel_memory_clock_rate,
  ext_intel_memory_bus_width,
  ext_intel_legacy_image,
  ext_oneapi_bfloat16_math_functions
};

// DPC++ spells the Level-Zero backend ext_oneapi_level_zero (level_zero is
// its older name); both name the one backend this library has.
enum class backend { level_zero, ext_oneapi_level_zero = level_zero, opencl, host };

// As in DPC++, `std::cout << q.get_backend()` prints the enumerator's name.
inline std::ostream &operator<<(std::ostream &os, backend b) {
  switch (b) {
  case backend::level_zero: return os << "ext_oneapi_level_zero";
  case backend::opencl: return os << "opencl";
  case backend::host: return os << "host";
  }
  return os << "unknown";
}

namespace info {
enum class device_type { cpu, gpu, accelerator, custom, automatic, host, all };
enum class partition_property { no_partition, partition_equally, partition_by_counts, partition_by_affinity_domain };
enum class partition_affinity_domain { not_applicable, numa, L4_cache, L3_cache, L2_cache, L1_cache, next_partitionable };
enum class local_mem_type { none, local, global };
enum class fp_config { denorm, inf_nan, round_to_nearest, round_to_zero, round_to_inf, fma, correctly_rounded_divide_sqrt,
                       soft_float };
enum class global_mem_cache_type { none, read_only, read_write };
enum class execution_capability { exec_kernel, exec_native_kernel };

#define SYCL_INFO_DESC(name, type)                                                                                     \
  struct name {                                                                                                        \
    using return_type = type;                                                                                          \
  };
namespace device {
SYCL_INFO_DESC(device_type, info::device_type)
SYCL_INFO_DESC(vendor_id, uint32_t)
SYCL_INFO_DESC(max_compute_units, uint32_t)
SYCL_INFO_DESC(max_work_item_dimensions, uint32_t)
template <int D = 3> struct max_work_item_sizes {
  using return_type = range<D>;
};
SYCL_INFO_DESC(max_work_group_size, size_t)
SYCL_INFO_DESC(max_num_sub_groups, uint32_t)
SYCL_INFO_DESC(sub_group_independent_forward_progress, bool)
SYCL_INFO_DESC(sub_group_sizes, std::vector<size_t>)
SYCL_INFO_DESC(preferred_vector_width_char, uint32_t)
SYCL_INFO_DESC(preferred_vector_width_short, uint32_t)
SYCL_INFO_DESC(preferred_vector_width_int, uint32_t)
SYCL_INFO_DESC(preferred_vector_width_long, uint32_t)
SYCL_INFO_DESC(preferred_vector_width_long_long, uint32_t)
SYCL_INFO_DESC(preferred_vector_width_float, uint32_t)
SYCL_INFO_DESC(preferred_vector_width_double, uint32_t)
SYCL_INFO_DESC(preferred_vector_width_half, uint32_t)
SYCL_INFO_DESC(native_vector_width_char, uint32_t)
SYCL_INFO_DESC(native_vector_width_short, uint32_t)
SYCL_INFO_DESC(native_vector_width_int, uint32_t)
SYCL_INFO_DESC(native_vector_width_long, uint32_t)
SYCL_INFO_DESC(native_vector_width_long_long, uint32_t)
SYCL_INFO_DESC(native_vector_width_float, uint32_t)
SYCL_INFO_DESC(native_vector_width_double, uint32_t)
SYCL_INFO_DESC(native_vector_width_half, uint32_t)
SYCL_INFO_DESC(max_clock_frequency, uint32_t)
SYCL_INFO_DESC(address_bits, uint32_t)
SYCL_INFO_DESC(max_mem_alloc_size, uint64_t)
SYCL_INFO_DESC(image_support, bool)
SYCL_INFO_DESC(max_read_image_args, uint32_t)
SYCL_INFO_DESC(max_write_image_args, uint32_t)
SYCL_INFO_DESC(image2d_max_height, size_t)
SYCL_INFO_DESC(image2d_max_width, size_t)
SYCL_INFO_DESC(image3d_max_height, size_t)
SYCL_INFO_DESC(image3d_max_width, size_t)
SYCL_INFO_DESC(image3d_max_depth, size_t)
SYCL_INFO_DESC(image_max_buffer_size, size_t)
SYCL_INFO_DESC(image_max_array_size, size_t)
SYCL_INFO_DESC(max_samplers, uint32_t)
SYCL_INFO_DESC(max_parameter_size, size_t)
SYCL_INFO_DESC(mem_base_addr_align, uint32_t)
SYCL_INFO_DESC(half_fp_config, std::vector<info::fp_config>)
SYCL_INFO_DESC(single_fp_config, std::vector<info::fp_config>)
SYCL_INFO_DESC(double_fp_config, std::vector<info::fp_config>)
SYCL_INFO_DESC(global_mem_cache_type, info::global_mem_cache_type)
SYCL_INFO_DESC(global_mem_cache_line_size, uint32_t)
SYCL_INFO_DESC(global_mem_cache_size, uint64_t)
SYCL_INFO_DESC(global_mem_size, uint64_t)
SYCL_INFO_DESC(max_constant_buffer_size, uint64_t)
SYCL_INFO_DESC(max_constant_args, uint32_t)
SYCL_INFO_DESC(local_mem_type, info::local_mem_type)
SYCL_INFO_DESC(local_mem_size, uint64_t)
SYCL_INFO_DESC(error_correction_support, bool)
SYCL_INFO_DESC(host_unified_memory, bool)
SYCL_INFO_DESC(atomic_memory_order_capabilities, std::vector<memory_order>)
SYCL_INFO_DESC(atomic_fence_order_capabilities, std::vector<memory_order>)
SYCL_INFO_DESC(atomic_memory_scope_capabilities, std::vector<memory_scope>)
SYCL_INFO_DESC(atomic_fence_scope_capabilities, std::vector<memory_scope>)
SYCL_INFO_DESC(profiling_timer_resolution, size_t)
SYCL_INFO_DESC(is_endian_little, bool)
SYCL_INFO_DESC(is_available, bool)
SYCL_INFO_DESC(is_compiler_available, bool)
SYCL_INFO_DESC(is_linker_available, bool)
SYCL_INFO_DESC(execution_capabilities, std::vector<info::execution_capability>)
SYCL_INFO_DESC(queue_profiling, bool)
// Descriptors of SYCL 2020's provisional text that DPC++ keeps (deprecated
// in favour of the aspects of the same names): device::has answers them.
SYCL_INFO_DESC(usm_device_allocations, bool)
SYCL_INFO_DESC(usm_host_allocations, bool)
SYCL_INFO_DESC(usm_shared_allocations, bool)
SYCL_INFO_DESC(usm_restricted_shared_allocations, bool)
SYCL_INFO_DESC(usm_system_allocations, bool)
SYCL_INFO_DESC(atomic64, bool)
SYCL_INFO_DESC(built_in_kernel_ids, std::vector<kernel_id>)
SYCL_INFO_DESC(built_in_kernels, std::vector<std::string>)
SYCL_INFO_DESC(platform, sycl::platform)
SYCL_INFO_DESC(name, std::string)
SYCL_INFO_DESC(vendor, std::string)
SYCL_INFO_DESC(driver_version, std::string)
SYCL_INFO_DESC(profile, std::string)
SYCL_INFO_DESC(version, std::string)
SYCL_INFO_DESC(backend_version, std::string)
SYCL_INFO_DESC(aspects, std::vector<aspect>)
SYCL_INFO_DESC(extensions, std::vector<std::string>)
SYCL_INFO_DESC(printf_buffer_size, size_t)
SYCL_INFO_DESC(preferred_interop_user_sync, bool)
SYCL_INFO_DESC(parent_device, sycl::device)
SYCL_INFO_DESC(partition_max_sub_devices, uint32_t)
SYCL_INFO_DESC(partition_properties, std::vector<info::partition_property>)
SYCL_INFO_DESC(partition_affinity_domains, std::vector<info::partition_affinity_domain>)
SYCL_INFO_DESC(partition_type_property, info::partition_property)
SYCL_INFO_DESC(partition_type_affinity_domain, info::partition_affinity_domain)
SYCL_INFO_DESC(reference_count, uint32_t)
} // namespace device

namespace platform {
SYCL_INFO_DESC(profile, std::string)
SYCL_INFO_DESC(version, std::string)
SYCL_INFO_DESC(name, std::string)
SYCL_INFO_DESC(vendor, std::string)
SYCL_INFO_DESC(extensions, std::vector<std::string>)
} // namespace platform

namespace context {
SYCL_INFO_DESC(platform, sycl::platform)
SYCL_INFO_DESC(devices, std::vector<sycl::device>)
SYCL_INFO_DESC(atomic_memory_order_capabilities, std::vector<memory_order>)
SYCL_INFO_DESC(atomic_fence_order_capabilities, std::vector<memory_order>)
SYCL_INFO_DESC(atomic_memory_scope_capabilities, std::vector<memory_scope>)
SYCL_INFO_DESC(atomic_fence_scope_capabilities, std::vector<memory_scope>)
SYCL_INFO_DESC(reference_count, uint32_t)
} // namespace context

namespace queue {
SYCL_INFO_DESC(context, sycl::context)
SYCL_INFO_DESC(device, sycl::device)
SYCL_INFO_DESC(reference_count, uint32_t) // deprecated by SYCL 2020
} // namespace queue

namespace kernel {
SYCL_INFO_DESC(num_args, uint32_t)
SYCL_INFO_DESC(attributes, std::string)
SYCL_INFO_DESC(function_name, std::string)
SYCL_INFO_DESC(reference_count, uint32_t)
} // namespace kernel

namespace kernel_device_specific {
SYCL_INFO_DESC(global_work_size, range<3>)
SYCL_INFO_DESC(work_group_size, size_t)
SYCL_INFO_DESC(compile_work_group_size, range<3>)
SYCL_INFO_DESC(preferred_work_group_size_multiple, size_t)
SYCL_INFO_DESC(private_mem_size, size_t)
SYCL_INFO_DESC(max_num_sub_groups, uint32_t)
SYCL_INFO_DESC(compile_num_sub_groups, uint32_t)
SYCL_INFO_DESC(max_sub_group_size, uint32_t)
SYCL_INFO_DESC(compile_sub_group_size, uint32_t)
} // namespace kernel_device_specific

namespace event_profiling {
SYCL_INFO_DESC(command_submit, uint64_t)
SYCL_INFO_DESC(command_start, uint64_t)
SYCL_INFO_DESC(command_end, uint64_t)
} // namespace event_profiling
enum class event_command_status { submitted, running, complete };
namespace event {
SYCL_INFO_DESC(command_execution_status, event_command_status)
SYCL_INFO_DESC(reference_count, uint32_t)
} // namespace event
#undef SYCL_INFO_DESC
} // namespace info

} // namespace sycl

#endif // SYCL_INFO_INFO_DESC_HPP
