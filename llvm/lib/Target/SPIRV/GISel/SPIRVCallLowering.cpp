//===- SPIRVCallLowering.cpp - Calls, parameters and returns --------------===//

#include "SPIRVCallLowering.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltins.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVISelLowering.h"
#include "SPIRVLegalizerInfo.h"
#include "SPIRVTypeInference.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVRegisterInfo.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;

SPIRVCallLowering::SPIRVCallLowering(const SPIRVTargetLowering &TLI)
    : CallLowering(&TLI) {}

/// The register type in which a value of IR type \p IRTy crosses a function
/// boundary: its own when SPIR-V has it, the power-of-two container for an
/// odd integer (as the type mapping gives the parameter). Other types are
/// reported here, as no legalizer action reaches across a call; the
/// function is marked failed and lowering goes on in the value's own type,
/// so the error is given once.
static LLT boundaryType(MachineIRBuilder &B, Register R, Type *IRTy,
                        const Twine &Where) {
  LLT Ty = B.getMRI()->getType(R);
  if (SPIRVLegalizerInfo::isLegalValue(Ty, /*AllowBool=*/true))
    return Ty;
  if (Ty.isScalar() && Ty.getSizeInBits() < 64)
    return LLT::scalar(std::max<unsigned>(8, PowerOf2Ceil(Ty.getSizeInBits())));
  MachineFunction &MF = B.getMF();
  if (!MF.getInfo<SPIRVMachineFunctionInfo>()->failed()) {
    std::string Text;
    raw_string_ostream OS(Text);
    IRTy->print(OS);
    reportUnsupported(MF.getFunction(), "type " + Text + " " + Where);
    MF.getInfo<SPIRVMachineFunctionInfo>()->setFailed();
  }
  return Ty;
}

/// The index paths of the leaves IRTranslator splits an aggregate of type
/// \p T into, in its order (one register per leaf).
static void leafPaths(Type *T, SmallVectorImpl<unsigned> &Path,
                      SmallVectorImpl<SmallVector<unsigned, 4>> &Out) {
  if (auto *ST = dyn_cast<StructType>(T)) {
    for (unsigned I = 0; I < ST->getNumElements(); ++I) {
      Path.push_back(I);
      leafPaths(ST->getElementType(I), Path, Out);
      Path.pop_back();
    }
  } else if (auto *AT = dyn_cast<ArrayType>(T)) {
    for (unsigned I = 0; I < AT->getNumElements(); ++I) {
      Path.push_back(I);
      leafPaths(AT->getElementType(), Path, Out);
      Path.pop_back();
    }
  } else {
    Out.emplace_back(Path.begin(), Path.end());
  }
}

/// Whether every leaf register of an aggregate of IR type \p IRTy has a
/// SPIR-V type as it is (no odd integer inside); else reported.
static bool checkLeaves(MachineIRBuilder &B, ArrayRef<Register> Leaves,
                        Type *IRTy, const Twine &Where) {
  for (Register R : Leaves)
    if (!SPIRVLegalizerInfo::isLegalValue(B.getMRI()->getType(R), true)) {
      std::string Text;
      raw_string_ostream OS(Text);
      IRTy->print(OS);
      reportUnsupported(B.getMF().getFunction(), "type " + Text + " " + Where);
      return false;
    }
  return true;
}

/// A register of the aggregate IR type \p IRTy, typed already (it has no
/// LLT for type inference to start from).
static Register newAggregateReg(MachineIRBuilder &B, Type *IRTy) {
  Register R = B.getMRI()->createVirtualRegister(&SPIRV::IDRegClass);
  B.getMF().getInfo<SPIRVMachineFunctionInfo>()->setType(
      R, spirvTypeOfIRValue(IRTy, nullptr));
  return R;
}

/// An aggregate value from its leaves: OpCompositeInsert into an OpUndef,
/// one leaf at a time (the Khronos reader crashes on OpCompositeConstruct).
static Register buildAggregate(MachineIRBuilder &B, Type *IRTy,
                               ArrayRef<Register> Leaves) {
  SmallVector<unsigned, 4> Path;
  SmallVector<SmallVector<unsigned, 4>, 8> Paths;
  leafPaths(IRTy, Path, Paths);
  Register Acc = newAggregateReg(B, IRTy);
  B.buildInstr(SPIRV::OpUndef).addDef(Acc);
  for (auto [Leaf, LeafPath] : zip(Leaves, Paths)) {
    // Undefined leaves are undefined in the OpUndef already.
    if (const MachineInstr *Def = B.getMRI()->getVRegDef(Leaf);
        Def && Def->getOpcode() == TargetOpcode::G_IMPLICIT_DEF)
      continue;
    Register Next = newAggregateReg(B, IRTy);
    auto MIB = B.buildInstr(SPIRV::OpCompositeInsert).addDef(Next).addUse(Leaf).addUse(Acc);
    for (unsigned I : LeafPath)
      MIB.addImm(I);
    Acc = Next;
  }
  return Acc;
}

/// The leaves of aggregate \p Agg of IR type \p IRTy: OpCompositeExtract.
static void extractLeaves(MachineIRBuilder &B, Register Agg, Type *IRTy,
                          ArrayRef<Register> Leaves) {
  SmallVector<unsigned, 4> Path;
  SmallVector<SmallVector<unsigned, 4>, 8> Paths;
  leafPaths(IRTy, Path, Paths);
  for (auto [Leaf, LeafPath] : zip(Leaves, Paths)) {
    auto MIB = B.buildInstr(SPIRV::OpCompositeExtract).addDef(Leaf).addUse(Agg);
    for (unsigned I : LeafPath)
      MIB.addImm(I);
  }
}

/// \p R in \p Ty, the type of the boundary it crosses.
static Register toBoundary(MachineIRBuilder &B, Register R, LLT Ty) {
  if (B.getMRI()->getType(R) == Ty)
    return R;
  return B.buildAnyExt(Ty, R).getReg(0);
}


bool SPIRVCallLowering::lowerReturn(MachineIRBuilder &MIRBuilder,
                                    const Value *Val, ArrayRef<Register> VRegs,
                                    FunctionLoweringInfo &,
                                    Register) const {
  if (VRegs.empty()) {
    MIRBuilder.buildInstr(SPIRV::OpReturn);
    return true;
  }
  if (Val->getType()->isAggregateType()) {
    if (!checkLeaves(MIRBuilder, VRegs, Val->getType(), "as return type"))
      return false;
    Register Agg = buildAggregate(MIRBuilder, Val->getType(), VRegs);
    MIRBuilder.buildInstr(SPIRV::OpReturnValue).addUse(Agg);
    return true;
  }
  LLT Ty = boundaryType(MIRBuilder, VRegs[0], Val->getType(), "as return type");
  Register V = toBoundary(MIRBuilder, VRegs[0], Ty);
  MIRBuilder.buildInstr(SPIRV::OpReturnValue).addUse(V);
  return true;
}

bool SPIRVCallLowering::lowerFormalArguments(
    MachineIRBuilder &MIRBuilder, const Function &F,
    ArrayRef<ArrayRef<Register>> VRegs, FunctionLoweringInfo &) const {
  auto *FuncInfo = MIRBuilder.getMF().getInfo<SPIRVMachineFunctionInfo>();
  // Parameters come first; the truncations of widened ones follow them.
  SmallVector<std::pair<Register, Register>, 2> PendingTruncs;
  SmallVector<std::pair<Register, unsigned>, 2> PendingAggregates;
  for (auto [Index, Regs] : enumerate(VRegs)) {
    Type *ArgTy = F.getArg(Index)->getType();
    if (ArgTy->isAggregateType()) {
      if (!checkLeaves(MIRBuilder, Regs, ArgTy, "as parameter type"))
        return false;
      Register Param = newAggregateReg(MIRBuilder, ArgTy);
      MIRBuilder.buildInstr(SPIRV::OpFunctionParameter).addDef(Param);
      FuncInfo->addParam(Param);
      PendingAggregates.emplace_back(Param, Index);
      continue;
    }
    LLT Ty = boundaryType(MIRBuilder, Regs[0], F.getArg(Index)->getType(),
                          "as parameter type");
    Register Param = Regs[0];
    if (MIRBuilder.getMRI()->getType(Param) != Ty)
      Param = MIRBuilder.getMRI()->createGenericVirtualRegister(Ty);
    MIRBuilder.buildInstr(SPIRV::OpFunctionParameter).addDef(Param);
    FuncInfo->addParam(Param);
    if (Param != Regs[0])
      PendingTruncs.emplace_back(Regs[0], Param);
  }
  for (auto [Narrow, Param] : PendingTruncs)
    MIRBuilder.buildTrunc(Narrow, Param);
  for (auto [Param, Index] : PendingAggregates)
    extractLeaves(MIRBuilder, Param, F.getArg(Index)->getType(), VRegs[Index]);
  return true;
}

/// A relational or geometric builtin computed by a core instruction. Float
/// operands ride with the callee as the last operand, like OpExtInst's, so
/// that selection retypes them to the demangled parameter types. The
/// boolean the SPIR-V instruction makes becomes OpenCL's int: 1 / 0 for a
/// scalar, -1 / 0 per element for a vector (a G_SELECT of constants).
static bool lowerCoreBuiltinCall(MachineIRBuilder &MIRBuilder,
                                 const CallLowering::CallLoweringInfo &Info,
                                 const BuiltinDescription &D) {
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  const CoreBuiltin &B = *D.Core;
  Register Ret = Info.OrigRet.Regs[0];
  Register X = Info.OrigArgs[0].Regs[0];
  LLT ArgTy = MRI.getType(X);
  LLT BoolTy = ArgTy.isVector() ? LLT::fixed_vector(ArgTy.getNumElements(), 1)
                                : LLT::scalar(1);
  Register Bool;
  switch (B.Form) {
  case CoreBuiltin::Dot:
    if (!ArgTy.isVector()) {
      MIRBuilder.buildFMul(Ret, X, Info.OrigArgs[1].Regs[0]);
      return true;
    }
    MIRBuilder.buildInstr(B.Opcode)
        .addDef(Ret)
        .addUse(X)
        .addUse(Info.OrigArgs[1].Regs[0])
        .addGlobalAddress(Info.Callee.getGlobal());
    return true;
  case CoreBuiltin::FloatTest:
  case CoreBuiltin::FloatCompare: {
    Bool = MRI.createGenericVirtualRegister(BoolTy);
    auto MIB = MIRBuilder.buildInstr(B.Opcode).addDef(Bool);
    for (const CallLowering::ArgInfo &Arg : Info.OrigArgs)
      MIB.addUse(Arg.Regs[0]);
    MIB.addGlobalAddress(Info.Callee.getGlobal());
    break;
  }
  case CoreBuiltin::SignTest: {
    // The most significant bit is set exactly when the element is < 0.
    auto Zero = MIRBuilder.buildConstant(ArgTy, 0);
    Bool = MIRBuilder.buildICmp(CmpInst::ICMP_SLT, BoolTy, X, Zero).getReg(0);
    if (ArgTy.isVector()) {
      Register Reduced = MRI.createGenericVirtualRegister(LLT::scalar(1));
      MIRBuilder.buildInstr(B.Opcode).addDef(Reduced).addUse(Bool);
      Bool = Reduced;
    }
    break;
  }
  }
  LLT RetTy = MRI.getType(Ret);
  auto True = MIRBuilder.buildConstant(RetTy, RetTy.isVector() ? -1 : 1);
  auto False = MIRBuilder.buildConstant(RetTy, 0);
  MIRBuilder.buildSelect(Ret, Bool, True, False);
  return true;
}

/// An OpenCL atomic function becomes the generic MIR IRTranslator makes from
/// LLVM's atomic instructions (G_ATOMICRMW_*, G_ATOMIC_CMPXCHG, atomic
/// G_LOAD / G_STORE), its order and scope in the memory operand as LLVM's
/// ordering and syncscope: selection then maps both kinds of atomics to
/// SPIR-V in one place.
static bool lowerAtomicBuiltinCall(MachineIRBuilder &MIRBuilder,
                                   const CallLowering::CallLoweringInfo &Info,
                                   const BuiltinDescription &D) {
  MachineFunction &MF = MIRBuilder.getMF();
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  std::string Unsupported;
  std::optional<AtomicOperands> Ops = atomicOperands(D, *Info.CB, Unsupported);
  if (!Ops) {
    reportUnsupported(MF.getFunction(), Unsupported);
    return false;
  }
  const AtomicBuiltin &B = *D.Atomic;
  auto Arg = [&](unsigned I) { return Info.OrigArgs[I].Regs[0]; };
  Register Ptr = Arg(0);
  // OpenCL 2.0 code passes the object as a generic pointer, cast from its
  // own address space for the call; the atomic takes it in that space, as
  // vloadn does: the semantics then name exactly that memory, and readers
  // map each storage class to the overload OpenCL 1.2 libraries have.
  if (const MachineInstr *Cast = MRI.getVRegDef(Ptr);
      Cast && Cast->getOpcode() == TargetOpcode::G_ADDRSPACE_CAST &&
      MRI.getType(Ptr).getAddressSpace() == SPIRVAS::Generic) {
    unsigned SrcAS = MRI.getType(Cast->getOperand(1).getReg()).getAddressSpace();
    if (SrcAS == SPIRVAS::CrossWorkgroup || SrcAS == SPIRVAS::Workgroup)
      Ptr = Cast->getOperand(1).getReg();
  }
  unsigned AS = MRI.getType(Ptr).getAddressSpace();
  // The value type: the result's, or the stored value's (a flag is an int).
  LLT ValTy;
  if (B.Form == AtomicBuiltin::FlagTestAndSet || B.Form == AtomicBuiltin::FlagClear)
    ValTy = LLT::scalar(32);
  else if (B.Form == AtomicBuiltin::Load || B.Form == AtomicBuiltin::LegacyUnary)
    ValTy = MRI.getType(Info.OrigRet.Regs[0]);
  else
    ValTy = MRI.getType(Arg(B.Form == AtomicBuiltin::CompareExchange ? 2 : 1));
  Register Ret = Info.OrigRet.Regs.empty() ? Register() : Info.OrigRet.Regs[0];
  if (!Ret)
    Ret = MRI.createGenericVirtualRegister(ValTy);
  Align A(ValTy.getSizeInBytes());
  auto Flags = MachineMemOperand::MOLoad | MachineMemOperand::MOStore;
  if (B.Form == AtomicBuiltin::Load)
    Flags = MachineMemOperand::MOLoad;
  else if (B.Form == AtomicBuiltin::Store || B.Form == AtomicBuiltin::Init ||
           B.Form == AtomicBuiltin::FlagClear)
    Flags = MachineMemOperand::MOStore;
  MachineMemOperand *MMO = MF.getMachineMemOperand(
      MachinePointerInfo(AS), Flags, ValTy, A,
      AAMDNodes(), nullptr, Ops->Scope, Ops->Ordering, Ops->FailureOrdering);
  switch (B.Form) {
  case AtomicBuiltin::Legacy:
  case AtomicBuiltin::Fetch:
    MIRBuilder.buildAtomicRMW(D.AtomicOpcode, Ret, Ptr, Arg(1), *MMO);
    return true;
  case AtomicBuiltin::LegacyUnary: {
    auto One = MIRBuilder.buildConstant(ValTy, 1);
    MIRBuilder.buildAtomicRMW(D.AtomicOpcode, Ret, Ptr, One.getReg(0), *MMO);
    return true;
  }
  case AtomicBuiltin::LegacyCmpxchg:
    MIRBuilder.buildAtomicCmpXchg(Ret, Ptr, Arg(1), Arg(2), *MMO);
    return true;
  case AtomicBuiltin::Load:
    MIRBuilder.buildLoad(Ret, Ptr, *MMO);
    return true;
  case AtomicBuiltin::Store:
  case AtomicBuiltin::Init:
    MIRBuilder.buildStore(Arg(1), Ptr, *MMO);
    return true;
  case AtomicBuiltin::FlagTestAndSet: {
    auto One = MIRBuilder.buildConstant(ValTy, 1);
    Register Old = MRI.createGenericVirtualRegister(ValTy);
    MIRBuilder.buildAtomicRMW(D.AtomicOpcode, Old, Ptr, One.getReg(0), *MMO);
    auto Zero = MIRBuilder.buildConstant(ValTy, 0);
    MIRBuilder.buildICmp(CmpInst::ICMP_NE, Ret, Old, Zero);
    return true;
  }
  case AtomicBuiltin::FlagClear: {
    auto Zero = MIRBuilder.buildConstant(ValTy, 0);
    MIRBuilder.buildStore(Zero.getReg(0), Ptr, *MMO);
    return true;
  }
  case AtomicBuiltin::CompareExchange: {
    // old = cmpxchg(p, *expected, desired); *expected = old (unchanged when
    // the exchange succeeded); the result is old == *expected.
    Register ExpectedPtr = Arg(1);
    unsigned ExpectedAS = MRI.getType(ExpectedPtr).getAddressSpace();
    auto Plain = [&](MachineMemOperand::Flags F) {
      return MF.getMachineMemOperand(MachinePointerInfo(ExpectedAS), F, ValTy, A);
    };
    auto Expected =
        MIRBuilder.buildLoad(ValTy, ExpectedPtr, *Plain(MachineMemOperand::MOLoad));
    Register Old = MRI.createGenericVirtualRegister(ValTy);
    MIRBuilder.buildAtomicCmpXchg(Old, Ptr, Expected.getReg(0), Arg(2), *MMO);
    MIRBuilder.buildICmp(CmpInst::ICMP_EQ, Ret, Old, Expected.getReg(0));
    MIRBuilder.buildStore(Old, ExpectedPtr, *Plain(MachineMemOperand::MOStore));
    return true;
  }
  }
  return false;
}

/// A call of a builtin (see SPIRVBuiltins.h) becomes the instruction that
/// computes it. Forms that cannot be lowered were rejected, with the
/// function named, by SPIRVCheckModule.
static bool lowerBuiltinCall(MachineIRBuilder &MIRBuilder,
                             const CallLowering::CallLoweringInfo &Info,
                             const BuiltinDescription &D) {
  const Function &Caller = MIRBuilder.getMF().getFunction();
  if (!D.Unsupported.empty()) {
    reportUnsupported(Caller, D.Unsupported);
    return false;
  }
  switch (D.Family) {
  case BuiltinFamily::ExtInst: {
    // The callee rides along as the last operand: type inference reads the
    // result type from it, and selection the parameter types (the operands
    // are retyped and gentype scalars splatted there, where the types of
    // the arguments are known).
    // The stores (vstoren) return void, which OpExtInst still defines.
    Register Result =
        Info.OrigRet.Regs.empty() || Info.OrigRet.Ty->isVoidTy()
            ? MIRBuilder.getMRI()->createVirtualRegister(&SPIRV::IDRegClass)
            : Info.OrigRet.Regs[0];
    auto MIB = MIRBuilder.buildInstr(SPIRV::OpExtInst)
                   .addDef(Result)
                   .addExternalSymbol(OpenCLStdSetName)
                   .addImm(D.ExtInst);
    for (const CallLowering::ArgInfo &Arg : Info.OrigArgs)
      MIB.addUse(Arg.Regs[0]);
    // Literal operands (vloadn's n) go after the ids, before the callee.
    for (uint32_t L : D.Literals)
      MIB.addImm(L);
    MIB.addGlobalAddress(Info.Callee.getGlobal());
    return true;
  }
  case BuiltinFamily::Core:
    return lowerCoreBuiltinCall(MIRBuilder, Info, D);
  case BuiltinFamily::Atomic:
    return lowerAtomicBuiltinCall(MIRBuilder, Info, D);
  case BuiltinFamily::Sync: {
    std::string Unsupported;
    std::optional<SyncOperands> Ops = syncOperands(D, *Info.CB, Unsupported);
    if (!Ops) {
      reportUnsupported(Caller, Unsupported);
      return false;
    }
    // Scopes and semantics are ids of 32-bit integer constants.
    SmallVector<Register, 3> Operands;
    auto Constant = [&](uint32_t V) {
      Operands.push_back(MIRBuilder.buildConstant(LLT::scalar(32), V).getReg(0));
    };
    if (Ops->ExecutionScope)
      Constant(*Ops->ExecutionScope);
    Constant(Ops->MemoryScope);
    Constant(Ops->Semantics);
    auto MIB = MIRBuilder.buildInstr(D.Sync->Opcode);
    for (Register R : Operands)
      MIB.addUse(R);
    return true;
  }
  case BuiltinFamily::WorkItem:
    // SPIRVLowerWorkItems has replaced every call of these.
    break;
  }
  reportUnsupported(Caller, "call to builtin " + D.Name);
  return false;
}

bool SPIRVCallLowering::lowerCall(MachineIRBuilder &MIRBuilder,
                                  CallLoweringInfo &Info) const {
  const Function &Caller = MIRBuilder.getMF().getFunction();
  if (!Info.Callee.isGlobal() || !Info.CB) {
    reportUnsupported(Caller, "indirect call");
    return false;
  }
  const auto *Callee = cast<Function>(Info.Callee.getGlobal());
  if (isTargetMarker(*Callee)) {
    // An access chain: (type token, base, indices...). The token's value
    // type is the getelementptr source element type; it rides along as the
    // last operand until type inference and selection have used it.
    bool InBounds = Callee->getName().contains("inbounds");
    auto MIB = MIRBuilder.buildInstr(InBounds ? SPIRV::OpInBoundsPtrAccessChain
                                              : SPIRV::OpPtrAccessChain);
    MIB.addDef(Info.OrigRet.Regs[0]);
    for (unsigned I = 1; I < Info.OrigArgs.size(); ++I)
      MIB.addUse(Info.OrigArgs[I].Regs[0]);
    MIB.addGlobalAddress(cast<GlobalVariable>(Info.CB->getArgOperand(0)));
    return true;
  }

  if (std::optional<BuiltinDescription> D = describeBuiltin(*Callee)) {
    if (Info.OrigRet.Ty->isAggregateType() ||
        any_of(Info.OrigArgs,
               [](const ArgInfo &A) { return A.Ty->isAggregateType(); })) {
      reportUnsupported(Caller, "an aggregate passed to builtin " + D->Name);
      return false;
    }
    return lowerBuiltinCall(MIRBuilder, Info, *D);
  }

  // OpFunctionCall has a result even for void callees.
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  SmallVector<Register, 8> Args;
  for (const ArgInfo &Arg : Info.OrigArgs) {
    if (Arg.Ty->isAggregateType()) {
      if (!checkLeaves(MIRBuilder, Arg.Regs, Arg.Ty,
                       "as argument of @" + Callee->getName()))
        return false;
      Args.push_back(buildAggregate(MIRBuilder, Arg.Ty, Arg.Regs));
      continue;
    }
    LLT Ty = boundaryType(MIRBuilder, Arg.Regs[0], Arg.Ty,
                          "as argument of @" + Callee->getName());
    Args.push_back(toBoundary(MIRBuilder, Arg.Regs[0], Ty));
  }
  Register Result, Narrow;
  bool AggregateResult = Info.OrigRet.Ty->isAggregateType();
  if (AggregateResult) {
    if (!checkLeaves(MIRBuilder, Info.OrigRet.Regs, Info.OrigRet.Ty,
                     "as result of @" + Callee->getName()))
      return false;
    Result = newAggregateReg(MIRBuilder, Info.OrigRet.Ty);
  } else if (!Info.OrigRet.Regs.empty() && !Info.OrigRet.Ty->isVoidTy()) {
    Result = Info.OrigRet.Regs[0];
    LLT Ty = boundaryType(MIRBuilder, Result, Info.OrigRet.Ty,
                          "as result of @" + Callee->getName());
    if (MRI.getType(Result) != Ty) {
      Narrow = Result;
      Result = MRI.createGenericVirtualRegister(Ty);
    }
  } else {
    Result = MRI.createVirtualRegister(&SPIRV::IDRegClass);
  }
  auto MIB = MIRBuilder.buildInstr(SPIRV::OpFunctionCall).addDef(Result);
  MIB.addGlobalAddress(Callee);
  for (Register A : Args)
    MIB.addUse(A);
  if (Narrow)
    MIRBuilder.buildTrunc(Narrow, Result);
  if (AggregateResult)
    extractLeaves(MIRBuilder, Result, Info.OrigRet.Ty, Info.OrigRet.Regs);
  return true;
}
