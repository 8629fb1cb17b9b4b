// Vector add on shared USM with a range<1> kernel and single_task.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
int main() {
  sycl::queue q;
  const size_t n = 1000;
  float *a = sycl::malloc_shared<float>(n, q), *b = sycl::malloc_device<float>(n, q), *c = sycl::malloc_host<float>(n, q);
  std::vector<float> hb(n);
  for (size_t i = 0; i < n; ++i) { a[i] = i; hb[i] = 2.0f * i; }
  q.memcpy(b, hb.data(), n * sizeof(float)).wait();
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { c[i] = a[i] + b[i]; }).wait();
  q.single_task([=]() { c[0] = 42.0f; }).wait();
  for (size_t i = 1; i < n; ++i) if (c[i] != 3.0f * i) { printf("FAIL at %zu: %f\n", i, c[i]); return 1; }
  if (c[0] != 42.0f) { printf("FAIL single_task\n"); return 1; }
  sycl::free(a, q); sycl::free(b, q); sycl::free(c, q);
  printf("PASS\n");
}
