// A kernel whose required work-group size ([[sycl::reqd_work_group_size]])
// the device cannot run is incompatible with it: is_compatible says so,
// bundles of all the application's kernels leave it out, and asking for a
// bundle holding it throws errc::invalid. SIZE_MAX, which SYCL accepts,
// reaches the runtime as 4294967295; a size just above the device's maximum
// is refused too, and sizes within it are compatible.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>

#include "Inputs/check.hpp"

template <size_t N> struct Fixed {
  int *p;
  [[sycl::reqd_work_group_size(N)]] void operator()(sycl::nd_item<1> it) const { p[it.get_global_id(0)] = 1; }
};
struct TooWide {
  int *p;
  [[sycl::reqd_work_group_size(2, 4096, 4096)]] void operator()(sycl::nd_item<3> it) const { p[0] = 1; }
};
class plain;

int main(int argc, char **argv) {
  sycl::queue q;
  sycl::context ctx = q.get_context();
  sycl::device dev = q.get_device();
  int *p = sycl::malloc_shared<int>(8, q);
  q.parallel_for<plain>(sycl::range<1>(8), [=](sycl::id<1> i) { p[i] = 0; }).wait();
  q.parallel_for<Fixed<4>>(sycl::nd_range<1>(8, 4), Fixed<4>{p}).wait();
  CHECK(p[0] == 1 && p[7] == 1);
  // Never submitted (they would throw); their ids exist all the same. The
  // function objects name their kernels, as in the SYCL-CTS.
  if (argc > 99) {
    q.parallel_for<Fixed<SIZE_MAX>>(sycl::nd_range<1>(8, 8), Fixed<SIZE_MAX>{p});
    q.parallel_for<TooWide>(sycl::nd_range<3>({2, 4096, 4096}, {2, 4096, 4096}), TooWide{p});
  }

  CHECK(sycl::is_compatible<plain>(dev) && sycl::is_compatible<Fixed<4>>(dev));
  CHECK(!sycl::is_compatible<Fixed<SIZE_MAX>>(dev));
  // Each dimension within the device's limits, their product beyond it.
  CHECK(dev.get_info<sycl::info::device::max_work_group_size>() < 2 * 4096 * 4096);
  CHECK(!sycl::is_compatible<TooWide>(dev));
  sycl::kernel_id huge = sycl::get_kernel_id<Fixed<SIZE_MAX>>();
  CHECK(!sycl::is_compatible({sycl::get_kernel_id<plain>(), huge}, dev));

  auto all = sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {dev});
  CHECK(all.has_kernel<plain>() && all.has_kernel<Fixed<4>>() && !all.has_kernel(huge) && !all.has_kernel<TooWide>());
  CHECK(all.get_kernel_ids().size() == 2);
  for (auto state : {0, 1, 2}) {
    auto get = [&] {
      if (state == 0)
        sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx, {dev}, {huge});
      else if (state == 1)
        sycl::get_kernel_bundle<Fixed<SIZE_MAX>, sycl::bundle_state::object>(ctx);
      else
        sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {huge});
    };
    CHECK(error_of(get) == sycl::errc::invalid);
  }
  CHECK(!sycl::has_kernel_bundle<sycl::bundle_state::executable>(ctx, {huge}));
  CHECK(sycl::has_kernel_bundle<Fixed<4>, sycl::bundle_state::executable>(ctx));

  sycl::free(p, q);
  printf("PASS\n");
  return 0;
}
