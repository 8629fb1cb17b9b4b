// Two translation units with kernels, linked together: the device link gives
// each unit's kernels their own SPIR-V module (device-code-split.cpp).
// RUN: %sycl-check %s %t %S/Inputs/two-tu-other.cpp
// And with -g (debug information of SYCL device code: pointers to classes,
// test/CodeGen/SPIRV/debug-pointer-types.ll).
// RUN: %sycl-check %s %t.g %S/Inputs/two-tu-other.cpp -g
#include <sycl/sycl.hpp>
#include <cstdio>
void scale_on_device(sycl::queue &q, float *p, size_t n, float f); // Inputs/two-tu-other.cpp
int main() {
  sycl::queue q;
  float *p = sycl::malloc_shared<float>(128, q);
  q.parallel_for(128, [=](sycl::id<1> i) { p[i] = float(i[0]); }).wait();
  scale_on_device(q, p, 128, 3.0f);
  for (int i = 0; i < 128; ++i) if (p[i] != 3.0f * i) { printf("FAIL %d\n", i); return 1; }
  printf("PASS\n");
}
