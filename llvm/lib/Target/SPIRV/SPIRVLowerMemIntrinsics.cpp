//===- SPIRVLowerMemIntrinsics.cpp - memset and memmove as loops ----------===//
//
// memset and memmove have no SPIR-V instruction: they become loops here,
// before pointee types are decided, so that the loops' accesses count as
// evidence like any other. memcpy stays a call (OpCopyMemorySized). Any of
// them with a constant length of 0 is removed.
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVIRUtils.h"
#include "SPIRVModuleState.h"
#include "SPIRVTypeUtils.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/LowerMemIntrinsics.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-lower-mem-intrinsics"

namespace {

class SPIRVLowerMemIntrinsics : public ModulePass {
public:
  static char ID;
  SPIRVLowerMemIntrinsics() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "SPIR-V lower memory intrinsics";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<SPIRVModuleState>();
  }
  bool runOnModule(Module &M) override;
};

} // namespace

char SPIRVLowerMemIntrinsics::ID = 0;

INITIALIZE_PASS_BEGIN(SPIRVLowerMemIntrinsics, DEBUG_TYPE,
                      "SPIR-V lower memory intrinsics", false, false)
INITIALIZE_PASS_DEPENDENCY(SPIRVModuleState)
INITIALIZE_PASS_END(SPIRVLowerMemIntrinsics, DEBUG_TYPE,
                    "SPIR-V lower memory intrinsics", false, false)

ModulePass *llvm::createSPIRVLowerMemIntrinsicsPass() {
  return new SPIRVLowerMemIntrinsics();
}

/// A memmove between two address spaces, other than the constant one, is
/// one in the generic address space, which holds both.
static MemMoveInst *inGenericAddressSpace(MemMoveInst *MI) {
  unsigned DstAS = MI->getDestAddressSpace(), SrcAS = MI->getSourceAddressSpace();
  if (DstAS == SrcAS || DstAS == SPIRVAS::UniformConstant ||
      SrcAS == SPIRVAS::UniformConstant)
    return MI;
  IRBuilder<> B(MI);
  Type *Generic = PointerType::get(MI->getContext(), SPIRVAS::Generic);
  auto *Moved = cast<MemMoveInst>(B.CreateMemMove(
      B.CreateAddrSpaceCast(MI->getRawDest(), Generic), MI->getDestAlign(),
      B.CreateAddrSpaceCast(MI->getRawSource(), Generic), MI->getSourceAlign(),
      MI->getLength(), MI->isVolatile()));
  MI->eraseFromParent();
  return Moved;
}

bool SPIRVLowerMemIntrinsics::runOnModule(Module &M) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<MemIntrinsic *, 4> Work;
    for (Instruction &I : instructions(F))
      if (auto *MI = dyn_cast<MemIntrinsic>(&I))
        Work.push_back(MI);
    TargetTransformInfo TTI(M.getDataLayout());
    for (MemIntrinsic *MI : Work) {
      // Nothing to copy or set (SPIR-V's OpCopyMemorySized may not have a
      // size of 0).
      if (auto *Len = dyn_cast<ConstantInt>(MI->getLength()); Len && Len->isZero()) {
        MI->eraseFromParent();
        Changed = true;
        continue;
      }
      if (isa<MemCpyInst>(MI))
        continue;
      if (auto *Set = dyn_cast<MemSetInst>(MI)) {
        expandMemSetAsLoop(Set);
        MI->eraseFromParent();
      } else {
        MemMoveInst *Move = inGenericAddressSpace(cast<MemMoveInst>(MI));
        if (!expandMemMoveAsLoop(Move, TTI)) {
          reportUnsupported(F, "memmove between these address spaces",
                            Move->getDebugLoc());
          abandonModule(M, getAnalysis<SPIRVModuleState>());
          return true;
        }
        Move->eraseFromParent();
      }
      Changed = true;
    }
  }
  return Changed;
}
