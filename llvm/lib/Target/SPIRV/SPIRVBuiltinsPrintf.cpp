//===- SPIRVBuiltinsPrintf.cpp - printf -----------------------------------===//
//
// OpenCL C's printf (a variadic C function, unmangled) and the translator's
// __spirv_ocl_printf, as the OpenCL.std printf instruction. The OpenCL
// SPIR-V environment wants the format as a pointer to char in the
// UniformConstant storage class (a string literal in the constant address
// space); strings passed for %s are constant char pointers as well. Every
// other argument goes as the value it is: integers promoted by the caller,
// floats as double (default promotions), vectors as themselves (%v4f).
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
#include "llvm/IR/InstrTypes.h"

using namespace llvm;

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  if (N.Name != "printf" && N.Name != "__spirv_ocl_printf")
    return std::nullopt;
  // A user's own printf that is not C's is not the builtin.
  const Function &F = N.F;
  if (N.Name == "printf" && (N.Mangled || !F.isVarArg()))
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::Printf, PrintfFamily, N);
  const SPIRV::GrammarExtInst *Inst = SPIRV::lookupOpenCLStdInst("printf");
  if (!Inst) {
    D.Unsupported = "builtin printf (no OpenCL.std printf)";
    return D;
  }
  D.ExtInst = Inst->Opcode;
  if (F.arg_size() < 1 || !F.getArg(0)->getType()->isPointerTy() ||
      !F.getReturnType()->isIntegerTy(32)) {
    D.Unsupported = unsupportedSignature(N);
    return D;
  }
  // Other address spaces need SPV_EXT_relaxed_printf_string_address_space,
  // which Level-Zero devices do not report.
  if (F.getArg(0)->getType()->getPointerAddressSpace() != SPIRVAS::UniformConstant)
    D.Unsupported = (N.Name + " with a format string outside the constant "
                              "address space (@" + F.getName() + ")")
                        .str();
  return D;
}

/// The SPIR-V type an argument of printf is passed as: a pointer as a
/// pointer to char in its own storage class (%s, %p), anything else as
/// itself.
static Type *printfOperandType(Type *IRTy) {
  if (IRTy->isPointerTy())
    return typedPointer(Type::getInt8Ty(IRTy->getContext()),
                        IRTy->getPointerAddressSpace());
  return spirvTypeOfIRValue(IRTy, nullptr);
}

static std::string check(const BuiltinDescription &D, const CallBase &Call) {
  for (const Use &Arg : Call.args()) {
    Type *T = Arg->getType();
    Type *Scalar = T->getScalarType();
    bool OK = Scalar->isPointerTy()
                  ? !T->isVectorTy() &&
                        storageClassForAddressSpace(T->getPointerAddressSpace())
                  : (Scalar->isIntegerTy() && !Scalar->isIntegerTy(1)) ||
                        Scalar->isFloatingPointTy();
    if (!OK)
      return (D.Name + " with an argument of type " + typeText(T)).str();
  }
  return "";
}

/// G_SPIRV_EXTINST (i32 result, printf, format, arguments...).
static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLVMContext &Ctx = B.getMF().getFunction().getContext();
  // printf returns 0 or -1 even when the IR ignores it.
  bool Unused = Info.OrigRet.Regs.empty() || Info.OrigRet.Ty->isVoidTy();
  Register Result = Unused ? MRI.createGenericVirtualRegister(LLT::scalar(32))
                           : Info.OrigRet.Regs[0];
  setSPIRVType(B, Result, Type::getInt32Ty(Ctx));
  SmallVector<Register, 8> Ops;
  for (const CallLowering::ArgInfo &Arg : Info.OrigArgs)
    Ops.push_back(typedOperand(B, Arg.Regs[0], printfOperandType(Arg.Ty)));
  auto MIB = B.buildInstr(SPIRV::G_SPIRV_EXTINST).addDef(Result).addImm(D.ExtInst);
  for (Register R : Ops)
    MIB.addUse(R);
  return true;
}

const BuiltinFamilyImpl llvm::PrintfFamily = {describe, check, lower};
