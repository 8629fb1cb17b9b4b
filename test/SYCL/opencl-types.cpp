// OpenCL's types are usable unqualified after <sycl/sycl.hpp>, as with
// DPC++ (whose sycl.hpp includes <CL/cl.h>): scalars on host and device,
// the vector unions, and the same sizes as the sycl::opencl aliases; SYCL
// 1.2.1's sycl::cl_float4 etc. are sycl::vec.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include "Inputs/check.hpp"

static_assert(sizeof(cl_bool) == 4 && sizeof(cl_long) == 8 && sizeof(cl_half) == 2);
static_assert(sizeof(cl_int) == sizeof(sycl::opencl::cl_int) && sizeof(cl_ulong) == sizeof(sycl::opencl::cl_ulong));
static_assert(sizeof(cl_float4) == 16 && sizeof(cl_int2) == 8);
// SYCL 1.2.1's vector aliases are sycl::vec, apart from OpenCL's unions.
static_assert(std::is_same_v<sycl::cl_half4, sycl::vec<sycl::half, 4>> &&
              std::is_same_v<sycl::cl_uint16, sycl::vec<sycl::opencl::cl_uint, 16>> &&
              std::is_same_v<sycl::cl_char3, sycl::vec<int8_t, 3>> && !std::is_same_v<sycl::cl_float4, cl_float4>);

int main() {
  sycl::queue q;
  cl_int *out = sycl::malloc_shared<cl_int>(4, q);
  q.single_task([=] {
    cl_float4 v;
    for (int i = 0; i < 4; ++i)
      v.s[i] = 0.5f * cl_float(i + 1);
    out[0] = cl_int(v.s[0] + v.s[1] + v.s[2] + v.s[3]);
    cl_uchar wrapped = cl_uchar(300);
    out[1] = wrapped;
    cl_short negative = cl_short(-7);
    out[2] = negative;
    cl_bool yes = CL_TRUE;
    out[3] = yes;
  }).wait();
  CHECK(out[0] == 5 && out[1] == 44 && out[2] == -7 && out[3] == 1);
  sycl::free(out, q);
  printf("PASS\n");
  return 0;
}
