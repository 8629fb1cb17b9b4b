// Kernels that only some devices run (a required sub-group size the other
// devices lack): a bundle of several devices holds each kernel for the
// devices it is compatible with (has_kernel(id, dev), its device image,
// kernel::get_info), an executable bundle builds it only for those,
// has_kernel_bundle needs one compatible device per kernel, and launching
// it from the bundle on another device throws errc::kernel_not_supported.
// The last RUN lines show the program every device at once (Intel's device
// has sub-groups of 8, 16 and 64 work-items, PoCL's none).
// PVC has no sub-groups of 8, which a kernel asks for:
// GPU-COMPILER-FAILS: pvc: Kernel compiled with required subgroup size 8, which is unsupported on this platform
// A kernel asks for sub-groups of 64, which no GPU has (Intel's CPU device does):
// GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: Unsupported required sub group size
// RUN: %sycl-check %s %t
// RUN: env -u SPIRV_OFFLOAD_DEVICE %t-O0 | FileCheck %s
// RUN: env -u SPIRV_OFFLOAD_DEVICE %t-O2 | FileCheck %s
// CHECK: PASS
#include <sycl/sycl.hpp>
#include <cstdio>

#include "Inputs/check.hpp"

template <size_t N> struct Sized {
  int *p;
  [[sycl::reqd_sub_group_size(N)]] void operator()(sycl::nd_item<1> it) const {
    p[it.get_global_linear_id()] = int(N);
  }
};

template <size_t N> bool supports(const sycl::device &d) {
  std::vector<size_t> sizes = d.get_info<sycl::info::device::sub_group_sizes>();
  return std::find(sizes.begin(), sizes.end(), N) != sizes.end();
}

template <size_t N> int check_sized(const sycl::context &ctx, const std::vector<sycl::device> &devs, int *p) {
  using state = sycl::bundle_state;
  sycl::kernel_id id = sycl::get_kernel_id<Sized<N>>();
  bool any = false;
  for (const sycl::device &d : devs) {
    CHECK(sycl::is_compatible({id}, d) == supports<N>(d));
    any |= supports<N>(d);
  }
  CHECK(sycl::has_kernel_bundle<state::executable>(ctx, devs, {id}) == any);
  CHECK(sycl::get_kernel_bundle<state::input>(ctx, devs).has_kernel(id) == any);
  if (!any) {
    CHECK(error_of([&] { sycl::get_kernel_bundle<state::executable>(ctx, devs, {id}); }) == sycl::errc::invalid);
    return 0;
  }
  auto exe = sycl::get_kernel_bundle<state::executable>(ctx, devs, {id});
  CHECK(std::distance(exe.begin(), exe.end()) == 1);
  sycl::kernel k = exe.get_kernel(id);
  for (const sycl::device &d : devs) {
    CHECK(exe.has_kernel(id, d) == supports<N>(d) && exe.template has_kernel<Sized<N>>(d) == supports<N>(d));
    CHECK(exe.begin()->has_kernel(id, d) == supports<N>(d));
    if (!supports<N>(d))
      CHECK(error_of([&] { k.get_info<sycl::info::kernel_device_specific::work_group_size>(d); }) ==
            sycl::errc::invalid);
    sycl::queue q(ctx, d);
    auto launch = [&] {
      q.submit([&](sycl::handler &h) {
         h.use_kernel_bundle(exe);
         h.parallel_for<Sized<N>>(sycl::nd_range<1>(N, N), Sized<N>{p});
       }).wait();
    };
    if (supports<N>(d)) {
      p[N - 1] = 0;
      launch();
      CHECK(p[0] == int(N) && p[N - 1] == int(N));
    } else {
      CHECK(error_of(launch) == sycl::errc::kernel_not_supported);
    }
  }
  return 0;
}

int main() {
  std::vector<sycl::device> devs = sycl::device::get_devices();
  sycl::context ctx(devs);
  int *p = sycl::malloc_shared<int>(64, devs[0], ctx);
  if (check_sized<8>(ctx, devs, p) || check_sized<16>(ctx, devs, p) || check_sized<64>(ctx, devs, p))
    return 1;
  // A bundle of every kernel and device builds each kernel where it is
  // compatible, and none elsewhere.
  auto all = sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx);
  for (const sycl::kernel_id &id : all.get_kernel_ids())
    for (const sycl::device &d : devs)
      CHECK(all.has_kernel(id, d) == sycl::is_compatible({id}, d));
  sycl::free(p, ctx);
  printf("PASS\n");
  return 0;
}
