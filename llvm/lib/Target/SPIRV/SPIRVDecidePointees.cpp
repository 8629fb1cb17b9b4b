//===- SPIRVDecidePointees.cpp - Pointees of what enters a function ------===//
//
// Decides, once per module, the pointee type of each pointer argument,
// returned pointer and pointer-holding local variable, and records it in
// SPIRVModuleState, the single source of truth the machine passes read
// (docs/Design.md, section 1).
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVBuiltins.h"
#include "SPIRVIRUtils.h"
#include "SPIRVModuleState.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-decide-pointees"

static cl::opt<bool> PrintPointees(
    "spirv-print-pointees", cl::Hidden,
    cl::desc("Print the pointee decided for each pointer argument, returned "
             "pointer and pointer slot"));

namespace {

class SPIRVDecidePointees : public ModulePass {
  SPIRVModuleState *State = nullptr;

public:
  static char ID;
  SPIRVDecidePointees() : ModulePass(ID) {}

  StringRef getPassName() const override { return "SPIR-V decide pointees"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<SPIRVModuleState>();
    AU.setPreservesAll();
  }
  bool runOnModule(Module &M) override;

private:
  Type *pointeeFromUses(Value *Ptr, unsigned Depth);
  void decideSlotPointee(AllocaInst &Slot);
  Type *structuralPointee(Value *V);
  void printDecisions(const Module &M, raw_ostream &OS);
};

} // namespace

char SPIRVDecidePointees::ID = 0;

INITIALIZE_PASS_BEGIN(SPIRVDecidePointees, DEBUG_TYPE, "SPIR-V decide pointees",
                      false, false)
INITIALIZE_PASS_DEPENDENCY(SPIRVModuleState)
INITIALIZE_PASS_END(SPIRVDecidePointees, DEBUG_TYPE, "SPIR-V decide pointees",
                    false, false)

ModulePass *llvm::createSPIRVDecidePointeesPass() {
  return new SPIRVDecidePointees();
}

/// What \p V points to when that follows from how it was made.
Type *SPIRVDecidePointees::structuralPointee(Value *V) {
  if (auto *GEP = dyn_cast<GetElementPtrInst>(V))
    return withDefaultPointees(GEP->getResultElementType());
  if (auto *AI = dyn_cast<AllocaInst>(V)) {
    if (Type *Decided = State->getPointee(AI))
      return Decided;
    return withDefaultPointees(AI->getAllocatedType());
  }
  if (auto *GV = dyn_cast<GlobalVariable>(V))
    return withDefaultPointees(GV->getValueType());
  if (isa<Argument>(V))
    return State->getPointee(V);
  if (auto *CI = dyn_cast<CallInst>(V))
    if (Function *Callee = CI->getCalledFunction()) {
      if (isAnnotatedCopyMarker(*Callee))
        return structuralPointee(CI->getArgOperand(0));
      if (Callee->getName() == VariableLengthArrayMarker ||
          Callee->getName() == SpecConstantLengthArrayMarker)
        return withDefaultPointees(CI->getArgOperand(0)->getType());
      return State->getPointee(Callee);
    }
  if (auto *ASC = dyn_cast<AddrSpaceCastInst>(V))
    return structuralPointee(ASC->getPointerOperand());
  return nullptr;
}

/// The SPIR-V type of memory accessed as \p Ty: booleans live in memory as
/// bytes (the legalizer widens i1 loads and stores), odd vectors and
/// integers in their containers (withDefaultPointees).
static Type *accessedInMemory(Type *Ty) {
  if (Ty->isIntOrIntVectorTy(1))
    Ty = Ty->getWithNewBitWidth(8);
  return withDefaultPointees(Ty);
}

/// What \p Ptr points to, judged by how it is used: loads and stores through
/// it, and the pointer parameters of builtins it is passed to, say the most; a non-byte getelementptr says what it indexes; an i8
/// getelementptr only says "bytes", so it counts only when nothing else does.
Type *SPIRVDecidePointees::pointeeFromUses(Value *Ptr, unsigned Depth) {
  LLVMContext &Ctx = Ptr->getContext();
  Type *Weak = nullptr, *ByteAccess = nullptr;
  SmallVector<Value *, 8> Work{Ptr};
  SmallPtrSet<Value *, 8> Seen{Ptr};
  for (size_t I = 0; I < Work.size(); ++I) {
    Value *V = Work[I];
    for (User *U : V->users()) {
      Type *Evidence = nullptr;
      if (auto *LI = dyn_cast<LoadInst>(U)) {
        Type *Ty = LI->getType();
        if (auto *PT = dyn_cast<PointerType>(Ty)) {
          // A loaded pointer whose own uses say nothing (only converted to
          // an integer, say) points to bytes.
          Type *Inner = Depth < 3 ? pointeeFromUses(LI, Depth + 1) : nullptr;
          Evidence = typedPointer(Inner ? Inner : Type::getInt8Ty(Ctx),
                                  PT->getAddressSpace());
        }
        else
          Evidence = Ty;
      } else if (auto *SI = dyn_cast<StoreInst>(U)) {
        if (SI->getPointerOperand() != V) {
          // Kept in a local variable (what -O0 does with every argument):
          // what is loaded back from it is this pointer again.
          if (auto *Slot = dyn_cast<AllocaInst>(SI->getPointerOperand()))
            for (User *SlotUser : Slot->users())
              if (auto *LI = dyn_cast<LoadInst>(SlotUser);
                  LI && LI->getType() == V->getType() && Seen.insert(LI).second)
                Work.push_back(LI);
          continue;
        }
        Type *Ty = SI->getValueOperand()->getType();
        if (auto *PT = dyn_cast<PointerType>(Ty)) {
          Type *Inner = structuralPointee(SI->getValueOperand());
          Evidence = typedPointer(Inner ? Inner : Type::getInt8Ty(Ctx),
                                  PT->getAddressSpace());
        } else {
          Evidence = Ty;
        }
      } else if (auto *GEP = dyn_cast<GetElementPtrInst>(U)) {
        if (GEP->getPointerOperand() != V)
          continue;
        Type *Src = withDefaultPointees(GEP->getSourceElementType());
        if (Src->isIntegerTy(8)) {
          // Bytes, unless everything reached through the byte offset is
          // accessed as one type (which rewriteGEPs then indexes by).
          if (Type *Access = commonAccessType(GEP); Access && !ByteAccess)
            ByteAccess = Access;
          if (!Weak)
            Weak = Src;
          continue;
        }
        Evidence = Src;
      } else if (auto *RMW = dyn_cast<AtomicRMWInst>(U)) {
        if (RMW->getPointerOperand() != V)
          continue;
        Evidence = RMW->getValOperand()->getType();
      } else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(U)) {
        if (CX->getPointerOperand() != V)
          continue;
        Evidence = CX->getNewValOperand()->getType();
      } else if (auto *CI = dyn_cast<CallInst>(U)) {
        Function *Callee = CI->getCalledFunction();
        if (Callee && isAnnotatedCopyMarker(*Callee)) {
          // The same pointer again.
          if (Seen.insert(CI).second)
            Work.push_back(CI);
          continue;
        }
        if (Callee && Callee->isDeclaration()) {
          // A builtin's demangled parameter says what it reads or writes
          // through the pointer: an atomic's object and expected value,
          // vload4's elements, fract's integral part.
          const BuiltinDescription *D = State->builtins().describe(*Callee);
          if (!D || !D->Unsupported.empty())
            continue;
          for (unsigned A = 0; A < CI->arg_size() && A < D->ParamTypes.size() &&
                               !Evidence; ++A)
            if (CI->getArgOperand(A) == V)
              if (auto *P = dyn_cast_or_null<TypedPointerType>(D->ParamTypes[A]))
                Evidence = P->getElementType();
          if (!Evidence)
            continue;
        } else if (!Callee) {
          continue;
        }
        for (unsigned A = 0; A < CI->arg_size() && !Evidence; ++A)
          if (!Callee->isDeclaration() && CI->getArgOperand(A) == V)
            Evidence = State->getPointee(Callee->getArg(A));
      } else if (isa<AddrSpaceCastInst>(U) || isa<PHINode>(U) ||
                 isa<SelectInst>(U) || isa<FreezeInst>(U)) {
        if (Seen.insert(U).second)
          Work.push_back(U);
        continue;
      }
      if (Evidence)
        return accessedInMemory(Evidence);
    }
  }
  return ByteAccess ? accessedInMemory(ByteAccess) : Weak;
}

bool SPIRVDecidePointees::runOnModule(Module &M) {
  State = &getAnalysis<SPIRVModuleState>();
  LLVMContext &Ctx = M.getContext();
  // Two rounds: the first uses each function's own evidence; the second
  // lets arguments with none take it from the functions they are passed to.
  for (unsigned Round = 0; Round < 2; ++Round) {
    for (Function &F : M) {
      if (isTargetMarker(F))
        continue;
      for (Argument &A : F.args()) {
        if (!A.getType()->isPointerTy())
          continue;
        if (Round == 1 && State->getPointee(&A) &&
            !State->getPointee(&A)->isIntegerTy(8))
          continue;
        // OpEnqueueKernel passes the block literal as bytes.
        if (A.getArgNo() == 0 && isEnqueuedBlockInvoke(F, State->builtins())) {
          State->setPointee(&A, Type::getInt8Ty(Ctx));
          continue;
        }
        // An aggregate passed by value is a pointer to a private copy of it.
        if (Type *ByVal = A.getParamByValType()) {
          State->setPointee(&A, withDefaultPointees(ByVal));
          continue;
        }
        Type *Pointee = F.isDeclaration() ? nullptr : pointeeFromUses(&A, 0);
        if (!Pointee && Round == 1) {
          // Evidence from call sites: what the callers pass.
          for (User *U : F.users())
            if (auto *CI = dyn_cast<CallInst>(U); CI && !Pointee)
              Pointee = structuralPointee(CI->getArgOperand(A.getArgNo()));
        }
        if (Pointee || !State->getPointee(&A))
          State->setPointee(&A, Pointee ? Pointee : Type::getInt8Ty(Ctx));
      }
      if (F.getReturnType()->isPointerTy() && !F.isDeclaration()) {
        Type *Pointee = nullptr;
        for (BasicBlock &BB : F)
          if (auto *RI = dyn_cast<ReturnInst>(BB.getTerminator()); RI && !Pointee)
            Pointee = structuralPointee(RI->getReturnValue());
        State->setPointee(&F, Pointee ? Pointee : Type::getInt8Ty(Ctx));
      } else if (F.getReturnType()->isPointerTy()) {
        State->setPointee(&F, Type::getInt8Ty(Ctx));
      }
      if (Round == 1)
        for (Instruction &I : instructions(F))
          if (auto *AI = dyn_cast<AllocaInst>(&I))
            decideSlotPointee(*AI);
    }
  }
  if (PrintPointees)
    printDecisions(M, errs());
  return false;
}

/// Every decision, in module order: what a test of this pass alone checks.
void SPIRVDecidePointees::printDecisions(const Module &M, raw_ostream &OS) {
  auto Print = [&](const Twine &What, const Value *V) {
    if (Type *Pointee = State->getPointee(V)) {
      OS << What << ": ";
      Pointee->print(OS);
      OS << "\n";
    }
  };
  for (const Function &F : M) {
    if (isTargetMarker(F))
      continue;
    Print("@" + F.getName() + " returns", &F);
    for (const Argument &A : F.args())
      Print("@" + F.getName() + " %" + A.getName(), &A);
    for (const Instruction &I : instructions(F))
      if (isa<AllocaInst>(I))
        Print("@" + F.getName() + " %" + I.getName(), &I);
  }
}

/// A local variable that holds a pointer (every pointer argument at -O0)
/// holds what is stored into it; failing that, what its loads are used as.
void SPIRVDecidePointees::decideSlotPointee(AllocaInst &Slot) {
  auto *PT = dyn_cast<PointerType>(Slot.getAllocatedType());
  if (!PT)
    return;
  Type *Inner = nullptr;
  for (User *U : Slot.users())
    if (auto *SI = dyn_cast<StoreInst>(U);
        SI && SI->getPointerOperand() == &Slot && !Inner)
      Inner = structuralPointee(SI->getValueOperand());
  for (User *U : Slot.users())
    if (auto *LI = dyn_cast<LoadInst>(U); LI && !Inner)
      Inner = pointeeFromUses(LI, 1);
  if (Inner)
    State->setPointee(&Slot, typedPointer(Inner, PT->getAddressSpace()));
}