// The second translation unit of two-tu-template-kernel.cpp.
#include "fill-kernel.hpp"
void fill_ints(sycl::queue &q, int *p, size_t n) { fill(q, p, n, 100); }
