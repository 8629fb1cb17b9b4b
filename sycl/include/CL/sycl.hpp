//===- CL/sycl.hpp - the SYCL 1.2.1 header name ---------------------------===//
// <sycl/sycl.hpp> also declares the cl::sycl alias.
#ifndef CL_SYCL_HPP
#define CL_SYCL_HPP
#include <sycl/sycl.hpp>
#endif
