//===- SPIRV.h - Top-level interface for the SPIR-V target -----*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRV_H
#define LLVM_LIB_TARGET_SPIRV_SPIRV_H

#include "llvm/Pass.h"

namespace llvm {
class MDNode;
class FunctionPass;
class ModulePass;
class PassRegistry;

// The IR passes, in pipeline order (docs/Design.md, "The pipeline"); each
// does one job and can be inspected alone with -stop-after=<its name>.
/// spirv-legacy-handles: images and samplers passed as pointers (or i32
/// samplers) get their target extension types.
ModulePass *createSPIRVLegacyHandlesPass();
ModulePass *createSPIRVUnwrapBuiltinValuesPass();
/// spirv-inline-definitions: available_externally bodies become internal.
ModulePass *createSPIRVInlineDefinitionsPass();
/// spirv-promote-bfloat: bfloat arithmetic is computed in float.
ModulePass *createSPIRVPromoteBFloatPass();
/// Whether a machine instruction's !pcsections is spirv-promote-bfloat's
/// mark of a bfloat result.
bool isBFloatResult(const MDNode *PCSections);
/// spirv-lower-intrinsics: LLVM intrinsics become what SPIR-V has.
ModulePass *createSPIRVLowerIntrinsicsPass();
/// spirv-check-module: rejects what the target cannot lower.
ModulePass *createSPIRVCheckModulePass();
/// spirv-private-globals: private program-scope variables become Function
/// variables of kernels, passed to the functions they call.
ModulePass *createSPIRVPrivateGlobalsPass();
/// spirv-expand-constant-exprs: constant expressions become instructions.
ModulePass *createSPIRVExpandConstantExprsPass();
/// spirv-private-allocas: generic allocas become private ones cast to it.
ModulePass *createSPIRVPrivateAllocasPass();
/// spirv-lower-mem-intrinsics: memset and memmove become loops.
ModulePass *createSPIRVLowerMemIntrinsicsPass();
/// spirv-split-switch-edges: one block per switch edge into a phi block.
ModulePass *createSPIRVSplitSwitchEdgesPass();
FunctionPass *createSPIRVAlignAtomicsPass();
/// spirv-expand-handle-selects: selects of images and samplers become phis.
ModulePass *createSPIRVExpandHandleSelectsPass();
/// spirv-lower-work-items: work-item builtins become BuiltIn variable loads.
ModulePass *createSPIRVLowerWorkItemsPass();
/// spirv-decide-pointees: pointee types of arguments, returns and slots.
ModulePass *createSPIRVDecidePointeesPass();
/// spirv-access-chains: getelementptr becomes an access-chain marker.
ModulePass *createSPIRVAccessChainsPass();
/// Gives every virtual register its SPIR-V type (SPIRVTypeInference.cpp).
FunctionPass *createSPIRVTypeInferencePass();

namespace SPIRV {
/// A module flag (an i32, nonzero) saying the module is linked in full, as
/// the SYCL device link makes it: a call to a function the module only
/// declares and no builtin family lowers is then an error, where otherwise
/// it is imported (docs/Design.md).
constexpr const char FullyLinkedModuleFlag[] = "spirv.fully-linked";
} // namespace SPIRV

void initializeSPIRVLegacyHandlesPass(PassRegistry &);
void initializeSPIRVUnwrapBuiltinValuesPass(PassRegistry &);
void initializeSPIRVInlineDefinitionsPass(PassRegistry &);
void initializeSPIRVPromoteBFloatPass(PassRegistry &);
void initializeSPIRVLowerIntrinsicsPass(PassRegistry &);
void initializeSPIRVCheckModulePass(PassRegistry &);
void initializeSPIRVPrivateGlobalsPass(PassRegistry &);
void initializeSPIRVExpandConstantExprsPass(PassRegistry &);
void initializeSPIRVPrivateAllocasPass(PassRegistry &);
void initializeSPIRVLowerMemIntrinsicsPass(PassRegistry &);
void initializeSPIRVSplitSwitchEdgesPass(PassRegistry &);
void initializeSPIRVAlignAtomicsPass(PassRegistry &);
void initializeSPIRVExpandHandleSelectsPass(PassRegistry &);
void initializeSPIRVLowerWorkItemsPass(PassRegistry &);
void initializeSPIRVDecidePointeesPass(PassRegistry &);
void initializeSPIRVAccessChainsPass(PassRegistry &);
void initializeSPIRVTypeInferencePass(PassRegistry &);
void initializeSPIRVModuleStatePass(PassRegistry &);
void initializeSPIRVAsmPrinterPass(PassRegistry &);

} // namespace llvm

#endif
