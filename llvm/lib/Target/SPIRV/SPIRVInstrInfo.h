//===- SPIRVInstrInfo.h - SPIR-V instruction information -------*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVINSTRINFO_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVINSTRINFO_H

#include "SPIRVRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

#define GET_INSTRINFO_HEADER
#include "SPIRVGenInstrInfo.inc"

namespace llvm {
class SPIRVSubtarget;

namespace SPIRV {
/// The operands of G_SPIRV_ACCESS_CHAIN (SPIRVInstrInfo.td).
namespace AccessChainOperand {
enum : unsigned { Result, Token, InBounds, Base, Element, FirstIndex };
}

/// The target generic opcode that carries the SPIR-V instruction \p Opcode
/// (SPIRV::OpXxx) with a result before selection: G_SPIRV_INST,
/// G_SPIRV_INST_MEM or G_SPIRV_INST_CONVERGENT, by what its grammar class
/// says it does (SPIRVInstrInfo.td).
unsigned genericInstOpcode(unsigned Opcode);
} // namespace SPIRV

class SPIRVInstrInfo : public SPIRVGenInstrInfo {
  SPIRVRegisterInfo RI;

public:
  explicit SPIRVInstrInfo(const SPIRVSubtarget &STI);
  const SPIRVRegisterInfo &getRegisterInfo() const { return RI; }
};

} // namespace llvm

#endif
