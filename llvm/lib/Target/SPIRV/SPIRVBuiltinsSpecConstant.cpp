//===- SPIRVBuiltinsSpecConstant.cpp - Specialization constants -----------===//
//
// The translator's __spirv_SpecConstant(i32 SpecId, T Default) and
// __spirv_SpecConstantComposite(constituents...) (docs/Design.md, section
// 5): OpSpecConstant / OpSpecConstantTrue / OpSpecConstantFalse decorated
// SpecId, and OpSpecConstantComposite of them. They are module-level
// constants: call lowering emits the instruction with the SpecId as a last
// immediate, and the module emitter defines one constant per type, default
// and SpecId among the others and decorates it.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;

static constexpr StringRef ScalarName = "__spirv_SpecConstant";
static constexpr StringRef CompositeName = "__spirv_SpecConstantComposite";

/// A type a scalar specialization constant may have: bool, an integer of 8
/// to 64 bits, half, float or double.
static bool isSpecScalar(Type *T) {
  return T->isIntegerTy(1) || T->isIntegerTy(8) || T->isIntegerTy(16) ||
         T->isIntegerTy(32) || T->isIntegerTy(64) || T->isHalfTy() ||
         T->isFloatTy() || T->isDoubleTy();
}

/// A type a composite specialization constant may have: a vector of a
/// length SPIR-V has of scalars, or a struct or array of such constants.
static bool isSpecComposite(Type *T) {
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    return isLegalVectorLength(VT->getNumElements()) &&
           isSpecScalar(VT->getElementType());
  if (auto *AT = dyn_cast<ArrayType>(T))
    return AT->getNumElements() > 0 &&
           (isSpecScalar(AT->getElementType()) ||
            isSpecComposite(AT->getElementType()));
  if (auto *ST = dyn_cast<StructType>(T))
    return ST->getNumElements() > 0 && !ST->isPacked() &&
           all_of(ST->elements(), [](Type *E) {
             return isSpecScalar(E) || isSpecComposite(E);
           });
  return false;
}

static unsigned memberCount(Type *T) {
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    return VT->getNumElements();
  if (auto *AT = dyn_cast<ArrayType>(T))
    return AT->getNumElements();
  return cast<StructType>(T)->getNumElements();
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  bool Composite = N.Name == CompositeName;
  if (N.Name != ScalarName && !Composite)
    return std::nullopt;
  BuiltinDescription D =
      newDescription(BuiltinFamily::SpecConstant, SpecConstantFamily, N);
  const Function &F = N.F;
  Type *Ret = F.getReturnType();
  bool OK;
  if (!Composite) {
    // (i32 SpecId, T Default); a bool's default may be given as an
    // integer (SYCL passes an i8).
    Type *Default = F.arg_size() == 2 ? F.getArg(1)->getType() : nullptr;
    OK = Default && F.getArg(0)->getType()->isIntegerTy(32) &&
         isSpecScalar(Ret) &&
         (Default == Ret || (Ret->isIntegerTy(1) && Default->isIntegerTy()));
  } else {
    // A vector, struct or array of its members, one argument each.
    OK = isSpecComposite(Ret) && F.arg_size() == memberCount(Ret);
    for (unsigned I = 0; OK && I < F.arg_size(); ++I) {
      Type *Member = Ret->isStructTy() ? Ret->getStructElementType(I)
                                       : Ret->isArrayTy() ? Ret->getArrayElementType()
                                                          : Ret->getScalarType();
      OK = F.getArg(I)->getType() == Member;
    }
  }
  if (!OK)
    D.Unsupported = unsupportedSignature(N);
  return D;
}

/// Whether \p V is a constant the module can hold: a number, or the result
/// of a specialization constant call.
static bool isConstantOperand(const Value *V) {
  if (isa<ConstantInt>(V) || isa<ConstantFP>(V))
    return true;
  const auto *Call = dyn_cast<CallBase>(V);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  if (!Callee)
    return false;
  // Mangled (_Z20__spirv_SpecConstantii) or not.
  StringRef Name = Callee->getName();
  return Name.contains(ScalarName);
}

const CallInst *llvm::specConstantArraySize(const AllocaInst &AI) {
  const auto *Call = dyn_cast<CallInst>(AI.getArraySize());
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  if (!Callee || spirvSourceName(Callee->getName()) != ScalarName ||
      !AI.getParent()->isEntryBlock() || Call->arg_size() != 2 ||
      !isa<ConstantInt>(Call->getArgOperand(0)) ||
      !isa<ConstantInt>(Call->getArgOperand(1)) ||
      Call->getType() != Call->getArgOperand(1)->getType() ||
      Call->getType()->isIntegerTy(1))
    return nullptr;
  return Call;
}

static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  bool Composite = D.Name == CompositeName;
  if (!Composite) {
    if (!isa<ConstantInt>(Call.getArgOperand(0)))
      return misuse(D, 0, SPIRV::OperandKind::LiteralInteger,
                    "a constant i32 (the SpecId)");
    if (!isa<ConstantInt>(Call.getArgOperand(1)) &&
        !isa<ConstantFP>(Call.getArgOperand(1)))
      return misuse(D, 1, SPIRV::OperandKind::LiteralContextDependentNumber,
                    "a constant (the default value)");
    return {};
  }
  for (unsigned I = 0; I < Call.arg_size(); ++I)
    if (!isConstantOperand(Call.getArgOperand(I)))
      return misuse(D, I, SPIRV::OperandKind::IdRef,
                    "a constant or a specialization constant");
  return {};
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  Type *RetTy = Info.OrigRet.Ty;
  if (D.Name == CompositeName && RetTy->isAggregateType()) {
    // A struct or array is its leaves in registers (IRTranslator's split),
    // and its members' leaves, in order, are its own: each leaf is the
    // (specialization) constant of its member, which stores and further
    // composites use as they are; no OpSpecConstantComposite of the
    // aggregate is needed for them.
    unsigned Leaf = 0;
    for (const CallLowering::ArgInfo &Arg : Info.OrigArgs)
      for (Register R : Arg.Regs)
        B.buildCopy(Info.OrigRet.Regs[Leaf++], R);
    return true;
  }
  Register Ret = Info.OrigRet.Regs[0];
  setSPIRVType(B, Ret, spirvTypeOfIRValue(RetTy, nullptr));
  if (D.Name == CompositeName) {
    auto MIB = B.buildInstr(SPIRV::OpSpecConstantComposite).addDef(Ret);
    for (const CallLowering::ArgInfo &Arg : Info.OrigArgs)
      MIB.addUse(typedOperand(B, Arg.Regs[0], Arg.Ty));
    return true;
  }
  uint32_t SpecId = cast<ConstantInt>(Info.CB->getArgOperand(0))->getZExtValue();
  const auto *Default = cast<Constant>(Info.CB->getArgOperand(1));
  APInt Bits = isa<ConstantFP>(Default)
                   ? cast<ConstantFP>(Default)->getValueAPF().bitcastToAPInt()
                   : cast<ConstantInt>(Default)->getValue();
  MachineInstrBuilder MIB;
  if (RetTy->isIntegerTy(1)) {
    MIB = B.buildInstr(Bits.isZero() ? SPIRV::OpSpecConstantFalse
                                     : SPIRV::OpSpecConstantTrue)
              .addDef(Ret);
  } else {
    // The value's words, low first (a 64-bit value has two).
    Bits = Bits.zextOrTrunc(RetTy->getPrimitiveSizeInBits());
    MIB = B.buildInstr(SPIRV::OpSpecConstant).addDef(Ret);
    for (unsigned W = 0; W * 32 < Bits.getBitWidth(); ++W)
      MIB.addImm(Bits.extractBitsAsZExtValue(
          std::min(32u, Bits.getBitWidth() - W * 32), W * 32));
  }
  MIB.addImm(SpecId);
  return true;
}

const BuiltinFamilyImpl llvm::SpecConstantFamily = {describe, check, lower};
