//===- SPIRVIRUtils.cpp - Helpers of the IR-level passes -----------------===//

#include "SPIRVIRUtils.h"
#include "SPIRVModuleState.h"
#include "SPIRVTypeUtils.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

std::string llvm::typeName(Type *Ty) {
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  return S;
}

CallInst *llvm::createCoreInstruction(IRBuilderBase &B, unsigned Opcode,
                                     Type *Ret, ArrayRef<Value *> Ops) {
  // One variadic marker per result type: (opcode, operands...).
  Module &M = *B.GetInsertBlock()->getModule();
  std::string Name = (CoreInstructionMarkerPrefix + typeName(Ret)).str();
  FunctionCallee Marker = M.getOrInsertFunction(
      Name, FunctionType::get(Ret, {B.getInt32Ty()}, /*isVarArg=*/true));
  SmallVector<Value *, 4> Args{B.getInt32(Opcode)};
  Args.append(Ops.begin(), Ops.end());
  return B.CreateCall(Marker, Args);
}

Type *llvm::commonAccessType(Value *Ptr) {
  Type *Common = nullptr;
  for (User *U : Ptr->users()) {
    Type *T;
    if (auto *LI = dyn_cast<LoadInst>(U))
      T = LI->getType();
    else if (auto *SI = dyn_cast<StoreInst>(U);
             SI && SI->getPointerOperand() == Ptr)
      T = SI->getValueOperand()->getType();
    else if (auto *GEP = dyn_cast<GetElementPtrInst>(U);
             GEP && GEP->getPointerOperand() == Ptr &&
             !GEP->getSourceElementType()->isIntegerTy(8))
      T = GEP->getSourceElementType();
    else
      return nullptr;
    if (Common && T != Common)
      return nullptr;
    Common = T;
  }
  if (!Common || Common->isPtrOrPtrVectorTy() ||
      Common->isIntOrIntVectorTy(1) || Common->isAggregateType())
    return nullptr;
  return Common;
}

void llvm::abandonModule(Module &M, SPIRVModuleState &State) {
  State.setFailed();
  // The module must stay valid for the verifier that still runs: a
  // declaration may not be in a comdat, and an alias must name a definition.
  for (GlobalAlias &GA : llvm::make_early_inc_range(M.aliases())) {
    GA.replaceAllUsesWith(GA.getAliasee());
    GA.eraseFromParent();
  }
  for (Function &F : M)
    if (!F.isDeclaration()) {
      F.deleteBody();
      F.setComdat(nullptr);
    }
}

uint32_t llvm::alignmentBeyondABI(const DataLayout &DL, Type *Ty,
                                  MaybeAlign Given) {
  if (!Given || *Given <= DL.getABITypeAlign(Ty))
    return 0;
  return uint32_t(Given->value());
}

SmallVector<Function *, 2> llvm::moduleInitializers(const Module &M,
                                                    bool Finalizers) {
  SmallVector<Function *, 2> List;
  const GlobalVariable *GV =
      M.getNamedGlobal(Finalizers ? "llvm.global_dtors" : "llvm.global_ctors");
  auto *Entries = GV && GV->hasInitializer()
                      ? dyn_cast<ConstantArray>(GV->getInitializer())
                      : nullptr;
  if (!Entries)
    return List;
  // { i32 priority, ptr function, ptr data }, run by ascending priority.
  SmallVector<std::pair<uint64_t, Function *>, 2> Prioritized;
  for (const Use &U : Entries->operands())
    if (auto *Entry = dyn_cast<ConstantStruct>(U.get());
        Entry && Entry->getNumOperands() >= 2)
      if (auto *F = dyn_cast<Function>(Entry->getOperand(1))) {
        auto *P = dyn_cast<ConstantInt>(Entry->getOperand(0));
        Prioritized.emplace_back(P ? P->getZExtValue() : 65535, F);
      }
  llvm::stable_sort(Prioritized, llvm::less_first());
  for (auto &[Priority, F] : Prioritized)
    List.push_back(F);
  return List;
}
