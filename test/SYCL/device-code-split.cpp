// The device link gives each translation unit's kernels their own SPIR-V
// module (DPC++'s -fsycl-device-code-split=per_source, its default), so a
// device builds only the modules of the kernels a program launches. A
// SYCL_EXTERNAL function defined in the other unit is linked into the module
// of each kernel that calls it; a kernel template both units instantiate is
// kept once, in the first unit's module. A kernel that requires a sub-group
// size gets a module of its own, so that a device that cannot build it still
// builds the unit's other kernels (no device here has sub-groups of 3).
// per_kernel gives each kernel a module, off one module for all.
// A kernel asks for sub-groups of 3 on purpose (the error path), which no GPU has:
// GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: Unsupported required sub group size
// RUN: %sycl-check %s %t %S/Inputs/device-code-split-other.cpp
//
// RUN: rm -f %t.src*.spv %t.pk*.spv %t.off*.spv
// RUN: %sycl-cxx -fsycl -O0 %s %S/Inputs/device-code-split-other.cpp -o %t.src -Xoffload-linker --spirv-output=%t.src.spv
// RUN: spirv-dis %t.src.spv | FileCheck %s --check-prefix=ODD
// RUN: spirv-dis %t.src.1.spv | FileCheck %s --check-prefix=FIRST
// RUN: spirv-dis %t.src.2.spv | FileCheck %s --check-prefix=SECOND
// RUN: not ls %t.src.3.spv
// RUN: %sycl-cxx -fsycl -fsycl-device-code-split=per_kernel -O0 %s %S/Inputs/device-code-split-other.cpp -o %t.pk -Xoffload-linker --spirv-output=%t.pk.spv
// RUN: spirv-val %t.pk.spv && spirv-val %t.pk.1.spv && spirv-val %t.pk.2.spv && spirv-val %t.pk.3.spv && spirv-val %t.pk.4.spv
// RUN: not ls %t.pk.5.spv
// RUN: %t.pk | FileCheck %s --check-prefix=RUNS
// RUN: %sycl-cxx -fsycl -fsycl-device-code-split=off -O0 %s %S/Inputs/device-code-split-other.cpp -o %t.off -Xoffload-linker --spirv-output=%t.off.spv
// RUN: spirv-dis %t.off.spv | FileCheck %s --check-prefix=OFF
// RUN: not ls %t.off.1.spv
// RUN: not --crash %t.off 2>&1 | FileCheck %s --check-prefix=OFF-BUILD
//
// Compile steps take the flag as DPC++'s do, and ignore it; a bad mode is
// an error from the driver.
// RUN: %sycl-cxx -fsycl -fsycl-device-code-split -c %s -o %t.o
// RUN: not %sycl-cxx -fsycl -fsycl-device-code-split=per_file %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: clang: error: invalid value 'per_file' in '-fsycl-device-code-split=per_file' (per_source, per_kernel, off or auto)
//
// FIRST-DAG: OpEntryPoint Kernel %{{.*}} "_ZTS12first_kernel"
// FIRST-DAG: OpEntryPoint Kernel %{{.*}} "_ZTS11fill_kernelIiE"
// FIRST-DAG: OpName %{{.*}} "_Z5twicei"
// FIRST-NOT: second_kernel
// FIRST-NOT: odd_sub_group_kernel
// ODD: OpEntryPoint Kernel %{{.*}} "_ZTS20odd_sub_group_kernel"
// ODD-NOT: OpEntryPoint
// ODD: OpExecutionMode %{{.*}} SubgroupSize 3
// SECOND-DAG: OpEntryPoint Kernel %{{.*}} "_ZTS13second_kernel"
// SECOND-DAG: OpEntryPoint Kernel %{{.*}} "_ZTS11fill_kernelIfE"
// SECOND-DAG: OpName %{{.*}} "_Z5twicei"
// SECOND-NOT: first_kernel
// SECOND-NOT: fill_kernelIiE
// OFF-COUNT-5: OpEntryPoint Kernel
// OFF-NOT: OpEntryPoint
// RUNS: PASS
// With one module, no device builds it: the first launch fails.
// OFF-BUILD: kernel %{{[0-9]+}} requires sub-group size 3, which {{.*}} does not have
#include "Inputs/fill-kernel.hpp"
#include <cstdio>

SYCL_EXTERNAL int twice(int x); // Inputs/device-code-split-other.cpp
void second_unit(sycl::queue &q, int *a, float *f, size_t n);
class first_kernel;
class odd_sub_group_kernel;

// Never launched: only its module cannot be built.
void odd_sub_group(sycl::queue &q, int *p) {
  q.parallel_for<odd_sub_group_kernel>(sycl::nd_range<1>(3, 3), [=](sycl::nd_item<1> it) [[sycl::reqd_sub_group_size(3)]] {
    p[it.get_global_id(0)] = 1;
  });
}

int main() {
  sycl::queue q;
  constexpr size_t n = 64;
  int *a = sycl::malloc_shared<int>(n, q), *b = sycl::malloc_shared<int>(n, q),
      *c = sycl::malloc_shared<int>(n, q);
  float *f = sycl::malloc_shared<float>(n, q);
  q.parallel_for<first_kernel>(n, [=](sycl::id<1> i) { a[i] = twice(int(i[0])); }).wait();
  fill(q, b, n, 5);
  second_unit(q, c, f, n);
  for (size_t i = 0; i < n; ++i)
    if (a[i] != 2 * int(i) || b[i] != 5 + int(i) || c[i] != 2 * int(i) + 1 || f[i] != 0.25f + float(i)) {
      printf("FAIL %zu: %d %d %d %f\n", i, a[i], b[i], c[i], f[i]);
      return 1;
    }
  sycl::free(a, q);
  sycl::free(b, q);
  sycl::free(c, q);
  sycl::free(f, q);
  printf("PASS\n");
}
