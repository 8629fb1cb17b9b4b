//===- SPIRVExpandConstantExprs.cpp - Constant expressions as code --------===//
//
// Instruction selection sees each constant expression used by an
// instruction as instructions: SPIR-V would otherwise need OpSpecConstantOp,
// which Kernel modules restrict.
//
// First, program-scope variables in the generic address space (SYCL's
// constinit variables), where a Kernel module has none, become CrossWorkgroup
// variables used through their address cast to generic. (Private ones are
// spirv-private-globals'.)
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
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

/// Program-scope variables in the generic address space (see the file
/// comment).
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
