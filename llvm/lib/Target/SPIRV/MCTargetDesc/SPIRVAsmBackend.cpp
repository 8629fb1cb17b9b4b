//===- SPIRVAsmBackend.cpp - SPIR-V assembler backend and object writer ---===//
//
// SPIR-V refers to everything by id, never by address, so there are no
// fixups, no relocations and no relaxation: the object file is the bytes of
// the header and the instructions, in the order they were emitted.
//
//===----------------------------------------------------------------------===//

#include "SPIRVMCTargetDesc.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCSPIRVObjectWriter.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

class SPIRVObjectTargetWriter : public MCSPIRVObjectTargetWriter {};

class SPIRVAsmBackend : public MCAsmBackend {
public:
  SPIRVAsmBackend() : MCAsmBackend(llvm::endianness::little) {}

  std::unique_ptr<MCObjectTargetWriter>
  createObjectTargetWriter() const override {
    return std::make_unique<SPIRVObjectTargetWriter>();
  }

  void applyFixup(const MCFragment &, const MCFixup &, const MCValue &,
                  uint8_t *, uint64_t, bool) override {}

  // Instructions are whole words and nothing aligns them, so padding is
  // never requested; refuse rather than write bytes that are no instruction.
  bool writeNopData(raw_ostream &OS, uint64_t Count,
                    const MCSubtargetInfo *STI) const override {
    return Count == 0;
  }
};

class SPIRVBinaryWriter final : public MCObjectWriter {
  raw_pwrite_stream &OS;

public:
  explicit SPIRVBinaryWriter(raw_pwrite_stream &OS) : OS(OS) {}

  uint64_t writeObject() override {
    uint64_t Start = OS.tell();
    for (const MCSection &Sec : *Asm)
      Asm->writeSectionData(OS, &Sec);
    return OS.tell() - Start;
  }
};

} // namespace

MCAsmBackend *llvm::createSPIRVAsmBackend(const Target &T,
                                          const MCSubtargetInfo &STI,
                                          const MCRegisterInfo &MRI,
                                          const MCTargetOptions &Options) {
  return new SPIRVAsmBackend();
}

std::unique_ptr<MCObjectWriter>
llvm::createSPIRVBinaryWriter(raw_pwrite_stream &OS) {
  return std::make_unique<SPIRVBinaryWriter>(OS);
}

std::unique_ptr<MCStreamer> llvm::createSPIRVObjectStreamer(
    const Target &T, const Triple &TT, MCContext &Ctx, raw_pwrite_stream &OS,
    const MCInstrInfo &MII, const MCRegisterInfo &MRI,
    const MCSubtargetInfo &STI, const MCTargetOptions &Options) {
  std::unique_ptr<MCCodeEmitter> CE(T.createMCCodeEmitter(MII, Ctx));
  std::unique_ptr<MCAsmBackend> MAB(T.createMCAsmBackend(STI, MRI, Options));
  // Target::createMCObjectStreamer picks LLVM's generic SPIR-V streamer for
  // the triple's object format and attaches SPIRVTargetObjectStreamer.
  return std::unique_ptr<MCStreamer>(
      T.createMCObjectStreamer(TT, Ctx, std::move(MAB),
                               createSPIRVBinaryWriter(OS), std::move(CE), STI));
}
