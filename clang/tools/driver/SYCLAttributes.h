//===- SYCLAttributes.h - SYCL kernel attributes Clang 22 does not know ---===//
//
// [[sycl::reqd_sub_group_size(N)]] on a kernel's function call operator (a
// lambda's or a function object's). Clang 22 has no such attribute and would
// warn and ignore it; our driver registers it (a ParsedAttrInfo): Sema checks
// its argument and, in a SYCL device compile, marks the function with an
// annotation. A module pass at the start of the device compile's pipeline
// (before inlining) then gives every spir_kernel that calls a marked
// function, directly or not, the intel_reqd_sub_group_size metadata that
// OpenCL's attribute produces, which our target turns into the SubgroupSize
// execution mode. Two different sizes in one kernel are an error.
//
//===----------------------------------------------------------------------===//

#ifndef SPIRV_CLANG_SYCLATTRIBUTES_H
#define SPIRV_CLANG_SYCLATTRIBUTES_H

namespace clang {
class CompilerInstance;
}

// For a SYCL device compile, adds the pass that turns the marks into kernel
// metadata to the invocation's pipeline.
void addSYCLKernelAttributePasses(clang::CompilerInstance &CI);

#endif
