//===- SPIRVBuiltins.cpp - OpenCL builtins as the target sees them --------===//

#include "SPIRVBuiltins.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVTypeUtils.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"
#include <iterator>

using namespace llvm;

//===----------------------------------------------------------------------===//
// The demangler
//===----------------------------------------------------------------------===//

namespace {

/// A recursive-descent reader of the subset of the Itanium C++ ABI mangling
/// that OpenCL builtins use:
///
///   <mangled-name> ::= _Z <source-name> <type>+
///   <type> ::= <builtin-type> | Dh | Dv <number> _ <type>
///            | P <type> | <qualifiers> <type> | <source-name>
///            | S_ | S <seq-id> _
///   <qualifiers> ::= (U <source-name>)* [r] [V] [K]
///
/// Every type that is not a builtin type (vectors, pointers, qualified and
/// named types) becomes a substitution candidate once it is complete, in
/// that order; S_ is the first, S0_ the second, S1_ the third...
class ItaniumReader {
  StringRef S;
  LLVMContext *Ctx;
  SmallVector<DemangledType, 8> Substitutions;

public:
  ItaniumReader(StringRef S, LLVMContext *Ctx) : S(S), Ctx(Ctx) {}

  bool atEnd() const { return S.empty(); }

  bool number(unsigned &N) {
    size_t Digits = 0;
    while (Digits < S.size() && isdigit(static_cast<unsigned char>(S[Digits])))
      ++Digits;
    if (Digits == 0 || S.take_front(Digits).getAsInteger(10, N))
      return false;
    S = S.drop_front(Digits);
    return true;
  }

  bool sourceName(StringRef &Name) {
    unsigned Length;
    if (!number(Length) || Length == 0 || Length > S.size())
      return false;
    Name = S.take_front(Length);
    S = S.drop_front(Length);
    return true;
  }

  std::optional<DemangledType> type();

private:
  std::optional<DemangledType> builtinType(char C);
  std::optional<DemangledType> substitution();
  std::optional<DemangledType> qualifiedType();
  static std::optional<unsigned> addressSpace(StringRef Qualifier);

  std::optional<DemangledType> candidate(DemangledType T) {
    Substitutions.push_back(T);
    return T;
  }
};

} // namespace

std::optional<DemangledType> ItaniumReader::builtinType(char C) {
  LLVMContext &Ctx = *this->Ctx;
  DemangledType T;
  switch (C) {
  case 'v': T.Ty = Type::getVoidTy(Ctx); break;
  case 'b': T.Ty = Type::getInt1Ty(Ctx); break;
  // OpenCL's char is signed.
  case 'c': case 'a': T.Ty = Type::getInt8Ty(Ctx); T.Signed = true; break;
  case 'h': T.Ty = Type::getInt8Ty(Ctx); break;
  case 's': T.Ty = Type::getInt16Ty(Ctx); T.Signed = true; break;
  case 't': T.Ty = Type::getInt16Ty(Ctx); break;
  case 'i': T.Ty = Type::getInt32Ty(Ctx); T.Signed = true; break;
  case 'j': T.Ty = Type::getInt32Ty(Ctx); break;
  case 'l': case 'x': T.Ty = Type::getInt64Ty(Ctx); T.Signed = true; break;
  case 'm': case 'y': T.Ty = Type::getInt64Ty(Ctx); break;
  case 'f': T.Ty = Type::getFloatTy(Ctx); break;
  case 'd': T.Ty = Type::getDoubleTy(Ctx); break;
  default: return std::nullopt;
  }
  return T;
}

std::optional<unsigned> ItaniumReader::addressSpace(StringRef Qualifier) {
  // Clang spells OpenCL address spaces as the target's numbers (AS1) or,
  // without an address-space map, by name (CLglobal).
  unsigned AS;
  if (Qualifier.consume_front("AS"))
    return Qualifier.getAsInteger(10, AS) ? std::nullopt : std::optional(AS);
  return StringSwitch<std::optional<unsigned>>(Qualifier)
      .Case("CLprivate", SPIRVAS::Function)
      .Case("CLglobal", SPIRVAS::CrossWorkgroup)
      .Case("CLconstant", SPIRVAS::UniformConstant)
      .Case("CLlocal", SPIRVAS::Workgroup)
      .Case("CLgeneric", SPIRVAS::Generic)
      .Default(std::nullopt);
}

std::optional<DemangledType> ItaniumReader::substitution() {
  // S_ or S <seq-id> _, where <seq-id> is base 36 (0-9, A-Z).
  unsigned Index = 0;
  if (!S.consume_front("_")) {
    unsigned SeqId = 0;
    size_t Len = 0;
    while (Len < S.size() && S[Len] != '_') {
      char C = S[Len];
      if (isdigit(static_cast<unsigned char>(C)))
        SeqId = SeqId * 36 + (C - '0');
      else if (C >= 'A' && C <= 'Z')
        SeqId = SeqId * 36 + (C - 'A' + 10);
      else
        return std::nullopt; // St, Sa, ...: std:: abbreviations
      ++Len;
    }
    if (Len == 0 || Len == S.size())
      return std::nullopt;
    S = S.drop_front(Len + 1);
    Index = SeqId + 1;
  }
  if (Index >= Substitutions.size())
    return std::nullopt;
  return Substitutions[Index];
}

std::optional<DemangledType> ItaniumReader::qualifiedType() {
  std::optional<unsigned> AS;
  while (S.consume_front("U")) {
    StringRef Qualifier;
    if (!sourceName(Qualifier))
      return std::nullopt;
    if (std::optional<unsigned> Q = addressSpace(Qualifier))
      AS = Q;
  }
  // restrict, volatile and const do not change what is passed.
  S.consume_front("r");
  S.consume_front("V");
  S.consume_front("K");
  std::optional<DemangledType> T = type();
  if (!T)
    return std::nullopt;
  T->AddrSpace = AS.value_or(SPIRVAS::Function);
  return candidate(*T);
}

std::optional<DemangledType> ItaniumReader::type() {
  LLVMContext &Ctx = *this->Ctx;
  if (S.empty())
    return std::nullopt;
  char C = S.front();
  if (std::optional<DemangledType> T = builtinType(C)) {
    S = S.drop_front();
    return T;
  }
  if (S.consume_front("Dh")) {
    DemangledType T;
    T.Ty = Type::getHalfTy(Ctx);
    return T;
  }
  if (S.consume_front("Dv")) {
    unsigned N;
    if (!number(N) || !S.consume_front("_"))
      return std::nullopt;
    std::optional<DemangledType> Elem = type();
    if (!Elem || !Elem->Ty || !VectorType::isValidElementType(Elem->Ty))
      return std::nullopt;
    Elem->Ty = FixedVectorType::get(Elem->Ty, N);
    return candidate(*Elem);
  }
  if (S.consume_front("P")) {
    std::optional<DemangledType> Pointee = type();
    if (!Pointee)
      return std::nullopt;
    DemangledType T;
    if (Pointee->Ty)
      T.Ty = typedPointer(Pointee->Ty->isVoidTy() ? Type::getInt8Ty(Ctx)
                                                  : Pointee->Ty,
                          Pointee->AddrSpace);
    return candidate(T);
  }
  if (C == 'U' || C == 'r' || C == 'V' || C == 'K')
    return qualifiedType();
  if (S.consume_front("S"))
    return substitution();
  if (isdigit(static_cast<unsigned char>(C))) {
    DemangledType T;
    if (!sourceName(T.Name))
      return std::nullopt;
    // OpenCL's enumerations are passed as int.
    if (T.Name == "memory_scope" || T.Name == "memory_order")
      T.Ty = Type::getInt32Ty(Ctx);
    return candidate(T);
  }
  return std::nullopt;
}

std::optional<DemangledFunction> llvm::demangleFunction(StringRef Mangled,
                                                        LLVMContext &Ctx) {
  if (!Mangled.consume_front("_Z"))
    return std::nullopt;
  ItaniumReader R(Mangled, &Ctx);
  DemangledFunction F;
  if (!R.sourceName(F.Name))
    return std::nullopt;
  while (!R.atEnd()) {
    std::optional<DemangledType> T = R.type();
    if (!T)
      return std::nullopt;
    F.Params.push_back(*T);
  }
  // f(void) is written _Z1fv.
  if (F.Params.size() == 1 && F.Params[0].Ty && F.Params[0].Ty->isVoidTy())
    F.Params.clear();
  return F;
}

//===----------------------------------------------------------------------===//
// Work-item functions
//===----------------------------------------------------------------------===//

namespace SB = llvm::SPIRV::BuiltIn;

static const WorkItemBuiltin WorkItemBuiltins[] = {
    {"get_global_id", "GlobalInvocationId", SB::GlobalInvocationId, true, 0, false},
    {"get_local_id", "LocalInvocationId", SB::LocalInvocationId, true, 0, false},
    {"get_group_id", "WorkgroupId", SB::WorkgroupId, true, 0, false},
    {"get_global_size", "GlobalSize", SB::GlobalSize, true, 1, false},
    {"get_local_size", "WorkgroupSize", SB::WorkgroupSize, true, 1, false},
    {"get_enqueued_local_size", "EnqueuedWorkgroupSize", SB::EnqueuedWorkgroupSize, true, 1, false},
    {"get_num_groups", "NumWorkgroups", SB::NumWorkgroups, true, 1, false},
    {"get_global_offset", "GlobalOffset", SB::GlobalOffset, true, 0, false},
    {"get_work_dim", "WorkDim", SB::WorkDim, false, 0, true},
    {"get_global_linear_id", "GlobalLinearId", SB::GlobalLinearId, false, 0, false},
    {"get_local_linear_id", "LocalInvocationIndex", SB::LocalInvocationIndex, false, 0, false},
};

static const WorkItemBuiltin *lookupWorkItemFunction(StringRef OpenCLName) {
  for (const WorkItemBuiltin &B : WorkItemBuiltins)
    if (B.OpenCLName == OpenCLName)
      return &B;
  return nullptr;
}

const WorkItemBuiltin *llvm::lookupBuiltinVariable(StringRef VariableName) {
  for (const WorkItemBuiltin &B : WorkItemBuiltins)
    if (B.VariableName == VariableName)
      return &B;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// OpenCL.std functions
//===----------------------------------------------------------------------===//

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
};

/// The entry of a builtin family table with this source-level name.
template <typename Entry, size_t N>
static const Entry *findByName(const Entry (&Table)[N], StringRef Name) {
  for (const Entry &E : Table)
    if (E.Name == Name)
      return &E;
  return nullptr;
}

static const ExtInstBuiltin *lookupExtInstBuiltin(StringRef Name) {
  return findByName(ExtInstBuiltins, Name);
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
    Mode = StringSwitch<std::optional<uint32_t>>(Name)
               .Case("_rte", SPIRV::FPRoundingMode::RTE)
               .Case("_rtz", SPIRV::FPRoundingMode::RTZ)
               .Case("_rtp", SPIRV::FPRoundingMode::RTP)
               .Case("_rtn", SPIRV::FPRoundingMode::RTN)
               .Default(std::nullopt);
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

//===----------------------------------------------------------------------===//
// Relational and geometric functions that are core instructions
//===----------------------------------------------------------------------===//

static const CoreBuiltin CoreBuiltins[] = {
    // OpenCL C 6.15.6. Each returns a boolean in SPIR-V and an int (1 / 0
    // for scalars, -1 / 0 per element for vectors) in OpenCL.
    {"isnan", SPIRV::OpIsNan, CoreBuiltin::FloatTest},
    {"isinf", SPIRV::OpIsInf, CoreBuiltin::FloatTest},
    {"isfinite", SPIRV::OpIsFinite, CoreBuiltin::FloatTest},
    {"isnormal", SPIRV::OpIsNormal, CoreBuiltin::FloatTest},
    {"signbit", SPIRV::OpSignBitSet, CoreBuiltin::FloatTest},
    {"isequal", SPIRV::OpFOrdEqual, CoreBuiltin::FloatCompare},
    // x != y is true when either is a NaN.
    {"isnotequal", SPIRV::OpFUnordNotEqual, CoreBuiltin::FloatCompare},
    {"isgreater", SPIRV::OpFOrdGreaterThan, CoreBuiltin::FloatCompare},
    {"isgreaterequal", SPIRV::OpFOrdGreaterThanEqual, CoreBuiltin::FloatCompare},
    {"isless", SPIRV::OpFOrdLessThan, CoreBuiltin::FloatCompare},
    {"islessequal", SPIRV::OpFOrdLessThanEqual, CoreBuiltin::FloatCompare},
    // (x < y) || (x > y): ordered and not equal.
    {"islessgreater", SPIRV::OpFOrdNotEqual, CoreBuiltin::FloatCompare},
    {"isordered", SPIRV::OpOrdered, CoreBuiltin::FloatCompare},
    {"isunordered", SPIRV::OpUnordered, CoreBuiltin::FloatCompare},
    // any / all test the most significant bit of each element.
    {"any", SPIRV::OpAny, CoreBuiltin::SignTest},
    {"all", SPIRV::OpAll, CoreBuiltin::SignTest},
    // Geometric (6.15.5): a scalar dot is a multiplication.
    {"dot", SPIRV::OpDot, CoreBuiltin::Dot},
};

static const CoreBuiltin *lookupCoreBuiltin(StringRef Name) {
  return findByName(CoreBuiltins, Name);
}

//===----------------------------------------------------------------------===//
// Synchronization
//===----------------------------------------------------------------------===//

namespace MS = llvm::SPIRV::MemorySemantics;

static std::optional<AtomicOrdering> openCLOrdering(uint64_t Order);

static const SyncBuiltin SyncBuiltins[] = {
    // OpenCL C 6.15.8 and the OpenCL SPIR-V environment: a work-group
    // barrier is a control barrier whose memory semantics are sequentially
    // consistent for the memories its flags name.
    {"barrier", SPIRV::OpControlBarrier, MS::SequentiallyConsistent, SyncBuiltin::Flags},
    {"work_group_barrier", SPIRV::OpControlBarrier, MS::SequentiallyConsistent, SyncBuiltin::Flags},
    {"work_group_barrier", SPIRV::OpControlBarrier, MS::SequentiallyConsistent, SyncBuiltin::FlagsScope},
    // Fences (OpenCL C 1.2 6.12.9): loads and stores, loads, stores.
    {"mem_fence", SPIRV::OpMemoryBarrier, MS::AcquireRelease, SyncBuiltin::Flags},
    {"read_mem_fence", SPIRV::OpMemoryBarrier, MS::Acquire, SyncBuiltin::Flags},
    {"write_mem_fence", SPIRV::OpMemoryBarrier, MS::Release, SyncBuiltin::Flags},
    // OpenCL C 2.0: the ordering is an operand.
    {"atomic_work_item_fence", SPIRV::OpMemoryBarrier, 0, SyncBuiltin::FlagsOrderScope},
    // The translator's spellings carry the SPIR-V operands.
    {"__spirv_ControlBarrier", SPIRV::OpControlBarrier, 0, SyncBuiltin::Raw},
    {"__spirv_MemoryBarrier", SPIRV::OpMemoryBarrier, 0, SyncBuiltin::Raw},
};

static unsigned syncArity(const SyncBuiltin &B) {
  switch (B.Form) {
  case SyncBuiltin::Flags: return 1;
  case SyncBuiltin::FlagsScope: return 2;
  case SyncBuiltin::FlagsOrderScope: return 3;
  case SyncBuiltin::Raw: return B.Opcode == SPIRV::OpControlBarrier ? 3 : 2;
  }
  return 0;
}

static const SyncBuiltin *lookupSyncBuiltin(StringRef Name, unsigned Arity) {
  for (const SyncBuiltin &B : SyncBuiltins)
    if (B.Name == Name && syncArity(B) == Arity)
      return &B;
  return nullptr;
}

/// OpenCL's cl_mem_fence_flags (opencl-c-base.h), OpenCL values rather than
/// SPIR-V ones: CLK_LOCAL_MEM_FENCE, CLK_GLOBAL_MEM_FENCE, CLK_IMAGE_MEM_FENCE.
namespace CLFence {
enum : uint64_t { Local = 1, Global = 2, Image = 4 };
}

/// OpenCL's memory_scope enumeration (opencl-c-base.h): work_item,
/// work_group, device, all_svm_devices, sub_group, in that order from 0.
static std::optional<uint32_t> openCLScopeToSPIRV(uint64_t OpenCLScope) {
  namespace Sc = SPIRV::Scope;
  static const uint32_t Scopes[] = {Sc::Invocation, Sc::Workgroup, Sc::Device,
                                    Sc::CrossDevice, Sc::Subgroup};
  if (OpenCLScope >= std::size(Scopes))
    return std::nullopt;
  return Scopes[OpenCLScope];
}

std::optional<SyncOperands> llvm::syncOperands(const BuiltinDescription &D,
                                               const CallBase &Call,
                                               std::string &Unsupported) {
  const SyncBuiltin &B = *D.Sync;
  SmallVector<uint64_t, 3> Args;
  for (const Value *Arg : Call.args()) {
    const auto *C = dyn_cast<ConstantInt>(Arg);
    if (!C) {
      Unsupported = (D.Name + " with operands that are not constants").str();
      return std::nullopt;
    }
    Args.push_back(C->getZExtValue());
  }
  SyncOperands Ops;
  if (B.Form == SyncBuiltin::Raw) {
    unsigned I = 0;
    if (B.Opcode == SPIRV::OpControlBarrier)
      Ops.ExecutionScope = Args[I++];
    Ops.MemoryScope = Args[I++];
    Ops.Semantics = Args[I];
    return Ops;
  }
  uint64_t Flags = Args[0];
  if (Flags & ~uint64_t(CLFence::Local | CLFence::Global | CLFence::Image)) {
    Unsupported = (D.Name + " with fence flags " + Twine(Flags)).str();
    return std::nullopt;
  }
  Ops.Semantics = B.Ordering;
  if (B.Form == SyncBuiltin::FlagsOrderScope) {
    std::optional<AtomicOrdering> Order = openCLOrdering(Args[1]);
    if (!Order) {
      Unsupported = (D.Name + " with memory order " + Twine(Args[1])).str();
      return std::nullopt;
    }
    Ops.Semantics = spirvOrderingSemantics(*Order);
  }
  if (Flags & CLFence::Local)
    Ops.Semantics |= MS::WorkgroupMemory;
  if (Flags & CLFence::Global)
    Ops.Semantics |= MS::CrossWorkgroupMemory;
  if (Flags & CLFence::Image)
    Ops.Semantics |= MS::ImageMemory;
  // barrier(flags) is work_group_barrier(flags, memory_scope_work_group).
  Ops.MemoryScope = SPIRV::Scope::Workgroup;
  if (B.Form != SyncBuiltin::Flags) {
    uint64_t CLScope = Args[B.Form == SyncBuiltin::FlagsScope ? 1 : 2];
    std::optional<uint32_t> Scope = openCLScopeToSPIRV(CLScope);
    if (!Scope) {
      Unsupported = (D.Name + " with memory scope " + Twine(CLScope)).str();
      return std::nullopt;
    }
    Ops.MemoryScope = *Scope;
  }
  if (B.Opcode == SPIRV::OpControlBarrier)
    Ops.ExecutionScope = SPIRV::Scope::Workgroup;
  return Ops;
}

//===----------------------------------------------------------------------===//
// The memory model
//===----------------------------------------------------------------------===//

/// OpenCL's memory_order (opencl-c-base.h) has C11's values: relaxed 0,
/// acquire 2, release 3, acq_rel 4, seq_cst 5 (no consume).
static std::optional<AtomicOrdering> openCLOrdering(uint64_t Order) {
  switch (Order) {
  case 0: return AtomicOrdering::Monotonic;
  case 2: return AtomicOrdering::Acquire;
  case 3: return AtomicOrdering::Release;
  case 4: return AtomicOrdering::AcquireRelease;
  case 5: return AtomicOrdering::SequentiallyConsistent;
  default: return std::nullopt;
  }
}

/// OpenCL's memory_scope as the syncscope name clang gives it in IR.
static std::optional<StringRef> openCLSyncScopeName(uint64_t Scope) {
  static const StringRef Names[] = {"singlethread", "workgroup", "device", "",
                                    "subgroup"};
  if (Scope >= std::size(Names))
    return std::nullopt;
  return Names[Scope];
}

std::optional<uint32_t> llvm::spirvScope(LLVMContext &Ctx,
                                         SyncScope::ID Scope) {
  namespace Sc = SPIRV::Scope;
  if (Scope == SyncScope::System)
    return Sc::CrossDevice;
  if (Scope == SyncScope::SingleThread)
    return Sc::Invocation;
  std::optional<StringRef> Name = Ctx.getSyncScopeName(Scope);
  if (!Name)
    return std::nullopt;
  return StringSwitch<std::optional<uint32_t>>(*Name)
      .Case("device", Sc::Device)
      .Case("workgroup", Sc::Workgroup)
      .Case("subgroup", Sc::Subgroup)
      .Default(std::nullopt);
}

uint32_t llvm::spirvOrderingSemantics(AtomicOrdering Ordering) {
  switch (Ordering) {
  case AtomicOrdering::Acquire: return MS::Acquire;
  case AtomicOrdering::Release: return MS::Release;
  case AtomicOrdering::AcquireRelease: return MS::AcquireRelease;
  case AtomicOrdering::SequentiallyConsistent: return MS::SequentiallyConsistent;
  default: return MS::None;
  }
}

uint32_t llvm::spirvSemantics(AtomicOrdering Ordering, unsigned AddrSpace) {
  uint32_t Semantics = spirvOrderingSemantics(Ordering);
  if (Semantics == MS::None)
    return Semantics;
  if (AddrSpace == SPIRVAS::Workgroup || AddrSpace == SPIRVAS::Generic)
    Semantics |= MS::WorkgroupMemory;
  if (AddrSpace == SPIRVAS::CrossWorkgroup || AddrSpace == SPIRVAS::Generic)
    Semantics |= MS::CrossWorkgroupMemory;
  return Semantics;
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

namespace TO = llvm::TargetOpcode;

static const AtomicBuiltin AtomicBuiltins[] = {
    // OpenCL C 1.x (6.12.11) on volatile global / local int and uint, and
    // cl_khr_*_atomics' atom_* spellings (long and ulong as well).
    {"atomic_add", TO::G_ATOMICRMW_ADD, AtomicBuiltin::Legacy},
    {"atomic_sub", TO::G_ATOMICRMW_SUB, AtomicBuiltin::Legacy},
    {"atomic_xchg", TO::G_ATOMICRMW_XCHG, AtomicBuiltin::Legacy},
    {"atomic_min", TO::G_ATOMICRMW_MIN, AtomicBuiltin::Legacy},
    {"atomic_max", TO::G_ATOMICRMW_MAX, AtomicBuiltin::Legacy},
    {"atomic_and", TO::G_ATOMICRMW_AND, AtomicBuiltin::Legacy},
    {"atomic_or", TO::G_ATOMICRMW_OR, AtomicBuiltin::Legacy},
    {"atomic_xor", TO::G_ATOMICRMW_XOR, AtomicBuiltin::Legacy},
    {"atomic_inc", TO::G_ATOMICRMW_ADD, AtomicBuiltin::LegacyUnary},
    {"atomic_dec", TO::G_ATOMICRMW_SUB, AtomicBuiltin::LegacyUnary},
    {"atomic_cmpxchg", TO::G_ATOMIC_CMPXCHG, AtomicBuiltin::LegacyCmpxchg},
    {"atom_add", TO::G_ATOMICRMW_ADD, AtomicBuiltin::Legacy},
    {"atom_sub", TO::G_ATOMICRMW_SUB, AtomicBuiltin::Legacy},
    {"atom_xchg", TO::G_ATOMICRMW_XCHG, AtomicBuiltin::Legacy},
    {"atom_min", TO::G_ATOMICRMW_MIN, AtomicBuiltin::Legacy},
    {"atom_max", TO::G_ATOMICRMW_MAX, AtomicBuiltin::Legacy},
    {"atom_and", TO::G_ATOMICRMW_AND, AtomicBuiltin::Legacy},
    {"atom_or", TO::G_ATOMICRMW_OR, AtomicBuiltin::Legacy},
    {"atom_xor", TO::G_ATOMICRMW_XOR, AtomicBuiltin::Legacy},
    {"atom_inc", TO::G_ATOMICRMW_ADD, AtomicBuiltin::LegacyUnary},
    {"atom_dec", TO::G_ATOMICRMW_SUB, AtomicBuiltin::LegacyUnary},
    {"atom_cmpxchg", TO::G_ATOMIC_CMPXCHG, AtomicBuiltin::LegacyCmpxchg},
    // OpenCL C 2.0 (6.13.11), with and without _explicit.
    {"atomic_fetch_add", TO::G_ATOMICRMW_ADD, AtomicBuiltin::Fetch},
    {"atomic_fetch_sub", TO::G_ATOMICRMW_SUB, AtomicBuiltin::Fetch},
    {"atomic_fetch_or", TO::G_ATOMICRMW_OR, AtomicBuiltin::Fetch},
    {"atomic_fetch_xor", TO::G_ATOMICRMW_XOR, AtomicBuiltin::Fetch},
    {"atomic_fetch_and", TO::G_ATOMICRMW_AND, AtomicBuiltin::Fetch},
    {"atomic_fetch_min", TO::G_ATOMICRMW_MIN, AtomicBuiltin::Fetch},
    {"atomic_fetch_max", TO::G_ATOMICRMW_MAX, AtomicBuiltin::Fetch},
    {"atomic_exchange", TO::G_ATOMICRMW_XCHG, AtomicBuiltin::Fetch},
    {"atomic_load", TO::G_LOAD, AtomicBuiltin::Load},
    {"atomic_store", TO::G_STORE, AtomicBuiltin::Store},
    {"atomic_init", TO::G_STORE, AtomicBuiltin::Init},
    {"atomic_compare_exchange_strong", TO::G_ATOMIC_CMPXCHG, AtomicBuiltin::CompareExchange},
    // SPIR-V has no weak form; the strong one never fails spuriously.
    {"atomic_compare_exchange_weak", TO::G_ATOMIC_CMPXCHG, AtomicBuiltin::CompareExchange},
    // atomic_flag is an atomic_int: set is 1, clear 0.
    {"atomic_flag_test_and_set", TO::G_ATOMICRMW_XCHG, AtomicBuiltin::FlagTestAndSet},
    {"atomic_flag_clear", TO::G_STORE, AtomicBuiltin::FlagClear},
};

static const AtomicBuiltin *lookupAtomicBuiltin(StringRef Name, bool &Explicit) {
  Explicit = Name.consume_back("_explicit");
  return findByName(AtomicBuiltins, Name);
}

/// How many operands come before the memory order, and the most there are.
static std::pair<unsigned, unsigned> atomicArity(const AtomicBuiltin &B) {
  switch (B.Form) {
  case AtomicBuiltin::Legacy: return {2, 2};
  case AtomicBuiltin::LegacyUnary: return {1, 1};
  case AtomicBuiltin::LegacyCmpxchg: return {3, 3};
  case AtomicBuiltin::Fetch:
  case AtomicBuiltin::Store: return {2, 4};
  case AtomicBuiltin::Load: return {1, 3};
  case AtomicBuiltin::Init: return {2, 2};
  case AtomicBuiltin::CompareExchange: return {3, 6};
  case AtomicBuiltin::FlagTestAndSet:
  case AtomicBuiltin::FlagClear: return {1, 3};
  }
  return {0, 0};
}

std::optional<AtomicOperands> llvm::atomicOperands(const BuiltinDescription &D,
                                                   const CallBase &Call,
                                                   std::string &Unsupported) {
  const AtomicBuiltin &B = *D.Atomic;
  LLVMContext &Ctx = Call.getContext();
  AtomicOperands Ops;
  bool Legacy = B.Form == AtomicBuiltin::Legacy ||
                B.Form == AtomicBuiltin::LegacyUnary ||
                B.Form == AtomicBuiltin::LegacyCmpxchg;
  // 1.x atomics order nothing; 2.0's default is seq_cst. Both act on the
  // device's memory.
  Ops.Ordering = Legacy ? AtomicOrdering::Monotonic
                        : AtomicOrdering::SequentiallyConsistent;
  Ops.FailureOrdering = AtomicOrdering::NotAtomic;
  Ops.Scope = Ctx.getOrInsertSyncScopeID("device");
  if (B.Form == AtomicBuiltin::Init) {
    Ops.Ordering = AtomicOrdering::NotAtomic;
    return Ops;
  }
  unsigned First = atomicArity(B).first;
  SmallVector<uint64_t, 3> Args;
  for (unsigned I = First; I < Call.arg_size(); ++I) {
    const auto *C = dyn_cast<ConstantInt>(Call.getArgOperand(I));
    if (!C) {
      Unsupported = (D.Name + " with a memory order or scope that is not a "
                              "constant").str();
      return std::nullopt;
    }
    Args.push_back(C->getZExtValue());
  }
  unsigned NumOrders = B.Form == AtomicBuiltin::CompareExchange ? 2 : 1;
  if (!Args.empty()) {
    std::optional<AtomicOrdering> Order = openCLOrdering(Args[0]);
    if (!Order) {
      Unsupported = (D.Name + " with memory order " + Twine(Args[0])).str();
      return std::nullopt;
    }
    Ops.Ordering = *Order;
  }
  if (B.Form == AtomicBuiltin::CompareExchange) {
    // The failure order defaults to the success order, without its
    // release part.
    Ops.FailureOrdering =
        AtomicCmpXchgInst::getStrongestFailureOrdering(Ops.Ordering);
    if (Args.size() > 1) {
      std::optional<AtomicOrdering> Order = openCLOrdering(Args[1]);
      if (!Order || *Order == AtomicOrdering::Release ||
          *Order == AtomicOrdering::AcquireRelease ||
          isStrongerThan(*Order, Ops.Ordering)) {
        Unsupported = (D.Name + " with failure memory order " + Twine(Args[1]))
                          .str();
        return std::nullopt;
      }
      Ops.FailureOrdering = *Order;
    }
  }
  bool Releases = Ops.Ordering == AtomicOrdering::Release ||
                  Ops.Ordering == AtomicOrdering::AcquireRelease;
  bool Acquires = Ops.Ordering == AtomicOrdering::Acquire ||
                  Ops.Ordering == AtomicOrdering::AcquireRelease;
  bool Stores = B.Form == AtomicBuiltin::Store || B.Form == AtomicBuiltin::FlagClear;
  if ((B.Form == AtomicBuiltin::Load && Releases) || (Stores && Acquires)) {
    Unsupported = (D.Name + " with memory order " + Twine(Args[0])).str();
    return std::nullopt;
  }
  if (Args.size() > NumOrders) {
    std::optional<StringRef> Name = openCLSyncScopeName(Args[NumOrders]);
    if (!Name) {
      Unsupported =
          (D.Name + " with memory scope " + Twine(Args[NumOrders])).str();
      return std::nullopt;
    }
    Ops.Scope = Name->empty() ? SyncScope::System
                              : Ctx.getOrInsertSyncScopeID(*Name);
  }
  return Ops;
}

/// The description of an atomic function \p B, called with \p Params.
static BuiltinDescription describeAtomic(const Function &F, StringRef Name,
                                         const AtomicBuiltin &B, bool Explicit,
                                         ArrayRef<DemangledType> Params) {
  BuiltinDescription D;
  D.Family = BuiltinFamily::Atomic;
  D.Name = Name;
  D.Atomic = &B;
  D.AtomicOpcode = B.Opcode;
  auto [First, Most] = atomicArity(B);
  unsigned N = Params.size();
  bool OK = F.arg_size() == N && N >= 1 &&
            (Explicit ? N > First && N <= Most : N == First);
  // The object is a pointer; the value (if any) is what it points to.
  auto *Ptr = OK ? dyn_cast_or_null<TypedPointerType>(Params[0].Ty) : nullptr;
  Type *Value = Ptr ? Ptr->getElementType() : nullptr;
  OK = OK && Value && F.getArg(0)->getType()->isPointerTy();
  if (OK) {
    unsigned AS = F.getArg(0)->getType()->getPointerAddressSpace();
    OK = AS == SPIRVAS::Function || AS == SPIRVAS::CrossWorkgroup ||
         AS == SPIRVAS::Workgroup || AS == SPIRVAS::Generic;
  }
  bool IsInt = Value && (Value->isIntegerTy(32) || Value->isIntegerTy(64));
  bool IsFloat = Value && (Value->isFloatTy() || Value->isDoubleTy());
  bool FloatOK = B.Opcode == TO::G_ATOMICRMW_XCHG || B.Opcode == TO::G_LOAD ||
                 B.Opcode == TO::G_STORE;
  OK = OK && (IsInt || (IsFloat && FloatOK));
  Type *Ret = F.getReturnType();
  if (OK) {
    switch (B.Form) {
    case AtomicBuiltin::Legacy:
    case AtomicBuiltin::Fetch:
    case AtomicBuiltin::Store:
    case AtomicBuiltin::Init:
      OK = Params[1].Ty == Value && F.getArg(1)->getType() == Value;
      break;
    case AtomicBuiltin::LegacyCmpxchg:
      OK = Params[1].Ty == Value && Params[2].Ty == Value &&
           F.getArg(1)->getType() == Value && F.getArg(2)->getType() == Value;
      break;
    case AtomicBuiltin::CompareExchange: {
      auto *Expected = dyn_cast_or_null<TypedPointerType>(Params[1].Ty);
      OK = Expected && Expected->getElementType() == Value &&
           F.getArg(1)->getType()->isPointerTy() &&
           Params[2].Ty == Value && F.getArg(2)->getType() == Value &&
           Ret->isIntegerTy(1);
      break;
    }
    case AtomicBuiltin::FlagTestAndSet:
      OK = IsInt && Ret->isIntegerTy(1);
      break;
    case AtomicBuiltin::FlagClear:
      OK = IsInt;
      break;
    default:
      break;
    }
    bool Stores = B.Form == AtomicBuiltin::Store ||
                  B.Form == AtomicBuiltin::Init ||
                  B.Form == AtomicBuiltin::FlagClear;
    if (B.Form != AtomicBuiltin::CompareExchange &&
        B.Form != AtomicBuiltin::FlagTestAndSet)
      OK = OK && (Stores ? Ret->isVoidTy() : Ret == Value);
  }
  if (!OK) {
    D.Unsupported = ("builtin " + Name + " with this signature (@" +
                     F.getName() + ")").str();
    return D;
  }
  for (const DemangledType &P : Params)
    D.ParamTypes.push_back(P.Ty);
  // min and max by the signedness of the value.
  bool Unsigned = N > 1 && !Params[1].Signed;
  if (B.Opcode == TO::G_ATOMICRMW_MIN && Unsigned)
    D.AtomicOpcode = TO::G_ATOMICRMW_UMIN;
  if (B.Opcode == TO::G_ATOMICRMW_MAX && Unsigned)
    D.AtomicOpcode = TO::G_ATOMICRMW_UMAX;
  return D;
}

//===----------------------------------------------------------------------===//
// Describing a declaration
//===----------------------------------------------------------------------===//

static std::string typeText(Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return S;
}

/// The OpenCL.std description of \p F, called as \p Name with parameters
/// \p Params (demangled, or taken from the IR for unmangled names).
static BuiltinDescription describeExtInst(const Function &F, StringRef Name,
                                          StringRef GrammarName,
                                          ArrayRef<DemangledType> Params,
                                          ArrayRef<uint32_t> Literals = {}) {
  BuiltinDescription D;
  D.Family = BuiltinFamily::ExtInst;
  D.Name = Name;
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
  // the name (vload4: n = 4); only the stores return nothing.
  bool VoidOK = GrammarName.starts_with("vstore");
  if (Params.size() + Literals.size() != Operands.size() ||
      F.arg_size() != Params.size() || (Ret->isVoidTy() && !VoidOK) ||
      Ret->isPointerTy()) {
    D.Unsupported = ("builtin " + Name + " with this signature (@" +
                     F.getName() + ")").str();
    return D;
  }
  for (unsigned I = 0; I < Params.size(); ++I) {
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
  for (unsigned I = Params.size(); I < Operands.size(); ++I)
    if (Operands[I].Kind == SPIRV::OperandKind::IdRef) {
      D.Unsupported = ("builtin " + Name + " with this signature (@" +
                       F.getName() + ")").str();
      return D;
    }
  return D;
}

/// The description of a relational or geometric function computed by the
/// core instruction \p B.
static BuiltinDescription describeCore(const Function &F, StringRef Name,
                                       const CoreBuiltin &B,
                                       ArrayRef<DemangledType> Params) {
  BuiltinDescription D;
  D.Family = BuiltinFamily::Core;
  D.Name = Name;
  D.Core = &B;
  unsigned Arity = B.Form == CoreBuiltin::FloatCompare || B.Form == CoreBuiltin::Dot ? 2 : 1;
  Type *Ret = F.getReturnType();
  Type *Arg = Params.empty() ? nullptr : Params[0].Ty;
  bool OK = Params.size() == Arity && F.arg_size() == Arity && Arg &&
            !isa<TypedPointerType>(Arg);
  for (unsigned I = 0; OK && I < Arity; ++I)
    OK = Params[I].Ty == Arg && F.getArg(I)->getType() == Arg;
  if (OK) {
    auto *VT = dyn_cast<FixedVectorType>(Arg);
    switch (B.Form) {
    case CoreBuiltin::FloatTest:
    case CoreBuiltin::FloatCompare: {
      // int for a scalar, an integer vector as long as the operand for a
      // vector (isnan(double4) is long4).
      auto *RetVT = dyn_cast<FixedVectorType>(Ret);
      OK = Arg->isFPOrFPVectorTy() && Ret->isIntOrIntVectorTy() &&
           !Ret->isIntOrIntVectorTy(1) &&
           (VT ? RetVT && RetVT->getNumElements() == VT->getNumElements()
               : !RetVT);
      break;
    }
    case CoreBuiltin::SignTest:
      OK = Arg->isIntOrIntVectorTy() && !Arg->isIntOrIntVectorTy(1) &&
           Ret->isIntegerTy() && !Ret->isIntegerTy(1);
      break;
    case CoreBuiltin::Dot:
      OK = Arg->isFPOrFPVectorTy() && Ret == Arg->getScalarType();
      break;
    }
  }
  if (!OK) {
    D.Unsupported = ("builtin " + Name + " with this signature (@" +
                     F.getName() + ")").str();
    return D;
  }
  for (const DemangledType &P : Params)
    D.ParamTypes.push_back(P.Ty);
  return D;
}

std::optional<BuiltinDescription> llvm::describeBuiltin(const Function &F) {
  if (!F.isDeclaration() || F.isIntrinsic() || isTargetMarker(F))
    return std::nullopt;
  LLVMContext &Ctx = F.getContext();
  StringRef FullName = F.getName();
  std::optional<DemangledFunction> DF = demangleFunction(FullName, Ctx);
  bool Mangled = DF.has_value();
  if (!DF && FullName.starts_with("_Z"))
    return std::nullopt; // mangled, but not the way builtins are
  if (!DF) {
    // Unmangled names (the translator's C spellings) take their parameter
    // types from the IR; pointees are then unknown.
    DF.emplace();
    DF->Name = FullName;
    for (const Argument &A : F.args()) {
      DemangledType T;
      T.Ty = A.getType()->isPointerTy() ? nullptr : A.getType();
      DF->Params.push_back(T);
    }
  }
  StringRef Name = DF->Name;
  BuiltinDescription D;
  D.Name = Name;

  // Work-item functions: get_global_id, __spirv_BuiltInGlobalInvocationId.
  const WorkItemBuiltin *WorkItem = lookupWorkItemFunction(Name);
  if (!WorkItem && Name.starts_with(BuiltinVariablePrefix))
    WorkItem = lookupBuiltinVariable(Name.drop_front(BuiltinVariablePrefix.size()));
  if (WorkItem) {
    D.Family = BuiltinFamily::WorkItem;
    D.WorkItem = WorkItem;
    return D;
  }

  // OpenCL C builtins are overloadable, so always mangled; the translator's
  // __spirv_ spellings may be either.
  bool Translator = Name.starts_with("__spirv_");
  if (!Mangled && !Translator)
    return std::nullopt;

  bool SyncName = any_of(SyncBuiltins,
                         [&](const SyncBuiltin &B) { return B.Name == Name; });
  if (SyncName) {
    D.Family = BuiltinFamily::Sync;
    D.Sync = lookupSyncBuiltin(Name, DF->Params.size());
    if (!D.Sync)
      D.Unsupported = (Name + " with " + Twine(DF->Params.size()) +
                       " operands").str();
    else if (!F.getReturnType()->isVoidTy())
      D.Unsupported = (Name + " returning a value").str();
    for (const Argument &A : F.args())
      if (!A.getType()->isIntegerTy())
        D.Unsupported = (Name + " with a parameter of type " +
                         typeText(A.getType())).str();
    return D;
  }

  if (Name.starts_with(TranslatorExtInstPrefix)) {
    StringRef GrammarName = Name.drop_front(TranslatorExtInstPrefix.size());
    if (!SPIRV::lookupOpenCLStdInst(GrammarName))
      return std::nullopt;
    return describeExtInst(F, Name, GrammarName, DF->Params);
  }

  if (!Mangled)
    return std::nullopt;
  bool Explicit;
  if (const AtomicBuiltin *A = lookupAtomicBuiltin(Name, Explicit))
    return describeAtomic(F, Name, *A, Explicit, DF->Params);
  if (const CoreBuiltin *C = lookupCoreBuiltin(Name))
    return describeCore(F, Name, *C, DF->Params);
  std::string DataInst;
  SmallVector<uint32_t, 2> Literals;
  if (vectorDataInstruction(Name, DataInst, Literals)) {
    // The offset is a scalar however wide the data: nothing is splatted.
    BuiltinDescription DD =
        describeExtInst(F, Name, DataInst, DF->Params, Literals);
    DD.SplatScalars = false;
    DD.BypassGenericCasts = true;
    return DD;
  }
  const ExtInstBuiltin *B = lookupExtInstBuiltin(Name);
  if (!B)
    return std::nullopt;
  D.Family = BuiltinFamily::ExtInst;
  if (DF->Params.empty() || !DF->Params[0].Ty) {
    D.Unsupported = ("builtin " + Name + " with this signature (@" +
                     FullName + ")").str();
    return D;
  }
  // The first parameter says which form: fmax_common, s_max or u_max.
  const DemangledType &First = DF->Params[0];
  Type *Scalar = First.Ty->getScalarType();
  bool IsInt = Scalar->isIntegerTy() && !Scalar->isIntegerTy(1);
  StringRef GrammarName;
  if (Scalar->isFloatingPointTy())
    GrammarName = B->Float;
  else if (IsInt)
    GrammarName = First.Signed ? B->Signed : B->Unsigned;
  if (GrammarName.empty()) {
    D.Unsupported = ("builtin " + Name + " on " +
                     (IsInt ? (First.Signed ? "signed " : "unsigned ") : "") +
                     typeText(First.Ty))
                        .str();
    return D;
  }
  return describeExtInst(F, Name, GrammarName, DF->Params);
}
