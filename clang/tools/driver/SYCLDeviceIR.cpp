//===- SYCLDeviceIR.cpp - Repairs of Clang 22's SYCL device IR ------------===//

#include "SYCLDeviceIR.h"

#include "clang/Frontend/CompilerInstance.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

namespace {

/// \p V as a \p Want, where both are pointers of different address spaces;
/// null where no cast makes it one. Constants fold into the cast; other
/// values are cast just before \p Before.
Value *castPointer(Value *V, Type *Want, Instruction *Before) {
  if (!V->getType()->isPointerTy() || !Want->isPointerTy())
    return nullptr;
  if (auto *C = dyn_cast<Constant>(V))
    return ConstantExpr::getAddrSpaceCast(C, Want);
  return new AddrSpaceCastInst(V, Want, "", Before->getIterator());
}

/// Calls whose pointer arguments are not of the parameter types the call's
/// own function type gives.
bool repairCallArguments(Function &F) {
  bool Changed = false;
  for (Instruction &I : instructions(F)) {
    auto *Call = dyn_cast<CallBase>(&I);
    if (!Call)
      continue;
    FunctionType *FTy = Call->getFunctionType();
    for (unsigned Arg = 0; Arg < FTy->getNumParams() && Arg < Call->arg_size(); ++Arg) {
      Type *Want = FTy->getParamType(Arg);
      Value *Given = Call->getArgOperand(Arg);
      if (Given->getType() == Want)
        continue;
      if (Value *Cast = castPointer(Given, Want, Call)) {
        Call->setArgOperand(Arg, Cast);
        Changed = true;
      }
    }
  }
  return Changed;
}

class HostCodeInDevicePass : public PassInfoMixin<HostCodeInDevicePass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    bool Changed = false;
    for (Function &F : M)
      Changed |= repairCallArguments(F);
    // Device code runs no dynamic initializers (SYCL 2020 5.4: what device
    // code reads of a static variable is constant-initialized); the lists
    // only name the host initialization that came with host functions.
    for (StringRef Name : {"llvm.global_ctors", "llvm.global_dtors"})
      if (GlobalVariable *List = M.getNamedGlobal(Name)) {
        List->eraseFromParent();
        Changed = true;
      }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

} // namespace

void addSYCLDeviceIRRepairs(clang::CompilerInstance &CI) {
  if (!CI.getLangOpts().SYCLIsDevice)
    return;
  CI.getCodeGenOpts().PassBuilderCallbacks.push_back([](PassBuilder &PB) {
    PB.registerPipelineStartEPCallback(
        [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HostCodeInDevicePass()); });
  });
}
