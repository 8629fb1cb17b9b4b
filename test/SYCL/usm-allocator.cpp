// usm_allocator in a std::vector used by a kernel, prefetch and mem_advise.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cstdio>
#include <vector>
static int run_test() {
  sycl::queue q;
  sycl::usm_allocator<double, sycl::usm::alloc::shared> alloc(q);
  std::vector<double, decltype(alloc)> v(300, 1.5, alloc);
  double *p = v.data();
  q.prefetch(p, v.size() * sizeof(double));
  q.mem_advise(p, v.size() * sizeof(double), 0);
  q.parallel_for(v.size(), [=](sycl::id<1> i) { p[i] = p[i] * double(i[0]) + 0.25; }).wait();
  for (size_t i = 0; i < v.size(); ++i) if (v[i] != 1.5 * double(i) + 0.25) { printf("FAIL %zu\n", i); return 1; }
  printf("PASS\n");
  return 0;
}

int main() { return main_using_fp64(run_test); }
