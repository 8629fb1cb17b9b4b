//===- SPIRVMCCodeEmitter.cpp - SPIR-V instruction encoding ---------------===//

#include "SPIRVMCCodeEmitter.h"
#include "SPIRVMCTargetDesc.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/EndianStream.h"

using namespace llvm;

void SPIRVMCCodeEmitter::encodeInstruction(const MCInst &MI,
                                           SmallVectorImpl<char> &CB,
                                           SmallVectorImpl<MCFixup> &Fixups,
                                           const MCSubtargetInfo &STI) const {
  // Errors are reported rather than asserted: a bad instruction from the
  // code generator must not turn into a crash or a silently wrong module.
  if (!SPIRV::getGrammarInstruction(MI.getOpcode())) {
    Ctx.reportError(MI.getLoc(), Twine("cannot encode '") +
                                     MCII.getName(MI.getOpcode()) +
                                     "': not a SPIR-V instruction");
    return;
  }
  uint64_t WordCount = MI.getNumOperands() + 1;
  if (WordCount > 0xFFFF) {
    Ctx.reportError(MI.getLoc(), Twine("cannot encode '") +
                                     MCII.getName(MI.getOpcode()) + "': " +
                                     Twine(WordCount) +
                                     " words exceed the limit of 65535");
    return;
  }
  for (unsigned I = 0, E = MI.getNumOperands(); I != E; ++I) {
    if (!MI.getOperand(I).isImm()) {
      Ctx.reportError(MI.getLoc(), Twine("cannot encode '") +
                                       MCII.getName(MI.getOpcode()) +
                                       "': operand " + Twine(I) +
                                       " is not an immediate");
      return;
    }
  }
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  constexpr auto LE = llvm::endianness::little;
  support::endian::write<uint32_t>(
      CB, static_cast<uint32_t>(WordCount << 16) | SPIRV::getSPIRVOpcode(Desc),
      LE);
  for (const MCOperand &Op : MI)
    support::endian::write<uint32_t>(CB, static_cast<uint32_t>(Op.getImm()),
                                     LE);
}

MCCodeEmitter *llvm::createSPIRVMCCodeEmitter(const MCInstrInfo &MCII,
                                              MCContext &Ctx) {
  return new SPIRVMCCodeEmitter(MCII, Ctx);
}
