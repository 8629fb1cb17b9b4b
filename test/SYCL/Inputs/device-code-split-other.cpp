// The second translation unit of device-code-split.cpp.
#include "fill-kernel.hpp"
SYCL_EXTERNAL int twice(int x) { return 2 * x; }
class second_kernel;
void second_unit(sycl::queue &q, int *c, float *f, size_t n) {
  q.parallel_for<second_kernel>(n, [=](sycl::id<1> i) { c[i] = twice(int(i[0])) + 1; }).wait();
  fill(q, f, n, 0.25f);
  fill(q, c + n, 0, 0); // instantiates fill<int> here too
}
