//===- SPIRVBuiltinsExtInst.cpp - OpenCL.std functions --------------------===//
//
// The math, common, integer and geometric functions of OpenCL C, select /
// bitselect, and the vector data loads and stores, each one OpenCL.std
// instruction (G_SPIRV_EXTINST), in both spellings: Clang's mangled names
// and the translator's __spirv_ocl_<instruction>. C's math library
// functions (sinf, sin) are the same instructions.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;

namespace {

/// An OpenCL C function computed by one OpenCL.std instruction, named as
/// the grammar names it, for each kind of operand (taken from the first
/// parameter): floating point, signed and unsigned integers. An empty name
/// means that kind is not a form of this function.
struct ExtInstBuiltin {
  StringRef Name;
  StringRef Float, Signed, Unsigned;
};

/// Floating-point only, and OpenCL.std calls it as OpenCL C does.
constexpr ExtInstBuiltin floating(StringRef Name) { return {Name, Name, "", ""}; }
/// Any integer, one instruction for both signednesses.
constexpr ExtInstBuiltin integer(StringRef Name) { return {Name, "", Name, Name}; }
/// Integers, s_/u_ by signedness.
constexpr ExtInstBuiltin bySign(StringRef Name, StringRef S, StringRef U) {
  return {Name, "", S, U};
}
/// Every kind, one instruction.
constexpr ExtInstBuiltin anyKind(StringRef Name) { return {Name, Name, Name, Name}; }

} // namespace

static const ExtInstBuiltin ExtInstBuiltins[] = {
    // Math functions (OpenCL C 6.15.2), including the half_ and native_
    // forms.
    floating("acos"), floating("acosh"), floating("acospi"), floating("asin"),
    floating("asinh"), floating("asinpi"), floating("atan"), floating("atan2"),
    floating("atanh"), floating("atanpi"), floating("atan2pi"),
    floating("cbrt"), floating("ceil"), floating("copysign"), floating("cos"),
    floating("cosh"), floating("cospi"), floating("erfc"), floating("erf"),
    floating("exp"), floating("exp2"), floating("exp10"), floating("expm1"),
    floating("fabs"), floating("fdim"), floating("floor"), floating("fma"),
    floating("fmax"), floating("fmin"), floating("fmod"), floating("fract"),
    floating("frexp"), floating("hypot"), floating("ilogb"),
    floating("ldexp"), floating("lgamma"), floating("lgamma_r"),
    floating("log"), floating("log2"), floating("log10"), floating("log1p"),
    floating("logb"), floating("mad"), floating("maxmag"), floating("minmag"),
    floating("modf"), floating("nextafter"), floating("pow"), floating("pown"),
    floating("powr"), floating("remainder"), floating("remquo"),
    floating("rint"), floating("rootn"), floating("round"), floating("rsqrt"),
    floating("sin"), floating("sincos"), floating("sinh"), floating("sinpi"),
    floating("sqrt"), floating("tan"), floating("tanh"), floating("tanpi"),
    floating("tgamma"), floating("trunc"),
    floating("half_cos"), floating("half_divide"), floating("half_exp"),
    floating("half_exp2"), floating("half_exp10"), floating("half_log"),
    floating("half_log2"), floating("half_log10"), floating("half_powr"),
    floating("half_recip"), floating("half_rsqrt"), floating("half_sin"),
    floating("half_sqrt"), floating("half_tan"),
    floating("native_cos"), floating("native_divide"), floating("native_exp"),
    floating("native_exp2"), floating("native_exp10"), floating("native_log"),
    floating("native_log2"), floating("native_log10"),
    floating("native_powr"), floating("native_recip"),
    floating("native_rsqrt"), floating("native_sin"), floating("native_sqrt"),
    floating("native_tan"),
    // nan(uintn) makes a float from its payload.
    {"nan", "", "", "nan"},
    // Common functions (6.15.4).
    {"clamp", "fclamp", "s_clamp", "u_clamp"},
    {"max", "fmax_common", "s_max", "u_max"},
    {"min", "fmin_common", "s_min", "u_min"},
    floating("degrees"), floating("mix"), floating("radians"),
    floating("step"), floating("smoothstep"), floating("sign"),
    // Geometric functions (6.15.5) with an OpenCL.std instruction (dot is
    // the core OpDot).
    floating("cross"), floating("distance"), floating("length"),
    floating("normalize"), floating("fast_distance"), floating("fast_length"),
    floating("fast_normalize"),
    // Integer functions (6.15.3).
    bySign("abs", "s_abs", "u_abs"),
    bySign("abs_diff", "s_abs_diff", "u_abs_diff"),
    bySign("add_sat", "s_add_sat", "u_add_sat"),
    bySign("sub_sat", "s_sub_sat", "u_sub_sat"),
    bySign("hadd", "s_hadd", "u_hadd"),
    bySign("rhadd", "s_rhadd", "u_rhadd"),
    bySign("mad_hi", "s_mad_hi", "u_mad_hi"),
    bySign("mad_sat", "s_mad_sat", "u_mad_sat"),
    bySign("mul_hi", "s_mul_hi", "u_mul_hi"),
    bySign("mad24", "s_mad24", "u_mad24"),
    bySign("mul24", "s_mul24", "u_mul24"),
    bySign("upsample", "s_upsample", "u_upsample"),
    integer("clz"), integer("ctz"), integer("popcount"), integer("rotate"),
    // Relational functions with an OpenCL.std instruction.
    anyKind("bitselect"), anyKind("select"),
    // Vector shuffles (6.15.13): the mask is a vector as wide as the result.
    anyKind("shuffle"), anyKind("shuffle2"),
};

/// C's <math.h> functions that OpenCL.std computes, with their double
/// names (sin); the float ones add an f (sinf). C++ device code reaches them
/// through std::sin and friends where LLVM has no intrinsic (erff) or C's
/// errno rules keep the call. Those taking pointers are left out.
static const StringRef CMathFunctions[] = {
    "acos",  "acosh", "asin",      "asinh",  "atan",      "atan2",  "atanh",
    "cbrt",  "ceil",  "copysign",  "cos",    "cosh",      "erf",    "erfc",
    "exp",   "exp10", "exp2",      "expm1",  "fabs",      "fdim",   "floor",
    "fma",   "fmax",  "fmin",      "fmod",   "hypot",     "ilogb",  "ldexp",
    "lgamma", "log",  "log10",     "log1p",  "log2",      "logb",   "nearbyint",
    "nextafter", "pow", "remainder", "rint", "round",     "scalbn", "sin",
    "sinh",  "sqrt",  "tan",       "tanh",   "tgamma",    "trunc"};

/// The OpenCL.std instruction of the C math function \p F, when its name
/// and signature are C's: every floating-point operand and the result of
/// the type the name says (ilogb returns int; ldexp and scalbn take an int
/// exponent). The instruction has the function's name, except nearbyint
/// (rint: OpenCL has no floating-point exceptions) and scalbn (ldexp).
static StringRef cMathInstruction(const Function &F) {
  StringRef Name = F.getName();
  LLVMContext &Ctx = F.getContext();
  auto Known = [](StringRef N) { return is_contained(CMathFunctions, N); };
  Type *FP = Type::getDoubleTy(Ctx);
  if (!Known(Name) && Name.consume_back("f"))
    FP = Type::getFloatTy(Ctx);
  if (!Known(Name) || F.arg_size() == 0)
    return "";
  StringRef Inst = Name == "nearbyint" ? "rint" : Name == "scalbn" ? "ldexp" : Name;
  Type *Int = Type::getInt32Ty(Ctx);
  bool IntResult = Inst == "ilogb";
  bool IntExponent = Inst == "ldexp";
  if (F.getReturnType() != (IntResult ? Int : FP))
    return "";
  for (const Argument &A : F.args())
    if (A.getType() != (IntExponent && A.getArgNo() == 1 ? Int : FP))
      return "";
  return Inst;
}

/// The translator's spelling of an OpenCL.std call.
constexpr StringRef TranslatorExtInstPrefix = "__spirv_ocl_";

/// The vector data load and store functions (OpenCL C 6.15.7): vloadn,
/// vstoren, vload_half[n], vstore_half[n][_rte|_rtz|_rtp|_rtn] and the
/// aligned vloada_half[n] / vstorea_half[n][...]. Sets the OpenCL.std
/// instruction and its literal operands (vloadn and vload_halfn take n,
/// the _r stores a rounding mode); false when \p Name is none of them.
static bool vectorDataInstruction(StringRef Name, std::string &GrammarName,
                                  SmallVectorImpl<uint32_t> &Literals) {
  bool Load = Name.consume_front("vload");
  if (!Load && !Name.consume_front("vstore"))
    return false;
  bool Aligned = Name.consume_front("a_half");
  bool Half = Aligned || Name.consume_front("_half");
  unsigned N = 0;
  size_t Digits = 0;
  while (Digits < Name.size() && isdigit(static_cast<unsigned char>(Name[Digits])))
    ++Digits;
  if (Digits) {
    Name.take_front(Digits).getAsInteger(10, N);
    Name = Name.drop_front(Digits);
    if (!isLegalVectorLength(N))
      return false;
  } else if (!Half) {
    return false; // vload, vstore
  }
  std::optional<uint32_t> Mode;
  if (Half && !Load && !Name.empty())
    Mode = roundingModeSuffix(Name);
  if (!Name.empty() && !Mode)
    return false;
  // A scalar aligned load or store is the unaligned one.
  if (Aligned && !N)
    Aligned = false;
  GrammarName = (Load ? "vload" : "vstore");
  if (Half)
    GrammarName += Aligned ? "a_half" : "_half";
  if (N)
    GrammarName += "n";
  if (Mode)
    GrammarName += "_r";
  if (Load && N)
    Literals.push_back(N);
  if (Mode)
    Literals.push_back(*Mode);
  return true;
}

/// The OpenCL.std description of \p F, called as \p Name with parameters
/// \p Params (demangled, or taken from the IR for unmangled names).
static BuiltinDescription describeExtInst(const BuiltinName &N,
                                          StringRef GrammarName,
                                          ArrayRef<uint32_t> Literals = {}) {
  const Function &F = N.F;
  StringRef Name = N.Name;
  ArrayRef<DemangledType> Params = N.Params;
  BuiltinDescription D = newDescription(BuiltinFamily::ExtInst, ExtInstFamily, N);
  const SPIRV::GrammarExtInst *Inst = SPIRV::lookupOpenCLStdInst(GrammarName);
  if (!Inst) {
    // A table above names an instruction the grammar does not have.
    D.Unsupported = ("builtin " + Name + " (no OpenCL.std " + GrammarName +
                     ")").str();
    return D;
  }
  D.ExtInst = Inst->Opcode;
  D.Literals.assign(Literals.begin(), Literals.end());
  ArrayRef<SPIRV::GrammarOperand> Operands = Inst->operands();
  Type *Ret = F.getReturnType();
  // The ids come from the arguments, the literals that follow them from
  // the name (vload4: n = 4) or, in the translator's spelling
  // (__spirv_ocl_vloadn__R<type>(offset, p, n)), from the last arguments,
  // which must then be constants; only the stores and prefetch return
  // nothing.
  bool VoidOK = GrammarName.starts_with("vstore") || GrammarName == "prefetch";
  unsigned Ids = Params.size();
  if (Literals.empty())
    while (Ids > 0 && Ids <= Operands.size() &&
           Operands[Ids - 1].Kind == SPIRV::OperandKind::LiteralInteger &&
           F.getArg(Ids - 1)->getType()->isIntegerTy(32))
      --Ids;
  if (Params.size() + Literals.size() != Operands.size() ||
      F.arg_size() != Params.size() || (Ret->isVoidTy() && !VoidOK) ||
      Ret->isPointerTy() || Params.size() - Ids > 8) {
    D.Unsupported = unsupportedSignature(N);
    return D;
  }
  for (unsigned I = Ids; I < Params.size(); ++I)
    D.ConstantOperands |= 1u << I;
  for (unsigned I = 0; I < Ids; ++I) {
    Type *T = Params[I].Ty;
    Type *IRTy = F.getArg(I)->getType();
    // The demangled type must be how the IR passes the argument.
    bool Matches =
        T && (isa<TypedPointerType>(T)
                  ? IRTy->isPointerTy() &&
                        IRTy->getPointerAddressSpace() ==
                            cast<TypedPointerType>(T)->getAddressSpace()
                  : T == IRTy);
    if (!Matches || Operands[I].Kind != SPIRV::OperandKind::IdRef) {
      D.Unsupported = ("builtin " + Name + " with parameter " + Twine(I) +
                       " of type " + typeText(IRTy))
                          .str();
      return D;
    }
    D.ParamTypes.push_back(T);
  }
  for (unsigned I = Ids; I < Operands.size(); ++I)
    if (Operands[I].Kind == SPIRV::OperandKind::IdRef) {
      D.Unsupported = unsupportedSignature(N);
      return D;
    }
  return D;
}

/// The vector data loads and stores and prefetch take a scalar offset or
/// count however wide the data: nothing is splatted; the loads and stores
/// take a pointer in its own storage class.
static void setVectorDataForm(BuiltinDescription &D, StringRef GrammarName) {
  bool Data = GrammarName.starts_with("vload") || GrammarName.starts_with("vstore");
  if (Data || GrammarName == "prefetch")
    D.SplatScalars = false;
  if (Data)
    D.BypassGenericCasts = true;
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  StringRef Name = N.Name;
  if (Name.starts_with(TranslatorExtInstPrefix)) {
    // The translator names the result type of some (nan, vloadn) in a
    // suffix: __spirv_ocl_nan__Rhalf; the call's own type says the same.
    StringRef GrammarName = Name.drop_front(TranslatorExtInstPrefix.size())
                                .split("__R")
                                .first;
    if (!SPIRV::lookupOpenCLStdInst(GrammarName))
      return std::nullopt;
    BuiltinDescription D = describeExtInst(N, GrammarName);
    setVectorDataForm(D, GrammarName);
    return D;
  }
  if (!N.Mangled) {
    StringRef CInst = cMathInstruction(N.F);
    if (CInst.empty())
      return std::nullopt;
    return describeExtInst(N, CInst);
  }
  std::string DataInst;
  SmallVector<uint32_t, 2> Literals;
  if (vectorDataInstruction(Name, DataInst, Literals) || Name == "prefetch") {
    if (DataInst.empty())
      DataInst = "prefetch";
    BuiltinDescription D = describeExtInst(N, DataInst, Literals);
    setVectorDataForm(D, DataInst);
    return D;
  }
  const ExtInstBuiltin *B = findByName(ExtInstBuiltins, Name);
  if (!B)
    return std::nullopt;
  if (N.Params.empty() || !N.Params[0].Ty) {
    BuiltinDescription D = newDescription(BuiltinFamily::ExtInst, ExtInstFamily, N);
    D.Unsupported = unsupportedSignature(N);
    return D;
  }
  // The first parameter says which form: fmax_common, s_max or u_max.
  const DemangledType &First = N.Params[0];
  Type *Scalar = First.Ty->getScalarType();
  bool IsInt = Scalar->isIntegerTy() && !Scalar->isIntegerTy(1);
  StringRef GrammarName;
  if (Scalar->isFloatingPointTy())
    GrammarName = B->Float;
  else if (IsInt)
    GrammarName = First.Signed ? B->Signed : B->Unsigned;
  if (GrammarName.empty()) {
    BuiltinDescription D = newDescription(BuiltinFamily::ExtInst, ExtInstFamily, N);
    D.Unsupported = ("builtin " + Name + " on " +
                     (IsInt ? (First.Signed ? "signed " : "unsigned ") : "") +
                     typeText(First.Ty))
                        .str();
    return D;
  }
  return describeExtInst(N, GrammarName);
}

/// Literal operands passed as arguments must be constants, and vloadn's n
/// (and vload_halfn's) the result's number of components.
static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  for (unsigned A = 0; A < Call.arg_size(); ++A) {
    if (!(D.ConstantOperands & (1u << A)))
      continue;
    const auto *C = dyn_cast<ConstantInt>(Call.getArgOperand(A));
    if (!C)
      return misuse(D, A, SPIRV::OperandKind::LiteralInteger, "a constant i32");
    StringRef Inst = SPIRV::lookupOpenCLStdInst(D.ExtInst)->Name;
    auto *VT = dyn_cast<FixedVectorType>(Call.getType());
    if ((Inst == "vloadn" || Inst == "vload_halfn" || Inst == "vloada_halfn") &&
        (!VT || C->getZExtValue() != VT->getNumElements()))
      return misuse(D, A, SPIRV::OperandKind::LiteralInteger,
                    "the number of components of the result");
  }
  return {};
}

/// G_SPIRV_EXTINST (result, instruction, ids..., literals...): the ids have
/// the builtin's parameter types; a scalar passed where the result is a
/// vector (the gentype forms fmax(float4, float), clamp(int4, int, int),
/// ldexp(float4, int)) is splatted, as OpenCL.std wants every such operand
/// to match the result.
/// \p T with i16 for bfloat, in vectors and as a pointee.
static Type *bfloatAsBits(Type *T) {
  if (auto *P = dyn_cast<TypedPointerType>(T))
    return typedPointer(bfloatAsBits(P->getElementType()), P->getAddressSpace());
  if (!T->getScalarType()->isBFloatTy())
    return T;
  return T->getWithNewType(Type::getInt16Ty(T->getContext()));
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  MachineRegisterInfo &MRI = *B.getMRI();
  // The stores (vstoren) return void, which OpExtInst still defines.
  bool Void = Info.OrigRet.Regs.empty() || Info.OrigRet.Ty->isVoidTy();
  Register Result = Void ? MRI.createGenericVirtualRegister(LLT::scalar(32))
                         : Info.OrigRet.Regs[0];
  Type *ResultTy = spirvTypeOfIRValue(Info.OrigRet.Ty, nullptr);
  setSPIRVType(B, Result, ResultTy);
  // No extended instruction takes bfloat (SPV_KHR_bfloat16; SPIRV-Tools:
  // "ExtInst doesn't support BFloat16 type"): vloadn and vstoren move its
  // bits as ushort, bitcast to and from bfloat (the promotion to float,
  // SPIRVPromoteBFloat, leaves memory accesses alone).
  bool Bits = D.BypassGenericCasts && ResultTy != bfloatAsBits(ResultTy);
  for (Type *T : D.ParamTypes)
    Bits |= D.BypassGenericCasts && T != bfloatAsBits(T);
  Register Final = Result;
  if (Bits && !Void) {
    ResultTy = bfloatAsBits(ResultTy);
    Result = MRI.createGenericVirtualRegister(MRI.getType(Final));
    setSPIRVType(B, Result, ResultTy);
  }
  auto *ResultVec = dyn_cast<FixedVectorType>(ResultTy);
  SmallVector<Register, 4> Ops;
  for (unsigned A = 0; A < D.ParamTypes.size(); ++A) {
    Type *Wanted = Bits ? bfloatAsBits(D.ParamTypes[A]) : D.ParamTypes[A];
    Register Arg = Info.OrigArgs[A].Regs[0];
    // OpenCL 2.0 code calls the generic overload (vload4 on a global float
    // * is _Z6vload4mPU3AS4Kf, after an addrspacecast); vloadn takes the
    // pointer in its own storage class as well, which readers map back to
    // the overload of that address space.
    if (auto *WantPtr = dyn_cast<TypedPointerType>(Wanted);
        D.BypassGenericCasts && WantPtr &&
        WantPtr->getAddressSpace() == SPIRVAS::Generic) {
      unsigned AS;
      Arg = bypassGenericCast(B, Arg, AS);
      Wanted = typedPointer(WantPtr->getElementType(), AS);
    }
    Register V = typedOperand(B, Arg, Wanted);
    if (ResultVec && D.SplatScalars && !Wanted->isVectorTy() &&
        !isa<TypedPointerType>(Wanted)) {
      auto *VT = FixedVectorType::get(Wanted, ResultVec->getNumElements());
      Register Splat = MRI.createGenericVirtualRegister(
          LLT::fixed_vector(VT->getNumElements(), MRI.getType(V)));
      setSPIRVType(B, Splat, VT);
      B.buildInstr(SPIRV::G_SPIRV_SPLAT).addDef(Splat).addUse(V);
      V = Splat;
    }
    Ops.push_back(V);
  }
  // Through a pointer operand it reads or writes memory (vloadn, fract).
  bool Memory = any_of(D.ParamTypes, [](Type *T) { return isa<TypedPointerType>(T); });
  auto MIB = B.buildInstr(Memory ? SPIRV::G_SPIRV_EXTINST_MEM : SPIRV::G_SPIRV_EXTINST)
                 .addDef(Result)
                 .addImm(D.ExtInst);
  for (Register V : Ops)
    MIB.addUse(V);
  // Literal operands (vloadn's n) go after the ids.
  for (uint32_t L : D.Literals)
    MIB.addImm(L);
  for (unsigned A = D.ParamTypes.size(); A < Info.OrigArgs.size(); ++A)
    MIB.addImm(cast<ConstantInt>(Info.CB->getArgOperand(A))->getZExtValue());
  if (Final != Result)
    B.buildCopy(Final, Result); // the bitcast to bfloat
  return true;
}

const BuiltinFamilyImpl llvm::ExtInstFamily = {describe, check, lower};
