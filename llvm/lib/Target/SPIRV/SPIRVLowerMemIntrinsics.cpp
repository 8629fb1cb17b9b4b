//===- SPIRVLowerMemIntrinsics.cpp - memset and memmove as loops ----------===//
//
// memset and memmove have no SPIR-V instruction: they become loops here,
// before pointee types are decided, so that the loops' accesses count as
// evidence like any other. memcpy stays a call (OpCopyMemorySized).
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVIRUtils.h"
#include "SPIRVModuleState.h"
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

bool SPIRVLowerMemIntrinsics::runOnModule(Module &M) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<MemIntrinsic *, 4> Work;
    for (Instruction &I : instructions(F))
      if (auto *MI = dyn_cast<MemIntrinsic>(&I); MI && !isa<MemCpyInst>(MI))
        Work.push_back(MI);
    if (Work.empty())
      continue;
    TargetTransformInfo TTI(M.getDataLayout());
    for (MemIntrinsic *MI : Work) {
      if (auto *Set = dyn_cast<MemSetInst>(MI)) {
        expandMemSetAsLoop(Set);
      } else if (!expandMemMoveAsLoop(cast<MemMoveInst>(MI), TTI)) {
        reportUnsupported(F, "memmove between these address spaces");
        abandonModule(M, getAnalysis<SPIRVModuleState>());
        return true;
      }
      MI->eraseFromParent();
      Changed = true;
    }
  }
  return Changed;
}
