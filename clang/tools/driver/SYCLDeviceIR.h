//===- SYCLDeviceIR.h - Repairs of Clang 22's SYCL device IR ----*- C++ -*-===//
//
// When a kernel uses a static local of a host function, Clang 22 emits that
// function into the SYCL device compile, and with it what it calls and its
// dynamic initializers, typed as host code: pointers in the default address
// space where device code has them in the generic or global one. Calls pass
// `ptr` where the callee takes `ptr addrspace(4)` (__cxa_atexit's destructor,
// __cxa_throw's), and @llvm.global_ctors entries name a global-space variable
// where the list's type says `ptr`. LLVM's bitcode reader refuses such a
// module ("Incorrect type in struct initializer", "Invalid record"), so the
// device link failed. A pass at the start of the device compile's pipeline
// casts such arguments to the types the calls declare, and drops the
// constructor and destructor lists: device code runs no dynamic
// initializers. The host code itself is harmless: the device link keeps
// only what kernels reach.
//
//===----------------------------------------------------------------------===//

#ifndef SPIRV_CLANG_SYCLDEVICEIR_H
#define SPIRV_CLANG_SYCLDEVICEIR_H

namespace clang {
class CompilerInstance;
}

/// Registers the repairs for a SYCL device compile; nothing for others.
void addSYCLDeviceIRRepairs(clang::CompilerInstance &CI);

#endif
