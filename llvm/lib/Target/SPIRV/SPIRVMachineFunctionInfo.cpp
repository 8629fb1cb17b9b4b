//===- SPIRVMachineFunctionInfo.cpp - Per-function SPIR-V state in MIR ----===//
//
// The YAML mapping of SPIRVMachineFunctionInfo, so that MIR tests can stop
// after type inference and start instruction selection with the types it
// gave. Types are written as the IR prints them, with a pointer as
// `typedptr(<pointee>, <address space>)`; the reader below parses that
// grammar (LLVM's IR parser has no typed pointers).
//
//===----------------------------------------------------------------------===//

#include "SPIRVMachineFunctionInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/MIRParser/MIParser.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/TypedPointerType.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;

static std::string typeText(Type *T) {
  std::string Text;
  raw_string_ostream OS(Text);
  T->print(OS);
  return Text;
}

static std::string regText(Register R) {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << printReg(R);
  return Text;
}

yaml::SPIRVFunctionInfo::SPIRVFunctionInfo(
    const llvm::SPIRVMachineFunctionInfo &Info) {
  // In register order, so that the output does not depend on hashing.
  SmallVector<std::pair<Register, Type *>, 64> Types(Info.VRegTypes.begin(),
                                                     Info.VRegTypes.end());
  llvm::sort(Types, [](const auto &A, const auto &B) {
    return A.first.id() < B.first.id();
  });
  for (auto [R, T] : Types)
    if (T)
      RegisterTypes.push_back({StringValue(regText(R)), StringValue(typeText(T))});
  for (Register R : Info.Params)
    Params.push_back(StringValue(regText(R)));
  SmallVector<std::pair<Register, uint32_t>, 4> Aligns(
      Info.VariableAlignments.begin(), Info.VariableAlignments.end());
  llvm::sort(Aligns, [](const auto &A, const auto &B) {
    return A.first.id() < B.first.id();
  });
  for (auto [R, A] : Aligns)
    VariableAlignments.push_back({StringValue(regText(R)), A});
  Failed = Info.Failed;
}

void yaml::SPIRVFunctionInfo::mappingImpl(IO &YamlIO) {
  MappingTraits<SPIRVFunctionInfo>::mapping(YamlIO, *this);
}

namespace {
/// A reader of the types SPIRVFunctionInfo writes.
class TypeReader {
  StringRef Text;
  LLVMContext &Ctx;

public:
  TypeReader(StringRef Text, LLVMContext &Ctx) : Text(Text), Ctx(Ctx) {}

  /// The whole text as one type; null if it is not one.
  Type *readAll() {
    Type *T = read();
    return T && Text.trim().empty() ? T : nullptr;
  }

private:
  bool consume(StringRef Token) {
    Text = Text.ltrim();
    return Text.consume_front(Token);
  }
  bool readInt(uint64_t &V) {
    Text = Text.ltrim();
    size_t N = Text.find_first_not_of("0123456789");
    if (N == 0)
      return false;
    StringRef Digits = Text.take_front(N);
    Text = Text.drop_front(Digits.size());
    return !Digits.getAsInteger(10, V);
  }
  /// Elements up to \p Close, separated by commas.
  bool readList(StringRef Close, SmallVectorImpl<Type *> &Out) {
    if (consume(Close))
      return true;
    do {
      Type *T = read();
      if (!T)
        return false;
      Out.push_back(T);
    } while (consume(","));
    return consume(Close);
  }

  Type *read() {
    Type *T = readOne();
    // A function type: the return type, then the parameters.
    while (T && consume("(")) {
      SmallVector<Type *, 4> Params;
      bool VarArg = false;
      if (!consume(")")) {
        do {
          if (consume("...")) {
            VarArg = true;
            break;
          }
          Type *P = read();
          if (!P)
            return nullptr;
          Params.push_back(P);
        } while (consume(","));
        if (!consume(")"))
          return nullptr;
      }
      T = FunctionType::get(T, Params, VarArg);
    }
    return T;
  }

  Type *readOne() {
    uint64_t N = 0;
    if (consume("typedptr(")) {
      Type *Elem = read();
      uint64_t AS;
      if (!Elem || !consume(",") || !readInt(AS) || !consume(")"))
        return nullptr;
      return TypedPointerType::get(Elem, AS);
    }
    if (bool Packed = consume("<{"); Packed || consume("{")) {
      SmallVector<Type *, 8> Elems;
      if (!readList(Packed ? "}>" : "}", Elems))
        return nullptr;
      return StructType::get(Ctx, Elems, Packed);
    }
    if (consume("<")) {
      Type *Elem;
      if (!readInt(N) || !consume("x") || !(Elem = read()) || !consume(">"))
        return nullptr;
      return FixedVectorType::get(Elem, N);
    }
    if (consume("[")) {
      Type *Elem;
      if (!readInt(N) || !consume("x") || !(Elem = read()) || !consume("]"))
        return nullptr;
      return ArrayType::get(Elem, N);
    }
    if (consume("%")) {
      StringRef Name = readName();
      return StructType::getTypeByName(Ctx, Name);
    }
    if (consume("target(\""))
      return readTargetType();
    if (consume("i")) {
      if (!readInt(N) || !N || N > IntegerType::MAX_INT_BITS)
        return nullptr;
      return IntegerType::get(Ctx, N);
    }
    for (auto [Name, T] :
         {std::pair<StringRef, Type *>{"void", Type::getVoidTy(Ctx)},
          {"half", Type::getHalfTy(Ctx)},
          {"bfloat", Type::getBFloatTy(Ctx)},
          {"float", Type::getFloatTy(Ctx)},
          {"double", Type::getDoubleTy(Ctx)}})
      if (consume(Name))
        return T;
    return nullptr;
  }

  /// A struct name, quoted or not (its module defines it).
  StringRef readName() {
    if (Text.consume_front("\"")) {
      StringRef Name = Text.take_until([](char C) { return C == '"'; });
      Text = Text.drop_front(std::min(Text.size(), Name.size() + 1));
      return Name;
    }
    StringRef Name = Text.take_while([](char C) {
      return isAlnum(C) || C == '.' || C == '_' || C == '$' || C == '-';
    });
    Text = Text.drop_front(Name.size());
    return Name;
  }

  /// target("name", types..., integers...) after `target("`.
  Type *readTargetType() {
    StringRef Name = Text.take_until([](char C) { return C == '"'; });
    Text = Text.drop_front(std::min(Text.size(), Name.size() + 1));
    SmallVector<Type *, 2> Types;
    SmallVector<unsigned, 8> Ints;
    while (consume(",")) {
      uint64_t V;
      if (readInt(V)) {
        Ints.push_back(V);
        continue;
      }
      if (!Ints.empty())
        return nullptr;
      Type *T = read();
      if (!T)
        return nullptr;
      Types.push_back(T);
    }
    if (!consume(")"))
      return nullptr;
    return TargetExtType::get(Ctx, Name, Types, Ints);
  }
};
} // namespace

bool SPIRVMachineFunctionInfo::initializeFromYAML(
    const yaml::SPIRVFunctionInfo &YamlInfo, PerFunctionMIParsingState &PFS,
    SMDiagnostic &Error, SMRange &SourceRange) {
  LLVMContext &Ctx = PFS.MF.getFunction().getContext();
  auto Reg = [&](const yaml::StringValue &V, Register &R) {
    if (parseRegisterReference(PFS, R, V.Value, Error)) {
      SourceRange = V.SourceRange;
      return false;
    }
    return true;
  };
  auto Fail = [&](const yaml::StringValue &V, const Twine &Message) {
    SourceRange = V.SourceRange;
    Error = SMDiagnostic(*PFS.SM, V.SourceRange.Start, "", 0, 0,
                         SourceMgr::DK_Error, Message.str(), {}, {});
    return true;
  };
  for (const yaml::SPIRVRegisterType &RT : YamlInfo.RegisterTypes) {
    Register R;
    if (!Reg(RT.Reg, R))
      return true;
    Type *T = TypeReader(RT.Type.Value, Ctx).readAll();
    if (!T)
      return Fail(RT.Type, "'" + RT.Type.Value + "' is not a SPIR-V type of this module");
    setType(R, T);
  }
  for (const yaml::StringValue &P : YamlInfo.Params) {
    Register R;
    if (!Reg(P, R))
      return true;
    addParam(R);
  }
  for (const yaml::SPIRVVariableAlignment &A : YamlInfo.VariableAlignments) {
    Register R;
    if (!Reg(A.Reg, R))
      return true;
    setVariableAlignment(R, A.Align);
  }
  Failed = YamlInfo.Failed;
  return false;
}
