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
    // A vector of its elements. (Structs and arrays are values of
    // aggregate type, which call lowering does not pass to builtins.)
    auto *VT = dyn_cast<FixedVectorType>(Ret);
    OK = VT && isLegalVectorLength(VT->getNumElements()) &&
         isSpecScalar(VT->getElementType()) &&
         F.arg_size() == VT->getNumElements();
    for (unsigned I = 0; OK && I < F.arg_size(); ++I)
      OK = F.getArg(I)->getType() == VT->getElementType();
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
  Register Ret = Info.OrigRet.Regs[0];
  Type *RetTy = Info.OrigRet.Ty;
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
