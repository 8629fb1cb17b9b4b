//===- SPIRVSplitSwitchEdges.cpp - One block per switch edge --------------===//
//
// A dense `switch` becomes OpSwitch. Readers that rebuild an LLVM `switch`
// from it give an OpPhi one incoming entry per parent block, while LLVM
// wants one per edge; a phi block reached by several edges of one switch
// would be rejected. Every edge after the first into such a block therefore
// goes through a new block that only branches on, and the phis take that
// block as the parent of the value the edge carried. Nothing later in the
// pipeline merges these blocks back (there is no CodeGenPrepare).
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-split-switch-edges"

namespace {

class SPIRVSplitSwitchEdges : public ModulePass {
public:
  static char ID;
  SPIRVSplitSwitchEdges() : ModulePass(ID) {}

  StringRef getPassName() const override { return "SPIR-V split switch edges"; }
  bool runOnModule(Module &M) override;
};

} // namespace

char SPIRVSplitSwitchEdges::ID = 0;

INITIALIZE_PASS(SPIRVSplitSwitchEdges, DEBUG_TYPE, "SPIR-V split switch edges",
                false, false)

ModulePass *llvm::createSPIRVSplitSwitchEdgesPass() {
  return new SPIRVSplitSwitchEdges();
}

static bool splitDuplicateSwitchEdges(Function &F) {
  bool Changed = false;
  SmallVector<SwitchInst *, 4> Switches;
  for (BasicBlock &BB : F)
    if (auto *SI = dyn_cast<SwitchInst>(BB.getTerminator()))
      Switches.push_back(SI);
  for (SwitchInst *SI : Switches) {
    BasicBlock *From = SI->getParent();
    // New blocks follow the switch's block: each is dominated by it.
    BasicBlock *InsertBefore = From->getNextNode();
    SmallPtrSet<BasicBlock *, 8> Reached;
    Reached.insert(SI->getDefaultDest());
    for (auto Case : SI->cases()) {
      BasicBlock *To = Case.getCaseSuccessor();
      if (Reached.insert(To).second || To->phis().empty())
        continue;
      BasicBlock *Edge = BasicBlock::Create(
          F.getContext(), To->getName() + ".edge", &F, InsertBefore);
      BranchInst::Create(To, Edge);
      for (PHINode &Phi : To->phis()) {
        Value *V = Phi.getIncomingValueForBlock(From);
        Phi.removeIncomingValue(From, /*DeletePHIIfEmpty=*/false);
        Phi.addIncoming(V, Edge);
      }
      Case.setSuccessor(Edge);
      Changed = true;
    }
  }
  return Changed;
}

bool SPIRVSplitSwitchEdges::runOnModule(Module &M) {
  bool Changed = false;
  for (Function &F : M)
    Changed |= splitDuplicateSwitchEdges(F);
  return Changed;
}
