//===- SPIRVBuiltins.h - OpenCL builtins as the target sees them -*- C++ -*-===//
//
// OpenCL C builtins reach the backend as Itanium-mangled calls
// (_Z13get_global_idj, _Z5clampDv4_fff) and, in the translator's
// conventions, as __spirv_* functions (__spirv_ControlBarrier,
// __spirv_ocl_sqrt) or __spirv_BuiltIn* variables. This file is the one
// place that reads those names: one demangler, one table per family, and
// describeBuiltin(), which every stage that lowers builtins asks.
//
// Families and where they are lowered (docs/Design.md, "5. Builtins"):
//  - work-item functions: SPIRVLowerWorkItems, to loads of BuiltIn inputs;
//  - OpenCL.std functions (math, common, integer, geometric, select,
//    vloadn / vstoren / vload_half / vstore_half...): SPIRVCallLowering, to
//    OpExtInst;
//  - relational functions that are core instructions (isnan, isequal, any,
//    dot...): SPIRVCallLowering, to the instruction and, for the ones that
//    return a boolean in SPIR-V, an OpSelect of OpenCL's int results;
//  - synchronization (barrier, mem_fence, atomic_work_item_fence...):
//    SPIRVCallLowering, to OpControlBarrier / OpMemoryBarrier;
//  - atomics (atomic_add, atomic_fetch_add_explicit, atomic_load...):
//    SPIRVCallLowering, to the generic atomic MIR that IRTranslator makes
//    from atomicrmw / cmpxchg / load atomic / store atomic, so that LLVM IR
//    atomics and OpenCL builtins are selected by one piece of code.
//
// The memory model (docs/Design.md, "Atomics"): spirvScope and
// spirvSemantics are the one mapping from LLVM's syncscopes and orderings to
// SPIR-V's Scope and MemorySemantics.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVBUILTINS_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVBUILTINS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/AtomicOrdering.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class CallBase;
class Function;
class LLVMContext;
class Type;
namespace SyncScope {
typedef uint8_t ID;
}

/// The name of the OpenCL extended instruction set (OpExtInstImport).
constexpr const char OpenCLStdSetName[] = "OpenCL.std";

//===----------------------------------------------------------------------===//
// Demangling
//===----------------------------------------------------------------------===//

/// One parameter type of a demangled free function.
struct DemangledType {
  /// The type in the target's view (pointers are TypedPointerType); null
  /// for a named type the target does not know (an image, a struct).
  Type *Ty = nullptr;
  /// Whether the (element) integer type is signed: i, s, c, a, l, x.
  bool Signed = false;
  /// The <source-name> of a named type (memory_scope), else empty.
  StringRef Name;
  /// Address space of a qualified type (U3AS1 / U8CLglobal); read by the
  /// pointer that points to it.
  unsigned AddrSpace = 0;
};

/// An Itanium-mangled free function: _Z <source-name> <parameter types>.
struct DemangledFunction {
  StringRef Name;
  SmallVector<DemangledType, 4> Params;
};

/// Demangles \p Mangled; std::nullopt when it is not a mangled free function
/// or uses a part of the grammar that OpenCL builtins never do. Builtin
/// types (v b c a h s t i j l m x y f d Dh), vectors (Dv4_f), pointers with
/// vendor and CV qualifiers (PU3AS1Kf), named types (12memory_scope) and
/// substitutions (S_, S0_) are understood.
std::optional<DemangledFunction> demangleFunction(StringRef Mangled,
                                                  LLVMContext &Ctx);

//===----------------------------------------------------------------------===//
// Families
//===----------------------------------------------------------------------===//

/// A work-item function or builtin variable that reads a BuiltIn input.
struct WorkItemBuiltin {
  StringRef OpenCLName;   // get_global_id
  StringRef VariableName; // GlobalInvocationId (after __spirv_BuiltIn)
  uint32_t BuiltIn;       // SPIRV::BuiltIn::GlobalInvocationId
  bool IsVector;          // indexed by dimension
  uint64_t OutOfRange;    // what an out-of-range dimension reads
  bool Is32Bit;           // i32 even on spirv64 (get_work_dim)
};

/// Looks up a builtin variable by its SPIR-V name (GlobalInvocationId).
const WorkItemBuiltin *lookupBuiltinVariable(StringRef VariableName);

/// A synchronization function.
struct SyncBuiltin {
  StringRef Name;
  /// SPIRV::OpControlBarrier or SPIRV::OpMemoryBarrier.
  unsigned Opcode;
  /// The ordering half of the memory semantics (a MemorySemantics bit).
  uint32_t Ordering;
  enum OperandForm : uint8_t {
    Flags,      // (cl_mem_fence_flags)
    FlagsScope, // (cl_mem_fence_flags, memory_scope)
    FlagsOrderScope, // (cl_mem_fence_flags, memory_order, memory_scope)
    Raw,        // the SPIR-V operands themselves (__spirv_ControlBarrier)
  } Form;
};

/// An OpenCL C atomic function (OpenCL C 1.x atomic_* / atom_*, 2.0
/// atomic_*[_explicit]).
struct AtomicBuiltin {
  StringRef Name;
  /// The generic opcode it becomes: TargetOpcode::G_ATOMICRMW_ADD...,
  /// G_ATOMIC_CMPXCHG, G_LOAD, G_STORE. min / max name the signed form;
  /// unsigned operands take G_ATOMICRMW_UMIN / UMAX.
  unsigned Opcode;
  enum OperandForm : uint8_t {
    Legacy,         // 1.x (p, v): relaxed, device scope
    LegacyUnary,    // 1.x atomic_inc / atomic_dec (p): an add / sub of 1
    LegacyCmpxchg,  // 1.x atomic_cmpxchg (p, cmp, new): the old value
    Fetch,          // 2.0 (p, v [, order [, scope]]), seq_cst / device
    Load,           // 2.0 (p [, order [, scope]])
    Store,          // 2.0 (p, v [, order [, scope]])
    Init,           // 2.0 atomic_init (p, v): a plain store
    CompareExchange, // 2.0 (p, expected *, desired [, success, failure
                     // [, scope]]): a bool, *expected updated
    FlagTestAndSet,  // 2.0 atomic_flag_test_and_set (p [, order [, scope]]):
                     // an exchange with 1, a bool
    FlagClear        // 2.0 atomic_flag_clear (p [, order [, scope]]): a
                     // store of 0
  } Form;
};

/// The ordering and scope of a call of an atomic builtin, as LLVM's.
struct AtomicOperands {
  AtomicOrdering Ordering;
  AtomicOrdering FailureOrdering; // CompareExchange
  SyncScope::ID Scope;
};

/// The scope and semantics operands of a synchronization call, as the
/// values of the i32 constants the instruction reads.
struct SyncOperands {
  std::optional<uint32_t> ExecutionScope; // OpControlBarrier only
  uint32_t MemoryScope;
  uint32_t Semantics;
};

/// A relational or geometric function computed by a core instruction.
struct CoreBuiltin {
  StringRef Name;
  /// SPIRV::OpIsNan, SPIRV::OpFOrdEqual, SPIRV::OpAny, SPIRV::OpDot...
  unsigned Opcode;
  enum OperandForm : uint8_t {
    FloatTest,    // int isnan(gentype): a boolean of one float operand
    FloatCompare, // int isequal(gentype, gentype): a boolean of two
    SignTest,     // int any(igentype): OpAny / OpAll of the sign bits
    Dot,          // float dot(floatn, floatn)
  } Form;
};

enum class BuiltinFamily { WorkItem, ExtInst, Sync, Core, Atomic };

/// What a declaration is as a builtin.
struct BuiltinDescription {
  BuiltinFamily Family;
  /// The source-level name, for messages.
  StringRef Name;
  const WorkItemBuiltin *WorkItem = nullptr;
  const SyncBuiltin *Sync = nullptr;
  const CoreBuiltin *Core = nullptr;
  const AtomicBuiltin *Atomic = nullptr;
  /// The generic opcode of an Atomic (min / max resolved by signedness).
  unsigned AtomicOpcode = 0;
  /// The OpenCL.std instruction (ExtInst family).
  uint32_t ExtInst = 0;
  /// Literal operands that follow the ids (ExtInst family): the n of vloadn
  /// and vload_halfn, the FPRoundingMode of vstore_half_r.
  SmallVector<uint32_t, 2> Literals;
  /// Whether a scalar operand is splatted when the result is a vector
  /// (false for vloadn, whose offset stays a scalar).
  bool SplatScalars = true;
  /// Whether a pointer the IR casts to generic for a generic parameter is
  /// passed in its own storage class instead (vloadn / vstoren: readers map
  /// each storage class to its overload, and OpenCL 1.2 libraries have no
  /// generic one).
  bool BypassGenericCasts = false;
  /// The SPIR-V type each operand must have (ExtInst and Core). A scalar that
  /// is not a pointer is splatted when the result is a vector (gentype
  /// functions called with a scalar: fmax(float4, float)).
  SmallVector<Type *, 4> ParamTypes;
  /// Set when this is a known builtin in a form the target cannot lower:
  /// what to report as "<Unsupported> is not supported".
  std::string Unsupported;
};

/// Describes the declaration \p F if it is a builtin of a known family;
/// std::nullopt for any other function (which stays an imported function).
std::optional<BuiltinDescription> describeBuiltin(const Function &F);

/// The operands of a call of a synchronization builtin; on failure (the
/// flags or scope are not constants, or not OpenCL values) std::nullopt and
/// \p Unsupported says what cannot be lowered.
std::optional<SyncOperands> syncOperands(const BuiltinDescription &D,
                                         const CallBase &Call,
                                         std::string &Unsupported);

/// The ordering and scope of a call of an atomic builtin; on failure (not
/// constants, or not OpenCL values) std::nullopt and \p Unsupported says what
/// cannot be lowered.
std::optional<AtomicOperands> atomicOperands(const BuiltinDescription &D,
                                             const CallBase &Call,
                                             std::string &Unsupported);

//===----------------------------------------------------------------------===//
// The memory model
//===----------------------------------------------------------------------===//

/// The SPIR-V Scope of an LLVM syncscope: "" (system) is CrossDevice,
/// "device" Device, "workgroup" Workgroup, "subgroup" Subgroup,
/// "singlethread" Invocation; std::nullopt for any other name.
std::optional<uint32_t> spirvScope(LLVMContext &Ctx, SyncScope::ID Scope);

/// The MemorySemantics of an access with \p Ordering to memory in address
/// space \p AddrSpace: the ordering bit (none for relaxed) and, when there is
/// an ordering, the memory it orders (WorkgroupMemory for local,
/// CrossWorkgroupMemory for global, both for generic).
uint32_t spirvSemantics(AtomicOrdering Ordering, unsigned AddrSpace);

/// The ordering bit alone (0 for relaxed and unordered).
uint32_t spirvOrderingSemantics(AtomicOrdering Ordering);

} // namespace llvm

#endif
