//===- SPIRVTargetStreamer.h - SPIR-V module header emission ----*- C++ -*-===//
//
// The module header is the only part of a SPIR-V module that is not an
// instruction. The AsmPrinter calls emitHeader once, before the first
// instruction: the object flavour emits the five header words, the assembly
// flavour prints the comment lines spirv-dis prints for them.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVTARGETSTREAMER_H
#define LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVTARGETSTREAMER_H

#include "llvm/MC/MCStreamer.h"
#include <cstdint>

namespace llvm {
class formatted_raw_ostream;
class MCInstPrinter;
class MCSubtargetInfo;

class SPIRVTargetStreamer : public MCTargetStreamer {
public:
  SPIRVTargetStreamer(MCStreamer &S) : MCTargetStreamer(S) {}

  /// \p VersionWord is (major << 16) | (minor << 8); \p Bound is one more than
  /// the largest id used in the module.
  virtual void emitHeader(uint32_t VersionWord, uint32_t Bound) = 0;
};

/// Prints "; SPIR-V", "; Version: 1.0", ... as spirv-dis does.
class SPIRVTargetAsmStreamer : public SPIRVTargetStreamer {
  formatted_raw_ostream &OS;
  MCInstPrinter *InstPrinter;

public:
  SPIRVTargetAsmStreamer(MCStreamer &S, formatted_raw_ostream &OS,
                         MCInstPrinter *InstPrinter);
  void emitHeader(uint32_t VersionWord, uint32_t Bound) override;
  void changeSection(const MCSection *CurSection, MCSection *Section,
                     uint32_t SubSection, raw_ostream &OS) override {}
};

/// Emits the header words as data at the start of the module's section.
class SPIRVTargetObjectStreamer : public SPIRVTargetStreamer {
public:
  SPIRVTargetObjectStreamer(MCStreamer &S) : SPIRVTargetStreamer(S) {}
  void emitHeader(uint32_t VersionWord, uint32_t Bound) override;
};

/// For -filetype=null: accepts the header and drops it.
class SPIRVTargetNullStreamer : public SPIRVTargetStreamer {
public:
  SPIRVTargetNullStreamer(MCStreamer &S) : SPIRVTargetStreamer(S) {}
  void emitHeader(uint32_t VersionWord, uint32_t Bound) override {}
};

} // namespace llvm

#endif
