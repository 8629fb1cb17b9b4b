//===- SPIRVBuiltinsIntegerDot.cpp - cl_khr_integer_dot_product -----------===//
//
// dot and dot_acc_sat of char4 / uchar4 in any mix of signedness, and their
// 4x8packed forms on uints. SPIR-V's OpSDot / OpUDot / OpSUDot need
// SPV_KHR_integer_dot_product (core only from SPIR-V 1.6), which seed 004
// does not allow, so each is four widened products and their sum in core
// instructions; the _acc_sat forms then add the accumulator with OpenCL.std
// s_add_sat / u_add_sat. The float dot is the relational family's OpDot.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  if (!N.Mangled)
    return std::nullopt;
  StringRef Rest = N.Name;
  if (!Rest.consume_front("dot"))
    return std::nullopt;
  bool Accumulate = Rest.consume_front("_acc_sat");
  bool Packed = Rest.consume_front("_4x8packed_");
  const Function &F = N.F;
  LLVMContext &Ctx = F.getContext();
  Type *Int = Type::getInt32Ty(Ctx);
  Type *Char4 = FixedVectorType::get(Type::getInt8Ty(Ctx), 4);
  Type *Operand = Packed ? Int : Char4;
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
    if (!Rest.empty() || N.Params.size() < 2 || !N.Params[0].Ty ||
        N.Params[0].Ty != Char4)
      return std::nullopt;
    SignedA = N.Params[0].Signed;
    SignedB = N.Params[1].Signed;
  }
  BuiltinDescription D = newDescription(BuiltinFamily::IntegerDot, IntegerDotFamily, N);
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

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  LLT S32 = LLT::scalar(32), Bytes = LLT::fixed_vector(4, 8),
       Words = LLT::fixed_vector(4, 32);
  Register Ret = Info.OrigRet.Regs[0];
  auto Widened = [&](unsigned A) {
    Register V = Info.OrigArgs[A].Regs[0];
    if (B.getMRI()->getType(V) != Bytes)
      V = B.buildBitcast(Bytes, V).getReg(0); // the 4x8packed uint
    bool Signed = D.SignedOperands & (1u << A);
    return Signed ? B.buildSExt(Words, V).getReg(0) : B.buildZExt(Words, V).getReg(0);
  };
  auto Products = B.buildMul(Words, Widened(0), Widened(1));
  Register Sum;
  for (unsigned Lane = 0; Lane < 4; ++Lane) {
    auto Element = B.buildExtractVectorElementConstant(S32, Products, Lane);
    Sum = Lane ? B.buildAdd(S32, Sum, Element).getReg(0) : Element.getReg(0);
  }
  if (!D.Saturate) {
    B.buildCopy(Ret, Sum);
    return true;
  }
  bool Unsigned = D.SignedOperands == 0;
  const SPIRV::GrammarExtInst *AddSat =
      SPIRV::lookupOpenCLStdInst(Unsigned ? "u_add_sat" : "s_add_sat");
  setSPIRVType(B, Ret, Info.OrigRet.Ty);
  B.buildInstr(SPIRV::G_SPIRV_EXTINST)
      .addDef(Ret)
      .addImm(AddSat->Opcode)
      .addUse(Sum)
      .addUse(Info.OrigArgs[2].Regs[0]);
  return true;
}

const BuiltinFamilyImpl llvm::IntegerDotFamily = {describe, nullptr, lower};
