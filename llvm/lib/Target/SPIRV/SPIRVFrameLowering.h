//===- SPIRVFrameLowering.h - SPIR-V has no stack frame --------*- C++ -*-===//
//
// Allocas become OpVariable in the Function storage class; there is no
// stack, no prologue and no epilogue.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVFRAMELOWERING_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVFRAMELOWERING_H

#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {

class SPIRVFrameLowering : public TargetFrameLowering {
public:
  SPIRVFrameLowering()
      : TargetFrameLowering(StackGrowsDown, Align(8), 0) {}
  void emitPrologue(MachineFunction &, MachineBasicBlock &) const override {}
  void emitEpilogue(MachineFunction &, MachineBasicBlock &) const override {}

protected:
  bool hasFPImpl(const MachineFunction &) const override { return false; }
};

} // namespace llvm

#endif
