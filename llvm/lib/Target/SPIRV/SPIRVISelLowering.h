//===- SPIRVISelLowering.h - SPIR-V lowering information -------*- C++ -*-===//
//
// GlobalISel still consults TargetLowering for value types and for how
// switches are lowered; SPIR-V needs no SelectionDAG lowering.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVISELLOWERING_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVISELLOWERING_H

#include "llvm/CodeGen/TargetLowering.h"

namespace llvm {
class SPIRVSubtarget;

class SPIRVTargetLowering : public TargetLowering {
public:
  SPIRVTargetLowering(const TargetMachine &TM, const SPIRVSubtarget &STI);

  // Dense switches become jump tables, which the selector turns into
  // OpSwitch (the table is never emitted); sparse ones compare and branch.
  bool areJTsAllowed(const Function *) const override { return true; }
  // Keep fmuladd as a multiply and an add: OpenCL's fma is a builtin call.
  bool isFMAFasterThanFMulAndFAdd(const MachineFunction &, LLT) const override {
    return false;
  }
};

} // namespace llvm

#endif
