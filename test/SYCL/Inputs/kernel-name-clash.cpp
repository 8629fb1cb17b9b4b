// kernel-name-clash.test compiles this twice, once with -DOTHER: two
// different kernels (different captures) under one kernel name.
#include <sycl/sycl.hpp>
class clash;
#ifdef OTHER
void other(sycl::queue &q, int *p, int v, int w) { q.single_task<clash>([=] { *p = v * w; }); }
#else
void other(sycl::queue &q, int *p, int v, int w);
int main() {
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(1, q);
  q.single_task<clash>([=] { *p = 1; });
  other(q, p, 2, 3);
}
#endif
