//===- SPIRVInstPrinter.cpp - SPIR-V assembly in spirv-dis syntax ---------===//

#include "SPIRVInstPrinter.h"
#include "SPIRVMCTargetDesc.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <cstdio>
#include <cstring>

using namespace llvm;
using namespace llvm::SPIRV;

// spirv-dis right-aligns result ids so that the opcode starts in this column.
static constexpr unsigned OpcodeColumn = 15;

void SPIRVInstPrinter::resetModuleState() {
  NumericTypes.clear();
  ValueTypes.clear();
  ExtInstSets.clear();
}

std::pair<const char *, uint64_t>
SPIRVInstPrinter::getMnemonic(const MCInst &MI) const {
  const GrammarInstruction *GI = getGrammarInstruction(MI.getOpcode());
  return {GI ? GI->Name : nullptr, 0};
}

std::string SPIRVInstPrinter::formatFloat(uint64_t Bits, unsigned Width, bool BFloat16) {
  unsigned ExpBits, MantBits;
  switch (Width) {
  case 16:
    ExpBits = BFloat16 ? 8 : 5, MantBits = BFloat16 ? 7 : 10;
    break;
  case 32:
    ExpBits = 8, MantBits = 23;
    break;
  case 64:
    ExpBits = 11, MantBits = 52;
    break;
  default:
    return utostr(Bits); // No IEEE format: show the bits.
  }
  bool Neg = (Bits >> (Width - 1)) & 1;
  uint64_t MantMask = (uint64_t(1) << MantBits) - 1;
  uint64_t Exp = (Bits >> MantBits) & ((uint64_t(1) << ExpBits) - 1);
  uint64_t Mant = Bits & MantMask;
  uint64_t ExpMax = (uint64_t(1) << ExpBits) - 1;
  int64_t Bias = (int64_t(1) << (ExpBits - 1)) - 1;

  // Normal numbers and zeros of float and double: decimal with max_digits10
  // significant digits, which strtof/strtod read back to the same bits.
  if (Width != 16 && Exp != ExpMax && (Exp != 0 || Mant == 0)) {
    char Buf[64];
    if (Width == 32) {
      float F;
      uint32_t B32 = static_cast<uint32_t>(Bits);
      std::memcpy(&F, &B32, sizeof(F));
      std::snprintf(Buf, sizeof(Buf), "%.9g", static_cast<double>(F));
    } else {
      double D;
      std::memcpy(&D, &Bits, sizeof(D));
      std::snprintf(Buf, sizeof(Buf), "%.17g", D);
    }
    return Buf;
  }

  // Everything else in hex: 0x1.<fraction>p<exp>, denormals normalized,
  // infinities and NaNs with the exponent one past the largest normal one.
  std::string S = Neg ? "-" : "";
  if (Exp == 0 && Mant == 0)
    return S + "0x0p+0";
  int64_t E;
  if (Exp == 0) {
    E = 1 - Bias;
    while (!(Mant & (uint64_t(1) << MantBits))) {
      Mant <<= 1;
      --E;
    }
    Mant &= MantMask;
  } else {
    E = static_cast<int64_t>(Exp) - Bias;
  }
  unsigned Digits = (MantBits + 3) / 4;
  uint64_t Frac = Mant << (Digits * 4 - MantBits);
  std::string FracStr;
  for (unsigned D = Digits; D-- > 0;)
    FracStr += hexdigit((Frac >> (4 * D)) & 0xF, /*LowerCase=*/true);
  while (!FracStr.empty() && FracStr.back() == '0')
    FracStr.pop_back();
  S += "0x1";
  if (!FracStr.empty())
    S += "." + FracStr;
  S += E < 0 ? "p-" : "p+";
  S += utostr(static_cast<uint64_t>(E < 0 ? -E : E));
  return S;
}

void SPIRVInstPrinter::printString(Cursor &C, raw_ostream &OS) {
  std::string S = decodeString(C.Words, C.Pos);
  // spirv-as takes the character after a backslash literally.
  OS << '"';
  for (char Ch : S) {
    if (Ch == '"' || Ch == '\\')
      OS << '\\';
    OS << Ch;
  }
  OS << '"';
}

void SPIRVInstPrinter::printContextNumber(uint32_t TypeId, Cursor &C,
                                          raw_ostream &OS) {
  auto It = NumericTypes.find(TypeId);
  if (It == NumericTypes.end() || It->second.Width == 0 ||
      It->second.Width > 64) {
    // Not a scalar numeric type we know: one word, as is.
    OS << C.Words[C.Pos++];
    return;
  }
  const NumericType &T = It->second;
  uint64_t V = C.Words[C.Pos++];
  if (T.Width > 32 && !C.atEnd())
    V |= uint64_t(C.Words[C.Pos++]) << 32;
  if (T.IsFloat)
    OS << formatFloat(V, T.Width, T.BFloat16);
  else if (T.IsSigned)
    OS << SignExtend64(V, T.Width);
  else
    OS << V;
}

void SPIRVInstPrinter::printEnum(OperandKind Kind, uint32_t Value,
                                 SmallVectorImpl<GrammarOperand> &Pending,
                                 size_t InsertAt, raw_ostream &OS) {
  // "!N" makes spirv-as emit the word N verbatim; it is the only way to
  // spell a value the grammar has no name for.
  if (operandKindInfo(Kind).Category == OperandCategory::ValueEnum) {
    const GrammarEnumerant *E = lookupEnumerant(Kind, Value);
    if (!E) {
      OS << '!' << Value;
      return;
    }
    OS << E->Name;
    ArrayRef<GrammarOperand> Params = E->parameters();
    Pending.insert(Pending.begin() + InsertAt, Params.begin(), Params.end());
    return;
  }

  // A bit mask: the names of the set bits, lowest first; their parameters
  // follow in the same order.
  if (Value == 0) {
    const GrammarEnumerant *E = lookupEnumerant(Kind, 0);
    OS << (E ? E->Name : "None");
    return;
  }
  SmallVector<const GrammarEnumerant *, 4> Bits;
  for (unsigned B = 0; B < 32; ++B) {
    if (!(Value & (1u << B)))
      continue;
    const GrammarEnumerant *E = lookupEnumerant(Kind, 1u << B);
    if (!E) {
      OS << '!' << Value;
      return;
    }
    Bits.push_back(E);
  }
  SmallVector<GrammarOperand, 4> Params;
  ListSeparator Sep("|");
  for (const GrammarEnumerant *E : Bits) {
    OS << Sep << E->Name;
    Params.append(E->parameters().begin(), E->parameters().end());
  }
  Pending.insert(Pending.begin() + InsertAt, Params.begin(), Params.end());
}

void SPIRVInstPrinter::printOperand(OperandKind Kind, Cursor &C,
                                    uint32_t ContextType,
                                    SmallVectorImpl<GrammarOperand> &Pending,
                                    size_t InsertAt, raw_ostream &OS) {
  switch (Kind) {
  case OperandKind::IdResultType:
  case OperandKind::IdResult:
  case OperandKind::IdRef:
  case OperandKind::IdMemorySemantics:
  case OperandKind::IdScope:
    OS << '%' << C.Words[C.Pos++];
    return;
  case OperandKind::LiteralInteger:
    OS << C.Words[C.Pos++];
    return;
  case OperandKind::LiteralFloat:
    OS << formatFloat(C.Words[C.Pos++], 32);
    return;
  case OperandKind::LiteralString:
    printString(C, OS);
    return;
  case OperandKind::LiteralContextDependentNumber:
    printContextNumber(ContextType, C, OS);
    return;
  case OperandKind::LiteralExtInstInteger: {
    // The set operand is the word just before the instruction number.
    uint32_t SetId = C.Pos > 0 ? C.Words[C.Pos - 1] : 0;
    uint32_t Number = C.Words[C.Pos++];
    auto It = ExtInstSets.find(SetId);
    if (It != ExtInstSets.end()) {
      if (const GrammarExtInst *E = lookupExtInst(It->second, Number)) {
        OS << E->Name;
        // The set's grammar, not the core one, describes what follows.
        Pending.erase(Pending.begin() + InsertAt, Pending.end());
        Pending.append(E->operands().begin(), E->operands().end());
        return;
      }
    }
    OS << Number;
    return;
  }
  case OperandKind::LiteralSpecConstantOpInteger: {
    uint32_t Op = C.Words[C.Pos++];
    const GrammarInstruction *Inner = lookupInstruction(Op);
    if (!Inner) {
      OS << Op;
      return;
    }
    // Printed without its "Op" prefix, followed by the operation's operands
    // (its result type and result are OpSpecConstantOp's own).
    OS << StringRef(Inner->Name).drop_front(2);
    Pending.erase(Pending.begin() + InsertAt, Pending.end());
    for (const GrammarOperand &O : Inner->operands())
      if (O.Kind != OperandKind::IdResultType &&
          O.Kind != OperandKind::IdResult)
        Pending.push_back(O);
    return;
  }
  case OperandKind::PairLiteralIntegerIdRef:
    // OpSwitch: the literal is as wide as the selector's type.
    printContextNumber(ContextType, C, OS);
    if (!C.atEnd())
      OS << " %" << C.Words[C.Pos++];
    return;
  case OperandKind::PairIdRefLiteralInteger:
    OS << '%' << C.Words[C.Pos++];
    if (!C.atEnd())
      OS << ' ' << C.Words[C.Pos++];
    return;
  case OperandKind::PairIdRefIdRef:
    OS << '%' << C.Words[C.Pos++];
    if (!C.atEnd())
      OS << " %" << C.Words[C.Pos++];
    return;
  default:
    break;
  }
  OperandCategory Cat = operandKindInfo(Kind).Category;
  if (Cat == OperandCategory::ValueEnum || Cat == OperandCategory::BitEnum) {
    printEnum(Kind, C.Words[C.Pos++], Pending, InsertAt, OS);
    return;
  }
  // A kind this printer does not know yet: keep the word.
  OS << C.Words[C.Pos++];
}

void SPIRVInstPrinter::recordModuleFacts(unsigned Opcode,
                                         const GrammarInstruction &GI,
                                         ArrayRef<uint32_t> Words) {
  if (Opcode == SPIRV::OpTypeInt && Words.size() >= 3)
    NumericTypes[Words[0]] = {/*IsFloat=*/false, Words[2] != 0, Words[1]};
  else if (Opcode == SPIRV::OpTypeFloat && Words.size() >= 2)
    NumericTypes[Words[0]] = {/*IsFloat=*/true, /*IsSigned=*/true, Words[1],
                              Words.size() >= 3 && Words[2] == SPIRV::FPEncoding::BFloat16KHR};
  else if (Opcode == SPIRV::OpExtInstImport && Words.size() >= 2) {
    size_t Pos = 1;
    ExtInstSets[Words[0]] = decodeString(Words, Pos);
  }
  ArrayRef<GrammarOperand> Ops = GI.operands();
  if (Ops.size() >= 2 && Ops[0].Kind == OperandKind::IdResultType &&
      Ops[1].Kind == OperandKind::IdResult && Words.size() >= 2)
    ValueTypes[Words[1]] = Words[0];
}

void SPIRVInstPrinter::printInst(const MCInst *MI, uint64_t Address,
                                 StringRef Annot, const MCSubtargetInfo &STI,
                                 raw_ostream &OS) {
  unsigned Opcode = MI->getOpcode();
  const GrammarInstruction *GI = getGrammarInstruction(Opcode);
  SmallVector<uint32_t, 16> Words;
  bool AllImm = true;
  for (const MCOperand &Op : *MI) {
    AllImm &= Op.isImm();
    Words.push_back(Op.isImm() ? static_cast<uint32_t>(Op.getImm()) : 0);
  }
  if (!GI || !AllImm) {
    // Deliberately not valid assembly: spirv-as must reject it rather than
    // read a module that differs from the binary.
    OS.indent(OpcodeColumn) << "<unencodable: " << MII.getName(Opcode)
                            << (AllImm ? "" : " with non-immediate operands")
                            << '>';
    return;
  }
  recordModuleFacts(Opcode, *GI, Words);

  ArrayRef<GrammarOperand> Ops = GI->operands();
  // The result id, if any, is the first or (after the result type) the
  // second operand; it is printed in front of the opcode.
  constexpr size_t NoResult = ~size_t(0);
  size_t ResultPos = NoResult;
  for (size_t I = 0; I < Ops.size() && I < 2; ++I)
    if (Ops[I].Kind == OperandKind::IdResult)
      ResultPos = I;
  if (ResultPos != NoResult && ResultPos < Words.size()) {
    std::string Id = "%" + utostr(Words[ResultPos]);
    OS.indent(Id.size() + 3 < OpcodeColumn ? OpcodeColumn - 3 - Id.size() : 0)
        << Id << " = ";
  } else {
    OS.indent(OpcodeColumn);
  }
  OS << GI->Name;

  // Literals of context-dependent width take it from the result type, or,
  // in OpSwitch, from the selector's type.
  uint32_t ContextType = 0;
  if (Opcode == SPIRV::OpSwitch && !Words.empty())
    ContextType = ValueTypes.lookup(Words[0]);
  else if (!Ops.empty() && Ops[0].Kind == OperandKind::IdResultType &&
           !Words.empty())
    ContextType = Words[0];

  SmallVector<GrammarOperand, 16> Pending(Ops.begin(), Ops.end());
  Cursor C;
  C.Words = Words;
  for (size_t I = 0; I < Pending.size() && !C.atEnd();) {
    GrammarOperand Op = Pending[I];
    // A variadic operand stays in place until the words run out; anything
    // its value implies is decoded before its next repetition.
    size_t Next = Op.Quant == Quantifier::Variadic ? I : I + 1;
    if (Op.Kind == OperandKind::IdResult && I == ResultPos) {
      ++C.Pos;
    } else {
      OS << ' ';
      printOperand(Op.Kind, C, ContextType, Pending, Next, OS);
    }
    I = Next;
  }
  // Words the grammar does not account for (a malformed instruction): keep
  // them, so that the text still describes the binary.
  for (; !C.atEnd(); ++C.Pos)
    OS << " !" << C.Words[C.Pos];
  printAnnotation(OS, Annot);
}
