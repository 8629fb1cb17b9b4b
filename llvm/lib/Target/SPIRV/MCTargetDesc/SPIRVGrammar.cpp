//===- SPIRVGrammar.cpp - Tables generated from the SPIR-V grammar --------===//

#include "SPIRVGrammar.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <iterator>
#include <vector>

using namespace llvm;
using namespace llvm::SPIRV;

namespace {
/// Another spelling of an opcode (the grammar's "aliases").
struct GrammarInstructionAlias {
  const char *Name;
  uint16_t Opcode;
};
#include "SPIRVGrammarTables.inc"
} // namespace

ArrayRef<uint32_t> Availability::capabilities() const {
  return ArrayRef(CapabilityPool).slice(FirstCapability, NumCapabilities);
}

ArrayRef<Extension> Availability::extensions() const {
  return ArrayRef(ExtensionPool).slice(FirstExtension, NumExtensions);
}

StringRef SPIRV::extensionName(Extension E) {
  return ExtensionNames[static_cast<unsigned>(E)];
}

std::optional<Extension> SPIRV::lookupExtension(StringRef Name) {
  // The names are sorted (the generator emits them that way).
  const auto *It = std::lower_bound(
      std::begin(ExtensionNames), std::end(ExtensionNames), Name,
      [](const char *E, StringRef N) { return StringRef(E) < N; });
  if (It == std::end(ExtensionNames) || Name != *It)
    return std::nullopt;
  return static_cast<Extension>(It - std::begin(ExtensionNames));
}

ArrayRef<GrammarOperand> GrammarInstruction::operands() const {
  return ArrayRef(OperandPool).slice(FirstOperand, NumOperands);
}

ArrayRef<GrammarOperand> GrammarEnumerant::parameters() const {
  return ArrayRef(OperandPool).slice(FirstParameter, NumParameters);
}

ArrayRef<GrammarOperand> GrammarExtInst::operands() const {
  return ArrayRef(OperandPool).slice(FirstOperand, NumOperands);
}

VersionWord SPIRV::grammarVersion() {
  return makeVersion(GrammarMajorVersion, GrammarMinorVersion);
}

const GrammarInstruction *SPIRV::lookupInstruction(unsigned Opcode) {
  // Every instruction of a module is looked up several times (encoding,
  // requirements, id numbering): an index by opcode, made once, instead of
  // a search. Entry 0 is "none", else the table index plus one.
  static const std::vector<uint16_t> Index = [] {
    std::vector<uint16_t> Index(std::end(InstructionTable)[-1].Opcode + 1, 0);
    for (unsigned I = 0; I < std::size(InstructionTable); ++I)
      Index[InstructionTable[I].Opcode] = I + 1;
    return Index;
  }();
  if (Opcode >= Index.size() || !Index[Opcode])
    return nullptr;
  return &InstructionTable[Index[Opcode] - 1];
}

const GrammarInstruction *SPIRV::lookupInstruction(StringRef Name) {
  for (const GrammarInstruction &I : InstructionTable)
    if (Name == I.Name)
      return &I;
  for (const GrammarInstructionAlias &A : InstructionAliasTable)
    if (Name == A.Name)
      return lookupInstruction(unsigned(A.Opcode));
  return nullptr;
}

const OperandKindInfo &SPIRV::operandKindInfo(OperandKind Kind) {
  return OperandKindTable[static_cast<unsigned>(Kind)];
}

ArrayRef<GrammarEnumerant> SPIRV::enumerants(OperandKind Kind) {
  const OperandKindInfo &Info = operandKindInfo(Kind);
  return ArrayRef(EnumerantTable).slice(Info.FirstEnumerant, Info.NumEnumerants);
}

const GrammarEnumerant *SPIRV::lookupEnumerant(OperandKind Kind, uint32_t Value) {
  for (const GrammarEnumerant &E : enumerants(Kind))
    if (E.Value == Value)
      return &E;
  return nullptr;
}

ArrayRef<uint32_t> SPIRV::impliedCapabilities(uint32_t Cap) {
  // The grammar lists, on each Capability enumerant, the capabilities it
  // depends on; declaring it implicitly declares those.
  if (const GrammarEnumerant *E = lookupEnumerant(OperandKind::Capability, Cap))
    return E->Avail.capabilities();
  return {};
}

std::string SPIRV::decodeString(ArrayRef<uint32_t> Words, size_t &Pos) {
  std::string S;
  while (Pos < Words.size()) {
    uint32_t W = Words[Pos++];
    for (unsigned B = 0; B < 4; ++B) {
      char Ch = static_cast<char>((W >> (8 * B)) & 0xFF);
      if (Ch == '\0')
        return S;
      S += Ch;
    }
  }
  return S; // Unterminated: the instruction is malformed; keep what there is.
}

/// The entry of \p Table (sorted by number, as generated) for \p Number.
static const GrammarExtInst *findExtInst(ArrayRef<GrammarExtInst> Table,
                                         uint32_t Number) {
  const auto *It = llvm::lower_bound(
      Table, Number,
      [](const GrammarExtInst &I, uint32_t Op) { return I.Opcode < Op; });
  if (It == Table.end() || It->Opcode != Number)
    return nullptr;
  return It;
}

const GrammarExtInst *SPIRV::lookupOpenCLStdInst(uint32_t Opcode) {
  return findExtInst(OpenCLStdTable, Opcode);
}

const GrammarExtInst *SPIRV::lookupExtInst(StringRef SetName, uint32_t Number) {
  if (SetName == "OpenCL.std")
    return findExtInst(OpenCLStdTable, Number);
  if (SetName == OpenCLDebugInfo100SetName)
    return findExtInst(OpenCLDebugInfo100Table, Number);
  return nullptr;
}

const GrammarExtInst *SPIRV::lookupOpenCLStdInst(StringRef Name) {
  for (const GrammarExtInst &I : OpenCLStdTable)
    if (Name == I.Name)
      return &I;
  return nullptr;
}
