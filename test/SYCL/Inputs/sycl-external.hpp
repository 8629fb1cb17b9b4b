// What sycl-external.cpp and Inputs/sycl-external-other.cpp share.
#include <sycl/sycl.hpp>

inline constexpr sycl::specialization_id<int> external_scale(1);
SYCL_EXTERNAL int triple(int x);
SYCL_EXTERNAL int scaled(sycl::kernel_handler &kh, int x);
