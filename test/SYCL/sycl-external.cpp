// SYCL_EXTERNAL functions defined in a translation unit without kernels,
// called from another unit's kernels: the device compile emits them anyway.
// One reads a specialization constant through the kernel's kernel_handler;
// one has C linkage (SYCL_EXTERNAL extern "C").
// RUN: %sycl-check %s %t %S/Inputs/sycl-external-other.cpp
#include <sycl/sycl.hpp>

#include "Inputs/check.hpp"
#include "Inputs/sycl-external.hpp"

int main() {
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(3, q);
  q.submit([&](sycl::handler &h) {
     h.set_specialization_constant<external_scale>(7);
     h.single_task([=](sycl::kernel_handler kh) {
       p[0] = triple(5);
       p[1] = scaled(kh, 6);
       p[2] = int(halve_c(18.0f));
     });
   }).wait();
  CHECK(p[0] == 15);
  CHECK(p[1] == 42);
  CHECK(p[2] == 9);
  sycl::free(p, q);
  printf("PASS\n");
}
