//===- SPIRVMCTargetDesc.cpp - SPIR-V target descriptions -----------------===//

#include "SPIRVMCTargetDesc.h"
#include "SPIRVInstPrinter.h"
#include "SPIRVTargetStreamer.h"
#include "TargetInfo/SPIRVTargetInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/TargetParser/Triple.h"
#include <vector>

#define GET_INSTRINFO_MC_DESC
#include "SPIRVGenInstrInfo.inc"

#define GET_REGINFO_MC_DESC
#include "SPIRVGenRegisterInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "SPIRVGenSubtargetInfo.inc"

using namespace llvm;

/// The target's instruction descriptions, for code that has no subtarget
/// (IR passes describing builtins).
static const MCInstrInfo &targetInstrInfo() {
  static const MCInstrInfo *MII = [] {
    auto *X = new MCInstrInfo();
    InitSPIRVMCInstrInfo(X);
    return X;
  }();
  return *MII;
}

/// The grammar entry of each target opcode, null for pseudos and generic
/// opcodes. Made once: every emitted instruction is looked up.
static ArrayRef<const SPIRV::GrammarInstruction *> grammarOfOpcodes() {
  static const std::vector<const SPIRV::GrammarInstruction *> Table = [] {
    const MCInstrInfo &MII = targetInstrInfo();
    std::vector<const SPIRV::GrammarInstruction *> Table(MII.getNumOpcodes());
    for (unsigned Opcode = 0; Opcode < MII.getNumOpcodes(); ++Opcode) {
      // Pseudos and generic opcodes carry TSFlags of zero, which is OpNop's
      // opcode: only a matching name proves it is the grammar's instruction.
      const SPIRV::GrammarInstruction *GI =
          SPIRV::lookupInstruction(SPIRV::getSPIRVOpcode(MII.get(Opcode)));
      if (GI && MII.getName(Opcode) == GI->Name)
        Table[Opcode] = GI;
    }
    return Table;
  }();
  return Table;
}

const SPIRV::GrammarInstruction *SPIRV::getGrammarInstruction(unsigned Opcode) {
  ArrayRef<const GrammarInstruction *> Table = grammarOfOpcodes();
  return Opcode < Table.size() ? Table[Opcode] : nullptr;
}

unsigned SPIRV::getTargetOpcode(const GrammarInstruction &GI) {
  ArrayRef<const GrammarInstruction *> Table = grammarOfOpcodes();
  const auto *It = llvm::find(Table, &GI);
  return It == Table.end() ? 0 : unsigned(It - Table.begin());
}

namespace {
class SPIRVMCAsmInfo : public MCAsmInfo {
public:
  explicit SPIRVMCAsmInfo(const Triple &TT) {
    CodePointerSize = CalleeSaveStackSlotSize = TT.isArch64Bit() ? 8 : 4;
    IsLittleEndian = true;
    // spirv-as reads ';' comments; the text holds instructions and nothing
    // else (no sections, labels or directives exist in SPIR-V assembly).
    CommentString = ";";
    MinInstAlignment = 4;
    MaxInstLength = 0xFFFF * 4;
    HasDotTypeDotSizeDirective = false;
    HasSingleParameterDotFile = false;
    HasIdentDirective = false;
    HasFunctionAlignment = false;
    HasLEB128Directives = false;
    SupportsDebugInformation = false;
    UseIntegratedAssembler = true;
  }
};
} // namespace

static MCAsmInfo *createSPIRVMCAsmInfo(const MCRegisterInfo &MRI,
                                       const Triple &TT,
                                       const MCTargetOptions &Options) {
  return new SPIRVMCAsmInfo(TT);
}

static MCInstrInfo *createSPIRVMCInstrInfo() {
  MCInstrInfo *X = new MCInstrInfo();
  InitSPIRVMCInstrInfo(X);
  return X;
}

static MCRegisterInfo *createSPIRVMCRegisterInfo(const Triple &TT) {
  MCRegisterInfo *X = new MCRegisterInfo();
  InitSPIRVMCRegisterInfo(X, SPIRV::ID0);
  return X;
}

static MCSubtargetInfo *
createSPIRVMCSubtargetInfo(const Triple &TT, StringRef CPU, StringRef FS) {
  return createSPIRVMCSubtargetInfoImpl(TT, CPU, /*TuneCPU=*/CPU, FS);
}

static MCInstPrinter *createSPIRVMCInstPrinter(const Triple &T,
                                               unsigned SyntaxVariant,
                                               const MCAsmInfo &MAI,
                                               const MCInstrInfo &MII,
                                               const MCRegisterInfo &MRI) {
  if (SyntaxVariant != 0)
    return nullptr;
  return new SPIRVInstPrinter(MAI, MII, MRI);
}

static MCTargetStreamer *
createSPIRVAsmTargetStreamer(MCStreamer &S, formatted_raw_ostream &OS,
                             MCInstPrinter *InstPrint) {
  return new SPIRVTargetAsmStreamer(S, OS, InstPrint);
}

static MCTargetStreamer *
createSPIRVObjectTargetStreamer(MCStreamer &S, const MCSubtargetInfo &STI) {
  return new SPIRVTargetObjectStreamer(S);
}

static MCTargetStreamer *createSPIRVNullTargetStreamer(MCStreamer &S) {
  return new SPIRVTargetNullStreamer(S);
}

extern "C" LLVM_EXTERNAL_VISIBILITY void LLVMInitializeSPIRVTargetMC() {
  for (Target *T : {&getTheSPIRV32Target(), &getTheSPIRV64Target()}) {
    RegisterMCAsmInfoFn X(*T, createSPIRVMCAsmInfo);
    TargetRegistry::RegisterMCInstrInfo(*T, createSPIRVMCInstrInfo);
    TargetRegistry::RegisterMCRegInfo(*T, createSPIRVMCRegisterInfo);
    TargetRegistry::RegisterMCSubtargetInfo(*T, createSPIRVMCSubtargetInfo);
    TargetRegistry::RegisterMCInstPrinter(*T, createSPIRVMCInstPrinter);
    TargetRegistry::RegisterMCCodeEmitter(*T, createSPIRVMCCodeEmitter);
    TargetRegistry::RegisterMCAsmBackend(*T, createSPIRVAsmBackend);
    TargetRegistry::RegisterAsmTargetStreamer(*T, createSPIRVAsmTargetStreamer);
    TargetRegistry::RegisterObjectTargetStreamer(
        *T, createSPIRVObjectTargetStreamer);
    TargetRegistry::RegisterNullTargetStreamer(*T,
                                               createSPIRVNullTargetStreamer);
  }
}
