// The second translation unit of two-tu.cpp.
#include <sycl/sycl.hpp>
void scale_on_device(sycl::queue &q, float *p, size_t n, float f) {
  q.parallel_for(n, [=](sycl::id<1> i) { p[i] *= f; }).wait();
}
