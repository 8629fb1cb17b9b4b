//===- SPIRVLowerIntrinsics.cpp - LLVM intrinsics as what SPIR-V has ------===//
//
// Every LLVM intrinsic with a meaning in an OpenCL kernel is lowered here,
// by one table: kept for the machine pipeline (memcpy, lifetime markers,
// debug info), dropped (hints and markers with no SPIR-V meaning), forwarded
// to an operand (or, where the user enabled the extension, OpAssumeTrueKHR,
// OpExpectKHR and OpArithmeticFenceEXT: lowerHintInstruction), rewritten into a call of an OpenCL.std function (which call
// lowering turns into OpExtInst, as it does for OpenCL C's own calls), or
// expanded into IR the target already lowers. Intrinsics returning a {T, i1}
// or {T, T} pair give their parts to the extractvalues that take the pair
// apart, and build it with insertvalue only where it is used whole. Tests of
// a bit-cast boolean vector against 0 or -1 become OpAny / OpAll, as do
// or / and reductions of boolean vectors, atomicrmw fsub an fadd of the
// negated value. Annotations
// (@llvm.global.annotations, llvm.var.annotation, llvm.ptr.annotation)
// become UserSemantic decorations. String literals that printf reads
// through a non-constant address space get constant copies
// (movePrintfStringsToConstantSpace); block literals get no invoke
// function address where function pointers are not enabled
// (prepareDeviceSideEnqueue).
// Whatever is left (an unknown
// intrinsic, a form without a lowering) is reported by name by
// spirv-check-module.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRV.h"
#include "SPIRVBuiltins.h"
#include "SPIRVIRUtils.h"
#include "SPIRVIntrinsics.h"
#include "SPIRVTargetMachine.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/FPEnv.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/Format.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

#define DEBUG_TYPE "spirv-lower-intrinsics"

namespace {

/// How one intrinsic is lowered.
enum class Lowering {
  Keep,    // the machine pipeline lowers the call
  Drop,    // no meaning in SPIR-V: the call goes (its value, if any, poison)
  Forward, // the value is operand 0 (expect, arithmetic.fence...)
  ExtInst, // a call of the OpenCL.std function named below
  Expand,  // IR the target lowers (an expansion function below)
};

using Expander = Value *(*)(IRBuilder<> &B, IntrinsicInst &II);

struct IntrinsicRow {
  Intrinsic::ID ID;
  Lowering How;
  /// ExtInst: the OpenCL.std instruction for floating-point, signed and
  /// unsigned operands (empty where the intrinsic has no such form), and
  /// how many leading arguments it takes (the rest are LLVM-only flags).
  const char *Float = nullptr, *Signed = nullptr, *Unsigned = nullptr;
  unsigned NumArgs = 0;
  Expander Expand = nullptr;
};

} // namespace

//===----------------------------------------------------------------------===//
// Helpers for expansions
//===----------------------------------------------------------------------===//

/// The mangled name of an OpenCL.std call in the translator's spelling
/// (_Z16__spirv_ocl_sqrtf), which describeBuiltin reads back: each type
/// in Itanium form, a repeated vector by substitution.
static std::string mangleType(Type *Ty, SmallVectorImpl<Type *> &Subst) {
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    for (unsigned I = 0; I < Subst.size(); ++I)
      if (Subst[I] == Ty)
        return I == 0 ? "S_" : "S" + std::to_string(I - 1) + "_";
    Subst.push_back(Ty);
    return "Dv" + std::to_string(VT->getNumElements()) + "_" +
           mangleType(VT->getElementType(), Subst);
  }
  if (Ty->isHalfTy())
    return "Dh";
  if (Ty->isFloatTy())
    return "f";
  if (Ty->isDoubleTy())
    return "d";
  switch (Ty->getIntegerBitWidth()) {
  case 8:
    return "c";
  case 16:
    return "s";
  case 32:
    return "i";
  default:
    return "l";
  }
}

/// Calls OpenCL.std's \p Name with \p Args. \p OutPointee, if set, adds a
/// last parameter: a private pointer to that type (frexp's exponent).
static CallInst *callOpenCLStd(IRBuilder<> &B, StringRef Name, Type *RetTy,
                               ArrayRef<Value *> Args,
                               Type *OutPointee = nullptr,
                               Value *OutPtr = nullptr) {
  std::string Base = ("__spirv_ocl_" + Name).str();
  std::string Mangled = "_Z" + std::to_string(Base.size()) + Base;
  SmallVector<Type *, 4> Subst, ParamTys;
  for (Value *A : Args) {
    Mangled += mangleType(A->getType(), Subst);
    ParamTys.push_back(A->getType());
  }
  SmallVector<Value *, 4> CallArgs(Args);
  if (OutPointee) {
    Mangled += "P" + mangleType(OutPointee, Subst);
    ParamTys.push_back(OutPtr->getType());
    CallArgs.push_back(OutPtr);
  }
  Module &M = *B.GetInsertBlock()->getModule();
  FunctionCallee F = M.getOrInsertFunction(
      Mangled, FunctionType::get(RetTy, ParamTys, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee()))
    Fn->setCallingConv(CallingConv::SPIR_FUNC);
  CallInst *CI = B.CreateCall(F, CallArgs);
  CI->setCallingConv(CallingConv::SPIR_FUNC);
  return CI;
}

static Value *arg(IntrinsicInst &II, unsigned I) { return II.getArgOperand(I); }

static Type *intTypeLike(Type *Ty) {
  return Ty->getWithNewType(
      Type::getIntNTy(Ty->getContext(), Ty->getScalarSizeInBits()));
}

static Constant *intConst(Type *Ty, const APInt &V) {
  return ConstantInt::get(Ty, V);
}

static unsigned widthOf(Type *Ty) { return Ty->getScalarSizeInBits(); }

/// The value of a pair-returning intrinsic made of \p First and \p Second:
/// each `extractvalue %pair, I` becomes the part itself; other uses (the
/// pair returned or stored whole) get the pair built with insertvalue.
static Value *replacePair(IRBuilder<> &B, IntrinsicInst &II, Value *First,
                          Value *Second) {
  for (User *U : make_early_inc_range(II.users())) {
    auto *EV = dyn_cast<ExtractValueInst>(U);
    if (!EV || EV->getNumIndices() != 1 || EV->getIndices()[0] > 1)
      continue;
    EV->replaceAllUsesWith(EV->getIndices()[0] == 0 ? First : Second);
    EV->eraseFromParent();
  }
  if (II.use_empty())
    return PoisonValue::get(II.getType());
  Value *Pair = B.CreateInsertValue(PoisonValue::get(II.getType()), First, 0);
  return B.CreateInsertValue(Pair, Second, 1);
}

/// OpenCL.std's integer instruction \p Name on integers wider than 64 bits
/// (i128), which it has no form for: popcount as the sum of the counts of
/// the low 64 bits and the rest (in turn lowered here), saturating addition
/// and subtraction by their overflow tests, the high half of an i128
/// product from 64-bit halves. Null for the others.
static Value *wideIntegerFunction(IRBuilder<> &B, StringRef Name, Type *Ty,
                                  ArrayRef<Value *> Args) {
  unsigned N = Ty->getScalarSizeInBits();
  Value *A = Args[0];
  if (Name == "popcount") {
    Type *LoTy = Ty->getWithNewBitWidth(64), *RestTy = Ty->getWithNewBitWidth(N - 64);
    Value *Lo = B.CreateTrunc(A, LoTy);
    Value *Rest = B.CreateTrunc(B.CreateLShr(A, ConstantInt::get(Ty, 64)), RestTy);
    return B.CreateAdd(
        B.CreateZExt(B.CreateIntrinsic(Intrinsic::ctpop, {LoTy}, {Lo}), Ty),
        B.CreateZExt(B.CreateIntrinsic(Intrinsic::ctpop, {RestTy}, {Rest}), Ty));
  }
  if (Name.ends_with("mul_hi") && N == 128) {
    // From 64-bit halves: the four partial products are exact in 128 bits.
    Value *C = Args[1];
    Value *Mask = ConstantInt::get(Ty, APInt::getLowBitsSet(128, 64));
    Value *Shift = ConstantInt::get(Ty, 64);
    Value *A0 = B.CreateAnd(A, Mask), *A1 = B.CreateLShr(A, Shift);
    Value *C0 = B.CreateAnd(C, Mask), *C1 = B.CreateLShr(C, Shift);
    Value *P00 = B.CreateMul(A0, C0), *P01 = B.CreateMul(A0, C1);
    Value *P10 = B.CreateMul(A1, C0), *P11 = B.CreateMul(A1, C1);
    Value *Mid = B.CreateAdd(B.CreateLShr(P00, Shift),
                             B.CreateAdd(B.CreateAnd(P01, Mask), B.CreateAnd(P10, Mask)));
    Value *Hi = B.CreateAdd(
        B.CreateAdd(P11, B.CreateLShr(P01, Shift)),
        B.CreateAdd(B.CreateLShr(P10, Shift), B.CreateLShr(Mid, Shift)));
    if (Name[0] == 'u')
      return Hi;
    // The signed high half: less each operand where the other is negative.
    Value *Zero = Constant::getNullValue(Ty);
    Hi = B.CreateSub(Hi, B.CreateSelect(B.CreateICmpSLT(A, Zero), C, Zero));
    return B.CreateSub(Hi, B.CreateSelect(B.CreateICmpSLT(C, Zero), A, Zero));
  }
  if (!Name.ends_with("_sat"))
    return nullptr;
  Value *C = Args[1];
  bool Add = Name.contains("add");
  Value *R = Add ? B.CreateAdd(A, C) : B.CreateSub(A, C);
  Value *Zero = Constant::getNullValue(Ty);
  if (Name[0] == 'u')
    return Add ? B.CreateSelect(B.CreateICmpULT(R, A),
                                ConstantInt::get(Ty, APInt::getAllOnes(N)), R)
               : B.CreateSelect(B.CreateICmpULT(A, C), Zero, R);
  // Signed overflow: the result's sign differs from both operands' (add),
  // or the operands' signs differ and the result's from the first (sub).
  Value *Overflow =
      Add ? B.CreateAnd(B.CreateXor(R, A), B.CreateXor(R, C))
          : B.CreateAnd(B.CreateXor(A, C), B.CreateXor(A, R));
  Value *Bound = B.CreateSelect(B.CreateICmpSLT(A, Zero),
                                ConstantInt::get(Ty, APInt::getSignedMinValue(N)),
                                ConstantInt::get(Ty, APInt::getSignedMaxValue(N)));
  return B.CreateSelect(B.CreateICmpSLT(Overflow, Zero), Bound, R);
}

/// OpenCL.std's integer instruction \p Name on \p Args of type \p Ty, also
/// where Ty's width is one OpenCL.std lacks (i1, i24, i33, i48, and more
/// than 64 bits): min, max and abs compare and select (the legalizer
/// handles any width); a narrower width computes at the top of its
/// container, the operands shifted left so that the instruction's
/// saturation and high half fall where the narrow type's do, and the result
/// shifted back (popcount and mul_hi need only their first operand
/// shifted). Null when there is no such form (the call stays and is
/// reported).
static Value *callOpenCLStdInteger(IRBuilder<> &B, StringRef Name, Type *Ty,
                                   ArrayRef<Value *> Args) {
  unsigned N = Ty->getScalarSizeInBits();
  if (N == 8 || N == 16 || N == 32 || N == 64)
    return callOpenCLStd(B, Name, Ty, Args);
  if (Name == "s_min" || Name == "s_max" || Name == "u_min" || Name == "u_max") {
    bool Signed = Name[0] == 's', Min = Name.ends_with("min");
    CmpInst::Predicate P = Signed ? (Min ? CmpInst::ICMP_SLT : CmpInst::ICMP_SGT)
                                  : (Min ? CmpInst::ICMP_ULT : CmpInst::ICMP_UGT);
    return B.CreateSelect(B.CreateICmp(P, Args[0], Args[1]), Args[0], Args[1]);
  }
  if (Name == "s_abs") {
    Value *X = Args[0];
    return B.CreateSelect(B.CreateICmpSLT(X, Constant::getNullValue(Ty)),
                          B.CreateNeg(X), X);
  }
  if (N > 64)
    return wideIntegerFunction(B, Name, Ty, Args);
  bool Saturating = Name.ends_with("_sat");
  bool HighHalf = Name.ends_with("mul_hi"), Count = Name == "popcount";
  if (!Saturating && !HighHalf && !Count)
    return nullptr;
  unsigned W = std::max<unsigned>(8, PowerOf2Ceil(N));
  Type *WideTy = Ty->getWithNewBitWidth(W);
  Constant *Shift = ConstantInt::get(WideTy, W - N);
  bool Signed = Name[0] == 's';
  SmallVector<Value *, 2> Wide;
  for (unsigned I = 0; I < Args.size(); ++I) {
    Value *X = Signed ? B.CreateSExt(Args[I], WideTy) : B.CreateZExt(Args[I], WideTy);
    if (I == 0 || Saturating)
      X = B.CreateShl(X, Shift);
    Wide.push_back(X);
  }
  Value *R = callOpenCLStd(B, Name, WideTy, Wide);
  if (Saturating)
    R = Signed ? B.CreateAShr(R, Shift) : B.CreateLShr(R, Shift);
  return B.CreateTrunc(R, Ty);
}

//===----------------------------------------------------------------------===//
// Expansions
//===----------------------------------------------------------------------===//

/// {result, overflow} of the *.with.overflow family. Signed add/sub
/// overflow when the operands' signs agree and the result's differs;
/// multiplication when the high half (OpenCL's mul_hi) is not the sign or
/// zero extension of the low half.
static Value *expandWithOverflow(IRBuilder<> &B, IntrinsicInst &II) {
  Value *A = arg(II, 0), *C = arg(II, 1);
  Type *Ty = A->getType();
  Value *Zero = Constant::getNullValue(Ty);
  Value *R, *Overflow;
  switch (II.getIntrinsicID()) {
  case Intrinsic::uadd_with_overflow:
    R = B.CreateAdd(A, C);
    Overflow = B.CreateICmpULT(R, A);
    break;
  case Intrinsic::usub_with_overflow:
    R = B.CreateSub(A, C);
    Overflow = B.CreateICmpULT(A, C);
    break;
  case Intrinsic::sadd_with_overflow:
    R = B.CreateAdd(A, C);
    Overflow = B.CreateICmpSLT(B.CreateAnd(B.CreateXor(A, R), B.CreateXor(C, R)),
                               Zero);
    break;
  case Intrinsic::ssub_with_overflow:
    R = B.CreateSub(A, C);
    Overflow = B.CreateICmpSLT(B.CreateAnd(B.CreateXor(A, C), B.CreateXor(A, R)),
                               Zero);
    break;
  case Intrinsic::umul_with_overflow: {
    Value *Hi = callOpenCLStdInteger(B, "u_mul_hi", Ty, {A, C});
    if (!Hi)
      return nullptr;
    R = B.CreateMul(A, C);
    Overflow = B.CreateICmpNE(Hi, Zero);
    break;
  }
  default: { // smul_with_overflow
    Value *Hi = callOpenCLStdInteger(B, "s_mul_hi", Ty, {A, C});
    if (!Hi)
      return nullptr;
    R = B.CreateMul(A, C);
    Value *Sign = B.CreateAShr(R, ConstantInt::get(Ty, widthOf(Ty) - 1));
    Overflow = B.CreateICmpNE(Hi, Sign);
    break;
  }
  }
  return replacePair(B, II, R, Overflow);
}

/// Intrinsics on fixed-length vectors that are shuffles (or a constant):
/// reverse, splice.left / splice.right (a window of the two vectors'
/// concatenation, starting K lanes into the first or K lanes before its
/// end), extract and insert of a subvector at a constant index, stepvector.
/// Scalable vectors have no SPIR-V form: null (reported).
static Value *expandVectorShape(IRBuilder<> &B, IntrinsicInst &II) {
  auto *VT = dyn_cast<FixedVectorType>(II.getType());
  if (!VT || any_of(II.args(), [](const Use &A) {
        return isa<ScalableVectorType>(A->getType());
      }))
    return nullptr;
  unsigned N = VT->getNumElements();
  auto Lane = [&](unsigned I) {
    return unsigned(cast<ConstantInt>(arg(II, I))->getZExtValue());
  };
  SmallVector<int, 16> Mask;
  switch (II.getIntrinsicID()) {
  case Intrinsic::stepvector: {
    SmallVector<Constant *, 16> Steps;
    for (unsigned I = 0; I < N; ++I)
      Steps.push_back(ConstantInt::get(VT->getElementType(), I));
    return ConstantVector::get(Steps);
  }
  case Intrinsic::vector_reverse:
    for (unsigned I = 0; I < N; ++I)
      Mask.push_back(N - 1 - I);
    return B.CreateShuffleVector(arg(II, 0), Mask);
  case Intrinsic::vector_splice_left:
  case Intrinsic::vector_splice_right: {
    unsigned K = Lane(2);
    unsigned Start = II.getIntrinsicID() == Intrinsic::vector_splice_left ? K : N - K;
    for (unsigned I = 0; I < N; ++I)
      Mask.push_back(Start + I);
    return B.CreateShuffleVector(arg(II, 0), arg(II, 1), Mask);
  }
  case Intrinsic::vector_extract: {
    unsigned Idx = Lane(1);
    for (unsigned I = 0; I < N; ++I)
      Mask.push_back(Idx + I);
    return B.CreateShuffleVector(arg(II, 0), Mask);
  }
  default: { // vector_insert
    Value *Sub = arg(II, 1);
    unsigned M = cast<FixedVectorType>(Sub->getType())->getNumElements();
    unsigned Idx = Lane(2);
    SmallVector<int, 16> Widen;
    for (unsigned I = 0; I < N; ++I)
      Widen.push_back(I < M ? int(I) : PoisonMaskElem);
    Value *Wide = B.CreateShuffleVector(Sub, Widen);
    for (unsigned I = 0; I < N; ++I)
      Mask.push_back(I >= Idx && I < Idx + M ? int(N + I - Idx) : int(I));
    return B.CreateShuffleVector(arg(II, 0), Wide, Mask);
  }
  }
}

/// Saturating shifts: the shift, unless shifting back does not give the
/// operand, then the bound in the direction of the operand's sign.
static Value *expandShiftSat(IRBuilder<> &B, IntrinsicInst &II) {
  Value *A = arg(II, 0), *S = arg(II, 1);
  Type *Ty = A->getType();
  unsigned W = widthOf(Ty);
  bool Signed = II.getIntrinsicID() == Intrinsic::sshl_sat;
  Value *R = B.CreateShl(A, S);
  Value *Back = Signed ? B.CreateAShr(R, S) : B.CreateLShr(R, S);
  Value *Lost = B.CreateICmpNE(Back, A);
  Value *Bound =
      Signed ? B.CreateSelect(B.CreateICmpSLT(A, Constant::getNullValue(Ty)),
                              intConst(Ty, APInt::getSignedMinValue(W)),
                              intConst(Ty, APInt::getSignedMaxValue(W)))
             : intConst(Ty, APInt::getAllOnes(W));
  return B.CreateSelect(Lost, Bound, R);
}

/// Funnel shifts by the amount modulo the width; shifting the other operand
/// in two steps keeps every shift amount below the width.
static Value *expandFunnelShift(IRBuilder<> &B, IntrinsicInst &II) {
  Value *Hi = arg(II, 0), *Lo = arg(II, 1), *S = arg(II, 2);
  Type *Ty = Hi->getType();
  unsigned W = widthOf(Ty);
  Value *One = ConstantInt::get(Ty, 1);
  // A power-of-two width takes the low bits (the legalizer has no i128
  // remainder; ExpandLargeDivRem leaves one by a power of two alone).
  Value *Amount = isPowerOf2_32(W) ? B.CreateAnd(S, ConstantInt::get(Ty, W - 1))
                                   : B.CreateURem(S, ConstantInt::get(Ty, W));
  Value *Rest = B.CreateSub(ConstantInt::get(Ty, W - 1), Amount);
  if (II.getIntrinsicID() == Intrinsic::fshl)
    return B.CreateOr(B.CreateShl(Hi, Amount),
                      B.CreateLShr(B.CreateLShr(Lo, One), Rest));
  return B.CreateOr(B.CreateLShr(Lo, Amount),
                    B.CreateShl(B.CreateShl(Hi, One), Rest));
}

/// Swaps blocks of \p Block bits, then of twice that, up to half the width
/// of \p V (8, 16, 32 or 64 bits wide): from 1 reverses bits, from 8 bytes.
static Value *swapBlocks(IRBuilder<> &B, Value *V, unsigned Block) {
  Type *Ty = V->getType();
  unsigned W = widthOf(Ty);
  for (unsigned K = Block; K < W; K *= 2) {
    // The mask of the low block of each 2K-bit group: 0x55.., 0x33.., ...
    APInt Mask = APInt::getZero(W);
    for (unsigned Bit = 0; Bit < W; ++Bit)
      if ((Bit / K) % 2 == 0)
        Mask.setBit(Bit);
    Value *M = intConst(Ty, Mask), *Shift = ConstantInt::get(Ty, K);
    V = B.CreateOr(B.CreateAnd(B.CreateLShr(V, Shift), M),
                   B.CreateShl(B.CreateAnd(V, M), Shift));
  }
  return V;
}

/// bitreverse and bswap. Widths that are not a power of two of at least 8
/// (i2, i4, i24...) are reversed in the next such width (i128 and up in
/// operations the legalizer splits), then shifted down.
static Value *expandReverse(IRBuilder<> &B, IntrinsicInst &II) {
  Value *V = arg(II, 0);
  Type *Ty = V->getType();
  unsigned W = widthOf(Ty);
  unsigned Wide = std::max<unsigned>(8, PowerOf2Ceil(W));
  bool Bits = II.getIntrinsicID() == Intrinsic::bitreverse;
  if (Wide == W)
    return swapBlocks(B, V, Bits ? 1 : 8);
  Type *WideTy = Ty->getWithNewBitWidth(Wide);
  Value *R = swapBlocks(B, B.CreateZExt(V, WideTy), Bits ? 1 : 8);
  return B.CreateTrunc(B.CreateLShr(R, ConstantInt::get(WideTy, Wide - W)), Ty);
}

/// scmp/ucmp: 1, 0 or -1 in the result type.
static Value *expandCompare(IRBuilder<> &B, IntrinsicInst &II) {
  Value *A = arg(II, 0), *C = arg(II, 1);
  bool Signed = II.getIntrinsicID() == Intrinsic::scmp;
  Type *RTy = II.getType();
  Value *Greater = Signed ? B.CreateICmpSGT(A, C) : B.CreateICmpUGT(A, C);
  Value *Less = Signed ? B.CreateICmpSLT(A, C) : B.CreateICmpULT(A, C);
  return B.CreateSub(B.CreateZExt(Greater, RTy), B.CreateZExt(Less, RTy));
}

/// smul.fix / umul.fix and their .sat forms (fixed-point types): the
/// product in twice the width, shifted right by the scale (the LangRef
/// leaves the rounding direction open; this rounds toward negative
/// infinity), clamped to the type's range for .sat (the plain forms are
/// undefined on overflow).
static Value *expandMulFix(IRBuilder<> &B, IntrinsicInst &II) {
  Intrinsic::ID ID = II.getIntrinsicID();
  bool Signed = ID == Intrinsic::smul_fix || ID == Intrinsic::smul_fix_sat;
  bool Saturate = ID == Intrinsic::smul_fix_sat || ID == Intrinsic::umul_fix_sat;
  Value *A = arg(II, 0), *C = arg(II, 1);
  Type *Ty = A->getType();
  unsigned W = widthOf(Ty);
  uint64_t Scale = cast<ConstantInt>(arg(II, 2))->getZExtValue();
  Type *WideTy = Ty->getWithNewBitWidth(2 * W);
  auto Widen = [&](Value *V) {
    return Signed ? B.CreateSExt(V, WideTy) : B.CreateZExt(V, WideTy);
  };
  Value *P = B.CreateMul(Widen(A), Widen(C));
  Value *Amount = ConstantInt::get(WideTy, Scale);
  P = Signed ? B.CreateAShr(P, Amount) : B.CreateLShr(P, Amount);
  if (Saturate) {
    APInt Max = Signed ? APInt::getSignedMaxValue(W) : APInt::getMaxValue(W);
    Value *High = intConst(WideTy, Signed ? Max.sext(2 * W) : Max.zext(2 * W));
    Value *Over = Signed ? B.CreateICmpSGT(P, High) : B.CreateICmpUGT(P, High);
    P = B.CreateSelect(Over, High, P);
    if (Signed) {
      Value *Low = intConst(WideTy, APInt::getSignedMinValue(W).sext(2 * W));
      P = B.CreateSelect(B.CreateICmpSLT(P, Low), Low, P);
    }
  }
  return B.CreateTrunc(P, Ty);
}

/// Saturating float-to-integer conversion: NaN gives 0, values beyond the
/// integer range its bounds, the rest convert as usual.
static Value *expandFPToIntSat(IRBuilder<> &B, IntrinsicInst &II) {
  Value *X = arg(II, 0);
  Type *FTy = X->getType(), *ITy = II.getType();
  unsigned W = widthOf(ITy);
  bool Signed = II.getIntrinsicID() == Intrinsic::fptosi_sat;
  const fltSemantics &Sem = FTy->getScalarType()->getFltSemantics();
  // The bounds as floats: -2^(W-1) and 2^(W-1) (signed) or 0 and 2^W are
  // exact powers of two (or infinity when the format cannot hold them).
  auto Pow2 = [&](unsigned E, bool Negative) {
    APFloat F = APFloat(Sem, 1);
    F = scalbn(F, int(E), APFloat::rmNearestTiesToEven);
    if (Negative)
      F.changeSign();
    return ConstantFP::get(FTy, F);
  };
  Value *Low = Signed ? Pow2(W - 1, true) : ConstantFP::get(FTy, 0.0);
  Value *High = Signed ? Pow2(W - 1, false) : Pow2(W, false);
  APInt Min = Signed ? APInt::getSignedMinValue(W) : APInt::getZero(W);
  APInt Max = Signed ? APInt::getSignedMaxValue(W) : APInt::getAllOnes(W);
  // Clamp in range first so that the conversion never sees an
  // out-of-range value.
  Value *Below = B.CreateFCmpOLT(X, Low);
  Value *Above = B.CreateFCmpOGE(X, High);
  Value *NaN = B.CreateFCmpUNO(X, X);
  Value *Safe = B.CreateSelect(B.CreateOr(B.CreateOr(Below, Above), NaN),
                               ConstantFP::get(FTy, 0.0), X);
  Value *R = Signed ? B.CreateFPToSI(Safe, ITy) : B.CreateFPToUI(Safe, ITy);
  R = B.CreateSelect(Below, intConst(ITy, Min), R);
  return B.CreateSelect(Above, intConst(ITy, Max), R);
}

/// minimum/maximum propagate NaN; they and minimumnum/maximumnum order -0
/// below +0. OpenCL's fmin/fmax do neither, so equal operands (including
/// the two zeros) take the OR (minimum) or AND (maximum) of their bits.
static Value *expandMinMax(IRBuilder<> &B, IntrinsicInst &II) {
  Value *A = arg(II, 0), *C = arg(II, 1);
  Type *Ty = A->getType(), *ITy = intTypeLike(Ty);
  Intrinsic::ID ID = II.getIntrinsicID();
  bool Min = ID == Intrinsic::minimum || ID == Intrinsic::minimumnum;
  bool PropagateNaN = ID == Intrinsic::minimum || ID == Intrinsic::maximum;
  Value *R = callOpenCLStd(B, Min ? "fmin" : "fmax", Ty, {A, C});
  Value *Ab = B.CreateBitCast(A, ITy), *Cb = B.CreateBitCast(C, ITy);
  Value *Same = B.CreateBitCast(Min ? B.CreateOr(Ab, Cb) : B.CreateAnd(Ab, Cb),
                                Ty);
  R = B.CreateSelect(B.CreateFCmpOEQ(A, C), Same, R);
  if (PropagateNaN)
    R = B.CreateSelect(B.CreateFCmpUNO(A, C),
                       ConstantFP::getQNaN(Ty), R);
  return R;
}

static Value *expandRoundToInt(IRBuilder<> &B, IntrinsicInst &II) {
  Intrinsic::ID ID = II.getIntrinsicID();
  bool Nearest = ID == Intrinsic::lround || ID == Intrinsic::llround;
  Value *X = arg(II, 0);
  Value *R = callOpenCLStd(B, Nearest ? "round" : "rint", X->getType(), {X});
  return B.CreateFPToSI(R, II.getType());
}

/// The frexp mantissa and exponent through OpenCL's frexp, whose exponent
/// comes back through a private pointer.
static Value *expandFrexp(IRBuilder<> &B, IntrinsicInst &II) {
  Value *X = arg(II, 0);
  Type *ExpTy = cast<StructType>(II.getType())->getElementType(1);
  if (!ExpTy->getScalarType()->isIntegerTy(32))
    return nullptr;
  // A vector of 5-7 or 9-15 lanes computes in the next length SPIR-V has
  // (the extra lanes undefined): the slot is ours, so OpenCL.std's frexp may
  // write them all.
  auto *VT = dyn_cast<FixedVectorType>(X->getType());
  unsigned N = VT ? VT->getNumElements() : 0;
  SmallVector<int, 16> Pad, Trim;
  if (VT && N < 16 && !isLegalVectorLength(N)) {
    for (unsigned L = 0; L < (N < 8 ? 8u : 16u); ++L)
      Pad.push_back(L < N ? int(L) : -1);
    for (unsigned L = 0; L < N; ++L)
      Trim.push_back(L);
    X = B.CreateShuffleVector(X, Pad);
    ExpTy = FixedVectorType::get(ExpTy->getScalarType(), Pad.size());
  }
  Function &F = *II.getFunction();
  IRBuilder<> Entry(&*F.getEntryBlock().getFirstInsertionPt());
  AllocaInst *Slot = Entry.CreateAlloca(ExpTy);
  Value *Mantissa = callOpenCLStd(B, "frexp", X->getType(), {X}, ExpTy, Slot);
  Value *Exponent = B.CreateLoad(ExpTy, Slot);
  if (!Trim.empty()) {
    Mantissa = B.CreateShuffleVector(Mantissa, Trim);
    Exponent = B.CreateShuffleVector(Exponent, Trim);
  }
  return replacePair(B, II, Mantissa, Exponent);
}

/// modf: the integral part is trunc(x), the fractional part x - trunc(x)
/// with x's sign (and 0 for infinities).
static Value *expandModf(IRBuilder<> &B, IntrinsicInst &II) {
  Value *X = arg(II, 0);
  Type *Ty = X->getType();
  Value *Int = callOpenCLStd(B, "trunc", Ty, {X});
  Value *Inf = ConstantFP::getInfinity(Ty);
  Value *IsInf = B.CreateFCmpOEQ(callOpenCLStd(B, "fabs", Ty, {X}), Inf);
  Value *Frac = B.CreateSelect(IsInf, ConstantFP::get(Ty, 0.0),
                               B.CreateFSub(X, Int));
  Frac = callOpenCLStd(B, "copysign", Ty, {Frac, X});
  return replacePair(B, II, Frac, Int);
}

static Value *expandSincos(IRBuilder<> &B, IntrinsicInst &II) {
  Value *X = arg(II, 0);
  return replacePair(B, II, callOpenCLStd(B, "sin", X->getType(), {X}),
                     callOpenCLStd(B, "cos", X->getType(), {X}));
}

/// canonicalize: a multiplication by one quiets signaling NaNs and flushes
/// what the floating-point mode flushes, as canonicalization does.
static Value *expandCanonicalize(IRBuilder<> &B, IntrinsicInst &II) {
  return B.CreateFMul(arg(II, 0), ConstantFP::get(II.getType(), 1.0));
}

/// is.fpclass from the bits: the magnitude against the exponent mask and
/// the smallest normal, and the sign bit.
static Value *expandIsFPClass(IRBuilder<> &B, IntrinsicInst &II) {
  Value *X = arg(II, 0);
  Type *Ty = X->getType(), *ITy = intTypeLike(Ty);
  unsigned Test = cast<ConstantInt>(arg(II, 1))->getZExtValue();
  const fltSemantics &Sem = Ty->getScalarType()->getFltSemantics();
  unsigned W = widthOf(Ty);
  unsigned Mantissa = APFloat::semanticsPrecision(Sem) - 1;
  APInt SignBit = APInt::getSignMask(W);
  APInt ExpMask = APInt::getBitsSet(W, Mantissa, W - 1);
  APInt QuietBit = APInt::getOneBitSet(W, Mantissa - 1);
  Value *Bits = B.CreateBitCast(X, ITy);
  Value *Abs = B.CreateAnd(Bits, intConst(ITy, ~SignBit));
  Value *Neg = B.CreateICmpSLT(Bits, Constant::getNullValue(ITy));
  Value *Pos = B.CreateNot(Neg);
  Value *Exp = intConst(ITy, ExpMask);
  Value *IsInf = B.CreateICmpEQ(Abs, Exp);
  Value *IsNaN = B.CreateICmpUGT(Abs, Exp);
  Value *IsQNaN = B.CreateICmpUGE(Abs, intConst(ITy, ExpMask | QuietBit));
  Value *IsZero = B.CreateICmpEQ(Abs, Constant::getNullValue(ITy));
  Value *MinNormal = intConst(ITy, APInt::getOneBitSet(W, Mantissa));
  Value *IsSub = B.CreateAnd(B.CreateNot(IsZero), B.CreateICmpULT(Abs, MinNormal));
  Value *IsNormal = B.CreateAnd(B.CreateICmpUGE(Abs, MinNormal),
                                B.CreateICmpULT(Abs, Exp));
  // Only the classes tested are computed.
  Value *R = ConstantInt::getFalse(II.getType());
  auto Add = [&](unsigned Bit, function_ref<Value *()> Cond) {
    if (Test & Bit)
      R = B.CreateOr(R, Cond());
  };
  Add(fcSNan, [&] { return B.CreateAnd(IsNaN, B.CreateNot(IsQNaN)); });
  Add(fcQNan, [&] { return IsQNaN; });
  Add(fcNegInf, [&] { return B.CreateAnd(IsInf, Neg); });
  Add(fcNegNormal, [&] { return B.CreateAnd(IsNormal, Neg); });
  Add(fcNegSubnormal, [&] { return B.CreateAnd(IsSub, Neg); });
  Add(fcNegZero, [&] { return B.CreateAnd(IsZero, Neg); });
  Add(fcPosZero, [&] { return B.CreateAnd(IsZero, Pos); });
  Add(fcPosSubnormal, [&] { return B.CreateAnd(IsSub, Pos); });
  Add(fcPosNormal, [&] { return B.CreateAnd(IsNormal, Pos); });
  Add(fcPosInf, [&] { return B.CreateAnd(IsInf, Pos); });
  return R;
}

/// fmuladd is OpenCL.std mad: on full-profile devices both are either a
/// correctly rounded fma or a multiplication and an addition each
/// correctly rounded, the consumer's choice, so devices with FMA hardware
/// fuse (as they do for OpenCL C's a * b + c) and others need no software
/// fma (docs/Design.md, "Multiply-add").
static Value *expandMulAdd(IRBuilder<> &B, IntrinsicInst &II) {
  return callOpenCLStd(B, "mad", II.getType(), {arg(II, 0), arg(II, 1), arg(II, 2)});
}

/// A conversion in a static rounding mode other than to-nearest: the SPIR-V
/// conversion decorated FPRoundingMode (RTZ, RTP, RTN), through a marker
/// that call lowering turns into the instruction (named by the target's
/// opcode, as G_SPIRV_INST names it). Null when SPIR-V has no
/// such mode (to nearest, ties away) or the types need legalizing.
static Value *roundedConversion(IRBuilder<> &B, IntrinsicInst &II,
                                RoundingMode Mode) {
  uint32_t Opcode, SPIRVMode;
  switch (II.getIntrinsicID()) {
  case Intrinsic::experimental_constrained_sitofp: Opcode = SPIRV::OpConvertSToF; break;
  case Intrinsic::experimental_constrained_uitofp: Opcode = SPIRV::OpConvertUToF; break;
  case Intrinsic::experimental_constrained_fptrunc: Opcode = SPIRV::OpFConvert; break;
  default: return nullptr;
  }
  switch (Mode) {
  case RoundingMode::TowardZero: SPIRVMode = SPIRV::FPRoundingMode::RTZ; break;
  case RoundingMode::TowardPositive: SPIRVMode = SPIRV::FPRoundingMode::RTP; break;
  case RoundingMode::TowardNegative: SPIRVMode = SPIRV::FPRoundingMode::RTN; break;
  default: return nullptr;
  }
  Value *X = arg(II, 0);
  Type *Ty = II.getType();
  if (!isLegalValueType(Ty) || !isLegalValueType(X->getType()))
    return nullptr;
  CallInst *Call = createCoreInstruction(B, Opcode, Ty, {X});
  LLVMContext &Ctx = II.getContext();
  Metadata *Decoration[] = {
      ConstantAsMetadata::get(B.getInt32(SPIRV::Decoration::FPRoundingMode)),
      ConstantAsMetadata::get(B.getInt32(SPIRVMode))};
  Call->setMetadata("spirv.Decorations",
                    MDNode::get(Ctx, {MDNode::get(Ctx, Decoration)}));
  return Call;
}

/// Constrained floating point: SPIR-V kernels have no floating-point
/// exceptions and round to nearest, so a constrained operation in the
/// default rounding mode is the plain one; a conversion in another static
/// mode carries FPRoundingMode; other operations in another mode have no
/// SPIR-V form (Kernel SPIR-V decorates only conversions) and are left for
/// spirv-check-module to report.
static Value *expandConstrained(IRBuilder<> &B, IntrinsicInst &II) {
  auto &CI = cast<ConstrainedFPIntrinsic>(II);
  std::optional<RoundingMode> Mode = CI.getRoundingMode();
  if (Mode && *Mode != RoundingMode::NearestTiesToEven &&
      *Mode != RoundingMode::Dynamic)
    return roundedConversion(B, II, *Mode);
  Value *A = arg(II, 0);
  Value *C = CI.getNonMetadataArgCount() > 1 ? arg(II, 1) : nullptr;
  Type *Ty = II.getType();
  switch (II.getIntrinsicID()) {
  case Intrinsic::experimental_constrained_fadd: return B.CreateFAdd(A, C);
  case Intrinsic::experimental_constrained_fsub: return B.CreateFSub(A, C);
  case Intrinsic::experimental_constrained_fmul: return B.CreateFMul(A, C);
  case Intrinsic::experimental_constrained_fdiv: return B.CreateFDiv(A, C);
  case Intrinsic::experimental_constrained_frem: return B.CreateFRem(A, C);
  case Intrinsic::experimental_constrained_fma:
    return callOpenCLStd(B, "fma", Ty, {A, C, arg(II, 2)});
  case Intrinsic::experimental_constrained_fmuladd:
    return expandMulAdd(B, II);
  case Intrinsic::experimental_constrained_sqrt:
    return callOpenCLStd(B, "sqrt", Ty, {A});
  case Intrinsic::experimental_constrained_fptosi: return B.CreateFPToSI(A, Ty);
  case Intrinsic::experimental_constrained_fptoui: return B.CreateFPToUI(A, Ty);
  case Intrinsic::experimental_constrained_sitofp: return B.CreateSIToFP(A, Ty);
  case Intrinsic::experimental_constrained_uitofp: return B.CreateUIToFP(A, Ty);
  case Intrinsic::experimental_constrained_fptrunc:
    return B.CreateFPTrunc(A, Ty);
  case Intrinsic::experimental_constrained_fpext: return B.CreateFPExt(A, Ty);
  case Intrinsic::experimental_constrained_fcmp:
  case Intrinsic::experimental_constrained_fcmps:
    return B.CreateFCmp(cast<ConstrainedFPCmpIntrinsic>(II).getPredicate(), A,
                        C);
  default:
    return nullptr;
  }
}

/// OpAny (\p All false) or OpAll of a boolean vector of a length SPIR-V has;
/// null for other lengths.
static Value *anyOrAll(IRBuilder<> &B, Value *Mask, bool All) {
  auto *VT = dyn_cast<FixedVectorType>(Mask->getType());
  if (!VT || !VT->getElementType()->isIntegerTy(1) ||
      !isLegalVectorLength(VT->getNumElements()))
    return nullptr;
  return createCoreInstruction(B, All ? SPIRV::OpAll : SPIRV::OpAny,
                               B.getInt1Ty(), {Mask});
}

/// InstCombine tests several conditions at once by bit-casting their
/// <N x i1> to iN and comparing with 0 or -1 (`a || b || c` is
/// `icmp ne i3 (bitcast <3 x i1>), 0`). Rebuilding the bit mask costs a
/// select, shift and or per lane and defeats the consumers' vectorizers;
/// OpAny / OpAll is what the test means.
static bool lowerMaskTest(ICmpInst &Cmp) {
  if (!Cmp.isEquality())
    return false;
  auto *Cast = dyn_cast<BitCastInst>(Cmp.getOperand(0));
  auto *C = dyn_cast<ConstantInt>(Cmp.getOperand(1));
  if (!Cast || !C || !(C->isZero() || C->isMinusOne()))
    return false;
  // == 0: none; != 0: any; == -1: all; != -1: not all.
  bool All = C->isMinusOne();
  IRBuilder<> B(&Cmp);
  Value *Test = anyOrAll(B, Cast->getOperand(0), All);
  if (!Test)
    return false;
  if ((Cmp.getPredicate() == ICmpInst::ICMP_EQ) != All)
    Test = B.CreateNot(Test);
  Cmp.replaceAllUsesWith(Test);
  Cmp.eraseFromParent();
  if (Cast->use_empty())
    Cast->eraseFromParent();
  return true;
}

/// A vector reduction that ExpandReductions left (it keeps the NaN-aware
/// ones), element by element in order; min/max combine through their
/// intrinsics, which this pass then lowers in turn.
static Value *expandReduction(IRBuilder<> &B, IntrinsicInst &II) {
  Intrinsic::ID ID = II.getIntrinsicID();
  if (ID == Intrinsic::vector_reduce_or || ID == Intrinsic::vector_reduce_and)
    if (Value *V = anyOrAll(B, arg(II, 0), ID == Intrinsic::vector_reduce_and))
      return V;
  bool Ordered = ID == Intrinsic::vector_reduce_fadd ||
                 ID == Intrinsic::vector_reduce_fmul;
  Value *Vec = arg(II, Ordered ? 1 : 0);
  unsigned N = cast<FixedVectorType>(Vec->getType())->getNumElements();
  Value *Acc = Ordered ? arg(II, 0) : B.CreateExtractElement(Vec, uint64_t(0));
  for (unsigned I = Ordered ? 0 : 1; I < N; ++I) {
    Value *E = B.CreateExtractElement(Vec, uint64_t(I));
    switch (ID) {
    case Intrinsic::vector_reduce_add: Acc = B.CreateAdd(Acc, E); break;
    case Intrinsic::vector_reduce_mul: Acc = B.CreateMul(Acc, E); break;
    case Intrinsic::vector_reduce_and: Acc = B.CreateAnd(Acc, E); break;
    case Intrinsic::vector_reduce_or: Acc = B.CreateOr(Acc, E); break;
    case Intrinsic::vector_reduce_xor: Acc = B.CreateXor(Acc, E); break;
    case Intrinsic::vector_reduce_fadd: Acc = B.CreateFAdd(Acc, E); break;
    case Intrinsic::vector_reduce_fmul: Acc = B.CreateFMul(Acc, E); break;
    default: {
      Intrinsic::ID Op = getMinMaxReductionIntrinsicOp(ID);
      Acc = B.CreateBinaryIntrinsic(Op, Acc, E);
      break;
    }
    }
  }
  return Acc;
}

/// clz / ctz of an integer width OpenCL.std lacks (ExpandLargeDivRem's
/// loops count the zeros of an i128): i3..i63 in the next power of two,
/// wider ones from the low 64 bits and the rest (in turn lowered here),
/// vectors of such lanes lane by lane.
static Value *expandCountZeros(IRBuilder<> &B, IntrinsicInst &II) {
  Intrinsic::ID ID = II.getIntrinsicID();
  bool Leading = ID == Intrinsic::ctlz;
  Type *Ty = II.getType();
  Value *X = arg(II, 0);
  unsigned W = Ty->getScalarSizeInBits();
  if (isLegalIntegerWidth(W))
    return callOpenCLStd(B, Leading ? "clz" : "ctz", Ty, {X});
  // A vector of odd lanes (<3 x i33>) lane by lane.
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    Value *R = PoisonValue::get(VT);
    for (unsigned L = 0; L < VT->getNumElements(); ++L) {
      Value *Lane = B.CreateExtractElement(X, B.getInt32(L));
      R = B.CreateInsertElement(
          R, B.CreateIntrinsic(ID, {Lane->getType()}, {Lane, B.getFalse()}),
          B.getInt32(L));
    }
    return R;
  }
  if (W < 64) {
    unsigned C = std::max<unsigned>(8, PowerOf2Ceil(W));
    Type *CT = B.getIntNTy(C);
    Value *Wide = B.CreateZExt(X, CT);
    if (Leading)
      return B.CreateTrunc(B.CreateSub(callOpenCLStd(B, "clz", CT, {Wide}),
                                       ConstantInt::get(CT, C - W)),
                           Ty);
    // The bits above the width are set, so ctz(0) is the width.
    Wide = B.CreateOr(Wide, ConstantInt::get(CT, APInt::getBitsSetFrom(C, W)));
    return B.CreateTrunc(callOpenCLStd(B, "ctz", CT, {Wide}), Ty);
  }
  Type *RestTy = B.getIntNTy(W - 64);
  Value *Lo = B.CreateTrunc(X, B.getInt64Ty());
  Value *Hi = B.CreateTrunc(B.CreateLShr(X, 64), RestTy);
  auto Count = [&](Value *V) {
    return B.CreateZExt(
        B.CreateIntrinsic(ID, {V->getType()}, {V, B.getFalse()}), Ty);
  };
  if (Leading)
    return B.CreateSelect(B.CreateIsNull(Hi),
                          B.CreateAdd(Count(Lo), ConstantInt::get(Ty, W - 64)),
                          Count(Hi));
  return B.CreateSelect(B.CreateIsNull(Lo),
                        B.CreateAdd(Count(Hi), ConstantInt::get(Ty, 64)),
                        Count(Lo));
}

/// stacksave gives a pointer nobody may read through; with only static
/// allocas (dynamic ones are refused) stackrestore has nothing to undo.
static Value *expandStackSave(IRBuilder<> &B, IntrinsicInst &II) {
  return Constant::getNullValue(II.getType());
}

/// ptrmask (AtomicExpand's word of a 16-bit atomic, aligned allocators):
/// the pointer less the bits the mask clears, a byte offset from it, so it
/// keeps its address space and what it points into.
static Value *expandPtrMask(IRBuilder<> &B, IntrinsicInst &II) {
  Value *Ptr = II.getArgOperand(0), *Mask = II.getArgOperand(1);
  if (Ptr->getType()->isVectorTy())
    return nullptr;
  Value *Addr = B.CreatePtrToInt(Ptr, Mask->getType());
  Value *Cleared = B.CreateSub(B.CreateAnd(Addr, Mask), Addr);
  return B.CreateGEP(B.getInt8Ty(), Ptr, Cleared);
}

/// The text of an annotation: its string, then the constants of its
/// arguments struct, if any, as "text: 1, 2" (the translator's form).
static std::optional<std::string> annotationText(const Value *Str,
                                                 const Value *Args) {
  StringRef Text;
  if (!getConstantStringInfo(Str->stripPointerCasts(), Text))
    return std::nullopt;
  std::string Out = Text.str();
  auto *ArgsVar = dyn_cast_or_null<GlobalVariable>(
      Args ? Args->stripPointerCasts() : nullptr);
  auto *Fields = ArgsVar && ArgsVar->hasInitializer()
                     ? dyn_cast<ConstantStruct>(ArgsVar->getInitializer())
                     : nullptr;
  for (unsigned I = 0; Fields && I < Fields->getNumOperands(); ++I) {
    Out += I ? ", " : ": ";
    const Constant *Field = Fields->getOperand(I);
    StringRef FieldText;
    if (auto *CI = dyn_cast<ConstantInt>(Field))
      Out += CI->getBitWidth() == 1 ? std::to_string(CI->getZExtValue())
                                    : std::to_string(CI->getSExtValue());
    else if (getConstantStringInfo(Field->stripPointerCasts(), FieldText))
      Out += FieldText.str();
    else if (Field->isNullValue())
      Out += "0";
    else
      return std::nullopt;
  }
  return Out;
}

/// Appends UserSemantic \p Text to the !spirv.Decorations list of \p Object
/// (a global variable, an alloca or an annotated copy), which the emitter
/// writes as OpDecorate.
template <typename WithMetadata>
static void addUserSemantic(WithMetadata &Object, StringRef Text) {
  LLVMContext &Ctx = Object.getContext();
  Metadata *Decoration[] = {
      ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx),
                                               SPIRV::Decoration::UserSemantic)),
      MDString::get(Ctx, Text)};
  SmallVector<Metadata *, 4> Decorations;
  if (MDNode *Old = Object.getMetadata("spirv.Decorations"))
    Decorations.append(Old->op_begin(), Old->op_end());
  Decorations.push_back(MDNode::get(Ctx, Decoration));
  Object.setMetadata("spirv.Decorations", MDNode::get(Ctx, Decorations));
}

/// llvm.var.annotation decorates the variable (alloca or global variable)
/// it names; llvm.ptr.annotation becomes an annotated copy of its pointer
/// (OpCopyObject decorated UserSemantic, as the translator reads it back).
/// An annotation of anything else, or whose text is not a constant string,
/// has no SPIR-V id to decorate and is dropped.
static Value *expandAnnotation(IRBuilder<> &B, IntrinsicInst &II) {
  Value *Ptr = II.getArgOperand(0);
  std::optional<std::string> Text =
      annotationText(II.getArgOperand(1), II.getArgOperand(4));
  if (II.getIntrinsicID() == Intrinsic::var_annotation) {
    Value *Object = Ptr->stripPointerCasts();
    if (Text && isa<AllocaInst>(Object))
      addUserSemantic(*cast<AllocaInst>(Object), *Text);
    else if (Text && isa<GlobalVariable>(Object))
      addUserSemantic(*cast<GlobalVariable>(Object), *Text);
    return &II;
  }
  if (!Text)
    return Ptr;
  auto *PtrTy = cast<PointerType>(Ptr->getType());
  Module &M = *II.getModule();
  FunctionCallee Marker = M.getOrInsertFunction(
      (AnnotatedCopyMarkerPrefix + "p" + Twine(PtrTy->getAddressSpace())).str(),
      FunctionType::get(PtrTy, {PtrTy}, false));
  CallInst *Copy = B.CreateCall(Marker, {Ptr});
  addUserSemantic(*Copy, *Text);
  return Copy;
}

//===----------------------------------------------------------------------===//
// Intel's accuracy-annotated intrinsics (llvm.fpbuiltin.*)
//===----------------------------------------------------------------------===//

namespace {
/// An llvm.fpbuiltin.<Name>: the core instruction or OpenCL.std function
/// that computes it, and how accurate OpenCL guarantees that to be for
/// float and double (the OpenCL C specification's ULP tables, full
/// profile), in ulp; 0 is correctly rounded.
struct FPBuiltin {
  const char *Name;
  unsigned Opcode;      // a core instruction (SPIRV::OpFAdd...), or 0
  const char *OpenCL;   // else this OpenCL.std function
  float FloatULP, DoubleULP;
  /// Operands: of the result's type, but ldexp's exponent (an integer).
  unsigned NumArgs = 1;
};
} // namespace

static const FPBuiltin FPBuiltins[] = {
    {"fadd", SPIRV::OpFAdd, nullptr, 0, 0, 2},
    {"fsub", SPIRV::OpFSub, nullptr, 0, 0, 2},
    {"fmul", SPIRV::OpFMul, nullptr, 0, 0, 2},
    {"fdiv", SPIRV::OpFDiv, nullptr, 2.5, 0, 2},
    {"frem", SPIRV::OpFRem, nullptr, 0, 0, 2},
    {"sqrt", 0, "sqrt", 3, 0},
    {"rsqrt", 0, "rsqrt", 2, 2},
    {"ldexp", 0, "ldexp", 0, 0, 2},
    {"sin", 0, "sin", 4, 4},
    {"cos", 0, "cos", 4, 4},
    {"tan", 0, "tan", 5, 5},
    {"sinh", 0, "sinh", 4, 4},
    {"cosh", 0, "cosh", 4, 4},
    {"tanh", 0, "tanh", 5, 5},
    {"asin", 0, "asin", 4, 4},
    {"acos", 0, "acos", 4, 4},
    {"atan", 0, "atan", 5, 5},
    {"atan2", 0, "atan2", 6, 6, 2},
    {"asinh", 0, "asinh", 4, 4},
    {"acosh", 0, "acosh", 4, 4},
    {"atanh", 0, "atanh", 5, 5},
    {"exp", 0, "exp", 3, 3},
    {"exp2", 0, "exp2", 3, 3},
    {"exp10", 0, "exp10", 3, 3},
    {"expm1", 0, "expm1", 3, 3},
    {"log", 0, "log", 3, 3},
    {"log2", 0, "log2", 3, 3},
    {"log10", 0, "log10", 3, 3},
    {"log1p", 0, "log1p", 2, 2},
    {"hypot", 0, "hypot", 4, 4, 2},
    {"pow", 0, "pow", 16, 16, 2},
    {"erf", 0, "erf", 16, 16},
    {"erfc", 0, "erfc", 16, 16},
};

static constexpr StringRef FPBuiltinPrefix = "llvm.fpbuiltin.";
static constexpr StringRef MaxErrorAttribute = "fpbuiltin-max-error";

bool llvm::isFPBuiltin(const Function &F) {
  return F.getName().starts_with(FPBuiltinPrefix);
}

static const FPBuiltin *lookupFPBuiltin(const Function &F) {
  StringRef Name = F.getName();
  if (!Name.consume_front(FPBuiltinPrefix))
    return nullptr;
  Name = Name.split('.').first;
  for (const FPBuiltin &E : FPBuiltins)
    if (Name == E.Name)
      return &E;
  return nullptr;
}

namespace {
/// How a call of an llvm.fpbuiltin is lowered: by \c Entry, its result
/// decorated FPMaxErrorDecorationINTEL \c Bound when that is set.
struct FPBuiltinPlan {
  const FPBuiltin *Entry = nullptr;
  std::optional<float> Bound;
  /// Why the call cannot be lowered, when Entry is null.
  std::string Refusal;
};
} // namespace

/// Without the attribute the function has the accuracy of the plain
/// intrinsic (none is promised); with it, the OpenCL.std function (or core
/// instruction) must meet the bound, or SPV_INTEL_fp_max_error carries the
/// bound to the consumer, whose compiler then chooses the implementation.
static FPBuiltinPlan planFPBuiltin(const CallBase &Call,
                                   bool CanDecorate) {
  FPBuiltinPlan Plan;
  const Function &Callee = *Call.getCalledFunction();
  const FPBuiltin *E = lookupFPBuiltin(Callee);
  Type *Ty = Call.getType(), *Scalar = Ty->getScalarType();
  auto OperandOK = [&](unsigned I) {
    Type *T = Call.getArgOperand(I)->getType();
    if (I == 1 && StringRef(E->Name) == "ldexp")
      return T->isIntOrIntVectorTy(32) &&
             (!Ty->isVectorTy() || T->getScalarType() == T ||
              cast<FixedVectorType>(T)->getNumElements() ==
                  cast<FixedVectorType>(Ty)->getNumElements());
    return T == Ty;
  };
  if (!E || !(Scalar->isHalfTy() || Scalar->isFloatTy() || Scalar->isDoubleTy()) ||
      Call.arg_size() != E->NumArgs || !OperandOK(0) ||
      (E->NumArgs > 1 && !OperandOK(1))) {
    Plan.Refusal = ("intrinsic @" + Callee.getName()).str();
    return Plan;
  }
  Attribute A = Call.getFnAttr(MaxErrorAttribute);
  if (!A.isValid() || !A.isStringAttribute()) {
    Plan.Entry = E;
    return Plan;
  }
  StringRef Text = A.getValueAsString();
  double Bound;
  if (Text.getAsDouble(Bound) || !(Bound > 0)) {
    Plan.Refusal = ("intrinsic @" + Callee.getName() + " with \"" +
                    MaxErrorAttribute + "\"=\"" + Text + "\"")
                       .str();
    return Plan;
  }
  // A decorated result must be the instruction's own (a marker's or an
  // OpenCL.std call's), so of a type nothing legalizes.
  if (CanDecorate && isLegalValueType(Ty)) {
    Plan.Entry = E;
    Plan.Bound = float(Bound);
    return Plan;
  }
  // OpenCL's ULP tables for half differ by function and are not
  // reproduced here: a bound on half needs the extension.
  std::optional<float> ULP;
  if (Scalar->isFloatTy())
    ULP = E->FloatULP;
  else if (Scalar->isDoubleTy())
    ULP = E->DoubleULP;
  // Correctly rounded is within half an ulp.
  if (ULP && std::max(*ULP, 0.5f) <= Bound) {
    Plan.Entry = E;
    return Plan;
  }
  std::string Guarantee;
  raw_string_ostream OS(Guarantee);
  if (!ULP)
    OS << "of an accuracy the target does not know";
  else if (*ULP == 0)
    OS << "correctly rounded";
  else
    OS << "accurate to " << format("%g", *ULP) << " ulp";
  Plan.Refusal =
      ("intrinsic @" + Callee.getName() + " with \"" + MaxErrorAttribute +
       "\"=\"" + Text + "\" (OpenCL's " + E->Name + " on " +
       typeName(Scalar) + " is " + Guarantee +
       (CanDecorate ? "" : "; SPV_INTEL_fp_max_error, which would carry the "
                           "bound, is not enabled: --spirv-ext") +
       ")")
          .str();
  return Plan;
}

std::string llvm::fpBuiltinRefusal(const CallBase &Call,
                                   const SPIRVSubtarget &ST) {
  return planFPBuiltin(Call, ST.canUseExtension(
                                 SPIRV::Extension::SPV_INTEL_fp_max_error))
      .Refusal;
}

static Value *lowerFPBuiltin(IRBuilder<> &B, IntrinsicInst &II,
                             const FPBuiltinPlan &Plan) {
  const FPBuiltin &E = *Plan.Entry;
  Type *Ty = II.getType();
  SmallVector<Value *, 2> Args(II.args());
  Value *A = Args[0], *C = Args.size() > 1 ? Args[1] : nullptr;
  CallInst *Call;
  if (E.Opcode && !Plan.Bound) {
    switch (E.Opcode) {
    case SPIRV::OpFAdd: return B.CreateFAdd(A, C);
    case SPIRV::OpFSub: return B.CreateFSub(A, C);
    case SPIRV::OpFMul: return B.CreateFMul(A, C);
    case SPIRV::OpFDiv: return B.CreateFDiv(A, C);
    default: return B.CreateFRem(A, C);
    }
  }
  if (E.Opcode) {
    Call = createCoreInstruction(B, E.Opcode, Ty, Args);
  } else {
    // ldexp's exponent is a scalar in LLVM, a vector in OpenCL.std.
    if (auto *VT = dyn_cast<FixedVectorType>(Ty))
      for (Value *&Arg : Args)
        if (!Arg->getType()->isVectorTy())
          Arg = B.CreateVectorSplat(VT->getNumElements(), Arg);
    Call = callOpenCLStd(B, E.OpenCL, Ty, Args);
  }
  if (Plan.Bound) {
    LLVMContext &Ctx = II.getContext();
    Metadata *Decoration[] = {
        ConstantAsMetadata::get(
            B.getInt32(SPIRV::Decoration::FPMaxErrorDecorationINTEL)),
        ConstantAsMetadata::get(ConstantFP::get(B.getFloatTy(), *Plan.Bound))};
    Call->setMetadata("spirv.Decorations",
                      MDNode::get(Ctx, {MDNode::get(Ctx, Decoration)}));
  }
  return Call;
}

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

static IntrinsicRow keep(Intrinsic::ID ID) { return {ID, Lowering::Keep}; }
static IntrinsicRow drop(Intrinsic::ID ID) { return {ID, Lowering::Drop}; }
static IntrinsicRow forward(Intrinsic::ID ID) {
  return {ID, Lowering::Forward};
}
static IntrinsicRow floating(Intrinsic::ID ID, const char *Name, unsigned N = 1) {
  return {ID, Lowering::ExtInst, Name, nullptr, nullptr, N};
}
static IntrinsicRow integer(Intrinsic::ID ID, const char *S, const char *U,
                            unsigned N) {
  return {ID, Lowering::ExtInst, nullptr, S, U, N};
}
static IntrinsicRow expand(Intrinsic::ID ID, Expander E) {
  return {ID, Lowering::Expand, nullptr, nullptr, nullptr, 0, E};
}

static const IntrinsicRow IntrinsicTable[] = {
    // Lowered by the machine pipeline: memcpy is OpCopyMemorySized, memset
    // and memmove are loops (spirv-lower-mem-intrinsics), lifetime markers
    // and debug information are dropped by the selector.
    keep(Intrinsic::memcpy), keep(Intrinsic::memcpy_inline),
    keep(Intrinsic::memset), keep(Intrinsic::memset_inline),
    keep(Intrinsic::memmove), keep(Intrinsic::lifetime_start),
    keep(Intrinsic::lifetime_end), keep(Intrinsic::dbg_declare),
    keep(Intrinsic::dbg_value), keep(Intrinsic::dbg_label),
    // Hints and markers without a SPIR-V meaning. trap and its kin: Kernel
    // SPIR-V cannot stop an invocation, and what follows is unreachable.
    drop(Intrinsic::assume), drop(Intrinsic::experimental_noalias_scope_decl),
    drop(Intrinsic::invariant_start), drop(Intrinsic::invariant_end),
    drop(Intrinsic::fake_use), drop(Intrinsic::donothing),
    drop(Intrinsic::sideeffect),
    drop(Intrinsic::codeview_annotation),
    drop(Intrinsic::trap), drop(Intrinsic::debugtrap),
    drop(Intrinsic::ubsantrap), drop(Intrinsic::stackrestore),
    drop(Intrinsic::instrprof_increment),
    drop(Intrinsic::instrprof_increment_step),
    drop(Intrinsic::instrprof_value_profile),
    forward(Intrinsic::expect), forward(Intrinsic::expect_with_probability),
    forward(Intrinsic::arithmetic_fence),
    forward(Intrinsic::annotation),
    forward(Intrinsic::launder_invariant_group),
    forward(Intrinsic::strip_invariant_group),
    // A thread_local variable's own address: spirv-check-module allows them
    // only in private memory, which each work-item has its own of.
    forward(Intrinsic::threadlocal_address),
    // OpenCL.std functions.
    integer(Intrinsic::smax, "s_max", nullptr, 2),
    integer(Intrinsic::smin, "s_min", nullptr, 2),
    integer(Intrinsic::umax, nullptr, "u_max", 2),
    integer(Intrinsic::umin, nullptr, "u_min", 2),
    integer(Intrinsic::abs, "s_abs", nullptr, 1),
    integer(Intrinsic::ctpop, nullptr, "popcount", 1),
    // OpenCL defines clz(0) and ctz(0) as the width: right for both forms.
    expand(Intrinsic::ctlz, expandCountZeros),
    expand(Intrinsic::cttz, expandCountZeros),
    integer(Intrinsic::sadd_sat, "s_add_sat", nullptr, 2),
    integer(Intrinsic::uadd_sat, nullptr, "u_add_sat", 2),
    integer(Intrinsic::ssub_sat, "s_sub_sat", nullptr, 2),
    integer(Intrinsic::usub_sat, nullptr, "u_sub_sat", 2),
    floating(Intrinsic::fabs, "fabs"), floating(Intrinsic::copysign, "copysign", 2),
    floating(Intrinsic::minnum, "fmin", 2), floating(Intrinsic::maxnum, "fmax", 2),
    floating(Intrinsic::ceil, "ceil"), floating(Intrinsic::floor, "floor"),
    floating(Intrinsic::trunc, "trunc"), floating(Intrinsic::rint, "rint"),
    floating(Intrinsic::nearbyint, "rint"), floating(Intrinsic::round, "round"),
    // Kernels round to nearest even by default.
    floating(Intrinsic::roundeven, "rint"), floating(Intrinsic::sqrt, "sqrt"),
    floating(Intrinsic::fma, "fma", 3), expand(Intrinsic::fmuladd, expandMulAdd),
    floating(Intrinsic::sin, "sin"), floating(Intrinsic::cos, "cos"),
    floating(Intrinsic::tan, "tan"), floating(Intrinsic::asin, "asin"),
    floating(Intrinsic::acos, "acos"), floating(Intrinsic::atan, "atan"),
    floating(Intrinsic::atan2, "atan2", 2), floating(Intrinsic::sinh, "sinh"),
    floating(Intrinsic::cosh, "cosh"), floating(Intrinsic::tanh, "tanh"),
    floating(Intrinsic::exp, "exp"), floating(Intrinsic::exp2, "exp2"),
    floating(Intrinsic::exp10, "exp10"), floating(Intrinsic::log, "log"),
    floating(Intrinsic::log2, "log2"), floating(Intrinsic::log10, "log10"),
    floating(Intrinsic::pow, "pow", 2), floating(Intrinsic::powi, "pown", 2),
    floating(Intrinsic::ldexp, "ldexp", 2),
    // Expansions.
    expand(Intrinsic::sadd_with_overflow, expandWithOverflow),
    expand(Intrinsic::uadd_with_overflow, expandWithOverflow),
    expand(Intrinsic::ssub_with_overflow, expandWithOverflow),
    expand(Intrinsic::usub_with_overflow, expandWithOverflow),
    expand(Intrinsic::smul_with_overflow, expandWithOverflow),
    expand(Intrinsic::umul_with_overflow, expandWithOverflow),
    expand(Intrinsic::stepvector, expandVectorShape),
    expand(Intrinsic::vector_reverse, expandVectorShape),
    expand(Intrinsic::vector_splice_left, expandVectorShape),
    expand(Intrinsic::vector_splice_right, expandVectorShape),
    expand(Intrinsic::vector_extract, expandVectorShape),
    expand(Intrinsic::vector_insert, expandVectorShape),
    expand(Intrinsic::sshl_sat, expandShiftSat),
    expand(Intrinsic::ushl_sat, expandShiftSat),
    expand(Intrinsic::fshl, expandFunnelShift),
    expand(Intrinsic::fshr, expandFunnelShift),
    expand(Intrinsic::bitreverse, expandReverse),
    expand(Intrinsic::bswap, expandReverse),
    expand(Intrinsic::scmp, expandCompare),
    expand(Intrinsic::ucmp, expandCompare),
    expand(Intrinsic::smul_fix, expandMulFix),
    expand(Intrinsic::umul_fix, expandMulFix),
    expand(Intrinsic::smul_fix_sat, expandMulFix),
    expand(Intrinsic::umul_fix_sat, expandMulFix),
    expand(Intrinsic::fptosi_sat, expandFPToIntSat),
    expand(Intrinsic::fptoui_sat, expandFPToIntSat),
    expand(Intrinsic::minimum, expandMinMax),
    expand(Intrinsic::maximum, expandMinMax),
    expand(Intrinsic::minimumnum, expandMinMax),
    expand(Intrinsic::maximumnum, expandMinMax),
    expand(Intrinsic::lround, expandRoundToInt),
    expand(Intrinsic::llround, expandRoundToInt),
    expand(Intrinsic::lrint, expandRoundToInt),
    expand(Intrinsic::llrint, expandRoundToInt),
    expand(Intrinsic::frexp, expandFrexp),
    expand(Intrinsic::modf, expandModf),
    expand(Intrinsic::sincos, expandSincos),
    expand(Intrinsic::canonicalize, expandCanonicalize),
    expand(Intrinsic::is_fpclass, expandIsFPClass),
    expand(Intrinsic::stacksave, expandStackSave),
    expand(Intrinsic::ptrmask, expandPtrMask),
    expand(Intrinsic::var_annotation, expandAnnotation),
    expand(Intrinsic::ptr_annotation, expandAnnotation),
    expand(Intrinsic::vector_reduce_add, expandReduction),
    expand(Intrinsic::vector_reduce_mul, expandReduction),
    expand(Intrinsic::vector_reduce_and, expandReduction),
    expand(Intrinsic::vector_reduce_or, expandReduction),
    expand(Intrinsic::vector_reduce_xor, expandReduction),
    expand(Intrinsic::vector_reduce_smax, expandReduction),
    expand(Intrinsic::vector_reduce_smin, expandReduction),
    expand(Intrinsic::vector_reduce_umax, expandReduction),
    expand(Intrinsic::vector_reduce_umin, expandReduction),
    expand(Intrinsic::vector_reduce_fadd, expandReduction),
    expand(Intrinsic::vector_reduce_fmul, expandReduction),
    expand(Intrinsic::vector_reduce_fmax, expandReduction),
    expand(Intrinsic::vector_reduce_fmin, expandReduction),
    expand(Intrinsic::vector_reduce_fmaximum, expandReduction),
    expand(Intrinsic::vector_reduce_fminimum, expandReduction),
    expand(Intrinsic::experimental_constrained_fadd, expandConstrained),
    expand(Intrinsic::experimental_constrained_fsub, expandConstrained),
    expand(Intrinsic::experimental_constrained_fmul, expandConstrained),
    expand(Intrinsic::experimental_constrained_fdiv, expandConstrained),
    expand(Intrinsic::experimental_constrained_frem, expandConstrained),
    expand(Intrinsic::experimental_constrained_fma, expandConstrained),
    expand(Intrinsic::experimental_constrained_fmuladd, expandConstrained),
    expand(Intrinsic::experimental_constrained_sqrt, expandConstrained),
    expand(Intrinsic::experimental_constrained_fptosi, expandConstrained),
    expand(Intrinsic::experimental_constrained_fptoui, expandConstrained),
    expand(Intrinsic::experimental_constrained_sitofp, expandConstrained),
    expand(Intrinsic::experimental_constrained_uitofp, expandConstrained),
    expand(Intrinsic::experimental_constrained_fptrunc, expandConstrained),
    expand(Intrinsic::experimental_constrained_fpext, expandConstrained),
    expand(Intrinsic::experimental_constrained_fcmp, expandConstrained),
    expand(Intrinsic::experimental_constrained_fcmps, expandConstrained),
};

static const IntrinsicRow *lookupIntrinsic(Intrinsic::ID ID) {
  for (const IntrinsicRow &Row : IntrinsicTable)
    if (Row.ID == ID)
      return &Row;
  return nullptr;
}

bool llvm::isIntrinsicKeptForMachinePipeline(Intrinsic::ID ID) {
  const IntrinsicRow *Row = lookupIntrinsic(ID);
  return Row && Row->How == Lowering::Keep;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
class SPIRVLowerIntrinsics : public ModulePass {
public:
  static char ID;
  SPIRVLowerIntrinsics() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "SPIR-V lower intrinsics";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetPassConfig>();
  }
  bool runOnModule(Module &M) override;
};
} // namespace

char SPIRVLowerIntrinsics::ID = 0;

INITIALIZE_PASS_BEGIN(SPIRVLowerIntrinsics, DEBUG_TYPE,
                      "SPIR-V lower intrinsics", false, false)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(SPIRVLowerIntrinsics, DEBUG_TYPE, "SPIR-V lower intrinsics",
                    false, false)

ModulePass *llvm::createSPIRVLowerIntrinsicsPass() {
  return new SPIRVLowerIntrinsics();
}

/// The value that replaces \p II, or null to leave the call (and let
/// spirv-check-module report it).
static Value *lower(const IntrinsicRow &Row, IntrinsicInst &II) {
  IRBuilder<> B(&II);
  switch (Row.How) {
  case Lowering::Keep:
    return nullptr;
  case Lowering::Drop:
    return II.getType()->isVoidTy() ? static_cast<Value *>(&II)
                                    : PoisonValue::get(II.getType());
  case Lowering::Forward:
    return arg(II, 0);
  case Lowering::ExtInst: {
    Type *Scalar = II.getType()->getScalarType();
    const char *Name = Scalar->isFloatingPointTy() ? Row.Float
                       : Row.Signed                ? Row.Signed
                                                   : Row.Unsigned;
    if (!Name || !(Scalar->isFloatingPointTy() || Scalar->isIntegerTy()))
      return nullptr;
    // OpenCL.std wants vector operands where the result is a vector (the
    // exponent of powi and ldexp is a scalar in LLVM). A vector length
    // SPIR-V lacks is the legalizer's (legalizeExtInstVectors).
    auto *VT = dyn_cast<FixedVectorType>(II.getType());
    SmallVector<Value *, 3> Args;
    for (unsigned I = 0; I < Row.NumArgs; ++I) {
      Value *A = arg(II, I);
      if (VT && !A->getType()->isVectorTy())
        A = B.CreateVectorSplat(VT->getNumElements(), A);
      Args.push_back(A);
    }
    if (Scalar->isIntegerTy())
      return callOpenCLStdInteger(B, Name, II.getType(), Args);
    return callOpenCLStd(B, Name, II.getType(), Args);
  }
  case Lowering::Expand:
    return Row.Expand(B, II);
  }
  return nullptr;
}

/// @llvm.global.annotations (clang's __attribute__((annotate("text"))) on a
/// global variable) become UserSemantic "text" decorations of the variable,
/// through !spirv.Decorations as the emitter reads them. Annotations of
/// functions have no SPIR-V form here and go with the list.
static bool annotationsAsDecorations(Module &M) {
  GlobalVariable *List = M.getGlobalVariable("llvm.global.annotations");
  if (!List)
    return false;
  if (auto *Entries = dyn_cast_or_null<ConstantArray>(
          List->hasInitializer() ? List->getInitializer() : nullptr)) {
    for (const Use &U : Entries->operands()) {
      auto *Entry = dyn_cast<ConstantStruct>(U);
      if (!Entry || Entry->getNumOperands() < 2)
        continue;
      auto *GV = dyn_cast<GlobalVariable>(
          Entry->getOperand(0)->stripPointerCasts());
      std::optional<std::string> Text = annotationText(
          Entry->getOperand(1),
          Entry->getNumOperands() > 4 ? Entry->getOperand(4) : nullptr);
      if (GV && Text)
        addUserSemantic(*GV, *Text);
    }
  }
  List->eraseFromParent();
  return true;
}

/// Whether \p Name is intrinsic \p Base, maybe with overload suffixes.
static bool isIntrinsicNamed(StringRef Name, StringRef Base) {
  return Name.consume_front(Base) && (Name.empty() || Name.starts_with("."));
}

/// Intel's vector-compute accesses to a whole variable, which LLVM does not
/// know (llvm.genx.vload(ptr), llvm.genx.vstore(value, ptr): the
/// translator's SPV_INTEL_vector_compute inputs read their globals so):
/// volatile loads and stores, as vector compute means them. \p II itself
/// for a store (to erase), null for any other call.
static Value *lowerGenXAccess(IntrinsicInst &II) {
  StringRef Name = II.getCalledFunction()->getName();
  const DataLayout &DL = II.getDataLayout();
  IRBuilder<> B(&II);
  if (isIntrinsicNamed(Name, "llvm.genx.vload") && II.arg_size() == 1 &&
      II.getArgOperand(0)->getType()->isPointerTy() && !II.getType()->isVoidTy()) {
    Value *Ptr = II.getArgOperand(0);
    return B.CreateAlignedLoad(II.getType(), Ptr, Ptr->getPointerAlignment(DL),
                               /*isVolatile=*/true);
  }
  if (isIntrinsicNamed(Name, "llvm.genx.vstore") && II.arg_size() == 2 &&
      II.getArgOperand(1)->getType()->isPointerTy() && II.getType()->isVoidTy()) {
    Value *Ptr = II.getArgOperand(1);
    B.CreateAlignedStore(II.getArgOperand(0), Ptr, Ptr->getPointerAlignment(DL),
                         /*isVolatile=*/true);
    return &II;
  }
  return nullptr;
}

/// C's lround, llround, lrint and llrint (with f for float), which C++'s
/// std::lround reaches when errno rules keep the call: the intrinsic of the
/// same name (OpenCL has no errno), which the table then expands. False for
/// any other call, or one whose signature is not C's.
static bool libmRoundToIntAsIntrinsic(CallInst &CI) {
  Function *F = CI.getCalledFunction();
  if (!F || !F->isDeclaration() || F->isIntrinsic() || CI.arg_size() != 1)
    return false;
  StringRef Name = F->getName();
  Type *Arg = CI.getArgOperand(0)->getType();
  if (Name.consume_back("f") != Arg->isFloatTy() || !(Arg->isFloatTy() || Arg->isDoubleTy()) ||
      !CI.getType()->isIntegerTy())
    return false;
  Intrinsic::ID ID = StringSwitch<Intrinsic::ID>(Name)
                         .Case("lround", Intrinsic::lround)
                         .Case("llround", Intrinsic::llround)
                         .Case("lrint", Intrinsic::lrint)
                         .Case("llrint", Intrinsic::llrint)
                         .Default(Intrinsic::not_intrinsic);
  if (ID == Intrinsic::not_intrinsic)
    return false;
  IRBuilder<> B(&CI);
  Value *R = B.CreateIntrinsic(ID, {CI.getType(), Arg}, {CI.getArgOperand(0)});
  CI.replaceAllUsesWith(R);
  CI.eraseFromParent();
  return true;
}

/// The hints SPIR-V has instructions for, where the user enabled their
/// extension: llvm.assume is OpAssumeTrueKHR and llvm.expect OpExpectKHR
/// (SPV_KHR_expect_assume), llvm.arithmetic.fence OpArithmeticFenceEXT
/// (SPV_EXT_arithmetic_fence). Null otherwise: the table drops or forwards
/// them.
static Value *lowerHintInstruction(IntrinsicInst &II, bool ExpectAssume,
                                   bool Fence) {
  IRBuilder<> B(&II);
  switch (II.getIntrinsicID()) {
  case Intrinsic::assume:
    if (!ExpectAssume)
      return nullptr;
    createCoreInstruction(B, SPIRV::OpAssumeTrueKHR, B.getVoidTy(), {arg(II, 0)});
    return &II;
  case Intrinsic::expect:
  case Intrinsic::expect_with_probability:
    if (!ExpectAssume)
      return nullptr;
    return createCoreInstruction(B, SPIRV::OpExpectKHR, II.getType(),
                                 {arg(II, 0), arg(II, 1)});
  case Intrinsic::arithmetic_fence:
    if (!Fence)
      return nullptr;
    return createCoreInstruction(B, SPIRV::OpArithmeticFenceEXT, II.getType(),
                                 {arg(II, 0)});
  default:
    return nullptr;
  }
}

std::string llvm::inlineAsmRefusal(const CallBase &Call, const SPIRVSubtarget &ST) {
  if (!ST.canUseExtension(SPIRV::Extension::SPV_INTEL_inline_assembly))
    return "inline assembly (needs SPV_INTEL_inline_assembly, which is not "
           "enabled: --spirv-ext)";
  // OpAsmINTEL has one result: several outputs are a struct.
  Type *Ret = Call.getType();
  if (!Ret->isVoidTy() && !isLegalValueType(Ret) && !Ret->isPointerTy())
    return "inline assembly with a result of this type (one scalar, vector "
           "or pointer output)";
  for (const Use &Arg : Call.args())
    if (!isLegalValueType(Arg->getType()) && !Arg->getType()->isPointerTy())
      return "inline assembly with an operand of this type";
  return "";
}

/// Inline assembly as a call of a marker of its function type, the asm
/// text and constraints in its !spirv.asm (call lowering makes it
/// OpAsmCallINTEL of an OpAsmINTEL): the module carries the assembly, and
/// the consumer that knows the target assembles it.
static void lowerInlineAsm(CallInst &Call) {
  const auto *Asm = cast<InlineAsm>(Call.getCalledOperand());
  Module &M = *Call.getModule();
  Function *Marker = Function::Create(Call.getFunctionType(), GlobalValue::ExternalLinkage,
                                      InlineAsmMarkerPrefix, M);
  SmallVector<Value *, 4> Args(Call.args());
  auto *New = CallInst::Create(Marker, Args, "", Call.getIterator());
  New->takeName(&Call);
  New->setDebugLoc(Call.getDebugLoc());
  LLVMContext &Ctx = M.getContext();
  SmallVector<Metadata *, 3> Operands{MDString::get(Ctx, Asm->getAsmString()),
                                      MDString::get(Ctx, Asm->getConstraintString())};
  if (Asm->hasSideEffects())
    Operands.push_back(MDString::get(Ctx, "sideeffect"));
  New->setMetadata(InlineAsmMetadata, MDNode::get(Ctx, Operands));
  Call.replaceAllUsesWith(New);
  Call.eraseFromParent();
}

bool SPIRVLowerIntrinsics::runOnModule(Module &M) {
  const SPIRVSubtarget &ST =
      getAnalysis<TargetPassConfig>().getTM<SPIRVTargetMachine>().getSubtarget();
  bool CanDecorateMaxError =
      ST.canUseExtension(SPIRV::Extension::SPV_INTEL_fp_max_error);
  bool CanReadClock = ST.canUseExtension(SPIRV::Extension::SPV_KHR_shader_clock);
  bool CanExpectAssume =
      ST.canUseExtension(SPIRV::Extension::SPV_KHR_expect_assume);
  bool CanFence = ST.canUseExtension(SPIRV::Extension::SPV_EXT_arithmetic_fence);
  bool CanReverseBits =
      ST.canUseExtension(SPIRV::Extension::SPV_KHR_bit_instructions);
  bool Changed = annotationsAsDecorations(M);
  Changed |= movePrintfStringsToConstantSpace(M);
  Changed |= prepareDeviceSideEnqueue(
      M, ST.canUseExtension(SPIRV::Extension::SPV_INTEL_function_pointers));
  for (Function &F : M) {
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      if (auto *Cmp = dyn_cast<ICmpInst>(&I))
        Changed |= lowerMaskTest(*Cmp);
      if (auto *CI = dyn_cast<CallInst>(&I); CI && libmRoundToIntAsIntrinsic(*CI)) {
        Changed = true;
        continue;
      }
      // Inline assembly where spirv-check-module will not refuse it.
      if (auto *CI = dyn_cast<CallInst>(&I);
          CI && CI->isInlineAsm() && inlineAsmRefusal(*CI, ST).empty()) {
        lowerInlineAsm(*CI);
        Changed = true;
        continue;
      }
      // SPIR-V has a floating-point atomic add only: fsub adds the negated
      // value (as cl_ext_float_atomics' atomic_fetch_sub does).
      if (auto *RMW = dyn_cast<AtomicRMWInst>(&I);
          RMW && RMW->getOperation() == AtomicRMWInst::FSub) {
        IRBuilder<> B(RMW);
        RMW->setOperand(1, B.CreateFNeg(RMW->getValOperand()));
        RMW->setOperation(AtomicRMWInst::FAdd);
        Changed = true;
      }
    }
    // Expansions may call intrinsics the table lowers too (a reduction
    // combines through llvm.minimum): rounds until nothing changes.
    for (bool Again = true; Again;) {
      Again = false;
      SmallVector<IntrinsicInst *, 16> Calls;
      for (Instruction &I : instructions(F))
        if (auto *II = dyn_cast<IntrinsicInst>(&I))
          Calls.push_back(II);
      for (IntrinsicInst *II : Calls) {
        Value *V = nullptr;
        if (II->getIntrinsicID() == Intrinsic::readcyclecounter) {
          // The device's clock (SPV_KHR_shader_clock); without the
          // extension spirv-check-module refuses the intrinsic.
          if (CanReadClock) {
            IRBuilder<> B(II);
            V = createCoreInstruction(B, SPIRV::OpReadClockKHR, II->getType(),
                                      {B.getInt32(SPIRV::Scope::Device)});
          }
        } else if (II->getIntrinsicID() == Intrinsic::bitreverse && CanReverseBits &&
                   widthOf(II->getType()) >= 8 && widthOf(II->getType()) <= 64 &&
                   isPowerOf2_32(widthOf(II->getType()))) {
          // OpBitReverse where the user enabled SPV_KHR_bit_instructions.
          IRBuilder<> B(II);
          V = createCoreInstruction(B, SPIRV::OpBitReverse, II->getType(), {arg(*II, 0)});
        } else if (Value *Hint =
                       lowerHintInstruction(*II, CanExpectAssume, CanFence)) {
          V = Hint;
        } else if (const IntrinsicRow *Row = lookupIntrinsic(II->getIntrinsicID())) {
          V = lower(*Row, *II);
        } else if (Value *Access = lowerGenXAccess(*II)) {
          V = Access;
        } else if (isFPBuiltin(*II->getCalledFunction())) {
          FPBuiltinPlan Plan = planFPBuiltin(*II, CanDecorateMaxError);
          if (Plan.Entry) {
            IRBuilder<> B(II);
            V = lowerFPBuiltin(B, *II, Plan);
          }
        }
        if (!V)
          continue;
        if (V != II) {
          if (auto *NewI = dyn_cast<Instruction>(V); NewI && !NewI->getDebugLoc())
            NewI->setDebugLoc(II->getDebugLoc());
          II->replaceAllUsesWith(V);
        }
        II->eraseFromParent();
        Changed = Again = true;
      }
    }
  }
  // Declarations of intrinsics nothing calls any more.
  for (Function &F : make_early_inc_range(M))
    if (F.isIntrinsic() && F.use_empty())
      F.eraseFromParent();
  return Changed;
}
