//===- SPIRVRegisterBankInfo.cpp - The one register bank ------------------===//

#include "SPIRVRegisterBankInfo.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"

#define GET_TARGET_REGBANK_IMPL
#include "SPIRVGenRegisterBank.inc"

using namespace llvm;

const RegisterBankInfo::InstructionMapping &
SPIRVRegisterBankInfo::getInstrMapping(const MachineInstr &MI) const {
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  const RegisterBank &Bank = getRegBank(SPIRV::IDRegBankID);
  SmallVector<const ValueMapping *, 8> Operands(MI.getNumOperands(), nullptr);
  for (unsigned I = 0, E = MI.getNumOperands(); I != E; ++I) {
    const MachineOperand &MO = MI.getOperand(I);
    if (!MO.isReg() || !MO.getReg().isVirtual())
      continue;
    LLT Ty = MRI.getType(MO.getReg());
    if (!Ty.isValid())
      continue;
    Operands[I] = &getValueMapping(0, Ty.getSizeInBits(), Bank);
  }
  return getInstructionMapping(DefaultMappingID, /*Cost=*/1,
                               getOperandsMapping(Operands),
                               MI.getNumOperands());
}
