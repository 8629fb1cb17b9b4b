// sycl::ext::oneapi::experimental::printf with string literals for the
// format and for %s (the target moves them to the constant address space),
// integers, floats (promoted to double) and a long, from every work-item of
// an nd_range kernel, and C's %zu/%lld/%llx. The host computes the lines
// with snprintf.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// Its kernels use double: on a device without fp64 (the GPU profile) the
// first one's launch throws errc::kernel_not_supported (main_using_fp64).
// RUN: %sycl-check --expect-output %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"
#include <cstdio>
#include <fstream>

namespace exp1 = sycl::ext::oneapi::experimental;

static int run_test(int argc, char **argv) {
  if (argc != 2)
    return 2;
  constexpr size_t n = 12, wg = 4;
  sycl::queue q;
  q.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
     int i = int(it.get_global_id(0));
     exp1::printf("item %d of group %d: %.3f %s %ld\n", i, int(it.get_group(0)), 0.5f * float(i),
                  i % 3 == 0 ? "fizz" : "-", long(i) * 1000000007L);
   }).wait();
  q.single_task([=] { exp1::printf("single task\n"); }).wait();
  // C's size_t and long long modifiers (OpenCL spells both l).
  q.single_task([=] { exp1::printf("%zu %lld %llx\n", size_t(12345678901), -5LL, 255ULL); }).wait();

  std::ofstream expected(argv[1]);
  char line[256];
  for (size_t i = 0; i < n; ++i) {
    std::snprintf(line, sizeof line, "item %zu of group %zu: %.3f %s %ld", i, i / wg, 0.5 * double(i),
                  i % 3 == 0 ? "fizz" : "-", long(i) * 1000000007L);
    expected << line << "\n";
  }
  expected << "single task\n";
  expected << "12345678901 -5 ff\n";
  std::printf("PASS\n");
  return 0;
}

int main(int argc, char **argv) {
  return main_using_fp64([&] { return run_test(argc, argv); }, argc == 2 ? argv[1] : nullptr);
}
