//===- SPIRVLegalizerInfo.cpp - What SPIR-V kernels can express -----------===//

#include "SPIRVLegalizerInfo.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "SPIRVBuiltins.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVMachineFunctionInfo.h"
#include "SPIRVSubtarget.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/GlobalISel/GenericMachineInstrs.h"
#include "llvm/CodeGen/GlobalISel/Legalizer.h"
#include "llvm/CodeGen/GlobalISel/LegalizerHelper.h"
#include "llvm/CodeGen/GlobalISel/LostDebugLocObserver.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "spirv-legalizer"

using namespace llvm;
using namespace LegalityPredicates;

static bool isLegalScalarWidth(unsigned Bits, bool AllowBool) {
  return (AllowBool && Bits == 1) || isLegalIntegerWidth(Bits);
}

static bool isLegalValue(LLT Ty, bool AllowBool) {
  return SPIRVLegalizerInfo::isLegalValue(Ty, AllowBool);
}

/// A value SPIR-V can hold: a legal scalar, pointer, or vector of scalars.
bool SPIRVLegalizerInfo::isLegalValue(LLT Ty, bool AllowBool) {
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

/// An integer (or vector of integers) narrower than 64 bits whose width
/// SPIR-V lacks: it computes in the next power of two (at least 8).
static LegalityPredicate oddNarrowInteger(unsigned TypeIdx, bool AllowBool) {
  return [=](const LegalityQuery &Q) {
    LLT Ty = Q.Types[TypeIdx];
    if (Ty.isPointer() || Ty.getScalarType().isPointer())
      return false;
    unsigned Bits = Ty.getScalarSizeInBits();
    return Bits < 64 && !isLegalScalarWidth(Bits, AllowBool);
  };
}

static LegalityPredicate wideScalar(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) {
    LLT Ty = Q.Types[TypeIdx];
    return Ty.isScalar() && Ty.getSizeInBits() > 64;
  };
}

/// An integer wider than 64 bits whose width is not a power of two (i99,
/// i192): it computes in the next power of two, as LegalizerHelper splits
/// other widths with G_EXTRACT / G_INSERT or into odd halves (shifts).
static LegalityPredicate oddWideScalar(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) {
    LLT Ty = Q.Types[TypeIdx];
    return Ty.isScalar() && Ty.getSizeInBits() > 64 &&
           !isPowerOf2_64(Ty.getSizeInBits());
  };
}

/// Vectors SPIR-V has no type for as they are: of pointers, or of integers
/// wider than 64 bits. They become scalars.
static LegalityPredicate scalarizedVector(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) {
    LLT Ty = Q.Types[TypeIdx];
    return Ty.isVector() &&
           (Ty.getElementType().isPointer() || Ty.getScalarSizeInBits() > 64);
  };
}

static LegalityPredicate shortOddVector(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) {
    LLT Ty = Q.Types[TypeIdx];
    return Ty.isVector() && Ty.getNumElements() < 16 &&
           !isLegalVectorLength(Ty.getNumElements());
  };
}

static LegalityPredicate longVector(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) {
    LLT Ty = Q.Types[TypeIdx];
    return Ty.isVector() && Ty.getNumElements() > 16;
  };
}

/// The longest legal length below the vector's: the part a split keeps.
static LegalizeMutation largestLegalPart(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) -> std::pair<unsigned, LLT> {
    LLT Ty = Q.Types[TypeIdx];
    unsigned N = std::min<unsigned>(16, Ty.getNumElements() - 1);
    while (!isLegalVectorLength(N))
      --N;
    return std::make_pair(TypeIdx, Ty.changeElementCount(ElementCount::getFixed(N)));
  };
}

/// The rules that give every type index of \p RS a type SPIR-V has, in the
/// order LegalizerHelper applies them: vectors of pointers and of wide
/// integers become scalars; narrow odd integers widen to a power of two,
/// integers over 64 bits split into 64-bit parts (an odd one, i99, widens to
/// whole parts first); vectors of other lengths
/// widen to the next legal length below 16 and split above. Memory
/// operations (\p Memory) never widen a vector: they split it, as a wider
/// access would touch memory the IR does not (and so does what LLVM's
/// helper can only split: selects with a vector condition, division and
/// remainder).
static LegalizeRuleSet &legalizeTypes(LegalizeRuleSet &RS,
                                      std::initializer_list<unsigned> Indices,
                                      bool AllowBool, bool Memory = false) {
  const LLT S64 = LLT::scalar(64);
  for (unsigned Idx : Indices)
    RS.fewerElementsIf(scalarizedVector(Idx), LegalizeMutations::scalarize(Idx));
  for (unsigned Idx : Indices) {
    RS.widenScalarIf(oddNarrowInteger(Idx, AllowBool),
                     LegalizeMutations::widenScalarOrEltToNextPow2(Idx, 8));
    RS.widenScalarIf(oddWideScalar(Idx),
                     LegalizeMutations::widenScalarOrEltToNextPow2(Idx));
    RS.narrowScalarIf(wideScalar(Idx), LegalizeMutations::changeTo(Idx, S64));
  }
  for (unsigned Idx : Indices) {
    if (Memory)
      RS.fewerElementsIf(any(shortOddVector(Idx), longVector(Idx)),
                         largestLegalPart(Idx));
    else
      RS.moreElementsIf(shortOddVector(Idx),
                        LegalizeMutations::moreElementsToNextPow2(Idx));
    RS.fewerElementsIf(longVector(Idx),
                       LegalizeMutations::changeElementCountTo(
                           Idx, ElementCount::getFixed(16)));
  }
  return RS;
}

/// Whether \p Ty is a vector of booleans or of odd integers (<2 x i4>,
/// <3 x i33>, <2 x i99>): in memory, packed bits (isPackedLaneWidth).
static bool isPackedBitsVector(LLT Ty) {
  return Ty.isVector() && !Ty.getScalarType().isPointer() &&
         isPackedLaneWidth(Ty.getScalarSizeInBits());
}

static LegalityPredicate packedBitsVector(unsigned TypeIdx) {
  return [=](const LegalityQuery &Q) { return isPackedBitsVector(Q.Types[TypeIdx]); };
}

/// A bitcast that SPIR-V's OpBitcast cannot do as it is and that lanes can:
/// between a vector of booleans or of odd integers (<4 x i1>, <2 x i4>) and
/// anything, or between a vector and an integer SPIR-V has no type for
/// (<3 x i8> and i24, <2 x i64> and i128). Pointers are not involved.
static LegalityPredicate laneBitcast() {
  return [](const LegalityQuery &Q) {
    LLT A = Q.Types[0], B = Q.Types[1];
    if (A.getScalarType().isPointer() || B.getScalarType().isPointer())
      return false;
    auto OddLanes = [](LLT Ty) {
      return Ty.isVector() && !isLegalScalarWidth(Ty.getScalarSizeInBits(), false);
    };
    auto OddScalar = [](LLT Ty) {
      return Ty.isScalar() && !isLegalScalarWidth(Ty.getSizeInBits(), false);
    };
    return OddLanes(A) || OddLanes(B) ||
           (A.isVector() != B.isVector() && (OddScalar(A) || OddScalar(B)));
  };
}

/// A bitcast between vectors of lanes SPIR-V has (not pointers) of
/// different lengths, one of which SPIR-V has no vector for.
static LegalityPredicate regroupingBitcast() {
  return [](const LegalityQuery &Q) {
    LLT A = Q.Types[0], B = Q.Types[1];
    return A.isVector() && B.isVector() && !A.getScalarType().isPointer() &&
           !B.getScalarType().isPointer() &&
           A.getNumElements() != B.getNumElements() &&
           (!isLegalVectorLength(A.getNumElements()) ||
            !isLegalVectorLength(B.getNumElements()));
  };
}

/// The integer width that holds \p Bits in a register and in memory.
static unsigned containerWidth(unsigned Bits) {
  return std::max<unsigned>(8, PowerOf2Ceil(Bits));
}

/// The integer width that \p Bits of an integer or of packed lanes occupy
/// in memory, as the type mapping lays them out (withDefaultPointees): a
/// power of two up to 64 bits (i33 in an i64), 64-bit words above (i99 in
/// two, never beyond LLVM's allocation size).
static unsigned memoryContainerWidth(unsigned Bits) {
  return Bits <= 64 ? containerWidth(Bits) : alignTo(Bits, 64);
}

/// The IR's name of G_ATOMICRMW_<OP>: "add", "uinc_wrap".
static std::string rmwOperation(const SPIRVSubtarget &ST, unsigned Opcode) {
  return ST.getInstrInfo()->getName(Opcode).drop_front(strlen("G_ATOMICRMW_")).lower();
}

/// Why Level-Zero has no atomic \p Opcode (an atomic G_LOAD or G_STORE, a
/// G_ATOMICRMW_*, G_ATOMIC_CMPXCHG) on \p ValTy through a \p PtrTy, in the
/// IR's words ("atomicrmw add on i8"); empty when it has one
/// (docs/Design.md, "Atomics"): 32- and 64-bit values (integers, and float
/// and double where the operation takes them) in private, global, local or
/// generic memory; fadd with SPV_EXT_shader_atomic_float_add (half with
/// SPV_EXT_shader_atomic_float16_add), fmin / fmax (half too) with
/// SPV_EXT_shader_atomic_float_min_max. The syncscope is checked by
/// spirv-check-module: a LegalityQuery does not carry it.
static std::string atomicRefusal(const SPIRVSubtarget &ST, unsigned Opcode,
                                 LLT ValTy, LLT PtrTy) {
  using namespace TargetOpcode;
  std::string Op;
  bool Float = false;
  SPIRV::Extension Ext{};
  bool NeedsExt = false, HalfOK = false;
  switch (Opcode) {
  case G_LOAD: Op = "atomic load"; break;
  case G_STORE: Op = "atomic store"; break;
  case G_ATOMIC_CMPXCHG: Op = "cmpxchg"; break;
  case G_ATOMICRMW_XCHG: case G_ATOMICRMW_ADD: case G_ATOMICRMW_SUB:
  case G_ATOMICRMW_AND: case G_ATOMICRMW_OR: case G_ATOMICRMW_XOR:
  case G_ATOMICRMW_MAX: case G_ATOMICRMW_MIN: case G_ATOMICRMW_UMAX:
  case G_ATOMICRMW_UMIN:
    break;
  case G_ATOMICRMW_FADD:
    Float = NeedsExt = true;
    HalfOK = ValTy == LLT::scalar(16);
    Ext = HalfOK ? SPIRV::Extension::SPV_EXT_shader_atomic_float16_add
                 : SPIRV::Extension::SPV_EXT_shader_atomic_float_add;
    break;
  case G_ATOMICRMW_FMIN: case G_ATOMICRMW_FMAX:
    Float = NeedsExt = HalfOK = true;
    Ext = SPIRV::Extension::SPV_EXT_shader_atomic_float_min_max;
    break;
  default:
    // nand, fsub (spirv-lower-intrinsics makes it an fadd), uinc_wrap...:
    // SPIR-V has no such operation.
    return "atomicrmw " + rmwOperation(ST, Opcode);
  }
  if (Op.empty())
    Op = "atomicrmw " + rmwOperation(ST, Opcode);
  unsigned AS = PtrTy.getAddressSpace();
  if (AS != SPIRVAS::Function && AS != SPIRVAS::CrossWorkgroup &&
      AS != SPIRVAS::Workgroup && AS != SPIRVAS::Generic)
    return Op + " in address space " + std::to_string(AS);
  // SPV_NV_shader_atomic_fp16_vector: fadd, fmin and fmax of <2 x half>
  // and <4 x half>.
  if (Float && ValTy.isFixedVector() && ValTy.getScalarSizeInBits() == 16 &&
      (ValTy.getNumElements() == 2 || ValTy.getNumElements() == 4) &&
      ST.canUseExtension(SPIRV::Extension::SPV_NV_shader_atomic_fp16_vector))
    return "";
  unsigned Bits = ValTy.isScalar() ? ValTy.getSizeInBits() : 0;
  bool WidthOK = Bits == 32 || Bits == 64 || (HalfOK && Bits == 16);
  if (WidthOK && !(NeedsExt && !ST.canUseExtension(Ext)))
    return "";
  // The type as the IR spells it, where its width and the operation say it.
  std::string Ty;
  if (ValTy.isPointer())
    Ty = ValTy.getAddressSpace() ? "ptr addrspace(" +
                                       std::to_string(ValTy.getAddressSpace()) + ")"
                                 : "ptr";
  else if (Float && Bits)
    Ty = Bits == 16 ? "half" : Bits == 32 ? "float" : Bits == 64 ? "double"
                                                                 : "f" + std::to_string(Bits);
  else if (Bits && (Opcode == G_ATOMICRMW_XCHG || Opcode == G_LOAD ||
                    Opcode == G_STORE))
    Ty = "a " + std::to_string(Bits) + "-bit value"; // integer or float
  else if (Bits)
    Ty = "i" + std::to_string(Bits);
  else {
    raw_string_ostream OS(Ty);
    ValTy.print(OS);
  }
  std::string What = Op + " on " + Ty;
  if (WidthOK)
    What += (" without " + SPIRV::extensionName(Ext)).str();
  return What;
}

static bool isAtomicAccess(const LegalityQuery &Q) {
  return Q.MMODescrs[0].Ordering != AtomicOrdering::NotAtomic;
}

namespace {
/// LegalizerInfo's rule sets, remembering which opcodes have rules: every
/// other generic opcode is "custom", whose default reports it.
class RuleTable {
  LegalizerInfo &LI;
  DenseSet<unsigned> Described;

public:
  explicit RuleTable(LegalizerInfo &LI) : LI(LI) {}
  LegalizeRuleSet &operator()(std::initializer_list<unsigned> Opcodes) {
    for (unsigned Op : Opcodes)
      Described.insert(Op);
    return LI.getActionDefinitionsBuilder(Opcodes);
  }
  /// Everything else is reported, not crashed on.
  void reportTheRest() {
    for (unsigned Op = TargetOpcode::PRE_ISEL_GENERIC_OPCODE_START;
         Op <= TargetOpcode::PRE_ISEL_GENERIC_OPCODE_END; ++Op) {
      if (Described.contains(Op))
        continue;
      LegalizeRuleSet &RS = LI.getActionDefinitionsBuilder(Op);
      if (RS.isAliasedByAnother())
        continue;
      RS.custom();
    }
  }
};
} // namespace

/// Integer, bitwise, comparison and floating-point arithmetic.
static void describeArithmetic(RuleTable &Rules) {
  using namespace TargetOpcode;
  // Integer arithmetic has no i1 form in SPIR-V: booleans widen to i8. The
  // helper's widening extends operands as each operation needs (division
  // and right shifts sign- or zero-extend), so odd widths stay exact.
  legalizeTypes(Rules({G_ADD, G_SUB, G_MUL}).legalIf(legalValue(0, false)),
                {0}, false)
      .custom();
  // Division splits a vector of odd length instead of padding it: LLVM's
  // helper does not pad a division (the extra lanes would divide by
  // undefined values).
  legalizeTypes(Rules({G_SDIV, G_UDIV, G_SREM, G_UREM})
                    .legalIf(legalValue(0, false)),
                {0}, false, /*Memory=*/true)
      .custom();
  legalizeTypes(Rules({G_SHL, G_LSHR, G_ASHR}).legalIf(allLegalValues(false)),
                {0, 1}, false)
      .custom();
  // The carries of split additions (i128) compare their parts; the high
  // half of a split product multiplies halves (legalizeCustom).
  Rules({G_UADDO, G_UADDE, G_USUBO, G_USUBE}).lower();
  legalizeTypes(Rules({G_UMULH}).customIf(legalValue(0, false)), {0}, false)
      .custom();
  // Bitwise operations on i1 are OpLogical*.
  legalizeTypes(Rules({G_AND, G_OR, G_XOR}).legalIf(legalValue(0, true)), {0},
                true)
      .custom();
  // LegalizerHelper widens a compare through its operands (index 1), and
  // splits a select whose condition is a vector rather than widening it.
  legalizeTypes(Rules({G_ICMP, G_FCMP}).legalIf(allLegalValues(true)), {1, 0},
                true)
      .custom();
  legalizeTypes(Rules({G_SELECT}).legalIf(allLegalValues(true)), {0, 1}, true,
                /*Memory=*/true)
      .custom();

  legalizeTypes(Rules({G_FADD, G_FSUB, G_FMUL, G_FDIV, G_FNEG})
                    .legalIf(legalFloat(0)),
                {0}, false)
      .custom();
  legalizeTypes(Rules({G_FREM}).legalIf(legalFloat(0)), {0}, false,
                /*Memory=*/true)
      .custom();

  // memcpy is OpCopyMemorySized; SPIRVLowerMemIntrinsics expands the others.
  Rules({G_MEMCPY, G_MEMCPY_INLINE}).legalIf(allLegalValues(false)).custom();
}

/// Bitcasts and conversions between types.
static void describeConversions(RuleTable &Rules) {
  using namespace TargetOpcode;
  const LLT S8 = LLT::scalar(8);
  // A bitcast of booleans or odd lanes, or to or from an odd integer, goes
  // lane by lane through the integer of all the bits (legalizeCustom).
  // A bitcast between vectors of legal lanes where either length is not
  // SPIR-V's (<5 x float> and <20 x i8>) regroups lanes (LegalizerHelper's
  // lowering: each wider lane bitcast to narrower ones, or each group of
  // narrower lanes to a wider one) before lengths are legalized, which
  // would pad or split the two sides differently.
  legalizeTypes(Rules({G_BITCAST})
                    .legalIf(allLegalValues(false))
                    .customIf(laneBitcast())
                    .lowerIf(regroupingBitcast()),
                {0, 1}, false)
      .custom();
  // Conversions to i1 convert to i8 and test the low bit.
  legalizeTypes(Rules({G_FPTOSI, G_FPTOUI})
                    .legalIf(allLegalValues(false))
                    .widenScalarIf(
                        [](const LegalityQuery &Q) {
                          return Q.Types[0].getScalarSizeInBits() == 1;
                        },
                        LegalizeMutations::changeElementTo(0, S8)),
                {0, 1}, false)
      .custom();
  // An extension to more than 64 bits is made of 64-bit parts here.
  legalizeTypes(Rules({G_ZEXT, G_SEXT, G_ANYEXT})
                    .legalIf(allLegalValues(true))
                    .customIf(all(wideScalar(0), LegalityPredicate(
                                                     [](const LegalityQuery &Q) {
                                                       return Q.Types[1].isScalar() &&
                                                              Q.Types[1].getSizeInBits() <= 64;
                                                     }))),
                {0, 1}, true)
      .custom();
  legalizeTypes(Rules({G_TRUNC, G_FPEXT, G_FPTRUNC, G_SITOFP, G_UITOFP,
                       G_PTRTOINT, G_INTTOPTR, G_ADDRSPACE_CAST})
                    .legalIf(allLegalValues(true)),
                {0, 1}, true)
      .custom();
}

/// Loads, stores and atomics.
static void describeMemory(RuleTable &Rules, const SPIRVSubtarget &ST) {
  using namespace TargetOpcode;
  // i1 has no memory representation: loads and stores go through a byte; a
  // vector of booleans is as many packed bits, as in LLVM's layout. An odd
  // integer is accessed as the whole power of two the type mapping gives
  // it in memory (i33 as i64).
  // An atomic access is legal as it is or not at all (atomicRefusal).
  LegalityPredicate LegalAtomic = [&ST](const LegalityQuery &Q) {
    return atomicRefusal(ST, Q.Opcode, Q.Types[0], Q.Types[1]).empty();
  };
  legalizeTypes(Rules({G_LOAD, G_STORE})
                    .legalIf(all(LegalityPredicate(isAtomicAccess), LegalAtomic))
                    .customIf(isAtomicAccess)
                    .lowerIf([](const LegalityQuery &Q) {
                      return Q.Types[0].isScalar() &&
                             Q.Types[0].getSizeInBits() == 1;
                    })
                    .customIf(packedBitsVector(0))
                    .legalIf(all(allLegalValues(false),
                                 LegalityPredicate([](const LegalityQuery &Q) {
                                   return Q.MMODescrs[0].MemoryTy.getSizeInBits() ==
                                          Q.Types[0].getSizeInBits();
                                 })))
                    .customIf([](const LegalityQuery &Q) {
                      unsigned MemBits = Q.MMODescrs[0].MemoryTy.getSizeInBits();
                      return Q.Types[0].isScalar() &&
                             (MemBits != Q.Types[0].getSizeInBits() ||
                              memoryContainerWidth(MemBits) != MemBits);
                    })
                    // 64-bit words in memory (i192) are accessed as such,
                    // whatever width the value computes in.
                    .narrowScalarIf(wideScalar(0),
                                    LegalizeMutations::changeTo(0, LLT::scalar(64))),
                {0}, false, /*Memory=*/true)
      .custom();
  // A load of the memory type and an extension (LegalizerHelper's lowering
  // only splits loads of odd sizes).
  Rules({G_ZEXTLOAD, G_SEXTLOAD}).custom();
  // Atomics: OpAtomic* on the values and memory Level-Zero has them for
  // (atomicRefusal); other operations are reported. The {value, success}
  // pair of a cmpxchg is the old value and a comparison.
  Rules({G_ATOMICRMW_XCHG, G_ATOMICRMW_ADD, G_ATOMICRMW_SUB, G_ATOMICRMW_AND,
         G_ATOMICRMW_OR, G_ATOMICRMW_XOR, G_ATOMICRMW_MAX, G_ATOMICRMW_MIN,
         G_ATOMICRMW_UMAX, G_ATOMICRMW_UMIN, G_ATOMICRMW_FADD,
         G_ATOMICRMW_FMIN, G_ATOMICRMW_FMAX, G_ATOMIC_CMPXCHG})
      .legalIf(LegalAtomic)
      .custom();
  Rules({G_ATOMIC_CMPXCHG_WITH_SUCCESS}).lower();
  Rules({G_FENCE}).alwaysLegal();
  // Sign extension within a register: a shift left and an arithmetic shift
  // right.
  Rules({G_SEXT_INREG}).lower();
}

/// Constants, addresses, vectors, the artifacts of splitting and widening,
/// and branches.
static void describeValues(RuleTable &Rules) {
  using namespace TargetOpcode;
  legalizeTypes(Rules({G_CONSTANT, G_FCONSTANT, G_IMPLICIT_DEF, G_FREEZE,
                       G_CONSTANT_FOLD_BARRIER, G_PHI})
                    .legalIf(allLegalValues(true)),
                {0}, true)
      .custom();
  Rules({G_GLOBAL_VALUE, G_FRAME_INDEX}).legalIf(allLegalValues(false)).custom();
  // Byte offsets from splitting memory accesses: an access chain over i8.
  Rules({G_PTR_ADD}).legalIf(allLegalValues(false)).custom();
  legalizeTypes(Rules({G_EXTRACT_VECTOR_ELT, G_INSERT_VECTOR_ELT})
                    .legalIf(allLegalValues(true)),
                {0, 1, 2}, true)
      .custom();
  // A shuffle with a type SPIR-V lacks (<1 x T> operands, odd or long
  // vectors) picks its elements one by one.
  Rules({G_SHUFFLE_VECTOR}).legalIf(allLegalValues(true)).lower();
  // What splitting and widening leave behind.
  legalizeTypes(Rules({G_BUILD_VECTOR, G_CONCAT_VECTORS})
                    .legalIf(allLegalValues(true)),
                {0, 1}, true)
      .custom();
  // Splitting a vector is selected. Parts of a wide integer (the halves of
  // an i128) are legal only to wait until the artifact combiner pairs them
  // with the merge that made them; one that survives is reported by the
  // selector.
  Rules({G_UNMERGE_VALUES})
      .legalIf([](const LegalityQuery &Q) {
        LLT Part = Q.Types[0], Whole = Q.Types[1];
        // Legal parts of a vector SPIR-V lacks (a <32 x s8> split in two)
        // wait for the combiner like those of a wide integer.
        if (isLegalValue(Part, true))
          return Whole.isScalar() || isLegalValue(Whole, true) ||
                 (Whole.isVector() && Whole.getScalarType() == Part.getScalarType());
        // Whole 64-bit words: of a wider integer, or lanes of a vector of
        // them (a scalarized <4 x i128>).
        return Part.isScalar() && Part.getSizeInBits() % 64 == 0 &&
               (Whole.isScalar() || Whole.getScalarType() == Part);
      })
      .custom();
  Rules({G_MERGE_VALUES})
      .legalIf([](const LegalityQuery &Q) {
        return isLegalValue(Q.Types[1], true) && Q.Types[0].isScalar();
      })
      .custom();
  // Bits of an integer at an offset (what LegalizerHelper's splits of odd
  // widths would leave): shifts, masks and truncations.
  Rules({G_EXTRACT, G_INSERT}).lower();
  Rules({G_BR, G_BRCOND, G_BRJT, G_JUMP_TABLE}).alwaysLegal();
}

SPIRVLegalizerInfo::SPIRVLegalizerInfo(const SPIRVSubtarget &ST) {
  RuleTable Rules(*this);
  describeArithmetic(Rules);
  describeConversions(Rules);
  describeMemory(Rules, ST);
  describeValues(Rules);
  Rules.reportTheRest();
  getLegacyLegalizerInfo().computeTables();
  verify(*ST.getInstrInfo());
}

/// Reports \p MI as what cannot be lowered, naming its value type, and
/// marks the function failed (nothing of it is emitted).
static void reportIllegal(const MachineInstr &MI) {
  MachineFunction &MF = *const_cast<MachineFunction *>(MI.getMF());
  if (MF.getInfo<SPIRVMachineFunctionInfo>()->failed())
    return; // One error per function.
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  std::string What = ("instruction " + TII.getName(MI.getOpcode())).str();
  // Atomics are named as the IR writes them, with what makes them illegal.
  unsigned Opc = MI.getOpcode();
  auto *Access = dyn_cast<GLoadStore>(&MI);
  bool RMW = Opc >= TargetOpcode::GENERIC_ATOMICRMW_OP_START &&
             Opc <= TargetOpcode::GENERIC_ATOMICRMW_OP_END;
  if (Access ? Access->isAtomic() : RMW || Opc == TargetOpcode::G_ATOMIC_CMPXCHG) {
    // The value is operand 0; the pointer follows it (G_ATOMIC_CMPXCHG,
    // G_ATOMICRMW_*, G_LOAD, G_STORE).
    What = atomicRefusal(MF.getSubtarget<SPIRVSubtarget>(), Opc,
                         MRI.getType(MI.getOperand(0).getReg()),
                         MRI.getType(MI.getOperand(1).getReg()));
  } else if (MI.getNumOperands() && MI.getOperand(0).isReg()) {
    // Name the value type too: most refusals are about a type.
    LLT Ty = MRI.getType(MI.getOperand(0).getReg());
    if (Ty.isValid()) {
      std::string TyText;
      raw_string_ostream OS(TyText);
      Ty.print(OS);
      What += " on " + TyText;
    }
  }
  reportUnsupported(MF.getFunction(), What, MI.getDebugLoc());
  MF.getInfo<SPIRVMachineFunctionInfo>()->setFailed();
}

/// <N x sK> -> s(N*K), lane I in bits I*K.. (LLVM's layout). Booleans up
/// to 64 select their bit; other lanes are zero-extended and shifted into
/// place. An odd width is computed in the power of two that holds it; wider
/// than 64 bits, in parts (the legalizer splits the operations).
static Register lanesToBits(MachineIRBuilder &B, Register Vec) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLT VecTy = MRI.getType(Vec);
  unsigned N = VecTy.getNumElements(), K = VecTy.getScalarSizeInBits();
  unsigned Bits = N * K;
  LLT IntTy = LLT::scalar(Bits <= 64 ? containerWidth(Bits) : Bits);
  LLT LaneTy = LLT::scalar(K), S32 = LLT::scalar(32);
  auto Zero = B.buildConstant(IntTy, 0);
  Register Acc = Zero.getReg(0);
  for (unsigned I = 0; I < N; ++I) {
    auto Lane = B.buildExtractVectorElement(LaneTy, Vec, B.buildConstant(S32, I));
    Register Placed;
    if (K == 1 && Bits <= 64)
      Placed = B.buildSelect(IntTy, Lane, B.buildConstant(IntTy, uint64_t(1) << I), Zero)
                   .getReg(0);
    else
      Placed = B.buildShl(IntTy, B.buildZExt(IntTy, Lane),
                          B.buildConstant(IntTy, uint64_t(I) * K))
                   .getReg(0);
    Acc = B.buildOr(IntTy, Acc, Placed).getReg(0);
  }
  if (IntTy.getSizeInBits() == Bits)
    return Acc;
  return B.buildTrunc(LLT::scalar(Bits), Acc).getReg(0);
}

/// s(N*K) -> <N x sK> into \p Dst: booleans up to 64 test their bit on a
/// splat of the integer; other lanes are shifted down and truncated (a
/// boolean beyond 64 tests the low bit of its shifted part).
static void bitsToLanes(MachineIRBuilder &B, Register Dst, Register Bits) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLT VecTy = MRI.getType(Dst);
  unsigned N = VecTy.getNumElements(), K = VecTy.getScalarSizeInBits();
  unsigned Total = N * K;
  LLT IntTy = LLT::scalar(Total <= 64 ? containerWidth(Total) : Total);
  Register X = Bits;
  if (MRI.getType(X) != IntTy)
    X = B.buildAnyExt(IntTy, X).getReg(0);
  if (K == 1 && Total <= 64) {
    LLT WideVec = LLT::fixed_vector(N, IntTy);
    SmallVector<Register, 16> Masks;
    for (unsigned I = 0; I < N; ++I)
      Masks.push_back(B.buildConstant(IntTy, uint64_t(1) << I).getReg(0));
    auto Splat = B.buildSplatBuildVector(WideVec, X);
    auto Masked = B.buildAnd(WideVec, Splat, B.buildBuildVector(WideVec, Masks));
    auto Zero = B.buildSplatBuildVector(WideVec, B.buildConstant(IntTy, 0));
    B.buildICmp(CmpInst::ICMP_NE, Dst, Masked, Zero);
    return;
  }
  LLT LaneTy = LLT::scalar(K);
  SmallVector<Register, 16> Lanes;
  for (unsigned I = 0; I < N; ++I) {
    auto Part = B.buildLShr(IntTy, X, B.buildConstant(IntTy, uint64_t(I) * K));
    if (K == 1)
      Lanes.push_back(B.buildICmp(CmpInst::ICMP_NE, LaneTy,
                                  B.buildAnd(IntTy, Part, B.buildConstant(IntTy, 1)),
                                  B.buildConstant(IntTy, 0))
                          .getReg(0));
    else
      Lanes.push_back(B.buildTrunc(LaneTy, Part).getReg(0));
  }
  B.buildBuildVector(Dst, Lanes);
}

/// A load of the memory type and an extension (LegalizerHelper's lowering
/// only splits loads of odd sizes).
static bool legalizeExtLoad(MachineIRBuilder &B, MachineInstr &MI) {
  auto &Load = cast<GExtLoad>(MI);
  MachineMemOperand &MMO = Load.getMMO();
  auto Value = B.buildLoad(MMO.getMemoryType(), Load.getPointerReg(), MMO);
  B.buildInstr(MI.getOpcode() == TargetOpcode::G_ZEXTLOAD ? TargetOpcode::G_ZEXT
                                                          : TargetOpcode::G_SEXT,
               {Load.getDstReg()}, {Value});
  MI.eraseFromParent();
  return true;
}

/// Through the integer of all the bits (InstCombine's `bitcast <4 x i1> to
/// i4`, `bitcast i24 to <3 x i8>`): a vector source gives its lanes' bits,
/// a vector destination takes them; what is neither is a plain bitcast to
/// or from that integer.
static bool legalizeBitcast(MachineIRBuilder &B, MachineInstr &MI) {
  MachineRegisterInfo &MRI = *B.getMRI();
  auto [Dst, DstTy, Src, SrcTy] = MI.getFirst2RegLLTs();
  LLT IntTy = LLT::scalar(DstTy.getSizeInBits());
  Register Int = Src;
  if (SrcTy.isVector())
    Int = lanesToBits(B, Src);
  else if (SrcTy != IntTy)
    Int = B.buildBitcast(IntTy, Src).getReg(0);
  if (DstTy.isVector())
    bitsToLanes(B, Dst, Int);
  else if (DstTy == IntTy)
    MRI.replaceRegWith(Dst, Int);
  else
    B.buildBitcast(Dst, Int);
  MI.eraseFromParent();
  return true;
}

/// An extension to more than 64 bits, into 64-bit parts: the low one
/// extended, the others zeros, copies of the sign, or undefined.
static bool legalizeWideExtension(MachineIRBuilder &B, MachineInstr &MI) {
  auto [Dst, DstTy, Src, SrcTy] = MI.getFirst2RegLLTs();
  const LLT S64 = LLT::scalar(64);
  unsigned Opc = MI.getOpcode();
  Register Lo = SrcTy == S64 ? Src : B.buildInstr(Opc, {S64}, {Src}).getReg(0);
  Register Hi;
  if (Opc == TargetOpcode::G_ZEXT)
    Hi = B.buildConstant(S64, 0).getReg(0);
  else if (Opc == TargetOpcode::G_SEXT)
    Hi = B.buildAShr(S64, Lo, B.buildConstant(S64, 63)).getReg(0);
  else
    Hi = B.buildUndef(S64).getReg(0);
  SmallVector<Register, 4> Parts{Lo};
  Parts.append(divideCeil(DstTy.getSizeInBits(), 64) - 1, Hi);
  if (Parts.size() * 64 == DstTy.getSizeInBits()) {
    B.buildMergeLikeInstr(Dst, Parts);
  } else {
    LLT Wide = LLT::scalar(Parts.size() * 64);
    B.buildTrunc(Dst, B.buildMergeLikeInstr(Wide, Parts));
  }
  MI.eraseFromParent();
  return true;
}

/// The high half of a product: in twice the width when that is legal, else
/// from 32-bit halves (schoolbook, with the carries of the middle column).
static bool legalizeUMulH(MachineIRBuilder &B, MachineInstr &MI) {
  auto [Dst, DstTy, A, ATy, Bv, BTy] = MI.getFirst3RegLLTs();
  unsigned W = DstTy.getScalarSizeInBits();
  if (W <= 32) {
    LLT Wide = DstTy.changeElementSize(2 * W);
    auto Product = B.buildMul(Wide, B.buildZExt(Wide, A), B.buildZExt(Wide, Bv));
    B.buildTrunc(Dst, B.buildLShr(Wide, Product, B.buildConstant(Wide, W)));
  } else {
    LLT Ty = DstTy; // lambdas cannot capture structured bindings in C++17
    auto Mask = B.buildConstant(Ty, 0xffffffffu);
    auto Half = B.buildConstant(Ty, 32);
    auto Lo = [&](Register X) { return B.buildAnd(Ty, X, Mask).getReg(0); };
    auto Hi = [&](Register X) { return B.buildLShr(Ty, X, Half).getReg(0); };
    Register AL = Lo(A), AH = Hi(A), BL = Lo(Bv), BH = Hi(Bv);
    Register LL = B.buildMul(DstTy, AL, BL).getReg(0);
    Register LH = B.buildMul(DstTy, AL, BH).getReg(0);
    Register HL = B.buildMul(DstTy, AH, BL).getReg(0);
    Register HH = B.buildMul(DstTy, AH, BH).getReg(0);
    auto Mid = B.buildAdd(DstTy, B.buildAdd(DstTy, Hi(LL), Lo(LH)), Lo(HL));
    auto Sum = B.buildAdd(DstTy, B.buildAdd(DstTy, HH, Hi(LH)), Hi(HL));
    B.buildAdd(Dst, Sum, Hi(Mid.getReg(0)));
  }
  MI.eraseFromParent();
  return true;
}

namespace {
/// A non-atomic access of an integer or packed bits in memory, as the
/// pieces LLVM's access touches: its store size only (an i40 5 bytes, an
/// i99 13), in pieces of powers of two up to 8 bytes, low bytes first,
/// taken from or gathered into 64-bit words (the container itself up to 64
/// bits).
struct MemoryPieces {
  MachineIRBuilder &B;
  GLoadStore &Access;
  /// The container in memory (i64 for an i33), and the words it is made of.
  LLT IntTy, WordTy;
  /// The access of the whole container.
  MachineMemOperand *MMO;
  /// (offset, size) in bytes; empty when the container is accessed whole.
  SmallVector<std::pair<unsigned, unsigned>, 4> Pieces;

  MemoryPieces(MachineIRBuilder &B, GLoadStore &Access, unsigned Bits)
      : B(B), Access(Access), IntTy(LLT::scalar(memoryContainerWidth(Bits))) {
    MMO = B.getMF().getMachineMemOperand(
        &Access.getMMO(), Access.getMMO().getPointerInfo(), IntTy);
    unsigned Bytes = divideCeil(Bits, 8);
    if (Bytes * 8 != IntTy.getSizeInBits())
      for (unsigned Off = 0; Off < Bytes; Off += Pieces.back().second)
        Pieces.push_back({Off, std::min(8u, llvm::bit_floor(Bytes - Off))});
    WordTy = IntTy.getSizeInBits() > 64 ? LLT::scalar(64) : IntTy;
  }

  Register pointer(unsigned Off) {
    if (!Off)
      return Access.getPointerReg();
    LLT PtrTy = B.getMRI()->getType(Access.getPointerReg());
    return B.buildPtrAdd(PtrTy, Access.getPointerReg(),
                         B.buildConstant(LLT::scalar(PtrTy.getSizeInBits()), Off),
                         MachineInstr::MIFlag::NoUWrap | MachineInstr::MIFlag::InBounds)
        .getReg(0);
  }
  MachineMemOperand *memOperand(unsigned Off, unsigned Size) {
    return B.getMF().getMachineMemOperand(&Access.getMMO(), Off,
                                          LLT::scalar(8 * Size));
  }

  /// The container's value. Pieces never straddle a word: each word is the
  /// or of its pieces (and the store size reaches into every word).
  Register load() {
    if (Pieces.empty())
      return B.buildLoad(IntTy, Access.getPointerReg(), *MMO).getReg(0);
    SmallVector<Register, 4> Words;
    for (auto [Off, Size] : Pieces) {
      Register Part =
          B.buildLoad(LLT::scalar(8 * Size), pointer(Off), *memOperand(Off, Size))
              .getReg(0);
      if (Size < WordTy.getSizeInBits() / 8)
        Part = B.buildZExt(WordTy, Part).getReg(0);
      if (unsigned Shift = 8 * (Off % 8))
        Part = B.buildShl(WordTy, Part, B.buildConstant(WordTy, Shift)).getReg(0);
      if (Off % 8)
        Words.back() = B.buildOr(WordTy, Words.back(), Part).getReg(0);
      else
        Words.push_back(Part);
    }
    return Words.size() == 1 ? Words[0]
                             : B.buildMergeLikeInstr(IntTy, Words).getReg(0);
  }

  /// Stores \p Int, of the container's type.
  void store(Register Int) {
    if (Pieces.empty()) {
      B.buildStore(Int, Access.getPointerReg(), *MMO);
      return;
    }
    SmallVector<Register, 4> Words{Int};
    if (IntTy != WordTy) {
      Words.resize(IntTy.getSizeInBits() / 64);
      for (Register &W : Words)
        W = B.getMRI()->createGenericVirtualRegister(WordTy);
      B.buildUnmerge(Words, Int);
    }
    for (auto [Off, Size] : Pieces) {
      Register Part = Words[Off / 8];
      if (unsigned Shift = 8 * (Off % 8))
        Part = B.buildLShr(WordTy, Part, B.buildConstant(WordTy, Shift)).getReg(0);
      if (Size < WordTy.getSizeInBits() / 8)
        Part = B.buildTrunc(LLT::scalar(8 * Size), Part).getReg(0);
      B.buildStore(Part, pointer(Off), *memOperand(Off, Size));
    }
  }
};
} // namespace

/// Vectors of booleans and of odd integers in memory are packed bits; odd
/// integers occupy their container (the type mapping's layout). Atomic
/// accesses, pointers and other vectors are not this function's.
static bool legalizeLoadStore(MachineIRBuilder &B, MachineInstr &MI) {
  MachineRegisterInfo &MRI = *B.getMRI();
  auto &Access = cast<GLoadStore>(MI);
  if (Access.isAtomic())
    return false; // Legal as it is or not at all (atomicRefusal).
  Register Value = Access.getReg(0);
  LLT Ty = MRI.getType(Value);
  if (Ty.isPointer() || (Ty.isVector() && !isPackedBitsVector(Ty)))
    return false;
  // The IR's bits: a widened value (s64 for an i33) has more.
  unsigned Bits = Ty.isVector() ? Ty.getSizeInBits()
                                : Access.getMMO().getMemoryType().getSizeInBits();
  MemoryPieces Memory(B, Access, Bits);
  if (isa<GLoad>(Access)) {
    if (Ty == Memory.IntTy && Memory.Pieces.empty()) {
      B.buildLoad(Value, Access.getPointerReg(), *Memory.MMO);
    } else {
      Register Int = Memory.load();
      if (Ty.isVector()) {
        if (Memory.IntTy.getSizeInBits() != Bits)
          Int = B.buildTrunc(LLT::scalar(Bits), Int).getReg(0);
        bitsToLanes(B, Value, Int);
      } else {
        B.buildAnyExtOrTrunc(Value, Int);
      }
    }
  } else {
    Register Int = Ty.isVector() ? lanesToBits(B, Value) : Value;
    if (MRI.getType(Int) != Memory.IntTy)
      Int = B.buildAnyExtOrTrunc(Memory.IntTy, Int).getReg(0);
    Memory.store(Int);
  }
  MI.eraseFromParent();
  return true;
}

/// What no rule legalizes: reported, and the function's values made
/// OpUndef. Nothing of this function is emitted; the rest of the pipeline
/// only runs to its end. OpUndef is a final instruction: a generic undef of
/// the same illegal type would be legalized in turn, and could come back
/// here without end.
static bool reportAndStub(MachineIRBuilder &B, MachineInstr &MI) {
  MachineRegisterInfo &MRI = *B.getMRI();
  LLVM_DEBUG(dbgs() << "no legalization: " << MI);
  reportIllegal(MI);
  for (MachineOperand &Def : MI.defs()) {
    B.buildInstr(SPIRV::OpUndef).addDef(Def.getReg());
    MRI.setRegClass(Def.getReg(), &SPIRV::IDRegClass);
  }
  MI.eraseFromParent();
  return true;
}

/// The custom legalizations, each false where it does not apply (as
/// LegalizerHelper's callers expect of legalizeCustom).
static bool legalizeKnown(MachineIRBuilder &B, MachineInstr &MI) {
  switch (MI.getOpcode()) {
  case TargetOpcode::G_ZEXTLOAD:
  case TargetOpcode::G_SEXTLOAD:
    return legalizeExtLoad(B, MI);
  case TargetOpcode::G_BITCAST:
    return legalizeBitcast(B, MI);
  case TargetOpcode::G_ZEXT:
  case TargetOpcode::G_SEXT:
  case TargetOpcode::G_ANYEXT:
    return legalizeWideExtension(B, MI);
  case TargetOpcode::G_UMULH:
    return legalizeUMulH(B, MI);
  case TargetOpcode::G_LOAD:
  case TargetOpcode::G_STORE:
    return legalizeLoadStore(B, MI);
  default:
    return false;
  }
}

/// What no custom legalization applies to is reported.
bool SPIRVLegalizerInfo::legalizeCustom(LegalizerHelper &Helper,
                                        MachineInstr &MI,
                                        LostDebugLocObserver &) const {
  MachineIRBuilder &B = Helper.MIRBuilder;
  B.setInstrAndDebugLoc(MI);
  LLVM_DEBUG(dbgs() << "custom legalization: " << MI);
  if (legalizeKnown(B, MI))
    return true;
  return reportAndStub(B, MI);
}

/// OpExtInst needs a type SPIR-V has. An element-wise OpenCL.std
/// instruction (its result and every operand vectors of one length) on 5-7
/// or 9-15 lanes computes in 8 or 16: its operands are padded with
/// undefined lanes and its result trimmed by the same artifacts as
/// LegalizerHelper's moreElements makes for G_FADD, which the legalizer
/// then combines with the operands' producers and users. LegalizerInfo
/// rules cannot say this, as the Legalizer skips target opcodes; other
/// vectors SPIR-V lacks are reported, and so are those of an instruction
/// with a pointer operand (frexp's exponent: padded lanes would be written
/// past the object).
static void legalizeExtInstVectors(MachineFunction &MF) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  auto *Info = MF.getInfo<SPIRVMachineFunctionInfo>();
  // The first vector SPIR-V has no type for among MI's values.
  auto OddVector = [&](const MachineInstr &MI) -> std::optional<LLT> {
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MRI.getType(MO.getReg()).isVector() &&
          !isLegalValue(MRI.getType(MO.getReg()), true))
        return MRI.getType(MO.getReg());
    return std::nullopt;
  };
  SmallVector<MachineInstr *, 8> Work;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      if ((MI.getOpcode() == SPIRV::G_SPIRV_EXTINST ||
           MI.getOpcode() == SPIRV::G_SPIRV_EXTINST_MEM) &&
          OddVector(MI))
        Work.push_back(&MI);
  MachineIRBuilder B(MF);
  for (MachineInstr *MI : Work) {
    LLT Ty = MRI.getType(MI->getOperand(0).getReg());
    unsigned N = Ty.isVector() ? Ty.getNumElements() : 0;
    bool ElementWise =
        N > 1 && N < 16 && !isLegalVectorLength(N) &&
        all_of(MI->operands(), [&](const MachineOperand &MO) {
          if (!MO.isReg())
            return true;
          LLT OpTy = MRI.getType(MO.getReg());
          return OpTy.isVector() && OpTy.getNumElements() == N;
        });
    if (!ElementWise) {
      const SPIRV::GrammarExtInst *E = SPIRV::lookupExtInst(
          OpenCLStdSetName, MI->getOperand(1).getImm());
      std::string TyText;
      raw_string_ostream OS(TyText);
      OddVector(*MI)->print(OS);
      reportUnsupported(MF.getFunction(),
                        Twine(OpenCLStdSetName) + " " + (E ? E->Name : "?") +
                            " on " + TyText,
                        MI->getDebugLoc());
      Info->setFailed();
      return;
    }
    ElementCount Lanes = ElementCount::getFixed(N < 8 ? 8 : 16);
    LLT WideTy = Ty.changeElementCount(Lanes);
    // The SPIR-V element type call lowering gave the values (float or
    // integer), on the wide vectors.
    auto Widened = [&](Register R) -> Type * {
      auto *T = dyn_cast_or_null<FixedVectorType>(Info->getType(R));
      return T ? FixedVectorType::get(T->getElementType(), Lanes.getFixedValue())
               : nullptr;
    };
    B.setInstrAndDebugLoc(*MI);
    // Each operand keeps its element type (pown's exponents are integers).
    for (MachineOperand &MO : MI->explicit_uses()) {
      if (!MO.isReg())
        continue;
      LLT OpTy = MRI.getType(MO.getReg()).changeElementCount(Lanes);
      Register Wide = B.buildPadVectorWithUndefElements(OpTy, MO.getReg()).getReg(0);
      if (Type *T = Widened(MO.getReg()))
        Info->setType(Wide, T);
      MO.setReg(Wide);
    }
    Register Dst = MI->getOperand(0).getReg();
    Register WideDst = MRI.createGenericVirtualRegister(WideTy);
    if (Type *T = Widened(Dst))
      Info->setType(WideDst, T);
    MI->getOperand(0).setReg(WideDst);
    B.setInsertPt(*MI->getParent(), std::next(MI->getIterator()));
    B.buildDeleteTrailingVectorElements(Dst, WideDst);
  }
}

namespace {
/// LLVM's legalizer, with an instruction that no rule could legalize
/// reported as unsupported (error, exit 1) instead of a fatal error.
class SPIRVLegalizer : public Legalizer {
public:
  bool runOnMachineFunction(MachineFunction &MF) override {
    auto *Info = MF.getInfo<SPIRVMachineFunctionInfo>();
    if (Info->failed())
      return false;
    const LegalizerInfo &LI = *MF.getSubtarget().getLegalizerInfo();
    // nsw/nuw hold at the IR's width: widening or splitting an instruction
    // keeps its flags but not their truth.
    const MachineRegisterInfo &MRI = MF.getRegInfo();
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : MBB)
        if (MI.getNumExplicitDefs() == 1 &&
            !isLegalValue(MRI.getType(MI.getOperand(0).getReg()),
                          /*AllowBool=*/false)) {
          MI.clearFlag(MachineInstr::NoSWrap);
          MI.clearFlag(MachineInstr::NoUWrap);
        }
    legalizeExtInstVectors(MF);
    if (Info->failed())
      return true;
    MachineIRBuilder B;
    LostDebugLocObserver LocObserver("spirv-legalizer");
    MFResult Result = legalizeMachineFunction(MF, LI, {}, LocObserver, B,
                                              /*VT=*/nullptr);
    if (Result.FailedOn && !Info->failed())
      reportIllegal(*Result.FailedOn);
    return Result.Changed;
  }
};
} // namespace

MachineFunctionPass *llvm::createSPIRVLegalizerPass() {
  return new SPIRVLegalizer();
}
