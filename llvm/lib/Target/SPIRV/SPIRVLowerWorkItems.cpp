//===- SPIRVLowerWorkItems.cpp - Work-item builtins as loads --------------===//
//
// The work-item builtins (get_global_id, __spirv_BuiltIn* functions) become
// loads of BuiltIn input variables here, before pointee types are decided:
// they generate IR (a global variable, loads, compares, selects) that later
// stages must see. The other builtin families are lowered by call lowering.
// A BuiltIn variable that the IR casts to generic is read through a private
// copy, as SPIR-V cannot cast an Input pointer.
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVBuiltins.h"
#include "SPIRVTypeUtils.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-lower-work-items"

namespace {

class SPIRVLowerWorkItems : public ModulePass {
  unsigned PointerSize = 64;

public:
  static char ID;
  SPIRVLowerWorkItems() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "SPIR-V lower work-item builtins";
  }
  bool runOnModule(Module &M) override;

private:
  Value *readWorkItemBuiltin(IRBuilder<> &B, Module &M,
                             const WorkItemBuiltin &Builtin, Value *Dim,
                             Type *ResultTy);
};

} // namespace

char SPIRVLowerWorkItems::ID = 0;

INITIALIZE_PASS(SPIRVLowerWorkItems, DEBUG_TYPE,
                "SPIR-V lower work-item builtins", false, false)

ModulePass *llvm::createSPIRVLowerWorkItemsPass() {
  return new SPIRVLowerWorkItems();
}

/// The BuiltIn input variable for \p Builtin, created on first use with the
/// translator's naming so that IR already written that way shares it.
static GlobalVariable *builtinVariable(Module &M, const WorkItemBuiltin &Builtin,
                                       Type *ElementTy) {
  std::string Name = (BuiltinVariablePrefix + Builtin.VariableName).str();
  Type *VarTy = Builtin.IsMask     ? FixedVectorType::get(ElementTy, 4)
                : Builtin.IsVector ? FixedVectorType::get(ElementTy, 3)
                                   : ElementTy;
  if (GlobalVariable *GV = M.getGlobalVariable(Name))
    return GV;
  auto *GV = new GlobalVariable(M, VarTy, /*isConstant=*/true,
                                GlobalValue::ExternalLinkage, nullptr, Name,
                                nullptr, GlobalValue::NotThreadLocal,
                                SPIRVAS::CrossWorkgroup);
  GV->setAlignment(M.getDataLayout().getPrefTypeAlign(VarTy));
  return GV;
}

Value *SPIRVLowerWorkItems::readWorkItemBuiltin(IRBuilder<> &B, Module &M,
                                               const WorkItemBuiltin &Builtin,
                                               Value *Dim, Type *ResultTy) {
  LLVMContext &Ctx = M.getContext();
  Type *ElementTy = Builtin.Is32Bit ? Type::getInt32Ty(Ctx)
                                    : Type::getIntNTy(Ctx, PointerSize);
  GlobalVariable *GV = builtinVariable(M, Builtin, ElementTy);
  Value *Loaded = B.CreateAlignedLoad(GV->getValueType(), GV, GV->getAlign());
  Value *Result;
  if (!Builtin.IsVector) {
    Result = Loaded;
  } else if (auto *C = dyn_cast<ConstantInt>(Dim)) {
    // OpenCL: a dimension past the last reads 0 for ids, 1 for sizes.
    Result = C->getZExtValue() < 3
                 ? B.CreateExtractElement(Loaded, C->getZExtValue())
                 : ConstantInt::get(ElementTy, Builtin.OutOfRange);
  } else {
    Value *InRange = B.CreateICmpULT(Dim, ConstantInt::get(Dim->getType(), 3));
    Value *SafeDim = B.CreateSelect(InRange, Dim, ConstantInt::get(Dim->getType(), 0));
    Value *Element = B.CreateExtractElement(Loaded, SafeDim);
    Result = B.CreateSelect(InRange, Element,
                            ConstantInt::get(ElementTy, Builtin.OutOfRange));
  }
  return B.CreateZExtOrTrunc(Result, ResultTy);
}

/// A BuiltIn variable is an Input variable, which SPIR-V cannot cast to
/// generic. Where the IR casts one (the translator's IR reads them through
/// generic pointers), the cast takes instead a private copy of the value,
/// made once per function at its entry: the variable is read-only, so the
/// copy reads the same.
static bool castCopiesOfBuiltinVariables(Module &M) {
  bool Changed = false;
  for (GlobalVariable &GV : M.globals()) {
    if (!isBuiltinVariable(GV))
      continue;
    DenseMap<Function *, AllocaInst *> Copies;
    for (User *U : make_early_inc_range(GV.users())) {
      auto *Cast = dyn_cast<AddrSpaceCastInst>(U);
      if (!Cast)
        continue;
      Function *F = Cast->getFunction();
      AllocaInst *&Copy = Copies[F];
      if (!Copy) {
        IRBuilder<> B(&*F->getEntryBlock().getFirstInsertionPt());
        Copy = B.CreateAlloca(GV.getValueType(), nullptr, GV.getName() + ".copy");
        Copy->setAlignment(GV.getAlign().valueOrOne());
        B.CreateAlignedStore(
            B.CreateAlignedLoad(GV.getValueType(), &GV, GV.getAlign()), Copy,
            GV.getAlign());
      }
      IRBuilder<> B(Cast);
      Cast->replaceAllUsesWith(B.CreateAddrSpaceCast(Copy, Cast->getType()));
      Cast->eraseFromParent();
      Changed = true;
    }
  }
  return Changed;
}

/// Optimized DPC++ code reads one lane of a vector BuiltIn variable with a
/// scalar load of the variable itself (lane 0) or of a constant offset into
/// it. Typed, that is an OpBitcast of the Input pointer, on which LLVM 15's
/// reader (PoCL's) stops ("Unexpected pattern!"); such a load becomes one of
/// the whole vector and an extractelement of the lane, as get_global_id is.
static bool wholeLoadsOfBuiltinVariables(Module &M) {
  const DataLayout &DL = M.getDataLayout();
  bool Changed = false;
  for (GlobalVariable &GV : M.globals()) {
    auto *VT = dyn_cast<FixedVectorType>(GV.getValueType());
    if (!VT || !isBuiltinVariable(GV))
      continue;
    Type *Elem = VT->getElementType();
    uint64_t ElemSize = DL.getTypeAllocSize(Elem);
    SmallVector<std::pair<LoadInst *, uint64_t>, 8> Loads;
    SmallVector<Instruction *, 8> Offsets;
    SmallVector<std::pair<Value *, uint64_t>, 8> Work = {{&GV, 0}};
    while (!Work.empty()) {
      auto [P, Offset] = Work.pop_back_val();
      for (User *U : P->users()) {
        if (auto *L = dyn_cast<LoadInst>(U)) {
          if (L->getType() == Elem && L->isUnordered() &&
              Offset % ElemSize == 0 && Offset / ElemSize < VT->getNumElements())
            Loads.push_back({L, Offset / ElemSize});
        } else if (auto *G = dyn_cast<GEPOperator>(U);
                   G && G->getPointerOperand() == P) {
          APInt Bytes(DL.getIndexTypeSizeInBits(G->getType()), 0);
          if (G->accumulateConstantOffset(DL, Bytes) && Bytes.isNonNegative()) {
            Work.push_back({G, Offset + Bytes.getZExtValue()});
            if (auto *I = dyn_cast<Instruction>(G))
              Offsets.push_back(I);
          }
        }
      }
    }
    for (auto [L, Lane] : Loads) {
      IRBuilder<> B(L);
      Value *Whole = B.CreateAlignedLoad(VT, &GV, GV.getAlign());
      Value *E = B.CreateExtractElement(Whole, B.getInt32(Lane));
      E->takeName(L);
      L->replaceAllUsesWith(E);
      L->eraseFromParent();
      Changed = true;
    }
    // The offsets that only these loads used go too.
    for (Instruction *I : reverse(Offsets))
      if (I->use_empty())
        I->eraseFromParent();
  }
  return Changed;
}

bool SPIRVLowerWorkItems::runOnModule(Module &M) {
  PointerSize = M.getDataLayout().getPointerSizeInBits(0);
  // Each declaration is described once; its calls are then rewritten.
  SmallVector<std::pair<CallInst *, const WorkItemBuiltin *>, 16> Calls;
  SmallVector<Function *, 8> Lowered;
  for (Function &F : M) {
    std::optional<BuiltinDescription> D = describeBuiltin(F);
    if (!D || D->Family != BuiltinFamily::WorkItem)
      continue;
    Lowered.push_back(&F);
    for (User *U : F.users())
      if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledFunction() == &F)
        Calls.push_back({CI, D->WorkItem});
  }
  for (auto [CI, Builtin] : Calls) {
    Value *Dim = Builtin->IsVector && CI->arg_size() > 0
                     ? CI->getArgOperand(0)
                     : ConstantInt::get(Type::getInt32Ty(M.getContext()), 0);
    IRBuilder<> B(CI);
    Value *V = readWorkItemBuiltin(B, M, *Builtin, Dim, CI->getType());
    CI->replaceAllUsesWith(V);
    CI->eraseFromParent();
  }
  for (Function *F : Lowered)
    if (F->use_empty())
      F->eraseFromParent();
  bool Copied = castCopiesOfBuiltinVariables(M);
  bool Whole = wholeLoadsOfBuiltinVariables(M);
  return !Calls.empty() || !Lowered.empty() || Copied || Whole;
}
