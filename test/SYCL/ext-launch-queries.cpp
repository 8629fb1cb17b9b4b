// DPC++'s sycl_ext_oneapi_launch_queries (kernel::ext_oneapi_get_info with
// info::kernel_queue_specific): each answer is checked against the device's
// limits and the kernel's, and by launching the kernel with what the queries
// allow: the largest work-group, as many work-groups as max_num_work_groups
// says run at once, sub-groups no larger than max_sub_group_size. A launch
// the query calls impossible gets 0 work-groups.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>

#include "Inputs/check.hpp"

namespace syclex = sycl::ext::oneapi::experimental;
namespace kq = syclex::info::kernel_queue_specific;

class plain;
class fixed_group;
class private_1k;
class private_32k;

static int run(sycl::queue &q) {
  sycl::device dev = q.get_device();
  const size_t dev_max = dev.get_info<sycl::info::device::max_work_group_size>();
  const size_t dev_local = dev.get_info<sycl::info::device::local_mem_size>();
  const size_t units = dev.get_info<sycl::info::device::max_compute_units>();
  const sycl::range<3> dev_items = dev.get_info<sycl::info::device::max_work_item_sizes<3>>();
  static_assert(std::is_same_v<decltype(std::declval<sycl::kernel>().ext_oneapi_get_info<kq::max_num_work_groups>(
                                   q, sycl::range<1>(1), 0)),
                               size_t>);
  static_assert(std::is_same_v<kq::max_sub_group_size::return_type, uint32_t> &&
                std::is_same_v<kq::max_work_item_sizes<2>::return_type, sycl::id<2>>);

  // Each kernel runs once so that the bundle has it.
  uint32_t *out = sycl::malloc_shared<uint32_t>(3 * dev_max, q);
  q.parallel_for<plain>(sycl::nd_range<1>(1, 1), [=](sycl::nd_item<1> it) { out[0] = 0; }).wait();
  q.parallel_for<fixed_group>(sycl::nd_range<3>({2, 4, 8}, {2, 4, 8}), [=](sycl::nd_item<3> it)
                                  [[sycl::reqd_work_group_size(2, 4, 8)]] {
                                    out[it.get_global_linear_id()] = uint32_t(it.get_local_linear_id());
                                  })
      .wait();
  for (uint32_t i = 0; i < 64; ++i)
    CHECK(out[i] == i);
  auto bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  sycl::kernel k = bundle.get_kernel<plain>();

  // The largest work-group: the kernel's, within the device's.
  size_t wg = k.ext_oneapi_get_info<kq::max_work_group_size>(q);
  CHECK(wg >= 1 && wg <= dev_max);
  CHECK(wg == k.get_info<sycl::info::kernel_device_specific::work_group_size>(dev));
  sycl::id<3> items = k.ext_oneapi_get_info<kq::max_work_item_sizes<3>>(q);
  for (int d = 0; d < 3; ++d)
    CHECK(items[d] == std::min(dev_items[d], wg));
  sycl::id<1> items1 = k.ext_oneapi_get_info<kq::max_work_item_sizes<1>>(q);
  CHECK(items1[0] == std::min(dev.get_info<sycl::info::device::max_work_item_sizes<1>>()[0], wg));

  // max_num_work_groups: one per compute unit where the launch is possible.
  size_t n = k.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<1>(wg), 0);
  CHECK(n == units && n >= 1);
  CHECK(k.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<1>(1), dev_local / 2) == units);
  CHECK(k.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<2>(1, 1), 0) == units);
  CHECK(k.ext_oneapi_get_info<kq::max_num_work_groups>(q, wg + 1, 0) == 0);
  CHECK(k.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<1>(0), 0) == 0);
  CHECK(k.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<1>(1), dev_local + 1) == 0);
  CHECK(k.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<3>(dev_items[0] + 1, 1, 1), 0) == 0);

  // Sub-groups of a work-group: none larger than the group, enough of them
  // to cover it.
  uint32_t sg = k.ext_oneapi_get_info<kq::max_sub_group_size>(q, sycl::range<1>(wg));
  uint32_t nsg = k.ext_oneapi_get_info<kq::num_sub_groups>(q, sycl::range<1>(wg));
  CHECK(sg >= 1 && sg <= wg && nsg == (wg + sg - 1) / sg);
  CHECK(sg == k.get_info<sycl::info::kernel_device_specific::max_sub_group_size>(dev) || sg == wg);
  CHECK(k.ext_oneapi_get_info<kq::max_sub_group_size>(q, sycl::range<2>(1, 1)) == 1);
  uint32_t sg3 = std::min(sg, 3u);
  CHECK(k.ext_oneapi_get_info<kq::max_sub_group_size>(q, sycl::range<3>(1, 1, 3)) == sg3);
  CHECK(k.ext_oneapi_get_info<kq::num_sub_groups>(q, sycl::range<3>(1, 1, 3)) == (3 + sg3 - 1) / sg3);

  // The answers launch: the largest group, max_num_work_groups of them, with
  // local memory.
  size_t local_items = 64;
  q.submit([&](sycl::handler &h) {
     sycl::local_accessor<uint32_t, 1> tile(local_items, h);
     h.parallel_for(sycl::nd_range<1>(n * wg, wg), [=](sycl::nd_item<1> it) {
       if (it.get_local_id(0) == 0)
         tile[0] = uint32_t(it.get_group(0));
       sycl::group_barrier(it.get_group());
       if (it.get_global_id(0) < 3 * dev_max)
         out[it.get_global_id(0)] = tile[0];
     });
   }).wait();
  for (size_t i = 0; i < std::min(n * wg, 3 * dev_max); ++i)
    CHECK(out[i] == i / wg);

  // A kernel with a required work-group size: that size and no other.
  sycl::kernel f = bundle.get_kernel<fixed_group>();
  CHECK(f.ext_oneapi_get_info<kq::max_work_group_size>(q) == 64);
  CHECK(f.ext_oneapi_get_info<kq::max_work_item_sizes<3>>(q) == sycl::id<3>(2, 4, 8));
  CHECK(f.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<3>(2, 4, 8), 0) == units);
  CHECK(f.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<3>(8, 4, 2), 0) == 0);
  CHECK(f.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<1>(64), 0) == 0);
  sycl::free(out, q);
  return 0;
}

// Kernels whose work-items each keep a table in private memory: a device
// may allow them fewer work-items per group than other kernels (both CPU
// devices do for the larger table: PoCL's work-items share one thread's
// stack). The largest group the query gives launches and computes.
template <typename Name, int Table> static int run_private_table(sycl::queue &q) {
  uint32_t *sum = sycl::malloc_shared<uint32_t>(1, q);
  auto launch = [&](size_t wg) {
    *sum = 0;
    q.parallel_for<Name>(sycl::nd_range<1>(wg, wg), [=](sycl::nd_item<1> it) {
       volatile uint32_t t[Table];
       for (int i = 0; i < Table; ++i)
         t[i] = uint32_t(i) + uint32_t(it.get_global_id(0));
       uint32_t s = t[(it.get_global_id(0) * 7) % Table];
       sycl::atomic_ref<uint32_t, sycl::memory_order::relaxed, sycl::memory_scope::device> a(*sum);
       a += s;
     }).wait();
  };
  launch(1);
  CHECK(*sum == 0);
  sycl::kernel k = sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context()).get_kernel<Name>();
  size_t wg = k.ext_oneapi_get_info<kq::max_work_group_size>(q);
  size_t dev_max = q.get_device().get_info<sycl::info::device::max_work_group_size>();
  CHECK(wg >= 1 && wg <= dev_max);
  CHECK(wg == k.get_info<sycl::info::kernel_device_specific::work_group_size>(q.get_device()));
  CHECK(k.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<1>(wg), 0) >= 1);
  CHECK(k.ext_oneapi_get_info<kq::max_num_work_groups>(q, sycl::range<1>(wg + 1), 0) == 0);
  launch(wg);
  uint32_t expect = 0;
  for (size_t g = 0; g < wg; ++g)
    expect += uint32_t((g * 7) % Table + g);
  CHECK(*sum == expect);
  sycl::free(sum, q);
  return 0;
}

int main() {
  return run_on_every_device([](sycl::queue &q) {
    return run(q) || run_private_table<private_1k, 256>(q) || run_private_table<private_32k, 8192>(q);
  });
}
