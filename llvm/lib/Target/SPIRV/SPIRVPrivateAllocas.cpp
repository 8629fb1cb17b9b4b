//===- SPIRVPrivateAllocas.cpp - Local variables in Function storage ------===//
//
// A SPIR-V local variable is in the Function storage class; LLVM IR may
// place an alloca in the generic address space (the translator's IR does).
// Such an alloca becomes a private one cast to generic, which SPIR-V allows.
// Allocas in other address spaces are refused by spirv-check-module: private
// memory cannot be cast to global or local. A dynamic alloca (which
// spirv-check-module lets through only with SPV_INTEL_variable_length_array)
// becomes a marker that call lowering makes OpVariableLengthArrayINTEL; one
// whose count is a specialization constant a marker that it makes an
// OpVariable of an array of that length (core SPIR-V).
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVBuiltins.h"
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

/// A call of the variable-length-array marker in place of dynamic \p AI:
/// the element type travels as the type of a poison operand, the count as
/// an i64.
static Instruction *variableLengthArray(AllocaInst *AI) {
  Module &M = *AI->getModule();
  LLVMContext &Ctx = M.getContext();
  auto *PrivatePtr = PointerType::get(Ctx, SPIRVAS::Function);
  FunctionCallee Marker = M.getOrInsertFunction(
      VariableLengthArrayMarker, FunctionType::get(PrivatePtr, {}, true));
  IRBuilder<> B(AI);
  Value *Count = B.CreateZExtOrTrunc(AI->getArraySize(), B.getInt64Ty());
  CallInst *Call = B.CreateCall(
      Marker, {PoisonValue::get(AI->getAllocatedType()), Count});
  Call->setDebugLoc(AI->getDebugLoc());
  return Call;
}

/// A call of the specialization-constant-length marker in place of \p AI,
/// whose count is \p Length: the element type travels as the type of a
/// poison operand, the alloca's alignment as the result's align attribute,
/// its !spirv.Decorations as the call's, for the variable as an alloca's.
static Instruction *specConstantLengthArray(AllocaInst *AI, const CallInst *Length) {
  Module &M = *AI->getModule();
  auto *PrivatePtr = PointerType::get(M.getContext(), SPIRVAS::Function);
  FunctionCallee Marker = M.getOrInsertFunction(
      SpecConstantLengthArrayMarker, FunctionType::get(PrivatePtr, {}, true));
  CallInst *Call = IRBuilder<>(AI).CreateCall(
      Marker, {PoisonValue::get(AI->getAllocatedType()),
               const_cast<CallInst *>(Length)});
  Call->setDebugLoc(AI->getDebugLoc());
  Call->addRetAttr(Attribute::getWithAlignment(M.getContext(), AI->getAlign()));
  Call->setMetadata("spirv.Decorations", AI->getMetadata("spirv.Decorations"));
  return Call;
}

bool SPIRVPrivateAllocas::runOnModule(Module &M) {
  SmallVector<AllocaInst *, 8> Rewritten;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I);
          AI && (AI->getAddressSpace() == SPIRVAS::Generic ||
                 !AI->isStaticAlloca()))
        Rewritten.push_back(AI);
  for (AllocaInst *AI : Rewritten) {
    // Lifetime markers take an alloca itself, not a cast of one; they are
    // hints, dropped later anyway.
    for (User *U : make_early_inc_range(AI->users()))
      if (auto *II = dyn_cast<IntrinsicInst>(U); II && II->isLifetimeStartOrEnd())
        II->eraseFromParent();
    Instruction *Private;
    if (AI->isStaticAlloca()) {
      IRBuilder<> B(AI);
      auto *Static = B.CreateAlloca(AI->getAllocatedType(), SPIRVAS::Function,
                                    AI->getArraySize());
      Static->setAlignment(AI->getAlign());
      Static->copyMetadata(*AI);
      Private = Static;
    } else if (const CallInst *Length = specConstantArraySize(*AI)) {
      Private = specConstantLengthArray(AI, Length);
    } else {
      Private = variableLengthArray(AI);
    }
    Private->takeName(AI);
    Value *Replacement = Private;
    if (AI->getAddressSpace() != SPIRVAS::Function)
      Replacement = IRBuilder<>(AI->getNextNode())
                        .CreateAddrSpaceCast(Private, AI->getType());
    AI->replaceAllUsesWith(Replacement);
    AI->eraseFromParent();
  }
  return !Rewritten.empty();
}
