//===- SPIRVUnwrapBuiltinValues.cpp - __spirv_ calls on wrapper classes ---===//
//
// SYCL device code calls the translator's template __spirv_ functions on
// its own classes: sycl::half is a struct of one half, so
// __spirv_GroupNonUniformShuffle<half>(scope, x, id) returns it through an
// sret pointer and takes it byval. The instruction works on the value the
// class wraps, so such a call becomes a call of a declaration of the
// wrapped values (the byval operands loaded, the result stored through the
// sret pointer), under the template's name, which the builtin families read
// with the IR's types. Only a struct of one member (recursively) whose
// member is a scalar or vector is a wrapper; only a declaration that a
// family then lowers is rewritten, so a refusal still names the original.
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVBuiltins.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-unwrap-builtin-values"

namespace {
class SPIRVUnwrapBuiltinValues : public ModulePass {
public:
  static char ID;
  SPIRVUnwrapBuiltinValues() : ModulePass(ID) {}
  StringRef getPassName() const override {
    return "SPIR-V __spirv_ calls on wrapper classes";
  }
  bool runOnModule(Module &M) override;
};
} // namespace

char SPIRVUnwrapBuiltinValues::ID = 0;

INITIALIZE_PASS(SPIRVUnwrapBuiltinValues, DEBUG_TYPE,
                "SPIR-V __spirv_ calls on wrapper classes", false, false)

ModulePass *llvm::createSPIRVUnwrapBuiltinValuesPass() {
  return new SPIRVUnwrapBuiltinValues();
}

/// The scalar or vector that \p T, a struct of one member (maybe itself
/// such a struct), holds at offset 0; null for anything else.
static Type *wrappedValue(Type *T) {
  if (!T || !T->isStructTy())
    return nullptr;
  while (auto *ST = dyn_cast<StructType>(T)) {
    if (ST->getNumElements() != 1)
      return nullptr;
    T = ST->getElementType(0);
  }
  return T->isIntOrIntVectorTy() || T->isFPOrFPVectorTy() ? T : nullptr;
}

/// A declaration like \p F, of the values its wrapper parameters and sret
/// result hold; null if \p F has none or a family would not lower it.
static Function *unwrappedDeclaration(Function &F) {
  StringRef Source = spirvSourceName(F.getName());
  if (Source.empty() || F.isVarArg())
    return nullptr;
  Type *Ret = F.getReturnType();
  SmallVector<Type *, 4> Params;
  bool Wrapped = false;
  for (Argument &A : F.args()) {
    Type *Value = wrappedValue(A.getParamByValType());
    if (A.hasStructRetAttr()) {
      Value = wrappedValue(A.getParamStructRetType());
      if (A.getArgNo() != 0 || !Ret->isVoidTy() || !Value)
        return nullptr;
      Ret = Value;
      Wrapped = true;
      continue;
    }
    Wrapped |= Value != nullptr;
    Params.push_back(Value ? Value : A.getType());
  }
  if (!Wrapped)
    return nullptr;
  // The name the families read as a template's (its source name, then the
  // IR's types) and LLVM makes unique.
  std::string Name = ("_Z" + Twine(Source.size()) + Source + ".unwrapped").str();
  Function *New =
      Function::Create(FunctionType::get(Ret, Params, false),
                       GlobalValue::ExternalLinkage, Name, F.getParent());
  New->setCallingConv(F.getCallingConv());
  std::optional<BuiltinDescription> D = describeBuiltin(*New);
  if (!D || !D->Unsupported.empty()) {
    New->eraseFromParent();
    return nullptr;
  }
  return New;
}

static void unwrapCall(CallBase &CB, Function &New) {
  const DataLayout &DL = CB.getModule()->getDataLayout();
  IRBuilder<> B(&CB);
  SmallVector<Value *, 4> Args;
  Value *Result = nullptr;
  Align ResultAlign;
  for (unsigned I = 0; I < CB.arg_size(); ++I) {
    Value *Op = CB.getArgOperand(I);
    if (CB.paramHasAttr(I, Attribute::StructRet)) {
      Result = Op;
      ResultAlign = CB.getParamAlign(I).value_or(
          DL.getABITypeAlign(CB.getParamStructRetType(I)));
      continue;
    }
    Type *ByVal = CB.getParamByValType(I);
    if (Type *Value = wrappedValue(ByVal)) {
      Args.push_back(B.CreateAlignedLoad(
          Value, Op, CB.getParamAlign(I).value_or(DL.getABITypeAlign(ByVal))));
      continue;
    }
    Args.push_back(Op);
  }
  CallInst *Call = B.CreateCall(&New, Args);
  Call->setCallingConv(CB.getCallingConv());
  if (Result)
    B.CreateAlignedStore(Call, Result, ResultAlign);
  else
    CB.replaceAllUsesWith(Call);
  CB.eraseFromParent();
}

bool SPIRVUnwrapBuiltinValues::runOnModule(Module &M) {
  bool Changed = false;
  for (Function &F : make_early_inc_range(M)) {
    if (!F.isDeclaration() || F.isIntrinsic())
      continue;
    Function *New = unwrappedDeclaration(F);
    if (!New)
      continue;
    for (Use &U : make_early_inc_range(F.uses()))
      if (auto *CI = dyn_cast<CallInst>(U.getUser());
          CI && CI->isCallee(&U) && CI->getFunctionType() == F.getFunctionType())
        unwrapCall(*CI, *New);
    if (F.use_empty())
      F.eraseFromParent();
    if (New->use_empty())
      New->eraseFromParent();
    Changed = true;
  }
  return Changed;
}
