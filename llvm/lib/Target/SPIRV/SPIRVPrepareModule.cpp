//===- SPIRVPrepareModule.cpp - IR-level preparation for SPIR-V -----------===//
//
// Runs once over the module before instruction selection and is the only
// IR-level stage of the target:
//  1. rejects, with a clear error, every construct the target cannot lower;
//  2. expands constant expressions used by instructions;
//  3. lowers the work-item builtins (get_global_id, __spirv_BuiltIn*) to
//     loads of BuiltIn input variables (the other builtin families are
//     lowered by call lowering; unsupported forms of them are rejected in 1);
//  4. decides the pointee type of each pointer argument and returned pointer
//     (recorded in SPIRVModuleState, the single source of truth);
//  5. turns getelementptr into access-chain markers that carry the source
//     element type into the machine code, where SPIR-V needs it;
//  6. gives every edge of a `switch` into a block with phis a block of its
//     own, so that OpSwitch never names such a block twice.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "SPIRV.h"
#include "SPIRVBuiltins.h"
#include "SPIRVDecorationMetadata.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVModuleState.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/InitializePasses.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/LowerMemIntrinsics.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-prepare-module"

namespace {

class SPIRVPrepareModule : public ModulePass {
  SPIRVModuleState *State = nullptr;
  DenseMap<Type *, GlobalVariable *> TypeTokens;
  unsigned PointerSize = 64;

public:
  static char ID;
  SPIRVPrepareModule() : ModulePass(ID) {}

  StringRef getPassName() const override { return "SPIR-V prepare module"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<SPIRVModuleState>();
  }
  bool runOnModule(Module &M) override;

private:
  bool checkFunction(Function &F);
  bool checkType(const Function *F, Type *Ty, const Twine &Context);
  void expandConstantExpressions(Function &F);
  bool expandMemoryIntrinsics(Function &F);
  void splitDuplicateSwitchEdges(Function &F);
  void lowerWorkItemBuiltins(Module &M);
  Value *readWorkItemBuiltin(IRBuilder<> &B, Module &M,
                             const WorkItemBuiltin &Builtin, Value *Dim,
                             Type *ResultTy);
  void decidePointees(Module &M);
  Type *pointeeFromUses(Value *Ptr, unsigned Depth);
  void decideSlotPointee(AllocaInst &Slot);
  Type *structuralPointee(Value *V);
  void rewriteGEPs(Function &F);
  GlobalVariable *typeToken(Module &M, Type *Ty);
};

} // namespace

char SPIRVPrepareModule::ID = 0;

INITIALIZE_PASS_BEGIN(SPIRVPrepareModule, DEBUG_TYPE,
                      "SPIR-V prepare module", false, false)
INITIALIZE_PASS_DEPENDENCY(SPIRVModuleState)
INITIALIZE_PASS_END(SPIRVPrepareModule, DEBUG_TYPE, "SPIR-V prepare module",
                    false, false)

ModulePass *llvm::createSPIRVPrepareModulePass() {
  return new SPIRVPrepareModule();
}

//===----------------------------------------------------------------------===//
// 1. What the target cannot lower
//===----------------------------------------------------------------------===//

static std::string typeName(Type *Ty) {
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  return S;
}

static bool isSupportedVectorLength(unsigned N) {
  return N == 2 || N == 3 || N == 4 || N == 8 || N == 16;
}

/// Reports against the function when there is one, else the module.
static void reportUnsupportedIn(const Function *F, LLVMContext &Ctx,
                                const Twine &What) {
  if (F)
    reportUnsupported(*F, What);
  else
    reportUnsupported(Ctx, What);
}

bool SPIRVPrepareModule::checkType(const Function *F, Type *Ty,
                                   const Twine &Context) {
  if (auto *IT = dyn_cast<IntegerType>(Ty)) {
    unsigned W = IT->getBitWidth();
    if (W == 1 || W == 8 || W == 16 || W == 32 || W == 64)
      return true;
    reportUnsupportedIn(F, Ty->getContext(), "integer type " + typeName(Ty) + Context);
    return false;
  }
  if (Ty->isHalfTy() || Ty->isFloatTy() || Ty->isDoubleTy() ||
      Ty->isPointerTy() || Ty->isVoidTy() || Ty->isLabelTy() ||
      Ty->isMetadataTy())
    return true;
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    if (!isSupportedVectorLength(VT->getNumElements())) {
      reportUnsupportedIn(F, Ty->getContext(), "vector type " + typeName(Ty) + Context);
      return false;
    }
    if (VT->getElementType()->isPointerTy()) {
      reportUnsupportedIn(F, Ty->getContext(), "vector of pointers " + typeName(Ty) + Context);
      return false;
    }
    return checkType(F, VT->getElementType(), Context);
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return checkType(F, AT->getElementType(), Context);
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    if (ST->isOpaque()) {
      reportUnsupportedIn(F, Ty->getContext(), "opaque struct type " + typeName(Ty) + Context);
      return false;
    }
    for (Type *E : ST->elements())
      if (!checkType(F, E, Context))
        return false;
    return true;
  }
  reportUnsupportedIn(F, Ty->getContext(), "type " + typeName(Ty) + Context);
  return false;
}

/// Intrinsics that the rest of the pipeline lowers.
static bool isSupportedIntrinsic(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::expect:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::dbg_declare:
  case Intrinsic::dbg_value:
  case Intrinsic::dbg_label:
  case Intrinsic::fmuladd:
  // Memory intrinsics: memcpy becomes OpCopyMemorySized, the others loops.
  case Intrinsic::memcpy:
  case Intrinsic::memcpy_inline:
  case Intrinsic::memmove:
  case Intrinsic::memset:
  case Intrinsic::memset_inline:
  // Integer and floating-point functions with an OpenCL.std equivalent (the
  // instruction selector maps their generic opcodes).
  case Intrinsic::smax:
  case Intrinsic::smin:
  case Intrinsic::umax:
  case Intrinsic::umin:
  case Intrinsic::abs:
  case Intrinsic::ctpop:
  case Intrinsic::ctlz:
  case Intrinsic::cttz:
  case Intrinsic::fabs:
  case Intrinsic::copysign:
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::ceil:
  case Intrinsic::floor:
  case Intrinsic::trunc:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
  case Intrinsic::round:
  case Intrinsic::sqrt:
  case Intrinsic::fma:
  case Intrinsic::sin:
  case Intrinsic::cos:
  case Intrinsic::exp:
  case Intrinsic::exp2:
  case Intrinsic::exp10:
  case Intrinsic::log:
  case Intrinsic::log2:
  case Intrinsic::log10:
  case Intrinsic::pow:
    return true;
  default:
    return false;
  }
}

/// What the atomic instructions may be (docs/Design.md, "Atomics"): 32- and
/// 64-bit integers (Level-Zero's widths), float and double for exchange,
/// load, store and fadd (SPV_EXT_shader_atomic_float_add; the half form's
/// extension is unknown to the Khronos reader), private, local, global or
/// generic memory, and a syncscope that SPIR-V has a Scope for.
static bool checkAtomic(Function &F, Instruction &I) {
  auto Fail = [&](const Twine &What) {
    reportUnsupported(F, What);
    return false;
  };
  Type *ValueTy = nullptr;
  Value *Ptr = getLoadStorePointerOperand(&I);
  SyncScope::ID Scope;
  bool FloatOK = true;
  std::string Op;
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
    ValueTy = RMW->getValOperand()->getType();
    Ptr = RMW->getPointerOperand();
    Scope = RMW->getSyncScopeID();
    Op = AtomicRMWInst::getOperationName(RMW->getOperation()).str();
    switch (RMW->getOperation()) {
    case AtomicRMWInst::Xchg:
      break;
    case AtomicRMWInst::Add: case AtomicRMWInst::Sub: case AtomicRMWInst::And:
    case AtomicRMWInst::Or: case AtomicRMWInst::Xor: case AtomicRMWInst::Max:
    case AtomicRMWInst::Min: case AtomicRMWInst::UMax: case AtomicRMWInst::UMin:
      FloatOK = false;
      break;
    case AtomicRMWInst::FAdd:
      if (!ValueTy->isFloatingPointTy())
        return Fail("atomicrmw fadd on " + typeName(ValueTy));
      break;
    default:
      return Fail("atomicrmw " + Op);
    }
  } else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) {
    ValueTy = CX->getNewValOperand()->getType();
    Ptr = CX->getPointerOperand();
    Scope = CX->getSyncScopeID();
    FloatOK = false;
  } else if (auto *Fn = dyn_cast<FenceInst>(&I)) {
    Scope = Fn->getSyncScopeID();
  } else if (auto *L = dyn_cast<LoadInst>(&I)) {
    ValueTy = L->getType();
    Scope = L->getSyncScopeID();
  } else {
    auto *S = cast<StoreInst>(&I);
    ValueTy = S->getValueOperand()->getType();
    Scope = S->getSyncScopeID();
  }
  bool Access = isa<LoadInst>(I) || isa<StoreInst>(I);
  std::string What = (Twine(Access ? "atomic " : "") + I.getOpcodeName() +
                      (Op.empty() ? "" : " " + Op)).str();
  if (ValueTy && !ValueTy->isIntegerTy(32) && !ValueTy->isIntegerTy(64) &&
      !(FloatOK && (ValueTy->isFloatTy() || ValueTy->isDoubleTy())))
    return Fail(What + " on " + typeName(ValueTy));
  // Level-Zero: private, local, global or generic memory.
  if (Ptr) {
    unsigned AS = Ptr->getType()->getPointerAddressSpace();
    if (AS != SPIRVAS::Function && AS != SPIRVAS::CrossWorkgroup &&
        AS != SPIRVAS::Workgroup && AS != SPIRVAS::Generic)
      return Fail(What + " in address space " + Twine(AS));
  }
  if (!spirvScope(F.getContext(), Scope)) {
    std::optional<StringRef> Name = F.getContext().getSyncScopeName(Scope);
    return Fail(What + " with syncscope(\"" + Name.value_or("?") + "\")");
  }
  return true;
}

/// Decorations given through metadata (the translator's convention) must
/// be ones the emitter can encode: known decorations whose extra operands
/// are the literals the grammar asks for.
static bool checkDecorationList(const MDNode *List, std::string &What) {
  SmallVector<SPIRVDecorationWords, 4> Words;
  return decodeDecorationList(List, Words, What);
}

static bool checkDecorationMetadata(Function &F) {
  if (F.getMetadata("spirv.Decorations")) {
    reportUnsupported(F, "!spirv.Decorations on a function");
    return false;
  }
  MDNode *Params = F.getMetadata("spirv.ParameterDecorations");
  if (!Params)
    return true;
  if (Params->getNumOperands() != F.arg_size()) {
    reportUnsupported(F, "!spirv.ParameterDecorations with " +
                             Twine(Params->getNumOperands()) +
                             " decoration-lists for " + Twine(F.arg_size()) +
                             " parameters");
    return false;
  }
  for (unsigned A = 0; A < F.arg_size(); ++A) {
    std::string What;
    if (!checkDecorationList(dyn_cast_or_null<MDNode>(Params->getOperand(A)),
                             What)) {
      reportUnsupported(F, What + " in !spirv.ParameterDecorations of parameter " +
                               Twine(A));
      return false;
    }
  }
  return true;
}

bool SPIRVPrepareModule::checkFunction(Function &F) {
  if (F.isVarArg()) {
    reportUnsupported(F, "variadic function");
    return false;
  }
  if (!checkType(&F, F.getReturnType(), " as return type"))
    return false;
  for (Argument &A : F.args())
    if (!checkType(&F, A.getType(), " as parameter type"))
      return false;
  if (F.getCallingConv() == CallingConv::SPIR_KERNEL &&
      !F.getReturnType()->isVoidTy()) {
    reportUnsupported(F, "a kernel returning a value");
    return false;
  }
  if (!checkDecorationMetadata(F))
    return false;
  if (F.isDeclaration())
    return true;

  for (Instruction &I : instructions(F)) {
    if (!checkType(&F, I.getType(), " in '" + Twine(I.getOpcodeName()) + "'"))
      return false;
    // Machine instructions keep no link to the IR instruction they came
    // from, so a decoration given on one would be lost: refuse it.
    if (I.getMetadata("spirv.Decorations")) {
      reportUnsupported(F, "!spirv.Decorations on a '" +
                               Twine(I.getOpcodeName()) + "' instruction");
      return false;
    }
    for (Value *Op : I.operands())
      if (!isa<BasicBlock>(Op) && !isa<MetadataAsValue>(Op) &&
          !checkType(&F, Op->getType(),
                     " in '" + Twine(I.getOpcodeName()) + "'"))
        return false;

    switch (I.getOpcode()) {
    case Instruction::Invoke:
    case Instruction::CallBr:
    case Instruction::LandingPad:
    case Instruction::Resume:
    case Instruction::CleanupPad:
    case Instruction::CatchPad:
    case Instruction::CatchSwitch:
    case Instruction::CatchRet:
    case Instruction::CleanupRet:
      reportUnsupported(F, "exception handling ('" + Twine(I.getOpcodeName()) + "')");
      return false;
    case Instruction::IndirectBr:
      reportUnsupported(F, "indirectbr");
      return false;
    case Instruction::AtomicRMW:
    case Instruction::AtomicCmpXchg:
    case Instruction::Fence:
      if (!checkAtomic(F, I))
        return false;
      break;
    case Instruction::VAArg:
      reportUnsupported(F, "va_arg");
      return false;
    case Instruction::ExtractValue:
      // The {value, success} pair of a cmpxchg is two registers.
      if (isa<AtomicCmpXchgInst>(cast<ExtractValueInst>(I).getAggregateOperand()))
        break;
      [[fallthrough]];
    case Instruction::InsertValue:
      reportUnsupported(F, "aggregate value instruction '" +
                               Twine(I.getOpcodeName()) + "'");
      return false;
    case Instruction::Load:
    case Instruction::Store:
      if (cast<Instruction>(I).isAtomic() && !checkAtomic(F, I))
        return false;
      if (getLoadStoreType(&I)->isAggregateType()) {
        reportUnsupported(F, Twine(I.getOpcodeName()) + " of aggregate type " +
                                 typeName(getLoadStoreType(&I)));
        return false;
      }
      break;
    case Instruction::Alloca: {
      auto &AI = cast<AllocaInst>(I);
      if (!AI.isStaticAlloca()) {
        reportUnsupported(F, "dynamic alloca");
        return false;
      }
      // The variable's type becomes a SPIR-V type too.
      if (!checkType(&F, AI.getAllocatedType(), " in 'alloca'"))
        return false;
      break;
    }
    case Instruction::GetElementPtr:
      if (I.getType()->isVectorTy()) {
        reportUnsupported(F, "getelementptr on vectors of pointers");
        return false;
      }
      // The source element type is what the access chain indexes.
      if (!checkType(&F, cast<GetElementPtrInst>(I).getSourceElementType(),
                     " in 'getelementptr'"))
        return false;
      break;
    case Instruction::Call: {
      auto &CI = cast<CallInst>(I);
      if (CI.isInlineAsm()) {
        reportUnsupported(F, "inline assembly");
        return false;
      }
      Function *Callee = CI.getCalledFunction();
      if (!Callee) {
        reportUnsupported(F, "indirect call");
        return false;
      }
      if (Callee->isIntrinsic() && !isSupportedIntrinsic(Callee->getIntrinsicID())) {
        reportUnsupported(F, "intrinsic @" + Callee->getName());
        return false;
      }
      if (Callee->isVarArg()) {
        reportUnsupported(F, "call to variadic function @" + Callee->getName());
        return false;
      }
      if (Callee->getCallingConv() == CallingConv::SPIR_KERNEL) {
        reportUnsupported(F, "calling kernel @" + Callee->getName());
        return false;
      }
      // Known builtins in forms that cannot be lowered are reported here,
      // once; call lowering then meets only forms it can lower.
      if (std::optional<BuiltinDescription> D = describeBuiltin(*Callee)) {
        std::string Unsupported = D->Unsupported;
        if (Unsupported.empty() && D->Family == BuiltinFamily::Sync)
          syncOperands(*D, CI, Unsupported);
        if (Unsupported.empty() && D->Family == BuiltinFamily::Atomic)
          atomicOperands(*D, CI, Unsupported);
        if (!Unsupported.empty()) {
          reportUnsupported(F, Unsupported);
          return false;
        }
      }
      break;
    }
    default:
      break;
    }
  }
  return true;
}

//===----------------------------------------------------------------------===//
// 2. Constant expressions
//===----------------------------------------------------------------------===//

void SPIRVPrepareModule::expandConstantExpressions(Function &F) {
  // Instruction selection sees each expression as instructions; SPIR-V
  // would otherwise need OpSpecConstantOp, which Kernel modules restrict.
  SetVector<Constant *> Exprs;
  for (Instruction &I : instructions(F))
    for (Value *Op : I.operands())
      if (auto *CE = dyn_cast<ConstantExpr>(Op))
        Exprs.insert(CE);
  if (!Exprs.empty())
    convertUsersOfConstantsToInstructions(Exprs.getArrayRef(), &F,
                                          /*RemoveDeadConstants=*/false);
}

/// memset and memmove have no SPIR-V instruction: they become loops here,
/// before pointee types are decided, so that the loops' accesses count as
/// evidence like any other. memcpy stays a call (OpCopyMemorySized).
bool SPIRVPrepareModule::expandMemoryIntrinsics(Function &F) {
  SmallVector<MemIntrinsic *, 4> Work;
  for (Instruction &I : instructions(F))
    if (auto *MI = dyn_cast<MemIntrinsic>(&I); MI && !isa<MemCpyInst>(MI))
      Work.push_back(MI);
  if (Work.empty())
    return true;
  TargetTransformInfo TTI(F.getParent()->getDataLayout());
  for (MemIntrinsic *MI : Work) {
    if (auto *Set = dyn_cast<MemSetInst>(MI)) {
      expandMemSetAsLoop(Set);
    } else if (!expandMemMoveAsLoop(cast<MemMoveInst>(MI), TTI)) {
      reportUnsupported(F, "memmove between these address spaces");
      return false;
    }
    MI->eraseFromParent();
  }
  return true;
}

//===----------------------------------------------------------------------===//
// 3. Work-item builtins
//===----------------------------------------------------------------------===//

/// The BuiltIn input variable for \p Builtin, created on first use with the
/// translator's naming so that IR already written that way shares it.
static GlobalVariable *builtinVariable(Module &M, const WorkItemBuiltin &Builtin,
                                       Type *ElementTy) {
  std::string Name = (BuiltinVariablePrefix + Builtin.VariableName).str();
  Type *VarTy = Builtin.IsVector ? FixedVectorType::get(ElementTy, 3) : ElementTy;
  if (GlobalVariable *GV = M.getGlobalVariable(Name))
    return GV;
  auto *GV = new GlobalVariable(M, VarTy, /*isConstant=*/true,
                                GlobalValue::ExternalLinkage, nullptr, Name,
                                nullptr, GlobalValue::NotThreadLocal,
                                SPIRVAS::CrossWorkgroup);
  GV->setAlignment(M.getDataLayout().getPrefTypeAlign(VarTy));
  return GV;
}

Value *SPIRVPrepareModule::readWorkItemBuiltin(IRBuilder<> &B, Module &M,
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

void SPIRVPrepareModule::lowerWorkItemBuiltins(Module &M) {
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
}

//===----------------------------------------------------------------------===//
// 4. Pointee types
//===----------------------------------------------------------------------===//

static Type *commonAccessType(Value *Ptr);

/// What \p V points to when that follows from how it was made.
Type *SPIRVPrepareModule::structuralPointee(Value *V) {
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
    if (Function *Callee = CI->getCalledFunction())
      return State->getPointee(Callee);
  if (auto *ASC = dyn_cast<AddrSpaceCastInst>(V))
    return structuralPointee(ASC->getPointerOperand());
  return nullptr;
}

/// What \p Ptr points to, judged by how it is used: loads and stores through
/// it, and the pointer parameters of builtins it is passed to, say the most; a non-byte getelementptr says what it indexes; an i8
/// getelementptr only says "bytes", so it counts only when nothing else does.
Type *SPIRVPrepareModule::pointeeFromUses(Value *Ptr, unsigned Depth) {
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
        if (auto *PT = dyn_cast<PointerType>(Ty))
          Evidence = typedPointer(Depth < 3 ? pointeeFromUses(LI, Depth + 1)
                                            : Type::getInt8Ty(Ctx),
                                  PT->getAddressSpace());
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
        if (Callee && Callee->isDeclaration()) {
          // A builtin's demangled parameter says what it reads or writes
          // through the pointer: an atomic's object and expected value,
          // vload4's elements, fract's integral part.
          std::optional<BuiltinDescription> D = describeBuiltin(*Callee);
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
      if (Evidence) {
        // Booleans live in memory as bytes (the legalizer widens i1 loads
        // and stores).
        if (Evidence->isIntOrIntVectorTy(1))
          Evidence = Evidence->getWithNewBitWidth(8);
        return withDefaultPointees(Evidence);
      }
    }
  }
  return ByteAccess ? ByteAccess : Weak;
}

void SPIRVPrepareModule::decidePointees(Module &M) {
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
}

/// A local variable that holds a pointer (every pointer argument at -O0)
/// holds what is stored into it; failing that, what its loads are used as.
void SPIRVPrepareModule::decideSlotPointee(AllocaInst &Slot) {
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

//===----------------------------------------------------------------------===//
// 5. Access chains
//===----------------------------------------------------------------------===//

/// A declaration whose value type is \p Ty: the way a type travels through
/// a call operand into the machine code.
GlobalVariable *SPIRVPrepareModule::typeToken(Module &M, Type *Ty) {
  GlobalVariable *&Token = TypeTokens[Ty];
  if (!Token)
    Token = new GlobalVariable(M, Ty, /*isConstant=*/true,
                               GlobalValue::ExternalLinkage, nullptr,
                               TargetMarkerPrefix + "type." +
                                   Twine(TypeTokens.size() - 1),
                               nullptr, GlobalValue::NotThreadLocal,
                               /*AddressSpace=*/0);
  return Token;
}

/// The type that every access through \p Ptr uses, if they all agree and it
/// is a scalar or vector of non-boolean values: loads and stores through it,
/// and getelementptrs that index it by a non-byte type.
static Type *commonAccessType(Value *Ptr) {
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

/// \p Offset (a byte offset) divided by \p Size when the division is exact
/// by construction: a constant multiple, `x << log2(Size)`, `x * Size`, or
/// `(x << a) >>exact b` with a - b == log2(Size) (how -O2 scales a sign
/// extended 32-bit index). Null otherwise. New instructions go before
/// \p InsertPt.
static Value *elementIndex(Value *Offset, uint64_t Size, Instruction *InsertPt) {
  if (!isPowerOf2_64(Size) && !isa<ConstantInt>(Offset))
    return nullptr;
  unsigned Log2 = Log2_64(Size);
  if (auto *C = dyn_cast<ConstantInt>(Offset))
    return C->getSExtValue() % int64_t(Size) == 0
               ? ConstantInt::get(C->getType(), C->getSExtValue() / int64_t(Size))
               : nullptr;
  auto *BO = dyn_cast<BinaryOperator>(Offset);
  if (!BO)
    return nullptr;
  auto *Amount = dyn_cast<ConstantInt>(BO->getOperand(1));
  if (!Amount)
    return nullptr;
  switch (BO->getOpcode()) {
  case Instruction::Shl:
    return Amount->getZExtValue() == Log2 ? BO->getOperand(0) : nullptr;
  case Instruction::Mul:
    return Amount->getZExtValue() == Size ? BO->getOperand(0) : nullptr;
  case Instruction::AShr: {
    auto *Inner = dyn_cast<BinaryOperator>(BO->getOperand(0));
    if (!BO->isExact() || !Inner || Inner->getOpcode() != Instruction::Shl)
      return nullptr;
    auto *InnerAmount = dyn_cast<ConstantInt>(Inner->getOperand(1));
    if (!InnerAmount ||
        InnerAmount->getZExtValue() != Amount->getZExtValue() + Log2)
      return nullptr;
    IRBuilder<> B(InsertPt);
    return B.CreateAShr(Inner, InnerAmount, "", /*isExact=*/true);
  }
  default:
    return nullptr;
  }
}

void SPIRVPrepareModule::rewriteGEPs(Function &F) {
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  SmallVector<GetElementPtrInst *, 32> GEPs;
  for (Instruction &I : instructions(F))
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
      GEPs.push_back(GEP);
  for (GetElementPtrInst *GEP : GEPs) {
    // One marker per result type: its operands are the type token, the base
    // pointer and the indices, all passed variadically.
    auto *PtrTy = cast<PointerType>(GEP->getType());
    std::string Name = (TargetMarkerPrefix +
                        (GEP->isInBounds() ? "inbounds_access_chain.p"
                                           : "access_chain.p") +
                        Twine(PtrTy->getAddressSpace()))
                           .str();
    FunctionCallee Marker = M.getOrInsertFunction(
        Name, FunctionType::get(PtrTy, {PointerType::get(Ctx, 0)}, true));
    Type *Source = GEP->getSourceElementType();
    SmallVector<Value *, 8> Args{nullptr, GEP->getPointerOperand()};
    Args.append(GEP->idx_begin(), GEP->idx_end());
    // A byte offset (what -O2 makes of most address arithmetic) that is a
    // whole number of the accessed elements indexes those elements instead:
    // no byte pointer, no casts around the access.
    const DataLayout &DL = M.getDataLayout();
    if (Source->isIntegerTy(8) && GEP->getNumIndices() == 1) {
      if (Type *Access = commonAccessType(GEP)) {
        uint64_t Size = DL.getTypeAllocSize(Access).getFixedValue();
        if (Size > 1)
          if (Value *Index = elementIndex(Args.back(), Size, GEP)) {
            Source = Access;
            Args.back() = Index;
          }
      }
    }
    Args[0] = typeToken(M, Source);
    CallInst *Call = CallInst::Create(Marker, Args, GEP->getName(),
                                      GEP->getIterator());
    Call->setDebugLoc(GEP->getDebugLoc());
    GEP->replaceAllUsesWith(Call);
    GEP->eraseFromParent();
  }
}

//===----------------------------------------------------------------------===//

/// Initializers the module emitter can write: numbers, zeros, undef, and
/// arrays/structs/vectors of them (switch lookup tables, constant LUTs).
/// Addresses of globals would need OpSpecConstantOp or OpConstant pointers.
static bool isPlainData(const Constant *C) {
  if (isa<ConstantData>(C))
    return true;
  if (isa<ConstantAggregate>(C))
    return all_of(C->operands(),
                  [](const Use &U) { return isPlainData(cast<Constant>(U)); });
  return false;
}

//===----------------------------------------------------------------------===//
// 6. Switch edges
//===----------------------------------------------------------------------===//

/// A dense `switch` becomes OpSwitch. Readers that rebuild an LLVM `switch`
/// from it give an OpPhi one incoming entry per parent block, while LLVM
/// wants one per edge; a phi block reached by several edges of one switch
/// would be rejected. Every edge after the first into such a block therefore
/// goes through a new block that only branches on, and the phis take that
/// block as the parent of the value the edge carried. Nothing later in the
/// pipeline merges these blocks back (there is no CodeGenPrepare).
void SPIRVPrepareModule::splitDuplicateSwitchEdges(Function &F) {
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
    }
  }
}

bool SPIRVPrepareModule::runOnModule(Module &M) {
  State = &getAnalysis<SPIRVModuleState>();
  State->clear();
  TypeTokens.clear();
  PointerSize = M.getDataLayout().getPointerSizeInBits(0);

  bool Ok = true;
  for (Function &F : M)
    if (!F.isIntrinsic())
      Ok &= checkFunction(F);
  for (GlobalVariable &GV : M.globals()) {
    if (isTargetMarker(GV))
      continue;
    if (!checkType(nullptr, GV.getValueType(),
                   " as the type of global variable @" + GV.getName())) {
      Ok = false;
      continue;
    }
    if (MDNode *List = GV.getMetadata("spirv.Decorations")) {
      std::string What;
      if (!checkDecorationList(List, What)) {
        reportUnsupported(M.getContext(),
                          What + " in !spirv.Decorations of global variable @" +
                              GV.getName());
        Ok = false;
        continue;
      }
    }
    if (GV.hasInitializer() && !isPlainData(GV.getInitializer())) {
      reportUnsupported(M.getContext(),
                        "initializer of global variable @" + GV.getName());
      Ok = false;
    }
  }
  if (!Ok) {
    // Nothing of this module will be emitted; dropping the bodies keeps the
    // machine passes from meeting what was just rejected.
    State->setFailed();
    for (Function &F : M)
      if (!F.isDeclaration())
        F.deleteBody();
    return true;
  }

  for (Function &F : M)
    if (!F.isDeclaration()) {
      expandConstantExpressions(F);
      Ok &= expandMemoryIntrinsics(F);
    }
  if (!Ok) {
    State->setFailed();
    for (Function &F : M)
      if (!F.isDeclaration())
        F.deleteBody();
    return true;
  }
  for (Function &F : M)
    if (!F.isDeclaration())
      splitDuplicateSwitchEdges(F);
  lowerWorkItemBuiltins(M);
  decidePointees(M);
  for (Function &F : M)
    if (!F.isDeclaration())
      rewriteGEPs(F);
  return true;
}
