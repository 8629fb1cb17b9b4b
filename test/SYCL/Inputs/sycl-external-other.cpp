// Device functions only, no kernel (test/SYCL/sycl-external.cpp).
#include "sycl-external.hpp"

SYCL_EXTERNAL int triple(int x) { return 3 * x; }
SYCL_EXTERNAL int scaled(sycl::kernel_handler &kh, int x) {
  return x * kh.get_specialization_constant<external_scale>();
}
SYCL_EXTERNAL extern "C" float halve_c(float x) { return x / 2; }
