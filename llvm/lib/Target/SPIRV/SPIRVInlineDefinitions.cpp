//===- SPIRVInlineDefinitions.cpp - Keep available_externally bodies ------===//
//
// A C99 `inline` definition (OpenCL C is C99) and C++'s explicitly
// instantiated templates reach codegen as `available_externally` bodies:
// the optimizer may inline them, and any call left refers to an external
// definition elsewhere. No consumer of a kernel module supplies one (Intel's
// runtime: "Symbols not found"), and codegen skips such bodies, so the call
// would become an import. The body is equivalent to the external definition
// by the languages' rules, so it becomes the module's own internal
// definition.
//
// Likewise an alias is its aliasee: SPIR-V names each definition once, so
// uses refer to the aliasee (an address computed from it, in general) and
// an alias of the module's own goes. An exported alias stays a name no
// module gets (as before: the emitter writes only variables and functions).
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-inline-definitions"

namespace {

class SPIRVInlineDefinitions : public ModulePass {
public:
  static char ID;
  SPIRVInlineDefinitions() : ModulePass(ID) {}

  StringRef getPassName() const override { return "SPIR-V inline definitions"; }
  bool runOnModule(Module &M) override {
    bool Changed = false;
    for (GlobalAlias &GA : make_early_inc_range(M.aliases())) {
      if (GA.use_empty() && !GA.hasLocalLinkage())
        continue;
      GA.replaceAllUsesWith(GA.getAliasee());
      if (GA.hasLocalLinkage())
        GA.eraseFromParent();
      Changed = true;
    }
    SmallVector<GlobalObject *, 8> Kept;
    for (GlobalObject &GO : M.global_objects())
      if (GO.hasAvailableExternallyLinkage()) {
        GO.setLinkage(GlobalValue::InternalLinkage);
        Kept.push_back(&GO);
      }
    // Those that nothing uses any more (inlined everywhere) are dropped, as
    // codegen would have dropped them; dropping one may free another.
    for (bool Erased = true; Erased;) {
      Erased = false;
      for (GlobalObject *&GO : Kept)
        if (GO && GO->use_empty()) {
          GO->eraseFromParent();
          GO = nullptr;
          Erased = true;
        }
    }
    return Changed || !Kept.empty();
  }
};

} // namespace

char SPIRVInlineDefinitions::ID = 0;

INITIALIZE_PASS(SPIRVInlineDefinitions, DEBUG_TYPE, "SPIR-V inline definitions",
                false, false)

ModulePass *llvm::createSPIRVInlineDefinitionsPass() {
  return new SPIRVInlineDefinitions();
}
