//===- SPIRVCallLowering.cpp - Calls, parameters and returns --------------===//

#include "SPIRVCallLowering.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVIRUtils.h"
#include "SPIRVISelLowering.h"
#include "SPIRVLegalizerInfo.h"
#include "SPIRVTypeInference.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVModuleState.h"
#include "SPIRVRegisterInfo.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/Constants.h"
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
/// so the error is given once. A kernel's parameter has the host's layout
/// too, where a vector of odd integers is packed bits (a <2 x i4> is one
/// byte): lowerFormalArguments takes those of up to 64 bits as such; a
/// longer one keeps its type here, and is reported.
static LLT boundaryType(MachineIRBuilder &B, Register R, Type *IRTy,
                        const Twine &Where, bool KernelParameter = false) {
  LLT Ty = B.getMRI()->getType(R);
  if (SPIRVLegalizerInfo::isLegalValue(Ty, /*AllowBool=*/true))
    return Ty;
  auto Container = [](LLT Scalar) {
    return LLT::scalar(std::max<unsigned>(8, PowerOf2Ceil(Scalar.getSizeInBits())));
  };
  if (Ty.isScalar() && Ty.getSizeInBits() < 64)
    return Container(Ty);
  // A vector of 5-7 or 9-15 elements crosses in the next legal length (the
  // type mapping's), the extra lanes undefined; odd integer elements
  // (<2 x i4>) in their containers.
  if (Ty.isVector() && Ty.getNumElements() <= 16 &&
      !Ty.getElementType().isPointer()) {
    LLT Elt = Ty.getElementType();
    if (!SPIRVLegalizerInfo::isLegalValue(Elt, /*AllowBool=*/true)) {
      if (!Elt.isScalar() || Elt.getSizeInBits() >= 64 || KernelParameter)
        Elt = LLT();
      else
        Elt = Container(Elt);
    }
    unsigned N = Ty.getNumElements();
    if (Elt.isValid())
      return LLT::fixed_vector(isLegalVectorLength(N) ? N : N < 8 ? 8 : 16, Elt);
  }
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

/// A register of the aggregate IR type \p IRTy, as it crosses a function
/// boundary unless \p AtBoundary is false, typed already (it has no LLT for
/// type inference to start from).
static Register newAggregateReg(MachineIRBuilder &B, Type *IRTy, bool AtBoundary = true) {
  Register R = B.getMRI()->createVirtualRegister(&SPIRV::IDRegClass);
  B.getMF().getInfo<SPIRVMachineFunctionInfo>()->setType(
      R, AtBoundary ? spirvTypeAtBoundary(IRTy, nullptr) : IRTy);
  return R;
}

Register llvm::buildAggregate(MachineIRBuilder &B, Type *IRTy,
                              ArrayRef<Register> Leaves, bool AtBoundary) {
  SmallVector<unsigned, 4> Path;
  SmallVector<SmallVector<unsigned, 4>, 8> Paths;
  leafPaths(IRTy, Path, Paths);
  Register Acc = newAggregateReg(B, IRTy, AtBoundary);
  B.buildInstr(SPIRV::OpUndef).addDef(Acc);
  for (auto [Leaf, LeafPath] : zip(Leaves, Paths)) {
    // Undefined leaves are undefined in the OpUndef already.
    if (const MachineInstr *Def = B.getMRI()->getVRegDef(Leaf);
        Def && Def->getOpcode() == TargetOpcode::G_IMPLICIT_DEF)
      continue;
    Register Next = newAggregateReg(B, IRTy, AtBoundary);
    auto MIB = B.buildInstr(SPIRV::OpCompositeInsert).addDef(Next).addUse(Leaf).addUse(Acc);
    for (unsigned I : LeafPath)
      MIB.addImm(I);
    Acc = Next;
  }
  return Acc;
}

void llvm::extractLeaves(MachineIRBuilder &B, Register Agg, Type *IRTy,
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

/// The array a value of IR type \p IRTy crosses a boundary as, where
/// SPIR-V has no value of its type (the type mapping's): a vector of
/// pointers as its lanes, padded to a power of two (SPIR-V has vectors of
/// pointers only with SPV_INTEL_masked_gather_scatter), an integer wider
/// than 64 bits (i99, i128) as 64-bit words, low first. Null for other
/// types.
static ArrayType *arrayBoundary(Type *IRTy) {
  if (auto *IT = dyn_cast<IntegerType>(IRTy); IT && IT->getBitWidth() > 64)
    return ArrayType::get(Type::getInt64Ty(IRTy->getContext()),
                          divideCeil(IT->getBitWidth(), 64));
  auto *VT = dyn_cast<FixedVectorType>(IRTy);
  if (!VT || !VT->getElementType()->isPointerTy())
    return nullptr;
  return ArrayType::get(VT->getElementType(), PowerOf2Ceil(VT->getNumElements()));
}

/// The leaf register type of \p AT (arrayBoundary) for a value of \p Ty.
static LLT arrayBoundaryLeaf(LLT Ty) {
  return Ty.isScalar() ? LLT::scalar(64) : Ty.getElementType();
}

/// The leaves of \p AT (arrayBoundary) for the value \p V: its lanes, then
/// undefined ones, or its words.
static SmallVector<Register, 8> arrayBoundaryLeaves(MachineIRBuilder &B,
                                                    Register V, ArrayType *AT) {
  LLT Ty = B.getMRI()->getType(V);
  LLT Leaf = arrayBoundaryLeaf(Ty);
  if (Ty.isScalar()) {
    LLT Words = LLT::scalar(64 * AT->getNumElements());
    if (Ty != Words)
      V = B.buildAnyExt(Words, V).getReg(0);
  }
  SmallVector<Register, 8> Leaves;
  unsigned Parts = Ty.isScalar() ? AT->getNumElements() : Ty.getNumElements();
  for (unsigned L = 0; L < Parts; ++L)
    Leaves.push_back(B.getMRI()->createGenericVirtualRegister(Leaf));
  B.buildUnmerge(Leaves, V);
  while (Leaves.size() < AT->getNumElements())
    Leaves.push_back(B.buildUndef(Leaf).getReg(0));
  return Leaves;
}

/// The value \p Dst from the array \p Agg that carried it across a
/// boundary (arrayBoundary).
static void fromArrayBoundary(MachineIRBuilder &B, Register Dst, Register Agg,
                              ArrayType *AT) {
  LLT Ty = B.getMRI()->getType(Dst);
  SmallVector<Register, 8> Leaves;
  for (unsigned L = 0; L < AT->getNumElements(); ++L)
    Leaves.push_back(B.getMRI()->createGenericVirtualRegister(arrayBoundaryLeaf(Ty)));
  extractLeaves(B, Agg, AT, Leaves);
  if (Ty.isScalar()) {
    LLT Words = LLT::scalar(64 * AT->getNumElements());
    if (Ty == Words)
      B.buildMergeLikeInstr(Dst, Leaves);
    else
      B.buildTrunc(Dst, B.buildMergeLikeInstr(Words, Leaves));
    return;
  }
  Leaves.resize(Ty.getNumElements());
  B.buildBuildVector(Dst, Leaves);
}

/// \p R in \p Ty, the type of the boundary it crosses: its elements
/// widened, then its lanes padded.
static Register toBoundary(MachineIRBuilder &B, Register R, LLT Ty) {
  LLT From = B.getMRI()->getType(R);
  if (From == Ty)
    return R;
  if (From.getScalarType() != Ty.getScalarType())
    R = B.buildAnyExt(From.changeElementType(Ty.getScalarType()), R).getReg(0);
  if (Ty.isVector() && Ty.getNumElements() != From.getNumElements())
    R = B.buildPadVectorWithUndefElements(Ty, R).getReg(0);
  return R;
}

/// \p Dst, the value of boundary register \p R: the reverse of
/// toBoundary.
static void fromBoundary(MachineIRBuilder &B, Register Dst, Register R) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLT DstTy = MRI.getType(Dst), Ty = MRI.getType(R);
  if (DstTy.getScalarType() == Ty.getScalarType()) {
    B.buildDeleteTrailingVectorElements(Dst, R);
    return;
  }
  if (DstTy.isVector() && DstTy.getNumElements() != Ty.getNumElements())
    R = B.buildDeleteTrailingVectorElements(
             DstTy.changeElementType(Ty.getScalarType()), R)
            .getReg(0);
  B.buildTrunc(Dst, R);
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
  if (ArrayType *AT = arrayBoundary(Val->getType())) {
    Register Agg = buildAggregate(
        MIRBuilder, AT, arrayBoundaryLeaves(MIRBuilder, VRegs[0], AT));
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
  SmallVector<std::pair<Register, Register>, 2> PendingPacked;
  for (auto [Index, Regs] : enumerate(VRegs)) {
    Type *ArgTy = F.getArg(Index)->getType();
    if (ArgTy->isAggregateType() || arrayBoundary(ArgTy)) {
      if (ArgTy->isAggregateType() &&
          !checkLeaves(MIRBuilder, Regs, ArgTy, "as parameter type"))
        return false;
      Register Param = newAggregateReg(MIRBuilder, ArgTy);
      MIRBuilder.buildInstr(SPIRV::OpFunctionParameter).addDef(Param);
      FuncInfo->addParam(Param);
      PendingAggregates.emplace_back(Param, Index);
      continue;
    }
    // A kernel's vector of odd integers (<2 x i4>) has the host's layout:
    // packed bits, in the integer that holds them (an i8), as in memory.
    auto *VT = dyn_cast<FixedVectorType>(ArgTy);
    if (F.getCallingConv() == CallingConv::SPIR_KERNEL && VT &&
        isPackedInMemory(VT) && VT->getPrimitiveSizeInBits() <= 64) {
      Type *Packed = withDefaultPointees(VT);
      Register Param = MIRBuilder.getMRI()->createGenericVirtualRegister(
          LLT::scalar(Packed->getIntegerBitWidth()));
      setSPIRVType(MIRBuilder, Param, Packed);
      MIRBuilder.buildInstr(SPIRV::OpFunctionParameter).addDef(Param);
      FuncInfo->addParam(Param);
      PendingPacked.emplace_back(Regs[0], Param);
      continue;
    }
    LLT Ty = boundaryType(MIRBuilder, Regs[0], F.getArg(Index)->getType(),
                          "as parameter type",
                          F.getCallingConv() == CallingConv::SPIR_KERNEL);
    Register Param = Regs[0];
    if (MIRBuilder.getMRI()->getType(Param) != Ty)
      Param = MIRBuilder.getMRI()->createGenericVirtualRegister(Ty);
    MIRBuilder.buildInstr(SPIRV::OpFunctionParameter).addDef(Param);
    FuncInfo->addParam(Param);
    if (Param != Regs[0])
      PendingTruncs.emplace_back(Regs[0], Param);
  }
  for (auto [Narrow, Param] : PendingTruncs)
    fromBoundary(MIRBuilder, Narrow, Param);
  for (auto [Vector, Param] : PendingPacked) {
    LLT Bits = LLT::scalar(MIRBuilder.getMRI()->getType(Vector).getSizeInBits());
    if (MIRBuilder.getMRI()->getType(Param) != Bits)
      Param = MIRBuilder.buildTrunc(Bits, Param).getReg(0);
    MIRBuilder.buildBitcast(Vector, Param);
  }
  for (auto [Param, Index] : PendingAggregates) {
    Type *ArgTy = F.getArg(Index)->getType();
    if (ArrayType *AT = arrayBoundary(ArgTy))
      fromArrayBoundary(MIRBuilder, VRegs[Index][0], Param, AT);
    else
      extractLeaves(MIRBuilder, Param, ArgTy, VRegs[Index]);
  }
  return true;
}

/// The markers spirv-lower-intrinsics and spirv-private-allocas make for
/// one SPIR-V instruction each: an annotated pointer (OpCopyObject, an id
/// of its own to decorate, of its operand's type), a dynamic alloca
/// (OpVariableLengthArrayINTEL of its count) and a core instruction
/// (createCoreInstruction: the opcode its first operand names). The call's
/// !spirv.Decorations decorate the result.
static void lowerInstructionMarker(MachineIRBuilder &MIRBuilder,
                                   CallLowering::CallLoweringInfo &Info,
                                   const Function &Callee) {
  // A statement (OpAssumeTrueKHR) has no result: the target instruction
  // itself, which has effects.
  Register Result =
      Info.OrigRet.Ty->isVoidTy() ? Register() : Info.OrigRet.Regs[0];
  unsigned Opcode;
  SmallVector<Register, 2> Operands;
  if (isAnnotatedCopyMarker(Callee)) {
    Opcode = SPIRV::OpCopyObject;
    Operands.push_back(Info.OrigArgs[0].Regs[0]);
  } else if (Callee.getName() == SpecConstantLengthArrayMarker) {
    // (poison of the element type, the __spirv_SpecConstant call): an
    // OpVariable of the array, as a pointer to its first element, with the
    // alloca's decorations and an alignment beyond the ABI's, as an
    // alloca's variable (the call's !spirv.Decorations and result align).
    const auto *Length = cast<CallInst>(Info.CB->getArgOperand(1));
    APInt Default = cast<ConstantInt>(Length->getArgOperand(1))->getValue().zext(64);
    Type *Elem = withDefaultPointees(Info.OrigArgs[0].Ty);
    Type *Array = TargetExtType::get(
        Callee.getContext(), SpecConstantLengthArrayTypeName, {Elem},
        {unsigned(cast<ConstantInt>(Length->getArgOperand(0))->getZExtValue()),
         Length->getType()->getIntegerBitWidth(),
         unsigned(Default.extractBitsAsZExtValue(32, 0)),
         unsigned(Default.extractBitsAsZExtValue(32, 32))});
    MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
    Register Var = MRI.createGenericVirtualRegister(MRI.getType(Result));
    setSPIRVType(MIRBuilder, Var, typedPointer(Array, SPIRVAS::Function));
    buildInstruction(MIRBuilder, SPIRV::OpVariable, Var)
        .addImm(SPIRV::StorageClass::Function);
    auto *FuncInfo = MIRBuilder.getMF().getInfo<SPIRVMachineFunctionInfo>();
    FuncInfo->setDecorations(Var, Info.CB->getMetadata("spirv.Decorations"));
    if (uint32_t Align = alignmentBeyondABI(MIRBuilder.getDataLayout(),
                                            Info.CB->getArgOperand(0)->getType(),
                                            Info.CB->getRetAlign()))
      FuncInfo->setVariableAlignment(Var, Align);
    setSPIRVType(MIRBuilder, Result, typedPointer(Elem, SPIRVAS::Function));
    buildInstruction(MIRBuilder, SPIRV::OpBitcast, Result).addUse(Var);
    return;
  } else if (Callee.getName() == VariableLengthArrayMarker) {
    // (poison of the element type, i64 count)
    Opcode = SPIRV::OpVariableLengthArrayINTEL;
    Operands.push_back(Info.OrigArgs[1].Regs[0]);
    setSPIRVType(MIRBuilder, Result,
                 typedPointer(withDefaultPointees(Info.OrigArgs[0].Ty),
                              SPIRVAS::Function));
  } else {
    // A core instruction (i32 opcode, operands...): operands and result as
    // the IR types them.
    Opcode = cast<ConstantInt>(Info.CB->getArgOperand(0))->getZExtValue();
    for (unsigned I = 1; I < Info.OrigArgs.size(); ++I)
      Operands.push_back(typedOperand(
          MIRBuilder, Info.OrigArgs[I].Regs[0],
          withDefaultPointees(Info.OrigArgs[I].Ty, /*InMemory=*/false)));
    if (Result)
      setSPIRVType(MIRBuilder, Result,
                   withDefaultPointees(Info.OrigRet.Ty, /*InMemory=*/false));
  }
  auto MIB = Result ? buildInstruction(MIRBuilder, Opcode, Result)
                    : MIRBuilder.buildInstr(Opcode);
  for (Register Operand : Operands)
    MIB.addUse(Operand);
  if (!Result)
    return;
  MIRBuilder.getMF().getInfo<SPIRVMachineFunctionInfo>()->setDecorations(
      Result, Info.CB->getMetadata("spirv.Decorations"));
}

/// Inline assembly (spirv-lower-intrinsics' marker): OpAsmCallINTEL of the
/// OpAsmINTEL the module emitter makes of the call's !spirv.asm and types,
/// the metadata standing for that id until then. A void one has a result
/// too (of OpTypeVoid), as OpFunctionCall does.
static void lowerInlineAsmCall(MachineIRBuilder &MIRBuilder,
                               CallLowering::CallLoweringInfo &Info) {
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  auto *FuncInfo = MIRBuilder.getMF().getInfo<SPIRVMachineFunctionInfo>();
  SmallVector<Register, 4> Args;
  for (const CallLowering::ArgInfo &Arg : Info.OrigArgs)
    Args.push_back(typedOperand(MIRBuilder, Arg.Regs[0],
                                withDefaultPointees(Arg.Ty, /*InMemory=*/false)));
  MDNode *Asm = Info.CB->getMetadata(InlineAsmMetadata);
  MachineInstrBuilder MIB;
  if (Info.OrigRet.Ty->isVoidTy()) {
    Register Result = MRI.createVirtualRegister(&SPIRV::IDRegClass);
    FuncInfo->setType(Result, Info.OrigRet.Ty);
    MIB = MIRBuilder.buildInstr(SPIRV::OpAsmCallINTEL).addDef(Result);
  } else {
    Register Result = Info.OrigRet.Regs[0];
    setSPIRVType(MIRBuilder, Result,
                 withDefaultPointees(Info.OrigRet.Ty, /*InMemory=*/false));
    MIB = buildInstruction(MIRBuilder, SPIRV::OpAsmCallINTEL, Result);
  }
  MIB.addMetadata(Asm);
  for (Register Arg : Args)
    MIB.addUse(Arg);
}

/// A call of a function defined or imported by the module (OpFunctionCall),
/// or, with a null \p Callee, through the function pointer in \p Pointer
/// (OpFunctionPointerCallINTEL).
static bool lowerUserCall(MachineIRBuilder &MIRBuilder,
                          CallLowering::CallLoweringInfo &Info,
                          const Function *Callee, Register Pointer = Register()) {
  std::string CalleeName =
      Callee ? ("@" + Callee->getName()).str() : "an indirect call";
  // A call has a result even for void callees.
  MachineRegisterInfo &MRI = *MIRBuilder.getMRI();
  SmallVector<Register, 8> Args;
  for (const CallLowering::ArgInfo &Arg : Info.OrigArgs) {
    if (Arg.Ty->isAggregateType()) {
      if (!checkLeaves(MIRBuilder, Arg.Regs, Arg.Ty,
                       "as argument of " + CalleeName))
        return false;
      Args.push_back(buildAggregate(MIRBuilder, Arg.Ty, Arg.Regs));
      continue;
    }
    if (ArrayType *AT = arrayBoundary(Arg.Ty)) {
      Args.push_back(buildAggregate(
          MIRBuilder, AT, arrayBoundaryLeaves(MIRBuilder, Arg.Regs[0], AT)));
      continue;
    }
    LLT Ty = boundaryType(MIRBuilder, Arg.Regs[0], Arg.Ty,
                          "as argument of " + CalleeName);
    Args.push_back(toBoundary(MIRBuilder, Arg.Regs[0], Ty));
  }
  Register Result, Narrow;
  bool AggregateResult = Info.OrigRet.Ty->isAggregateType();
  if (AggregateResult) {
    if (!checkLeaves(MIRBuilder, Info.OrigRet.Regs, Info.OrigRet.Ty,
                     "as result of " + CalleeName))
      return false;
    Result = newAggregateReg(MIRBuilder, Info.OrigRet.Ty);
  } else if (ArrayType *AT = arrayBoundary(Info.OrigRet.Ty)) {
    Result = newAggregateReg(MIRBuilder, AT);
  } else if (!Info.OrigRet.Regs.empty() && !Info.OrigRet.Ty->isVoidTy()) {
    Result = Info.OrigRet.Regs[0];
    LLT Ty = boundaryType(MIRBuilder, Result, Info.OrigRet.Ty,
                          "as result of " + CalleeName);
    if (MRI.getType(Result) != Ty) {
      Narrow = Result;
      Result = MRI.createGenericVirtualRegister(Ty);
    }
  } else {
    Result = MRI.createVirtualRegister(&SPIRV::IDRegClass);
  }
  if (!Callee) {
    // The pointer, the arguments and the result take the function type of
    // the IR call (selection casts the pointer if it was typed otherwise).
    Type *PtrTy = functionPointerType(
        Info.CB->getFunctionType(), MRI.getType(Pointer).getAddressSpace());
    auto *FnTy = cast<FunctionType>(
        cast<TypedPointerType>(PtrTy)->getElementType());
    Pointer = typedOperand(MIRBuilder, Pointer, PtrTy);
    for (unsigned A = 0; A < Args.size(); ++A)
      if (MRI.getType(Args[A]).isValid())
        Args[A] = typedOperand(MIRBuilder, Args[A], FnTy->getParamType(A));
    MIRBuilder.getMF().getInfo<SPIRVMachineFunctionInfo>()->setType(
        Result, FnTy->getReturnType());
  }
  auto MIB = MIRBuilder.buildInstr(Callee ? SPIRV::OpFunctionCall
                                          : SPIRV::OpFunctionPointerCallINTEL)
                 .addDef(Result);
  if (Callee)
    MIB.addGlobalAddress(Callee);
  else
    MIB.addUse(Pointer);
  for (Register A : Args)
    MIB.addUse(A);
  if (Narrow)
    fromBoundary(MIRBuilder, Narrow, Result);
  if (AggregateResult)
    extractLeaves(MIRBuilder, Result, Info.OrigRet.Ty, Info.OrigRet.Regs);
  else if (ArrayType *AT = arrayBoundary(Info.OrigRet.Ty))
    fromArrayBoundary(MIRBuilder, Info.OrigRet.Regs[0], Result, AT);
  return true;
}

bool SPIRVCallLowering::lowerCall(MachineIRBuilder &MIRBuilder,
                                  CallLoweringInfo &Info) const {
  const Function &Caller = MIRBuilder.getMF().getFunction();
  if (!Info.CB) {
    reportUnsupported(Caller, "a call without its IR call");
    return false;
  }
  // A call through a pointer (SPV_INTEL_function_pointers, which
  // spirv-check-module required): OpFunctionPointerCallINTEL.
  if (!Info.Callee.isGlobal())
    return lowerUserCall(MIRBuilder, Info, nullptr, Info.Callee.getReg());
  const auto *Callee = cast<Function>(Info.Callee.getGlobal());
  if (isInstructionMarker(*Callee)) {
    lowerInstructionMarker(MIRBuilder, Info, *Callee);
    return true;
  }
  if (Callee->getName().starts_with(InlineAsmMarkerPrefix)) {
    lowerInlineAsmCall(MIRBuilder, Info);
    return true;
  }
  if (Callee->getName() == NullEventMarkerName) {
    Register Null = Info.OrigRet.Regs[0];
    setSPIRVType(MIRBuilder, Null, Callee->getReturnType());
    MIRBuilder.buildInstr(SPIRV::OpConstantNull).addDef(Null);
    return true;
  }
  if (isTargetMarker(*Callee)) {
    // An access chain marker (SPIRVAccessChains): (type token, in-bounds
    // flag, base, element, indices...). The token's value type is the
    // getelementptr source element type.
    auto MIB = MIRBuilder.buildInstr(SPIRV::G_SPIRV_ACCESS_CHAIN)
                   .addDef(Info.OrigRet.Regs[0])
                   .addGlobalAddress(cast<GlobalVariable>(Info.CB->getArgOperand(0)))
                   .addImm(cast<ConstantInt>(Info.CB->getArgOperand(1))->isOne());
    for (unsigned I = 2; I < Info.OrigArgs.size(); ++I)
      MIB.addUse(Info.OrigArgs[I].Regs[0]);
    MIRBuilder.getMF().getInfo<SPIRVMachineFunctionInfo>()->setDecorations(
        Info.OrigRet.Regs[0], Info.CB->getMetadata("spirv.Decorations"));
    return true;
  }

  const auto &FuncInfo = *MIRBuilder.getMF().getInfo<SPIRVMachineFunctionInfo>();
  if (const BuiltinDescription *D =
          FuncInfo.moduleState().builtins().describe(*Callee)) {
    // Only a specialization constant composite and the instructions with
    // aggregate results have struct or array operands and results (made
    // of their members' leaves).
    if (D->Family != BuiltinFamily::SpecConstant && !D->TakesAggregates &&
        (Info.OrigRet.Ty->isAggregateType() ||
         any_of(Info.OrigArgs,
                [](const ArgInfo &A) { return A.Ty->isAggregateType(); }))) {
      reportUnsupported(Caller, "an aggregate passed to builtin " + D->Name);
      return false;
    }
    if (!lowerBuiltinCall(MIRBuilder, Info, *D))
      return false;
    // spirv-check-module allows decorations only where the result is the
    // builtin's instruction's (OpenCL.std calls of legal types).
    if (const MDNode *List = Info.CB->getMetadata("spirv.Decorations"))
      MIRBuilder.getMF().getInfo<SPIRVMachineFunctionInfo>()->setDecorations(
          Info.OrigRet.Regs[0], List);
    return true;
  }

  // A call of another function type than the callee's (C's calls through a
  // cast) calls its address with the call's type, as an indirect call does
  // (spirv-check-module required SPV_INTEL_function_pointers).
  if (Info.CB->getFunctionType() != Callee->getFunctionType()) {
    const DataLayout &DL = MIRBuilder.getDataLayout();
    Register Address =
        MIRBuilder
            .buildGlobalValue(LLT::pointer(Callee->getAddressSpace(),
                                           DL.getPointerSizeInBits(
                                               Callee->getAddressSpace())),
                              Callee)
            .getReg(0);
    return lowerUserCall(MIRBuilder, Info, nullptr, Address);
  }
  return lowerUserCall(MIRBuilder, Info, Callee);
}
