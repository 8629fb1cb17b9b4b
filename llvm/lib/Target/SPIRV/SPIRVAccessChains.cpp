//===- SPIRVAccessChains.cpp - getelementptr as access-chain markers ------===//
//
// getelementptr would lose its source element type in GlobalISel (it
// becomes byte arithmetic). Each GEP becomes a call of a target marker
// __spirv_target.access_chain.pN(token, inbounds, base, indices...) whose
// first operand is a declaration whose value type is the source element
// type; call lowering turns it into Op[InBounds]PtrAccessChain. A GEP on
// vectors of pointers becomes one such chain per lane.
//
//===----------------------------------------------------------------------===//

#include "SPIRV.h"
#include "SPIRVIRUtils.h"
#include "SPIRVTypeUtils.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

/// The access-chain marker whose result is in address space \p AS.
static std::string accessChainMarkerName(unsigned AS) {
  return (TargetMarkerPrefix + "access_chain.p" + Twine(AS)).str();
}

static bool isAccessChainMarker(const Function &F) {
  return F.getName().starts_with(TargetMarkerPrefix) &&
         F.getName().drop_front(TargetMarkerPrefix.size()).starts_with("access_chain.p");
}

#define DEBUG_TYPE "spirv-access-chains"

namespace {

class SPIRVAccessChains : public ModulePass {
  DenseMap<Type *, GlobalVariable *> TypeTokens;

public:
  static char ID;
  SPIRVAccessChains() : ModulePass(ID) {}

  StringRef getPassName() const override { return "SPIR-V access chains"; }
  bool runOnModule(Module &M) override;

private:
  void rewriteGEPs(Function &F);
  GlobalVariable *typeToken(Module &M, Type *Ty);
};

} // namespace

char SPIRVAccessChains::ID = 0;

INITIALIZE_PASS(SPIRVAccessChains, DEBUG_TYPE, "SPIR-V access chains", false,
                false)

ModulePass *llvm::createSPIRVAccessChainsPass() {
  return new SPIRVAccessChains();
}

/// A declaration whose value type is \p Ty: the way a type travels through
/// a call operand into the machine code.
GlobalVariable *SPIRVAccessChains::typeToken(Module &M, Type *Ty) {
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

/// A getelementptr on vectors of pointers as one scalar getelementptr per
/// lane (vector operands give their lane, scalar ones are shared), gathered
/// back into a vector: an access chain has scalar operands. The lane GEPs
/// are appended to \p Out.
static void scalarizeVectorGEP(GetElementPtrInst *GEP,
                               SmallVectorImpl<GetElementPtrInst *> &Out) {
  auto *VT = cast<FixedVectorType>(GEP->getType());
  IRBuilder<> B(GEP);
  auto lane = [&](Value *V, unsigned L) {
    return V->getType()->isVectorTy() ? B.CreateExtractElement(V, B.getInt32(L))
                                      : V;
  };
  Value *Result = PoisonValue::get(VT);
  for (unsigned L = 0; L < VT->getNumElements(); ++L) {
    Value *Base = lane(GEP->getPointerOperand(), L);
    SmallVector<Value *, 4> Indices;
    for (Value *Index : GEP->indices())
      Indices.push_back(lane(Index, L));
    auto *Lane = GetElementPtrInst::Create(
        GEP->getSourceElementType(), Base, Indices,
        GEP->getName() + "." + Twine(L), GEP->getIterator());
    Lane->setNoWrapFlags(GEP->getNoWrapFlags());
    Lane->setDebugLoc(GEP->getDebugLoc());
    Out.push_back(Lane);
    Result = B.CreateInsertElement(Result, Lane, B.getInt32(L));
  }
  GEP->replaceAllUsesWith(Result);
  GEP->eraseFromParent();
}

void SPIRVAccessChains::rewriteGEPs(Function &F) {
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  SmallVector<GetElementPtrInst *, 32> GEPs, VectorGEPs;
  for (Instruction &I : instructions(F))
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
      (GEP->getType()->isVectorTy() ? VectorGEPs : GEPs).push_back(GEP);
  for (GetElementPtrInst *GEP : VectorGEPs)
    scalarizeVectorGEP(GEP, GEPs);
  for (GetElementPtrInst *GEP : GEPs) {
    // One marker per result type: its operands are the type token, whether
    // the GEP is inbounds (an i1), the base pointer and the indices, all
    // passed variadically.
    auto *PtrTy = cast<PointerType>(GEP->getType());
    std::string Name = accessChainMarkerName(PtrTy->getAddressSpace());
    FunctionCallee Marker = M.getOrInsertFunction(
        Name, FunctionType::get(PtrTy, {PointerType::get(Ctx, 0)}, true));
    Type *Source = GEP->getSourceElementType();
    SmallVector<Value *, 8> Args{
        nullptr, ConstantInt::getBool(Ctx, GEP->isInBounds()),
        GEP->getPointerOperand()};
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
    // Decorations of the pointer (cache controls) decorate the access chain.
    Call->setMetadata("spirv.Decorations",
                      GEP->getMetadata("spirv.Decorations"));
    GEP->replaceAllUsesWith(Call);
    GEP->eraseFromParent();
  }
}

const Value *llvm::stripConstantOffsets(const Value *P, const DataLayout &DL,
                                        int64_t &Offset) {
  while (true) {
    APInt Step(DL.getIndexTypeSizeInBits(P->getType()), 0);
    P = P->stripAndAccumulateConstantOffsets(DL, Step, /*AllowNonInbounds=*/true);
    Offset += Step.getSExtValue();
    if (Operator::getOpcode(P) == Instruction::AddrSpaceCast) {
      P = cast<Operator>(P)->getOperand(0);
      continue;
    }
    // A marker (type token, inbounds, base, indices...) of constant indices.
    const auto *Call = dyn_cast<CallInst>(P);
    const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
    if (!Callee || !isAccessChainMarker(*Callee))
      return P;
    SmallVector<Value *, 4> Indices(drop_begin(Call->args(), 3));
    if (!all_of(Indices, [](const Value *I) { return isa<ConstantInt>(I); }))
      return P;
    Type *Source = cast<GlobalVariable>(Call->getArgOperand(0))->getValueType();
    Offset += DL.getIndexedOffsetInType(Source, Indices);
    P = Call->getArgOperand(2);
  }
}

bool SPIRVAccessChains::runOnModule(Module &M) {
  TypeTokens.clear();
  for (Function &F : M)
    if (!F.isDeclaration())
      rewriteGEPs(F);
  return true;
}
