//===- SPIRVBuiltinsBitOps.cpp - cl_khr_extended_bit_ops ------------------===//
//
// bitfield_insert, bitfield_extract_signed / _unsigned and bit_reverse.
// SPIR-V has them as OpBitFieldInsert / OpBitField{S,U}Extract /
// OpBitReverse, which a kernel may use only with the BitInstructions
// capability of SPV_KHR_bit_instructions: where the user enabled it, each is
// its instruction. Otherwise (the Level-Zero SPIR-V programming guide does
// not allow the extension) they are shifts, masks and selects of core
// instructions, computed in the element type (the offset and count splatted
// to it).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVSubtarget.h"
#include "llvm/ADT/APInt.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;

static const BitOpBuiltin BitOps[] = {
    {"bitfield_insert", BitOpBuiltin::Insert, 2, 2},
    {"bitfield_extract_signed", BitOpBuiltin::ExtractSigned, 1, 2},
    {"bitfield_extract_unsigned", BitOpBuiltin::ExtractUnsigned, 1, 2},
    {"bit_reverse", BitOpBuiltin::Reverse, 1, 0},
};

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  if (!N.Mangled)
    return std::nullopt;
  const BitOpBuiltin *B = findByName(BitOps, N.Name);
  if (!B)
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::BitOps, BitOpsFamily, N);
  D.BitOp = B;
  const Function &F = N.F;
  Type *Value = F.getReturnType();
  bool OK = Value->isIntOrIntVectorTy() && !Value->isIntOrIntVectorTy(1) &&
            F.arg_size() == B->Values + B->Uints;
  for (unsigned I = 0; OK && I < F.arg_size(); ++I)
    OK = F.getArg(I)->getType() ==
         (I < B->Values ? Value : Type::getInt32Ty(F.getContext()));
  if (!OK)
    D.Unsupported = unsupportedSignature(N);
  return D;
}

/// The instruction itself, where the user enabled SPV_KHR_bit_instructions:
/// its offset and count are the call's uint scalars, as the instruction
/// takes them.
static bool lowerAsInstruction(MachineIRBuilder &B,
                               const CallLowering::CallLoweringInfo &Info,
                               const BuiltinDescription &D) {
  const auto &ST = B.getMF().getSubtarget<SPIRVSubtarget>();
  if (!ST.canUseExtension(SPIRV::Extension::SPV_KHR_bit_instructions))
    return false;
  unsigned Opcode = SPIRV::OpBitReverse;
  switch (D.BitOp->Op) {
  case BitOpBuiltin::Insert: Opcode = SPIRV::OpBitFieldInsert; break;
  case BitOpBuiltin::ExtractSigned: Opcode = SPIRV::OpBitFieldSExtract; break;
  case BitOpBuiltin::ExtractUnsigned: Opcode = SPIRV::OpBitFieldUExtract; break;
  case BitOpBuiltin::Reverse: break;
  }
  Register Ret = Info.OrigRet.Regs[0];
  setSPIRVType(B, Ret, Info.OrigRet.Ty);
  auto MIB = buildInstruction(B, Opcode, Ret);
  for (const CallLowering::ArgInfo &A : Info.OrigArgs)
    MIB.addUse(typedOperand(B, A.Regs[0], A.Ty));
  return true;
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  if (lowerAsInstruction(B, Info, D))
    return true;
  MachineRegisterInfo &MRI = *B.getMRI();
  Register Ret = Info.OrigRet.Regs[0];
  LLT Ty = MRI.getType(Ret);
  LLT Elt = Ty.getScalarType();
  unsigned W = Elt.getSizeInBits();
  LLT BoolTy = Ty.changeElementType(LLT::scalar(1));
  auto Arg = [&](unsigned I) { return Info.OrigArgs[I].Regs[0]; };
  // A uint operand as the element type, in every lane.
  auto Lanes = [&](Register U) {
    Register S = U;
    if (W < 32)
      S = B.buildTrunc(Elt, U).getReg(0);
    else if (W > 32)
      S = B.buildZExt(Elt, U).getReg(0);
    return Ty.isVector() ? B.buildSplatBuildVector(Ty, S).getReg(0) : S;
  };
  auto Const = [&](const APInt &V) { return B.buildConstant(Ty, V).getReg(0); };
  auto Zero = Const(APInt(W, 0));
  switch (D.BitOp->Op) {
  case BitOpBuiltin::Reverse: {
    // Swap adjacent bits, then pairs, nibbles... up to the two halves.
    Register X = Arg(0);
    for (unsigned S = 1; S < W; S *= 2) {
      APInt Low(W, 0); // the low S bits of every 2S-bit block
      for (unsigned Bit = 0; Bit < W; ++Bit)
        if ((Bit / S) % 2 == 0)
          Low.setBit(Bit);
      auto Shift = Const(APInt(W, S));
      auto Down = B.buildAnd(Ty, B.buildLShr(Ty, X, Shift), Const(Low));
      auto Up = B.buildShl(Ty, B.buildAnd(Ty, X, Const(Low)), Shift);
      X = B.buildOr(Ty, Down, Up).getReg(0);
    }
    B.buildCopy(Ret, X);
    return true;
  }
  case BitOpBuiltin::Insert:
  case BitOpBuiltin::ExtractUnsigned: {
    unsigned First = D.BitOp->Values;
    Register Offset = Lanes(Arg(First)), Count = Lanes(Arg(First + 1));
    // count low ones; all of them when count is the width (a shift by the
    // width is undefined).
    auto Full = B.buildICmp(CmpInst::ICMP_UGE, BoolTy, Count, Const(APInt(W, W)));
    auto Ones = B.buildSub(Ty, B.buildShl(Ty, Const(APInt(W, 1)), Count),
                           Const(APInt(W, 1)));
    auto Mask = B.buildSelect(Ty, Full, Const(APInt::getAllOnes(W)), Ones);
    if (First == 1) {
      B.buildAnd(Ret, B.buildLShr(Ty, Arg(0), Offset), Mask);
      return true;
    }
    auto Field = B.buildShl(Ty, Mask, Offset);
    auto Kept = B.buildAnd(Ty, Arg(0), B.buildNot(Ty, Field));
    auto Inserted = B.buildAnd(Ty, B.buildShl(Ty, Arg(1), Offset), Field);
    B.buildOr(Ret, Kept, Inserted);
    return true;
  }
  case BitOpBuiltin::ExtractSigned: {
    // The field moved to the top, then arithmetically down; 0 for a count
    // of 0 (whose shift would be by the width).
    Register Offset = Lanes(Arg(1)), Count = Lanes(Arg(2));
    auto Width = Const(APInt(W, W));
    auto Top = B.buildShl(Ty, Arg(0), B.buildSub(Ty, B.buildSub(Ty, Width, Offset), Count));
    auto Field = B.buildAShr(Ty, Top, B.buildSub(Ty, Width, Count));
    auto None = B.buildICmp(CmpInst::ICMP_EQ, BoolTy, Count, Zero);
    B.buildSelect(Ret, None, Zero, Field);
    return true;
  }
  }
  return false;
}

const BuiltinFamilyImpl llvm::BitOpsFamily = {describe, nullptr, lower};
