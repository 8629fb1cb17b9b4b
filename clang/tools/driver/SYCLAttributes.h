//===- SYCLAttributes.h - SYCL kernel attributes Clang 22 does not know ---===//
//
// [[sycl::reqd_sub_group_size(N)]], [[sycl::reqd_work_group_size(X, Y, Z)]]
// and [[sycl::work_group_size_hint(X, Y, Z)]] on a kernel's function call
// operator (a lambda's or a function object's). Clang 22 has no such
// attributes and would warn and ignore them; our driver registers them
// (ParsedAttrInfos): Sema checks their arguments and, in a SYCL device
// compile, marks the function with an annotation. A module pass at the start
// of the device compile's pipeline (before inlining) then gives every
// spir_kernel that calls a marked function, directly or not, the metadata
// that OpenCL's attributes produce (intel_reqd_sub_group_size,
// reqd_work_group_size, work_group_size_hint), which our target turns into
// execution modes. Two different values in one kernel are an error.
// [[sycl::device_has(aspect...)]] is marked the same way; a kernel reaching
// it gets an empty kernel beside it, __sycl_device_has_<a>_<b>__<kernel>,
// whose name tells the SYCL library the kernel's aspects. After a
// lambda's parameters Clang takes them as type attributes and refuses them,
// so the driver moves them before the parameters in the sources it reads;
// the error for what it cannot move (a macro) names the position that works.
//
//===----------------------------------------------------------------------===//

#ifndef SPIRV_CLANG_SYCLATTRIBUTES_H
#define SPIRV_CLANG_SYCLATTRIBUTES_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"

namespace clang {
class CompilerInstance;
class LangOptions;
} // namespace clang
namespace llvm::vfs {
class FileSystem;
}

// For a SYCL compile, \p FS with kernel attributes written after a lambda's
// (or function's) parameters moved before them, where Clang 22 applies them
// to the function; otherwise \p FS.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withSYCLAttributePositions(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                           const clang::LangOptions &LO);

// For a SYCL compile, rewords the position error; for a SYCL device compile,
// also adds the pass that turns the marks into kernel metadata to the
// invocation's pipeline.
void addSYCLKernelAttributePasses(clang::CompilerInstance &CI);

#endif
