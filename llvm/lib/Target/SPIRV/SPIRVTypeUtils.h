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
#include "llvm/IR/TypedPointerType.h"
#include <optional>

namespace llvm {
class GlobalValue;
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
  /// Input variables (builtins); internal to the target's type model.
  Input = 0x7fff00,
};
} // namespace SPIRVAS

/// The StorageClass of an address space, if SPIR-V has one for it.
std::optional<uint32_t> storageClassForAddressSpace(unsigned AS);

/// The prefix of the translator's builtin variables (__spirv_BuiltInXxx).
constexpr StringRef BuiltinVariablePrefix = "__spirv_BuiltIn";
/// Declarations that the target itself adds to the IR (access-chain markers
/// and their type tokens); they are never emitted.
constexpr StringRef TargetMarkerPrefix = "__spirv_target.";

bool isBuiltinVariable(const GlobalValue &GV);
bool isTargetMarker(const GlobalValue &GV);

/// Replaces IR `ptr` types inside \p Ty (struct members, array elements) by
/// pointers to i8; used where nothing better is known.
Type *withDefaultPointees(Type *Ty);

/// The pointer type to \p Pointee in address space \p AS.
inline Type *typedPointer(Type *Pointee, unsigned AS) {
  return TypedPointerType::get(Pointee, AS);
}

} // namespace llvm

#endif
