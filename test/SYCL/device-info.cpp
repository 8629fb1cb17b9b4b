// Devices, platforms, selectors and get_info; gpu_selector_v without a GPU
// throws sycl::exception; the SYCL 1.2.1 header and names.
// It selects a CPU device and expects no GPU: not on the GPU profile.
// RUN: env SYCL_CHECK_DEVICES=%cpu-check-devices %sycl-check %s %t
#include <CL/sycl.hpp>
#include <cstdio>
int main() {
  auto devs = sycl::device::get_devices();
  if (devs.empty()) { printf("FAIL no devices\n"); return 1; }
  sycl::device d(sycl::cpu_selector_v);
  if (!d.is_cpu() || d.get_info<sycl::info::device::device_type>() != sycl::info::device_type::cpu) { printf("FAIL cpu\n"); return 1; }
  if (d.get_info<sycl::info::device::name>().empty() || d.get_info<sycl::info::device::max_work_group_size>() == 0 ||
      d.get_info<sycl::info::device::local_mem_size>() == 0) { printf("FAIL info\n"); return 1; }
  auto sizes = d.get_info<sycl::info::device::max_work_item_sizes<3>>();
  if (sizes[2] == 0 || !d.has(sycl::aspect::usm_shared_allocations)) { printf("FAIL sizes\n"); return 1; }
  // A CPU device shares the host's memory (Level-Zero's integrated flag).
  if (!d.get_info<sycl::info::device::host_unified_memory>()) { printf("FAIL host_unified_memory\n"); return 1; }
  if (sycl::platform::get_platforms().front().get_info<sycl::info::platform::name>().empty()) { printf("FAIL platform\n"); return 1; }
  bool has_gpu = false;
  for (auto &x : devs) has_gpu |= x.is_gpu();
  if (!has_gpu) {
    bool threw = false;
    try { sycl::queue q(sycl::gpu_selector_v); } catch (const sycl::exception &e) { threw = e.code() == sycl::errc::runtime; }
    if (!threw) { printf("FAIL gpu selector\n"); return 1; }
  }
  cl::sycl::queue q{cl::sycl::default_selector{}};
  int *p = cl::sycl::malloc_shared<int>(4, q);
  q.single_task([=] { p[0] = 11; p[3] = 33; }).wait();
  if (p[0] != 11 || p[3] != 33) { printf("FAIL CL/sycl.hpp kernel\n"); return 1; }
  sycl::free(p, q);
  printf("PASS\n");
}
