//===- SPIRVTargetInfo.cpp - SPIR-V target registration -------------------===//

#include "SPIRVTargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

Target &llvm::getTheSPIRV32Target() {
  static Target TheSPIRV32Target;
  return TheSPIRV32Target;
}

Target &llvm::getTheSPIRV64Target() {
  static Target TheSPIRV64Target;
  return TheSPIRV64Target;
}

extern "C" LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeSPIRVTargetInfo() {
  // HasJIT = false: modules are handed to a driver, never executed in-process.
  RegisterTarget<Triple::spirv32, /*HasJIT=*/false> X(
      getTheSPIRV32Target(), "spirv32", "SPIR-V 32-bit", "SPIRV");
  RegisterTarget<Triple::spirv64, /*HasJIT=*/false> Y(
      getTheSPIRV64Target(), "spirv64", "SPIR-V 64-bit", "SPIRV");
}
