//===- SPIRVTypeUtils.h - The SPIR-V view of LLVM types --------*- C++ -*-===//
//
// Throughout the target a SPIR-V type is an LLVM IR type in which every
// pointer is a TypedPointerType (pointee + address space). IR types are
// uniqued by the LLVMContext, so a Type* is already a structural key.
//
// Address spaces follow the table of the translator's conventions (see
// docs/Design.md); builtin input variables use a private address space
// number that never appears in IR.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVTYPEUTILS_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVTYPEUTILS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/TypedPointerType.h"
#include <optional>
#include <string>

namespace llvm {
class GlobalValue;
class Module;
class Type;

namespace SPIRVAS {
enum : unsigned {
  Function = 0,
  CrossWorkgroup = 1,
  UniformConstant = 2,
  Workgroup = 3,
  Generic = 4,
  DeviceOnly = 5,
  HostOnly = 6,
  /// SPV_INTEL_function_pointers' CodeSectionINTEL: the translator's
  /// address space of functions and pointers to them where the IR puts
  /// functions there (`addrspace(9)`); functions in address space 0 have
  /// Function pointers, the extension's original form that every reader
  /// knows.
  CodeSection = 9,
  /// Input variables (builtins); internal to the target's type model.
  Input = 0x7fff00,
};
} // namespace SPIRVAS

/// Whether a generic pointer may point into address space \p AS: Function,
/// Workgroup and CrossWorkgroup, the storage classes OpPtrCastToGeneric
/// takes.
inline bool isInGeneric(unsigned AS) {
  return AS == SPIRVAS::Function || AS == SPIRVAS::Workgroup ||
         AS == SPIRVAS::CrossWorkgroup;
}
/// Whether a pointer in address space \p From can stand where one in \p To
/// is wanted: the same, or cast to or from generic (OpPtrCastToGeneric,
/// OpGenericCastToPtr).
inline bool castsTo(unsigned From, unsigned To) {
  return From == To || (To == SPIRVAS::Generic && isInGeneric(From)) ||
         (From == SPIRVAS::Generic && isInGeneric(To));
}

/// The StorageClass of an address space, if SPIR-V has one for it.
std::optional<uint32_t> storageClassForAddressSpace(unsigned AS);

/// The prefix of the translator's builtin variables (__spirv_BuiltInXxx).
constexpr StringRef BuiltinVariablePrefix = "__spirv_BuiltIn";
/// Declarations that the target itself adds to the IR (access-chain markers
/// and their type tokens); they are never emitted.
constexpr StringRef TargetMarkerPrefix = "__spirv_target.";

/// The marker `__spirv_target.annotated_copy.pN(ptr)` that
/// spirv-lower-intrinsics makes of llvm.ptr.annotation: a copy of the pointer
/// (OpCopyObject) carrying the call's !spirv.Decorations.
constexpr StringRef AnnotatedCopyMarkerPrefix = "__spirv_target.annotated_copy.";

/// The marker `__spirv_target.variable_length_array(T poison, i64 count)`
/// that spirv-private-allocas makes of a dynamic alloca of `count` T's
/// (OpVariableLengthArrayINTEL, with SPV_INTEL_variable_length_array).
constexpr StringRef VariableLengthArrayMarker =
    "__spirv_target.variable_length_array";

/// The marker `__spirv_target.spec_constant_length_array(T poison, iN
/// length)` that spirv-private-allocas makes of an alloca whose count is a
/// specialization constant (specConstantArraySize): an OpVariable of an
/// OpTypeArray whose Length is that OpSpecConstant, as core SPIR-V allows,
/// seen as a pointer to its first T.
constexpr StringRef SpecConstantLengthArrayMarker =
    "__spirv_target.spec_constant_length_array";

/// target("spirv.SpecConstantLengthArray", T, SpecId, Width, Low, High):
/// the array type of that marker, T's whose count is the OpSpecConstant of
/// an integer of Width bits with SpecId and the default value whose low and
/// high words are Low and High; only the module emitter writes it.
constexpr StringRef SpecConstantLengthArrayTypeName =
    "spirv.SpecConstantLengthArray";
inline bool isSpecConstantLengthArrayType(const Type *T) {
  const auto *TT = dyn_cast<TargetExtType>(T);
  return TT && TT->getName() == SpecConstantLengthArrayTypeName &&
         TT->getNumTypeParameters() == 1 && TT->getNumIntParameters() == 4;
}

/// The markers `__spirv_target.inst.<result type>(i32 opcode, operands...)`
/// of createCoreInstruction (SPIRVIRUtils.h): the core instruction `opcode`,
/// e.g. OpAny of a mask test, or a conversion whose !spirv.Decorations give
/// its FPRoundingMode.
constexpr StringRef CoreInstructionMarkerPrefix = "__spirv_target.inst.";

/// The markers `__spirv_target.asm(args...)` that spirv-lower-intrinsics
/// makes of inline assembly where SPV_INTEL_inline_assembly is enabled, one
/// declaration per call, of the asm's function type; the call's !spirv.asm
/// is !{!"instructions", !"constraints"[, !"sideeffect"]} (OpAsmCallINTEL
/// of an OpAsmINTEL, decorated SideEffectsINTEL for the third).
constexpr StringRef InlineAsmMarkerPrefix = "__spirv_target.asm";
constexpr StringRef InlineAsmMetadata = "spirv.asm";

/// The marker `__spirv_target.null_event()` that spirv-expand-constant-exprs
/// makes of target("spirv.Event") zeroinitializer (IRTranslator has no
/// form for target type constants): OpConstantNull of OpTypeEvent.
constexpr StringRef NullEventMarkerName = "__spirv_target.null_event";

bool isBuiltinVariable(const GlobalValue &GV);
bool isTargetMarker(const GlobalValue &GV);
bool isAnnotatedCopyMarker(const GlobalValue &GV);
/// The markers above that become one SPIR-V instruction each, which may
/// carry !spirv.Decorations for its result.
bool isInstructionMarker(const GlobalValue &GV);

/// The vector lengths SPIR-V kernels have (8 and 16 need Vector16). The one
/// definition the legalizer, the builtins and the type mapping below share.
inline bool isLegalVectorLength(unsigned N) {
  return N == 2 || N == 3 || N == 4 || N == 8 || N == 16;
}

/// The widths of OpTypeInt without extensions (i1 is OpTypeBool).
inline bool isLegalIntegerWidth(unsigned Bits) {
  return Bits == 8 || Bits == 16 || Bits == 32 || Bits == 64;
}

/// Whether \p Ty is a number or a vector of numbers SPIR-V kernels have
/// as it is, so that a marker instruction or a decorated builtin call may
/// carry it (the legalizer does not see target generic instructions, and
/// the result of one it pads is no longer the instruction's).
inline bool isLegalValueType(Type *Ty) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  if (VT && !isLegalVectorLength(VT->getNumElements()))
    return false;
  Type *Scalar = Ty->getScalarType();
  return Scalar->isHalfTy() || Scalar->isFloatTy() || Scalar->isDoubleTy() ||
         (Scalar->isIntegerTy() &&
          isLegalIntegerWidth(Scalar->getIntegerBitWidth()));
}

/// Whether a vector of \p K-bit integers lies in memory as the integer of
/// all its bits (LLVM's layout, lane I in bits I*K..) rather than lane by
/// lane: booleans and odd widths (<4 x i1>, <2 x i4>, <3 x i33>), but not
/// lanes of whole 64-bit words (<2 x i128>), which are the same either way.
inline bool isPackedLaneWidth(unsigned K) {
  return K == 1 || (!isLegalIntegerWidth(K) && !(K > 64 && K % 64 == 0));
}
bool isPackedInMemory(const FixedVectorType *VT);

/// The SPIR-V type of IR type \p Ty: `ptr` inside it (struct members, array
/// elements) becomes a pointer to i8, as nothing better is known, and
/// integers and vectors SPIR-V has no type for take the type the legalizer
/// gives them, with the IR's layout when \p InMemory: i33 is an i64,
/// i128 a [2 x i64]; <1 x T> is T; <5 x T> a <8 x T> (LLVM's allocation
/// size of a vector is a power of two); more than 16 lanes an array of
/// <16 x T>; <N x i1> and vectors of odd integers in memory are their N*K
/// packed bits (isPackedInMemory), in registers vectors of booleans or of
/// containers; vectors of pointers in memory are arrays.
Type *withDefaultPointees(Type *Ty, bool InMemory = true);

/// OpenCL's event_t: target("spirv.Event") in IR (Clang's and the
/// translator's spelling), OpTypeEvent in SPIR-V.
constexpr StringRef EventTypeName = "spirv.Event";
inline bool isEventType(const Type *T) {
  const auto *TT = dyn_cast<TargetExtType>(T);
  return TT && TT->getName() == EventTypeName && TT->getNumTypeParameters() == 0 &&
         TT->getNumIntParameters() == 0;
}
inline Type *eventType(LLVMContext &Ctx) {
  return TargetExtType::get(Ctx, EventTypeName);
}

/// OpenCL's images and samplers in the translator's spelling, which Clang
/// writes too: target("spirv.Image", <sampled type>, Dim, Depth, Arrayed, MS,
/// Sampled, Format, Access) is OpTypeImage with those operands,
/// target("spirv.SampledImage", <the same>) OpTypeSampledImage of that image,
/// target("spirv.Sampler") OpTypeSampler.
constexpr StringRef ImageTypeName = "spirv.Image";
constexpr StringRef SampledImageTypeName = "spirv.SampledImage";
constexpr StringRef SamplerTypeName = "spirv.Sampler";
/// The integer parameters of an image type, in OpTypeImage's order.
namespace ImageParam {
enum : unsigned { Dim, Depth, Arrayed, MS, Sampled, Format, Access, Count };
}
inline bool isImageTypeNamed(const Type *T, StringRef Name) {
  const auto *TT = dyn_cast<TargetExtType>(T);
  return TT && TT->getName() == Name && TT->getNumTypeParameters() == 1 &&
         TT->getNumIntParameters() == ImageParam::Count;
}
inline bool isImageType(const Type *T) { return isImageTypeNamed(T, ImageTypeName); }
inline bool isSampledImageType(const Type *T) {
  return isImageTypeNamed(T, SampledImageTypeName);
}
inline bool isSamplerType(const Type *T) {
  const auto *TT = dyn_cast<TargetExtType>(T);
  return TT && TT->getName() == SamplerTypeName &&
         TT->getNumTypeParameters() == 0 && TT->getNumIntParameters() == 0;
}
inline Type *samplerType(LLVMContext &Ctx) {
  return TargetExtType::get(Ctx, SamplerTypeName);
}
/// The sampled image of image type \p Image (OpSampledImage's result).
inline Type *sampledImageType(Type *Image) {
  auto *TT = cast<TargetExtType>(Image);
  return TargetExtType::get(Image->getContext(), SampledImageTypeName,
                            TT->type_params(), TT->int_params());
}
/// An integer parameter (ImageParam::Dim...) of an image or sampled image
/// type.
inline unsigned imageParam(const Type *T, unsigned Param) {
  return cast<TargetExtType>(T)->getIntParameter(Param);
}
/// SPV_KHR_cooperative_matrix's matrices in the translator's spelling:
/// target("spirv.CooperativeMatrixKHR", <component type>, Scope, Rows,
/// Columns, Use) is OpTypeCooperativeMatrixKHR with those operands
/// (SPIRVBuiltinsMatrix.cpp).
constexpr StringRef CooperativeMatrixTypeName = "spirv.CooperativeMatrixKHR";
namespace CooperativeMatrixParam {
enum : unsigned { Scope, Rows, Columns, Use, Count };
}
inline bool isCooperativeMatrixType(const Type *T) {
  const auto *TT = dyn_cast<TargetExtType>(T);
  return TT && TT->getName() == CooperativeMatrixTypeName &&
         TT->getNumTypeParameters() == 1 &&
         TT->getNumIntParameters() == CooperativeMatrixParam::Count;
}
/// Why a cooperative matrix type has no SPIR-V form in module \p M (""
/// when it has one).
std::string cooperativeMatrixTypeProblem(const Type *T, const Module *M);

/// OpenCL 2.x's pipes and device-side enqueue in the translator's spelling,
/// which Clang writes too: target("spirv.Pipe", Access) is OpTypePipe with
/// that AccessQualifier (0 read_only, 1 write_only), and
/// target("spirv.PipeStorage"), target("spirv.Queue") (queue_t),
/// target("spirv.ReserveId") (reserve_id_t) and target("spirv.DeviceEvent")
/// (clk_event_t) OpTypePipeStorage, OpTypeQueue, OpTypeReserveId and
/// OpTypeDeviceEvent (SPIRVBuiltinsPipe.cpp, SPIRVBuiltinsEnqueue.cpp).
constexpr StringRef PipeTypeName = "spirv.Pipe";
constexpr StringRef PipeStorageTypeName = "spirv.PipeStorage";
constexpr StringRef QueueTypeName = "spirv.Queue";
constexpr StringRef ReserveIdTypeName = "spirv.ReserveId";
constexpr StringRef DeviceEventTypeName = "spirv.DeviceEvent";
inline bool isPipeType(const Type *T) {
  const auto *TT = dyn_cast<TargetExtType>(T);
  return TT && TT->getName() == PipeTypeName && TT->getNumTypeParameters() == 0 &&
         TT->getNumIntParameters() == 1;
}
/// Whether \p T is target("spirv.<Name>") without parameters.
inline bool isPlainTargetType(const Type *T, StringRef Name) {
  const auto *TT = dyn_cast<TargetExtType>(T);
  return TT && TT->getName() == Name && TT->getNumTypeParameters() == 0 &&
         TT->getNumIntParameters() == 0;
}
/// The types of pipes and device-side enqueue, which the OpenCL SPIR-V
/// environment has and the Level-Zero one does not.
inline bool isPipeOrEnqueueType(const Type *T) {
  return isPipeType(T) || isPlainTargetType(T, PipeStorageTypeName) ||
         isPlainTargetType(T, QueueTypeName) ||
         isPlainTargetType(T, ReserveIdTypeName) ||
         isPlainTargetType(T, DeviceEventTypeName);
}

/// The opaque handles of OpenCL (events, images, samplers, sampled images,
/// pipes, queues, reservations and device events) and cooperative matrices:
/// values without a layout, which live in a register of their IR layout (a
/// pointer) and cross calls as they are.
inline bool isOpaqueHandleType(const Type *T) {
  return isEventType(T) || isImageType(T) || isSampledImageType(T) ||
         isSamplerType(T) || isCooperativeMatrixType(T) || isPipeOrEnqueueType(T);
}

/// The pointer type to \p Pointee in address space \p AS.
inline Type *typedPointer(Type *Pointee, unsigned AS) {
  return TypedPointerType::get(Pointee, AS);
}

/// An untyped pointer (SPV_KHR_untyped_pointers' OpTypeUntypedPointerKHR),
/// the result of __spirv_UntypedAccessChainKHR: a pointer to a marker type
/// the IR never has, which a use casts to the pointer it wants.
constexpr StringRef UntypedPointeeName = "spirv.UntypedPointee";
inline Type *untypedPointer(LLVMContext &Ctx, unsigned AS) {
  return typedPointer(TargetExtType::get(Ctx, UntypedPointeeName), AS);
}
inline bool isUntypedPointer(const Type *T) {
  const auto *PT = dyn_cast<TypedPointerType>(T);
  const auto *TT = PT ? dyn_cast<TargetExtType>(PT->getElementType()) : nullptr;
  return TT && TT->getName() == UntypedPointeeName;
}

/// Whether \p T is the SPIR-V type of a function's address
/// (SPV_INTEL_function_pointers): a pointer to a function type.
inline bool isFunctionPointerType(Type *T) {
  auto *PT = dyn_cast<TypedPointerType>(T);
  return PT && PT->getElementType()->isFunctionTy();
}

} // namespace llvm

#endif
