//===- SPIRVBuiltinsRelational.cpp - Relational functions as core ops -----===//
//
// The relational functions of OpenCL C 6.15.6 (isnan, isequal, any...) and
// dot, computed by core SPIR-V instructions (G_SPIRV_INST). Those that make
// a boolean in SPIR-V give OpenCL's int: 1 / 0 for a scalar, -1 / 0 per
// element for a vector.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;

static const CoreBuiltin CoreBuiltins[] = {
    // OpenCL C 6.15.6. Each returns a boolean in SPIR-V and an int (1 / 0
    // for scalars, -1 / 0 per element for vectors) in OpenCL.
    {"isnan", SPIRV::OpIsNan, CoreBuiltin::FloatTest},
    {"isinf", SPIRV::OpIsInf, CoreBuiltin::FloatTest},
    {"isfinite", SPIRV::OpIsFinite, CoreBuiltin::FloatTest},
    {"isnormal", SPIRV::OpIsNormal, CoreBuiltin::FloatTest},
    {"signbit", SPIRV::OpSignBitSet, CoreBuiltin::FloatTest},
    {"isequal", SPIRV::OpFOrdEqual, CoreBuiltin::FloatCompare},
    // x != y is true when either is a NaN.
    {"isnotequal", SPIRV::OpFUnordNotEqual, CoreBuiltin::FloatCompare},
    {"isgreater", SPIRV::OpFOrdGreaterThan, CoreBuiltin::FloatCompare},
    {"isgreaterequal", SPIRV::OpFOrdGreaterThanEqual, CoreBuiltin::FloatCompare},
    {"isless", SPIRV::OpFOrdLessThan, CoreBuiltin::FloatCompare},
    {"islessequal", SPIRV::OpFOrdLessThanEqual, CoreBuiltin::FloatCompare},
    // (x < y) || (x > y): ordered and not equal.
    {"islessgreater", SPIRV::OpFOrdNotEqual, CoreBuiltin::FloatCompare},
    {"isordered", SPIRV::OpOrdered, CoreBuiltin::FloatCompare},
    {"isunordered", SPIRV::OpUnordered, CoreBuiltin::FloatCompare},
    // any / all test the most significant bit of each element.
    {"any", SPIRV::OpAny, CoreBuiltin::SignTest},
    {"all", SPIRV::OpAll, CoreBuiltin::SignTest},
    // Geometric (6.15.5): a scalar dot is a multiplication.
    {"dot", SPIRV::OpDot, CoreBuiltin::Dot},
};

/// The description of a relational or geometric function computed by the
/// core instruction \p B.
static BuiltinDescription describeCore(const BuiltinName &N,
                                       const CoreBuiltin &B) {
  const Function &F = N.F;
  ArrayRef<DemangledType> Params = N.Params;
  BuiltinDescription D = newDescription(BuiltinFamily::Relational, RelationalFamily, N);
  D.Core = &B;
  unsigned Arity = B.Form == CoreBuiltin::FloatCompare || B.Form == CoreBuiltin::Dot ? 2 : 1;
  Type *Ret = F.getReturnType();
  Type *Arg = Params.empty() ? nullptr : Params[0].Ty;
  bool OK = Params.size() == Arity && F.arg_size() == Arity && Arg &&
            !isa<TypedPointerType>(Arg);
  for (unsigned I = 0; OK && I < Arity; ++I)
    OK = Params[I].Ty == Arg && F.getArg(I)->getType() == Arg;
  if (OK) {
    auto *VT = dyn_cast<FixedVectorType>(Arg);
    switch (B.Form) {
    case CoreBuiltin::FloatTest:
    case CoreBuiltin::FloatCompare: {
      // int for a scalar, an integer vector as long as the operand for a
      // vector (isnan(double4) is long4).
      auto *RetVT = dyn_cast<FixedVectorType>(Ret);
      OK = Arg->isFPOrFPVectorTy() && Ret->isIntOrIntVectorTy() &&
           !Ret->isIntOrIntVectorTy(1) &&
           (VT ? RetVT && RetVT->getNumElements() == VT->getNumElements()
               : !RetVT);
      break;
    }
    case CoreBuiltin::SignTest:
      OK = Arg->isIntOrIntVectorTy() && !Arg->isIntOrIntVectorTy(1) &&
           Ret->isIntegerTy() && !Ret->isIntegerTy(1);
      break;
    case CoreBuiltin::Dot:
      OK = Arg->isFPOrFPVectorTy() && Ret == Arg->getScalarType();
      break;
    }
  }
  if (!OK) {
    D.Unsupported = unsupportedSignature(N);
    return D;
  }
  for (const DemangledType &P : Params)
    D.ParamTypes.push_back(P.Ty);
  return D;
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  const CoreBuiltin *C = N.Mangled ? findByName(CoreBuiltins, N.Name) : nullptr;
  if (!C)
    return std::nullopt;
  return describeCore(N, *C);
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLVMContext &Ctx = B.getMF().getFunction().getContext();
  const CoreBuiltin &Core = *D.Core;
  Register Ret = Info.OrigRet.Regs[0];
  Register X = Info.OrigArgs[0].Regs[0];
  LLT ArgTy = MRI.getType(X);
  LLT BoolTy = ArgTy.isVector() ? LLT::fixed_vector(ArgTy.getNumElements(), 1)
                                : LLT::scalar(1);
  // The instruction itself, on operands of the demangled parameter types.
  auto coreOp = [&](Register Def, ArrayRef<Register> Args) {
    SmallVector<Register, 2> Typed;
    for (unsigned A = 0; A < Args.size(); ++A)
      Typed.push_back(typedOperand(B, Args[A], D.ParamTypes[A]));
    auto MIB = buildInstruction(B, Core.Opcode, Def);
    for (Register R : Typed)
      MIB.addUse(R);
  };
  SmallVector<Register, 2> Args;
  for (const CallLowering::ArgInfo &Arg : Info.OrigArgs)
    Args.push_back(Arg.Regs[0]);
  Register Bool;
  switch (Core.Form) {
  case CoreBuiltin::Dot:
    if (!ArgTy.isVector()) {
      B.buildFMul(Ret, X, Args[1]);
      return true;
    }
    setSPIRVType(B, Ret, D.ParamTypes[0]->getScalarType());
    coreOp(Ret, Args);
    return true;
  case CoreBuiltin::FloatTest:
  case CoreBuiltin::FloatCompare:
    Bool = MRI.createGenericVirtualRegister(BoolTy);
    setSPIRVType(B, Bool, spirvTypeFromLLT(BoolTy, false, Ctx));
    coreOp(Bool, Args);
    break;
  case CoreBuiltin::SignTest: {
    // The most significant bit is set exactly when the element is < 0.
    auto Zero = B.buildConstant(ArgTy, 0);
    Bool = B.buildICmp(CmpInst::ICMP_SLT, BoolTy, X, Zero).getReg(0);
    if (ArgTy.isVector()) {
      Register Reduced = MRI.createGenericVirtualRegister(LLT::scalar(1));
      setSPIRVType(B, Reduced, Type::getInt1Ty(Ctx));
      buildInstruction(B, Core.Opcode, Reduced).addUse(Bool);
      Bool = Reduced;
    }
    break;
  }
  }
  LLT RetTy = MRI.getType(Ret);
  auto True = B.buildConstant(RetTy, RetTy.isVector() ? -1 : 1);
  auto False = B.buildConstant(RetTy, 0);
  B.buildSelect(Ret, Bool, True, False);
  return true;
}

const BuiltinFamilyImpl llvm::RelationalFamily = {describe, nullptr, lower};
