// kernel ids, kernel bundles in each state (get_kernel_bundle, compile, link,
// build, join), kernels and their get_info, compatibility and the errors the
// spec requires.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <unordered_set>

#include "Inputs/check.hpp"

class add_one;
class times_two;
class never_submitted_name;

int main() {
  sycl::queue q;
  sycl::context ctx = q.get_context();
  sycl::device dev = q.get_device();
  int *p = sycl::malloc_shared<int>(16, q);
  for (int i = 0; i < 16; ++i)
    p[i] = i;
  q.parallel_for<add_one>(sycl::range<1>(16), [=](sycl::id<1> i) { p[i] += 1; }).wait();
  q.single_task<times_two>([=] { p[0] *= 2; }).wait();
  CHECK(p[0] == 2 && p[15] == 16);

  // Kernel ids: one per kernel of the application, equal by name.
  sycl::kernel_id add = sycl::get_kernel_id<add_one>();
  sycl::kernel_id twice = sycl::get_kernel_id<times_two>();
  CHECK(add == sycl::get_kernel_id<add_one>() && add != twice);
  CHECK(std::string(add.get_name()) != twice.get_name());
  std::vector<sycl::kernel_id> ids = sycl::get_kernel_ids();
  CHECK(ids.size() == 2);
  std::unordered_set<sycl::kernel_id> id_set(ids.begin(), ids.end());
  CHECK(id_set.count(add) == 1 && id_set.count(twice) == 1);
  CHECK(error_of([] { sycl::get_kernel_id<never_submitted_name>(); }) == sycl::errc::runtime);

  // Bundles in every state hold the kernels compatible with their devices.
  auto input = sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx, {dev});
  CHECK(!input.empty() && input.has_kernel(add) && input.has_kernel<times_two>() && input.has_kernel(add, dev));
  CHECK(input.get_kernel_ids().size() == 2 && input.get_context() == ctx && input.get_devices() == std::vector<sycl::device>{dev});
  CHECK(input.get_backend() == sycl::backend::level_zero);
  // One device image per kernel.
  CHECK(std::distance(input.begin(), input.end()) == 2);
  CHECK(std::count_if(input.begin(), input.end(), [&](const auto &img) { return img.has_kernel(twice, dev); }) == 1);
  CHECK(std::none_of(input.begin(), input.end(), [&](const auto &img) { return img.has_kernel(add) && img.has_kernel(twice); }));
  auto object = sycl::compile(input);
  auto exe = sycl::link(object);
  auto built = sycl::build(input);
  CHECK(exe.get_kernel_ids().size() == 2 && built.has_kernel(add));
  auto exe2 = sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx);
  CHECK(exe2.has_kernel(add) && exe2.has_kernel(twice));
  CHECK(exe2 != exe && exe == exe);
  auto exe_copy = exe;
  CHECK(exe_copy == exe && std::hash<decltype(exe)>()(exe_copy) == std::hash<decltype(exe)>()(exe));
  auto only_add = sycl::get_kernel_bundle<add_one, sycl::bundle_state::executable>(ctx);
  CHECK(only_add.has_kernel(add) && !only_add.has_kernel(twice) && only_add.get_kernel_ids().size() == 1);
  auto by_ids = sycl::get_kernel_bundle<sycl::bundle_state::object>(ctx, {twice});
  CHECK(by_ids.has_kernel(twice) && !by_ids.has_kernel(add));
  auto joined = sycl::join(std::vector<sycl::kernel_bundle<sycl::bundle_state::object>>{by_ids, sycl::compile(sycl::get_kernel_bundle<add_one, sycl::bundle_state::input>(ctx))});
  CHECK(joined.has_kernel(add) && joined.has_kernel(twice));
  auto selected = sycl::get_kernel_bundle<sycl::bundle_state::input>(
      ctx, [&](const sycl::device_image<sycl::bundle_state::input> &img) { return img.has_kernel(add); });
  CHECK(selected.has_kernel(add) && !selected.has_kernel(twice) && std::distance(selected.begin(), selected.end()) == 1);
  // Images keep their identity through join and selection, and equal
  // images hash alike.
  auto joined_twice = sycl::join(std::vector<decltype(input)>{input, selected});
  CHECK(std::distance(joined_twice.begin(), joined_twice.end()) == 2);
  for (const auto &img : input)
    CHECK(std::count(joined_twice.begin(), joined_twice.end(), img) == 1);
  CHECK(*selected.begin() != *std::find_if(input.begin(), input.end(), [&](const auto &img) { return img.has_kernel(twice); }));
  const auto &same = *std::find(input.begin(), input.end(), *selected.begin());
  CHECK(same == *selected.begin() && !(same != *selected.begin()));
  CHECK(std::hash<sycl::device_image<sycl::bundle_state::input>>()(same) ==
        std::hash<sycl::device_image<sycl::bundle_state::input>>()(*selected.begin()));
  // Joining no bundles gives an empty bundle; a device given twice is one
  // device of the bundle.
  CHECK(sycl::join(std::vector<sycl::kernel_bundle<sycl::bundle_state::object>>{}).empty());
  auto twice_dev = sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx, {dev, dev});
  CHECK(twice_dev.get_devices() == std::vector<sycl::device>{dev});
  CHECK(sycl::compile(twice_dev, {dev, dev}).get_devices() == std::vector<sycl::device>{dev});
  // An empty bundle has no specialization constants, native or not.
  auto none = sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, [](const auto &) { return false; });
  CHECK(none.empty() && none.begin() == none.end());
  CHECK(!none.contains_specialization_constants() && !none.native_specialization_constant());
  CHECK(sycl::has_kernel_bundle<sycl::bundle_state::executable>(ctx));
  CHECK(sycl::has_kernel_bundle<add_one, sycl::bundle_state::input>(ctx));
  CHECK(sycl::is_compatible({add, twice}, dev) && sycl::is_compatible<times_two>(dev));

  // Kernels of an executable bundle.
  sycl::kernel k = exe.get_kernel(add);
  sycl::kernel k2 = exe.get_kernel<add_one>();
  CHECK(k == k2 && k != exe.get_kernel(twice) && std::hash<sycl::kernel>()(k) == std::hash<sycl::kernel>()(k2));
  CHECK(k.get_context() == ctx && k.get_kernel_bundle() == exe && k.get_backend() == sycl::backend::level_zero);
  // num_args is only for interop and built-in kernels (SYCL 2020 4.11.13.2).
  CHECK(error_of([&] { k.get_info<sycl::info::kernel::num_args>(); }) == sycl::errc::invalid);
  CHECK(k.get_info<sycl::info::kernel::function_name>() == add.get_name());
  size_t wg = k.get_info<sycl::info::kernel_device_specific::work_group_size>(dev);
  CHECK(wg >= 1 && wg <= dev.get_info<sycl::info::device::max_work_group_size>());
  CHECK(k.get_info<sycl::info::kernel_device_specific::compile_work_group_size>(dev) == sycl::range<3>(0, 0, 0));
  CHECK(k.get_info<sycl::info::kernel_device_specific::preferred_work_group_size_multiple>(dev) >= 1);
  CHECK(k.get_info<sycl::info::kernel_device_specific::max_sub_group_size>(dev) >= 1);
  CHECK(error_of([&] { k.get_info<sycl::info::kernel_device_specific::global_work_size>(dev); }) == sycl::errc::invalid);

  // Errors: devices outside the context, no devices, kernels not in a bundle.
  std::vector<sycl::device> all = sycl::device::get_devices();
  if (all.size() > 1) {
    sycl::device other = all[0] == dev ? all[1] : all[0];
    sycl::context one(dev);
    CHECK(error_of([&] { sycl::get_kernel_bundle<sycl::bundle_state::input>(one, {other}); }) == sycl::errc::invalid);
    CHECK(error_of([&] { k.get_info<sycl::info::kernel_device_specific::work_group_size>(other); }) == sycl::errc::invalid);
  }
  CHECK(error_of([&] { sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx, std::vector<sycl::device>{}); }) == sycl::errc::invalid);
  CHECK(error_of([&] { only_add.get_kernel(twice); }) == sycl::errc::invalid);

  sycl::free(p, q);
  printf("PASS\n");
  return 0;
}
