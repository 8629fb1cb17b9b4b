// A named kernel from a template, shared by two-tu-template-kernel.cpp and
// Inputs/two-tu-template-kernel-other.cpp: both instantiate it for int.
#include <sycl/sycl.hpp>
template <typename T> struct fill_kernel {};
template <typename T> void fill(sycl::queue &q, T *p, size_t n, T v) {
  q.parallel_for<fill_kernel<T>>(n, [=](sycl::id<1> i) { p[i] = v + T(i[0]); }).wait();
}
