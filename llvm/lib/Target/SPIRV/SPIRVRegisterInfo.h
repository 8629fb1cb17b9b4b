//===- SPIRVRegisterInfo.h - SPIR-V register information -------*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVREGISTERINFO_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVREGISTERINFO_H

#include "llvm/CodeGen/TargetRegisterInfo.h"

#define GET_REGINFO_HEADER
#include "SPIRVGenRegisterInfo.inc"

namespace llvm {

/// SPIR-V values are ids in virtual registers; nothing is ever allocated.
struct SPIRVRegisterInfo : public SPIRVGenRegisterInfo {
  SPIRVRegisterInfo();
  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *MF) const override;
  BitVector getReservedRegs(const MachineFunction &MF) const override;
  bool eliminateFrameIndex(MachineBasicBlock::iterator MI, int SPAdj,
                           unsigned FIOperandNum,
                           RegScavenger *RS = nullptr) const override;
  Register getFrameRegister(const MachineFunction &MF) const override;
};

} // namespace llvm

#endif
