// Every info::device query, device::has for every aspect, sub-devices,
// info::platform and info::context, and the common reference semantics of
// device, platform and context (==, !=, std::hash, copies).
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// On the CPU devices only: it checks CPU devices' answers (device type cpu, aspect::cpu, aspect_selector(cpu)).
// RUN: env SYCL_CHECK_DEVICES=%cpu-check-devices %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <sstream>
#include <unordered_set>

#include "Inputs/check.hpp"

template <typename T> bool contains(const std::vector<T> &v, T x) { return std::find(v.begin(), v.end(), x) != v.end(); }

int check_device(const sycl::device &d) {
  namespace di = sycl::info::device;
  CHECK(d.get_info<di::device_type>() == (d.is_cpu() ? sycl::info::device_type::cpu : sycl::info::device_type::gpu));
  CHECK(d.get_info<di::max_compute_units>() >= 1);
  CHECK(d.get_info<di::max_work_item_dimensions>() == 3);
  sycl::range<3> items = d.get_info<di::max_work_item_sizes<3>>();
  CHECK(d.get_info<di::max_work_item_sizes<1>>()[0] == items[2]);
  CHECK(d.get_info<di::max_work_item_sizes<2>>()[1] == items[2] && d.get_info<di::max_work_item_sizes<2>>()[0] == items[1]);
  size_t wg = d.get_info<di::max_work_group_size>();
  CHECK(wg >= 1 && items[2] <= wg);
  std::vector<size_t> sg = d.get_info<di::sub_group_sizes>();
  // Every work-group has at least one sub-group; a device without sub-group
  // functions (PoCL) counts one per work-item.
  CHECK(d.get_info<di::max_num_sub_groups>() == wg / (sg.empty() ? 1 : *std::min_element(sg.begin(), sg.end())));
  CHECK(d.get_info<di::max_num_sub_groups>() >= 1);
  CHECK(d.get_info<di::preferred_vector_width_int>() >= 1 && d.get_info<di::native_vector_width_float>() >= 1);
  CHECK((d.get_info<di::native_vector_width_double>() != 0) == d.has(sycl::aspect::fp64));
  CHECK((d.get_info<di::preferred_vector_width_half>() != 0) == d.has(sycl::aspect::fp16));
  CHECK(d.get_info<di::address_bits>() == 64);
  uint64_t alloc = d.get_info<di::max_mem_alloc_size>();
  CHECK(alloc > 0 && d.get_info<di::global_mem_size>() >= alloc);
  CHECK(d.get_info<di::image_support>() == d.has(sycl::aspect::image));
  if (d.has(sycl::aspect::image)) {
    CHECK(d.get_info<di::image2d_max_width>() >= 2048 && d.get_info<di::image2d_max_height>() >= 2048);
    CHECK(d.get_info<di::image3d_max_depth>() > 0 && d.get_info<di::max_read_image_args>() > 0);
    CHECK(d.get_info<di::max_samplers>() > 0);
  }
  CHECK(d.get_info<di::max_parameter_size>() >= 256);
  CHECK(d.get_info<di::mem_base_addr_align>() % 8 == 0);
  std::vector<sycl::info::fp_config> single = d.get_info<di::single_fp_config>();
  CHECK(contains(single, sycl::info::fp_config::round_to_nearest) && contains(single, sycl::info::fp_config::inf_nan));
  CHECK(d.get_info<di::double_fp_config>().empty() != d.has(sycl::aspect::fp64));
  CHECK(d.get_info<di::half_fp_config>().empty() != d.has(sycl::aspect::fp16));
  CHECK((d.get_info<di::global_mem_cache_type>() == sycl::info::global_mem_cache_type::none) ==
        (d.get_info<di::global_mem_cache_size>() == 0));
  CHECK(d.get_info<di::local_mem_size>() > 0);
  CHECK(d.get_info<di::local_mem_type>() != sycl::info::local_mem_type::none);
  auto orders = d.get_info<di::atomic_memory_order_capabilities>();
  CHECK(contains(orders, sycl::memory_order::relaxed) && contains(orders, sycl::memory_order::seq_cst));
  CHECK(contains(d.get_info<di::atomic_fence_order_capabilities>(), sycl::memory_order::acq_rel));
  auto scopes = d.get_info<di::atomic_memory_scope_capabilities>();
  CHECK(contains(scopes, sycl::memory_scope::work_group) && contains(scopes, sycl::memory_scope::device));
  CHECK(contains(d.get_info<di::atomic_fence_scope_capabilities>(), sycl::memory_scope::work_group));
  CHECK(d.get_info<di::profiling_timer_resolution>() >= 1);
  CHECK(d.get_info<di::is_endian_little>() && d.get_info<di::is_available>());
  CHECK(d.get_info<di::is_compiler_available>() == d.has(sycl::aspect::online_compiler));
  CHECK(d.get_info<di::is_linker_available>() == d.has(sycl::aspect::online_linker));
  CHECK(d.get_info<di::queue_profiling>() == d.has(sycl::aspect::queue_profiling));
  // DPC++'s deprecated descriptors of the USM aspects.
  CHECK(d.get_info<di::usm_device_allocations>() == d.has(sycl::aspect::usm_device_allocations));
  CHECK(d.get_info<di::usm_host_allocations>() == d.has(sycl::aspect::usm_host_allocations));
  CHECK(d.get_info<di::usm_shared_allocations>() == d.has(sycl::aspect::usm_shared_allocations));
  CHECK(d.get_info<di::usm_system_allocations>() == d.has(sycl::aspect::usm_system_allocations));
  CHECK(!d.get_info<di::usm_restricted_shared_allocations>());
  CHECK(d.get_info<di::atomic64>() == d.has(sycl::aspect::atomic64));
  CHECK(contains(d.get_info<di::execution_capabilities>(), sycl::info::execution_capability::exec_kernel));
  CHECK(d.get_info<di::built_in_kernel_ids>().empty() && d.get_info<di::built_in_kernels>().empty());
  CHECK(d.get_info<di::platform>() == d.get_platform());
  CHECK(!d.get_info<di::name>().empty() && !d.get_info<di::vendor>().empty());
  CHECK(!d.get_info<di::driver_version>().empty() && !d.get_info<di::version>().empty());
  CHECK(d.get_info<di::backend_version>() == d.get_info<di::version>());
  // DPC++'s name of the backend, and `std::cout << get_backend()` as in DPC++.
  CHECK(d.get_backend() == sycl::backend::ext_oneapi_level_zero);
  std::ostringstream backend_name;
  backend_name << d.get_backend();
  CHECK(backend_name.str() == "ext_oneapi_level_zero");
  CHECK(d.has_extension("cl_khr_fp64") == d.has(sycl::aspect::fp64));
  CHECK(d.get_info<di::printf_buffer_size>() > 0);
  // aspects lists exactly the aspects has() reports.
  std::vector<sycl::aspect> aspects = d.get_info<di::aspects>();
  for (int a = int(sycl::aspect::cpu); a <= int(sycl::aspect::usm_system_allocations); ++a)
    CHECK(contains(aspects, sycl::aspect(a)) == d.has(sycl::aspect(a)));
  CHECK(d.has(sycl::aspect::cpu) && !d.has(sycl::aspect::gpu) && !d.has(sycl::aspect::accelerator));
  CHECK(d.has(sycl::aspect::usm_device_allocations) && d.has(sycl::aspect::usm_host_allocations) &&
        d.has(sycl::aspect::usm_shared_allocations) && !d.has(sycl::aspect::usm_system_allocations));
  // Our devices cannot be partitioned.
  CHECK(d.get_info<di::partition_max_sub_devices>() == 0 && d.get_info<di::partition_properties>().empty());
  CHECK(d.get_info<di::partition_affinity_domains>().empty());
  CHECK(d.get_info<di::partition_type_property>() == sycl::info::partition_property::no_partition);
  CHECK(d.get_info<di::partition_type_affinity_domain>() == sycl::info::partition_affinity_domain::not_applicable);
  CHECK(error_of([&] { d.create_sub_devices<sycl::info::partition_property::partition_equally>(1); }) == sycl::errc::feature_not_supported);
  CHECK(error_of([&] { d.create_sub_devices<sycl::info::partition_property::partition_by_counts>(std::vector<size_t>{1}); }) == sycl::errc::feature_not_supported);
  CHECK(error_of([&] { d.create_sub_devices<sycl::info::partition_property::partition_by_affinity_domain>(sycl::info::partition_affinity_domain::numa); }) == sycl::errc::feature_not_supported);
  CHECK(error_of([&] { (void)d.get_info<di::parent_device>(); }) == sycl::errc::invalid);

  // A device claiming fp64 and atomic64 runs them.
  sycl::queue q(d);
  if (d.has(sycl::aspect::fp64) && d.has(sycl::aspect::atomic64)) {
    double *x = sycl::malloc_shared<double>(1, q);
    unsigned long long *n = sycl::malloc_shared<unsigned long long>(1, q);
    *x = 1.5;
    *n = 0;
    q.parallel_for(sycl::range<1>(64), [=](sycl::id<1> i) {
      sycl::atomic_ref<unsigned long long, sycl::memory_order::relaxed, sycl::memory_scope::device> r(*n);
      r.fetch_add(1ull << 33);
      if (i[0] == 0)
        *x = *x * 3.0;
    }).wait();
    CHECK(*x == 4.5 && *n == 64ull << 33);
    sycl::free(x, q);
    sycl::free(n, q);
  }
  return 0;
}

int main() {
  std::vector<sycl::device> devs = sycl::device::get_devices();
  CHECK(!devs.empty());
  for (const sycl::device &d : devs)
    if (int r = check_device(d))
      return r;

  // Common reference semantics: a device obtained twice is the same device.
  std::vector<sycl::device> again = sycl::device::get_devices();
  std::unordered_set<sycl::device> set(devs.begin(), devs.end());
  for (size_t i = 0; i < devs.size(); ++i) {
    CHECK(devs[i] == again[i] && !(devs[i] != again[i]));
    CHECK(std::hash<sycl::device>()(devs[i]) == std::hash<sycl::device>()(again[i]));
    CHECK(set.count(again[i]) == 1);
    sycl::device copy = devs[i];
    CHECK(copy == devs[i]);
  }
  CHECK(set.size() == devs.size());
  CHECK(sycl::device::get_devices(sycl::info::device_type::cpu).size() == devs.size());
  CHECK(sycl::device::get_devices(sycl::info::device_type::gpu).empty());

  // Platforms.
  std::vector<sycl::platform> plats = sycl::platform::get_platforms();
  CHECK(plats.size() == 1);
  sycl::platform p = plats[0];
  CHECK(p == devs[0].get_platform() && std::hash<sycl::platform>()(p) == std::hash<sycl::platform>()(sycl::platform()));
  CHECK(p.get_devices().size() == devs.size());
  CHECK(!p.get_info<sycl::info::platform::name>().empty() && !p.get_info<sycl::info::platform::vendor>().empty());
  CHECK(!p.get_info<sycl::info::platform::version>().empty());
  CHECK(p.get_info<sycl::info::platform::profile>() == "FULL_PROFILE");
  for (const std::string &e : p.get_info<sycl::info::platform::extensions>())
    for (const sycl::device &d : devs)
      CHECK(d.has_extension(e));
  CHECK(p.has(sycl::aspect::cpu) && !p.has(sycl::aspect::gpu));
  sycl::platform chosen(sycl::cpu_selector_v);
  CHECK(chosen == p);
  CHECK(error_of([&] { sycl::platform none(sycl::gpu_selector_v); }) == sycl::errc::runtime); // platform(selector) calls the selector

  // Contexts: copies are equal, separately made contexts are not.
  int handled = 0;
  sycl::context c1(devs[0], [&](sycl::exception_list) { ++handled; });
  sycl::context c2(devs[0]);
  sycl::context c1copy = c1;
  CHECK(c1 == c1copy && c1 != c2 && !(c1 == c2));
  CHECK(std::hash<sycl::context>()(c1) == std::hash<sycl::context>()(c1copy));
  std::unordered_set<sycl::context> contexts{c1, c2, c1copy};
  CHECK(contexts.size() == 2);
  CHECK(c1.get_devices().size() == 1 && c1.get_devices()[0] == devs[0]);
  CHECK(c1.get_platform() == p && c1.get_info<sycl::info::context::platform>() == p);
  CHECK(c1.get_info<sycl::info::context::devices>() == c1.get_devices());
  CHECK(contains(c1.get_info<sycl::info::context::atomic_memory_order_capabilities>(), sycl::memory_order::relaxed));
  CHECK(contains(c1.get_info<sycl::info::context::atomic_fence_scope_capabilities>(), sycl::memory_scope::work_group));
  sycl::context all(devs);
  CHECK(all.get_devices() == devs);
  sycl::context from_platform(p);
  CHECK(from_platform.get_devices() == devs);
  CHECK(error_of([&] { sycl::context empty(std::vector<sycl::device>{}); }) == sycl::errc::invalid);
  // Queues made without a context share the platform's default context.
  sycl::queue q1, q2;
  CHECK(q1.get_context() == q2.get_context());
  CHECK(handled == 0);

  // Exceptions carry their context when given one.
  sycl::exception with(c1, sycl::errc::invalid, "with a context");
  sycl::exception without(sycl::make_error_code(sycl::errc::runtime));
  CHECK(with.has_context() && with.get_context() == c1 && std::string(with.what()) == "with a context");
  CHECK(with.code() == sycl::errc::invalid && with.category() == sycl::sycl_category());
  CHECK(!without.has_context() && error_of([&] { (void)without.get_context(); }) == sycl::errc::invalid);
  sycl::exception by_value(c2, int(sycl::errc::build), sycl::sycl_category());
  CHECK(by_value.get_context() == c2 && by_value.code().value() == int(sycl::errc::build));
  static_assert(std::is_same_v<sycl::exception_list::reference, std::exception_ptr &>);
  static_assert(std::is_same_v<sycl::exception_list::size_type, size_t>);

  // aspect_selector in each form, and the device traits.
  CHECK(sycl::device(sycl::aspect_selector({sycl::aspect::cpu})).is_cpu());
  CHECK(sycl::device(sycl::aspect_selector(sycl::aspect::cpu, sycl::aspect::usm_device_allocations)).is_cpu());
  CHECK(sycl::device(sycl::aspect_selector<sycl::aspect::cpu>()).is_cpu());
  CHECK(error_of([] { sycl::device d(sycl::aspect_selector({sycl::aspect::cpu}, {sycl::aspect::cpu})); }) ==
        sycl::errc::runtime);
  static_assert(sycl::any_device_has_v<sycl::aspect::fp64> && sycl::all_devices_have_v<sycl::aspect::usm_device_allocations>);
  static_assert(!sycl::all_devices_have_v<sycl::aspect::gpu>);
  printf("PASS\n");
  return 0;
}
