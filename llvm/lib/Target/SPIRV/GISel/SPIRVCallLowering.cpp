//===- SPIRVCallLowering.cpp - Calls, parameters and returns --------------===//

#include "SPIRVCallLowering.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltins.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVISelLowering.h"
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

bool SPIRVCallLowering::lowerReturn(MachineIRBuilder &MIRBuilder,
                                    const Value *Val, ArrayRef<Register> VRegs,
                                    FunctionLoweringInfo &,
                                    Register) const {
  if (VRegs.empty()) {
    MIRBuilder.buildInstr(SPIRV::OpReturn);
    return true;
  }
  if (VRegs.size() != 1) {
    reportUnsupported(MIRBuilder.getMF().getFunction(), "returning an aggregate");
    return false;
  }
  MIRBuilder.buildInstr(SPIRV::OpReturnValue).addUse(VRegs[0]);
  return true;
}

bool SPIRVCallLowering::lowerFormalArguments(
    MachineIRBuilder &MIRBuilder, const Function &F,
    ArrayRef<ArrayRef<Register>> VRegs, FunctionLoweringInfo &) const {
  auto *FuncInfo = MIRBuilder.getMF().getInfo<SPIRVMachineFunctionInfo>();
  for (ArrayRef<Register> Regs : VRegs) {
    if (Regs.size() != 1) {
      reportUnsupported(F, "an aggregate parameter passed by value");
      return false;
    }
    MIRBuilder.buildInstr(SPIRV::OpFunctionParameter).addDef(Regs[0]);
    FuncInfo->addParam(Regs[0]);
  }
  return true;
}

/// A call of a builtin (see SPIRVBuiltins.h) becomes the instruction that
/// computes it. Forms that cannot be lowered were rejected, with the
/// function named, by SPIRVPrepareModule.
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
    auto MIB = MIRBuilder.buildInstr(SPIRV::OpExtInst)
                   .addDef(Info.OrigRet.Regs[0])
                   .addExternalSymbol(OpenCLStdSetName)
                   .addImm(D.ExtInst);
    for (const CallLowering::ArgInfo &Arg : Info.OrigArgs)
      MIB.addUse(Arg.Regs[0]);
    MIB.addGlobalAddress(Info.Callee.getGlobal());
    return true;
  }
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
    // SPIRVPrepareModule has replaced every call of these.
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
  if (Info.OrigRet.Regs.size() > 1) {
    reportUnsupported(Caller, "call returning an aggregate");
    return false;
  }
  for (const ArgInfo &Arg : Info.OrigArgs)
    if (Arg.Regs.size() != 1) {
      reportUnsupported(Caller, "an aggregate argument passed by value");
      return false;
    }

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

  if (std::optional<BuiltinDescription> D = describeBuiltin(*Callee))
    return lowerBuiltinCall(MIRBuilder, Info, *D);

  // OpFunctionCall has a result even for void callees.
  Register Result;
  if (!Info.OrigRet.Regs.empty() && !Info.OrigRet.Ty->isVoidTy())
    Result = Info.OrigRet.Regs[0];
  else
    Result = MIRBuilder.getMRI()->createVirtualRegister(&SPIRV::IDRegClass);
  auto MIB = MIRBuilder.buildInstr(SPIRV::OpFunctionCall).addDef(Result);
  MIB.addGlobalAddress(Callee);
  for (const ArgInfo &Arg : Info.OrigArgs)
    MIB.addUse(Arg.Regs[0]);
  return true;
}
