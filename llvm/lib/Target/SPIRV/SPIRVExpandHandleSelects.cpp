//===- SPIRVExpandHandleSelects.cpp - Selects of images and samplers ------===//
//
// OpenCL's `c ? image_a : image_b` (and the same of samplers and events) is a
// `select` of an opaque handle, but OpSelect takes only scalars, vectors
// and pointers (an image or sampler needs BindlessTextureNV). Such a select
// becomes a branch on the condition and an OpPhi, which handles may pass
// through. (Sampled images may not even be phi operands; SPIRVCheckModule
// refuses selects and phis of them.)
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVTypeUtils.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-expand-handle-selects"

namespace {

class SPIRVExpandHandleSelects : public ModulePass {
public:
  static char ID;
  SPIRVExpandHandleSelects() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "SPIR-V expand selects of handles";
  }
  bool runOnModule(Module &M) override;
};

} // namespace

char SPIRVExpandHandleSelects::ID = 0;

INITIALIZE_PASS(SPIRVExpandHandleSelects, DEBUG_TYPE,
                "SPIR-V expand selects of handles", false, false)

ModulePass *llvm::createSPIRVExpandHandleSelectsPass() {
  return new SPIRVExpandHandleSelects();
}

bool SPIRVExpandHandleSelects::runOnModule(Module &M) {
  SmallVector<SelectInst *, 4> Selects;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *SI = dyn_cast<SelectInst>(&I);
          SI && isOpaqueHandleType(SI->getType()) &&
          !isSampledImageType(SI->getType()))
        Selects.push_back(SI);
  for (SelectInst *SI : Selects) {
    Instruction *Then, *Else;
    SplitBlockAndInsertIfThenElse(SI->getCondition(), SI->getIterator(), &Then,
                                  &Else);
    // The select now starts the block where both arms meet.
    PHINode *Phi = PHINode::Create(SI->getType(), 2, "", SI->getIterator());
    Phi->addIncoming(SI->getTrueValue(), Then->getParent());
    Phi->addIncoming(SI->getFalseValue(), Else->getParent());
    Phi->takeName(SI);
    SI->replaceAllUsesWith(Phi);
    SI->eraseFromParent();
  }
  return !Selects.empty();
}
