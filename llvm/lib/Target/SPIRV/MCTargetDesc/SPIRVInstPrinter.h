//===- SPIRVInstPrinter.h - SPIR-V assembly in spirv-dis syntax -*- C++ -*-===//
//
// Prints one SPIR-V instruction per MCInst, as `spirv-dis --raw-id` does, so
// that spirv-as reads our text back into the words our binary holds.
// Printing is driven by the grammar tables. Some literals can only be decoded
// with knowledge of earlier instructions (the width of an OpConstant's value
// depends on its type, OpExtInst names depend on the imported set), so the
// printer remembers those facts across the instructions of one module.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVINSTPRINTER_H
#define LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVINSTPRINTER_H

#include "SPIRVGrammar.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCInstPrinter.h"
#include <string>

namespace llvm {

class SPIRVInstPrinter : public MCInstPrinter {
public:
  SPIRVInstPrinter(const MCAsmInfo &MAI, const MCInstrInfo &MII,
                   const MCRegisterInfo &MRI)
      : MCInstPrinter(MAI, MII, MRI) {}

  void printInst(const MCInst *MI, uint64_t Address, StringRef Annot,
                 const MCSubtargetInfo &STI, raw_ostream &OS) override;
  std::pair<const char *, uint64_t> getMnemonic(const MCInst &MI) const override;

  /// Forgets the types, values and imports seen so far (a new module starts).
  void resetModuleState();

  /// Formats an IEEE value of \p Width bits (16, 32 or 64) as spirv-dis does:
  /// decimal with enough digits to round-trip for normal numbers and zeros of
  /// width 32 and 64, hex float otherwise.
  /// \p BFloat16: a 16-bit float of the BFloat16KHR encoding (8 exponent
  /// bits), not IEEE half.
  static std::string formatFloat(uint64_t Bits, unsigned Width, bool BFloat16 = false);

private:
  struct NumericType {
    bool IsFloat;
    bool IsSigned;
    unsigned Width;
    bool BFloat16 = false;
  };

  /// Decoding state of one instruction's operand words.
  struct Cursor {
    ArrayRef<uint32_t> Words;
    size_t Pos = 0;
    bool atEnd() const { return Pos >= Words.size(); }
    size_t remaining() const { return Words.size() - Pos; }
  };

  // Module state: OpTypeInt/OpTypeFloat ids, each value's type, and the
  // names of imported extended instruction sets.
  DenseMap<uint32_t, NumericType> NumericTypes;
  DenseMap<uint32_t, uint32_t> ValueTypes;
  DenseMap<uint32_t, std::string> ExtInstSets;

  void recordModuleFacts(unsigned Opcode, const SPIRV::GrammarInstruction &GI,
                         ArrayRef<uint32_t> Words);

  /// Prints one operand of kind \p Kind, consuming its words. Operands that
  /// the value implies (enumerant parameters, an extended instruction's
  /// operands) are inserted into \p Pending at \p InsertAt.
  void printOperand(SPIRV::OperandKind Kind, Cursor &C, uint32_t ContextType,
                    SmallVectorImpl<SPIRV::GrammarOperand> &Pending,
                    size_t InsertAt, raw_ostream &OS);
  void printEnum(SPIRV::OperandKind Kind, uint32_t Value,
                 SmallVectorImpl<SPIRV::GrammarOperand> &Pending,
                 size_t InsertAt, raw_ostream &OS);
  void printContextNumber(uint32_t TypeId, Cursor &C, raw_ostream &OS);
  static void printString(Cursor &C, raw_ostream &OS);
};

} // namespace llvm

#endif
