//===- SPIRVInstructionSelector.cpp - Generic MIR to SPIR-V ---------------===//
//
// Selects each generic instruction into the SPIR-V instruction(s) that
// compute it. Result types come from SPIRVTypeInference; where an operand's
// type differs from what the instruction needs (a float loaded where an
// integer is added, a pointer whose pointee differs from the access), the
// one coercion routine below inserts the cast: OpBitcast for values and
// same-storage-class pointers, OpPtrCastToGeneric / OpGenericCastToPtr
// across storage classes.
//
// Constants, undefs and references to globals are selected in place; the
// module emitter hoists them to the module's types-and-constants section and
// defines each once.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltins.h"
#include "SPIRVInstrInfo.h"
#include "SPIRVMemoryModel.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVIRUtils.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVModuleState.h"
#include "SPIRVSubtarget.h"
#include "SPIRVTargetMachine.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/CodeGen/GlobalISel/GenericMachineInstrs.h"
#include "llvm/CodeGen/GlobalISel/InstructionSelector.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineJumpTableInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "spirv-isel"

using namespace llvm;

namespace {

class SPIRVInstructionSelector : public InstructionSelector {
  const SPIRVInstrInfo &TII;
  MachineRegisterInfo *MRI = nullptr;
  SPIRVMachineFunctionInfo *Info = nullptr;

public:
  SPIRVInstructionSelector(const SPIRVSubtarget &STI)
      : TII(*STI.getInstrInfo()) {}

  static const char *getName() { return "SPIRVInstructionSelector"; }

  void setupMF(MachineFunction &MF, GISelValueTracking *VT,
               CodeGenCoverage *CoverageInfo, ProfileSummaryInfo *PSI,
               BlockFrequencyInfo *BFI) override {
    InstructionSelector::setupMF(MF, VT, CoverageInfo, PSI, BFI);
    MRI = &MF.getRegInfo();
    Info = MF.getInfo<SPIRVMachineFunctionInfo>();
    // MIR that starts here has no module-wide decisions: type inference
    // (-run-pass=spirv-type-inference,instruction-select) brings them.
    if (!Info->hasModuleState() && !Info->failed()) {
      reportError(MF.getFunction().getContext(),
                  "instruction selection of @" + MF.getName() +
                      " needs spirv-type-inference to run first");
      Info->setFailed();
    }
  }
  void setupGeneratedPerFunctionState(MachineFunction &) override {}

  bool select(MachineInstr &I) override;

private:
  LLVMContext &ctx() const { return MF->getFunction().getContext(); }
  Type *typeOf(Register R) const { return Info->getType(R); }

  Register newReg(Type *T) {
    Register R = MRI->createVirtualRegister(&SPIRV::IDRegClass);
    Info->setType(R, T);
    return R;
  }
  MachineInstrBuilder build(MachineInstr &At, unsigned Opc) {
    return BuildMI(*At.getParent(), At, At.getDebugLoc(), TII.get(Opc));
  }
  MachineInstrBuilder buildAt(MachineBasicBlock &MBB,
                              MachineBasicBlock::iterator At, const DebugLoc &DL,
                              unsigned Opc) {
    return BuildMI(MBB, At, DL, TII.get(Opc));
  }

  bool fail(MachineInstr &I, const Twine &What);
  /// Reports \p I as a bug of the target (an invariant broken).
  bool bug(MachineInstr &I, const Twine &What);
  /// Marks the function failed and replaces \p I's values by OpUndef.
  bool abandon(MachineInstr &I);

  Register constant(Type *T, uint64_t Value, MachineInstr &At);
  Register coerce(Register R, Type *Wanted, MachineBasicBlock &MBB,
                  MachineBasicBlock::iterator At, const DebugLoc &DL);
  Register coerce(Register R, Type *Wanted, MachineInstr &At) {
    return coerce(R, Wanted, *At.getParent(), At.getIterator(),
                  At.getDebugLoc());
  }
  Register coerceToPointee(Register Ptr, Type *Pointee, MachineInstr &At);
  Register toBool(Register R, MachineInstr &At);
  bool isConstantDef(Register R) const;
  Register buildVector(FixedVectorType *VT, ArrayRef<Register> Elements,
                       MachineInstr &At);

  bool selectGeneric(MachineInstr &I);
  bool selectShift(MachineInstr &I);
  bool selectBitcast(MachineInstr &I);
  bool selectGlobalValue(MachineInstr &I);
  bool selectFrameIndex(MachineInstr &I);
  bool selectSameTypeOp(MachineInstr &I, unsigned Opc);
  bool selectExtend(MachineInstr &I, bool Signed);
  bool selectTrunc(MachineInstr &I);
  bool selectConversion(MachineInstr &I, unsigned Opc);
  Register logicalNot(Register B, MachineInstr &At);
  bool selectLogicalCompare(MachineInstr &I, Register A, Register B, bool Equal);
  bool selectICmp(MachineInstr &I);
  bool selectFCmp(MachineInstr &I);
  bool selectSelect(MachineInstr &I);
  bool selectConstant(MachineInstr &I);
  bool selectLoadStore(MachineInstr &I);
  bool selectBranch(MachineInstr &I);
  bool selectJumpTable(MachineInstr &I);
  bool selectPhi(MachineInstr &I);
  bool selectAddrSpaceCast(MachineInstr &I);
  bool selectVectorOp(MachineInstr &I);
  bool selectExtractElement(MachineInstr &I);
  bool selectInsertElement(MachineInstr &I);
  bool selectConcatVectors(MachineInstr &I);
  bool selectBuildVector(MachineInstr &I);
  bool selectShuffleVector(MachineInstr &I);
  bool selectUnmerge(MachineInstr &I);
  bool selectPtrAdd(MachineInstr &I);
  bool selectTargetInstr(MachineInstr &I);
  bool selectAccessChain(MachineInstr &I);
  bool selectSplat(MachineInstr &I);
  bool selectMemCpy(MachineInstr &I);
  bool scopeAndSemantics(MachineInstr &I, const MachineMemOperand &MMO,
                         unsigned AddrSpace, Register &Scope,
                         Register &Semantics, Register *Unequal = nullptr);
  bool selectAtomic(MachineInstr &I);
  bool selectFence(MachineInstr &I);
  void addMemoryAccess(MachineInstrBuilder &MIB, const MachineMemOperand &MMO);
};

} // namespace

namespace llvm {
InstructionSelector *createSPIRVInstructionSelector(const SPIRVTargetMachine &,
                                                    const SPIRVSubtarget &STI,
                                                    const RegisterBankInfo &) {
  return new SPIRVInstructionSelector(STI);
}
} // namespace llvm

bool SPIRVInstructionSelector::fail(MachineInstr &I, const Twine &What) {
  LLVM_DEBUG(dbgs() << "unsupported: " << What << ": " << I);
  reportUnsupported(MF->getFunction(), What, I.getDebugLoc());
  return abandon(I);
}

/// A state that the legalizer or type inference rules out: a bug of this
/// target, not a construct it does not support. It asserts; without
/// assertions it is an error that says so, and nothing is emitted.
bool SPIRVInstructionSelector::bug(MachineInstr &I, const Twine &What) {
  LLVM_DEBUG(dbgs() << "invariant broken: " << What << ": " << I);
  assert(false && "SPIR-V instruction selection invariant broken");
  reportMisuse(MF->getFunction(),
               "internal error: " + What +
                   " reached instruction selection (a bug of the SPIR-V target)",
               I.getDebugLoc());
  return abandon(I);
}

bool SPIRVInstructionSelector::abandon(MachineInstr &I) {
  Info->setFailed();
  // Keep the function well formed so the remaining passes finish; nothing
  // of it is emitted.
  for (MachineOperand &Def : I.defs())
    build(I, SPIRV::OpUndef).addDef(Def.getReg());
  I.eraseFromParent();
  return true;
}

//===----------------------------------------------------------------------===//
// Values the selector makes
//===----------------------------------------------------------------------===//

Register SPIRVInstructionSelector::constant(Type *T, uint64_t Value,
                                            MachineInstr &At) {
  if (auto *VT = dyn_cast<FixedVectorType>(T)) {
    Register Elem = constant(VT->getElementType(), Value, At);
    auto MIB = build(At, SPIRV::OpConstantComposite).addDef(newReg(T));
    for (unsigned I = 0; I < VT->getNumElements(); ++I)
      MIB.addUse(Elem);
    return MIB.getReg(0);
  }
  if (T->isIntegerTy(1))
    return build(At, Value ? SPIRV::OpConstantTrue : SPIRV::OpConstantFalse)
        .addDef(newReg(T))
        .getReg(0);
  if (auto *PT = dyn_cast<TypedPointerType>(T)) {
    // OpConstant has no pointer form: null is OpConstantNull, another
    // address a conversion of its integer.
    if (!Value)
      return build(At, SPIRV::OpConstantNull).addDef(newReg(T)).getReg(0);
    Register Int = constant(
        Type::getIntNTy(ctx(), MF->getDataLayout().getPointerSizeInBits(
                                   PT->getAddressSpace())),
        Value, At);
    return build(At, SPIRV::OpConvertUToPtr).addDef(newReg(T)).addUse(Int).getReg(0);
  }
  auto MIB = build(At, SPIRV::OpConstant).addDef(newReg(T));
  unsigned Bits = T->getScalarSizeInBits();
  if (Bits < 64)
    Value &= (uint64_t(1) << Bits) - 1;
  MIB.addImm(Value & 0xffffffffu);
  if (Bits > 32)
    MIB.addImm(Value >> 32);
  return MIB.getReg(0);
}

static unsigned pointerAS(Type *T) {
  return cast<TypedPointerType>(T)->getAddressSpace();
}

Register SPIRVInstructionSelector::coerce(Register R, Type *Wanted,
                                          MachineBasicBlock &MBB,
                                          MachineBasicBlock::iterator At,
                                          const DebugLoc &DL) {
  Type *Have = typeOf(R);
  if (!Have || Have == Wanted)
    return R;
  auto *HavePtr = dyn_cast<TypedPointerType>(Have);
  auto *WantPtr = dyn_cast<TypedPointerType>(Wanted);
  if (HavePtr && WantPtr) {
    unsigned From = HavePtr->getAddressSpace(), To = WantPtr->getAddressSpace();
    if ((From == SPIRVAS::CodeSection) != (To == SPIRVAS::CodeSection)) {
      // Code addresses and data addresses have no cast between them but
      // their integer value (a function pointer kept in data memory).
      Type *IntPtr = Type::getIntNTy(
          ctx(), MF->getDataLayout().getPointerSizeInBits(SPIRVAS::Function));
      Register Int = newReg(IntPtr), Cast = newReg(Wanted);
      buildAt(MBB, At, DL, SPIRV::OpConvertPtrToU).addDef(Int).addUse(R);
      buildAt(MBB, At, DL, SPIRV::OpConvertUToPtr).addDef(Cast).addUse(Int);
      return Cast;
    }
    if (From != To) {
      // SPV_INTEL_usm_storage_classes (which address spaces 5 and 6 need)
      // casts device and host memory only to and from global memory: a
      // cast to or from any other space goes through it.
      auto IsUSM = [](unsigned AS) {
        return AS == SPIRVAS::DeviceOnly || AS == SPIRVAS::HostOnly;
      };
      auto Step = [&](unsigned Opc, unsigned AS) {
        Register Cast = newReg(typedPointer(HavePtr->getElementType(), AS));
        buildAt(MBB, At, DL, Opc).addDef(Cast).addUse(R);
        R = Cast;
        From = AS;
      };
      if (IsUSM(From))
        Step(SPIRV::OpPtrCastToCrossWorkgroupALTERA, SPIRVAS::CrossWorkgroup);
      if (IsUSM(To) && From != SPIRVAS::CrossWorkgroup) {
        if (From != SPIRVAS::Generic)
          return Register();
        Step(SPIRV::OpGenericCastToPtr, SPIRVAS::CrossWorkgroup);
      }
      if (From == To)
        ;
      else if (To == SPIRVAS::Generic)
        Step(SPIRV::OpPtrCastToGeneric, To);
      else if (From == SPIRVAS::Generic)
        Step(SPIRV::OpGenericCastToPtr, To);
      else if (From == SPIRVAS::CrossWorkgroup && IsUSM(To))
        Step(SPIRV::OpCrossWorkgroupCastToPtrALTERA, To);
      else
        return Register();
      if (HavePtr->getElementType() == WantPtr->getElementType())
        return R;
    }
    Register Cast = newReg(Wanted);
    buildAt(MBB, At, DL, SPIRV::OpBitcast).addDef(Cast).addUse(R);
    return Cast;
  }
  if (HavePtr || WantPtr || Have->isIntOrIntVectorTy(1) ||
      Wanted->isIntOrIntVectorTy(1) ||
      Have->getPrimitiveSizeInBits() != Wanted->getPrimitiveSizeInBits())
    return Register();
  Register Cast = newReg(Wanted);
  buildAt(MBB, At, DL, SPIRV::OpBitcast).addDef(Cast).addUse(R);
  return Cast;
}

Register SPIRVInstructionSelector::coerceToPointee(Register Ptr, Type *Pointee,
                                                   MachineInstr &At) {
  return coerce(Ptr, typedPointer(Pointee, pointerAS(typeOf(Ptr))), At);
}

/// A boolean from a value that legalization kept in i1 registers.
Register SPIRVInstructionSelector::toBool(Register R, MachineInstr &At) {
  Type *T = typeOf(R);
  if (T && T->isIntOrIntVectorTy(1))
    return R;
  return Register();
}

/// Whether \p R is a constant (selected or not yet): such lanes may be
/// constituents of an OpConstantComposite.
bool SPIRVInstructionSelector::isConstantDef(Register R) const {
  const MachineInstr *Def = MRI->getVRegDef(R);
  if (!Def)
    return false;
  switch (Def->getOpcode()) {
  case TargetOpcode::G_CONSTANT:
  case TargetOpcode::G_FCONSTANT:
  case TargetOpcode::G_IMPLICIT_DEF:
  case SPIRV::OpConstant:
  case SPIRV::OpConstantTrue:
  case SPIRV::OpConstantFalse:
  case SPIRV::OpConstantNull:
  case SPIRV::OpConstantComposite:
  case SPIRV::OpUndef:
    return true;
  default:
    return false;
  }
}

/// A vector of \p Elements (already of the element type), in the forms
/// the Khronos reader (llvm-spirv 15) reads, as the translator writes them:
/// it crashes on OpCompositeConstruct and on inserting a constant. Constant
/// lanes make an OpConstantComposite (undefined lanes zero); a splat of a
/// value is an insert and a shuffle; other values are inserted one by one.
Register SPIRVInstructionSelector::buildVector(FixedVectorType *VT,
                                               ArrayRef<Register> Elements,
                                               MachineInstr &At) {
  Type *Elem = VT->getElementType();
  bool AllConstant = true, Splat = true;
  for (Register E : Elements) {
    AllConstant &= isConstantDef(E);
    Splat &= E == Elements.front();
  }
  if (!AllConstant && Splat) {
    Register Undef = newReg(VT), Inserted = newReg(VT), Result = newReg(VT);
    build(At, SPIRV::OpUndef).addDef(Undef);
    build(At, SPIRV::OpCompositeInsert).addDef(Inserted).addUse(Elements.front()).addUse(Undef).addImm(0);
    auto MIB = build(At, SPIRV::OpVectorShuffle).addDef(Result).addUse(Inserted).addUse(Undef);
    for (unsigned L = 0; L < Elements.size(); ++L)
      MIB.addImm(0);
    return Result;
  }
  Register Zero;
  auto MIB = build(At, SPIRV::OpConstantComposite).addDef(newReg(VT));
  for (Register E : Elements) {
    if (!isConstantDef(E)) {
      if (!Zero)
        Zero = constant(Elem, 0, At);
      E = Zero;
    }
    MIB.addUse(E);
  }
  Register Result = MIB.getReg(0);
  for (auto [Lane, E] : enumerate(Elements)) {
    if (isConstantDef(E))
      continue;
    Register Next = newReg(VT);
    build(At, SPIRV::OpCompositeInsert).addDef(Next).addUse(E).addUse(Result).addImm(Lane);
    Result = Next;
  }
  return Result;
}

//===----------------------------------------------------------------------===//
// Selection
//===----------------------------------------------------------------------===//

bool SPIRVInstructionSelector::select(MachineInstr &I) {
  for (MachineOperand &MO : I.operands())
    if (MO.isReg() && MO.getReg().isVirtual())
      MRI->setRegClass(MO.getReg(), &SPIRV::IDRegClass);

  if (Info->failed()) {
    // An error was reported for this function: nothing of it is emitted,
    // so only finish selection.
    if (I.isPreISelOpcode() || I.getOpcode() == TargetOpcode::COPY) {
      for (MachineOperand &Def : I.defs())
        build(I, SPIRV::OpUndef).addDef(Def.getReg());
      I.eraseFromParent();
    }
    return true;
  }
  LLVM_DEBUG(dbgs() << "selecting: " << I);
  if (!isPreISelGenericOpcode(I.getOpcode()))
    return selectTargetInstr(I);
  // Type inference gives every register with an LLT a SPIR-V type.
  for (const MachineOperand &Def : I.defs())
    if (Def.getReg().isVirtual() && MRI->getType(Def.getReg()).isValid() &&
        !typeOf(Def.getReg()))
      return bug(I, "a register without a SPIR-V type");
  return selectGeneric(I);
}

bool SPIRVInstructionSelector::selectTargetInstr(MachineInstr &I) {
  switch (I.getOpcode()) {
  case TargetOpcode::COPY: {
    Register Dst = I.getOperand(0).getReg(), Src = I.getOperand(1).getReg();
    if (!Dst.isVirtual() || !Src.isVirtual())
      return bug(I, "a copy of a physical register");
    Register Value = coerce(Src, typeOf(Dst), I);
    if (!Value)
      return fail(I, "copy between incompatible types");
    MRI->replaceRegWith(Dst, Value);
    I.eraseFromParent();
    return true;
  }
  case TargetOpcode::DBG_VALUE:
    // The module emitter writes it as debug information (SPIRVDebugInfo).
    return true;
  case TargetOpcode::LIFETIME_START:
  case TargetOpcode::LIFETIME_END:
  case TargetOpcode::DBG_VALUE_LIST:
  case TargetOpcode::DBG_LABEL:
  case TargetOpcode::DBG_INSTR_REF:
    I.eraseFromParent();
    return true;
  case SPIRV::G_SPIRV_ACCESS_CHAIN:
    return selectAccessChain(I);
  case SPIRV::G_SPIRV_EXTINST:
  case SPIRV::G_SPIRV_EXTINST_MEM: {
    // (result, instruction, ids..., literals...): the ids already have the
    // parameter types (call lowering copied them to registers of those types).
    auto MIB = build(I, SPIRV::OpExtInst)
                   .addDef(I.getOperand(0).getReg())
                   .addExternalSymbol(OpenCLStdSetName);
    for (unsigned Op = 1; Op < I.getNumOperands(); ++Op)
      MIB.add(I.getOperand(Op));
    I.eraseFromParent();
    return true;
  }
  case SPIRV::G_SPIRV_INST:
  case SPIRV::G_SPIRV_INST_MEM:
  case SPIRV::G_SPIRV_INST_CONVERGENT: {
    auto MIB = build(I, I.getOperand(1).getImm()).addDef(I.getOperand(0).getReg());
    for (unsigned Op = 2; Op < I.getNumOperands(); ++Op)
      MIB.add(I.getOperand(Op));
    I.eraseFromParent();
    return true;
  }
  case SPIRV::G_SPIRV_SPLAT:
    return selectSplat(I);
  case SPIRV::OpFunctionCall: {
    // Arguments take the types of the callee's parameters.
    const auto *Callee =
        cast<Function>(I.getOperand(I.getNumExplicitDefs()).getGlobal());
    unsigned FirstArg = I.getNumExplicitDefs() + 1;
    for (unsigned A = FirstArg; A < I.getNumOperands(); ++A) {
      const Argument *Param = Callee->getArg(A - FirstArg);
      Type *Wanted = spirvTypeAtBoundary(Param->getType(),
                                         Info->moduleState().getPointee(Param));
      Register V = coerce(I.getOperand(A).getReg(), Wanted, I);
      if (!V)
        return fail(I, "passing this argument to @" + Callee->getName());
      I.getOperand(A).setReg(V);
    }
    return true;
  }
  case SPIRV::OpCompositeInsert: {
    // A leaf into an aggregate (call lowering): the member's type.
    Type *Member = typeOf(I.getOperand(0).getReg());
    for (unsigned Op = 3; Member && Op < I.getNumOperands(); ++Op) {
      if (auto *ST = dyn_cast<StructType>(Member))
        Member = ST->getElementType(I.getOperand(Op).getImm());
      else
        Member = cast<ArrayType>(Member)->getElementType();
    }
    Register V = Member ? coerce(I.getOperand(1).getReg(), Member, I) : Register();
    if (!V)
      return fail(I, "a value of another type in an aggregate");
    I.getOperand(1).setReg(V);
    return true;
  }
  case SPIRV::OpReturnValue: {
    const Function &F = MF->getFunction();
    Type *Wanted = spirvTypeAtBoundary(F.getReturnType(),
                                       Info->moduleState().getPointee(&F));
    Register V = coerce(I.getOperand(0).getReg(), Wanted, I);
    if (!V)
      return fail(I, "returning this value");
    I.getOperand(0).setReg(V);
    return true;
  }
  default:
    return true;
  }
}

bool SPIRVInstructionSelector::selectSameTypeOp(MachineInstr &I, unsigned Opc) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  // Casts of the operands go before the instruction that reads them.
  SmallVector<Register, 3> Ops;
  for (unsigned Op = 1; Op < I.getNumOperands(); ++Op) {
    Register V = coerce(I.getOperand(Op).getReg(), T, I);
    if (!V)
      return fail(I, "operation on mismatched operand types");
    Ops.push_back(V);
  }
  // nsw/nuw and fast-math flags travel on; the module emitter writes them.
  auto MIB = build(I, Opc).addDef(Def).setMIFlags(I.getFlags());
  for (Register V : Ops)
    MIB.addUse(V);
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectExtend(MachineInstr &I, bool Signed) {
  Register Def = I.getOperand(0).getReg();
  Register Src = I.getOperand(1).getReg();
  Type *DefTy = typeOf(Def);
  if (typeOf(Src)->isIntOrIntVectorTy(1)) {
    // Booleans have no width to extend: choose between two constants.
    Register One = constant(DefTy, Signed ? ~uint64_t(0) : 1, I);
    Register Zero = constant(DefTy, 0, I);
    build(I, SPIRV::OpSelect).addDef(Def).addUse(Src).addUse(One).addUse(Zero);
    I.eraseFromParent();
    return true;
  }
  Register V = coerce(Src, spirvTypeFromLLT(MRI->getType(Src), false, ctx()), I);
  if (!V)
    return fail(I, "extension of this operand type");
  build(I, Signed ? SPIRV::OpSConvert : SPIRV::OpUConvert).addDef(Def).addUse(V);
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectTrunc(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Register Src = I.getOperand(1).getReg();
  Type *SrcTy = spirvTypeFromLLT(MRI->getType(Src), false, ctx());
  Register V = coerce(Src, SrcTy, I);
  if (!V)
    return fail(I, "truncation of this operand type");
  if (typeOf(Def)->isIntOrIntVectorTy(1)) {
    // x & 1 != 0
    Register One = constant(SrcTy, 1, I);
    Register Zero = constant(SrcTy, 0, I);
    Register Masked = newReg(SrcTy);
    build(I, SPIRV::OpBitwiseAnd).addDef(Masked).addUse(V).addUse(One);
    build(I, SPIRV::OpINotEqual).addDef(Def).addUse(Masked).addUse(Zero);
  } else {
    build(I, SPIRV::OpUConvert).addDef(Def).addUse(V);
  }
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectConversion(MachineInstr &I, unsigned Opc) {
  Register Def = I.getOperand(0).getReg();
  Register Src = I.getOperand(1).getReg();
  LLT SrcLLT = MRI->getType(Src);
  Register V = Src;
  switch (Opc) {
  case SPIRV::OpConvertSToF:
  case SPIRV::OpConvertUToF:
    if (typeOf(Src)->isIntOrIntVectorTy(1)) {
      // No conversion reads booleans: make them 0/1 (or 0/-1) integers.
      Type *I8 = spirvTypeFromLLT(SrcLLT.changeElementSize(8), false, ctx());
      Register One = constant(I8, Opc == SPIRV::OpConvertSToF ? ~uint64_t(0) : 1, I);
      Register Zero = constant(I8, 0, I);
      V = newReg(I8);
      build(I, SPIRV::OpSelect).addDef(V).addUse(Src).addUse(One).addUse(Zero);
    } else {
      V = coerce(Src, spirvTypeFromLLT(SrcLLT, false, ctx()), I);
    }
    break;
  case SPIRV::OpConvertFToS:
  case SPIRV::OpConvertFToU:
  case SPIRV::OpFConvert:
    // A bfloat source (SPV_KHR_bfloat16) is converted as it is, not read
    // as the half of the same LLT.
    if (Type *T = typeOf(Src); !T || !T->getScalarType()->isBFloatTy())
      V = coerce(Src, spirvTypeFromLLT(SrcLLT, true, ctx()), I);
    break;
  case SPIRV::OpConvertUToPtr:
    V = coerce(Src, spirvTypeFromLLT(SrcLLT, false, ctx()), I);
    break;
  default:
    break;
  }
  if (!V)
    return fail(I, "conversion of this operand type");
  if (typeOf(Def)->isIntOrIntVectorTy(1))
    return fail(I, "conversion to i1");
  build(I, Opc).addDef(Def).addUse(V);
  I.eraseFromParent();
  return true;
}

/// !\p B of a boolean or boolean vector: OpLogicalNot of a scalar; a
/// vector chooses false or true with OpSelect, as Intel's GPU compiler
/// aborts on OpLogicalNot, OpLogicalEqual and OpLogicalNotEqual of boolean
/// vectors (its OpSelect, OpLogicalAnd and OpLogicalOr of them work).
Register SPIRVInstructionSelector::logicalNot(Register B, MachineInstr &At) {
  Type *T = typeOf(B);
  Register Not = newReg(T);
  if (T->isVectorTy())
    build(At, SPIRV::OpSelect)
        .addDef(Not)
        .addUse(B)
        .addUse(constant(T, 0, At))
        .addUse(constant(T, 1, At));
  else
    build(At, SPIRV::OpLogicalNot).addDef(Not).addUse(B);
  return Not;
}

/// \p I's result as \p A == \p B (or !=, unless \p Equal) of booleans:
/// OpLogical[Not]Equal of scalars, A ? B : !B (A ? !B : B) of vectors (see
/// logicalNot).
bool SPIRVInstructionSelector::selectLogicalCompare(MachineInstr &I, Register A,
                                                    Register B, bool Equal) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  A = coerce(A, T, I);
  B = A ? coerce(B, T, I) : Register();
  if (!B)
    return fail(I, "operation on mismatched operand types");
  if (!T->isVectorTy()) {
    build(I, Equal ? SPIRV::OpLogicalEqual : SPIRV::OpLogicalNotEqual)
        .addDef(Def)
        .addUse(A)
        .addUse(B);
  } else {
    Register NotB = logicalNot(B, I);
    build(I, SPIRV::OpSelect)
        .addDef(Def)
        .addUse(A)
        .addUse(Equal ? B : NotB)
        .addUse(Equal ? NotB : B);
  }
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectICmp(MachineInstr &I) {
  auto Pred = static_cast<CmpInst::Predicate>(I.getOperand(1).getPredicate());
  Register Def = I.getOperand(0).getReg();
  Register LHS = I.getOperand(2).getReg(), RHS = I.getOperand(3).getReg();
  LLT OpLLT = MRI->getType(LHS);
  if (OpLLT.getScalarSizeInBits() == 1 && !OpLLT.isPointer()) {
    if (Pred == CmpInst::ICMP_EQ || Pred == CmpInst::ICMP_NE)
      return selectLogicalCompare(I, LHS, RHS, Pred == CmpInst::ICMP_EQ);
    // Booleans order as 0 < 1 unsigned and -1 < 0 signed, so each ordered
    // predicate is an and/or of one operand with the other's negation:
    // a <u b is !a & b, a <=u b is !a | b, and signed swaps the roles.
    bool Signed = CmpInst::isSigned(Pred);
    CmpInst::Predicate Unsigned = Signed ? ICmpInst::getUnsignedPredicate(Pred) : Pred;
    bool Less = Unsigned == CmpInst::ICMP_ULT || Unsigned == CmpInst::ICMP_ULE;
    bool OrEqual = Unsigned == CmpInst::ICMP_ULE || Unsigned == CmpInst::ICMP_UGE;
    Register Negated = Less != Signed ? LHS : RHS;
    Register Kept = Negated == LHS ? RHS : LHS;
    Register Not = logicalNot(Negated, I);
    build(I, OrEqual ? SPIRV::OpLogicalOr : SPIRV::OpLogicalAnd)
        .addDef(Def)
        .addUse(Not)
        .addUse(Kept);
    I.eraseFromParent();
    return true;
  }
  Type *IntTy;
  if (OpLLT.isPointer()) {
    // Compare addresses as integers: OpPtrEqual needs SPIR-V 1.4.
    IntTy = Type::getIntNTy(ctx(), OpLLT.getSizeInBits());
    Register L = newReg(IntTy), R = newReg(IntTy);
    build(I, SPIRV::OpConvertPtrToU).addDef(L).addUse(LHS);
    build(I, SPIRV::OpConvertPtrToU).addDef(R).addUse(RHS);
    LHS = L;
    RHS = R;
  } else {
    IntTy = spirvTypeFromLLT(OpLLT, false, ctx());
    LHS = coerce(LHS, IntTy, I);
    RHS = coerce(RHS, IntTy, I);
    if (!LHS || !RHS)
      return fail(I, "integer comparison of these operand types");
  }
  unsigned Opc;
  switch (Pred) {
  case CmpInst::ICMP_EQ: Opc = SPIRV::OpIEqual; break;
  case CmpInst::ICMP_NE: Opc = SPIRV::OpINotEqual; break;
  case CmpInst::ICMP_UGT: Opc = SPIRV::OpUGreaterThan; break;
  case CmpInst::ICMP_UGE: Opc = SPIRV::OpUGreaterThanEqual; break;
  case CmpInst::ICMP_ULT: Opc = SPIRV::OpULessThan; break;
  case CmpInst::ICMP_ULE: Opc = SPIRV::OpULessThanEqual; break;
  case CmpInst::ICMP_SGT: Opc = SPIRV::OpSGreaterThan; break;
  case CmpInst::ICMP_SGE: Opc = SPIRV::OpSGreaterThanEqual; break;
  case CmpInst::ICMP_SLT: Opc = SPIRV::OpSLessThan; break;
  case CmpInst::ICMP_SLE: Opc = SPIRV::OpSLessThanEqual; break;
  default:
    return bug(I, "an integer comparison with a floating-point predicate");
  }
  build(I, Opc).addDef(Def).addUse(LHS).addUse(RHS);
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectFCmp(MachineInstr &I) {
  auto Pred = static_cast<CmpInst::Predicate>(I.getOperand(1).getPredicate());
  Register Def = I.getOperand(0).getReg();
  if (Pred == CmpInst::FCMP_TRUE || Pred == CmpInst::FCMP_FALSE) {
    Register C = constant(typeOf(Def), Pred == CmpInst::FCMP_TRUE, I);
    MRI->replaceRegWith(Def, C);
    I.eraseFromParent();
    return true;
  }
  Type *FloatTy = spirvTypeFromLLT(MRI->getType(I.getOperand(2).getReg()), true, ctx());
  Register LHS = coerce(I.getOperand(2).getReg(), FloatTy, I);
  Register RHS = coerce(I.getOperand(3).getReg(), FloatTy, I);
  if (!LHS || !RHS)
    return fail(I, "floating-point comparison of these operand types");
  unsigned Opc;
  switch (Pred) {
  case CmpInst::FCMP_OEQ: Opc = SPIRV::OpFOrdEqual; break;
  case CmpInst::FCMP_OGT: Opc = SPIRV::OpFOrdGreaterThan; break;
  case CmpInst::FCMP_OGE: Opc = SPIRV::OpFOrdGreaterThanEqual; break;
  case CmpInst::FCMP_OLT: Opc = SPIRV::OpFOrdLessThan; break;
  case CmpInst::FCMP_OLE: Opc = SPIRV::OpFOrdLessThanEqual; break;
  case CmpInst::FCMP_ONE: Opc = SPIRV::OpFOrdNotEqual; break;
  case CmpInst::FCMP_ORD: Opc = SPIRV::OpOrdered; break;
  case CmpInst::FCMP_UNO: Opc = SPIRV::OpUnordered; break;
  case CmpInst::FCMP_UEQ: Opc = SPIRV::OpFUnordEqual; break;
  case CmpInst::FCMP_UGT: Opc = SPIRV::OpFUnordGreaterThan; break;
  case CmpInst::FCMP_UGE: Opc = SPIRV::OpFUnordGreaterThanEqual; break;
  case CmpInst::FCMP_ULT: Opc = SPIRV::OpFUnordLessThan; break;
  case CmpInst::FCMP_ULE: Opc = SPIRV::OpFUnordLessThanEqual; break;
  case CmpInst::FCMP_UNE: Opc = SPIRV::OpFUnordNotEqual; break;
  default:
    return fail(I, "floating-point comparison predicate");
  }
  // Fast-math flags travel on; the module emitter writes them.
  build(I, Opc).addDef(Def).addUse(LHS).addUse(RHS).setMIFlags(I.getFlags());
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectSelect(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  Register Cond = I.getOperand(1).getReg();
  Register A = coerce(I.getOperand(2).getReg(), T, I);
  Register B = coerce(I.getOperand(3).getReg(), T, I);
  if (!A || !B)
    return fail(I, "select between incompatible types");
  if (auto *VT = dyn_cast<FixedVectorType>(T);
      VT && !typeOf(Cond)->isVectorTy()) {
    // Before SPIR-V 1.4 the condition has as many components as the result.
    SmallVector<Register, 16> Lanes(VT->getNumElements(), Cond);
    Cond = buildVector(FixedVectorType::get(typeOf(Cond), VT->getNumElements()),
                       Lanes, I);
  }
  build(I, SPIRV::OpSelect).addDef(Def).addUse(Cond).addUse(A).addUse(B);
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectConstant(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  uint64_t Bits;
  if (I.getOpcode() == TargetOpcode::G_CONSTANT) {
    const APInt &V = I.getOperand(1).getCImm()->getValue();
    Bits = V.getZExtValue();
  } else {
    Bits = I.getOperand(1).getFPImm()->getValueAPF().bitcastToAPInt().getZExtValue();
  }
  Register C = constant(T, Bits, I);
  MRI->replaceRegWith(Def, C);
  I.eraseFromParent();
  return true;
}

void SPIRVInstructionSelector::addMemoryAccess(MachineInstrBuilder &MIB,
                                               const MachineMemOperand &MMO) {
  uint32_t Mask = SPIRV::MemoryAccess::Aligned;
  if (MMO.isVolatile())
    Mask |= SPIRV::MemoryAccess::Volatile;
  if (MMO.isNonTemporal())
    Mask |= SPIRV::MemoryAccess::Nontemporal;
  MIB.addImm(Mask);
  MIB.addImm(MMO.getAlign().value());
}

bool SPIRVInstructionSelector::selectLoadStore(MachineInstr &I) {
  const MachineMemOperand &MMO = **I.memoperands_begin();
  bool IsLoad = I.getOpcode() == TargetOpcode::G_LOAD;
  Register Value = I.getOperand(0).getReg();
  Register Ptr = I.getOperand(1).getReg();
  Type *ValueTy = typeOf(Value);
  if (ValueTy->isIntOrIntVectorTy(1))
    return bug(I, "a memory access of i1 (the legalizer widens them)");
  Register TypedPtr = coerceToPointee(Ptr, ValueTy, I);
  if (!TypedPtr)
    return fail(I, "memory access through this pointer");
  if (MMO.isAtomic()) {
    Register Scope, Semantics;
    if (!scopeAndSemantics(I, MMO, MRI->getType(Ptr).getAddressSpace(), Scope,
                           Semantics))
      return true;
    if (IsLoad)
      build(I, SPIRV::OpAtomicLoad).addDef(Value).addUse(TypedPtr).addUse(Scope).addUse(Semantics);
    else
      build(I, SPIRV::OpAtomicStore).addUse(TypedPtr).addUse(Scope).addUse(Semantics).addUse(Value);
    I.eraseFromParent();
    return true;
  }
  MachineInstrBuilder MIB;
  if (IsLoad)
    MIB = build(I, SPIRV::OpLoad).addDef(Value).addUse(TypedPtr);
  else
    MIB = build(I, SPIRV::OpStore).addUse(TypedPtr).addUse(Value);
  addMemoryAccess(MIB, MMO);
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectBranch(MachineInstr &I) {
  MachineBasicBlock &MBB = *I.getParent();
  if (I.getOpcode() == TargetOpcode::G_BR) {
    build(I, SPIRV::OpBranch).addMBB(I.getOperand(0).getMBB());
    I.eraseFromParent();
    return true;
  }
  // G_BRCOND %c, %bb.true is followed by a branch to the false block (already
  // selected: selection runs bottom-up) or falls through to the next block.
  MachineBasicBlock *False = nullptr;
  auto Next = std::next(I.getIterator());
  if (Next != MBB.end() && Next->getOpcode() == SPIRV::OpBranch) {
    False = Next->getOperand(0).getMBB();
    Next->eraseFromParent();
  } else {
    False = MBB.getNextNode();
  }
  if (!False)
    return fail(I, "conditional branch without a false successor");
  Register Cond = toBool(I.getOperand(0).getReg(), I);
  if (!Cond)
    return fail(I, "branch on a non-boolean condition");
  build(I, SPIRV::OpBranchConditional)
      .addUse(Cond)
      .addMBB(I.getOperand(1).getMBB())
      .addMBB(False);
  I.eraseFromParent();
  return true;
}

/// G_BRJT %table, %jump-table.N, %index is the switch the IRTranslator made
/// from a dense `switch`: OpSwitch %index with case K going where entry K
/// of the table goes. The block before it has already sent indices beyond
/// the table elsewhere (or they cannot occur), so OpSwitch's default is
/// free: it names a block the table already reaches, so that no new edge
/// reaches a block whose OpPhi would lack a parent, and the entries going
/// there are left to it. That block is the switch's default: the range
/// check's other target when that is in the table, else the block of the
/// table's holes, the only one named by several entries. (A table that is
/// one cluster of a sparse switch, 1 2 4 ... 64 beside 128, has its range
/// check lead to the next cluster, and its holes to the switch's default.)
/// Each block is then named once, by the default or by one case, since
/// SPIRVSplitSwitchEdges gave the other cases into a phi block blocks of
/// their own. Readers that rebuild an LLVM switch need that: the GPU
/// compiler's gives a phi one entry per parent and later crashes on a
/// switch that names its block twice.
bool SPIRVInstructionSelector::selectJumpTable(MachineInstr &I) {
  MachineBasicBlock &MBB = *I.getParent();
  const MachineJumpTableInfo *MJTI = MBB.getParent()->getJumpTableInfo();
  unsigned JTI = I.getOperand(1).getIndex();
  if (!MJTI || JTI >= MJTI->getJumpTables().size())
    return fail(I, "branch through an unknown jump table");
  ArrayRef<MachineBasicBlock *> Targets = MJTI->getJumpTables()[JTI].MBBs;
  Register Index = I.getOperand(2).getReg();
  auto *IndexTy = dyn_cast_or_null<IntegerType>(typeOf(Index));
  if (Targets.empty() || !IndexTy || IndexTy->getBitWidth() > 64)
    return fail(I, "switch on a non-integer index");
  // The range check, if any, is the conditional branch of the one
  // predecessor; its other target is the switch's default.
  MachineBasicBlock *Default = nullptr;
  if (MBB.pred_size() == 1)
    for (MachineInstr &T : (*MBB.pred_begin())->terminators())
      for (const MachineOperand &MO : T.operands())
        if (MO.isMBB() && MO.getMBB() != &MBB && is_contained(Targets, MO.getMBB()))
          Default = MO.getMBB();
  if (!Default) {
    Default = Targets.front();
    SmallDenseMap<MachineBasicBlock *, unsigned, 16> Entries;
    for (MachineBasicBlock *Target : Targets)
      if (++Entries[Target] > Entries[Default])
        Default = Target;
  }
  auto MIB = build(I, SPIRV::OpSwitch).addUse(Index).addMBB(Default);
  bool Wide = IndexTy->getBitWidth() > 32;
  for (auto [K, Target] : enumerate(Targets)) {
    if (Target == Default)
      continue;
    // A literal as wide as the selector, low-order word first.
    MIB.addImm(uint32_t(K));
    if (Wide)
      MIB.addImm(uint32_t(uint64_t(K) >> 32));
    MIB.addMBB(Target);
  }
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectPhi(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  auto MIB = build(I, SPIRV::OpPhi).addDef(Def);
  for (unsigned Op = 1; Op < I.getNumOperands(); Op += 2) {
    MachineBasicBlock *Pred = I.getOperand(Op + 1).getMBB();
    Register V = coerce(I.getOperand(Op).getReg(), T, *Pred,
                        Pred->getFirstTerminator(), I.getDebugLoc());
    if (!V) {
      MIB->eraseFromParent();
      return fail(I, "phi of incompatible types");
    }
    MIB.addUse(V).addMBB(Pred);
  }
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectAddrSpaceCast(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Register Src = I.getOperand(1).getReg();
  Register V = coerce(Src, typeOf(Def), I);
  if (!V)
    return fail(I, "addrspacecast between these address spaces");
  MRI->replaceRegWith(Def, V);
  I.eraseFromParent();
  return true;
}

/// OpCompositeExtract with a constant index in range, else
/// OpVectorExtractDynamic.
bool SPIRVInstructionSelector::selectExtractElement(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  Register Vec = I.getOperand(1).getReg();
  auto *VT = cast<FixedVectorType>(typeOf(Vec));
  Vec = coerce(Vec, FixedVectorType::get(T, VT->getNumElements()), I);
  if (!Vec)
    return fail(I, "extractelement of incompatible types");
  if (auto Idx = getIConstantVRegVal(I.getOperand(2).getReg(), *MRI);
      Idx && Idx->getZExtValue() < VT->getNumElements())
    build(I, SPIRV::OpCompositeExtract).addDef(Def).addUse(Vec).addImm(Idx->getZExtValue());
  else
    build(I, SPIRV::OpVectorExtractDynamic).addDef(Def).addUse(Vec).addUse(I.getOperand(2).getReg());
  I.eraseFromParent();
  return true;
}

/// OpCompositeInsert with a constant index in range, else
/// OpVectorInsertDynamic.
bool SPIRVInstructionSelector::selectInsertElement(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  Register Vec = coerce(I.getOperand(1).getReg(), T, I);
  Register Elt = coerce(I.getOperand(2).getReg(),
                       cast<FixedVectorType>(T)->getElementType(), I);
  if (!Vec || !Elt)
    return fail(I, "insertelement of incompatible types");
  if (auto Idx = getIConstantVRegVal(I.getOperand(3).getReg(), *MRI);
      Idx && Idx->getZExtValue() < cast<FixedVectorType>(T)->getNumElements())
    build(I, SPIRV::OpCompositeInsert).addDef(Def).addUse(Elt).addUse(Vec).addImm(Idx->getZExtValue());
  else
    build(I, SPIRV::OpVectorInsertDynamic).addDef(Def).addUse(Vec).addUse(Elt).addUse(I.getOperand(3).getReg());
  I.eraseFromParent();
  return true;
}

/// Shuffles that join neighbouring parts pairwise, level by level (the
/// Khronos reader crashes on OpCompositeConstruct): four <4 x T> make two
/// <8 x T> and then the <16 x T>, never a <12 x T>, a length SPIR-V
/// lacks.
bool SPIRVInstructionSelector::selectConcatVectors(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  auto *VT = cast<FixedVectorType>(T);
  SmallVector<std::pair<Register, unsigned>, 16> Parts;
  for (unsigned Op = 1; Op < I.getNumOperands(); ++Op) {
    Register V = I.getOperand(Op).getReg();
    unsigned PartLen = MRI->getType(V).getNumElements();
    V = coerce(V, FixedVectorType::get(VT->getElementType(), PartLen), I);
    if (!V)
      return fail(I, "concatenation of incompatible vectors");
    Parts.push_back({V, PartLen});
  }
  while (Parts.size() > 1) {
    SmallVector<std::pair<Register, unsigned>, 16> Joined;
    for (unsigned P = 0; P + 1 < Parts.size(); P += 2) {
      auto [A, LenA] = Parts[P];
      auto [B, LenB] = Parts[P + 1];
      Register Next = Parts.size() == 2
                          ? Def
                          : newReg(FixedVectorType::get(VT->getElementType(), LenA + LenB));
      auto MIB = build(I, SPIRV::OpVectorShuffle).addDef(Next).addUse(A).addUse(B);
      for (unsigned L = 0; L < LenA + LenB; ++L)
        MIB.addImm(L);
      Joined.push_back({Next, LenA + LenB});
    }
    if (Parts.size() % 2)
      Joined.push_back(Parts.back());
    Parts = std::move(Joined);
  }
  I.eraseFromParent();
  return true;
}

/// The lanes in the element type (undefined and constant lanes stay so),
/// made a vector by buildVector.
bool SPIRVInstructionSelector::selectBuildVector(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  Type *Elem = cast<FixedVectorType>(T)->getElementType();
  SmallVector<Register, 16> Elements;
  for (unsigned Op = 1; Op < I.getNumOperands(); ++Op) {
    Register V = I.getOperand(Op).getReg();
    if (const MachineInstr *Def = MRI->getVRegDef(V);
        Def && (Def->getOpcode() == TargetOpcode::G_IMPLICIT_DEF ||
                Def->getOpcode() == SPIRV::OpUndef) &&
        typeOf(V) != Elem) {
      // An undefined lane is undefined in the element type: no cast.
      Register U = newReg(Elem);
      build(I, SPIRV::OpUndef).addDef(U);
      Elements.push_back(U);
      continue;
    }
    if (const MachineInstr *Def = MRI->getVRegDef(V);
        Def && typeOf(V) != Elem &&
        (Def->getOpcode() == TargetOpcode::G_CONSTANT ||
         Def->getOpcode() == TargetOpcode::G_FCONSTANT)) {
      // A constant lane stays a constant (a cast would not be one).
      APInt Bits = Def->getOpcode() == TargetOpcode::G_CONSTANT
                       ? Def->getOperand(1).getCImm()->getValue()
                       : Def->getOperand(1).getFPImm()->getValueAPF().bitcastToAPInt();
      Elements.push_back(constant(Elem, Bits.getZExtValue(), I));
      continue;
    }
    V = coerce(V, Elem, I);
    if (!V)
      return fail(I, "vector of incompatible elements");
    Elements.push_back(V);
  }
  MRI->replaceRegWith(Def, buildVector(cast<FixedVectorType>(T), Elements, I));
  I.eraseFromParent();
  return true;
}

/// OpVectorShuffle of two vectors of the element type.
bool SPIRVInstructionSelector::selectShuffleVector(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Type *T = typeOf(Def);
  auto *VT = cast<FixedVectorType>(T);
  Register A = I.getOperand(1).getReg(), B = I.getOperand(2).getReg();
  unsigned SrcLen = MRI->getType(A).isVector() ? MRI->getType(A).getNumElements() : 1;
  Type *SrcTy = FixedVectorType::get(VT->getElementType(), SrcLen);
  if (SrcLen == 1)
    return fail(I, "shufflevector of scalars");
  A = coerce(A, SrcTy, I);
  B = coerce(B, SrcTy, I);
  if (!A || !B)
    return fail(I, "shufflevector of incompatible types");
  auto MIB = build(I, SPIRV::OpVectorShuffle).addDef(Def).addUse(A).addUse(B);
  for (int M : I.getOperand(3).getShuffleMask())
    MIB.addImm(M < 0 ? 0xffffffffu : unsigned(M));
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectVectorOp(MachineInstr &I) {
  switch (I.getOpcode()) {
  case TargetOpcode::G_EXTRACT_VECTOR_ELT: return selectExtractElement(I);
  case TargetOpcode::G_INSERT_VECTOR_ELT: return selectInsertElement(I);
  case TargetOpcode::G_CONCAT_VECTORS: return selectConcatVectors(I);
  case TargetOpcode::G_BUILD_VECTOR: return selectBuildVector(I);
  case TargetOpcode::G_SHUFFLE_VECTOR: return selectShuffleVector(I);
  default:
    llvm_unreachable("not a vector operation");
  }
}

/// G_UNMERGE_VALUES of a vector (what splitting leaves): each part is one
/// element (OpCompositeExtract) or a run of elements (OpVectorShuffle).
bool SPIRVInstructionSelector::selectUnmerge(MachineInstr &I) {
  unsigned NumDefs = I.getNumOperands() - 1;
  Register Src = I.getOperand(NumDefs).getReg();
  auto *SrcTy = dyn_cast<FixedVectorType>(typeOf(Src));
  if (!SrcTy)
    return fail(I, "splitting a scalar into parts");
  Type *Elem = SrcTy->getElementType();
  unsigned Lanes = SrcTy->getNumElements() / NumDefs;
  for (unsigned D = 0; D < NumDefs; ++D) {
    Register Def = I.getOperand(D).getReg();
    Type *PartTy = Lanes == 1 ? Elem : FixedVectorType::get(Elem, Lanes);
    Register Part = newReg(PartTy);
    if (Lanes == 1) {
      build(I, SPIRV::OpCompositeExtract).addDef(Part).addUse(Src).addImm(D);
    } else {
      auto MIB = build(I, SPIRV::OpVectorShuffle).addDef(Part).addUse(Src).addUse(Src);
      for (unsigned L = 0; L < Lanes; ++L)
        MIB.addImm(D * Lanes + L);
    }
    Register V = coerce(Part, typeOf(Def), I);
    if (!V)
      return fail(I, "splitting a vector into parts of another type");
    MRI->replaceRegWith(Def, V);
  }
  I.eraseFromParent();
  return true;
}

/// G_PTR_ADD (what splitting a memory access leaves) adds bytes: an access
/// chain over the pointer viewed as a pointer to i8.
bool SPIRVInstructionSelector::selectPtrAdd(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  Register Base = coerceToPointee(I.getOperand(1).getReg(), Type::getInt8Ty(ctx()), I);
  Register Offset = I.getOperand(2).getReg();
  Offset = coerce(Offset, spirvTypeFromLLT(MRI->getType(Offset), false, ctx()), I);
  if (!Base || !Offset)
    return fail(I, "pointer arithmetic on this pointer");
  Register Byte = newReg(typeOf(Base));
  build(I, SPIRV::OpPtrAccessChain).addDef(Byte).addUse(Base).addUse(Offset);
  Register V = coerce(Byte, typeOf(Def), I);
  if (!V)
    return fail(I, "pointer arithmetic on this pointer");
  MRI->replaceRegWith(Def, V);
  I.eraseFromParent();
  return true;
}

/// G_SPIRV_ACCESS_CHAIN (see SPIRVInstrInfo.td) as an access chain whose
/// base points to the source element type the token names.
bool SPIRVInstructionSelector::selectAccessChain(MachineInstr &I) {
  namespace ACO = SPIRV::AccessChainOperand;
  Type *Source = withDefaultPointees(
      cast<GlobalVariable>(I.getOperand(ACO::Token).getGlobal())->getValueType());
  Register Def = I.getOperand(ACO::Result).getReg();
  if (!typeOf(Def) || !isa<TypedPointerType>(typeOf(Def)))
    return fail(I, "getelementptr with a non-constant struct index");
  bool InBounds = I.getOperand(ACO::InBounds).getImm();
  Register Base = I.getOperand(ACO::Base).getReg();
  // An in-bounds walk over the rows of an array (`gep [16 x float], @tile,
  // i, j` on a [16 x [16 x float]] variable) is an access chain into that
  // array: no cast of the array pointer to a row pointer.
  auto *BaseTy = dyn_cast_or_null<TypedPointerType>(typeOf(Base));
  auto *BaseArray = BaseTy ? dyn_cast<ArrayType>(BaseTy->getElementType()) : nullptr;
  unsigned Opc = InBounds ? SPIRV::OpInBoundsPtrAccessChain : SPIRV::OpPtrAccessChain;
  if (InBounds && BaseArray && BaseArray->getElementType() == Source) {
    Opc = SPIRV::OpInBoundsAccessChain;
  } else {
    Base = coerceToPointee(Base, Source, I);
    if (!Base)
      return fail(I, "getelementptr on this pointer");
  }
  auto MIB = build(I, Opc).addDef(Def).addUse(Base);
  for (unsigned Op = ACO::Element; Op < I.getNumOperands(); ++Op)
    MIB.addUse(I.getOperand(Op).getReg());
  I.eraseFromParent();
  return true;
}

/// G_SPIRV_SPLAT, in the forms buildVector writes for the Khronos reader.
bool SPIRVInstructionSelector::selectSplat(MachineInstr &I) {
  Register Splat = I.getOperand(0).getReg();
  Register Scalar = I.getOperand(1).getReg();
  // Through the copy that gave the scalar its type, when it kept the type,
  // so that a constant stays visible as one.
  if (const MachineInstr *Copy = MRI->getVRegDef(Scalar);
      Copy && Copy->getOpcode() == TargetOpcode::COPY &&
      typeOf(Copy->getOperand(1).getReg()) == typeOf(Scalar))
    Scalar = Copy->getOperand(1).getReg();
  auto *VT = cast<FixedVectorType>(typeOf(Splat));
  SmallVector<Register, 16> Lanes(VT->getNumElements(), Scalar);
  MRI->replaceRegWith(Splat, buildVector(VT, Lanes, I));
  I.eraseFromParent();
  return true;
}

/// The Scope and MemorySemantics operands of an atomic access described by
/// \p MMO (docs/Design.md, "Atomics"): ids of i32 constants. \p Unequal, for
/// a compare-exchange, receives the semantics of the failure ordering; LLVM
/// lets that be stronger than the success ordering, SPIR-V does not (Unequal
/// must not be stronger than Equal), so Equal takes the merge of both.
bool SPIRVInstructionSelector::scopeAndSemantics(MachineInstr &I,
                                                 const MachineMemOperand &MMO,
                                                 unsigned AddrSpace,
                                                 Register &Scope,
                                                 Register &Semantics,
                                                 Register *Unequal) {
  Type *I32 = Type::getInt32Ty(ctx());
  Scope = constant(I32, spirvScope(ctx(), MMO.getSyncScopeID()), I);
  Semantics = constant(I32, spirvSemantics(MMO.getMergedOrdering(), AddrSpace), I);
  if (Unequal)
    *Unequal = constant(I32, spirvSemantics(MMO.getFailureOrdering(), AddrSpace), I);
  return true;
}

static unsigned atomicOpcode(unsigned GenericOpc) {
  switch (GenericOpc) {
  case TargetOpcode::G_ATOMICRMW_XCHG: return SPIRV::OpAtomicExchange;
  case TargetOpcode::G_ATOMICRMW_ADD: return SPIRV::OpAtomicIAdd;
  case TargetOpcode::G_ATOMICRMW_SUB: return SPIRV::OpAtomicISub;
  case TargetOpcode::G_ATOMICRMW_AND: return SPIRV::OpAtomicAnd;
  case TargetOpcode::G_ATOMICRMW_OR: return SPIRV::OpAtomicOr;
  case TargetOpcode::G_ATOMICRMW_XOR: return SPIRV::OpAtomicXor;
  case TargetOpcode::G_ATOMICRMW_MAX: return SPIRV::OpAtomicSMax;
  case TargetOpcode::G_ATOMICRMW_MIN: return SPIRV::OpAtomicSMin;
  case TargetOpcode::G_ATOMICRMW_UMAX: return SPIRV::OpAtomicUMax;
  case TargetOpcode::G_ATOMICRMW_UMIN: return SPIRV::OpAtomicUMin;
  case TargetOpcode::G_ATOMICRMW_FADD: return SPIRV::OpAtomicFAddEXT;
  case TargetOpcode::G_ATOMICRMW_FMIN: return SPIRV::OpAtomicFMinEXT;
  case TargetOpcode::G_ATOMICRMW_FMAX: return SPIRV::OpAtomicFMaxEXT;
  case TargetOpcode::G_ATOMIC_CMPXCHG: return SPIRV::OpAtomicCompareExchange;
  default: return 0;
  }
}

/// G_ATOMICRMW_* and G_ATOMIC_CMPXCHG, from LLVM IR or from OpenCL's atomic
/// functions (SPIRVCallLowering): (old value, pointer, operands...).
bool SPIRVInstructionSelector::selectAtomic(MachineInstr &I) {
  const MachineMemOperand &MMO = **I.memoperands_begin();
  Register Def = I.getOperand(0).getReg();
  Register Ptr = I.getOperand(1).getReg();
  Type *T = typeOf(Def);
  bool IsCmpXchg = I.getOpcode() == TargetOpcode::G_ATOMIC_CMPXCHG;
  Register TypedPtr = coerceToPointee(Ptr, T, I);
  if (!TypedPtr)
    return fail(I, "atomic operation through this pointer");
  SmallVector<Register, 2> Values;
  for (unsigned Op = 2; Op < I.getNumOperands(); ++Op) {
    Register V = coerce(I.getOperand(Op).getReg(), T, I);
    if (!V)
      return fail(I, "atomic operation on mismatched operand types");
    Values.push_back(V);
  }
  Register Scope, Semantics, Unequal;
  if (!scopeAndSemantics(I, MMO, MRI->getType(Ptr).getAddressSpace(), Scope,
                         Semantics, IsCmpXchg ? &Unequal : nullptr))
    return true;
  auto MIB = build(I, atomicOpcode(I.getOpcode()))
                 .addDef(Def)
                 .addUse(TypedPtr)
                 .addUse(Scope)
                 .addUse(Semantics);
  if (IsCmpXchg) // Unequal, Value (the new one), Comparator
    MIB.addUse(Unequal).addUse(Values[1]).addUse(Values[0]);
  else
    MIB.addUse(Values[0]);
  I.eraseFromParent();
  return true;
}

/// G_FENCE (ordering, syncscope): a fence orders both memories kernels
/// share, local and global.
bool SPIRVInstructionSelector::selectFence(MachineInstr &I) {
  auto Ordering = static_cast<AtomicOrdering>(I.getOperand(0).getImm());
  auto SSID = static_cast<SyncScope::ID>(I.getOperand(1).getImm());
  Type *I32 = Type::getInt32Ty(ctx());
  Register Scope = constant(I32, spirvScope(ctx(), SSID), I);
  Register Semantics = constant(I32, spirvSemantics(Ordering, SPIRVAS::Generic), I);
  build(I, SPIRV::OpMemoryBarrier).addUse(Scope).addUse(Semantics);
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectMemCpy(MachineInstr &I) {
  // One MemoryAccess operand covers both sides before SPIR-V 1.4: the
  // smaller alignment holds for both.
  Align A = Align(1);
  bool Volatile = false;
  for (const MachineMemOperand *MMO : I.memoperands()) {
    A = A == Align(1) ? MMO->getAlign() : std::min(A, MMO->getAlign());
    Volatile |= MMO->isVolatile();
  }
  Register Size = I.getOperand(2).getReg();
  Size = coerce(Size, spirvTypeFromLLT(MRI->getType(Size), false, ctx()), I);
  if (!Size)
    return fail(I, "memcpy with this size operand");
  auto MIB = build(I, SPIRV::OpCopyMemorySized)
                 .addUse(I.getOperand(0).getReg())
                 .addUse(I.getOperand(1).getReg())
                 .addUse(Size);
  MIB.addImm(SPIRV::MemoryAccess::Aligned |
             (Volatile ? SPIRV::MemoryAccess::Volatile : 0));
  MIB.addImm(A.value());
  I.eraseFromParent();
  return true;
}

/// OpShiftLeftLogical / OpShiftRightLogical / OpShiftRightArithmetic. The
/// shift amount may have its own width; it stays an integer.
bool SPIRVInstructionSelector::selectShift(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  unsigned Opc = I.getOpcode() == TargetOpcode::G_SHL    ? SPIRV::OpShiftLeftLogical
                 : I.getOpcode() == TargetOpcode::G_LSHR ? SPIRV::OpShiftRightLogical
                                                         : SPIRV::OpShiftRightArithmetic;
  Register Base = coerce(I.getOperand(1).getReg(), typeOf(Def), I);
  Register Amount = coerce(I.getOperand(2).getReg(),
                           spirvTypeFromLLT(MRI->getType(I.getOperand(2).getReg()),
                                            false, ctx()),
                           I);
  if (!Base || !Amount)
    return fail(I, "shift of these operand types");
  build(I, Opc).addDef(Def).addUse(Base).addUse(Amount).setMIFlags(I.getFlags());
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectBitcast(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg(), Src = I.getOperand(1).getReg();
  Type *DefTy = typeOf(Def);
  if (typeOf(Src)->isIntOrIntVectorTy(1) || (DefTy && DefTy->isIntOrIntVectorTy(1)))
    return fail(I, "bitcast of i1 vectors");
  build(I, SPIRV::OpBitcast).addDef(Def).addUse(Src);
  I.eraseFromParent();
  return true;
}

/// A function's address is a constant (SPV_INTEL_function_pointers, which
/// spirv-check-module required); a variable's a reference. The module
/// emitter hoists both.
bool SPIRVInstructionSelector::selectGlobalValue(MachineInstr &I) {
  const GlobalValue *GV = I.getOperand(1).getGlobal();
  build(I, isa<Function>(GV) ? SPIRV::OpConstantFunctionPointerINTEL
                             : SPIRV::SPV_GLOBAL_REF)
      .addDef(I.getOperand(0).getReg())
      .addGlobalAddress(GV);
  I.eraseFromParent();
  return true;
}

/// An alloca: a Function variable, with the alloca's decorations and an
/// alignment beyond the ABI's.
bool SPIRVInstructionSelector::selectFrameIndex(MachineInstr &I) {
  Register Def = I.getOperand(0).getReg();
  if (const AllocaInst *AI = MF->getFrameInfo().getObjectAllocation(
          I.getOperand(1).getIndex())) {
    Info->setDecorations(Def, AI->getMetadata("spirv.Decorations"));
    if (uint32_t Align = alignmentBeyondABI(
            MF->getDataLayout(), AI->getAllocatedType(), AI->getAlign()))
      Info->setVariableAlignment(Def, Align);
  }
  Info->setFrameVariable(I.getOperand(1).getIndex(), Def);
  build(I, SPIRV::OpVariable).addDef(Def).addImm(SPIRV::StorageClass::Function);
  I.eraseFromParent();
  return true;
}

bool SPIRVInstructionSelector::selectGeneric(MachineInstr &I) {
  Register Def = I.getNumOperands() && I.getOperand(0).isReg()
                     ? I.getOperand(0).getReg()
                     : Register();
  bool IsBool = Def && typeOf(Def) && typeOf(Def)->isIntOrIntVectorTy(1);
  switch (I.getOpcode()) {
  case TargetOpcode::G_ADD: return selectSameTypeOp(I, SPIRV::OpIAdd);
  case TargetOpcode::G_SUB: return selectSameTypeOp(I, SPIRV::OpISub);
  case TargetOpcode::G_MUL: return selectSameTypeOp(I, SPIRV::OpIMul);
  case TargetOpcode::G_SDIV: return selectSameTypeOp(I, SPIRV::OpSDiv);
  case TargetOpcode::G_UDIV: return selectSameTypeOp(I, SPIRV::OpUDiv);
  case TargetOpcode::G_SREM: return selectSameTypeOp(I, SPIRV::OpSRem);
  case TargetOpcode::G_UREM: return selectSameTypeOp(I, SPIRV::OpUMod);
  case TargetOpcode::G_AND:
    return selectSameTypeOp(I, IsBool ? SPIRV::OpLogicalAnd : SPIRV::OpBitwiseAnd);
  case TargetOpcode::G_OR:
    return selectSameTypeOp(I, IsBool ? SPIRV::OpLogicalOr : SPIRV::OpBitwiseOr);
  case TargetOpcode::G_XOR:
    if (IsBool)
      return selectLogicalCompare(I, I.getOperand(1).getReg(), I.getOperand(2).getReg(),
                                  /*Equal=*/false);
    return selectSameTypeOp(I, SPIRV::OpBitwiseXor);
  case TargetOpcode::G_SHL:
  case TargetOpcode::G_LSHR:
  case TargetOpcode::G_ASHR: return selectShift(I);
  case TargetOpcode::G_FADD: return selectSameTypeOp(I, SPIRV::OpFAdd);
  case TargetOpcode::G_FSUB: return selectSameTypeOp(I, SPIRV::OpFSub);
  case TargetOpcode::G_FMUL: return selectSameTypeOp(I, SPIRV::OpFMul);
  case TargetOpcode::G_FDIV: return selectSameTypeOp(I, SPIRV::OpFDiv);
  case TargetOpcode::G_FREM: return selectSameTypeOp(I, SPIRV::OpFRem);
  case TargetOpcode::G_FNEG: return selectSameTypeOp(I, SPIRV::OpFNegate);
  case TargetOpcode::G_ZEXT:
  case TargetOpcode::G_ANYEXT: return selectExtend(I, false);
  case TargetOpcode::G_SEXT: return selectExtend(I, true);
  case TargetOpcode::G_TRUNC: return selectTrunc(I);
  case TargetOpcode::G_FPEXT:
  case TargetOpcode::G_FPTRUNC: return selectConversion(I, SPIRV::OpFConvert);
  case TargetOpcode::G_SITOFP: return selectConversion(I, SPIRV::OpConvertSToF);
  case TargetOpcode::G_UITOFP: return selectConversion(I, SPIRV::OpConvertUToF);
  case TargetOpcode::G_FPTOSI: return selectConversion(I, SPIRV::OpConvertFToS);
  case TargetOpcode::G_FPTOUI: return selectConversion(I, SPIRV::OpConvertFToU);
  case TargetOpcode::G_PTRTOINT: return selectConversion(I, SPIRV::OpConvertPtrToU);
  case TargetOpcode::G_INTTOPTR: return selectConversion(I, SPIRV::OpConvertUToPtr);
  case TargetOpcode::G_BITCAST: return selectBitcast(I);
  case TargetOpcode::G_ADDRSPACE_CAST: return selectAddrSpaceCast(I);
  case TargetOpcode::G_ICMP: return selectICmp(I);
  case TargetOpcode::G_FCMP: return selectFCmp(I);
  case TargetOpcode::G_SELECT: return selectSelect(I);
  case TargetOpcode::G_CONSTANT:
  case TargetOpcode::G_FCONSTANT: return selectConstant(I);
  case TargetOpcode::G_IMPLICIT_DEF:
    build(I, SPIRV::OpUndef).addDef(Def);
    I.eraseFromParent();
    return true;
  case TargetOpcode::G_FREEZE:
  case TargetOpcode::G_CONSTANT_FOLD_BARRIER: {
    // Every SPIR-V value is already some fixed value.
    MRI->replaceRegWith(Def, I.getOperand(1).getReg());
    I.eraseFromParent();
    return true;
  }
  case TargetOpcode::G_GLOBAL_VALUE: return selectGlobalValue(I);
  case TargetOpcode::G_FRAME_INDEX: return selectFrameIndex(I);
  case TargetOpcode::G_LOAD:
  case TargetOpcode::G_STORE: return selectLoadStore(I);
  case TargetOpcode::G_BR:
  case TargetOpcode::G_BRCOND: return selectBranch(I);
  case TargetOpcode::G_BRJT: return selectJumpTable(I);
  case TargetOpcode::G_JUMP_TABLE:
    // Only G_BRJT reads the table's address, and OpSwitch needs none.
    if (!MRI->use_nodbg_empty(Def))
      return fail(I, "jump table address used other than by a branch");
    I.eraseFromParent();
    return true;
  case TargetOpcode::G_PHI: return selectPhi(I);
  case TargetOpcode::G_EXTRACT_VECTOR_ELT:
  case TargetOpcode::G_INSERT_VECTOR_ELT:
  case TargetOpcode::G_BUILD_VECTOR:
  case TargetOpcode::G_CONCAT_VECTORS:
  case TargetOpcode::G_SHUFFLE_VECTOR: return selectVectorOp(I);
  case TargetOpcode::G_UNMERGE_VALUES: return selectUnmerge(I);
  case TargetOpcode::G_PTR_ADD: return selectPtrAdd(I);
  case TargetOpcode::G_MEMCPY:
  case TargetOpcode::G_MEMCPY_INLINE: return selectMemCpy(I);
  case TargetOpcode::G_FENCE: return selectFence(I);
  default:
    if (atomicOpcode(I.getOpcode()))
      return selectAtomic(I);
    return fail(I, "instruction " + TII.getName(I.getOpcode()));
  }
}
