//===- SPIRVBuiltins.cpp - OpenCL builtins as the target sees them --------===//

#include "SPIRVBuiltins.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVInstrInfo.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVSubtarget.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <iterator>

using namespace llvm;

/// The families, in the order they are asked (SPIRVBuiltinFamilies.def).
static const struct {
  const BuiltinFamilyImpl *Impl;
  bool CNames;
} Families[] = {
#define BUILTIN_FAMILY(Name, CNames) {&Name##Family, CNames},
#include "SPIRVBuiltinFamilies.def"
};

/// Whether opencl-c.h declares a builtin of this name.
static bool isOpenCLCBuiltinName(StringRef Name) {
  static const char *const Names[] = {
#include "SPIRVOpenCLBuiltinNames.inc"
  };
  return std::binary_search(std::begin(Names), std::end(Names), Name,
                            [](StringRef A, StringRef B) { return A < B; });
}

StringRef llvm::spirvSourceName(StringRef Name) {
  if (!Name.consume_front("_Z"))
    return Name.starts_with("__spirv_") ? Name : StringRef();
  unsigned Length;
  if (Name.consumeInteger(10, Length) || Length > Name.size() ||
      !Name.starts_with("__spirv_"))
    return StringRef();
  return Name.take_front(Length);
}

/// Whether \p Name is in the namespace of the translator's LLVM IR
/// conventions: __spirv_ followed by ocl_ (OpenCL.std) or by a capital, as
/// instruction names and BuiltIn<name> are. A misspelled instruction stays
/// an error; __spirv_somefunc is the user's.
static bool isConventionName(StringRef Name) {
  if (!Name.consume_front("__spirv_"))
    return false;
  return Name.starts_with("ocl_") || (!Name.empty() && isUpper(Name.front()));
}

std::optional<BuiltinDescription> llvm::describeBuiltin(const Function &F) {
  if (!F.isDeclaration() || F.isIntrinsic() || isTargetMarker(F))
    return std::nullopt;
  StringRef FullName = F.getName();
  // OpenCL C modules say so (SYCL's, C++, do not).
  bool OpenCLC = F.getParent() && F.getParent()->getNamedMetadata("opencl.ocl.version");
  std::optional<DemangledFunction> DF =
      demangleFunction(FullName, F.getContext(), OpenCLC);
  bool Mangled = DF.has_value();
  // The translator also spells its functions as templates
  // (_Z17__spirv_ImageReadIi14ocl_image3d_roDv4_iET_T0_T1_), which the
  // demangler does not read: their <source-name> and the IR's types are
  // enough.
  StringRef SourceName = FullName;
  if (!DF && FullName.starts_with("_Z")) {
    SourceName = spirvSourceName(FullName);
    if (SourceName.empty())
      return std::nullopt; // mangled, but not the way builtins are
  }
  if (!DF) {
    // Unmangled names (the translator's C spellings) take their parameter
    // types from the IR; pointees are then unknown.
    DF.emplace();
    DF->Name = SourceName;
    for (const Argument &A : F.args()) {
      DemangledType T;
      T.Ty = A.getType()->isPointerTy() ? nullptr : A.getType();
      DF->Params.push_back(T);
    }
  }
  BuiltinName N{F, DF->Name, DF->Params, Mangled};
  // Other builtins are OpenCL C ones (overloadable, so mangled) or the
  // translator's __spirv_ ones.
  for (const auto &Family : Families)
    if (Family.CNames)
      if (std::optional<BuiltinDescription> D = Family.Impl->Describe(N))
        return D;
  if (!Mangled && !N.Name.starts_with("__spirv_"))
    return std::nullopt;
  for (const auto &Family : Families)
    if (std::optional<BuiltinDescription> D = Family.Impl->Describe(N))
      return D;
  // A builtin no family lowers is refused, never left as an import: an
  // OpenCL C builtin (declared in Clang's opencl-c.h) or a name of the
  // translator's conventions (__spirv_<instruction>, __spirv_ocl_<name>,
  // __spirv_BuiltIn<name>). Another __spirv_ name (__spirv_somefunc) is
  // the user's own function, which stays a call.
  if ((Mangled && isOpenCLCBuiltinName(N.Name)) || isConventionName(N.Name)) {
    BuiltinDescription D;
    D.Family = BuiltinFamily::Unlowered;
    D.Name = N.Name;
    D.Unsupported = ("builtin " + N.Name).str();
    return D;
  }
  return std::nullopt;
}

BuiltinCallProblem llvm::checkBuiltinCall(const BuiltinDescription &D,
                                          const CallBase &Call,
                                          SPIRVEnvironment Env) {
  if (!D.Unsupported.empty() || !D.Impl || !D.Impl->Check)
    return D.Unsupported;
  BuiltinCallProblem Problem = D.Impl->Check(D, Call);
  if (Problem.LevelZeroOnly && Env != SPIRVEnvironment::LevelZero)
    return {};
  return Problem;
}

bool llvm::lowerBuiltinCall(MachineIRBuilder &B,
                            const CallLowering::CallLoweringInfo &Info,
                            const BuiltinDescription &D) {
  // SPIRVCheckModule reported every call that checkBuiltinCall refuses.
  if (!checkBuiltinCall(D, *Info.CB,
                        B.getMF().getSubtarget<SPIRVSubtarget>().getEnvironment())
           .empty())
    return false;
  return D.Impl->Lower(B, Info, D);
}

const BuiltinDescription *BuiltinCatalog::describe(const Function &F) {
  auto It = Descriptions.find(&F);
  if (It == Descriptions.end()) {
    std::optional<BuiltinDescription> D = describeBuiltin(F);
    It = Descriptions
             .insert({&F, D ? std::make_unique<BuiltinDescription>(std::move(*D))
                            : nullptr})
             .first;
  }
  return It->second.get();
}

//===----------------------------------------------------------------------===//
// Helpers the families share
//===----------------------------------------------------------------------===//

BuiltinDescription llvm::newDescription(BuiltinFamily Family,
                                        const BuiltinFamilyImpl &Impl,
                                        const BuiltinName &N) {
  BuiltinDescription D;
  D.Family = Family;
  D.Impl = &Impl;
  D.Name = N.Name;
  return D;
}

Register llvm::bypassGenericCast(MachineIRBuilder &B, Register Arg,
                                 unsigned &AS) {
  MachineRegisterInfo &MRI = *B.getMRI();
  AS = MRI.getType(Arg).getAddressSpace();
  if (AS != SPIRVAS::Generic)
    return Arg;
  const MachineInstr *Cast = MRI.getVRegDef(Arg);
  if (!Cast || Cast->getOpcode() != TargetOpcode::G_ADDRSPACE_CAST)
    return Arg;
  Register Src = Cast->getOperand(1).getReg();
  AS = MRI.getType(Src).getAddressSpace();
  return Src;
}

std::optional<uint32_t> llvm::roundingModeSuffix(StringRef Suffix) {
  return StringSwitch<std::optional<uint32_t>>(Suffix)
      .Case("_rte", SPIRV::FPRoundingMode::RTE)
      .Case("_rtz", SPIRV::FPRoundingMode::RTZ)
      .Case("_rtp", SPIRV::FPRoundingMode::RTP)
      .Case("_rtn", SPIRV::FPRoundingMode::RTN)
      .Default(std::nullopt);
}

BuiltinCallProblem llvm::misuse(const BuiltinDescription &D, unsigned Operand,
                                SPIRV::OperandKind Kind, const Twine &Must) {
  BuiltinCallProblem P;
  P.Text = (D.Name + ": operand " + Twine(Operand + 1) + " (" +
            SPIRV::operandKindInfo(Kind).Name + ") must be " + Must)
               .str();
  P.Misuse = true;
  return P;
}

std::string llvm::unsupportedSignature(const BuiltinName &N) {
  return ("builtin " + N.Name + " with this signature (@" + N.F.getName() + ")")
      .str();
}

std::string llvm::typeText(Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return S;
}

void llvm::setSPIRVType(MachineIRBuilder &B, Register R, Type *T) {
  B.getMF().getInfo<SPIRVMachineFunctionInfo>()->setType(R, T);
}

MachineInstrBuilder llvm::buildInstruction(MachineIRBuilder &B, unsigned Opcode,
                                           Register Def) {
  return B.buildInstr(SPIRV::genericInstOpcode(Opcode)).addDef(Def).addImm(Opcode);
}

Register llvm::typedOperand(MachineIRBuilder &B, Register R, Type *T) {
  Register Typed = B.getMRI()->createGenericVirtualRegister(B.getMRI()->getType(R));
  setSPIRVType(B, Typed, T);
  B.buildCopy(Typed, R);
  return Typed;
}

BuiltinDescription llvm::describeInGrammarOrder(
    BuiltinFamily Family, const BuiltinFamilyImpl &Impl, const BuiltinName &N,
    const GrammarOrderBuiltin &E,
    Type *(*OperandType)(const GrammarOrderBuiltin &E, unsigned Operand, Type *T)) {
  BuiltinDescription D = newDescription(Family, Impl, N);
  D.GrammarOrder = &E;
  const SPIRV::GrammarInstruction &GI = *SPIRV::getGrammarInstruction(E.Opcode);
  const Function &F = N.F;
  bool HasResult = false;
  bool OK = true;
  unsigned Arg = 0, IdOperand = 0;
  for (const SPIRV::GrammarOperand &O : GI.operands()) {
    if (O.Kind == SPIRV::OperandKind::IdResultType ||
        O.Kind == SPIRV::OperandKind::IdResult) {
      HasResult = true;
      continue;
    }
    if (O.Kind == SPIRV::OperandKind::IdScope &&
        E.Scope != GrammarOrderBuiltin::NoScope)
      continue;
    // Variadic operands (OpEnqueueKernel's local sizes) are the family's.
    if (O.Quant == SPIRV::Quantifier::Variadic)
      break;
    if (Arg >= F.arg_size()) {
      OK = false;
      break;
    }
    Type *T = F.getArg(Arg)->getType();
    // Operands are counted without the scope a translator spelling gives.
    Type *Typed = O.Kind == SPIRV::OperandKind::IdScope
                      ? (T->isIntegerTy(32) ? T : nullptr)
                      : OperandType(E, IdOperand++, T);
    // lowerInGrammarOrder casts a pointer to the storage class wanted.
    if (auto *PT = dyn_cast_or_null<TypedPointerType>(Typed);
        PT && (!T->isPointerTy() ||
               !castsTo(T->getPointerAddressSpace(), PT->getAddressSpace())))
      Typed = nullptr;
    OK &= Typed != nullptr;
    D.ParamTypes.push_back(Typed);
    ++Arg;
  }
  OK &= Arg == F.arg_size() && HasResult != F.getReturnType()->isVoidTy();
  if (OK && HasResult) {
    D.ResultType = OperandType(E, GrammarOrderResult, F.getReturnType());
    OK = D.ResultType != nullptr;
  }
  if (!OK)
    D.Unsupported = unsupportedSignature(N);
  return D;
}

BuiltinCallProblem llvm::checkGrammarOrderCall(const BuiltinDescription &D,
                                               const CallBase &Call) {
  const GrammarOrderBuiltin &E = *D.GrammarOrder;
  if (E.Scope != GrammarOrderBuiltin::NoScope)
    return "";
  const SPIRV::GrammarInstruction &GI = *SPIRV::getGrammarInstruction(E.Opcode);
  unsigned Arg = 0;
  for (const SPIRV::GrammarOperand &O : GI.operands()) {
    if (O.Kind == SPIRV::OperandKind::IdResultType ||
        O.Kind == SPIRV::OperandKind::IdResult)
      continue;
    if (O.Kind == SPIRV::OperandKind::IdScope) {
      // The group instructions of pipes run in a work-group or sub-group.
      auto *C = dyn_cast<ConstantInt>(Call.getArgOperand(Arg));
      if (!C || (C->getZExtValue() != SPIRV::Scope::Workgroup &&
                 C->getZExtValue() != SPIRV::Scope::Subgroup))
        return misuse(D, Arg, O.Kind, "a constant Workgroup or Subgroup scope");
    }
    ++Arg;
  }
  return "";
}

bool llvm::lowerInGrammarOrder(MachineIRBuilder &B,
                               const CallLowering::CallLoweringInfo &Info,
                               const BuiltinDescription &D) {
  const GrammarOrderBuiltin &E = *D.GrammarOrder;
  const SPIRV::GrammarInstruction &GI = *SPIRV::getGrammarInstruction(E.Opcode);
  MachineRegisterInfo &MRI = *B.getMRI();
  LLVMContext &Ctx = Info.CB->getContext();
  SmallVector<Register, 8> Operands;
  bool HasResult = false;
  unsigned Arg = 0;
  for (const SPIRV::GrammarOperand &O : GI.operands()) {
    if (O.Kind == SPIRV::OperandKind::IdResultType ||
        O.Kind == SPIRV::OperandKind::IdResult) {
      HasResult = true;
      continue;
    }
    if (O.Quant == SPIRV::Quantifier::Variadic)
      break;
    if (O.Kind == SPIRV::OperandKind::IdScope) {
      uint32_t Scope =
          E.Scope != GrammarOrderBuiltin::NoScope
              ? E.Scope
              : cast<ConstantInt>(Info.CB->getArgOperand(Arg++))->getZExtValue();
      Register R = B.buildConstant(LLT::scalar(32), Scope).getReg(0);
      Operands.push_back(typedOperand(B, R, Type::getInt32Ty(Ctx)));
      continue;
    }
    Register R = Info.OrigArgs[Arg].Regs[0];
    Type *T = D.ParamTypes[Arg++];
    // A pointer operand the instruction wants in another storage class
    // (generic) is cast there first.
    if (auto *PT = dyn_cast<TypedPointerType>(T);
        PT && MRI.getType(R).getAddressSpace() != PT->getAddressSpace())
      R = B.buildAddrSpaceCast(
               LLT::pointer(PT->getAddressSpace(), MRI.getType(R).getSizeInBits()), R)
              .getReg(0);
    Operands.push_back(typedOperand(B, R, T));
  }
  MachineInstrBuilder MIB;
  if (HasResult) {
    Register Ret = Info.OrigRet.Regs[0];
    setSPIRVType(B, Ret, D.ResultType);
    MIB = buildInstruction(B, E.Opcode, Ret);
  } else {
    MIB = B.buildInstr(E.Opcode);
  }
  for (Register R : Operands)
    MIB.addUse(R);
  return true;
}
