// What sycl-external.cpp and Inputs/sycl-external-other.cpp share.
#include <sycl/sycl.hpp>

inline constexpr sycl::specialization_id<int> external_scale(1);
SYCL_EXTERNAL int triple(int x);
SYCL_EXTERNAL int scaled(sycl::kernel_handler &kh, int x);
// C linkage, with SYCL_EXTERNAL before the linkage specification as DPC++
// allows (HeCBench's fresnel-sycl).
SYCL_EXTERNAL extern "C" float halve_c(float x);
