//===- SPIRVTypeInference.cpp - SPIR-V types for virtual registers --------===//
//
// GlobalISel's LLTs say "32 bits" where SPIR-V needs "float" or "i32", and
// "pointer in address space 1" where SPIR-V needs "pointer to float in
// CrossWorkgroup". This pass decides the SPIR-V type of every virtual
// register, after legalization and just before instruction selection, from
// the evidence each definition carries:
//  - the operation itself (G_FADD makes floats, G_ADD integers);
//  - the IR entities behind globals, frame objects, parameters and calls,
//    with the pointee decisions SPIRVDecidePointees recorded;
//  - the source element type that access chains carry;
//  - for loads, what the pointer points to;
//  - for phis, selects and copies, their inputs (iterated to a fixpoint).
// Where a use later needs another type of the same size, instruction
// selection inserts the cast; the decision here is never revisited.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRV.h"
#include "SPIRVInstrInfo.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVModuleState.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-type-inference"

Type *llvm::spirvTypeFromLLT(LLT Ty, bool IsFloat, LLVMContext &Ctx) {
  if (Ty.isPointer())
    return typedPointer(Type::getInt8Ty(Ctx), Ty.getAddressSpace());
  unsigned Bits = Ty.getScalarSizeInBits();
  Type *Scalar;
  if (IsFloat && (Bits == 16 || Bits == 32 || Bits == 64))
    Scalar = Bits == 16   ? Type::getHalfTy(Ctx)
             : Bits == 32 ? Type::getFloatTy(Ctx)
                          : Type::getDoubleTy(Ctx);
  else
    Scalar = Type::getIntNTy(Ctx, Bits);
  if (Ty.isVector())
    return FixedVectorType::get(Scalar, Ty.getNumElements());
  return Scalar;
}

Type *llvm::spirvTypeOfIRValue(Type *IRTy, Type *Pointee) {
  if (auto *PT = dyn_cast<PointerType>(IRTy))
    return typedPointer(Pointee ? Pointee : Type::getInt8Ty(IRTy->getContext()),
                        PT->getAddressSpace());
  return withDefaultPointees(IRTy, /*InMemory=*/false);
}

Type *llvm::functionPointerType(const Function &F,
                                const SPIRVModuleState &State) {
  SmallVector<Type *, 8> Params;
  for (const Argument &A : F.args())
    Params.push_back(spirvTypeOfIRValue(A.getType(), State.getPointee(&A)));
  Type *Ret = spirvTypeOfIRValue(F.getReturnType(), State.getPointee(&F));
  return typedPointer(FunctionType::get(Ret, Params, /*isVarArg=*/false),
                      F.getAddressSpace());
}

Type *llvm::functionPointerType(FunctionType *FT, unsigned AS) {
  SmallVector<Type *, 8> Params;
  for (Type *P : FT->params())
    Params.push_back(spirvTypeOfIRValue(P, nullptr));
  return typedPointer(
      FunctionType::get(spirvTypeOfIRValue(FT->getReturnType(), nullptr),
                        Params, /*isVarArg=*/false),
      AS);
}

/// Whether a value of SPIR-V type \p T can live in a register of \p Ty.
static bool fitsLLT(Type *T, LLT Ty) {
  // Events, images and samplers are opaque handles in a register of their
  // IR layout (a pointer).
  if (isOpaqueHandleType(T))
    return !Ty.isVector();
  if (Ty.isPointer())
    return isa<TypedPointerType>(T);
  if (isa<TypedPointerType>(T) || T->isAggregateType())
    return false;
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    return Ty.isVector() && Ty.getNumElements() == VT->getNumElements() &&
           Ty.getScalarSizeInBits() == VT->getScalarSizeInBits();
  return !Ty.isVector() && Ty.getSizeInBits() == T->getPrimitiveSizeInBits();
}

Type *llvm::indexedAccessChainType(Type *Source, const MachineInstr &MI,
                                   const MachineRegisterInfo &MRI) {
  Type *Cur = Source;
  for (unsigned I = SPIRV::AccessChainOperand::FirstIndex,
                E = MI.getNumOperands();
       I < E; ++I) {
    if (auto *ST = dyn_cast<StructType>(Cur)) {
      std::optional<APInt> Field =
          getIConstantVRegVal(MI.getOperand(I).getReg(), MRI);
      if (!Field || Field->getZExtValue() >= ST->getNumElements())
        return nullptr;
      Cur = ST->getElementType(Field->getZExtValue());
    } else if (auto *AT = dyn_cast<ArrayType>(Cur)) {
      Cur = AT->getElementType();
    } else if (auto *VT = dyn_cast<FixedVectorType>(Cur)) {
      Cur = VT->getElementType();
    } else {
      return nullptr;
    }
  }
  return withDefaultPointees(Cur);
}

namespace {

class SPIRVTypeInference : public MachineFunctionPass {
public:
  static char ID;
  SPIRVTypeInference() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "SPIR-V type inference"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<SPIRVModuleState>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  Type *inferDef(const MachineInstr &MI, const MachineFunction &MF,
                 const SPIRVMachineFunctionInfo &Info,
                 const SPIRVModuleState &State);
};

} // namespace

char SPIRVTypeInference::ID = 0;

INITIALIZE_PASS_BEGIN(SPIRVTypeInference, DEBUG_TYPE, "SPIR-V type inference",
                      false, false)
INITIALIZE_PASS_DEPENDENCY(SPIRVModuleState)
INITIALIZE_PASS_END(SPIRVTypeInference, DEBUG_TYPE, "SPIR-V type inference",
                    false, false)

FunctionPass *llvm::createSPIRVTypeInferencePass() {
  return new SPIRVTypeInference();
}

static bool isFloatProducing(unsigned Opc) {
  switch (Opc) {
  case TargetOpcode::G_FADD:
  case TargetOpcode::G_FSUB:
  case TargetOpcode::G_FMUL:
  case TargetOpcode::G_FDIV:
  case TargetOpcode::G_FREM:
  case TargetOpcode::G_FNEG:
  case TargetOpcode::G_FCONSTANT:
  case TargetOpcode::G_FPEXT:
  case TargetOpcode::G_FPTRUNC:
  case TargetOpcode::G_SITOFP:
  case TargetOpcode::G_UITOFP:
  case TargetOpcode::G_ATOMICRMW_FADD:
  case TargetOpcode::G_ATOMICRMW_FMIN:
  case TargetOpcode::G_ATOMICRMW_FMAX:
    return true;
  default:
    return false;
  }
}

namespace {
/// The instruction whose result type is inferred, and what it is inferred
/// from.
struct DefContext {
  const MachineInstr &MI;
  const MachineFunction &MF;
  const SPIRVMachineFunctionInfo &Info;
  const SPIRVModuleState &State;
  const MachineRegisterInfo &MRI;
  LLVMContext &Ctx;
  Register Def;
  LLT DefTy;

  DefContext(const MachineInstr &MI, const MachineFunction &MF,
             const SPIRVMachineFunctionInfo &Info, const SPIRVModuleState &State)
      : MI(MI), MF(MF), Info(Info), State(State), MRI(MF.getRegInfo()),
        Ctx(MF.getFunction().getContext()), Def(MI.getOperand(0).getReg()),
        DefTy(MRI.getType(Def)) {}

  Type *operandType(unsigned Idx) const {
    const MachineOperand &MO = MI.getOperand(Idx);
    return MO.isReg() ? Info.getType(MO.getReg()) : nullptr;
  }
};
} // namespace

/// Addresses: of globals, variables, casts and access chains.
static Type *inferAddress(const DefContext &C) {
  const MachineInstr &MI = C.MI;
  const MachineFunction &MF = C.MF;
  const SPIRVModuleState &State = C.State;
  const MachineRegisterInfo &MRI = C.MRI;
  LLT DefTy = C.DefTy;
  switch (MI.getOpcode()) {
  case TargetOpcode::G_GLOBAL_VALUE: {
    const GlobalValue *GV = MI.getOperand(1).getGlobal();
    if (const auto *F = dyn_cast<Function>(GV))
      return functionPointerType(*F, State);
    Type *ValueTy = withDefaultPointees(GV->getValueType());
    if (isBuiltinVariable(*GV))
      return typedPointer(ValueTy, SPIRVAS::Input);
    return typedPointer(ValueTy, GV->getAddressSpace());
  }
  case TargetOpcode::G_FRAME_INDEX: {
    const AllocaInst *AI =
        MF.getFrameInfo().getObjectAllocation(MI.getOperand(1).getIndex());
    if (!AI)
      return nullptr;
    Type *Allocated = State.getPointee(AI);
    if (!Allocated)
      Allocated = withDefaultPointees(AI->getAllocatedType());
    if (auto *Count = dyn_cast<ConstantInt>(AI->getArraySize());
        Count && !Count->isOne())
      Allocated = ArrayType::get(Allocated, Count->getZExtValue());
    return typedPointer(Allocated, AI->getAddressSpace());
  }
  case TargetOpcode::G_ADDRSPACE_CAST:
    if (auto *Src = dyn_cast_or_null<TypedPointerType>(C.operandType(1)))
      return typedPointer(Src->getElementType(), DefTy.getAddressSpace());
    return nullptr;
  case SPIRV::G_SPIRV_ACCESS_CHAIN: {
    const auto *Token = cast<GlobalVariable>(
        MI.getOperand(SPIRV::AccessChainOperand::Token).getGlobal());
    Type *Indexed = indexedAccessChainType(
        withDefaultPointees(Token->getValueType()), MI, MRI);
    if (!Indexed)
      return nullptr;
    return typedPointer(Indexed, DefTy.getAddressSpace());
  }
  default:
    llvm_unreachable("not an instruction of this group");
  }
}

/// Vector operations: of the vectors' element type.
static Type *inferVectorOp(const DefContext &C) {
  const MachineInstr &MI = C.MI;
  const MachineRegisterInfo &MRI = C.MRI;
  LLT DefTy = C.DefTy;
  switch (MI.getOpcode()) {
  case TargetOpcode::G_EXTRACT_VECTOR_ELT:
    if (auto *VT = dyn_cast_or_null<FixedVectorType>(C.operandType(1)))
      return VT->getElementType();
    return nullptr;
  case TargetOpcode::G_INSERT_VECTOR_ELT:
    if (Type *T = C.operandType(1))
      return T;
    if (Type *E = C.operandType(2); E && !isa<TypedPointerType>(E))
      return FixedVectorType::get(E, DefTy.getNumElements());
    return nullptr;
  case TargetOpcode::G_BUILD_VECTOR:
    // The first element that says something: an undef element (a constant
    // vector with poison lanes) would make a float vector an integer one.
    for (unsigned I = 1; I < MI.getNumOperands(); ++I) {
      const MachineInstr *Elt = MRI.getVRegDef(MI.getOperand(I).getReg());
      if (Elt && Elt->getOpcode() == TargetOpcode::G_IMPLICIT_DEF &&
          I + 1 < MI.getNumOperands())
        continue;
      if (Type *E = C.operandType(I); E && !isa<TypedPointerType>(E))
        return FixedVectorType::get(E, DefTy.getNumElements());
      return nullptr;
    }
    return nullptr;
  case TargetOpcode::G_SHUFFLE_VECTOR:
    if (auto *VT = dyn_cast_or_null<FixedVectorType>(C.operandType(1)))
      return FixedVectorType::get(VT->getElementType(), DefTy.getNumElements());
    return nullptr;
  default:
    llvm_unreachable("not an instruction of this group");
  }
}

/// What call lowering made: parameters, leaves of aggregates, instructions
/// a call stands for, calls.
static Type *inferTargetDef(const DefContext &C) {
  const MachineInstr &MI = C.MI;
  const MachineFunction &MF = C.MF;
  const SPIRVMachineFunctionInfo &Info = C.Info;
  const SPIRVModuleState &State = C.State;
  Register Def = C.Def;
  switch (MI.getOpcode()) {
  case SPIRV::OpFunctionParameter: {
    ArrayRef<Register> Params = Info.params();
    const Function &F = MF.getFunction();
    for (unsigned I = 0; I < Params.size(); ++I)
      if (Params[I] == Def)
        return spirvTypeOfIRValue(F.getArg(I)->getType(),
                                  State.getPointee(F.getArg(I)));
    return nullptr;
  }
  case SPIRV::OpCompositeExtract: {
    // A leaf of an aggregate parameter or call result (call lowering).
    Type *T = C.operandType(1);
    for (unsigned I = 2; T && I < MI.getNumOperands(); ++I) {
      unsigned Index = MI.getOperand(I).getImm();
      if (auto *ST = dyn_cast<StructType>(T))
        T = Index < ST->getNumElements() ? ST->getElementType(Index) : nullptr;
      else if (auto *AT = dyn_cast<ArrayType>(T))
        T = AT->getElementType();
      else
        T = nullptr;
    }
    return T;
  }
  case SPIRV::G_SPIRV_INST:
  case SPIRV::G_SPIRV_INST_MEM:
  case SPIRV::G_SPIRV_INST_CONVERGENT:
    // Call lowering sets the types of the others.
    if (MI.getOperand(1).getImm() == SPIRV::OpCopyObject)
      return C.operandType(2);
    return nullptr;
  case SPIRV::OpFunctionCall: {
    const auto *Callee = cast<Function>(MI.getOperand(1).getGlobal());
    return spirvTypeOfIRValue(Callee->getReturnType(), State.getPointee(Callee));
  }
  default:
    llvm_unreachable("not an instruction of this group");
  }
}

Type *SPIRVTypeInference::inferDef(const MachineInstr &MI,
                                   const MachineFunction &MF,
                                   const SPIRVMachineFunctionInfo &Info,
                                   const SPIRVModuleState &State) {
  DefContext C(MI, MF, Info, State);
  LLVMContext &Ctx = C.Ctx;
  LLT DefTy = C.DefTy;
  auto operandType = [&](unsigned Idx) { return C.operandType(Idx); };

  unsigned Opc = MI.getOpcode();
  if (isFloatProducing(Opc)) {
    // bfloat and half are both s16: a constant knows its type, arithmetic
    // has its operand's (only fneg and frem reach here, from a vector
    // legalization or a builtin), conversions carry spirv-promote-bfloat's
    // mark.
    if (Opc == TargetOpcode::G_FCONSTANT)
      return MI.getOperand(1).getFPImm()->getType();
    Type *Float = spirvTypeFromLLT(DefTy, true, Ctx);
    if (isBFloatResult(MI.getPCSections()) ||
        (Opc != TargetOpcode::G_FPEXT && MI.getNumOperands() > 1 &&
         MI.getOperand(1).isReg() && operandType(1) &&
         operandType(1)->getScalarType()->isBFloatTy() &&
         DefTy.getScalarSizeInBits() == 16))
      return Float->getWithNewType(Type::getBFloatTy(Ctx));
    return Float;
  }

  switch (Opc) {
  case TargetOpcode::G_GLOBAL_VALUE:
  case TargetOpcode::G_FRAME_INDEX:
  case TargetOpcode::G_ADDRSPACE_CAST:
  case SPIRV::G_SPIRV_ACCESS_CHAIN:
    return inferAddress(C);
  case TargetOpcode::G_EXTRACT_VECTOR_ELT:
  case TargetOpcode::G_INSERT_VECTOR_ELT:
  case TargetOpcode::G_BUILD_VECTOR:
  case TargetOpcode::G_SHUFFLE_VECTOR:
    return inferVectorOp(C);
  case SPIRV::OpFunctionParameter:
  case SPIRV::OpCompositeExtract:
  case SPIRV::G_SPIRV_INST:
  case SPIRV::G_SPIRV_INST_MEM:
  case SPIRV::G_SPIRV_INST_CONVERGENT:
  case SPIRV::OpFunctionCall:
    return inferTargetDef(C);
  case TargetOpcode::G_LOAD:
  case TargetOpcode::G_ATOMICRMW_XCHG: { // exchanges floats too
    if (Opc == TargetOpcode::G_ATOMICRMW_XCHG)
      if (Type *V = operandType(2); V && fitsLLT(V, DefTy))
        return V;
    auto *Ptr = dyn_cast_or_null<TypedPointerType>(operandType(1));
    if (!Ptr)
      return nullptr;
    Type *Elem = Ptr->getElementType();
    return fitsLLT(Elem, DefTy) ? Elem : spirvTypeFromLLT(DefTy, false, Ctx);
  }
  case TargetOpcode::G_PHI:
    for (unsigned I = 1; I < MI.getNumOperands(); I += 2)
      if (Type *T = operandType(I); T && fitsLLT(T, DefTy))
        return T;
    return nullptr;
  case TargetOpcode::G_SELECT:
    for (unsigned I : {2u, 3u})
      if (Type *T = operandType(I); T && fitsLLT(T, DefTy))
        return T;
    return nullptr;
  case TargetOpcode::COPY:
  case TargetOpcode::G_FREEZE:
  case TargetOpcode::G_CONSTANT_FOLD_BARRIER:
  // Hints (an `align` call result is G_ASSERT_ALIGN) are replaced by their
  // operand without selection, so they must have its type: a store of the
  // hint then casts the slot to the value's real pointee.
  case TargetOpcode::G_ASSERT_ALIGN:
  case TargetOpcode::G_ASSERT_SEXT:
  case TargetOpcode::G_ASSERT_ZEXT:
    if (Type *T = operandType(1); T && fitsLLT(T, DefTy))
      return T;
    return nullptr;
  case TargetOpcode::G_IMPLICIT_DEF:
  case TargetOpcode::G_BITCAST:
  case TargetOpcode::G_INTTOPTR:
    return spirvTypeFromLLT(DefTy, false, Ctx);
  default:
    // Everything else that defines a value computes integers or booleans.
    if (isPreISelGenericOpcode(Opc))
      return spirvTypeFromLLT(DefTy, false, Ctx);
    return nullptr;
  }
}

bool SPIRVTypeInference::runOnMachineFunction(MachineFunction &MF) {
  auto &Info = *MF.getInfo<SPIRVMachineFunctionInfo>();
  const auto &State = getAnalysis<SPIRVModuleState>();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  Info.setModuleState(State);
  if (Info.failed())
    return false;

  // Definitions in reverse post-order see their operands first except
  // around loops; a few rounds settle the phis.
  ReversePostOrderTraversal<MachineFunction *> RPOT(&MF);
  bool Changed = true;
  for (unsigned Round = 0; Changed && Round < 8; ++Round) {
    Changed = false;
    for (MachineBasicBlock *MBB : RPOT)
      for (MachineInstr &MI : *MBB) {
        if (MI.getNumOperands() == 0 || !MI.getOperand(0).isReg() ||
            !MI.getOperand(0).isDef())
          continue;
        Register Def = MI.getOperand(0).getReg();
        if (!Def.isVirtual() || Info.getType(Def))
          continue;
        if (MI.getOpcode() == TargetOpcode::G_UNMERGE_VALUES) {
          // Parts of a vector are its elements or runs of them.
          auto *VT = dyn_cast_or_null<FixedVectorType>(
              Info.getType(MI.getOperand(MI.getNumOperands() - 1).getReg()));
          if (!VT)
            continue;
          for (unsigned D = 0; D + 1 < MI.getNumOperands(); ++D) {
            LLT PartTy = MRI.getType(MI.getOperand(D).getReg());
            Info.setType(MI.getOperand(D).getReg(),
                         PartTy.isVector()
                             ? FixedVectorType::get(VT->getElementType(),
                                                    PartTy.getNumElements())
                             : VT->getElementType());
          }
          Changed = true;
          continue;
        }
        if (Type *T = inferDef(MI, MF, Info, State)) {
          Info.setType(Def, T);
          Changed = true;
        }
      }
  }

  // What no evidence decided (cycles of phis, unreachable inputs) takes the
  // integer view of its LLT.
  LLVMContext &Ctx = MF.getFunction().getContext();
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    LLT Ty = MRI.getType(R);
    if (Ty.isValid() && !Info.getType(R))
      Info.setType(R, spirvTypeFromLLT(Ty, false, Ctx));
  }
  return false;
}
