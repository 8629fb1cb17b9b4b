//===- SPIRVMCCodeEmitter.h - SPIR-V instruction encoding -------*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVMCCODEEMITTER_H
#define LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVMCCODEEMITTER_H

#include "llvm/MC/MCCodeEmitter.h"

namespace llvm {
class MCContext;
class MCInstrInfo;

/// Encodes an MCInst as a SPIR-V instruction: the word (word count << 16) |
/// opcode, then one word per immediate operand, little-endian.
class SPIRVMCCodeEmitter : public MCCodeEmitter {
  const MCInstrInfo &MCII;
  MCContext &Ctx;

public:
  SPIRVMCCodeEmitter(const MCInstrInfo &MCII, MCContext &Ctx)
      : MCII(MCII), Ctx(Ctx) {}

  void encodeInstruction(const MCInst &MI, SmallVectorImpl<char> &CB,
                         SmallVectorImpl<MCFixup> &Fixups,
                         const MCSubtargetInfo &STI) const override;
};

} // namespace llvm

#endif
