// Work-group tree reduction with nd_range, local_accessor and group_barrier.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
int main() {
  sycl::queue q;
  const size_t N = 64, B = 16;
  float *a = sycl::malloc_shared<float>(N, q), *out = sycl::malloc_shared<float>(N / B, q);
  for (size_t i = 0; i < N; ++i) a[i] = i;
  q.submit([&](sycl::handler &h) {
    sycl::local_accessor<float, 1> tmp(sycl::range<1>(B), h);
    h.parallel_for(sycl::nd_range<1>(N, B), [=](sycl::nd_item<1> it) {
      size_t l = it.get_local_id(0);
      tmp[l] = a[it.get_global_id(0)];
      sycl::group_barrier(it.get_group());
      for (size_t s = B / 2; s > 0; s /= 2) {
        if (l < s) tmp[l] += tmp[l + s];
        sycl::group_barrier(it.get_group());
      }
      if (l == 0) out[it.get_group(0)] = tmp[0];
    });
  }).wait();
  for (size_t g = 0; g < N / B; ++g) {
    float e = 0; for (size_t i = 0; i < B; ++i) e += g * B + i;
    if (out[g] != e) { printf("FAIL group %zu: %f vs %f\n", g, out[g], e); return 1; }
  }
  printf("PASS\n");
}
