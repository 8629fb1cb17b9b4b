//===- SPIRVAlignAtomics.cpp - Atomics at their natural alignment ---------===//
//
// OpAtomic* take no alignment: the SPIR-V instruction is the atomic access
// of its value wherever the pointer points. LLVM's AtomicExpand, which runs
// next (SPIRVTargetLowering: 8- and 16-bit and vector atomics as
// compare-exchange loops on 32-bit words), makes an atomic that the IR
// aligns below its size a library call (__atomic_*) that no device has and
// reports it as an error of its own. Such an atomic is therefore given its
// natural alignment here, which is what the SPIR-V instruction assumes of
// it and what the target wrote before AtomicExpand ran.
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-align-atomics"

namespace {

class SPIRVAlignAtomics : public FunctionPass {
public:
  static char ID;
  SPIRVAlignAtomics() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "SPIR-V align atomics"; }
  bool runOnFunction(Function &F) override;
};

} // namespace

char SPIRVAlignAtomics::ID = 0;

INITIALIZE_PASS(SPIRVAlignAtomics, DEBUG_TYPE, "SPIR-V align atomics", false,
                false)

FunctionPass *llvm::createSPIRVAlignAtomicsPass() { return new SPIRVAlignAtomics(); }

/// The natural alignment of an atomic access of \p Ty: its store size
/// rounded up to a power of two.
static Align naturalAlignment(const DataLayout &DL, Type *Ty) {
  return Align(PowerOf2Ceil(DL.getTypeStoreSize(Ty).getFixedValue()));
}

bool SPIRVAlignAtomics::runOnFunction(Function &F) {
  const DataLayout &DL = F.getDataLayout();
  bool Changed = false;
  auto Raise = [&](auto *I, Type *Ty) {
    Align Natural = naturalAlignment(DL, Ty);
    if (I->getAlign() < Natural) {
      I->setAlignment(Natural);
      Changed = true;
    }
  };
  for (Instruction &I : instructions(F)) {
    if (auto *LI = dyn_cast<LoadInst>(&I); LI && LI->isAtomic())
      Raise(LI, LI->getType());
    else if (auto *SI = dyn_cast<StoreInst>(&I); SI && SI->isAtomic())
      Raise(SI, SI->getValueOperand()->getType());
    else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
      Raise(RMW, RMW->getValOperand()->getType());
    else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
      Raise(CX, CX->getCompareOperand()->getType());
  }
  return Changed;
}
