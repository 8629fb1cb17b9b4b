//===- SPIRVRegisterInfo.cpp - SPIR-V register information ----------------===//

#include "SPIRVRegisterInfo.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "SPIRVFrameLowering.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;

#define GET_REGINFO_TARGET_DESC
#include "SPIRVGenRegisterInfo.inc"

SPIRVRegisterInfo::SPIRVRegisterInfo() : SPIRVGenRegisterInfo(SPIRV::ID0) {}

const MCPhysReg *
SPIRVRegisterInfo::getCalleeSavedRegs(const MachineFunction *) const {
  static const MCPhysReg None[] = {0};
  return None;
}

BitVector SPIRVRegisterInfo::getReservedRegs(const MachineFunction &) const {
  // The one physical register exists only because TableGen needs it.
  BitVector Reserved(getNumRegs());
  Reserved.set(SPIRV::ID0);
  return Reserved;
}

bool SPIRVRegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator, int,
                                            unsigned, RegScavenger *) const {
  // Frame indices are selected into OpVariable; none reach this point.
  return false;
}

Register SPIRVRegisterInfo::getFrameRegister(const MachineFunction &) const {
  return Register();
}
