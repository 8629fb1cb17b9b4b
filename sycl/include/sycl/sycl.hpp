//===- sycl/sycl.hpp - this project's SYCL 2020 library -------------------===//
//
// A SYCL 2020 subset on Clang 22's [[clang::sycl_kernel_entry_point]] and
// the SPIR-V offload runtime (docs/SYCL.md). Each kernel is one entry point
// named by __builtin_sycl_unique_stable_name(KernelName):
//
//   spir_kernel void <name>(Wrapper byval kernel_object,
//                           local char *local_arena,
//                           local_patches patches)
//
// The wrapper holds the user's function object (and reduction state); the
// host launches the kernel by name with the bytes of that object. Buffer
// accessors are pointers into shared USM; local_accessors hold offsets into
// the one local arena, which the entry point turns into pointers at the
// offsets listed in `patches` (found on the host when the kernel object is
// copied). Commands run asynchronously over an event graph (runtime.cpp).
//
// The library is one header per class or family; this one includes them all,
// as DPC++'s does, together with the standard headers SYCL programs rely on.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SYCL_HPP
#define SYCL_SYCL_HPP

#include <sycl/detail/common.hpp>
#include <sycl/type_traits.hpp>
#include <sycl/exception.hpp>
#include <sycl/properties.hpp>
#include <sycl/ext/oneapi/properties.hpp>
#include <sycl/info/info_desc.hpp>
#include <sycl/device.hpp>
#include <sycl/platform.hpp>
#include <sycl/context.hpp>
#include <sycl/device_selector.hpp>
#include <sycl/specialization_id.hpp>
#include <sycl/kernel_bundle.hpp>
#include <sycl/kernel_handler.hpp>
#include <sycl/event.hpp>
#include <sycl/access.hpp>
#include <sycl/multi_ptr.hpp>
#include <sycl/accessor.hpp>
#include <sycl/local_accessor.hpp>
#include <sycl/buffer.hpp>
#include <sycl/atomic_ref.hpp>
#include <sycl/atomic.hpp>
#include <sycl/span.hpp>
#include <sycl/functional.hpp>
#include <sycl/reduction.hpp>
#include <sycl/sub_group.hpp>
#include <sycl/group_algorithm.hpp>
#include <sycl/hierarchical.hpp>
#include <sycl/ext/oneapi/functional.hpp>
#include <sycl/ext/oneapi/sub_group_mask.hpp>
#include <sycl/ext/oneapi/dot_product.hpp>
#include <sycl/half.hpp>
#include <sycl/ext/oneapi/bfloat16.hpp>
#include <sycl/bit_cast.hpp>
#include <sycl/detail/kernel_launch.hpp>
#include <sycl/ext/oneapi/experimental/printf.hpp>
#include <sycl/ext/oneapi/free_function_queries.hpp>
#include <sycl/ext/oneapi/group_local_memory.hpp>
#include <sycl/ext/oneapi/experimental/device_global.hpp>
#include <sycl/handler.hpp>
#include <sycl/stream.hpp>
#include <sycl/queue.hpp>
#include <sycl/ext/oneapi/experimental/launch_queries.hpp>
#include <sycl/usm.hpp>
#include <sycl/image.hpp>
#include <sycl/detail/unsupported.hpp>
#include <sycl/detail/complex_libcalls.hpp>

// DPC++'s sycl.hpp includes <CL/cl.h>, so programs (and the SYCL-CTS) use
// OpenCL's types (cl_int, cl_bool, cl_float4, ...) unqualified. The header
// only declares; nothing links against OpenCL unless the program calls it.
#if __has_include(<CL/cl.h>)
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>
#endif

// SYCL 1.2.1's namespace, which programs written for DPC++ still use.
namespace cl {
namespace sycl = ::sycl;
}

#endif // SYCL_SYCL_HPP
