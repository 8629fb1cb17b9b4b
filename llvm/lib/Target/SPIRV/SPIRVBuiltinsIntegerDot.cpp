//===- SPIRVBuiltinsIntegerDot.cpp - cl_khr_integer_dot_product -----------===//
//
// dot and dot_acc_sat of integer vectors of 8- or 16-bit lanes (char4,
// short2, in any mix of signedness) and their 4x8packed forms on uints, and
// the translator's __spirv_{S,U,SU}Dot[AccSat][KHR][_R<type>] spellings of
// OpSDot / OpUDot / OpSUDot and their AccSat forms (vectors, or packed
// 4x8-bit integers with a PackedVectorFormat operand). Where the user
// enabled SPV_KHR_integer_dot_product, each is its instruction. Otherwise
// (the Level-Zero SPIR-V programming guide does not allow the extension, and
// the instructions are core only from SPIR-V 1.6) it is the exact sum of the
// widened products in core instructions (32 bits for 8-bit lanes, 64 for
// 16-bit ones), then, as the instructions define it, its low bits in the
// result type, or for the AccSat forms the accumulator added and the sum
// clamped to the result type's range (OpenCL.std s_add_sat / u_add_sat where
// the sum is as wide). The float dot is the relational family's OpDot.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVSubtarget.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;

/// Whether \p T is an operand the dot products take: a vector of 8- or
/// 16-bit integers.
static bool isDotVector(Type *T) {
  auto *VT = dyn_cast_or_null<FixedVectorType>(T);
  return VT && (VT->getElementType()->isIntegerTy(8) ||
                VT->getElementType()->isIntegerTy(16));
}

/// __spirv_SDotKHR_Rint and the like: the signedness of the operands, and
/// whether the accumulator is added with saturation; nullopt for other
/// names.
static std::optional<std::pair<uint8_t, bool>> translatorDot(StringRef Name) {
  if (!Name.consume_front("__spirv_"))
    return std::nullopt;
  StringRef Op = Name.split('_').first;
  uint8_t Signed;
  if (Op.consume_front("SU"))
    Signed = 1;
  else if (Op.consume_front("S"))
    Signed = 3;
  else if (Op.consume_front("U"))
    Signed = 0;
  else
    return std::nullopt;
  if (!Op.consume_front("Dot"))
    return std::nullopt;
  bool Accumulate = Op.consume_front("AccSat");
  if (!Op.empty() && Op != "KHR")
    return std::nullopt;
  return std::make_pair(Signed, Accumulate);
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  const Function &F = N.F;
  LLVMContext &Ctx = F.getContext();
  Type *Int = Type::getInt32Ty(Ctx);
  BuiltinDescription D = newDescription(BuiltinFamily::IntegerDot, IntegerDotFamily, N);
  if (std::optional<std::pair<uint8_t, bool>> T = translatorDot(N.Name)) {
    // (a, b[, accumulator][, packed vector format]): a and b vectors of
    // one type, or i32s of four packed bytes.
    Type *A = F.arg_size() ? F.getArg(0)->getType() : nullptr;
    Type *Ret = F.getReturnType();
    bool Packed = A == Int;
    unsigned Arity = 2 + T->second + Packed;
    bool OK = F.arg_size() == Arity && (Packed || isDotVector(A)) &&
              F.getArg(1)->getType() == A && Ret->isIntegerTy() &&
              Ret->getIntegerBitWidth() >= 8 && Ret->getIntegerBitWidth() <= 64 &&
              (!T->second || F.getArg(2)->getType() == Ret) &&
              (!Packed || F.getArg(Arity - 1)->getType() == Int);
    if (!OK) {
      D.Unsupported = unsupportedSignature(N);
      return D;
    }
    D.SignedOperands = T->first;
    D.Saturate = T->second;
    D.ParamTypes = {A, A};
    return D;
  }
  StringRef Rest = N.Name;
  if (!N.Mangled || !Rest.consume_front("dot"))
    return std::nullopt;
  bool Accumulate = Rest.consume_front("_acc_sat");
  bool Packed = Rest.consume_front("_4x8packed_");
  Type *Operand = Packed ? Int : (N.Params.empty() ? nullptr : N.Params[0].Ty);
  unsigned Arity = Accumulate ? 3 : 2;
  bool SignedA, SignedB;
  if (Packed) {
    // _uu_uint, _ss_int, _us_int, _su_int: the signedness of a, then of b.
    if (Rest.size() < 2 || !Rest.drop_front(2).consume_front("_"))
      return std::nullopt;
    SignedA = Rest[0] == 's';
    SignedB = Rest[1] == 's';
  } else {
    // The float dot is the relational family's.
    if (!Rest.empty() || N.Params.size() < 2 || !isDotVector(Operand))
      return std::nullopt;
    SignedA = N.Params[0].Signed;
    SignedB = N.Params[1].Signed;
  }
  bool OK = F.arg_size() == Arity && F.getReturnType() == Int;
  for (unsigned I = 0; OK && I < Arity; ++I)
    OK = F.getArg(I)->getType() == (I < 2 ? Operand : Int);
  if (!OK) {
    D.Unsupported = unsupportedSignature(N);
    return D;
  }
  // Bit 0: a is signed, bit 1: b is; the sum is unsigned only for uu.
  D.SignedOperands = (SignedA ? 1 : 0) | (SignedB ? 2 : 0);
  D.Saturate = Accumulate;
  D.ParamTypes = {Operand, Operand};
  return D;
}

/// The call as OpSDot / OpUDot / OpSUDot[AccSat], where the user enabled
/// SPV_KHR_integer_dot_product and the call's types are the instruction's:
/// a result as wide as the lanes at least, a packed format of 4x8Bit.
static bool lowerAsInstruction(MachineIRBuilder &B,
                               const CallLowering::CallLoweringInfo &Info,
                               const BuiltinDescription &D) {
  const auto &ST = B.getMF().getSubtarget<SPIRVSubtarget>();
  if (!ST.canUseExtension(SPIRV::Extension::SPV_KHR_integer_dot_product))
    return false;
  MachineRegisterInfo &MRI = *B.getMRI();
  Register Ret = Info.OrigRet.Regs[0];
  Type *Operand = D.ParamTypes[0];
  bool Packed = !Operand->isVectorTy();
  if (MRI.getType(Ret).getSizeInBits() < (Packed ? 8 : Operand->getScalarSizeInBits()))
    return false;
  unsigned Format = 2 + D.Saturate; // the translator's format operand
  if (Packed && Info.OrigArgs.size() > Format) {
    std::optional<APInt> V = getIConstantVRegVal(Info.OrigArgs[Format].Regs[0], MRI);
    if (!V || *V != SPIRV::PackedVectorFormat::PackedVectorFormat4x8Bit)
      return false;
  }
  // SUDot takes the signed vector first; dot(uchar4, char4) swaps them.
  unsigned First = D.SignedOperands == 2 ? 1 : 0;
  unsigned Opcode;
  switch (D.SignedOperands) {
  case 3: Opcode = D.Saturate ? SPIRV::OpSDotAccSat : SPIRV::OpSDot; break;
  case 0: Opcode = D.Saturate ? SPIRV::OpUDotAccSat : SPIRV::OpUDot; break;
  default: Opcode = D.Saturate ? SPIRV::OpSUDotAccSat : SPIRV::OpSUDot; break;
  }
  auto Arg = [&](unsigned I, Type *T) {
    return typedOperand(B, Info.OrigArgs[I].Regs[0], T);
  };
  setSPIRVType(B, Ret, Info.OrigRet.Ty);
  auto MIB = buildInstruction(B, Opcode, Ret)
                 .addUse(Arg(First, Operand))
                 .addUse(Arg(1 - First, Operand));
  if (D.Saturate)
    MIB.addUse(Arg(2, Info.OrigRet.Ty));
  if (Packed)
    MIB.addImm(SPIRV::PackedVectorFormat::PackedVectorFormat4x8Bit);
  return true;
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  if (lowerAsInstruction(B, Info, D))
    return true;
  MachineRegisterInfo &MRI = *B.getMRI();
  Register Ret = Info.OrigRet.Regs[0];
  unsigned W = MRI.getType(Ret).getSizeInBits();
  bool Signed = D.SignedOperands != 0; // the result: unsigned only for uu
  LLT OpTy = MRI.getType(Info.OrigArgs[0].Regs[0]);
  if (!OpTy.isVector())
    OpTy = LLT::fixed_vector(4, 8); // four packed bytes
  unsigned Lanes = OpTy.getNumElements();
  // Wide enough for the exact sum: 4 x 255 x 255 < 2^32; 16-bit lanes in 64.
  unsigned SumBits = OpTy.getScalarSizeInBits() == 8 ? 32 : 64;
  LLT SumTy = LLT::scalar(SumBits), Words = LLT::fixed_vector(Lanes, SumBits);
  auto Widened = [&](unsigned A) {
    Register V = Info.OrigArgs[A].Regs[0];
    if (MRI.getType(V) != OpTy)
      V = B.buildBitcast(OpTy, V).getReg(0); // the 4x8 packed integer
    bool SignedLane = D.SignedOperands & (1u << A);
    return SignedLane ? B.buildSExt(Words, V).getReg(0) : B.buildZExt(Words, V).getReg(0);
  };
  auto Products = B.buildMul(Words, Widened(0), Widened(1));
  Register Sum;
  for (unsigned Lane = 0; Lane < Lanes; ++Lane) {
    auto Element = B.buildExtractVectorElementConstant(SumTy, Products, Lane);
    Sum = Lane ? B.buildAdd(SumTy, Sum, Element).getReg(0) : Element.getReg(0);
  }
  auto Extend = [&](LLT Ty, Register R) {
    return Signed ? B.buildSExtOrTrunc(Ty, R).getReg(0) : B.buildZExtOrTrunc(Ty, R).getReg(0);
  };
  if (!D.Saturate) {
    // The low bits of the exact result.
    if (W == SumBits)
      B.buildCopy(Ret, Sum);
    else if (W < SumBits)
      B.buildTrunc(Ret, Sum);
    else
      Signed ? B.buildSExt(Ret, Sum) : B.buildZExt(Ret, Sum);
    return true;
  }
  Register Acc = Info.OrigArgs[2].Regs[0];
  if (W >= SumBits) {
    // The exact sum fits the result type: a saturating add there.
    const SPIRV::GrammarExtInst *AddSat =
        SPIRV::lookupOpenCLStdInst(Signed ? "s_add_sat" : "u_add_sat");
    setSPIRVType(B, Ret, Info.OrigRet.Ty);
    B.buildInstr(SPIRV::G_SPIRV_EXTINST)
        .addDef(Ret)
        .addImm(AddSat->Opcode)
        .addUse(Extend(LLT::scalar(W), Sum))
        .addUse(Acc);
    return true;
  }
  // A narrower result: the accumulator added in the sum's width (exact, as
  // both are far from its limits), clamped to the result's range.
  Register Total = B.buildAdd(SumTy, Sum, Extend(SumTy, Acc)).getReg(0);
  APInt Lo = Signed ? APInt::getSignedMinValue(W).sext(SumBits) : APInt::getZero(SumBits);
  APInt Hi = Signed ? APInt::getSignedMaxValue(W).sext(SumBits)
                    : APInt::getMaxValue(W).zext(SumBits);
  auto LoC = B.buildConstant(SumTy, Lo), HiC = B.buildConstant(SumTy, Hi);
  LLT S1 = LLT::scalar(1);
  auto Below = B.buildICmp(Signed ? CmpInst::ICMP_SLT : CmpInst::ICMP_ULT, S1, Total, LoC);
  Total = B.buildSelect(SumTy, Below, LoC, Total).getReg(0);
  auto Above = B.buildICmp(Signed ? CmpInst::ICMP_SGT : CmpInst::ICMP_UGT, S1, Total, HiC);
  B.buildTrunc(Ret, B.buildSelect(SumTy, Above, HiC, Total));
  return true;
}

const BuiltinFamilyImpl llvm::IntegerDotFamily = {describe, nullptr, lower};
