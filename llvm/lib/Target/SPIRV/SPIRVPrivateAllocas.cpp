//===- SPIRVPrivateAllocas.cpp - Local variables in Function storage ------===//
//
// A SPIR-V local variable is in the Function storage class; LLVM IR may
// place an alloca in the generic address space (the translator's IR does).
// Such an alloca becomes a private one cast to generic, which SPIR-V allows.
// Allocas in other address spaces are refused by spirv-check-module: private
// memory cannot be cast to global or local.
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVTypeUtils.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-private-allocas"

namespace {
class SPIRVPrivateAllocas : public ModulePass {
public:
  static char ID;
  SPIRVPrivateAllocas() : ModulePass(ID) {}

  StringRef getPassName() const override { return "SPIR-V private allocas"; }
  bool runOnModule(Module &M) override;
};
} // namespace

char SPIRVPrivateAllocas::ID = 0;

INITIALIZE_PASS(SPIRVPrivateAllocas, DEBUG_TYPE, "SPIR-V private allocas",
                false, false)

ModulePass *llvm::createSPIRVPrivateAllocasPass() {
  return new SPIRVPrivateAllocas();
}

bool SPIRVPrivateAllocas::runOnModule(Module &M) {
  SmallVector<AllocaInst *, 8> Generic;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I);
          AI && AI->getAddressSpace() == SPIRVAS::Generic)
        Generic.push_back(AI);
  for (AllocaInst *AI : Generic) {
    // Lifetime markers take an alloca itself, not a cast of one; they are
    // hints, dropped later anyway.
    for (User *U : make_early_inc_range(AI->users()))
      if (auto *II = dyn_cast<IntrinsicInst>(U); II && II->isLifetimeStartOrEnd())
        II->eraseFromParent();
    IRBuilder<> B(AI);
    AllocaInst *Private = B.CreateAlloca(AI->getAllocatedType(),
                                         SPIRVAS::Function,
                                         AI->getArraySize());
    Private->setAlignment(AI->getAlign());
    Private->copyMetadata(*AI);
    Private->takeName(AI);
    B.SetInsertPoint(AI->getNextNode());
    AI->replaceAllUsesWith(B.CreateAddrSpaceCast(Private, AI->getType()));
    AI->eraseFromParent();
  }
  return !Generic.empty();
}
