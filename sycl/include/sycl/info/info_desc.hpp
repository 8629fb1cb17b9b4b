//===- sycl/info/info_desc.hpp - the info:: descriptors of get_info queries ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_INFO_INFO_DESC_HPP
#define SYCL_INFO_INFO_DESC_HPP

#include <sycl/properties.hpp>

namespace sycl {

// ---------------------------------------------------------------- info
namespace info {
enum class device_type { cpu, gpu, accelerator, custom, automatic, host, all };
namespace device {
struct device_type { using return_type = info::device_type; };
struct name { using return_type = std::string; };
struct vendor { using return_type = std::string; };
struct driver_version { using return_type = std::string; };
struct version { using return_type = std::string; };
struct max_compute_units { using return_type = uint32_t; };
struct max_work_group_size { using return_type = size_t; };
template <int D = 3> struct max_work_item_sizes { using return_type = range<D>; };
struct max_work_item_dimensions { using return_type = uint32_t; };
struct global_mem_size { using return_type = uint64_t; };
struct local_mem_size { using return_type = uint64_t; };
struct max_mem_alloc_size { using return_type = uint64_t; };
struct sub_group_sizes { using return_type = std::vector<size_t>; };
struct max_num_sub_groups { using return_type = uint32_t; };
struct vendor_id { using return_type = uint32_t; };
struct max_clock_frequency { using return_type = uint32_t; };
} // namespace device
namespace platform {
struct name { using return_type = std::string; };
struct vendor { using return_type = std::string; };
struct version { using return_type = std::string; };
struct profile { using return_type = std::string; };
} // namespace platform
namespace event_profiling {
struct command_submit { using return_type = uint64_t; };
struct command_start { using return_type = uint64_t; };
struct command_end { using return_type = uint64_t; };
} // namespace event_profiling
enum class event_command_status { submitted, running, complete };
namespace event {
struct command_execution_status { using return_type = event_command_status; };
} // namespace event
} // namespace info

enum class aspect { cpu, gpu, accelerator, custom, emulated, host_debuggable, fp16, fp64, atomic64, usm_device_allocations,
                    usm_host_allocations, usm_shared_allocations, usm_system_allocations };

enum class backend { level_zero, opencl, host };

} // namespace sycl

#endif // SYCL_INFO_INFO_DESC_HPP
