//===- SPIRVRegisterBankInfo.h - The one register bank ---------*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_GISEL_SPIRVREGISTERBANKINFO_H
#define LLVM_LIB_TARGET_SPIRV_GISEL_SPIRVREGISTERBANKINFO_H

#include "llvm/CodeGen/RegisterBankInfo.h"

#define GET_REGBANK_DECLARATIONS
#include "SPIRVGenRegisterBank.inc"

namespace llvm {

class SPIRVGenRegisterBankInfo : public RegisterBankInfo {
protected:
#define GET_TARGET_REGBANK_CLASS
#include "SPIRVGenRegisterBank.inc"
};

/// Every SPIR-V value is an id: one bank, and every operand maps to it.
class SPIRVRegisterBankInfo final : public SPIRVGenRegisterBankInfo {
public:
  const InstructionMapping &
  getInstrMapping(const MachineInstr &MI) const override;
};

} // namespace llvm

#endif
