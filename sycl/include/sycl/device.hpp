//===- sycl/device.hpp - sycl::device and its get_info ---------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// A device is the index of one of the runtime's devices, so copies and
// devices obtained twice compare equal (the spec's common reference
// semantics). The answers to get_info and has come from the runtime's device
// properties (sycl/lib/device_info.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DEVICE_HPP
#define SYCL_DEVICE_HPP

#include <sycl/info/info_desc.hpp>
#include <sycl/ext/intel/device_info.hpp>

namespace sycl {

class platform;
namespace detail {
// What the atomics of device code support (atomic_ref, atomic_fence).
std::vector<memory_order> atomic_memory_orders();
std::vector<memory_scope> atomic_memory_scopes();
std::vector<info::fp_config> fp_configs(uint32_t level_zero_fp_flags);
} // namespace detail

class device {
public:
  device();
  template <typename Selector, typename = std::enable_if_t<std::is_invocable_r_v<int, Selector, const device &>>>
  explicit device(const Selector &s);
  explicit device(size_t index) : index(index) {}

  static std::vector<device> get_devices(info::device_type t = info::device_type::all) {
    std::vector<device> r;
    for (size_t i = 0; i < detail::device_count(); ++i) {
      device d(i);
      if (t == info::device_type::all || t == d.get_info<info::device::device_type>() ||
          (t == info::device_type::automatic && i == 0))
        r.push_back(d);
    }
    return r;
  }
  bool is_gpu() const { return props().is_gpu; }
  bool is_cpu() const { return props().is_cpu; }
  bool is_accelerator() const { return !is_gpu() && !is_cpu(); }
  bool has(aspect a) const {
    const detail::device_properties &p = props();
    switch (a) {
    case aspect::cpu:
      return is_cpu();
    case aspect::gpu:
      return is_gpu();
    case aspect::accelerator:
      return is_accelerator();
    case aspect::custom:
    case aspect::emulated:
    case aspect::host_debuggable:
      return false;
    case aspect::fp16:
      return p.fp16_config != 0;
    case aspect::fp64:
      return p.fp64_config != 0;
    case aspect::atomic64:
      return p.int64_atomics;
    case aspect::image:
      return p.image_size_2d != 0;
    // kernel_bundle's compile and link build the application's SPIR-V at run
    // time, as build does.
    case aspect::online_compiler:
    case aspect::online_linker:
    case aspect::queue_profiling:
    case aspect::usm_device_allocations:
    case aspect::usm_host_allocations:
    case aspect::usm_shared_allocations:
      return true;
    case aspect::usm_atomic_host_allocations:
      return p.usm_host_atomics;
    case aspect::usm_atomic_shared_allocations:
      return p.usm_shared_atomics;
    case aspect::usm_system_allocations:
      return p.usm_system_allocations;
    default:
      return detail::ext_aspect(a, p);
    }
  }
  bool has_extension(const std::string &name) const {
    std::vector<std::string> e = get_info<info::device::extensions>();
    return std::find(e.begin(), e.end(), name) != e.end();
  }
  template <typename Param> typename Param::return_type get_info() const;
  template <typename Param> typename Param::return_type get_backend_info() const {
    throw exception(errc::invalid, "this device has no backend-specific information");
  }
  platform get_platform() const;
  backend get_backend() const noexcept { return backend::level_zero; }

  // Our devices cannot be partitioned (the Level-Zero devices have no
  // sub-devices): partition_properties is empty.
  template <info::partition_property Prop> std::vector<device> create_sub_devices(size_t) const {
    static_assert(Prop == info::partition_property::partition_equally, "use partition_equally with a count");
    return no_partition("partition_equally");
  }
  template <info::partition_property Prop> std::vector<device> create_sub_devices(const std::vector<size_t> &) const {
    static_assert(Prop == info::partition_property::partition_by_counts, "use partition_by_counts with counts");
    return no_partition("partition_by_counts");
  }
  template <info::partition_property Prop>
  std::vector<device> create_sub_devices(info::partition_affinity_domain) const {
    static_assert(Prop == info::partition_property::partition_by_affinity_domain,
                  "use partition_by_affinity_domain with a domain");
    return no_partition("partition_by_affinity_domain");
  }

  size_t get_index() const { return index; }
  friend bool operator==(const device &a, const device &b) { return a.index == b.index; }
  friend bool operator!=(const device &a, const device &b) { return a.index != b.index; }

private:
  const detail::device_properties &props() const { return detail::device_props(index); }
  [[noreturn]] std::vector<device> no_partition(const char *how) const {
    throw exception(errc::feature_not_supported,
                    std::string("device '") + props().name + "' cannot be partitioned (" + how + ")");
  }
  size_t index = 0;
};

template <typename Param> typename Param::return_type device::get_info() const {
  namespace d = info::device;
  const detail::device_properties &p = props();
  // Vector widths: 16-byte vectors of each type (0 for a type the device lacks).
  constexpr uint32_t vector_bytes = 16;
  if constexpr (std::is_same_v<Param, d::device_type>)
    return p.is_gpu ? info::device_type::gpu : p.is_cpu ? info::device_type::cpu : info::device_type::accelerator;
  else if constexpr (std::is_same_v<Param, d::vendor_id>)
    return p.vendor_id;
  else if constexpr (std::is_same_v<Param, d::max_compute_units>)
    return p.compute_units;
  else if constexpr (std::is_same_v<Param, d::max_work_item_dimensions>)
    return 3;
  else if constexpr (std::is_same_v<Param, d::max_work_item_sizes<1>>)
    return range<1>(p.max_group_size_dim[0]);
  else if constexpr (std::is_same_v<Param, d::max_work_item_sizes<2>>)
    return range<2>(p.max_group_size_dim[1], p.max_group_size_dim[0]);
  else if constexpr (std::is_same_v<Param, d::max_work_item_sizes<3>>)
    return range<3>(p.max_group_size_dim[2], p.max_group_size_dim[1], p.max_group_size_dim[0]);
  else if constexpr (std::is_same_v<Param, d::max_work_group_size>)
    return p.max_group_size;
  else if constexpr (std::is_same_v<Param, d::max_num_sub_groups>)
    // SYCL divides every work-group into at least one sub-group; a device
    // without sub-group functions (PoCL) counts each work-item as one, as
    // kernel::get_info<max_num_sub_groups> does.
    return uint32_t(p.max_group_size / (p.sub_group_sizes.empty() ? 1u
                                                                  : *std::min_element(p.sub_group_sizes.begin(),
                                                                                      p.sub_group_sizes.end())));
  else if constexpr (std::is_same_v<Param, d::sub_group_independent_forward_progress>)
    return false;
  else if constexpr (std::is_same_v<Param, d::sub_group_sizes>)
    return std::vector<size_t>(p.sub_group_sizes.begin(), p.sub_group_sizes.end());
  else if constexpr (std::is_same_v<Param, d::preferred_vector_width_char> ||
                     std::is_same_v<Param, d::native_vector_width_char>)
    return vector_bytes;
  else if constexpr (std::is_same_v<Param, d::preferred_vector_width_short> ||
                     std::is_same_v<Param, d::native_vector_width_short>)
    return vector_bytes / 2;
  else if constexpr (std::is_same_v<Param, d::preferred_vector_width_int> ||
                     std::is_same_v<Param, d::native_vector_width_int> ||
                     std::is_same_v<Param, d::preferred_vector_width_float> ||
                     std::is_same_v<Param, d::native_vector_width_float>)
    return vector_bytes / 4;
  else if constexpr (std::is_same_v<Param, d::preferred_vector_width_long> ||
                     std::is_same_v<Param, d::native_vector_width_long> ||
                     std::is_same_v<Param, d::preferred_vector_width_long_long> ||
                     std::is_same_v<Param, d::native_vector_width_long_long>)
    return vector_bytes / 8;
  else if constexpr (std::is_same_v<Param, d::preferred_vector_width_double> ||
                     std::is_same_v<Param, d::native_vector_width_double>)
    return p.fp64_config ? vector_bytes / 8 : 0;
  else if constexpr (std::is_same_v<Param, d::preferred_vector_width_half> ||
                     std::is_same_v<Param, d::native_vector_width_half>)
    return p.fp16_config ? vector_bytes / 2 : 0;
  else if constexpr (std::is_same_v<Param, d::max_clock_frequency>)
    return p.clock_mhz;
  else if constexpr (std::is_same_v<Param, d::address_bits>)
    return 64;
  else if constexpr (std::is_same_v<Param, d::max_mem_alloc_size>)
    return p.max_alloc_size;
  else if constexpr (std::is_same_v<Param, d::image_support>)
    return has(aspect::image);
  // Level-Zero has no count of image arguments: OpenCL's minimums for a
  // device with images.
  else if constexpr (std::is_same_v<Param, d::max_read_image_args>)
    return has(aspect::image) ? 128u : 0u;
  else if constexpr (std::is_same_v<Param, d::max_write_image_args>)
    return has(aspect::image) ? 8u : 0u;
  else if constexpr (std::is_same_v<Param, d::image2d_max_height> || std::is_same_v<Param, d::image2d_max_width>)
    return p.image_size_2d;
  else if constexpr (std::is_same_v<Param, d::image3d_max_height> || std::is_same_v<Param, d::image3d_max_width> ||
                     std::is_same_v<Param, d::image3d_max_depth>)
    return p.image_size_3d;
  else if constexpr (std::is_same_v<Param, d::image_max_buffer_size>)
    return p.image_buffer_size;
  else if constexpr (std::is_same_v<Param, d::image_max_array_size>)
    return p.image_array_size;
  else if constexpr (std::is_same_v<Param, d::max_samplers>)
    return p.max_samplers;
  else if constexpr (std::is_same_v<Param, d::max_parameter_size>)
    return p.max_param_size;
  else if constexpr (std::is_same_v<Param, d::mem_base_addr_align>)
    return 8 * 64; // bits: USM and buffers are 64-byte aligned
  else if constexpr (std::is_same_v<Param, d::half_fp_config>)
    return detail::fp_configs(p.fp16_config);
  else if constexpr (std::is_same_v<Param, d::single_fp_config>)
    return detail::fp_configs(p.fp32_config);
  else if constexpr (std::is_same_v<Param, d::double_fp_config>)
    return detail::fp_configs(p.fp64_config);
  else if constexpr (std::is_same_v<Param, d::global_mem_cache_type>)
    return p.cache_size ? info::global_mem_cache_type::read_write : info::global_mem_cache_type::none;
  else if constexpr (std::is_same_v<Param, d::global_mem_cache_line_size>)
    return p.cache_line_size;
  else if constexpr (std::is_same_v<Param, d::global_mem_cache_size>)
    return p.cache_size;
  else if constexpr (std::is_same_v<Param, d::global_mem_size>)
    return p.global_mem_size;
  // Constant memory is global memory here; OpenCL's minimums.
  else if constexpr (std::is_same_v<Param, d::max_constant_buffer_size>)
    return uint64_t(64 * 1024);
  else if constexpr (std::is_same_v<Param, d::max_constant_args>)
    return 8u;
  // A CPU's local memory is ordinary memory.
  else if constexpr (std::is_same_v<Param, d::local_mem_type>)
    return p.is_gpu ? info::local_mem_type::local : info::local_mem_type::global;
  else if constexpr (std::is_same_v<Param, d::local_mem_size>)
    return p.local_mem_size;
  else if constexpr (std::is_same_v<Param, d::error_correction_support>)
    return false;
  else if constexpr (std::is_same_v<Param, d::host_unified_memory>)
    return p.integrated;
  else if constexpr (std::is_same_v<Param, d::atomic_memory_order_capabilities> ||
                     std::is_same_v<Param, d::atomic_fence_order_capabilities>)
    return detail::atomic_memory_orders();
  else if constexpr (std::is_same_v<Param, d::atomic_memory_scope_capabilities> ||
                     std::is_same_v<Param, d::atomic_fence_scope_capabilities>)
    return detail::atomic_memory_scopes();
  else if constexpr (std::is_same_v<Param, d::profiling_timer_resolution>)
    return p.timer_resolution_ns;
  else if constexpr (std::is_same_v<Param, d::is_endian_little> || std::is_same_v<Param, d::is_available>)
    return true;
  else if constexpr (std::is_same_v<Param, d::is_compiler_available>)
    return has(aspect::online_compiler);
  else if constexpr (std::is_same_v<Param, d::is_linker_available>)
    return has(aspect::online_linker);
  else if constexpr (std::is_same_v<Param, d::execution_capabilities>)
    return std::vector<info::execution_capability>{info::execution_capability::exec_kernel};
  else if constexpr (std::is_same_v<Param, d::queue_profiling>)
    return has(aspect::queue_profiling);
  else if constexpr (std::is_same_v<Param, d::usm_device_allocations>)
    return has(aspect::usm_device_allocations);
  else if constexpr (std::is_same_v<Param, d::usm_host_allocations>)
    return has(aspect::usm_host_allocations);
  else if constexpr (std::is_same_v<Param, d::usm_shared_allocations>)
    return has(aspect::usm_shared_allocations);
  else if constexpr (std::is_same_v<Param, d::usm_restricted_shared_allocations>)
    return false; // shared allocations here are not restricted to one device
  else if constexpr (std::is_same_v<Param, d::usm_system_allocations>)
    return has(aspect::usm_system_allocations);
  else if constexpr (std::is_same_v<Param, d::atomic64>)
    return has(aspect::atomic64);
  else if constexpr (std::is_same_v<Param, d::built_in_kernel_ids>)
    return typename Param::return_type{};
  else if constexpr (std::is_same_v<Param, d::built_in_kernels>)
    return std::vector<std::string>{};
  else if constexpr (std::is_same_v<Param, d::platform>)
    return typename Param::return_type(); // the one platform (complete only later)
  else if constexpr (std::is_same_v<Param, d::name>)
    return p.name;
  else if constexpr (std::is_same_v<Param, d::vendor>)
    return p.vendor_id == 0x8086 ? "Intel(R) Corporation" : "spirv-toolchain";
  else if constexpr (std::is_same_v<Param, d::driver_version>)
    return p.driver_version;
  else if constexpr (std::is_same_v<Param, d::profile>)
    return "FULL_PROFILE";
  else if constexpr (std::is_same_v<Param, d::version> || std::is_same_v<Param, d::backend_version>)
    return p.api_version;
  else if constexpr (std::is_same_v<Param, d::aspects>) {
    std::vector<aspect> r;
    for (int a = int(aspect::cpu); a <= int(aspect::ext_oneapi_bfloat16_math_functions); ++a)
      if (has(aspect(a)))
        r.push_back(aspect(a));
    return r;
  } else if constexpr (std::is_same_v<Param, d::extensions>) {
    std::vector<std::string> r;
    if (p.fp16_config)
      r.push_back("cl_khr_fp16");
    if (p.fp64_config)
      r.push_back("cl_khr_fp64");
    if (p.int64_atomics) {
      r.push_back("cl_khr_int64_base_atomics");
      r.push_back("cl_khr_int64_extended_atomics");
    }
    if (!p.sub_group_sizes.empty())
      r.push_back("cl_khr_subgroups");
    return r;
  } else if constexpr (std::is_same_v<Param, d::printf_buffer_size>)
    return p.printf_buffer_size;
  else if constexpr (std::is_same_v<Param, d::preferred_interop_user_sync>)
    return false;
  else if constexpr (std::is_same_v<Param, d::parent_device>) {
    throw exception(errc::invalid, "device '" + p.name + "' is not a sub-device");
    return *this;
  } else if constexpr (std::is_same_v<Param, d::partition_max_sub_devices>)
    return 0u;
  else if constexpr (std::is_same_v<Param, d::partition_properties>)
    return std::vector<info::partition_property>{};
  else if constexpr (std::is_same_v<Param, d::partition_affinity_domains>)
    return std::vector<info::partition_affinity_domain>{};
  else if constexpr (std::is_same_v<Param, d::partition_type_property>)
    return info::partition_property::no_partition;
  else if constexpr (std::is_same_v<Param, d::partition_type_affinity_domain>)
    return info::partition_affinity_domain::not_applicable;
  else if constexpr (std::is_same_v<Param, d::reference_count>)
    return 1u;
  else if constexpr (detail::is_ext_device_desc_v<Param>)
    return detail::ext_device_info<Param>(p);
  else
    static_assert(sizeof(Param) == 0, "not a device information descriptor");
}

// Compile-time device traits: which aspects a device of this implementation
// may have (any of them, with the devices found at run time) and which every
// device has (the ones device::has always answers true).
template <aspect A> struct any_device_has : std::true_type {};
template <aspect A>
struct all_devices_have
    : std::bool_constant<A == aspect::online_compiler || A == aspect::online_linker || A == aspect::queue_profiling ||
                         A == aspect::usm_device_allocations || A == aspect::usm_host_allocations ||
                         A == aspect::usm_shared_allocations> {};
template <aspect A> inline constexpr bool any_device_has_v = any_device_has<A>::value;
template <aspect A> inline constexpr bool all_devices_have_v = all_devices_have<A>::value;

} // namespace sycl

template <> struct std::hash<sycl::device> {
  size_t operator()(const sycl::device &d) const { return std::hash<size_t>()(d.get_index()); }
};

#endif // SYCL_DEVICE_HPP
