//===- SPIRVPrivateGlobals.cpp - Private program-scope variables ----------===//
//
// A program-scope variable in private memory (address space 0) has one copy
// per work-item, holding its initial value when the work-item starts. A
// Kernel module has no such variable (the Private storage class needs the
// Shader or VectorComputeINTEL capability), so each becomes Function
// variables:
// - a constant one, or one only loaded from, a copy in each function that
//   reads it, given its value on entry (only comparing addresses across
//   functions tells them apart);
// - any other, a variable of each kernel that uses it, itself or through
//   the functions it calls, given its value on entry; every other function
//   on the way to a use takes the variable's address as an extra parameter,
//   and each call passes the caller's copy on. A function that several
//   kernels reach has one parameter per variable, whichever kernel calls.
// A variable nothing uses is dropped. What has no such form is refused by
// name: a variable only declared, one whose address another variable's
// initializer holds, one that a function called indirectly (or an entry
// point of @llvm.global_ctors) uses, and one used in a module without
// kernels, whose functions other modules call. Calls of kernels and
// recursion are refused before (spirv-check-module).
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVIRUtils.h"
#include "SPIRVModuleState.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-private-globals"

namespace {

class SPIRVPrivateGlobals : public ModulePass {
public:
  static char ID;
  SPIRVPrivateGlobals() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "SPIR-V private program-scope variables";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<SPIRVModuleState>();
  }
  bool runOnModule(Module &M) override;
};

} // namespace

char SPIRVPrivateGlobals::ID = 0;

INITIALIZE_PASS_BEGIN(SPIRVPrivateGlobals, DEBUG_TYPE,
                      "SPIR-V private program-scope variables", false, false)
INITIALIZE_PASS_DEPENDENCY(SPIRVModuleState)
INITIALIZE_PASS_END(SPIRVPrivateGlobals, DEBUG_TYPE,
                    "SPIR-V private program-scope variables", false, false)

ModulePass *llvm::createSPIRVPrivateGlobalsPass() {
  return new SPIRVPrivateGlobals();
}

static bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::SPIR_KERNEL;
}

/// Whether \p U is, or is within, an entry of @llvm.used or
/// @llvm.compiler.used, which only keep what they name.
static bool inUsedList(const User *U) {
  if (auto *GV = dyn_cast<GlobalVariable>(U))
    return GV->getName() == "llvm.used" || GV->getName() == "llvm.compiler.used";
  return isa<Constant>(U) && !isa<GlobalValue>(U) && !U->use_empty() &&
         all_of(U->users(), inUsedList);
}

/// The functions whose instructions use \p GV, directly or through constant
/// expressions. Returns the first variable whose initializer holds its
/// address instead, if any (aliases are gone: spirv-inline-definitions).
static const GlobalValue *usingFunctions(GlobalVariable &GV,
                                         SetVector<Function *> &Functions) {
  SmallVector<User *, 8> Work(GV.users());
  while (!Work.empty()) {
    User *U = Work.pop_back_val();
    if (auto *I = dyn_cast<Instruction>(U))
      Functions.insert(I->getFunction());
    else if (auto *Holder = dyn_cast<GlobalValue>(U))
      return Holder;
    else
      Work.append(U->user_begin(), U->user_end());
  }
  return nullptr;
}

/// Whether \p GV is only read: its address, offset or cast, is only loaded
/// from, so that no copy can tell itself from another.
static bool onlyLoaded(const GlobalVariable &GV) {
  SmallVector<const User *, 8> Work(GV.users());
  while (!Work.empty()) {
    const User *U = Work.pop_back_val();
    if (isa<LoadInst>(U))
      continue;
    if (!isa<GEPOperator, AddrSpaceCastOperator, BitCastOperator>(U))
      return false;
    Work.append(U->user_begin(), U->user_end());
  }
  return true;
}

/// Why the functions that use a written variable, \p Users, and those that
/// call them cannot pass it on; empty if they can. \p Reach becomes all of
/// them, kernels included.
static std::string whyNoCallPath(const Module &M,
                                 const SetVector<Function *> &Users,
                                 SetVector<Function *> &Reach) {
  Reach.insert(Users.begin(), Users.end());
  bool HasKernels = any_of(
      M, [](const Function &F) { return isKernel(F) && !F.isDeclaration(); });
  for (unsigned I = 0; I < Reach.size(); ++I) {
    Function *F = Reach[I];
    if (isKernel(*F))
      continue;
    if (!HasKernels)
      return ("used by @" + F->getName() +
              " in a module without kernels: the modules that call it cannot "
              "pass a work-item's copy")
          .str();
    F->removeDeadConstantUsers();
    for (Use &U : F->uses()) {
      auto *Call = dyn_cast<CallInst>(U.getUser());
      if (Call && Call->isCallee(&U) &&
          Call->getFunctionType() == F->getFunctionType()) {
        Reach.insert(Call->getFunction());
        continue;
      }
      if (inUsedList(U.getUser()))
        continue;
      if (is_contained(moduleInitializers(M, false), F) ||
          is_contained(moduleInitializers(M, true), F))
        return ("used by @" + F->getName() +
                ", an entry point of @llvm.global_ctors or @llvm.global_dtors, "
                "which no work-item runs")
            .str();
      return ("used by @" + F->getName() +
              ", whose address is taken: an indirect call cannot pass the "
              "work-item's copy")
          .str();
    }
  }
  return "";
}

static Align alignmentOf(const GlobalVariable &GV) {
  return GV.getAlign().value_or(
      GV.getDataLayout().getPrefTypeAlign(GV.getValueType()));
}

/// A Function variable for \p GV at the entry of \p F, holding its initial
/// value: an aggregate is copied from \p Image (one OpCopyMemorySized, where
/// a store would become one per element).
static AllocaInst *localCopy(GlobalVariable &GV, Function &F,
                             GlobalVariable *Image) {
  const DataLayout &DL = F.getDataLayout();
  Type *Ty = GV.getValueType();
  Align Alignment = alignmentOf(GV);
  IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
  AllocaInst *Local = B.CreateAlloca(Ty, nullptr, GV.getName());
  Local->setAlignment(Alignment);
  Constant *Init = GV.getInitializer();
  if (Image)
    B.CreateMemCpy(Local, Alignment, Image, Alignment, DL.getTypeAllocSize(Ty));
  else if (!isa<UndefValue>(Init))
    B.CreateAlignedStore(Init, Local, Alignment);
  return Local;
}

/// The constant copy of an aggregate's initial value that localCopy copies
/// from, or null where a store gives the value.
static GlobalVariable *initialImage(GlobalVariable &GV) {
  Type *Ty = GV.getValueType();
  if (!Ty->isAggregateType() || isa<UndefValue>(GV.getInitializer()))
    return nullptr;
  auto *Image = new GlobalVariable(
      *GV.getParent(), Ty, /*isConstant=*/true, GlobalValue::PrivateLinkage,
      GV.getInitializer(), GV.getName() + ".init", &GV,
      GlobalValue::NotThreadLocal, SPIRVAS::UniformConstant);
  Image->setAlignment(alignmentOf(GV));
  return Image;
}

/// \p ME with whatever it allows on other memory allowed through arguments
/// too: the variables a function reached as globals now come as parameters.
static MemoryEffects throughArguments(MemoryEffects ME) {
  return ME | MemoryEffects::argMemOnly(ME.getModRef());
}

/// \p F with one more pointer parameter per variable of \p Vars, named
/// after it; \p F's body moves to it, \p F keeps its uses.
static Function *withParameters(Function &F, ArrayRef<GlobalVariable *> Vars) {
  SmallVector<Type *, 8> Params(F.getFunctionType()->params());
  for (GlobalVariable *GV : Vars)
    Params.push_back(GV->getType());
  auto *Ty = FunctionType::get(F.getReturnType(), Params, F.isVarArg());
  Function *NF = Function::Create(Ty, F.getLinkage(), F.getAddressSpace());
  F.getParent()->getFunctionList().insert(F.getIterator(), NF);
  NF->copyAttributesFrom(&F);
  NF->copyMetadata(&F, 0);
  NF->takeName(&F);
  if (NF->getAttributes().hasFnAttr(Attribute::Memory))
    NF->setMemoryEffects(throughArguments(NF->getMemoryEffects()));
  NF->splice(NF->begin(), &F);
  for (auto [Old, New] : zip(F.args(), NF->args())) {
    Old.replaceAllUsesWith(&New);
    New.takeName(&Old);
  }
  for (auto [GV, Arg] : zip(Vars, drop_begin(NF->args(), F.arg_size())))
    Arg.setName(GV->getName());
  return NF;
}

/// \p Call of the function that became \p NF, as a call of \p NF passing
/// \p Extra after its arguments.
static void callWithParameters(CallInst *Call, Function *NF,
                               ArrayRef<Value *> Extra) {
  SmallVector<Value *, 8> Args(Call->args());
  Args.append(Extra.begin(), Extra.end());
  SmallVector<OperandBundleDef, 1> Bundles;
  Call->getOperandBundlesAsDefs(Bundles);
  auto *New = CallInst::Create(NF, Args, Bundles, "", Call->getIterator());
  New->copyMetadata(*Call);
  New->setCallingConv(Call->getCallingConv());
  New->setTailCallKind(Call->getTailCallKind());
  AttributeList Attrs = Call->getAttributes();
  SmallVector<AttributeSet, 8> ArgAttrs;
  for (unsigned I = 0; I < Args.size(); ++I)
    ArgAttrs.push_back(Attrs.getParamAttrs(I));
  New->setAttributes(AttributeList::get(Call->getContext(), Attrs.getFnAttrs(),
                                        Attrs.getRetAttrs(), ArgAttrs));
  if (Attrs.hasFnAttr(Attribute::Memory))
    New->setMemoryEffects(throughArguments(Attrs.getMemoryEffects()));
  Call->replaceAllUsesWith(New);
  New->takeName(Call);
  Call->eraseFromParent();
}

bool SPIRVPrivateGlobals::runOnModule(Module &M) {
  // The written variables, and for each function other than a kernel the
  // ones it takes as parameters (in the module's order).
  SmallVector<GlobalVariable *, 4> Written;
  DenseMap<Function *, SmallVector<GlobalVariable *, 2>> Params;
  DenseMap<GlobalVariable *, SmallVector<Function *, 2>> Kernels;
  bool Changed = false, Ok = true;
  // Collected first: removing a variable from @llvm.used may erase the list.
  SmallVector<GlobalVariable *, 8> Private;
  for (GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() == SPIRVAS::Function &&
        !GV.getName().starts_with("llvm.") && !isTargetMarker(GV) &&
        !isBuiltinVariable(GV))
      Private.push_back(&GV);
  for (GlobalVariable *PGV : Private) {
    GlobalVariable &GV = *PGV;
    auto Refuse = [&](const Twine &Why) {
      reportUnsupported(GV, "global variable @" + GV.getName() +
                                " in address space 0 (private memory at "
                                "program scope, " +
                                Why + ")");
      Ok = false;
    };
    // The variable's own copies need no keeping alive.
    removeFromUsedLists(
        M, [&](Constant *C) { return C->stripPointerCasts() == &GV; });
    GV.removeDeadConstantUsers();
    // Nothing to give a copy of (an unused declaration included).
    if (GV.use_empty()) {
      GV.eraseFromParent();
      Changed = true;
      continue;
    }
    SetVector<Function *> Users;
    if (!GV.hasInitializer()) {
      Refuse("only declared: another module's definition cannot be each "
             "work-item's copy");
      continue;
    }
    if (const GlobalValue *Holder = usingFunctions(GV, Users)) {
      Refuse("whose address is in the initializer of @" + Holder->getName());
      continue;
    }
    if (GV.isConstant() || onlyLoaded(GV)) {
      GlobalVariable *Image = initialImage(GV);
      for (Function *F : Users) {
        convertUsersOfConstantsToInstructions({&GV}, F,
                                              /*RemoveDeadConstants=*/false);
        AllocaInst *Local = localCopy(GV, *F, Image);
        GV.replaceUsesWithIf(Local, [F](Use &U) {
          auto *I = dyn_cast<Instruction>(U.getUser());
          return I && I->getFunction() == F;
        });
      }
      GV.removeDeadConstantUsers();
      GV.eraseFromParent();
      Changed = true;
      continue;
    }
    SetVector<Function *> Reach;
    std::string Why = whyNoCallPath(M, Users, Reach);
    if (!Why.empty()) {
      Refuse(Why);
      continue;
    }
    Written.push_back(&GV);
    for (Function *F : Reach)
      if (isKernel(*F))
        Kernels[&GV].push_back(F);
      else
        Params[F].push_back(&GV);
  }
  if (!Ok) {
    abandonModule(M, getAnalysis<SPIRVModuleState>());
    return true;
  }
  if (Written.empty())
    return Changed;

  // Each function's copy of each variable it uses or passes on.
  DenseMap<std::pair<Function *, GlobalVariable *>, Value *> Copy;
  SmallVector<std::pair<Function *, Function *>, 8> Rewritten;
  for (Function &F : make_early_inc_range(M)) {
    auto It = Params.find(&F);
    if (It == Params.end())
      continue;
    Function *NF = withParameters(F, It->second);
    for (auto [GV, Arg] : zip(It->second, drop_begin(NF->args(), F.arg_size())))
      Copy[{NF, GV}] = &Arg;
    Rewritten.push_back({&F, NF});
  }
  // In reverse, as each goes first in the entry block.
  for (GlobalVariable *GV : reverse(Written)) {
    GlobalVariable *Image = initialImage(*GV);
    for (Function *K : Kernels[GV])
      Copy[{K, GV}] = localCopy(*GV, *K, Image);
  }
  for (auto [F, NF] : Rewritten) {
    SmallVector<CallInst *, 4> Calls;
    for (User *U : F->users())
      if (auto *Call = dyn_cast<CallInst>(U); Call && Call->getCalledFunction() == F)
        Calls.push_back(Call);
    for (CallInst *Call : Calls) {
      SmallVector<Value *, 2> Extra;
      // Every caller is on the way to a use too (whyNoCallPath).
      for (GlobalVariable *GV : Params[F]) {
        Extra.push_back(Copy.lookup({Call->getFunction(), GV}));
        assert(Extra.back() && "a caller without the variable");
      }
      callWithParameters(Call, NF, Extra);
    }
    // What is left names it in @llvm.used and the like.
    F->replaceAllUsesWith(NF);
    F->eraseFromParent();
  }
  for (GlobalVariable *GV : Written) {
    convertUsersOfConstantsToInstructions({GV});
    for (Use &U : make_early_inc_range(GV->uses()))
      U.set(Copy.lookup({cast<Instruction>(U.getUser())->getFunction(), GV}));
    GV->eraseFromParent();
  }
  return true;
}
