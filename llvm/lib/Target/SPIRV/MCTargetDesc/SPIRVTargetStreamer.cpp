//===- SPIRVTargetStreamer.cpp - SPIR-V module header emission ------------===//

#include "SPIRVTargetStreamer.h"
#include "SPIRVInstPrinter.h"
#include "SPIRVMCTargetDesc.h"
#include "llvm/Support/FormattedStream.h"

using namespace llvm;

SPIRVTargetAsmStreamer::SPIRVTargetAsmStreamer(MCStreamer &S,
                                               formatted_raw_ostream &OS,
                                               MCInstPrinter *InstPrinter)
    : SPIRVTargetStreamer(S), OS(OS), InstPrinter(InstPrinter) {}

void SPIRVTargetAsmStreamer::emitHeader(uint32_t VersionWord, uint32_t Bound) {
  // A header starts a module: forget the ids of the previous one.
  if (InstPrinter)
    static_cast<SPIRVInstPrinter *>(InstPrinter)->resetModuleState();
  // spirv-dis names tool id 0 after its vendor only; our generator word never
  // uses another id (see SPIRVGeneratorWord).
  static_assert(SPIRV::SPIRVGeneratorToolId == 0,
                "update the generator name printed below");
  OS << "; SPIR-V\n";
  OS << "; Version: " << ((VersionWord >> 16) & 0xFF) << '.'
     << ((VersionWord >> 8) & 0xFF) << '\n';
  OS << "; Generator: Khronos; " << (SPIRV::SPIRVGeneratorWord & 0xFFFF)
     << '\n';
  OS << "; Bound: " << Bound << '\n';
  OS << "; Schema: 0\n";
}

void SPIRVTargetObjectStreamer::emitHeader(uint32_t VersionWord,
                                           uint32_t Bound) {
  MCStreamer &S = getStreamer();
  for (uint32_t Word :
       {SPIRV::MagicNumber, VersionWord, SPIRV::SPIRVGeneratorWord, Bound,
        /*Schema=*/uint32_t(0)})
    S.emitIntValue(Word, 4);
}
