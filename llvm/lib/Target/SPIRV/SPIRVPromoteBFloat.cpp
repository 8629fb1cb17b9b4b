//===- SPIRVPromoteBFloat.cpp - bfloat arithmetic computed in float -------===//
//
// SPV_KHR_bfloat16 gives bfloat a type (OpTypeFloat 16 BFloat16KHR) that
// memory, conversions, composites, OpSelect, OpPhi, calls and OpDot may
// hold, but no arithmetic, comparison or extended instruction: the
// validator rejects OpFAdd or OpFNegate on it ("FAdd doesn't support
// BFloat16 type"), and SPV_INTEL_bfloat16_arithmetic, which would allow
// them, is not in the grammar the target is built from. This pass computes
// such operations in float, as LLVM does for targets without bfloat
// arithmetic: the operands are extended (exactly: float has bfloat's
// exponent range and more mantissa), the operation runs on float and the
// result is rounded back. For +, -, *, / and square root that rounding is
// the correctly rounded bfloat result (float's 24 bits are more than twice
// bfloat's 8 plus 2), fneg, fabs, frem, min/max and comparisons are exact.
// Calls of OpenCL builtins on bfloat values (`_Z5clampDF16bDF16bDF16b`)
// become the float builtin (`_Z5clampfff`); intrinsics take their float
// overload.
//
// GlobalISel's s16 does not tell bfloat from half, so every instruction
// whose bfloat result no operand shows (fptrunc, sitofp, uitofp) is marked
// with `!pcsections !{!"spirv.bfloat"}`, which IRTranslator copies onto the
// machine instruction for SPIRVTypeInference (isBFloatResult).
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVIRUtils.h"
#include "SPIRVSubtarget.h"
#include "SPIRVTargetMachine.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-promote-bfloat"

namespace {

class SPIRVPromoteBFloat : public ModulePass {
public:
  static char ID;
  SPIRVPromoteBFloat() : ModulePass(ID) {}
  StringRef getPassName() const override {
    return "SPIR-V bfloat arithmetic in float";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetPassConfig>();
  }
  bool runOnModule(Module &M) override;
};

} // namespace

char SPIRVPromoteBFloat::ID = 0;

INITIALIZE_PASS_BEGIN(SPIRVPromoteBFloat, DEBUG_TYPE,
                      "SPIR-V bfloat arithmetic in float", false, false)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(SPIRVPromoteBFloat, DEBUG_TYPE,
                    "SPIR-V bfloat arithmetic in float", false, false)

ModulePass *llvm::createSPIRVPromoteBFloatPass() {
  return new SPIRVPromoteBFloat();
}

static constexpr StringLiteral BFloatMark = "spirv.bfloat";

bool llvm::isBFloatResult(const MDNode *PCSections) {
  if (!PCSections || PCSections->getNumOperands() == 0)
    return false;
  auto *S = dyn_cast<MDString>(PCSections->getOperand(0));
  return S && S->getString() == BFloatMark;
}

static bool isBFloat(Type *T) { return T->getScalarType()->isBFloatTy(); }

/// \p T with float where it has bfloat.
static Type *promoted(Type *T) {
  if (!isBFloat(T))
    return T;
  Type *F = Type::getFloatTy(T->getContext());
  if (auto *VT = dyn_cast<VectorType>(T))
    return VectorType::get(F, VT->getElementCount());
  return F;
}

static Value *extend(IRBuilder<> &B, Value *V) {
  return isBFloat(V->getType()) ? B.CreateFPExt(V, promoted(V->getType())) : V;
}

/// The mangled name of the float form of the OpenCL builtin \p Name on
/// bfloat (`_Z5clampDF16bDF16bDF16b`, `_Z23__spirv_ocl_nan__RDF16bt`), or
/// "" when there is none to take: not a builtin, or one that exists for
/// bfloat itself (conversions, dot).
static std::string floatBuiltinName(StringRef Name) {
  if (!Name.consume_front("_Z"))
    return "";
  size_t Length;
  if (Name.consumeInteger(10, Length) || Length > Name.size())
    return "";
  StringRef Base = Name.take_front(Length);
  if (Base.contains_insensitive("convert") || Base.contains_insensitive("dot"))
    return "";
  // The translator's __spirv_ocl_<f>__R<type> names the result type in the
  // identifier; DF16b is a builtin type, never a substitution candidate, so
  // replacing it in the parameters keeps every later substitution's number.
  auto Replace = [](StringRef S, StringRef From, StringRef To) {
    std::string R = S.str();
    for (size_t Pos; (Pos = R.find(From)) != std::string::npos;)
      R.replace(Pos, From.size(), To);
    return R;
  };
  std::string NewBase = Replace(Base, "__RDF16b", "__Rfloat");
  NewBase = Replace(NewBase, "DF16b", "f");
  return "_Z" + std::to_string(NewBase.size()) + NewBase +
         Replace(Name.drop_front(Length), "DF16b", "f");
}

/// The float version of a call of \p Callee on bfloat values, or null when
/// the call keeps its bfloat operands (a conversion, OpDot, memory access,
/// a function of the module, an operation on a cooperative matrix or another
/// opaque type whose components are bfloat).
static FunctionCallee floatCallee(Module &M, Function &Callee) {
  if (!Callee.isDeclaration())
    return {};
  FunctionType *FT = Callee.getFunctionType();
  if (isa<TargetExtType>(FT->getReturnType()) ||
      any_of(FT->params(), [](Type *P) { return P->isPointerTy() || isa<TargetExtType>(P); }))
    return {};
  SmallVector<Type *, 4> Params;
  for (Type *P : FT->params())
    Params.push_back(promoted(P));
  auto *NewFT = FunctionType::get(promoted(FT->getReturnType()), Params, false);
  if (Intrinsic::ID ID = Callee.getIntrinsicID()) {
    SmallVector<Type *, 4> Overloads;
    if (!Intrinsic::getIntrinsicSignature(&Callee, Overloads))
      return {};
    for (Type *&T : Overloads)
      T = promoted(T);
    return Intrinsic::getOrInsertDeclaration(&M, ID, Overloads);
  }
  std::string NewName = floatBuiltinName(Callee.getName());
  if (NewName.empty())
    return {};
  FunctionCallee FC = M.getOrInsertFunction(NewName, NewFT);
  if (auto *F = dyn_cast<Function>(FC.getCallee()))
    F->setCallingConv(Callee.getCallingConv());
  return FC;
}

/// Computes \p I in float if it is arithmetic on bfloat; returns whether it
/// was replaced.
static bool promote(Module &M, Instruction &I) {
  IRBuilder<> B(&I);
  Value *New = nullptr;
  if (auto *BO = dyn_cast<BinaryOperator>(&I); BO && isBFloat(I.getType())) {
    New = B.CreateBinOp(BO->getOpcode(), extend(B, BO->getOperand(0)),
                        extend(B, BO->getOperand(1)));
  } else if (I.getOpcode() == Instruction::FNeg && isBFloat(I.getType())) {
    New = B.CreateFNeg(extend(B, I.getOperand(0)));
  } else if (auto *Cmp = dyn_cast<FCmpInst>(&I);
             Cmp && isBFloat(Cmp->getOperand(0)->getType())) {
    New = B.CreateFCmp(Cmp->getPredicate(), extend(B, Cmp->getOperand(0)),
                       extend(B, Cmp->getOperand(1)));
  } else if (auto *Call = dyn_cast<CallInst>(&I)) {
    Function *Callee = Call->getCalledFunction();
    if (!Callee || (!isBFloat(Call->getType()) &&
                    none_of(Call->args(), [](const Use &A) {
                      return isBFloat(A->getType());
                    })))
      return false;
    FunctionCallee FC = floatCallee(M, *Callee);
    if (!FC)
      return false;
    SmallVector<Value *, 4> Args;
    for (Value *A : Call->args())
      Args.push_back(extend(B, A));
    // OpenCL C's nan takes the payload as an unsigned integer as wide as
    // the result: a bfloat's bits or a ushort, widened, for the float form
    // (its parameter, the last letter of the name, becomes uint).
    StringRef Base = Callee->getName();
    if (Args.size() == 1 && (Base.starts_with("_Z3nan") ||
                             Base.contains("__spirv_ocl_nan__R"))) {
      Type *I32 = Call->getType()->getWithNewType(B.getInt32Ty());
      Type *I16 = Call->getType()->getWithNewType(B.getInt16Ty());
      Args[0] = B.CreateZExt(B.CreateBitCast(Call->getArgOperand(0), I16), I32);
      std::string Name = floatBuiltinName(Base);
      Name.back() = 'j';
      FC = M.getOrInsertFunction(
          Name, FunctionType::get(promoted(Call->getType()), {I32}, false));
    }
    CallInst *NewCall = B.CreateCall(FC, Args);
    NewCall->setCallingConv(Call->getCallingConv());
    NewCall->setAttributes(Call->getAttributes());
    New = NewCall;
  } else {
    return false;
  }
  if (auto *NI = dyn_cast<Instruction>(New); NI && isa<FPMathOperator>(NI))
    NI->copyFastMathFlags(&I);
  if (New->getType() != I.getType())
    New = B.CreateFPTrunc(New, I.getType());
  New->takeName(&I);
  I.replaceAllUsesWith(New);
  I.eraseFromParent();
  return true;
}

bool SPIRVPromoteBFloat::runOnModule(Module &M) {
  // Without SPV_KHR_bfloat16, spirv-check-module refuses bfloat by name.
  if (!getAnalysis<TargetPassConfig>()
           .getTM<SPIRVTargetMachine>()
           .getSubtarget()
           .canUseExtension(SPIRV::Extension::SPV_KHR_bfloat16))
    return false;
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    SmallVector<Instruction *, 16> Work;
    for (Instruction &I : instructions(F))
      Work.push_back(&I);
    for (Instruction *I : Work)
      Changed |= promote(M, *I);
    MDNode *Mark = MDNode::get(M.getContext(),
                               MDString::get(M.getContext(), BFloatMark));
    for (Instruction &I : instructions(F))
      if (isBFloat(I.getType()) &&
          (isa<FPTruncInst>(I) || isa<SIToFPInst>(I) || isa<UIToFPInst>(I))) {
        I.setMetadata(LLVMContext::MD_pcsections, Mark);
        Changed = true;
      }
  }
  return Changed;
}
