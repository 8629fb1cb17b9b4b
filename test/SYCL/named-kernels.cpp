// Named kernels (parallel_for<class N>), kernels as function objects with
// state, generic lambdas, the same lambda type launched twice.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
struct Scale {
  float *p;
  float f;
  void operator()(sycl::id<1> i) const { p[i] *= f; }
};
class fill_kernel;
int main() {
  sycl::queue q;
  float *p = sycl::malloc_shared<float>(100, q);
  q.parallel_for<fill_kernel>(sycl::range<1>(100), [=](sycl::id<1> i) { p[i] = float(i[0]); }).wait();
  q.parallel_for(sycl::range<1>(100), Scale{p, 2.0f}).wait();
  auto add = [=](auto it) { p[it] += 1.0f; };
  q.parallel_for(sycl::range<1>(100), add).wait();
  q.parallel_for(sycl::range<1>(100), add).wait();
  q.submit([&](sycl::handler &h) { h.single_task<class last>([=] { p[99] = -1.0f; }); }).wait();
  for (int i = 0; i < 99; ++i) if (p[i] != 2.0f * i + 2.0f) { printf("FAIL %d: %f\n", i, p[i]); return 1; }
  if (p[99] != -1.0f) { printf("FAIL single_task\n"); return 1; }
  printf("PASS\n");
}
