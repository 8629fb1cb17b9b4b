//===- runtime.cpp - libspirv_sycl: the SYCL library on spirv_offload.h ---===//
//
// The non-template half of our SYCL library: devices, USM bookkeeping,
// copies, fills and kernel launches by name through the offload runtime's C
// API. Commands complete before they return, so the library needs no
// dependency tracking between them.
//
//===----------------------------------------------------------------------===//

#include "sycl/sycl.hpp"

#include "spirv_offload_sycl.h"

#include <chrono>
#include <map>
#include <cstdio>
#include <mutex>
#include <vector>

namespace sycl::detail {
namespace {

struct Devices {
  std::vector<spvrt_device> handles;
  std::vector<device_properties> props;
};

Devices &devices() {
  static Devices *D = [] {
    auto *R = new Devices;
    uint32_t n = 0;
    if (spvrt_device_count(&n) != SPVRT_SUCCESS)
      return R;
    for (uint32_t i = 0; i < n; ++i) {
      spvrt_device d = nullptr;
      spvrt_device_info info{};
      if (spvrt_device_get(i, &d) != SPVRT_SUCCESS || spvrt_device_get_info(d, &info) != SPVRT_SUCCESS)
        continue;
      device_properties p;
      p.name = info.name;
      p.is_gpu = info.type == SPVRT_DEVICE_GPU;
      p.is_cpu = info.type == SPVRT_DEVICE_CPU;
      p.max_group_size = info.max_group_size;
      for (int k = 0; k < 3; ++k)
        p.max_group_size_dim[k] = info.max_group_size_dim[k];
      p.local_mem_size = info.max_local_mem;
      p.max_alloc_size = info.max_alloc_size;
      p.global_mem_size = info.max_alloc_size;
      p.compute_units = 1;
      p.sub_group_sizes.assign(info.sub_group_sizes, info.sub_group_sizes + info.num_sub_group_sizes);
      R->handles.push_back(d);
      R->props.push_back(p);
    }
    return R;
  }();
  return *D;
}

spvrt_device handle(size_t device) {
  Devices &D = devices();
  if (device >= D.handles.size())
    throw_error(int(errc::invalid), "no SYCL device " + std::to_string(device));
  return D.handles[device];
}

void check(spvrt_result r) {
  if (r != SPVRT_SUCCESS)
    throw_error(int(errc::runtime), spvrt_last_error());
}

struct Allocation {
  size_t device;
  usm_kind kind;
  size_t bytes;
};
std::mutex usm_lock;
std::map<const char *, Allocation> &allocations() {
  static auto *M = new std::map<const char *, Allocation>;
  return *M;
}

std::mutex launch_lock;

} // namespace

void throw_error(int errc_value, const std::string &message) {
  throw sycl::exception(make_error_code(errc(errc_value)), message);
}

size_t device_count() { return devices().handles.size(); }

const device_properties &device_props(size_t device) {
  handle(device);
  return devices().props[device];
}

void *usm_alloc(size_t device, usm_kind kind, size_t bytes, size_t alignment) {
  if (bytes == 0)
    return nullptr;
  void *p = nullptr;
  if (spvrt_mem_alloc(handle(device), spvrt_mem_kind(kind), bytes, alignment, &p) != SPVRT_SUCCESS)
    return nullptr; // SYCL's malloc_* report failure with nullptr.
  std::lock_guard<std::mutex> G(usm_lock);
  allocations()[static_cast<const char *>(p)] = {device, kind, bytes};
  return p;
}

void usm_free(void *ptr) {
  if (!ptr)
    return;
  size_t device;
  {
    std::lock_guard<std::mutex> G(usm_lock);
    auto It = allocations().find(static_cast<const char *>(ptr));
    if (It == allocations().end())
      throw_error(int(errc::invalid), "sycl::free: pointer was not allocated by sycl::malloc_*");
    device = It->second.device;
    allocations().erase(It);
  }
  check(spvrt_mem_free(handle(device), ptr));
}

bool usm_lookup(const void *ptr, usm_kind &kind, size_t &device) {
  std::lock_guard<std::mutex> G(usm_lock);
  auto &M = allocations();
  auto It = M.upper_bound(static_cast<const char *>(ptr));
  if (It == M.begin())
    return false;
  --It;
  if (static_cast<const char *>(ptr) >= It->first + It->second.bytes)
    return false;
  kind = It->second.kind;
  device = It->second.device;
  return true;
}

uint64_t now_ns() {
  return uint64_t(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

void copy_bytes(size_t device, void *dst, const void *src, size_t bytes) {
  if (bytes)
    check(spvrt_memcpy(handle(device), dst, src, bytes));
}

void fill_bytes(size_t device, void *dst, const void *pattern, size_t pattern_size, size_t bytes) {
  if (!bytes)
    return;
  // The runtime fills with power-of-two patterns; others are expanded here.
  if (pattern_size & (pattern_size - 1) || pattern_size > 128) {
    std::vector<char> full(bytes);
    for (size_t i = 0; i < bytes; ++i)
      full[i] = static_cast<const char *>(pattern)[i % pattern_size];
    return copy_bytes(device, dst, full.data(), bytes);
  }
  check(spvrt_memfill(handle(device), dst, pattern, pattern_size, bytes));
}

void launch(size_t device, const launch_args &a, command_times &times) {
  spvrt_device d = handle(device);
  // Kernel handles are shared by all queues of a device; their arguments are
  // set and captured under one lock.
  std::lock_guard<std::mutex> G(launch_lock);
  times.submit = now_ns();
  spvrt_kernel k = nullptr;
  check(spvrt_sycl_kernel_get(d, a.kernel_name, &k));
  check(spvrt_kernel_set_arg_value(k, 0, a.kernel_object_size, a.kernel_object));
  check(spvrt_kernel_set_arg_local(k, 1, a.local_bytes));
  check(spvrt_kernel_set_arg_value(k, 2, a.patches_size, a.patches));
  // Kernel printf output reaches stdout through the device's C library:
  // what the host printed goes first, the kernel's before the host's next.
  std::fflush(stdout);
  times.start = now_ns();
  check(spvrt_kernel_launch(k, a.dims, a.global, a.has_local ? a.local : nullptr, a.has_offset ? a.offset : nullptr));
  check(spvrt_device_wait(d));
  times.end = now_ns();
  std::fflush(stdout);
}

} // namespace sycl::detail

namespace sycl::detail {

capture_region *&current_capture() {
  static thread_local capture_region *Region = nullptr;
  return Region;
}

size_t default_device_index() { return device(default_selector_v).get_index(); }

} // namespace sycl::detail

namespace sycl {

const std::error_category &sycl_category() noexcept {
  struct category : std::error_category {
    const char *name() const noexcept override { return "sycl"; }
    std::string message(int e) const override {
      static const char *names[] = {"success",
                                    "runtime",
                                    "kernel",
                                    "accessor",
                                    "nd_range",
                                    "event",
                                    "kernel_argument",
                                    "build",
                                    "invalid",
                                    "memory_allocation",
                                    "platform",
                                    "profiling",
                                    "feature_not_supported",
                                    "kernel_not_supported",
                                    "backend_mismatch"};
      return e >= 0 && e < int(sizeof(names) / sizeof(names[0])) ? names[e] : "unknown";
    }
  };
  static const category C;
  return C;
}

} // namespace sycl
