//===- SPIRVBuiltinsConvert.cpp - Explicit conversions --------------------===//
//
// OpenCL C's convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn] (6.4.3), as the
// SPIR-V conversion instructions with the SaturatedConversion and
// FPRoundingMode decorations (the translator's
// __spirv_<Conversion>_R<type>[_sat][_r..] name the instruction themselves:
// SPIRVBuiltinsInstruction.cpp):
//  - integer to integer: OpSConvert / OpUConvert by the source's
//    signedness; saturating between signednesses, OpSatConvertSToU /
//    OpSatConvertUToS; a rounding mode means nothing here;
//  - integer to float: OpConvertSToF / OpConvertUToF, rounded as named;
//  - float to integer: OpConvertFToS / OpConvertFToU (toward zero unless
//    another mode is named), clamped (NaN to 0) with _sat;
//  - float to float: OpFConvert, rounded as named when it narrows.
// Conversions to the same type are the value itself. as_<type> needs no
// builtin: Clang writes it as a bitcast.
// bfloat16 as 16-bit integers (SPV_INTEL_bfloat16_conversion, which
// --spirv-ext must allow): cl_intel_bfloat16_conversions'
// intel_convert_bfloat16[n]_as_ushort[n] and intel_convert_as_bfloat16[n]_float[n],
// float or vectors of float, as OpConvertFToBF16INTEL (rounding to nearest
// even) / OpConvertBF16ToFINTEL (the translator's __spirv_ConvertFToBF16INTEL
// and __spirv_ConvertBF16ToFINTEL name the instructions themselves).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeInference.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;

namespace {
/// An OpenCL scalar type as a conversion names it.
struct ScalarName {
  StringRef Name;
  unsigned Bits;
  bool Float, Signed;
};
} // namespace

// Longer names first: "uchar" before "char".
static const ScalarName ScalarNames[] = {
    {"uchar", 8, false, false},  {"char", 8, false, true},
    {"ushort", 16, false, false}, {"short", 16, false, true},
    {"uint", 32, false, false},  {"int", 32, false, true},
    {"ulong", 64, false, false}, {"long", 64, false, true},
    {"half", 16, true, false},   {"float", 32, true, false},
    {"double", 64, true, false},
};

/// Reads "<type>[n][_sat][_rte|_rtz|_rtp|_rtn]" (after "convert_"); false
/// when \p Rest is not that.
static bool readConversionSuffix(StringRef Rest, const ScalarName *&Dest,
                                 bool &Saturate,
                                 std::optional<uint32_t> &Rounding) {
  Dest = nullptr;
  for (const ScalarName &S : ScalarNames)
    if (Rest.consume_front(S.Name)) {
      Dest = &S;
      break;
    }
  if (!Dest)
    return false;
  unsigned N;
  size_t Digits = 0;
  while (Digits < Rest.size() && isdigit(static_cast<unsigned char>(Rest[Digits])))
    ++Digits;
  if (Digits && Rest.take_front(Digits).getAsInteger(10, N))
    return false;
  Rest = Rest.drop_front(Digits);
  Saturate = Rest.consume_front("_sat");
  Rounding = roundingModeSuffix(Rest);
  return Rest.empty() || Rounding;
}

/// The instruction OpenCL's convert_* needs from \p Src (of signedness
/// \p SrcSigned) to \p Dst, or 0 when the value stays as it is.
static unsigned conversionOpcode(Type *Src, bool SrcSigned, Type *Dst,
                                 const ScalarName &Dest, bool Saturate) {
  Type *S = Src->getScalarType(), *D = Dst->getScalarType();
  if (S->isFloatingPointTy() && D->isFloatingPointTy())
    return S == D ? 0 : SPIRV::OpFConvert;
  if (S->isFloatingPointTy())
    return Dest.Signed ? SPIRV::OpConvertFToS : SPIRV::OpConvertFToU;
  if (D->isFloatingPointTy())
    return SrcSigned ? SPIRV::OpConvertSToF : SPIRV::OpConvertUToF;
  if (Saturate && SrcSigned != Dest.Signed)
    return SrcSigned ? SPIRV::OpSatConvertSToU : SPIRV::OpSatConvertUToS;
  if (S == D)
    return 0;
  return SrcSigned ? SPIRV::OpSConvert : SPIRV::OpUConvert;
}

/// The bfloat16 conversions: \p ToBF16 from float, else to float.
static std::optional<bool> bfloat16Conversion(const BuiltinName &N) {
  if (!N.Mangled)
    return std::nullopt;
  // The vector forms repeat the width: bfloat162_as_ushort2, as_bfloat162_float2.
  auto Width = [](StringRef &Rest) {
    size_t Digits = 0;
    while (Digits < Rest.size() && isdigit(static_cast<unsigned char>(Rest[Digits])))
      ++Digits;
    StringRef W = Rest.take_front(Digits);
    Rest = Rest.drop_front(Digits);
    return W;
  };
  StringRef Rest = N.Name;
  if (Rest.consume_front("intel_convert_bfloat16")) {
    StringRef W = Width(Rest);
    return Rest.consume_front("_as_ushort") && Width(Rest) == W && Rest.empty()
               ? std::optional<bool>(true)
               : std::nullopt;
  }
  if (Rest.consume_front("intel_convert_as_bfloat16")) {
    StringRef W = Width(Rest);
    return Rest.consume_front("_float") && Width(Rest) == W && Rest.empty()
               ? std::optional<bool>(false)
               : std::nullopt;
  }
  return std::nullopt;
}

static std::optional<BuiltinDescription> describeBFloat16(const BuiltinName &N,
                                                          bool ToBF16) {
  BuiltinDescription D = newDescription(BuiltinFamily::Convert, ConvertFamily, N);
  const Function &F = N.F;
  LLVMContext &Ctx = F.getContext();
  Type *Float = Type::getFloatTy(Ctx), *Short = Type::getInt16Ty(Ctx);
  Type *Src = F.arg_size() == 1 ? F.getArg(0)->getType() : nullptr;
  Type *Ret = F.getReturnType();
  auto *SrcVec = Src ? dyn_cast<FixedVectorType>(Src) : nullptr;
  auto *RetVec = dyn_cast<FixedVectorType>(Ret);
  if (!Src || Src->getScalarType() != (ToBF16 ? Float : Short) ||
      Ret->getScalarType() != (ToBF16 ? Short : Float) ||
      (SrcVec ? !RetVec || RetVec->getNumElements() != SrcVec->getNumElements()
              : RetVec != nullptr)) {
    D.Unsupported = unsupportedSignature(N);
    return D;
  }
  // By name: Debian's older grammar (the fallback of
  // cmake/SPIRVToolchainTools.cmake) lacks the extension, and the builtins
  // then stay unknown.
  const SPIRV::GrammarInstruction *GI = SPIRV::lookupInstruction(
      ToBF16 ? "OpConvertFToBF16INTEL" : "OpConvertBF16ToFINTEL");
  if (!GI)
    return std::nullopt;
  D.ParamTypes = {Src};
  D.ConvertOpcode = SPIRV::getTargetOpcode(*GI);
  return D;
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  if (std::optional<bool> ToBF16 = bfloat16Conversion(N))
    return describeBFloat16(N, *ToBF16);
  StringRef Rest = N.Name;
  if (!N.Mangled || !Rest.consume_front("convert_"))
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::Convert, ConvertFamily, N);
  const ScalarName *Dest;
  bool Saturate;
  std::optional<uint32_t> Rounding;
  const Function &F = N.F;
  Type *Ret = F.getReturnType();
  Type *Src = N.Params.size() == 1 ? N.Params[0].Ty : nullptr;
  auto *SrcVec = Src ? dyn_cast<FixedVectorType>(Src) : nullptr;
  auto *RetVec = dyn_cast<FixedVectorType>(Ret);
  bool OK = readConversionSuffix(Rest, Dest, Saturate, Rounding) && Src &&
            F.arg_size() == 1 && F.getArg(0)->getType() == Src &&
            (Src->getScalarType()->isFloatingPointTy() ||
             (Src->getScalarType()->isIntegerTy() &&
              !Src->getScalarType()->isIntegerTy(1))) &&
            Ret->getScalarType()->getPrimitiveSizeInBits() == Dest->Bits &&
            Ret->getScalarType()->isFloatingPointTy() == Dest->Float &&
            (SrcVec ? RetVec && RetVec->getNumElements() == SrcVec->getNumElements()
                    : !RetVec);
  if (!OK) {
    D.Unsupported = unsupportedSignature(N);
    return D;
  }
  bool SrcFloat = Src->getScalarType()->isFloatingPointTy();
  // Saturation clamps to an integer range; float results have none.
  if (Saturate && Dest->Float) {
    D.Unsupported = unsupportedSignature(N);
    return D;
  }
  // Rounding matters where a float is rounded: to an integer, from an
  // integer, or to a narrower float.
  if (Rounding && !SrcFloat && !Dest->Float)
    Rounding.reset();
  if (Rounding && SrcFloat && Dest->Float &&
      Ret->getScalarType()->getPrimitiveSizeInBits() >=
          Src->getScalarType()->getPrimitiveSizeInBits())
    Rounding.reset();
  D.ParamTypes = {Src};
  D.Saturate = Saturate;
  D.RoundingMode = Rounding;
  D.ConvertOpcode = conversionOpcode(Src, N.Params[0].Signed, Ret, *Dest, Saturate);
  // Saturating between signednesses is its own instruction; the decoration
  // goes on the others.
  if (D.ConvertOpcode == SPIRV::OpSatConvertSToU ||
      D.ConvertOpcode == SPIRV::OpSatConvertUToS)
    D.Saturate = false;
  return D;
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  Register Ret = Info.OrigRet.Regs[0];
  Register Src = typedOperand(B, Info.OrigArgs[0].Regs[0], D.ParamTypes[0]);
  if (!D.ConvertOpcode) {
    B.buildCopy(Ret, Src);
    return true;
  }
  setSPIRVType(B, Ret, spirvTypeOfIRValue(Info.OrigRet.Ty, nullptr));
  buildInstruction(B, D.ConvertOpcode, Ret).addUse(Src);
  // The module emitter moves these to the annotations.
  if (D.Saturate)
    B.buildInstr(SPIRV::OpDecorate)
        .addUse(Ret)
        .addImm(SPIRV::Decoration::SaturatedConversion);
  if (D.RoundingMode)
    B.buildInstr(SPIRV::OpDecorate)
        .addUse(Ret)
        .addImm(SPIRV::Decoration::FPRoundingMode)
        .addImm(*D.RoundingMode);
  return true;
}

const BuiltinFamilyImpl llvm::ConvertFamily = {describe, nullptr, lower};
