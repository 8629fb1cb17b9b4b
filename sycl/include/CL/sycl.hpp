//===- CL/sycl.hpp - the SYCL 1.2.1 header name ---------------------------===//
#ifndef CL_SYCL_HPP
#define CL_SYCL_HPP
#include <sycl/sycl.hpp>
namespace cl {
namespace sycl = ::sycl;
}
#endif
