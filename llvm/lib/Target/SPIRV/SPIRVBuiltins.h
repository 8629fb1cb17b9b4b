//===- SPIRVBuiltins.h - OpenCL builtins as the target sees them -*- C++ -*-===//
//
// OpenCL C builtins reach the backend as Itanium-mangled calls
// (_Z13get_global_idj, _Z5clampDv4_fff) and, in the translator's
// conventions, as __spirv_* functions (__spirv_ControlBarrier,
// __spirv_ocl_sqrt) or __spirv_BuiltIn* variables. This file is the one
// place that says what a declaration is as a builtin: BuiltinCatalog
// describes each callee once, and every stage asks it.
//
// Each family lives in a file of its own (SPIRVBuiltins<Family>.cpp) behind
// the {describe, check, lower} interface of BuiltinFamilyImpl
// (SPIRVBuiltinFamilies.h), with its table as data (docs/Design.md,
// "5. Builtins"):
//  - work-item functions: SPIRVLowerWorkItems, to loads of BuiltIn inputs;
//  - OpenCL.std functions (math, common, integer, geometric, select,
//    vloadn / vstoren / vload_half / vstore_half...): G_SPIRV_EXTINST;
//  - relational functions that are core instructions (isnan, isequal, any,
//    dot...): G_SPIRV_INST and, for the ones that return a boolean in
//    SPIR-V, a G_SELECT of OpenCL's int results;
//  - synchronization (barrier, mem_fence, atomic_work_item_fence...):
//    OpControlBarrier / OpMemoryBarrier;
//  - atomics (atomic_add, atomic_fetch_add_explicit, atomic_load...): the
//    generic atomic MIR that IRTranslator makes from atomicrmw / cmpxchg /
//    load atomic / store atomic, so that LLVM IR atomics and OpenCL builtins
//    are selected by one piece of code;
//  - images and samplers (read_image*, write_image*, get_image_*, literal
//    samplers): OpSampledImage / OpImageSampleExplicitLod / OpImageRead /
//    OpImageWrite / OpImageQuery*, OpConstantSampler.
// Call lowering gives the operands of what it emits the SPIR-V types of the
// builtin's parameters (a COPY to a register of that type, which selection
// turns into the cast), so nothing downstream decodes the callee again.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVBUILTINS_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVBUILTINS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/ValueMap.h"
#include "llvm/Support/AtomicOrdering.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class AllocaInst;
class CallBase;
class CallInst;
class Function;
class LLVMContext;
class Type;
struct BuiltinFamilyImpl;
enum class SPIRVEnvironment; // SPIRVSubtarget.h
namespace SyncScope {
typedef uint8_t ID;
}

/// The name of the OpenCL extended instruction set (OpExtInstImport).
constexpr const char OpenCLStdSetName[] = "OpenCL.std";

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
  bool IsMask = false;    // a uint4 read whole (get_sub_group_eq_mask)
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
  } Form;
  /// sub_group_barrier: Subgroup execution scope, and memory scope unless
  /// the call names one.
  bool SubGroup = false;
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

/// A function of a generic pointer: a cast to the address space AS, or
/// (AS unset, get_fence) OpenCL's fence flags of its memory semantics.
struct GenericASBuiltin {
  StringRef Name;
  std::optional<unsigned> AS;
};

/// A cl_khr_extended_bit_ops function: Values operands of the gentype, then
/// Uints uint operands (offset, count).
struct BitOpBuiltin {
  enum Kind { Insert, ExtractSigned, ExtractUnsigned, Reverse };
  StringRef Name;
  Kind Op;
  unsigned Values, Uints;
};

/// An async copy or wait for events.
struct AsyncBuiltin {
  StringRef Name;
  /// SPIRV::OpGroupAsyncCopy or SPIRV::OpGroupWaitEvents.
  unsigned Opcode;
  /// Whether a copy takes a stride.
  bool Strided;
  /// The translator's spelling: the execution scope comes first.
  bool Translator;
};

/// An image function, literal sampler or translator image instruction
/// (SPIRVBuiltinsImage.cpp).
struct ImageBuiltin {
  StringRef Name;
  enum OperandForm : uint8_t {
    Read,          // read_image*(image, [sampler,] coord, [lod | gradients])
    Write,         // write_image*(image, coord, texel)
    SizeComponent, // get_image_width/height/depth: Component of the size
    Dim,           // get_image_dim: int2 / int4 of the size
    ArraySize,     // get_image_array_size: the size's last component
    Query,         // get_image_channel_*, num_mip_levels: Opcode
    LiteralSampler, // __translate_sampler_initializer(CLK_* bits)
    Raw,           // the translator's: Opcode with the call's operands
  } Form;
  /// The size component, or the SPIR-V opcode (Query, Raw).
  unsigned Component = 0;
  unsigned Opcode = 0;
  constexpr ImageBuiltin(StringRef Name, OperandForm Form, unsigned Value)
      : Name(Name), Form(Form),
        Component(Form == SizeComponent ? Value : 0),
        Opcode(Form == SizeComponent ? 0 : Value) {}
};

/// A pipe builtin or a device-side enqueue builtin whose call operands are
/// the instruction's id operands in the grammar's order
/// (SPIRVBuiltinsPipe.cpp, SPIRVBuiltinsEnqueue.cpp).
struct GrammarOrderBuiltin {
  /// No execution scope fixed by the name.
  static constexpr uint32_t NoScope = ~0u;
  StringRef Name;
  /// SPIRV::OpReadPipe...
  unsigned Opcode;
  /// The execution scope of a group reservation or commit that the name
  /// fixes (work_group_ / sub_group_); NoScope where the instruction has
  /// none or the call gives it as its first operand (the translator's).
  uint32_t Scope = NoScope;
  /// What the family lowers otherwise (0: the grammar's order is all).
  uint8_t Form = 0;
};

/// The family of a builtin (SPIRVBuiltinFamilies.def); Unlowered: a
/// builtin no family lowers (always Unsupported).
enum class BuiltinFamily {
#define BUILTIN_FAMILY(Name, CNames) Name,
#include "SPIRVBuiltinFamilies.def"
  Unlowered
};

namespace SPIRV {
struct GrammarInstruction;
}

/// What a declaration is as a builtin.
struct BuiltinDescription {
  BuiltinFamily Family;
  /// The family's describe / check / lower.
  const BuiltinFamilyImpl *Impl = nullptr;
  /// The source-level name, for messages.
  StringRef Name;
  const WorkItemBuiltin *WorkItem = nullptr;
  const SyncBuiltin *Sync = nullptr;
  const CoreBuiltin *Core = nullptr;
  const AtomicBuiltin *Atomic = nullptr;
  const GenericASBuiltin *GenericAS = nullptr;
  const AsyncBuiltin *Async = nullptr;
  const BitOpBuiltin *BitOp = nullptr;
  const ImageBuiltin *Image = nullptr;
  /// Pipes and device-side enqueue: the instruction, operands in the
  /// grammar's order (ParamTypes gives each call operand's type).
  const GrammarOrderBuiltin *GrammarOrder = nullptr;
  /// The SPIR-V type of a GrammarOrder instruction's result.
  Type *ResultType = nullptr;
  /// The instruction a __spirv_<Name> call stands for (Instruction family),
  /// and the rule its operand types follow.
  const SPIRV::GrammarInstruction *Instruction = nullptr;
  uint8_t Rule = 0;
  /// The instruction's aggregate result is stored through the call's first
  /// argument, a pointer (sret: the translator's __spirv_IAddCarry).
  bool ResultInFirstArgument = false;
  /// The instruction's result and operands may be aggregates, which call
  /// lowering passes as their leaves (IAddCarry..., CopyLogical).
  bool TakesAggregates = false;
  /// The generic opcode of an Atomic (min / max resolved by signedness).
  unsigned AtomicOpcode = 0;
  /// The OpenCL.std instruction (ExtInst and Printf families).
  uint32_t ExtInst = 0;
  /// Group instructions (collectives, votes, ballots, shuffles, block
  /// reads): the SPIR-V opcode, and the Scope and GroupOperation operands
  /// where the instruction has them.
  unsigned GroupOpcode = 0;
  uint32_t GroupScope = 0;
  uint32_t GroupOperation = 0;
  /// The conversion instruction (0: the value as it is) and its
  /// decorations (Convert family). Saturate is also the _acc_sat of an
  /// integer dot.
  unsigned ConvertOpcode = 0;
  bool Saturate = false;
  /// Integer dot: the operands that are signed (bit i: operand i).
  uint8_t SignedOperands = 0;
  std::optional<uint32_t> RoundingMode;
  /// Call operands (bit i: operand i) that are OpenCL int predicates, booleans
  /// in SPIR-V; whether the SPIR-V result is a boolean returned as 1 / 0.
  uint8_t PredicateOperands = 0;
  bool PredicateResult = false;
  /// Call operands that must be integer constants (cluster sizes, the scope
  /// and group operation of the translator's spellings).
  uint8_t ConstantOperands = 0;
  /// The translator's spellings: the Scope and GroupOperation are the first
  /// call operands rather than fixed by the name.
  bool GroupOperandsInCall = false;
  /// cl_intel_media_block_io: the image, the instruction's first operand,
  /// is the call's last.
  bool ImageLast = false;
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
/// Computes; BuiltinCatalog remembers.
std::optional<BuiltinDescription> describeBuiltin(const Function &F);

/// The __spirv_SpecConstant call whose result is the count of \p AI, an
/// alloca of the entry block: an integer specialization constant with a
/// constant SpecId and default. Null for any other alloca.
const CallInst *specConstantArraySize(const AllocaInst &AI);

/// The source name (__spirv_Xxx) of a translator function's name: itself
/// unmangled, or what _Z<length> names, however the rest is mangled (C++
/// templates included); empty for any other name.
StringRef spirvSourceName(StringRef Name);

/// What is wrong with a call of a builtin: nothing (empty), a form the
/// target does not lower, reported as "<Text> is not supported", or a
/// misused __spirv_ call (Misuse), where Text is the sentence that says how
/// ("__spirv_FMod: operand 2 (IdRef) must be ...").
struct BuiltinCallProblem {
  std::string Text;
  bool Misuse = false;
  /// A rule of the Level-Zero SPIR-V environment specification alone: no
  /// problem under the OpenCL environment (checkBuiltinCall drops it).
  bool LevelZeroOnly = false;
  BuiltinCallProblem() = default;
  BuiltinCallProblem(std::string Unsupported) : Text(std::move(Unsupported)) {}
  BuiltinCallProblem(const char *Unsupported) : Text(Unsupported) {}
  bool empty() const { return Text.empty(); }
};

/// What a call of the builtin \p D cannot have in a module for \p Env
/// (empty when call lowering can lower it): a form the target does not
/// lower, operands that must be constants and are not...
BuiltinCallProblem checkBuiltinCall(const BuiltinDescription &D,
                                    const CallBase &Call, SPIRVEnvironment Env);

/// Gives each string literal that reaches a variadic printf (format or %s
/// argument) through another address space a copy in the constant one, and
/// calls printf with it: SYCL device code has its literals in the global
/// space behind generic pointers. Other strings stay, and are refused.
bool movePrintfStringsToConstantSpace(Module &M);

/// Whether call operand \p Operand of the device-side enqueue builtin \p D
/// is the block's invoke function (OpEnqueueKernel's and the kernel
/// queries' Invoke operand, an OpFunction rather than an address).
bool isBlockInvokeOperand(const BuiltinDescription &D, unsigned Operand);


/// Prepares device-side enqueue: without \p FunctionPointers, the block
/// literals of an OpenCL C module (Clang's
/// <{ size, align, invoke, captures... }>) get null rather than the invoke
/// function's address: OpenCL C calls blocks directly and enqueues them
/// with their invoke function as OpEnqueueKernel's Invoke operand, so
/// nothing reads the field, and without SPV_INTEL_function_pointers the
/// address has no SPIR-V form.
bool prepareDeviceSideEnqueue(Module &M, bool FunctionPointers);

/// The description of each declaration, computed once per module. Entries
/// go with their function when it is deleted; descriptions do not move.
class BuiltinCatalog {
  /// Null for a function that is not a builtin.
  ValueMap<const Function *, std::unique_ptr<BuiltinDescription>> Descriptions;

public:
  /// The description of \p F, or null when it is not a builtin.
  const BuiltinDescription *describe(const Function &F);
  void clear() { Descriptions.clear(); }
};

/// Whether \p F is the block invoke function of a device-side enqueue
/// builtin's call (through casts), which the SPIR-V specification has take
/// a pointer to 8-bit integers first, whatever the block literal is.
bool isEnqueuedBlockInvoke(const Function &F, BuiltinCatalog &Builtins);

} // namespace llvm

#endif
