//===- SPIRVDemangler.cpp - Itanium names of OpenCL builtins --------------===//

#include "SPIRVDemangler.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/LLVMContext.h"

using namespace llvm;

namespace {

/// A recursive-descent reader of the subset of the Itanium C++ ABI mangling
/// that OpenCL builtins use:
///
///   <mangled-name> ::= _Z <source-name> <type>+ [z]
///   <type> ::= <builtin-type> | Dh | DF16_ | DF32_ | DF64_
///            | Dv <number> _ <type>
///            | P <type> | <qualifiers> <type> | <source-name>
///            | S_ | S <seq-id> _ | T_ | T <number> _
///   <qualifiers> ::= (U <source-name>)* [r] [V] [K]
///   (templates) <mangled-name> ::= _Z <source-name> I <type>+ E <type>+
///
/// Every type that is not a builtin type (vectors, pointers, qualified and
/// named types) becomes a substitution candidate once it is complete, in
/// that order; S_ is the first, S0_ the second, S1_ the third... In OpenCL
/// C, the pointee of a pointer with no qualifier at all is __private, which
/// Clang does not write but counts: Pi makes the candidates (private) int
/// and Pi.
class ItaniumReader {
  StringRef S;
  LLVMContext *Ctx;
  bool OpenCLC;
  SmallVector<DemangledType, 8> Substitutions;
  SmallVector<DemangledType, 4> TemplateArgs;

public:
  ItaniumReader(StringRef S, LLVMContext *Ctx, bool OpenCLC)
      : S(S), Ctx(Ctx), OpenCLC(OpenCLC) {}

  bool atEnd() const { return S.empty(); }
  /// Whether a function template's arguments follow.
  bool atTemplateArgs() const { return S.starts_with("I"); }
  /// The ellipsis of a variadic function: a final z.
  bool ellipsis() { return S == "z" && S.consume_front("z"); }

  bool number(unsigned &N) {
    size_t Digits = 0;
    while (Digits < S.size() && isdigit(static_cast<unsigned char>(S[Digits])))
      ++Digits;
    if (Digits == 0 || S.take_front(Digits).getAsInteger(10, N))
      return false;
    S = S.drop_front(Digits);
    return true;
  }

  bool sourceName(StringRef &Name) {
    unsigned Length;
    if (!number(Length) || Length == 0 || Length > S.size())
      return false;
    Name = S.take_front(Length);
    S = S.drop_front(Length);
    return true;
  }

  std::optional<DemangledType> type();

  /// I <type>+ E after a function template's name, which is itself a
  /// substitution candidate.
  bool templateArgs() {
    if (!S.consume_front("I"))
      return false;
    Substitutions.push_back(DemangledType());
    while (!S.consume_front("E")) {
      std::optional<DemangledType> T = type();
      if (!T)
        return false;
      TemplateArgs.push_back(*T);
    }
    return !TemplateArgs.empty();
  }

private:
  std::optional<DemangledType> templateParam();
  std::optional<DemangledType> builtinType(char C);
  std::optional<DemangledType> substitution();
  std::optional<DemangledType> qualifiedType();
  static std::optional<unsigned> addressSpace(StringRef Qualifier);

  std::optional<DemangledType> candidate(DemangledType T) {
    Substitutions.push_back(T);
    return T;
  }
};

} // namespace

std::optional<DemangledType> ItaniumReader::builtinType(char C) {
  LLVMContext &Ctx = *this->Ctx;
  DemangledType T;
  switch (C) {
  case 'v': T.Ty = Type::getVoidTy(Ctx); break;
  case 'b': T.Ty = Type::getInt1Ty(Ctx); break;
  // OpenCL's char is signed.
  case 'c': case 'a': T.Ty = Type::getInt8Ty(Ctx); T.Signed = true; break;
  case 'h': T.Ty = Type::getInt8Ty(Ctx); break;
  case 's': T.Ty = Type::getInt16Ty(Ctx); T.Signed = true; break;
  case 't': T.Ty = Type::getInt16Ty(Ctx); break;
  case 'i': T.Ty = Type::getInt32Ty(Ctx); T.Signed = true; break;
  case 'j': T.Ty = Type::getInt32Ty(Ctx); break;
  case 'l': case 'x': T.Ty = Type::getInt64Ty(Ctx); T.Signed = true; break;
  case 'm': case 'y': T.Ty = Type::getInt64Ty(Ctx); break;
  case 'f': T.Ty = Type::getFloatTy(Ctx); break;
  case 'd': T.Ty = Type::getDoubleTy(Ctx); break;
  default: return std::nullopt;
  }
  return T;
}

std::optional<unsigned> ItaniumReader::addressSpace(StringRef Qualifier) {
  // Clang spells OpenCL address spaces as the target's numbers (AS1) or,
  // without an address-space map, by name (CLglobal).
  unsigned AS;
  if (Qualifier.consume_front("AS"))
    return Qualifier.getAsInteger(10, AS) ? std::nullopt : std::optional(AS);
  return StringSwitch<std::optional<unsigned>>(Qualifier)
      .Case("CLprivate", SPIRVAS::Function)
      .Case("CLglobal", SPIRVAS::CrossWorkgroup)
      .Case("CLconstant", SPIRVAS::UniformConstant)
      .Case("CLlocal", SPIRVAS::Workgroup)
      .Case("CLgeneric", SPIRVAS::Generic)
      .Default(std::nullopt);
}

std::optional<DemangledType> ItaniumReader::substitution() {
  // S_ or S <seq-id> _, where <seq-id> is base 36 (0-9, A-Z).
  unsigned Index = 0;
  if (!S.consume_front("_")) {
    unsigned SeqId = 0;
    size_t Len = 0;
    while (Len < S.size() && S[Len] != '_') {
      char C = S[Len];
      if (isdigit(static_cast<unsigned char>(C)))
        SeqId = SeqId * 36 + (C - '0');
      else if (C >= 'A' && C <= 'Z')
        SeqId = SeqId * 36 + (C - 'A' + 10);
      else
        return std::nullopt; // St, Sa, ...: std:: abbreviations
      ++Len;
    }
    if (Len == 0 || Len == S.size())
      return std::nullopt;
    S = S.drop_front(Len + 1);
    Index = SeqId + 1;
  }
  if (Index >= Substitutions.size())
    return std::nullopt;
  return Substitutions[Index];
}

std::optional<DemangledType> ItaniumReader::templateParam() {
  // T_ is the first template argument, T <number> _ the number + 2nd; each
  // use is a substitution candidate.
  unsigned Index = 0;
  if (!S.consume_front("_")) {
    if (!number(Index) || !S.consume_front("_"))
      return std::nullopt;
    ++Index;
  }
  if (Index >= TemplateArgs.size())
    return std::nullopt;
  return candidate(TemplateArgs[Index]);
}

std::optional<DemangledType> ItaniumReader::qualifiedType() {
  std::optional<unsigned> AS;
  while (S.consume_front("U")) {
    StringRef Qualifier;
    if (!sourceName(Qualifier))
      return std::nullopt;
    if (std::optional<unsigned> Q = addressSpace(Qualifier))
      AS = Q;
  }
  // restrict, volatile and const do not change what is passed.
  S.consume_front("r");
  S.consume_front("V");
  S.consume_front("K");
  std::optional<DemangledType> T = type();
  if (!T)
    return std::nullopt;
  // Old manglers write the CV-qualifiers first (KU3AS3S_): the inner
  // qualified type keeps the address space it names.
  if (AS || !T->Qualified)
    T->AddrSpace = AS.value_or(SPIRVAS::Function);
  T->Qualified = true;
  return candidate(*T);
}

std::optional<DemangledType> ItaniumReader::type() {
  LLVMContext &Ctx = *this->Ctx;
  if (S.empty())
    return std::nullopt;
  char C = S.front();
  if (std::optional<DemangledType> T = builtinType(C)) {
    S = S.drop_front();
    return T;
  }
  if (S.consume_front("Dh")) {
    DemangledType T;
    T.Ty = Type::getHalfTy(Ctx);
    return T;
  }
  // _FloatN (DF16_: C++23's _Float16, which DPC++ spells half with) and
  // std::bfloat16_t (DF16b).
  for (auto [Spelling, Ty] : {std::pair("DF16_", Type::getHalfTy(Ctx)),
                              std::pair("DF16b", Type::getBFloatTy(Ctx)),
                              std::pair("DF32_", Type::getFloatTy(Ctx)),
                              std::pair("DF64_", Type::getDoubleTy(Ctx))})
    if (S.consume_front(Spelling)) {
      DemangledType T;
      T.Ty = Ty;
      return T;
    }
  if (S.consume_front("Dv")) {
    unsigned N;
    if (!number(N) || !S.consume_front("_"))
      return std::nullopt;
    std::optional<DemangledType> Elem = type();
    if (!Elem || !Elem->Ty || !VectorType::isValidElementType(Elem->Ty))
      return std::nullopt;
    Elem->Ty = FixedVectorType::get(Elem->Ty, N);
    Elem->Qualified = false;
    return candidate(*Elem);
  }
  if (S.consume_front("P")) {
    std::optional<DemangledType> Pointee = type();
    if (!Pointee)
      return std::nullopt;
    if (OpenCLC && !Pointee->Qualified)
      candidate(*Pointee); // the implicit __private
    DemangledType T;
    if (Pointee->Ty)
      T.Ty = typedPointer(Pointee->Ty->isVoidTy() ? Type::getInt8Ty(Ctx)
                                                  : Pointee->Ty,
                          Pointee->AddrSpace);
    return candidate(T);
  }
  if (C == 'U' || C == 'r' || C == 'V' || C == 'K')
    return qualifiedType();
  if (S.consume_front("S"))
    return substitution();
  if (!TemplateArgs.empty() && S.consume_front("T"))
    return templateParam();
  if (isdigit(static_cast<unsigned char>(C))) {
    DemangledType T;
    if (!sourceName(T.Name))
      return std::nullopt;
    // OpenCL's enumerations are passed as int.
    if (T.Name == "memory_scope" || T.Name == "memory_order")
      T.Ty = Type::getInt32Ty(Ctx);
    return candidate(T);
  }
  return std::nullopt;
}

std::optional<DemangledFunction> llvm::demangleFunction(StringRef Mangled,
                                                        LLVMContext &Ctx,
                                                        bool OpenCLC,
                                                        bool Templates) {
  if (!Mangled.consume_front("_Z"))
    return std::nullopt;
  ItaniumReader R(Mangled, &Ctx, OpenCLC);
  DemangledFunction F;
  if (!R.sourceName(F.Name))
    return std::nullopt;
  if (Templates && R.atTemplateArgs() &&
      (!R.templateArgs() || !(F.Return = R.type())))
    return std::nullopt;
  while (!R.atEnd()) {
    if (R.ellipsis()) {
      F.Variadic = true;
      break;
    }
    std::optional<DemangledType> T = R.type();
    if (!T)
      return std::nullopt;
    F.Params.push_back(*T);
  }
  // f(void) is written _Z1fv.
  if (F.Params.size() == 1 && F.Params[0].Ty && F.Params[0].Ty->isVoidTy())
    F.Params.clear();
  return F;
}
