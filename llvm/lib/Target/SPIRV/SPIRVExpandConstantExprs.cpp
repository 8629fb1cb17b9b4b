//===- SPIRVExpandConstantExprs.cpp - Constant expressions as code --------===//
//
// Instruction selection sees each constant expression used by an
// instruction as instructions: SPIR-V would otherwise need OpSpecConstantOp,
// which Kernel modules restrict.
//
// First, program-scope variables in address spaces a Kernel module cannot
// give a variable become what they mean: a generic one (SYCL's constinit
// variables) a CrossWorkgroup variable used through its address cast to
// generic; a private one (address space 0: the Private storage class needs
// the Shader capability) a Function variable of each function using it,
// initialized on entry, where that keeps its meaning: it is constant, or one
// kernel alone uses it (a kernel runs once per invocation and no function
// calls it).
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-expand-constant-exprs"

namespace {

class SPIRVExpandConstantExprs : public ModulePass {
public:
  static char ID;
  SPIRVExpandConstantExprs() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "SPIR-V expand constant expressions";
  }
  bool runOnModule(Module &M) override;
};

} // namespace

char SPIRVExpandConstantExprs::ID = 0;

INITIALIZE_PASS(SPIRVExpandConstantExprs, DEBUG_TYPE,
                "SPIR-V expand constant expressions", false, false)

ModulePass *llvm::createSPIRVExpandConstantExprsPass() {
  return new SPIRVExpandConstantExprs();
}

/// Whether \p CE is a null pointer cast to another address space: Clang
/// writes the null pointer of a named address space that way. It is that
/// address space's null (OpConstantNull): as an instruction,
/// OpGenericCastToPtr of a generic null need not be null (Intel's CPU
/// runtime gives local memory's base).
static bool isCastNull(const ConstantExpr *CE) {
  return CE->getOpcode() == Instruction::AddrSpaceCast &&
         isa<ConstantPointerNull>(CE->getOperand(0));
}

/// The null event (OpenCL's 0 event_t): a call of the null-event marker.
static Value *nullEvent(Module &M, Type *EventTy, Instruction &User, Use &U) {
  FunctionCallee Marker = M.getOrInsertFunction(NullEventMarkerName, EventTy);
  // A phi's operand is made at the end of the block it comes from.
  Instruction *Before = &User;
  if (auto *Phi = dyn_cast<PHINode>(&User))
    Before = Phi->getIncomingBlock(U)->getTerminator();
  return CallInst::Create(Marker, "", Before->getIterator());
}

/// A copy of \p GV in address space \p AS with its name, value and
/// attachments; \p GV is left without uses' replacement.
static GlobalVariable *moveToAddressSpace(GlobalVariable &GV, unsigned AS) {
  auto *New = new GlobalVariable(
      *GV.getParent(), GV.getValueType(), GV.isConstant(), GV.getLinkage(),
      GV.hasInitializer() ? GV.getInitializer() : nullptr, "", &GV,
      GV.getThreadLocalMode(), AS, GV.isExternallyInitialized());
  New->takeName(&GV);
  New->copyAttributesFrom(&GV);
  New->copyMetadata(&GV, 0);
  return New;
}

/// The functions whose instructions use \p GV, directly or through
/// constant expressions; false if something else uses it (another
/// variable's initializer).
static bool usingFunctions(GlobalVariable &GV,
                           SmallPtrSetImpl<Function *> &Functions) {
  SmallVector<User *, 8> Work(GV.users());
  while (!Work.empty()) {
    User *U = Work.pop_back_val();
    if (auto *I = dyn_cast<Instruction>(U))
      Functions.insert(I->getFunction());
    else if (isa<ConstantExpr>(U))
      Work.append(U->user_begin(), U->user_end());
    else
      return false;
  }
  return true;
}

/// A private variable as a Function variable of each function using it
/// (see the file comment); false when that would change its meaning.
static bool privateAsLocals(GlobalVariable &GV) {
  SmallPtrSet<Function *, 4> Functions;
  if (!GV.hasInitializer() || GV.isInterposable() ||
      GV.hasExternalLinkage() || !usingFunctions(GV, Functions))
    return false;
  if (!GV.isConstant() &&
      (Functions.size() > 1 ||
       any_of(Functions, [](Function *F) {
         return F->getCallingConv() != CallingConv::SPIR_KERNEL;
       })))
    return false;
  Module &M = *GV.getParent();
  const DataLayout &DL = M.getDataLayout();
  Type *Ty = GV.getValueType();
  Align Alignment = GV.getAlign().value_or(DL.getPrefTypeAlign(Ty));
  // An aggregate's value is copied from a constant (one OpCopyMemorySized,
  // where a store would become one per element).
  Constant *Init = GV.getInitializer();
  GlobalVariable *Image = nullptr;
  if (Ty->isAggregateType() && !isa<UndefValue>(Init)) {
    Image = new GlobalVariable(M, Ty, /*isConstant=*/true,
                               GlobalValue::PrivateLinkage, Init,
                               GV.getName() + ".init", &GV,
                               GlobalValue::NotThreadLocal,
                               SPIRVAS::UniformConstant);
    Image->setAlignment(Alignment);
  }
  for (Function *F : Functions) {
    convertUsersOfConstantsToInstructions({&GV}, F, /*RemoveDeadConstants=*/false);
    IRBuilder<> B(&*F->getEntryBlock().getFirstInsertionPt());
    AllocaInst *Local = B.CreateAlloca(Ty, nullptr, GV.getName());
    Local->setAlignment(Alignment);
    if (Image)
      B.CreateMemCpy(Local, Alignment, Image, Alignment, DL.getTypeAllocSize(Ty));
    else if (!isa<UndefValue>(Init))
      B.CreateAlignedStore(Init, Local, Alignment);
    GV.replaceUsesWithIf(Local, [F](Use &U) {
      auto *I = dyn_cast<Instruction>(U.getUser());
      return I && I->getFunction() == F;
    });
  }
  GV.removeDeadConstantUsers();
  if (!GV.use_empty())
    return false;
  GV.eraseFromParent();
  return true;
}

/// Program-scope variables in the generic and private address spaces (see
/// the file comment). What is left is refused where the variable is
/// emitted.
static bool relocateGlobals(Module &M) {
  bool Changed = false;
  for (GlobalVariable &GV : make_early_inc_range(M.globals())) {
    // BuiltIn variables are Input whatever their address space.
    if (GV.getName().starts_with("llvm.") || isTargetMarker(GV) ||
        isBuiltinVariable(GV))
      continue;
    if (GV.getAddressSpace() == SPIRVAS::Generic) {
      GlobalVariable *New = moveToAddressSpace(GV, SPIRVAS::CrossWorkgroup);
      GV.replaceAllUsesWith(ConstantExpr::getAddrSpaceCast(New, GV.getType()));
      GV.eraseFromParent();
      Changed = true;
    } else if (GV.getAddressSpace() == SPIRVAS::Function) {
      Changed |= privateAsLocals(GV);
    }
  }
  return Changed;
}

bool SPIRVExpandConstantExprs::runOnModule(Module &M) {
  bool Changed = relocateGlobals(M);
  for (Function &F : M) {
    for (Instruction &I : instructions(F))
      for (Use &Op : I.operands())
        if (isa<ConstantTargetNone>(Op) && isEventType(Op->getType())) {
          Op.set(nullEvent(M, Op->getType(), I, Op));
          Changed = true;
        }
    SetVector<Constant *> Exprs;
    for (Instruction &I : instructions(F))
      for (Use &Op : I.operands())
        if (auto *CE = dyn_cast<ConstantExpr>(Op)) {
          if (isCastNull(CE)) {
            Op.set(ConstantPointerNull::get(cast<PointerType>(CE->getType())));
            Changed = true;
            continue;
          }
          Exprs.insert(CE);
        }
    if (!Exprs.empty())
      Changed |= convertUsersOfConstantsToInstructions(
          Exprs.getArrayRef(), &F, /*RemoveDeadConstants=*/false,
          /*IncludeSelf=*/true);
  }
  return Changed;
}
