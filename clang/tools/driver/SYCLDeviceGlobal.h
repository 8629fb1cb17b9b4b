//===- SYCLDeviceGlobal.h - DPC++'s device_global in both compiles -------===//
#ifndef SPIRV_CLANG_SYCLDEVICEGLOBAL_H
#define SPIRV_CLANG_SYCLDEVICEGLOBAL_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
}

/// The host compile's pass: a constructor registers each device_global
/// variable the translation unit defines with the library, by address and
/// name.
struct DeviceGlobalRegistrationPass
    : llvm::PassInfoMixin<DeviceGlobalRegistrationPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

/// The device link's lowering: every access of a device_global reads its
/// storage's address from two specialization constants. Returns the
/// registration entries that describe the variables to the library.
llvm::Expected<std::vector<std::string>> lowerDeviceGlobals(llvm::Module &M);

#endif
