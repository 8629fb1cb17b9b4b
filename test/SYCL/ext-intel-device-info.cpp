// DPC++'s ext::intel::info::device queries and their aspects: each query
// answers only where the device has its aspect and throws
// errc::feature_not_supported elsewhere; free_memory is known on an
// integrated device (its memory is the host's) and lies within
// global_mem_size; get_info<aspects> lists the extension aspects a device
// has. Also ext::oneapi::info::device::num_compute_units, and
// ext_intel_legacy_image agreeing with image support.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <algorithm>

namespace intel = sycl::ext::intel::info::device;

// Query P: it throws exactly when the device lacks aspect A.
template <typename P> static int query_follows_aspect(const sycl::device &d, sycl::aspect a) {
  bool has = d.has(a);
  sycl::errc e = error_of([&] { (void)d.get_info<P>(); });
  CHECK(has ? e == sycl::errc::success : e == sycl::errc::feature_not_supported);
  std::vector<sycl::aspect> all = d.get_info<sycl::info::device::aspects>();
  CHECK(has == (std::find(all.begin(), all.end(), a) != all.end()));
  return 0;
}

static int run(sycl::queue &q) {
  sycl::device d = q.get_device();
  using A = sycl::aspect;
  CHECK(!query_follows_aspect<intel::free_memory>(d, A::ext_intel_free_memory));
  CHECK(!query_follows_aspect<intel::memory_clock_rate>(d, A::ext_intel_memory_clock_rate));
  CHECK(!query_follows_aspect<intel::memory_bus_width>(d, A::ext_intel_memory_bus_width));
  CHECK(!query_follows_aspect<intel::device_id>(d, A::ext_intel_device_id));
  CHECK(!query_follows_aspect<intel::pci_address>(d, A::ext_intel_pci_address));
  CHECK(!query_follows_aspect<intel::gpu_eu_count>(d, A::ext_intel_gpu_eu_count));
  CHECK(!query_follows_aspect<intel::gpu_eu_simd_width>(d, A::ext_intel_gpu_eu_simd_width));
  CHECK(!query_follows_aspect<intel::gpu_slices>(d, A::ext_intel_gpu_slices));
  CHECK(!query_follows_aspect<intel::gpu_subslices_per_slice>(d, A::ext_intel_gpu_subslices_per_slice));
  CHECK(!query_follows_aspect<intel::gpu_eu_count_per_subslice>(d, A::ext_intel_gpu_eu_count_per_subslice));
  CHECK(!query_follows_aspect<intel::gpu_hw_threads_per_eu>(d, A::ext_intel_gpu_hw_threads_per_eu));
  CHECK(!query_follows_aspect<intel::max_mem_bandwidth>(d, A::ext_intel_max_mem_bandwidth));
  CHECK(!query_follows_aspect<intel::uuid>(d, A::ext_intel_device_info_uuid));
  // Every CPU device is integrated, so its free memory is known.
  bool integrated = d.get_info<sycl::info::device::host_unified_memory>();
  CHECK(d.has(A::ext_intel_free_memory) == integrated);
  if (integrated) {
    uint64_t total = d.get_info<sycl::info::device::global_mem_size>();
    uint64_t free1 = d.get_info<intel::free_memory>();
    CHECK(free1 > 0 && free1 <= total);
  }
  CHECK(d.has(A::ext_intel_legacy_image) == d.has(A::image));
  CHECK(!d.has(A::ext_oneapi_bfloat16_math_functions));
  size_t cu = d.get_info<sycl::ext::oneapi::info::device::num_compute_units>();
  CHECK(cu == d.get_info<sycl::info::device::max_compute_units>() && cu > 0);
  return 0;
}

int main() { return run_on_every_device(run); }
