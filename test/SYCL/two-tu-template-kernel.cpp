// A named kernel of a template instantiated in two translation units is one
// kernel (ODR): the device link keeps one definition, and both units launch
// it. Each unit also instantiates a kernel of its own (float here).
// RUN: %sycl-check %s %t %S/Inputs/two-tu-template-kernel-other.cpp
#include "Inputs/fill-kernel.hpp"
#include <cstdio>
void fill_ints(sycl::queue &q, int *p, size_t n); // the other unit
int main() {
  sycl::queue q;
  constexpr size_t n = 64;
  int *a = sycl::malloc_shared<int>(n, q), *b = sycl::malloc_shared<int>(n, q);
  float *f = sycl::malloc_shared<float>(n, q);
  fill(q, a, n, 7);
  fill_ints(q, b, n);
  fill(q, f, n, 0.5f);
  for (size_t i = 0; i < n; ++i)
    if (a[i] != 7 + int(i) || b[i] != 100 + int(i) || f[i] != 0.5f + float(i)) {
      printf("FAIL %zu: %d %d %f\n", i, a[i], b[i], f[i]);
      return 1;
    }
  printf("PASS\n");
}
