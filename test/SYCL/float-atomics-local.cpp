// Floating-point atomics (add, min, max through compare-exchange) on global
// and local memory, with a work-group partial sum in local memory.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cmath>
#include <cstdio>
static int run_test() {
  sycl::queue q;
  const size_t n = 1024, wg = 128;
  float *in = sycl::malloc_shared<float>(n, q);
  float *res = sycl::malloc_shared<float>(3, q);
  double *dsum = sycl::malloc_shared<double>(1, q);
  for (size_t i = 0; i < n; ++i) in[i] = float(int(i % 37) - 18) * 0.25f;
  res[0] = 0.0f; res[1] = 1e30f; res[2] = -1e30f; *dsum = 0.0;
  q.submit([&](sycl::handler &h) {
    sycl::local_accessor<float, 1> part(1, h);
    h.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
      if (it.get_local_id(0) == 0) part[0] = 0.0f;
      sycl::group_barrier(it.get_group());
      float x = in[it.get_global_id(0)];
      sycl::atomic_ref<float, sycl::memory_order::relaxed, sycl::memory_scope::work_group,
                       sycl::access::address_space::local_space>(part[0]).fetch_add(x);
      sycl::atomic_ref<float, sycl::memory_order::relaxed, sycl::memory_scope::device>(res[1]).fetch_min(x);
      sycl::atomic_ref<float, sycl::memory_order::relaxed, sycl::memory_scope::device>(res[2]).fetch_max(x);
      sycl::atomic_ref<double, sycl::memory_order::relaxed, sycl::memory_scope::device>(*dsum) += double(x);
      sycl::group_barrier(it.get_group());
      if (it.get_local_id(0) == 0)
        sycl::atomic_ref<float, sycl::memory_order::relaxed, sycl::memory_scope::device>(res[0]).fetch_add(part[0]);
    });
  }).wait();
  double e = 0; float mn = 1e30f, mx = -1e30f;
  for (size_t i = 0; i < n; ++i) { e += in[i]; mn = std::fmin(mn, in[i]); mx = std::fmax(mx, in[i]); }
  // Quarter-integers sum exactly in float and double.
  if (res[0] != float(e) || *dsum != e || res[1] != mn || res[2] != mx) {
    printf("FAIL %f %f %f %f vs %f %f %f\n", res[0], *dsum, res[1], res[2], e, mn, mx);
    return 1;
  }
  printf("PASS\n");
  return 0;
}

int main() { return main_using_fp64(run_test); }
