//===- SPIRV.h - Top-level interface for the SPIR-V target -----*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRV_H
#define LLVM_LIB_TARGET_SPIRV_SPIRV_H

#include "llvm/Pass.h"

namespace llvm {
class FunctionPass;
class ModulePass;
class PassRegistry;

/// IR-level preparation: rejects what the target cannot lower, lowers
/// builtins, rewrites getelementptr into access-chain markers and decides
/// pointee types (SPIRVPrepareModule.cpp).
ModulePass *createSPIRVPrepareModulePass();
/// Gives every virtual register its SPIR-V type (SPIRVTypeInference.cpp).
FunctionPass *createSPIRVTypeInferencePass();

void initializeSPIRVPrepareModulePass(PassRegistry &);
void initializeSPIRVTypeInferencePass(PassRegistry &);
void initializeSPIRVModuleStatePass(PassRegistry &);
void initializeSPIRVAsmPrinterPass(PassRegistry &);

} // namespace llvm

#endif
