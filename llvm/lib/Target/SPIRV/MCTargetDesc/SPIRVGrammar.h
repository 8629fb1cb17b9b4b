//===- SPIRVGrammar.h - Tables generated from the SPIR-V grammar -*- C++ -*-===//
//
// Opcodes, operand kinds, enumerants and their requirements (capabilities,
// extensions, version range). Everything here is generated at build time from
// SPIRV-Headers' machine-readable grammar by utils/spirv-grammar; nothing in
// the target spells a SPIR-V number by hand.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVGRAMMAR_H
#define LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVGRAMMAR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <bitset>
#include <cstdint>
#include <optional>

#include "SPIRVGrammarEnums.inc"

namespace llvm {
namespace SPIRV {

enum class OperandCategory : uint8_t { BitEnum, ValueEnum, Id, Literal, Composite };
enum class Quantifier : uint8_t { One, Optional, Variadic };

/// A SPIR-V version as encoded in the module header: (major << 16) | (minor << 8).
using VersionWord = uint32_t;
constexpr VersionWord makeVersion(unsigned Major, unsigned Minor) {
  return (Major << 16) | (Minor << 8);
}
constexpr VersionWord NoVersion = 0xFFFFFFFFu;

struct GrammarOperand {
  OperandKind Kind;
  Quantifier Quant;
};

/// What using an opcode or enumerant requires. Capabilities are alternatives:
/// declaring any one of them is enough. Extensions are alternatives too.
/// MinVersion is NoVersion when only an extension makes it available.
struct Availability {
  VersionWord MinVersion;
  VersionWord LastVersion;
  uint16_t FirstCapability, NumCapabilities;
  uint16_t FirstExtension, NumExtensions;

  ArrayRef<uint32_t> capabilities() const;
  ArrayRef<Extension> extensions() const;
};

struct GrammarInstruction {
  uint16_t Opcode;
  const char *Name;
  uint16_t FirstOperand, NumOperands;
  Availability Avail;
  /// The grammar's class: what the instruction does (Arithmetic, Atomic,
  /// Memory...), which says whether it touches memory.
  InstructionClass Class;

  ArrayRef<GrammarOperand> operands() const;
};

struct GrammarEnumerant {
  OperandKind Kind;
  uint32_t Value;
  const char *Name;
  uint16_t FirstParameter, NumParameters;
  Availability Avail;

  /// Extra operands that follow this enumerant (e.g. Decoration BuiltIn).
  ArrayRef<GrammarOperand> parameters() const;
};

struct OperandKindInfo {
  const char *Name;
  OperandCategory Category;
  uint16_t FirstEnumerant, NumEnumerants;
};

struct GrammarExtInst {
  uint32_t Opcode;
  const char *Name;
  uint16_t FirstOperand, NumOperands;

  ArrayRef<GrammarOperand> operands() const;
};

/// A set of extensions (those a module may use).
using ExtensionSet = std::bitset<NumExtensions>;

/// The name of an extension (SPV_INTEL_subgroups).
StringRef extensionName(Extension E);
/// The extension with this name; none if the grammar does not name it.
std::optional<Extension> lookupExtension(StringRef Name);

/// The core grammar's version (the newest SPIR-V the tables know).
VersionWord grammarVersion();

/// Looks up a core instruction by its SPIR-V opcode; null if unknown.
const GrammarInstruction *lookupInstruction(unsigned Opcode);
/// Looks up a core instruction by its name (OpGroupIAdd) or another
/// spelling the grammar gives it (OpSDotKHR); null if unknown.
const GrammarInstruction *lookupInstruction(StringRef Name);

const OperandKindInfo &operandKindInfo(OperandKind Kind);

/// All enumerants of a value or bit enum, in grammar order.
ArrayRef<GrammarEnumerant> enumerants(OperandKind Kind);

/// The canonical enumerant with this exact value; null if there is none.
const GrammarEnumerant *lookupEnumerant(OperandKind Kind, uint32_t Value);

/// Capabilities that declaring \p Capability implicitly declares too.
ArrayRef<uint32_t> impliedCapabilities(uint32_t Capability);

/// The OpenCL.std extended instruction set.
const GrammarExtInst *lookupOpenCLStdInst(uint32_t Opcode);
/// The OpenCL.std instruction with this name (sqrt, s_max); null if unknown.
const GrammarExtInst *lookupOpenCLStdInst(StringRef Name);

/// Decodes a literal string at \p Pos (bytes in little-endian word order up
/// to the first NUL, which ends the word that holds it) and moves \p Pos
/// past it.
std::string decodeString(ArrayRef<uint32_t> Words, size_t &Pos);

/// The name OpExtInstImport gives the debug information set.
constexpr const char OpenCLDebugInfo100SetName[] = "OpenCL.DebugInfo.100";
/// Instruction \p Number of the imported set \p SetName (OpenCL.std or
/// OpenCL.DebugInfo.100); null if the set or the number is unknown.
const GrammarExtInst *lookupExtInst(StringRef SetName, uint32_t Number);

} // namespace SPIRV
} // namespace llvm

#endif
