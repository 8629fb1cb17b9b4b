//===- sycl/detail/device_builtins.hpp - OpenCL builtins for device code --===//
//
// Device code reaches work-item queries, barriers and math through the
// OpenCL C builtins our SPIR-V target already lowers. They are declared here
// under private names bound, with an asm label, to the Itanium-mangled
// OpenCL name (e.g. _Z13get_global_idj), so they cannot clash with the C and
// C++ library functions of the same name. Only the device compile sees them.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_DEVICE_BUILTINS_HPP
#define SYCL_DETAIL_DEVICE_BUILTINS_HPP

#include <cstddef>
#include <cstdint>

#ifdef __SYCL_DEVICE_ONLY__
#define __SYCL_LOCAL __attribute__((opencl_local))
#else
#define __SYCL_LOCAL
#endif

namespace sycl::detail::ocl {
#ifdef __SYCL_DEVICE_ONLY__
#define __SYCL_OCL(ret, name, params, mangled) ret name params __asm__(mangled);
// Work-item functions (OpenCL dimension numbering).
__SYCL_OCL(size_t, global_id, (unsigned), "_Z13get_global_idj")
__SYCL_OCL(size_t, local_id, (unsigned), "_Z12get_local_idj")
__SYCL_OCL(size_t, group_id, (unsigned), "_Z12get_group_idj")
__SYCL_OCL(size_t, global_size, (unsigned), "_Z15get_global_sizej")
__SYCL_OCL(size_t, local_size, (unsigned), "_Z14get_local_sizej")
__SYCL_OCL(size_t, num_groups, (unsigned), "_Z14get_num_groupsj")
__SYCL_OCL(size_t, global_offset, (unsigned), "_Z17get_global_offsetj")
__SYCL_OCL(void, barrier, (unsigned), "_Z7barrierj")
__SYCL_OCL(void, mem_fence, (unsigned), "_Z9mem_fencej")
#undef __SYCL_OCL
#endif
constexpr unsigned CLK_LOCAL_MEM_FENCE = 1, CLK_GLOBAL_MEM_FENCE = 2;
} // namespace sycl::detail::ocl

#endif
