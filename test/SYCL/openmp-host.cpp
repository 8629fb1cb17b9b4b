// Host OpenMP beside SYCL (-fsycl -fopenmp, as HeCBench's Makefiles build):
// an OpenMP loop computes the reference, OpenMP threads each submit a kernel
// to one queue, and the program runs with LLVM 22's OpenMP runtime.
// RUN: %sycl-check %s %t -fopenmp
// RUN: %sycl-cxx -fsycl -fopenmp %s -o %t.rpath -###  2>&1 | FileCheck %s --check-prefix=LINK
// LINK: "-L{{[^"]*}}llvm-22/lib"
// LINK-SAME: "-rpath" "{{[^"]*}}llvm-22/lib"
// LINK-SAME: "-lomp"
// The Intel compiler's spelling, which icpx Makefiles pass, is -fopenmp.
// RUN: %sycl-cxx -fsycl -qopenmp %s -o %t.q -###  2>&1 | FileCheck %s --check-prefix=LINK
// RUN: %sycl-cxx -fsycl -qopenmp -qno-openmp -c %s -o %t.o -###  2>&1 | FileCheck %s --check-prefix=NO \
// RUN:   --implicit-check-not=-fopenmp
// NO: "-fsycl-is-device"
#include <sycl/sycl.hpp>
#include <omp.h>
#include <cstdio>
#include <cstring>
#include <dlfcn.h>
#include <vector>

int main() {
  const int n = 4096, parts = 4;
  std::vector<float> x(n), ref(n), out(n, 0.f);
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
    x[i] = 0.5f * i;
    ref[i] = x[i] * x[i] + 1.f;
  }
  int threads = 0;
#pragma omp parallel reduction(+ : threads)
  threads += 1;
  if (threads < 1 || omp_get_max_threads() < 1) { printf("FAIL omp threads %d\n", threads); return 1; }
  // The runtime that was loaded is LLVM 22's, not another LLVM's libomp.so.5.
  Dl_info info{};
  if (!dladdr(reinterpret_cast<void *>(&omp_get_max_threads), &info) || !info.dli_fname ||
      !strstr(info.dli_fname, "llvm-22")) {
    printf("FAIL OpenMP runtime from %s\n", info.dli_fname ? info.dli_fname : "?");
    return 1;
  }
  sycl::queue q;
  float *dx = sycl::malloc_device<float>(n, q), *dy = sycl::malloc_device<float>(n, q);
  q.memcpy(dx, x.data(), n * sizeof(float)).wait();
  // Each OpenMP thread submits its part: submission is thread-safe.
#pragma omp parallel for num_threads(parts)
  for (int p = 0; p < parts; ++p) {
    size_t off = size_t(p) * (n / parts);
    q.parallel_for(sycl::range<1>(n / parts), [=](sycl::id<1> i) {
      size_t k = i[0] + off;
      dy[k] = dx[k] * dx[k] + 1.f;
    });
  }
  q.wait();
  q.memcpy(out.data(), dy, n * sizeof(float)).wait();
  sycl::free(dx, q);
  sycl::free(dy, q);
  for (int i = 0; i < n; ++i)
    if (out[i] != ref[i]) { printf("FAIL at %d: %f != %f\n", i, out[i], ref[i]); return 1; }
  printf("PASS\n");
}
