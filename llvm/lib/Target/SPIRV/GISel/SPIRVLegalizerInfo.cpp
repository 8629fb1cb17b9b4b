//===- SPIRVLegalizerInfo.cpp - What SPIR-V kernels can express -----------===//

#include "SPIRVLegalizerInfo.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVSubtarget.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/GlobalISel/LegalizerHelper.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetOpcodes.h"

using namespace llvm;
using namespace LegalityPredicates;

static bool isLegalScalarWidth(unsigned Bits, bool AllowBool) {
  return (AllowBool && Bits == 1) || Bits == 8 || Bits == 16 || Bits == 32 ||
         Bits == 64;
}

static bool isLegalVectorLength(unsigned N) {
  return N == 2 || N == 3 || N == 4 || N == 8 || N == 16;
}

/// A value SPIR-V can hold: a legal scalar, pointer, or vector of scalars.
static bool isLegalValue(LLT Ty, bool AllowBool) {
  if (Ty.isPointer())
    return true;
  if (Ty.isVector())
    return !Ty.isScalable() && isLegalVectorLength(Ty.getNumElements()) &&
           !Ty.getElementType().isPointer() &&
           isLegalScalarWidth(Ty.getScalarSizeInBits(), AllowBool);
  return Ty.isScalar() && isLegalScalarWidth(Ty.getSizeInBits(), AllowBool);
}

static LegalityPredicate legalValue(unsigned TypeIdx, bool AllowBool) {
  return [=](const LegalityQuery &Q) {
    return isLegalValue(Q.Types[TypeIdx], AllowBool);
  };
}

static LegalityPredicate legalFloat(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) {
    LLT Ty = Q.Types[TypeIdx];
    unsigned Bits = Ty.getScalarSizeInBits();
    return !Ty.isPointer() && !Ty.getScalarType().isPointer() &&
           (Bits == 16 || Bits == 32 || Bits == 64) && isLegalValue(Ty, false);
  };
}

static LegalityPredicate allLegalValues(bool AllowBool) {
  return [=](const LegalityQuery &Q) {
    for (LLT Ty : Q.Types)
      if (!isLegalValue(Ty, AllowBool))
        return false;
    return true;
  };
}

SPIRVLegalizerInfo::SPIRVLegalizerInfo(const SPIRVSubtarget &ST) {
  const LLT S8 = LLT::scalar(8);
  const LLT S64 = LLT::scalar(64);
  DenseSet<unsigned> Described;
  auto Rules = [&](std::initializer_list<unsigned> Opcodes) -> LegalizeRuleSet & {
    for (unsigned Op : Opcodes)
      Described.insert(Op);
    return getActionDefinitionsBuilder(Opcodes);
  };

  // Integer arithmetic has no i1 form in SPIR-V: booleans widen to i8.
  Rules({TargetOpcode::G_ADD, TargetOpcode::G_SUB, TargetOpcode::G_MUL,
         TargetOpcode::G_SDIV, TargetOpcode::G_UDIV, TargetOpcode::G_SREM,
         TargetOpcode::G_UREM})
      .legalIf(legalValue(0, false))
      .clampScalar(0, S8, S64)
      .custom();
  Rules({TargetOpcode::G_SHL, TargetOpcode::G_LSHR, TargetOpcode::G_ASHR})
      .legalIf(allLegalValues(false))
      .clampScalar(0, S8, S64)
      .clampScalar(1, S8, S64)
      .custom();
  // Bitwise operations on i1 are OpLogical*.
  Rules({TargetOpcode::G_AND, TargetOpcode::G_OR, TargetOpcode::G_XOR})
      .legalIf(legalValue(0, true))
      .custom();
  Rules({TargetOpcode::G_ICMP, TargetOpcode::G_FCMP})
      .legalIf(allLegalValues(true))
      .custom();
  Rules({TargetOpcode::G_SELECT}).legalIf(allLegalValues(true)).custom();

  Rules({TargetOpcode::G_FADD, TargetOpcode::G_FSUB, TargetOpcode::G_FMUL,
         TargetOpcode::G_FDIV, TargetOpcode::G_FREM, TargetOpcode::G_FNEG,
         TargetOpcode::G_FMA})
      .legalIf(legalFloat(0))
      .custom();

  // Functions of OpenCL.std (OpExtInst).
  Rules({TargetOpcode::G_SMAX, TargetOpcode::G_SMIN, TargetOpcode::G_UMAX,
         TargetOpcode::G_UMIN, TargetOpcode::G_ABS})
      .legalIf(legalValue(0, false))
      .custom();
  Rules({TargetOpcode::G_CTPOP, TargetOpcode::G_CTLZ,
         TargetOpcode::G_CTLZ_ZERO_UNDEF, TargetOpcode::G_CTTZ,
         TargetOpcode::G_CTTZ_ZERO_UNDEF})
      .legalIf(allLegalValues(false))
      .custom();
  Rules({TargetOpcode::G_FABS, TargetOpcode::G_FCOPYSIGN,
         TargetOpcode::G_FMINNUM, TargetOpcode::G_FMAXNUM,
         TargetOpcode::G_FCEIL, TargetOpcode::G_FFLOOR,
         TargetOpcode::G_INTRINSIC_TRUNC, TargetOpcode::G_FRINT,
         TargetOpcode::G_FNEARBYINT, TargetOpcode::G_INTRINSIC_ROUND,
         TargetOpcode::G_FSQRT, TargetOpcode::G_FSIN, TargetOpcode::G_FCOS,
         TargetOpcode::G_FEXP, TargetOpcode::G_FEXP2, TargetOpcode::G_FEXP10,
         TargetOpcode::G_FLOG, TargetOpcode::G_FLOG2, TargetOpcode::G_FLOG10,
         TargetOpcode::G_FPOW})
      .legalIf(legalFloat(0))
      .custom();
  // memcpy is OpCopyMemorySized; SPIRVLowerMemIntrinsics expands the others.
  Rules({TargetOpcode::G_MEMCPY, TargetOpcode::G_MEMCPY_INLINE})
      .legalIf(allLegalValues(false))
      .custom();

  Rules({TargetOpcode::G_ZEXT, TargetOpcode::G_SEXT, TargetOpcode::G_ANYEXT,
         TargetOpcode::G_TRUNC, TargetOpcode::G_FPEXT, TargetOpcode::G_FPTRUNC,
         TargetOpcode::G_FPTOSI, TargetOpcode::G_FPTOUI, TargetOpcode::G_SITOFP,
         TargetOpcode::G_UITOFP, TargetOpcode::G_PTRTOINT,
         TargetOpcode::G_INTTOPTR, TargetOpcode::G_ADDRSPACE_CAST,
         TargetOpcode::G_BITCAST})
      .legalIf(allLegalValues(true))
      .custom();

  // i1 has no memory representation: loads and stores go through a byte.
  Rules({TargetOpcode::G_LOAD, TargetOpcode::G_STORE})
      .lowerIf([](const LegalityQuery &Q) {
        return Q.Types[0].isScalar() && Q.Types[0].getSizeInBits() == 1;
      })
      .legalIf(allLegalValues(false))
      .custom();
  Rules({TargetOpcode::G_ZEXTLOAD, TargetOpcode::G_SEXTLOAD}).lower();
  // Atomics (SPIRVCheckModule has checked their types): OpAtomic*. The
  // {value, success} pair of a cmpxchg is the old value and a comparison.
  Rules({TargetOpcode::G_ATOMICRMW_XCHG, TargetOpcode::G_ATOMICRMW_ADD,
         TargetOpcode::G_ATOMICRMW_SUB, TargetOpcode::G_ATOMICRMW_AND,
         TargetOpcode::G_ATOMICRMW_OR, TargetOpcode::G_ATOMICRMW_XOR,
         TargetOpcode::G_ATOMICRMW_MAX, TargetOpcode::G_ATOMICRMW_MIN,
         TargetOpcode::G_ATOMICRMW_UMAX, TargetOpcode::G_ATOMICRMW_UMIN,
         TargetOpcode::G_ATOMICRMW_FADD, TargetOpcode::G_ATOMIC_CMPXCHG})
      .legalIf(allLegalValues(false))
      .custom();
  Rules({TargetOpcode::G_ATOMIC_CMPXCHG_WITH_SUCCESS}).lower();
  Rules({TargetOpcode::G_FENCE}).alwaysLegal();
  // Sign extension within a register: a shift left and an arithmetic shift
  // right.
  Rules({TargetOpcode::G_SEXT_INREG}).lower();

  Rules({TargetOpcode::G_CONSTANT, TargetOpcode::G_FCONSTANT,
         TargetOpcode::G_IMPLICIT_DEF, TargetOpcode::G_FREEZE,
         TargetOpcode::G_PHI, TargetOpcode::G_GLOBAL_VALUE,
         TargetOpcode::G_FRAME_INDEX, TargetOpcode::G_BUILD_VECTOR,
         TargetOpcode::G_EXTRACT_VECTOR_ELT, TargetOpcode::G_INSERT_VECTOR_ELT,
         TargetOpcode::G_SHUFFLE_VECTOR})
      .legalIf(allLegalValues(true))
      .custom();
  Rules({TargetOpcode::G_BR, TargetOpcode::G_BRCOND, TargetOpcode::G_BRJT,
         TargetOpcode::G_JUMP_TABLE})
      .alwaysLegal();

  // Everything else is reported, not crashed on.
  for (unsigned Op = TargetOpcode::PRE_ISEL_GENERIC_OPCODE_START;
       Op <= TargetOpcode::PRE_ISEL_GENERIC_OPCODE_END; ++Op) {
    if (Described.contains(Op))
      continue;
    LegalizeRuleSet &RS = getActionDefinitionsBuilder(Op);
    if (RS.isAliasedByAnother())
      continue;
    RS.custom();
  }

  getLegacyLegalizerInfo().computeTables();
  verify(*ST.getInstrInfo());
}

bool SPIRVLegalizerInfo::legalizeCustom(LegalizerHelper &Helper,
                                        MachineInstr &MI,
                                        LostDebugLocObserver &) const {
  MachineFunction &MF = *MI.getMF();
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  std::string What = ("instruction " + TII.getName(MI.getOpcode())).str();
  // Name the value type too: most refusals are about a type.
  if (MI.getNumOperands() && MI.getOperand(0).isReg()) {
    LLT Ty = MF.getRegInfo().getType(MI.getOperand(0).getReg());
    if (Ty.isValid()) {
      std::string TyText;
      raw_string_ostream OS(TyText);
      Ty.print(OS);
      What += " on " + TyText;
    }
  }
  reportUnsupported(MF.getFunction(), What, MI.getDebugLoc());
  MF.getInfo<SPIRVMachineFunctionInfo>()->setFailed();

  // Leave valid generic code behind so the rest of the pipeline runs to its
  // end; nothing of this function is emitted.
  MachineIRBuilder &B = Helper.MIRBuilder;
  B.setInstrAndDebugLoc(MI);
  for (MachineOperand &Def : MI.defs())
    B.buildUndef(Def.getReg());
  MI.eraseFromParent();
  return true;
}
