//===- SPIRVCallLowering.h - Calls, parameters and returns -----*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_GISEL_SPIRVCALLLOWERING_H
#define LLVM_LIB_TARGET_SPIRV_GISEL_SPIRVCALLLOWERING_H

#include "llvm/CodeGen/GlobalISel/CallLowering.h"

namespace llvm {
class SPIRVTargetLowering;

/// SPIR-V has no calling convention to lower: parameters, calls and
/// returns map one to one onto OpFunctionParameter, OpFunctionCall and
/// OpReturn/OpReturnValue. The target's own access-chain markers (see
/// SPIRVAccessChains) become access-chain instructions here, and calls of
/// OpenCL builtins (SPIRVBuiltins.h) the instructions that compute them.
class SPIRVCallLowering : public CallLowering {
public:
  explicit SPIRVCallLowering(const SPIRVTargetLowering &TLI);

  bool lowerReturn(MachineIRBuilder &MIRBuilder, const Value *Val,
                   ArrayRef<Register> VRegs, FunctionLoweringInfo &FLI,
                   Register SwiftErrorVReg) const override;
  bool lowerFormalArguments(MachineIRBuilder &MIRBuilder, const Function &F,
                            ArrayRef<ArrayRef<Register>> VRegs,
                            FunctionLoweringInfo &FLI) const override;
  bool lowerCall(MachineIRBuilder &MIRBuilder,
                 CallLoweringInfo &Info) const override;
};

/// An aggregate value of IR type \p IRTy from the leaf registers
/// IRTranslator split it into: OpCompositeInsert into an OpUndef, one leaf
/// at a time (the Khronos reader crashes on OpCompositeConstruct).
/// \p AtBoundary: the value crosses a function boundary, where its arrays
/// are structs (spirvTypeAtBoundary); an instruction's operand keeps its type.
Register buildAggregate(MachineIRBuilder &B, Type *IRTy,
                        ArrayRef<Register> Leaves, bool AtBoundary = true);

/// The leaves of aggregate \p Agg of IR type \p IRTy into \p Leaves:
/// OpCompositeExtract.
void extractLeaves(MachineIRBuilder &B, Register Agg, Type *IRTy,
                   ArrayRef<Register> Leaves);

} // namespace llvm

#endif
