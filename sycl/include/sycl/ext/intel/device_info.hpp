//===- sycl/ext/intel/device_info.hpp - DPC++'s extension device queries ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// The Intel device queries (sycl_ext_intel_device_info) and
// ext::oneapi::info::device::num_compute_units. Each Intel query has its
// aspect, and device::has answers it from what the runtime knows: a query
// whose aspect the device lacks throws errc::feature_not_supported, as
// DPC++ does, never a made-up value. free_memory is known on an integrated
// device (every CPU device): its memory is the host's, so what is free is
// the host's available memory, capped at the device's size. The runtime has
// no memory clock, bus width, PCI or EU figures for any of our devices.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_INTEL_DEVICE_INFO_HPP
#define SYCL_EXT_INTEL_DEVICE_INFO_HPP

#include <sycl/detail/runtime.hpp>
#include <sycl/exception.hpp>
#include <sycl/info/info_desc.hpp>
#include <array>
#include <cstdio>
#include <string>
#include <type_traits>

namespace sycl {
namespace ext::intel::info::device {
using uuid_type = std::array<unsigned char, 16>;
#define __SYCL_EXT_DESC(name, type, asp)                                                                               \
  struct name {                                                                                                        \
    using return_type = type;                                                                                          \
    static constexpr sycl::aspect needs = sycl::aspect::asp;                                                           \
  };
__SYCL_EXT_DESC(device_id, uint32_t, ext_intel_device_id)
__SYCL_EXT_DESC(pci_address, std::string, ext_intel_pci_address)
__SYCL_EXT_DESC(gpu_eu_simd_width, uint32_t, ext_intel_gpu_eu_simd_width)
__SYCL_EXT_DESC(gpu_eu_count, uint32_t, ext_intel_gpu_eu_count)
__SYCL_EXT_DESC(gpu_slices, uint32_t, ext_intel_gpu_slices)
__SYCL_EXT_DESC(gpu_subslices_per_slice, uint32_t, ext_intel_gpu_subslices_per_slice)
__SYCL_EXT_DESC(gpu_eu_count_per_subslice, uint32_t, ext_intel_gpu_eu_count_per_subslice)
__SYCL_EXT_DESC(gpu_hw_threads_per_eu, uint32_t, ext_intel_gpu_hw_threads_per_eu)
__SYCL_EXT_DESC(max_mem_bandwidth, uint64_t, ext_intel_max_mem_bandwidth)
__SYCL_EXT_DESC(uuid, uuid_type, ext_intel_device_info_uuid)
__SYCL_EXT_DESC(free_memory, uint64_t, ext_intel_free_memory)
__SYCL_EXT_DESC(memory_clock_rate, uint32_t, ext_intel_memory_clock_rate)
__SYCL_EXT_DESC(memory_bus_width, uint32_t, ext_intel_memory_bus_width)
#undef __SYCL_EXT_DESC
} // namespace ext::intel::info::device

namespace ext::oneapi::info::device {
struct num_compute_units {
  using return_type = size_t;
};
} // namespace ext::oneapi::info::device

namespace detail {
template <typename P, typename = void> struct is_ext_intel_device_desc : std::false_type {};
template <typename P>
struct is_ext_intel_device_desc<P, std::void_t<decltype(P::needs)>> : std::true_type {};
template <typename P>
inline constexpr bool is_ext_device_desc_v =
    is_ext_intel_device_desc<P>::value || std::is_same_v<P, ext::oneapi::info::device::num_compute_units>;

// The host's available memory in bytes (/proc/meminfo's MemAvailable), 0
// when it cannot be read.
inline uint64_t host_available_memory() {
  uint64_t kib = 0;
  if (std::FILE *f = std::fopen("/proc/meminfo", "r")) {
    char line[256];
    while (std::fgets(line, sizeof line, f))
      if (std::sscanf(line, "MemAvailable: %llu kB", reinterpret_cast<unsigned long long *>(&kib)) == 1)
        break;
    std::fclose(f);
  }
  return kib * 1024;
}

// device::has for the extension aspects.
inline bool ext_aspect(aspect a, const device_properties &p) {
  switch (a) {
  case aspect::ext_intel_free_memory:
    return p.integrated && host_available_memory() != 0;
  case aspect::ext_intel_legacy_image:
    return p.image_size_2d != 0;
  default: // the runtime has no such figure for any device
    return false;
  }
}

template <typename P> typename P::return_type ext_device_info(const device_properties &p) {
  if constexpr (std::is_same_v<P, ext::oneapi::info::device::num_compute_units>) {
    return p.compute_units;
  } else {
    if constexpr (std::is_same_v<P, ext::intel::info::device::free_memory>) {
      if (ext_aspect(P::needs, p)) {
        uint64_t avail = host_available_memory();
        return avail < p.global_mem_size ? avail : p.global_mem_size;
      }
    }
    throw exception(errc::feature_not_supported,
                    "device '" + p.name + "' does not have the aspect this ext::intel query needs");
  }
}
} // namespace detail
} // namespace sycl

#endif // SYCL_EXT_INTEL_DEVICE_INFO_HPP
