//===- sycl/detail/runtime.hpp - the library's interface to libspirv_sycl -===//
//
// What the headers need from libspirv_sycl.so, which implements it on the C
// API of libspirv_offload.so (spirv_offload.h). Host-only.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_RUNTIME_HPP
#define SYCL_DETAIL_RUNTIME_HPP

#include <cstddef>
#include <vector>
#include <cstdint>
#include <string>

namespace sycl::detail {

// Errors of the runtime become sycl::exception (errc::runtime, or the errc
// given) with the runtime's message.
[[noreturn]] void throw_error(int errc_value, const std::string &message);

size_t device_count();
struct device_properties {
  std::string name;
  bool is_gpu, is_cpu;
  uint32_t max_group_size;
  uint32_t max_group_size_dim[3];
  uint64_t local_mem_size, max_alloc_size, global_mem_size;
  uint32_t compute_units;
  std::vector<uint32_t> sub_group_sizes; // none on a device without sub-groups
};
const device_properties &device_props(size_t device);

enum class usm_kind { device = 0, host = 1, shared = 2 };
void *usm_alloc(size_t device, usm_kind kind, size_t bytes, size_t alignment);
void usm_free(void *ptr);
// The kind of a USM pointer, and whether it is one (for get_pointer_type).
bool usm_lookup(const void *ptr, usm_kind &kind, size_t &device);

// Timestamps of a finished command, in host nanoseconds.
struct command_times {
  uint64_t submit = 0, start = 0, end = 0;
};
uint64_t now_ns();

// Copies and fills; complete on return.
void copy_bytes(size_t device, void *dst, const void *src, size_t bytes);
void fill_bytes(size_t device, void *dst, const void *pattern, size_t pattern_size, size_t bytes);

// The kernel object, local memory and launch geometry of one launch. The
// sizes are already in OpenCL dimension order.
struct launch_args {
  const char *kernel_name;
  const void *kernel_object;
  size_t kernel_object_size;
  size_t local_bytes;
  const void *patches;
  size_t patches_size;
  unsigned dims;
  uint64_t global[3], local[3], offset[3];
  bool has_local, has_offset;
};
// Launches and waits for completion.
void launch(size_t device, const launch_args &args, command_times &times);

} // namespace sycl::detail

#endif
