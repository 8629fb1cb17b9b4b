//===- SPIRVDemangler.h - Itanium names of OpenCL builtins -------*- C++ -*-===//
//
// OpenCL C builtins are overloadable, so Clang emits them under Itanium
// mangled names (_Z13get_global_idj, _Z5clampDv4_fff). This reader gives
// their source name and parameter types in the target's view of types.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVDEMANGLER_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVDEMANGLER_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace llvm {
class LLVMContext;
class Type;

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
  /// Whether the type carries qualifiers (U..., r, V, K).
  bool Qualified = false;
};

/// An Itanium-mangled free function: _Z <source-name> <parameter types>.
struct DemangledFunction {
  StringRef Name;
  SmallVector<DemangledType, 4> Params;
  /// Whether the parameters end with an ellipsis (__spirv_ocl_printf).
  bool Variadic = false;
  /// The return type of a function template instance (which, unlike other
  /// functions, mangles it), when demangled with templates.
  std::optional<DemangledType> Return;
};

/// Demangles \p Mangled; std::nullopt when it is not a mangled free function
/// or uses a part of the grammar that OpenCL builtins never do. Builtin
/// types (v b c a h s t i j l m x y f d Dh DF16_), vectors (Dv4_f), pointers with
/// vendor and CV qualifiers (PU3AS1Kf), named types (12memory_scope) and
/// substitutions (S_, S0_) and a final ellipsis (z) are understood.
/// \p OpenCLC: the name comes from OpenCL C, where Clang counts the
/// implicit __private of an unqualified pointee (Pi) as a substitution
/// candidate of its own, as if it were written.
/// \p Templates: also read function template instances, as the translator
/// spells some __spirv_ functions
/// (_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler):
/// template arguments that are types, T_ / T<n>_ as the arguments they
/// name, and the return type.
std::optional<DemangledFunction> demangleFunction(StringRef Mangled,
                                                  LLVMContext &Ctx,
                                                  bool OpenCLC = false,
                                                  bool Templates = false);

} // namespace llvm

#endif
