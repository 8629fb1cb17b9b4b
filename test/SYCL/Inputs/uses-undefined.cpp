#include <sycl/sycl.hpp>
// Declared for the device, defined in no translation unit.
SYCL_EXTERNAL int scale(int);
int main() {
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(1, q);
  q.single_task([=] { *p = scale(*p); }).wait();
}
