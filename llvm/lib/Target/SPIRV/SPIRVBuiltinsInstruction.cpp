//===- SPIRVBuiltinsInstruction.cpp - Any instruction as __spirv_<Name> ---===//
//
// The central rule of the translator's LLVM IR conventions: a call
// __spirv_{OpCodeName}{_R<type>}{_sat}{_rt*}
// (mangled, as Clang writes it for OpenCL and SYCL, a C++ template instance,
// or not mangled) is the instruction the grammar names. The operands come
// from the grammar, one call argument each, in the grammar's order:
//  - ids are values, of the call's types;
//  - Scope and MemorySemantics ids are constant i32 arguments, emitted as
//    ids of OpConstant;
//  - literals and enumerants are constant i32 arguments, emitted as
//    literals; an enumerant's own parameters (MemoryAccess Aligned's
//    alignment) follow it;
//  - optional and variadic operands may be left out at the end.
// The result type is the call's (the _R<type> postfix only disambiguates
// overloads), _sat and _rte / _rtz / _rtp / _rtn decorate the result
// SaturatedConversion and FPRoundingMode. An instruction whose result is a
// boolean may be called for an integer result (the translator's <4 x i8>
// of __spirv_IsNan): 1 / 0 per element.
//
// The grammar has no types, so what each instruction accepts is its class's
// rule here (typeRule), checked before lowering: a misused call says which
// operand is wrong and what it must be. The families that lower more than
// one instruction per call (images, printf, groups, async copies, OpenCL.std)
// claim their names first; this family takes every other instruction whose
// capabilities the Kernel environment has.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "GISel/SPIRVCallLowering.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVRegisterInfo.h"
#include "SPIRVRequirements.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "spirv-builtins"

using namespace llvm;
using SPIRV::GrammarInstruction;
using SPIRV::InstructionClass;
using SPIRV::OperandKind;

namespace {
/// What an instruction's operands and result must be (the validation rules
/// the grammar leaves out), by kind of instruction.
enum class TypeRule : uint8_t {
  FloatOp,        // float result; every id of the result's type
  IntOp,          // integer result; every id an integer of its shape
  Shift,          // integer result; base of its shape, shift of its length
  BitField,       // integer result; bases of its type, then integer scalars
  BitCount,       // integer result; an integer of its length
  VectorTimesScalar, // float vector; the vector, a scalar of its element
  Dot,            // float scalar; two float vectors of it
  FloatTest,      // boolean result; a float of its length
  FloatCompare,   // boolean result; two floats of one type, of its length
  IntCompare,     // boolean result; two integers of one shape, its length
  Logical,        // boolean result; booleans of its type
  AnyAll,         // boolean scalar; a boolean vector
  Select,         // (condition, object, object)
  FloatToInt, IntToFloat, IntToInt, FloatToFloat, // same length
  Quantize,       // a 32-bit float of the result's type
  PtrToInt, IntToPtr, ToGeneric, FromGeneric,
  Bitcast,        // same size, or pointers
  VectorExtractDynamic, VectorInsertDynamic, VectorShuffle,
  CompositeConstruct, CompositeExtract, CompositeInsert, CopyObject,
  Load, Store, CopyMemory, CopyMemorySized, GenericPtrMemSemantics,
  PtrCompare, PtrDiff, SizeOf, Undef, Nop, Lifetime, Barrier,
  AtomicInt,      // integer read-modify-write (IAdd, SMin...)
  AtomicFloat,    // float read-modify-write (FAddEXT, FMinEXT...)
  AtomicLoad, AtomicStore, AtomicExchange, AtomicCompareExchange,
  AtomicIncDec, AtomicFlagTestAndSet, AtomicFlagClear,
  IntPair,        // struct of two integers of the operands' type
  CopyLogical,    // an aggregate of another type that logically matches
  // Instructions of extensions.
  ToBFloat16, FromBFloat16, // i16 from / to a 32-bit float, same length
  Ternary,        // three integers of the result's type, an i32 table
  Clock,          // i64 or <2 x i32>; a Subgroup or Device scope
  Prefetch,       // (global pointer, i32 bytes)
  // SPV_INTEL_arbitrary_precision_floating_point / _fixed_point: integers
  // that hold the format's bits; the comparisons give a boolean.
  ArbitraryPrecision, ArbitraryCompare,
};
} // namespace

/// The rule of each instruction a call may stand for; none for those that
/// are not values or statements of a function body (types, constants,
/// control flow, decorations, debug information) and those another family
/// lowers.
static std::optional<TypeRule> typeRule(const GrammarInstruction &GI) {
  StringRef Name = StringRef(GI.Name).drop_front(2); // "Op"
  using R = TypeRule;
  // Instructions of extensions have rules of their own, when they have any.
  bool Core = GI.Avail.MinVersion != SPIRV::NoVersion;
  switch (GI.Class) {
  case InstructionClass::Arithmetic:
    if (Name == "VectorTimesScalar")
      return R::VectorTimesScalar;
    if (Name == "Dot")
      return R::Dot;
    if (Core && (Name == "IAddCarry" || Name == "ISubBorrow" ||
                 Name == "UMulExtended" || Name == "SMulExtended"))
      return R::IntPair;
    // The integer dot products (SDot...) take vectors or packed words, and
    // capabilities by their operand types: no rule yet.
    if (!Core || Name.contains("Matrix") || Name.contains("Transpose") ||
        Name.contains("Outer") || Name.contains("Dot"))
      return std::nullopt;
    return Name.starts_with("F") ? R::FloatOp : R::IntOp;
  case InstructionClass::Bit:
    if (Name == "BitwiseFunctionINTEL")
      return R::Ternary;
    // (Kernel modules have these through SPV_KHR_bit_instructions only.)
    if (Name.starts_with("BitField"))
      return R::BitField;
    if (Name == "BitReverse")
      return R::IntOp;
    if (!Core)
      return std::nullopt;
    if (Name.starts_with("Shift"))
      return R::Shift;
    return Name == "BitCount" ? R::BitCount : R::IntOp;
  case InstructionClass::Relational_and_Logical:
    if (!Core)
      return std::nullopt;
    if (Name == "Select")
      return R::Select;
    if (Name == "Any" || Name == "All")
      return R::AnyAll;
    if (Name.starts_with("Is") || Name == "SignBitSet")
      return R::FloatTest;
    if (Name.starts_with("Logical"))
      return R::Logical;
    if (Name.starts_with("FOrd") || Name.starts_with("FUnord") ||
        Name == "Ordered" || Name == "Unordered" || Name == "LessOrGreater")
      return R::FloatCompare;
    return R::IntCompare;
  case InstructionClass::Conversion:
    return StringSwitch<std::optional<TypeRule>>(Name)
        .Cases({"ConvertFToU", "ConvertFToS"}, R::FloatToInt)
        .Cases({"ConvertSToF", "ConvertUToF"}, R::IntToFloat)
        .Cases({"UConvert", "SConvert", "SatConvertSToU", "SatConvertUToS"}, R::IntToInt)
        .Case("FConvert", R::FloatToFloat)
        .Case("QuantizeToF16", R::Quantize)
        .Case("ConvertPtrToU", R::PtrToInt)
        .Case("ConvertUToPtr", R::IntToPtr)
        .Case("PtrCastToGeneric", R::ToGeneric)
        .Cases({"GenericCastToPtr", "GenericCastToPtrExplicit"}, R::FromGeneric)
        .Case("Bitcast", R::Bitcast)
        .Case("ConvertFToBF16INTEL", R::ToBFloat16)
        .Case("ConvertBF16ToFINTEL", R::FromBFloat16)
        .Case("RoundFToTF32INTEL", R::Quantize)
        .Default(std::nullopt);
  case InstructionClass::Composite:
    return StringSwitch<std::optional<TypeRule>>(Name)
        .Case("VectorExtractDynamic", R::VectorExtractDynamic)
        .Case("VectorInsertDynamic", R::VectorInsertDynamic)
        .Case("VectorShuffle", R::VectorShuffle)
        .Case("CompositeConstruct", R::CompositeConstruct)
        .Case("CompositeExtract", R::CompositeExtract)
        .Case("CompositeInsert", R::CompositeInsert)
        .Case("CopyObject", R::CopyObject)
        .Case("CopyLogical", R::CopyLogical)
        .Default(std::nullopt);
  case InstructionClass::Memory:
    return StringSwitch<std::optional<TypeRule>>(Name)
        .Case("Load", R::Load)
        .Case("Store", R::Store)
        .Case("CopyMemory", R::CopyMemory)
        .Case("CopyMemorySized", R::CopyMemorySized)
        .Case("GenericPtrMemSemantics", R::GenericPtrMemSemantics)
        .Cases({"PtrEqual", "PtrNotEqual"}, R::PtrCompare)
        .Case("PtrDiff", R::PtrDiff)
        .Default(std::nullopt);
  case InstructionClass::Miscellaneous:
    return StringSwitch<std::optional<TypeRule>>(Name)
        .Case("SizeOf", R::SizeOf)
        .Case("Undef", R::Undef)
        .Case("Nop", R::Nop)
        .Default(std::nullopt);
  case InstructionClass::Control_Flow:
    if (Name == "LifetimeStart" || Name == "LifetimeStop")
      return R::Lifetime;
    return std::nullopt;
  case InstructionClass::Barrier:
    if (Name == "ControlBarrier" || Name == "MemoryBarrier" ||
        Name == "ControlBarrierArriveINTEL" || Name == "ControlBarrierWaitINTEL")
      return R::Barrier;
    return std::nullopt;
  case InstructionClass::Group:
    // (The group instructions with scopes are the sub-group family's.)
    if (Name == "SubgroupBlockPrefetchINTEL")
      return R::Prefetch;
    return std::nullopt;
  case InstructionClass::Reserved:
    if (Name == "ReadClockKHR")
      return R::Clock;
    return std::nullopt;
  case InstructionClass::exclude:
    // The grammar's ALTERA (and older INTEL) names of the FPGA arithmetic.
    if (Name.starts_with("ArbitraryFloat") || Name.starts_with("Fixed")) {
      StringRef Op = Name.drop_back(Name.ends_with("ALTERA") ? 6 : 5);
      bool Compare = Op.ends_with("GT") || Op.ends_with("GE") ||
                     Op.ends_with("LT") || Op.ends_with("LE") || Op.ends_with("EQ");
      return Compare ? R::ArbitraryCompare : R::ArbitraryPrecision;
    }
    return std::nullopt;
  case InstructionClass::Atomic:
    return StringSwitch<std::optional<TypeRule>>(Name)
        .Case("AtomicLoad", R::AtomicLoad)
        .Case("AtomicStore", R::AtomicStore)
        .Case("AtomicExchange", R::AtomicExchange)
        .Cases({"AtomicCompareExchange", "AtomicCompareExchangeWeak"}, R::AtomicCompareExchange)
        .Cases({"AtomicIIncrement", "AtomicIDecrement"}, R::AtomicIncDec)
        .Cases({"AtomicIAdd", "AtomicISub", "AtomicSMin", "AtomicUMin",
               "AtomicSMax", "AtomicUMax"}, R::AtomicInt)
        .Cases({"AtomicAnd", "AtomicOr", "AtomicXor"}, R::AtomicInt)
        .Cases({"AtomicFAddEXT", "AtomicFMinEXT", "AtomicFMaxEXT"}, R::AtomicFloat)
        .Case("AtomicFlagTestAndSet", R::AtomicFlagTestAndSet)
        .Case("AtomicFlagClear", R::AtomicFlagClear)
        .Default(std::nullopt);
  default:
    return std::nullopt;
  }
}

/// The SaturatedConversion / FPRoundingMode postfixes after the name, and
/// the ones that only disambiguate (_R<type>, _To<storage class>).
static bool readPostfixes(StringRef Rest, bool &Saturate,
                          std::optional<uint32_t> &Rounding) {
  SmallVector<StringRef, 4> Parts;
  Rest.split(Parts, '_', -1, /*KeepEmpty=*/false);
  for (StringRef P : Parts) {
    if (P == "sat")
      Saturate = true;
    else if (std::optional<uint32_t> M = roundingModeSuffix(("_" + P).str()))
      Rounding = M;
    else if (!(P.size() > 1 && P[0] == 'R') && !P.starts_with("To"))
      return false;
  }
  return true;
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  StringRef Rest = N.Name;
  if (!Rest.consume_front("__spirv_"))
    return std::nullopt;
  // Instruction names have no '_'; postfixes start with one.
  auto [OpName, Postfixes] = Rest.split('_');
  const GrammarInstruction *GI =
      SPIRV::lookupInstruction(("Op" + OpName).str());
  if (!GI)
    return std::nullopt;
  // The translator's __spirv_GenericCastToPtr_To<Class>(ptr, i32 storage)
  // passes the storage class as OpGenericCastToPtrExplicit takes it (a null
  // pointer for another storage class is a valid result of either).
  if (GI->Opcode == SPIRV::Op::OpGenericCastToPtr && N.F.arg_size() == 2)
    GI = SPIRV::lookupInstruction(SPIRV::Op::OpGenericCastToPtrExplicit);
  BuiltinDescription D = newDescription(BuiltinFamily::Instruction, InstructionFamily, N);
  D.Instruction = GI;
  std::optional<TypeRule> Rule = typeRule(*GI);
  if (!SPIRVRequirements::isInKernelEnvironment(GI->Avail)) {
    const SPIRV::GrammarEnumerant *C = SPIRV::lookupEnumerant(
        OperandKind::Capability, GI->Avail.capabilities().front());
    D.Unsupported = ("builtin " + N.Name + " (" + GI->Name + " needs " +
                     (C ? C->Name : "a capability") +
                     ", which the Kernel environment does not have)")
                        .str();
    return D;
  }
  if (!Rule) {
    D.Unsupported = ("builtin " + N.Name + " (" + GI->Name +
                     " is not an instruction a call can stand for)")
                        .str();
    return D;
  }
  D.Rule = static_cast<uint8_t>(*Rule);
  // An aggregate result may be stored through a pointer first argument,
  // the translator's form (checkTypes wants it to be sret).
  D.TakesAggregates = *Rule == TypeRule::IntPair || *Rule == TypeRule::CopyLogical;
  D.ResultInFirstArgument = D.TakesAggregates && N.F.arg_size() > 0 &&
                            N.F.getArg(0)->getType()->isPointerTy();
  if (!readPostfixes(Postfixes, D.Saturate, D.RoundingMode)) {
    D.Unsupported = ("builtin " + N.Name + " (an unknown postfix)").str();
    return D;
  }
  // The demangled pointees, where the name gives them (CopyMemory, PtrDiff
  // and SizeOf need them).
  for (unsigned I = 0; I < N.F.arg_size(); ++I)
    D.ParamTypes.push_back(I < N.Params.size() ? N.Params[I].Ty : nullptr);
  return D;
}

//===----------------------------------------------------------------------===//
// Operands, as the grammar lays them out for a call
//===----------------------------------------------------------------------===//

namespace {
/// One call argument as an operand of the instruction.
struct OperandSlot {
  OperandKind Kind;
  /// A literal or enumerant: its value is an immediate.
  bool Immediate;
  /// Scope / MemorySemantics: an id of an OpConstant of its value.
  bool ConstantId;
  uint32_t Value = 0;
  /// A Scope the program computes (an i32 value, not a constant): Kernel
  /// modules may give one, only the Shader capability requires constants.
  bool RuntimeScope = false;
};

/// The operands of a call of \p D, or the problem with them.
class OperandLayout {
  const BuiltinDescription &D;
  const CallBase &Call;
  unsigned Next = 0;

public:
  SmallVector<OperandSlot, 8> Slots;
  BuiltinCallProblem Problem;

  OperandLayout(const BuiltinDescription &D, const CallBase &Call)
      : D(D), Call(Call) {
    // The sret pointer of a struct result stands where the result would.
    if (D.ResultInFirstArgument)
      Slots.push_back({OperandKind::IdResult, false, false});
    Next = Slots.size();
    for (const SPIRV::GrammarOperand &O : D.Instruction->operands()) {
      if (O.Kind == OperandKind::IdResultType || O.Kind == OperandKind::IdResult)
        continue;
      if (O.Quant == SPIRV::Quantifier::One) {
        if (!consume(O.Kind, /*Required=*/true))
          return;
      } else if (O.Quant == SPIRV::Quantifier::Optional) {
        if (Next < Call.arg_size() && !consume(O.Kind, false))
          return;
      } else {
        while (Next < Call.arg_size())
          if (!consume(O.Kind, false))
            return;
      }
    }
    if (Next < Call.arg_size()) {
      Problem.Text = (D.Name + ": operand " + Twine(Next + 1) +
                      " must be left out (" + D.Instruction->Name + " has " +
                      Twine(Next) + " operands here)")
                         .str();
      Problem.Misuse = true;
    }
  }

private:
  bool consume(OperandKind Kind, bool Required) {
    unsigned Arg = Next;
    if (Arg >= Call.arg_size()) {
      Problem = misuse(D, Arg, Kind, "given (the call has " +
                                         Twine(Call.arg_size()) + ")");
      return false;
    }
    ++Next;
    const Value *V = Call.getArgOperand(Arg);
    const auto *CI = dyn_cast<ConstantInt>(V);
    switch (SPIRV::operandKindInfo(Kind).Category) {
    case SPIRV::OperandCategory::Id:
      if (Kind == OperandKind::IdScope || Kind == OperandKind::IdMemorySemantics) {
        if (!CI && Kind == OperandKind::IdScope && V->getType()->isIntegerTy(32)) {
          Slots.push_back({Kind, false, false, 0, /*RuntimeScope=*/true});
          return true;
        }
        if (!CI || !CI->getType()->isIntegerTy(32)) {
          Problem = misuse(D, Arg, Kind, "a constant i32");
          return false;
        }
        Slots.push_back({Kind, false, true, uint32_t(CI->getZExtValue())});
        return true;
      }
      Slots.push_back({Kind, false, false});
      return true;
    case SPIRV::OperandCategory::Literal:
      if (!CI || CI->getBitWidth() > 32 || Kind == OperandKind::LiteralString ||
          Kind == OperandKind::LiteralContextDependentNumber) {
        Problem = misuse(D, Arg, Kind, "a constant i32");
        return false;
      }
      Slots.push_back({Kind, true, false, uint32_t(CI->getZExtValue())});
      return true;
    case SPIRV::OperandCategory::ValueEnum:
    case SPIRV::OperandCategory::BitEnum: {
      bool Bits = SPIRV::operandKindInfo(Kind).Category ==
                  SPIRV::OperandCategory::BitEnum;
      std::string What = (Twine("a constant i32 ") + (Bits ? "mask of " : "") +
                          SPIRV::operandKindInfo(Kind).Name)
                             .str();
      if (!CI || CI->getBitWidth() > 32) {
        Problem = misuse(D, Arg, Kind, What);
        return false;
      }
      uint32_t Value = CI->getZExtValue();
      Slots.push_back({Kind, true, false, Value});
      SmallVector<const SPIRV::GrammarEnumerant *, 4> Enumerants;
      for (unsigned Bit = 0; Bits && Bit < 32; ++Bit)
        if (Value & (1u << Bit))
          Enumerants.push_back(SPIRV::lookupEnumerant(Kind, 1u << Bit));
      if (!Bits)
        Enumerants.push_back(SPIRV::lookupEnumerant(Kind, Value));
      for (const SPIRV::GrammarEnumerant *E : Enumerants) {
        if (!E || !SPIRVRequirements::isInKernelEnvironment(E->Avail)) {
          Problem = misuse(D, Arg, Kind, What + " the Kernel environment has");
          return false;
        }
        // The enumerant's parameters follow it (Aligned's alignment).
        for (const SPIRV::GrammarOperand &P : E->parameters())
          if (!consume(P.Kind, true))
            return false;
      }
      return true;
    }
    case SPIRV::OperandCategory::Composite:
      Problem = misuse(D, Arg, Kind, "an operand a call can pass");
      return false;
    }
    return false;
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// The scalar types SPIR-V kernels have, and their vectors.
static bool isNumber(Type *T) {
  return (T->isIntegerTy() && isLegalIntegerWidth(T->getIntegerBitWidth())) ||
         T->isHalfTy() || T->isFloatTy() || T->isDoubleTy();
}
static unsigned lanes(Type *T) {
  auto *VT = dyn_cast<FixedVectorType>(T);
  return VT ? VT->getNumElements() : 1;
}
static bool isShaped(Type *T, bool (*Scalar)(Type *)) {
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    return isLegalVectorLength(VT->getNumElements()) && Scalar(VT->getElementType());
  return Scalar(T);
}
static bool isIntScalar(Type *T) { return isNumber(T) && T->isIntegerTy(); }
static bool isFloatScalar(Type *T) { return isNumber(T) && T->isFloatingPointTy(); }
static bool isBoolScalar(Type *T) { return T->isIntegerTy(1); }
static bool isInt(Type *T) { return isShaped(T, isIntScalar); }
static bool isFloat(Type *T) { return isShaped(T, isFloatScalar); }
static bool isBool(Type *T) { return isShaped(T, isBoolScalar); }
static bool isValue(Type *T) {
  return isShaped(T, [](Type *S) { return isNumber(S) || S->isIntegerTy(1); }) ||
         T->isPointerTy();
}
/// A struct or array whose leaves are scalars, vectors or pointers.
static bool isValueAggregate(Type *T) {
  if (auto *AT = dyn_cast<ArrayType>(T))
    return AT->getNumElements() && (isValue(AT->getElementType()) ||
                                    isValueAggregate(AT->getElementType()));
  auto *ST = dyn_cast<StructType>(T);
  return ST && ST->getNumElements() &&
         all_of(ST->elements(), [](Type *E) { return isValue(E) || isValueAggregate(E); });
}
/// SPIR-V's "logically match": arrays of one length or structs of as many
/// members whose element types logically match, or one type.
static bool logicallyMatch(Type *A, Type *B) {
  if (A == B)
    return true;
  if (auto *AA = dyn_cast<ArrayType>(A)) {
    auto *BA = dyn_cast<ArrayType>(B);
    return BA && AA->getNumElements() == BA->getNumElements() &&
           logicallyMatch(AA->getElementType(), BA->getElementType());
  }
  auto *AS = dyn_cast<StructType>(A), *BS = dyn_cast<StructType>(B);
  if (!AS || !BS || AS->getNumElements() != BS->getNumElements())
    return false;
  for (unsigned I = 0; I < AS->getNumElements(); ++I)
    if (!logicallyMatch(AS->getElementType(I), BS->getElementType(I)))
      return false;
  return true;
}
/// An integer of the same shape (lanes and width) as \p Of.
static bool sameShapeInt(Type *T, Type *Of) {
  return isInt(T) && lanes(T) == lanes(Of) &&
         T->getScalarSizeInBits() == Of->getScalarSizeInBits();
}

/// Whether the rule makes a boolean, which a call may take as an integer.
static bool hasBoolResult(TypeRule R) {
  switch (R) {
  case TypeRule::FloatTest: case TypeRule::FloatCompare:
  case TypeRule::IntCompare: case TypeRule::Logical: case TypeRule::AnyAll:
  case TypeRule::PtrCompare: case TypeRule::AtomicFlagTestAndSet:
  case TypeRule::ArbitraryCompare:
    return true;
  default:
    return false;
  }
}

namespace {
/// What lowering needs to know of a checked call.
struct CallTypes {
  /// The SPIR-V result type (a boolean where the call returns an integer
  /// for it).
  Type *Result = nullptr;
  /// The pointee each pointer argument is given (others null).
  SmallVector<Type *, 4> Pointees;
};
} // namespace

namespace {
/// Checks a call's types against the rule of its builtin, one group of
/// rules per member; fills the CallTypes lowering needs.
class TypeCheck {
  const BuiltinDescription &D;
  const CallBase &Call;
  ArrayRef<OperandSlot> Slots;
  CallTypes &Out;
  TypeRule R;
  LLVMContext &Ctx;
  Type *Ret;
  /// The ids, in order: their argument numbers.
  SmallVector<unsigned, 4> Ids;

public:
  TypeCheck(const BuiltinDescription &D, const CallBase &Call,
            ArrayRef<OperandSlot> Slots, CallTypes &Out)
      : D(D), Call(Call), Slots(Slots), Out(Out),
        R(static_cast<TypeRule>(D.Rule)), Ctx(Call.getContext()),
        Ret(Call.getType()) {
    for (unsigned I = 0; I < Slots.size(); ++I)
      if (!Slots[I].Immediate && !Slots[I].ConstantId && !Slots[I].RuntimeScope)
        Ids.push_back(I);
    Out.Pointees.assign(Call.arg_size(), nullptr);
  }

  BuiltinCallProblem run() {
    if (R == TypeRule::IntPair)
      return checkIntPair();
    if (R == TypeRule::CopyLogical)
      return checkCopyLogical();
    if (R == TypeRule::ArbitraryPrecision || R == TypeRule::ArbitraryCompare)
      if (BuiltinCallProblem P = checkArbitraryPrecision(); !P.empty())
        return P;
    BuiltinCallProblem P = checkValues();
    if (!P.empty())
      return P;
    switch (R) {
    case TypeRule::FloatOp: case TypeRule::IntOp: case TypeRule::Shift:
    case TypeRule::BitField:
    case TypeRule::BitCount: case TypeRule::VectorTimesScalar:
    case TypeRule::Dot:
      return checkArithmetic();
    case TypeRule::FloatTest: case TypeRule::FloatCompare:
    case TypeRule::IntCompare: case TypeRule::Logical: case TypeRule::AnyAll:
    case TypeRule::Select:
      return checkRelational();
    case TypeRule::FloatToInt: case TypeRule::IntToFloat:
    case TypeRule::IntToInt: case TypeRule::FloatToFloat:
    case TypeRule::Quantize: case TypeRule::PtrToInt: case TypeRule::IntToPtr:
    case TypeRule::ToGeneric: case TypeRule::FromGeneric:
    case TypeRule::Bitcast:
      return checkConversion();
    case TypeRule::VectorExtractDynamic: case TypeRule::VectorInsertDynamic:
    case TypeRule::VectorShuffle: case TypeRule::CompositeConstruct:
    case TypeRule::CompositeExtract: case TypeRule::CompositeInsert:
    case TypeRule::CopyObject:
      return checkComposite();
    case TypeRule::Load: case TypeRule::Store: case TypeRule::CopyMemory:
    case TypeRule::PtrDiff: case TypeRule::SizeOf:
    case TypeRule::CopyMemorySized: case TypeRule::GenericPtrMemSemantics:
    case TypeRule::PtrCompare: case TypeRule::Lifetime:
      return checkMemory();
    case TypeRule::ToBFloat16: case TypeRule::FromBFloat16:
    case TypeRule::Ternary: case TypeRule::Clock: case TypeRule::Prefetch:
      return checkExtension();
    case TypeRule::ArbitraryPrecision: case TypeRule::ArbitraryCompare:
      return {}; // checked above
    case TypeRule::AtomicInt: case TypeRule::AtomicFloat:
    case TypeRule::AtomicLoad: case TypeRule::AtomicStore:
    case TypeRule::AtomicExchange: case TypeRule::AtomicCompareExchange:
    case TypeRule::AtomicIncDec: case TypeRule::AtomicFlagTestAndSet:
    case TypeRule::AtomicFlagClear:
      return checkAtomic();
    case TypeRule::Undef: case TypeRule::Nop: case TypeRule::Barrier:
    case TypeRule::IntPair: case TypeRule::CopyLogical: // checked above
      return {};
    }
    return {};
  }

private:
  Type *arg(unsigned Id) const { return Call.getArgOperand(Ids[Id])->getType(); }
  BuiltinCallProblem bad(unsigned Id, const Twine &Must) const {
    return misuse(D, Ids[Id], Slots[Ids[Id]].Kind, Must);
  }
  BuiltinCallProblem badResult(const Twine &Must) const {
    BuiltinCallProblem P;
    P.Text = (D.Name + ": the result must be " + Must).str();
    P.Misuse = true;
    return P;
  }
  void pointee(unsigned Id, Type *T) { Out.Pointees[Ids[Id]] = T; }
  /// The pointee the mangled name gives, else the one of the pointer's
  /// definition (a name mangled without parameters, `_Z15__spirv_PtrDiff`):
  /// the alloca or global variable it is (through casts). Not a
  /// getelementptr, which is an access-chain marker by call lowering.
  Type *demangledPointee(unsigned Id) const {
    Type *P = Ids[Id] < D.ParamTypes.size() ? D.ParamTypes[Ids[Id]] : nullptr;
    if (auto *TP = dyn_cast_or_null<TypedPointerType>(P))
      return TP->getElementType();
    const Value *V = Call.getArgOperand(Ids[Id])->stripPointerCasts();
    if (const auto *AI = dyn_cast<AllocaInst>(V))
      return AI->getAllocatedType();
    if (const auto *GV = dyn_cast<GlobalVariable>(V))
      return GV->getValueType();
    return nullptr;
  }

  /// The call argument of the first operand: after the sret pointer.
  unsigned firstOperand() const { return D.ResultInFirstArgument ? 1 : 0; }

  /// The aggregate result of IntPair and CopyLogical, stored through an
  /// sret pointer first argument (the translator's form) or returned; null,
  /// with \p P set, if neither.
  Type *aggregateResult(BuiltinCallProblem &P) {
    if (D.ResultInFirstArgument) {
      if (Type *T = Call.getParamStructRetType(0); T && Ret->isVoidTy()) {
        pointee(0, spirvTypeOfIRValue(T, nullptr));
        return T;
      }
    } else if (Ret->isAggregateType()) {
      return Ret;
    }
    P = badResult(Twine(R == TypeRule::IntPair ? "a struct" : "a struct or array") +
                  ", returned or stored through an sret pointer first operand");
    return nullptr;
  }

  /// ({T, T}, T a, T b): the sum or difference and the carry or borrow, or
  /// the low and high halves of the product.
  BuiltinCallProblem checkIntPair() {
    BuiltinCallProblem P;
    Type *Result = aggregateResult(P);
    if (!Result)
      return P;
    unsigned A = firstOperand(), B = A + 1;
    if (!isInt(arg(A)))
      return bad(A, "an integer or a vector of integers");
    if (arg(B) != arg(A))
      return bad(B, "of operand " + Twine(Ids[A] + 1) + "'s type");
    auto *Pair = dyn_cast<StructType>(Result);
    if (!Pair || Pair->getNumElements() != 2 ||
        Pair->getElementType(0) != arg(A) || Pair->getElementType(1) != arg(A)) {
      std::string Must = ("a struct of two members of operand " + Twine(Ids[A] + 1) +
                          "'s type").str();
      return D.ResultInFirstArgument ? bad(0, "a pointer to " + Must) : badResult(Must);
    }
    Out.Result = spirvTypeOfIRValue(Pair, nullptr);
    return {};
  }

  /// (aggregate of type R, aggregate of another type that logically
  /// matches R): the same members, recursively, in other types.
  BuiltinCallProblem checkCopyLogical() {
    BuiltinCallProblem P;
    Type *Result = aggregateResult(P);
    if (!Result)
      return P;
    if (!isValueAggregate(Result))
      return D.ResultInFirstArgument
                 ? bad(0, "a pointer to an aggregate of scalars, vectors and pointers")
                 : badResult("an aggregate of scalars, vectors and pointers");
    unsigned A = firstOperand();
    Type *To = spirvTypeOfIRValue(Result, nullptr);
    Type *From = isValueAggregate(arg(A)) ? spirvTypeOfIRValue(arg(A), nullptr) : nullptr;
    if (!From || From == To || !logicallyMatch(From, To))
      return bad(A, "an aggregate of another type that logically matches the result's");
    Out.Result = To;
    return {};
  }

  /// What every other rule needs: a result as the grammar has one, values
  /// SPIR-V has, and a boolean result that may be returned as an integer of
  /// the same length. Sets Out.Result.
  BuiltinCallProblem checkValues() {
    bool HasResult = false;
    for (const SPIRV::GrammarOperand &O : D.Instruction->operands())
      HasResult |= O.Kind == OperandKind::IdResult;
    if (!HasResult && !Ret->isVoidTy())
      return badResult("void (" + Twine(D.Instruction->Name) + " has none)");
    if (HasResult && !isValue(Ret) && !(R == TypeRule::Undef && Ret->isAggregateType()))
      return badResult("a scalar, vector or pointer SPIR-V has");
    for (unsigned Id = 0; Id < Ids.size(); ++Id)
      if (!isValue(arg(Id)))
        return bad(Id, "a scalar, vector or pointer SPIR-V has");
    Out.Result = HasResult ? spirvTypeOfIRValue(Ret, nullptr) : nullptr;
    if (Out.Result && Ret->isPointerTy())
      Out.Result = typedPointer(Type::getInt8Ty(Ctx), Ret->getPointerAddressSpace());
    if (hasBoolResult(R)) {
      if (!isBool(Ret) && !isInt(Ret))
        return badResult("a boolean or an integer");
      Type *Bool = Type::getInt1Ty(Ctx);
      Out.Result = isa<FixedVectorType>(Ret)
                       ? FixedVectorType::get(Bool, lanes(Ret))
                       : Bool;
    }
    return {};
  }

  /// Arithmetic and bit instructions on numbers.
  BuiltinCallProblem checkArithmetic() {
    switch (R) {
    case TypeRule::FloatOp:
      if (!isFloat(Ret))
        return badResult("a float or a vector of floats");
      for (unsigned Id = 0; Id < Ids.size(); ++Id)
        if (arg(Id) != Ret)
          return bad(Id, "of the result's type");
      return {};
    case TypeRule::IntOp:
      if (!isInt(Ret))
        return badResult("an integer or a vector of integers");
      for (unsigned Id = 0; Id < Ids.size(); ++Id)
        if (!sameShapeInt(arg(Id), Ret))
          return bad(Id, "an integer of the result's type");
      return {};
    case TypeRule::Shift:
      if (!isInt(Ret))
        return badResult("an integer or a vector of integers");
      if (!sameShapeInt(arg(0), Ret))
        return bad(0, "an integer of the result's type");
      if (!isInt(arg(1)) || lanes(arg(1)) != lanes(Ret))
        return bad(1, "an integer with the result's number of elements");
      return {};
    case TypeRule::BitField: {
      // (base[, insert], offset, count)
      if (!isInt(Ret))
        return badResult("an integer or a vector of integers");
      unsigned Bases = Ids.size() - 2;
      for (unsigned Id = 0; Id < Ids.size(); ++Id) {
        if (Id < Bases && arg(Id) != Ret)
          return bad(Id, "of the result's type");
        if (Id >= Bases && !isIntScalar(arg(Id)))
          return bad(Id, "an integer scalar");
      }
      return {};
    }
    case TypeRule::BitCount:
      if (!isInt(Ret))
        return badResult("an integer or a vector of integers");
      if (!isInt(arg(0)) || lanes(arg(0)) != lanes(Ret))
        return bad(0, "an integer with the result's number of elements");
      return {};
    case TypeRule::VectorTimesScalar:
      if (!isFloat(Ret) || !isa<FixedVectorType>(Ret))
        return badResult("a vector of floats");
      if (arg(0) != Ret)
        return bad(0, "of the result's type");
      if (arg(1) != Ret->getScalarType())
        return bad(1, "a float of the result's element type");
      return {};
    case TypeRule::Dot:
      if (!isFloatScalar(Ret))
        return badResult("a float");
      for (unsigned Id = 0; Id < 2; ++Id)
        if (!isa<FixedVectorType>(arg(Id)) || !isFloat(arg(Id)) ||
            arg(Id)->getScalarType() != Ret || arg(Id) != arg(0))
          return bad(Id, "a vector of the result's type");
      return {};
    default:
      llvm_unreachable("not a rule of this group");
    }
  }

  /// Tests, comparisons, logical operations and OpSelect.
  BuiltinCallProblem checkRelational() {
    switch (R) {
    case TypeRule::FloatTest:
      if (!isFloat(arg(0)) || lanes(arg(0)) != lanes(Ret))
        return bad(0, "a float with the result's number of elements");
      return {};
    case TypeRule::FloatCompare:
    case TypeRule::IntCompare:
      for (unsigned Id = 0; Id < 2; ++Id) {
        bool OK = R == TypeRule::FloatCompare ? isFloat(arg(Id)) && arg(Id) == arg(0)
                                              : sameShapeInt(arg(Id), arg(0));
        if (!OK || lanes(arg(Id)) != lanes(Ret))
          return bad(Id, Twine(R == TypeRule::FloatCompare ? "a float" : "an integer") +
                             " of one type with the result's number of elements");
      }
      return {};
    case TypeRule::Logical:
      for (unsigned Id = 0; Id < Ids.size(); ++Id)
        if (!isBool(arg(Id)) || lanes(arg(Id)) != lanes(Ret))
          return bad(Id, "a boolean with the result's number of elements");
      return {};
    case TypeRule::AnyAll:
      if (isa<FixedVectorType>(Ret))
        return badResult("a scalar");
      if (!isBool(arg(0)) || !isa<FixedVectorType>(arg(0)))
        return bad(0, "a vector of booleans");
      return {};
    case TypeRule::Select:
      if (!isBool(arg(0)) ||
          (isa<FixedVectorType>(arg(0)) && lanes(arg(0)) != lanes(Ret)))
        return bad(0, "a boolean, or booleans as many as the result's elements");
      for (unsigned Id = 1; Id < 3; ++Id)
        if (arg(Id) != Ret)
          return bad(Id, "of the result's type");
      if (Ret->isPointerTy())
        pointee(1, Type::getInt8Ty(Ctx)), pointee(2, Type::getInt8Ty(Ctx));
      return {};
    default:
      llvm_unreachable("not a rule of this group");
    }
  }

  /// Conversions, pointer casts and bitcasts.
  BuiltinCallProblem checkConversion() {
    switch (R) {
    case TypeRule::FloatToInt:
    case TypeRule::IntToFloat:
    case TypeRule::IntToInt:
    case TypeRule::FloatToFloat: {
      bool FromFloat = R == TypeRule::FloatToInt || R == TypeRule::FloatToFloat;
      bool ToFloat = R == TypeRule::IntToFloat || R == TypeRule::FloatToFloat;
      if (!(ToFloat ? isFloat(Ret) : isInt(Ret)))
        return badResult(ToFloat ? "a float or a vector of floats"
                                 : "an integer or a vector of integers");
      if (!(FromFloat ? isFloat(arg(0)) : isInt(arg(0))) || lanes(arg(0)) != lanes(Ret))
        return bad(0, Twine(FromFloat ? "a float" : "an integer") +
                          " with the result's number of elements");
      return {};
    }
    case TypeRule::Quantize:
      if (!isFloat(Ret) || !Ret->getScalarType()->isFloatTy())
        return badResult("a float (32-bit) or a vector of them");
      if (arg(0) != Ret)
        return bad(0, "of the result's type");
      return {};
    case TypeRule::PtrToInt:
      if (!isIntScalar(Ret))
        return badResult("an integer");
      if (!arg(0)->isPointerTy())
        return bad(0, "a pointer");
      pointee(0, Type::getInt8Ty(Ctx));
      return {};
    case TypeRule::IntToPtr:
      if (!Ret->isPointerTy())
        return badResult("a pointer");
      if (!isIntScalar(arg(0)))
        return bad(0, "an integer");
      return {};
    case TypeRule::ToGeneric:
    case TypeRule::FromGeneric: {
      bool To = R == TypeRule::ToGeneric;
      auto isSpecific = [](Type *T) { return isInGeneric(T->getPointerAddressSpace()); };
      if (!Ret->isPointerTy() ||
          (To ? Ret->getPointerAddressSpace() != SPIRVAS::Generic : !isSpecific(Ret)))
        return badResult(To ? "a generic pointer"
                            : "a pointer to Function, Workgroup or CrossWorkgroup");
      if (!arg(0)->isPointerTy() ||
          (To ? !isSpecific(arg(0)) : arg(0)->getPointerAddressSpace() != SPIRVAS::Generic))
        return bad(0, To ? "a pointer to Function, Workgroup or CrossWorkgroup"
                         : "a generic pointer");
      pointee(0, Type::getInt8Ty(Ctx));
      // GenericCastToPtrExplicit's storage class is the result's; with a
      // _To<Class> postfix, the name gives it (the translator ignores the
      // operand, which SYCL code passes as 0).
      if (Slots.size() > 1 && Slots[1].Immediate && !D.Name.contains("_To") &&
          Slots[1].Value != *storageClassForAddressSpace(Ret->getPointerAddressSpace()))
        return misuse(D, 1, Slots[1].Kind, "the storage class of the result");
      return {};
    }
    case TypeRule::Bitcast: {
      Type *A = arg(0);
      bool OK = A->isPointerTy() ? Ret->isPointerTy()
                                 : !isBool(A) && !isBool(Ret) && !Ret->isPointerTy() &&
                                       A->getPrimitiveSizeInBits() ==
                                           Ret->getPrimitiveSizeInBits();
      if (!OK)
        return bad(0, "a number of the result's size, or a pointer for a pointer");
      if (A->isPointerTy())
        pointee(0, Type::getInt8Ty(Ctx));
      return {};
    }
    default:
      llvm_unreachable("not a rule of this group");
    }
  }

  /// Vector element access, shuffles and composites.
  BuiltinCallProblem checkComposite() {
    switch (R) {
    case TypeRule::VectorExtractDynamic:
      if (!isa<FixedVectorType>(arg(0)) || arg(0)->getScalarType() != Ret)
        return bad(0, "a vector of the result's type");
      if (!isIntScalar(arg(1)))
        return bad(1, "an integer");
      return {};
    case TypeRule::VectorInsertDynamic:
      if (!isa<FixedVectorType>(Ret))
        return badResult("a vector");
      if (arg(0) != Ret)
        return bad(0, "of the result's type");
      if (arg(1) != Ret->getScalarType())
        return bad(1, "of the result's element type");
      if (!isIntScalar(arg(2)))
        return bad(2, "an integer");
      return {};
    case TypeRule::VectorShuffle: {
      if (!isa<FixedVectorType>(Ret))
        return badResult("a vector");
      for (unsigned Id = 0; Id < 2; ++Id)
        if (!isa<FixedVectorType>(arg(Id)) || arg(Id)->getScalarType() != Ret->getScalarType())
          return bad(Id, "a vector of the result's element type");
      unsigned Total = lanes(arg(0)) + lanes(arg(1));
      unsigned Components = 0;
      for (unsigned I = 0; I < Slots.size(); ++I)
        if (Slots[I].Immediate) {
          ++Components;
          if (Slots[I].Value >= Total && Slots[I].Value != 0xFFFFFFFFu)
            return misuse(D, I, Slots[I].Kind,
                          "a lane of the two vectors (below " + Twine(Total) + ")");
        }
      if (Components != lanes(Ret))
        return badResult("as long as the number of components");
      return {};
    }
    case TypeRule::CompositeConstruct: {
      if (!isa<FixedVectorType>(Ret))
        return badResult("a vector");
      unsigned Count = 0;
      for (unsigned Id = 0; Id < Ids.size(); ++Id) {
        if (arg(Id)->getScalarType() != Ret->getScalarType())
          return bad(Id, "of the result's element type");
        Count += lanes(arg(Id));
      }
      if (Count != lanes(Ret) || Ids.size() < 2)
        return badResult("as long as its constituents together");
      return {};
    }
    case TypeRule::CompositeExtract:
    case TypeRule::CompositeInsert: {
      bool Insert = R == TypeRule::CompositeInsert;
      Type *Vec = Insert ? Ret : arg(0);
      Type *Elem = Insert ? arg(0) : Ret;
      if (!isa<FixedVectorType>(Vec) || Vec->getScalarType() != Elem)
        return Insert ? badResult("a vector of the object's type")
                      : bad(0, "a vector of the result's type");
      if (Insert && arg(1) != Ret)
        return bad(1, "of the result's type");
      unsigned Indexes = 0;
      for (unsigned I = 0; I < Slots.size(); ++I)
        if (Slots[I].Immediate && (++Indexes > 1 || Slots[I].Value >= lanes(Vec)))
          return misuse(D, I, Slots[I].Kind,
                        "the one index of a vector element (below " +
                            Twine(lanes(Vec)) + ")");
      if (!Indexes)
        return misuse(D, Slots.size(), OperandKind::LiteralInteger, "given");
      return {};
    }
    case TypeRule::CopyObject:
      if (arg(0) != Ret)
        return bad(0, "of the result's type");
      if (Ret->isPointerTy())
        pointee(0, Type::getInt8Ty(Ctx));
      return {};
    default:
      llvm_unreachable("not a rule of this group");
    }
  }

  /// Loads, stores, copies and pointer arithmetic.
  BuiltinCallProblem checkMemory() {
    switch (R) {
    case TypeRule::Load:
    case TypeRule::Store: {
      Type *Value = R == TypeRule::Load ? Ret : arg(1);
      if (!arg(0)->isPointerTy())
        return bad(0, "a pointer");
      if (Value->isPointerTy())
        return R == TypeRule::Load ? badResult("a scalar or vector")
                                   : bad(1, "a scalar or vector");
      pointee(0, spirvTypeOfIRValue(Value, nullptr));
      return {};
    }
    case TypeRule::CopyMemory:
    case TypeRule::PtrDiff:
    case TypeRule::SizeOf: {
      // The pointee is what they copy, count or measure: the mangled name
      // or the pointer's definition gives it.
      Type *P = demangledPointee(0);
      for (unsigned Id = 0; Id < Ids.size(); ++Id)
        if (!arg(Id)->isPointerTy() || !demangledPointee(Id) ||
            (R != TypeRule::SizeOf && demangledPointee(Id) != P) ||
            !isValue(demangledPointee(Id)))
          return bad(Id, "a pointer to a scalar or vector, given by the mangled "
                         "name or the alloca or global variable it is");
      for (unsigned Id = 0; Id < Ids.size(); ++Id)
        pointee(Id, P);
      if (R == TypeRule::PtrDiff && (!isIntScalar(Ret) || arg(0) != arg(1)))
        return badResult("an integer, of two pointers of one type");
      if (R == TypeRule::SizeOf && !Ret->isIntegerTy(32))
        return badResult("an i32");
      return {};
    }
    case TypeRule::CopyMemorySized:
      for (unsigned Id = 0; Id < 2; ++Id) {
        if (!arg(Id)->isPointerTy())
          return bad(Id, "a pointer");
        pointee(Id, Type::getInt8Ty(Ctx));
      }
      if (!isIntScalar(arg(2)))
        return bad(2, "an integer");
      return {};
    case TypeRule::GenericPtrMemSemantics:
      if (!Ret->isIntegerTy(32))
        return badResult("an i32");
      if (!arg(0)->isPointerTy() || arg(0)->getPointerAddressSpace() != SPIRVAS::Generic)
        return bad(0, "a generic pointer");
      pointee(0, Type::getInt8Ty(Ctx));
      return {};
    case TypeRule::PtrCompare:
      for (unsigned Id = 0; Id < 2; ++Id) {
        if (!arg(Id)->isPointerTy() || arg(Id) != arg(0))
          return bad(Id, "a pointer, both of one type");
        pointee(Id, Type::getInt8Ty(Ctx));
      }
      if (isa<FixedVectorType>(Ret))
        return badResult("a scalar");
      return {};
    case TypeRule::Lifetime:
      if (!arg(0)->isPointerTy() || arg(0)->getPointerAddressSpace() != SPIRVAS::Function)
        return bad(0, "a pointer to Function storage");
      pointee(0, Type::getInt8Ty(Ctx));
      return {};
    default:
      llvm_unreachable("not a rule of this group");
    }
  }

  /// The arbitrary-precision instructions take and give integer scalars
  /// that hold a format of their width (the width is part of the format,
  /// so no wider integer may stand for it): 8, 16, 32 or 64 bits, as
  /// SPIRV-Tools 2025.5 validates no other OpTypeInt width, even with
  /// SPV_INTEL_arbitrary_precision_integers.
  BuiltinCallProblem checkArbitraryPrecision() const {
    const char *Widths =
        "an integer of 8, 16, 32 or 64 bits (SPIRV-Tools 2025.5 validates "
        "no other OpTypeInt width)";
    if (R == TypeRule::ArbitraryPrecision ? !isIntScalar(Ret)
                                          : !Ret->isIntegerTy() || lanes(Ret) != 1)
      return badResult(R == TypeRule::ArbitraryPrecision ? Twine(Widths)
                                                         : "a boolean or an integer");
    for (unsigned Id = 0; Id < Ids.size(); ++Id)
      if (!isIntScalar(arg(Id)))
        return bad(Id, Widths);
    return {};
  }

  /// The instructions of extensions with a rule of their own.
  BuiltinCallProblem checkExtension() {
    switch (R) {
    case TypeRule::ToBFloat16:
    case TypeRule::FromBFloat16: {
      bool To = R == TypeRule::ToBFloat16;
      Type *Bits = Type::getInt16Ty(Ctx), *Float = Type::getFloatTy(Ctx);
      if (!isShaped(Ret, [](Type *S) { return S->isIntegerTy(16) || S->isFloatTy(); }) ||
          Ret->getScalarType() != (To ? Bits : Float))
        return badResult(To ? "an i16 or a vector of them"
                            : "a float (32-bit) or a vector of them");
      if (arg(0)->getScalarType() != (To ? Float : Bits) || lanes(arg(0)) != lanes(Ret))
        return bad(0, Twine(To ? "a float (32-bit)" : "an i16") +
                          " with the result's number of elements");
      return {};
    }
    case TypeRule::Ternary:
      if (!isInt(Ret))
        return badResult("an integer or a vector of integers");
      for (unsigned Id = 0; Id < 3; ++Id)
        if (arg(Id) != Ret)
          return bad(Id, "of the result's type");
      if (!arg(3)->isIntegerTy(32))
        return bad(3, "an i32");
      return {};
    case TypeRule::Clock: {
      auto *VT = dyn_cast<FixedVectorType>(Ret);
      if (!(Ret->isIntegerTy(64) ||
            (VT && VT->getNumElements() == 2 && VT->getElementType()->isIntegerTy(32))))
        return badResult("an i64 or a <2 x i32>");
      uint32_t Scope = Slots[0].Value;
      if (!Slots[0].RuntimeScope && Scope != SPIRV::Scope::Subgroup &&
          Scope != SPIRV::Scope::Device)
        return misuse(D, 0, Slots[0].Kind, "Subgroup or Device");
      return {};
    }
    case TypeRule::Prefetch:
      if (!arg(0)->isPointerTy() ||
          arg(0)->getPointerAddressSpace() != SPIRVAS::CrossWorkgroup)
        return bad(0, "a pointer to CrossWorkgroup");
      pointee(0, Type::getInt8Ty(Ctx));
      if (!arg(1)->isIntegerTy(32))
        return bad(1, "an i32");
      return {};
    default:
      llvm_unreachable("not a rule of this group");
    }
  }

  /// Atomics on 32- and 64-bit integers, and on float and double where
  /// the instruction takes floats, in the memory Level-Zero has them for.
  BuiltinCallProblem checkAtomic() {
    bool Flag = R == TypeRule::AtomicFlagTestAndSet || R == TypeRule::AtomicFlagClear;
    Type *Value = Flag ? Type::getInt32Ty(Ctx)
                  : R == TypeRule::AtomicStore ? arg(1) : Ret;
    bool Floats = R == TypeRule::AtomicFloat || R == TypeRule::AtomicLoad ||
                  R == TypeRule::AtomicStore || R == TypeRule::AtomicExchange;
    bool Ints = R != TypeRule::AtomicFloat;
    // SPV_NV_shader_atomic_fp16_vector's <2 x half> and <4 x half> (the
    // extension is SPIRVRequirements', from the capability).
    auto *VT = dyn_cast<FixedVectorType>(Value);
    bool HalfVector = (R == TypeRule::AtomicFloat || R == TypeRule::AtomicExchange) && VT &&
                      VT->getElementType()->isHalfTy() &&
                      (VT->getNumElements() == 2 || VT->getNumElements() == 4);
    bool OK = (Ints && (Value->isIntegerTy(32) || Value->isIntegerTy(64))) ||
              (Floats && (Value->isFloatTy() || Value->isDoubleTy())) || HalfVector;
    const char *What =
        R == TypeRule::AtomicExchange ? "a 32- or 64-bit integer or float, or <2 x half> or <4 x half>"
        : Floats ? (Ints ? "a 32- or 64-bit integer or float"
                         : "a float, a double, <2 x half> or <4 x half>")
                 : "a 32- or 64-bit integer";
    if (!OK)
      return R == TypeRule::AtomicStore ? bad(1, What) : badResult(What);
    if (R == TypeRule::AtomicFlagTestAndSet && isa<FixedVectorType>(Ret))
      return badResult("a scalar");
    unsigned AS = arg(0)->isPointerTy() ? arg(0)->getPointerAddressSpace() : ~0u;
    if (AS != SPIRVAS::Function && AS != SPIRVAS::Workgroup &&
        AS != SPIRVAS::CrossWorkgroup && AS != SPIRVAS::Generic)
      return bad(0, "a pointer to Function, Workgroup, CrossWorkgroup or Generic");
    pointee(0, Value);
    for (unsigned Id = 1; Id < Ids.size(); ++Id)
      if (arg(Id) != Value)
        return bad(Id, R == TypeRule::AtomicStore ? "the value" : "of the result's type");
    return checkAtomicSemantics();
  }

  /// What the memory model forbids: a load cannot release, a store or a
  /// clear cannot acquire, a failed compare-exchange cannot release.
  BuiltinCallProblem checkAtomicSemantics() const {
    namespace MS = SPIRV::MemorySemantics;
    unsigned Semantics = 0;
    for (unsigned I = 0; I < Slots.size(); ++I) {
      if (Slots[I].Kind != OperandKind::IdMemorySemantics)
        continue;
      uint32_t V = Slots[I].Value;
      bool Release = V & (MS::Release | MS::AcquireRelease);
      bool Acquire = V & (MS::Acquire | MS::AcquireRelease);
      bool Forbidden =
          (R == TypeRule::AtomicLoad && Release) ||
          ((R == TypeRule::AtomicStore || R == TypeRule::AtomicFlagClear) && Acquire) ||
          (R == TypeRule::AtomicCompareExchange && Semantics == 1 && Release);
      if (Forbidden)
        return misuse(D, I, Slots[I].Kind,
                      Twine("semantics without ") +
                          (R == TypeRule::AtomicLoad || Semantics == 1
                               ? "Release or AcquireRelease"
                               : "Acquire or AcquireRelease"));
      ++Semantics;
    }
    return {};
  }
};
} // namespace

/// Checks the call's types against the rule of \p D; fills \p Out.
static BuiltinCallProblem checkTypes(const BuiltinDescription &D,
                                     const CallBase &Call,
                                     ArrayRef<OperandSlot> Slots,
                                     CallTypes &Out) {
  return TypeCheck(D, Call, Slots, Out).run();
}

/// The Scope and MemorySemantics values SPIR-V and the Level-Zero SPIR-V programming guide allow.
static BuiltinCallProblem checkConstantIds(const BuiltinDescription &D,
                                           ArrayRef<OperandSlot> Slots) {
  namespace S = SPIRV::Scope;
  namespace MS = SPIRV::MemorySemantics;
  unsigned Opcode = D.Instruction->Opcode;
  bool ExecutionScope = Opcode == SPIRV::Op::OpControlBarrier ||
                        Opcode == SPIRV::Op::OpControlBarrierArriveINTEL ||
                        Opcode == SPIRV::Op::OpControlBarrierWaitINTEL;
  for (unsigned I = 0; I < Slots.size(); ++I) {
    uint32_t V = Slots[I].Value;
    if (Slots[I].RuntimeScope) {
      ExecutionScope = false;
      continue;
    }
    if (Slots[I].Kind == OperandKind::IdScope) {
      bool OK = ExecutionScope ? V == S::Workgroup || V == S::Subgroup
                               : V == S::CrossDevice || V == S::Device ||
                                     V == S::Workgroup || V == S::Subgroup ||
                                     V == S::Invocation;
      if (!OK)
        return misuse(D, I, Slots[I].Kind,
                      ExecutionScope ? "Workgroup or Subgroup (an execution scope)"
                                     : "CrossDevice, Device, Workgroup, Subgroup or Invocation");
      ExecutionScope = false;
    } else if (Slots[I].Kind == OperandKind::IdMemorySemantics) {
      uint32_t Known = 0;
      for (const SPIRV::GrammarEnumerant &E :
           SPIRV::enumerants(OperandKind::MemorySemantics))
        if (SPIRVRequirements::isInKernelEnvironment(E.Avail))
          Known |= E.Value;
      unsigned Orders = llvm::popcount(
          V & (MS::Acquire | MS::Release | MS::AcquireRelease |
               MS::SequentiallyConsistent));
      if ((V & ~Known) || Orders > 1)
        return misuse(D, I, Slots[I].Kind,
                      "MemorySemantics bits of the Kernel environment with at "
                      "most one ordering");
    }
  }
  return {};
}

static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  OperandLayout Layout(D, Call);
  if (!Layout.Problem.empty())
    return Layout.Problem;
  if (BuiltinCallProblem P = checkConstantIds(D, Layout.Slots); !P.empty())
    return P;
  CallTypes Types;
  BuiltinCallProblem P = checkTypes(D, Call, Layout.Slots, Types);
  if (!P.empty())
    return P;
  if ((D.Saturate || D.RoundingMode) &&
      D.Instruction->Class != InstructionClass::Conversion) {
    P.Text = (D.Name + ": _sat and _rt* postfixes decorate conversions, and " +
              D.Instruction->Name + " is not one")
                 .str();
    P.Misuse = true;
  } else if (D.Saturate && !Call.getType()->isIntOrIntVectorTy()) {
    P.Text = (D.Name + ": _sat saturates to an integer, and the result is not one").str();
    P.Misuse = true;
  }
  return P;
}

/// An instruction with an aggregate result (IAddCarry, ISubBorrow,
/// UMulExtended, SMulExtended, CopyLogical): the instruction itself, its
/// result stored whole through the sret pointer or split into the leaves
/// the call returns.
static void lowerAggregateResult(MachineIRBuilder &B,
                                 const CallLowering::CallLoweringInfo &Info,
                                 const BuiltinDescription &D,
                                 const CallTypes &Types) {
  MachineRegisterInfo &MRI = *B.getMRI();
  // The operands first, then the instruction.
  SmallVector<Register, 2> Operands;
  for (unsigned I = D.ResultInFirstArgument; I < Info.OrigArgs.size(); ++I) {
    const CallLowering::ArgInfo &Arg = Info.OrigArgs[I];
    Operands.push_back(Arg.Ty->isAggregateType()
                           ? buildAggregate(B, Arg.Ty, Arg.Regs, /*AtBoundary=*/false)
                           : typedOperand(B, Arg.Regs[0],
                                          spirvTypeOfIRValue(Arg.Ty, nullptr)));
  }
  Register Pointer;
  if (D.ResultInFirstArgument) {
    Register Arg = Info.OrigArgs[0].Regs[0];
    Pointer = typedOperand(
        B, Arg, typedPointer(Types.Result, MRI.getType(Arg).getAddressSpace()));
  }
  Register Result = MRI.createVirtualRegister(&SPIRV::IDRegClass);
  setSPIRVType(B, Result, Types.Result);
  auto MIB = B.buildInstr(SPIRV::getTargetOpcode(*D.Instruction)).addDef(Result);
  for (Register R : Operands)
    MIB.addUse(R);
  if (Pointer)
    B.buildInstr(SPIRV::OpStore).addUse(Pointer).addUse(Result);
  else
    extractLeaves(B, Result, Info.OrigRet.Ty, Info.OrigRet.Regs);
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  const CallBase &Call = *Info.CB;
  OperandLayout Layout(D, Call);
  CallTypes Types;
  [[maybe_unused]] BuiltinCallProblem P = checkTypes(D, Call, Layout.Slots, Types);
  // check() accepted the call before lowering.
  assert(P.empty() && Layout.Problem.empty() && "lowering a call check() refused");
  LLVM_DEBUG(dbgs() << D.Name << " as " << D.Instruction->Name << "\n");
  auto Rule = static_cast<TypeRule>(D.Rule);
  if (Rule == TypeRule::IntPair || Rule == TypeRule::CopyLogical) {
    lowerAggregateResult(B, Info, D, Types);
    return true;
  }
  MachineRegisterInfo &MRI = *B.getMRI();
  LLVMContext &Ctx = Call.getContext();

  Register Ret;
  Register CallRet = Types.Result ? Info.OrigRet.Regs[0] : Register();
  bool BoolAsInt = Types.Result && Types.Result->getScalarType()->isIntegerTy(1) &&
                   !Call.getType()->getScalarType()->isIntegerTy(1);
  if (Types.Result) {
    Ret = CallRet;
    if (BoolAsInt) {
      LLT RetTy = MRI.getType(CallRet);
      Ret = MRI.createGenericVirtualRegister(
          RetTy.isVector() ? LLT::fixed_vector(RetTy.getNumElements(), 1)
                           : LLT::scalar(1));
    }
    setSPIRVType(B, Ret, Types.Result);
  }
  // The operands first, then the instruction.
  SmallVector<MachineOperand, 8> Ops;
  for (unsigned I = 0; I < Layout.Slots.size(); ++I) {
    const OperandSlot &S = Layout.Slots[I];
    if (S.Immediate) {
      uint32_t Value = S.Value;
      if (S.Kind == OperandKind::StorageClass && Call.getType()->isPointerTy())
        Value = *storageClassForAddressSpace(Call.getType()->getPointerAddressSpace());
      Ops.push_back(MachineOperand::CreateImm(Value));
      continue;
    }
    Register R;
    if (S.ConstantId) {
      R = B.buildConstant(LLT::scalar(32), S.Value).getReg(0);
    } else {
      Type *ArgTy = Info.OrigArgs[I].Ty;
      Type *T = ArgTy->isPointerTy()
                    ? typedPointer(Types.Pointees[I] ? Types.Pointees[I]
                                                     : Type::getInt8Ty(Ctx),
                                   ArgTy->getPointerAddressSpace())
                    : spirvTypeOfIRValue(ArgTy, nullptr);
      R = typedOperand(B, Info.OrigArgs[I].Regs[0], T);
    }
    Ops.push_back(MachineOperand::CreateReg(R, false));
  }
  unsigned Opcode = SPIRV::getTargetOpcode(*D.Instruction);
  // An instruction without a result is a statement, which has effects: the
  // target instruction itself.
  MachineInstrBuilder MIB =
      Ret ? buildInstruction(B, Opcode, Ret) : B.buildInstr(Opcode);
  for (const MachineOperand &MO : Ops)
    MIB.add(MO);

  if (Ret && D.Instruction->Class == InstructionClass::Conversion) {
    // The module emitter moves these to the annotations. A rounding mode
    // means something where a float is rounded; saturation where the
    // instruction does not saturate by itself.
    Type *From = Call.getArgOperand(0)->getType()->getScalarType();
    Type *To = Call.getType()->getScalarType();
    bool Rounds = (From->isFloatingPointTy() || To->isFloatingPointTy()) &&
                  !(From->isFloatingPointTy() && To->isFloatingPointTy() &&
                    To->getPrimitiveSizeInBits() >= From->getPrimitiveSizeInBits());
    StringRef Name = D.Instruction->Name;
    if (D.Saturate && !Name.starts_with("OpSatConvert"))
      B.buildInstr(SPIRV::OpDecorate)
          .addUse(Ret)
          .addImm(SPIRV::Decoration::SaturatedConversion);
    if (D.RoundingMode && Rounds)
      B.buildInstr(SPIRV::OpDecorate)
          .addUse(Ret)
          .addImm(SPIRV::Decoration::FPRoundingMode)
          .addImm(*D.RoundingMode);
  }
  if (BoolAsInt) {
    // OpenCL's and the translator's 1 / 0.
    LLT RetTy = MRI.getType(CallRet);
    B.buildSelect(CallRet, Ret, B.buildConstant(RetTy, 1), B.buildConstant(RetTy, 0));
  }
  return true;
}

const BuiltinFamilyImpl llvm::InstructionFamily = {describe, check, lower};
