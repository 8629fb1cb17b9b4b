//===- SPIRVBuiltins.h - OpenCL builtins as the target sees them -*- C++ -*-===//
//
// OpenCL C builtins reach the backend as Itanium-mangled calls
// (_Z13get_global_idj) and, in the translator's conventions, as
// __spirv_BuiltIn* variables or functions. The demangler below is the one
// place that reads these names; each builtin family is described by a table.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVBUILTINS_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVBUILTINS_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace llvm {

/// The name of the OpenCL extended instruction set (OpExtInstImport).
constexpr const char OpenCLStdSetName[] = "OpenCL.std";

/// The source-level name of an Itanium-mangled free function
/// ("_Z13get_global_idj" -> "get_global_id"), or the name itself when it is
/// not mangled.
StringRef demangledBaseName(StringRef Name);

/// A work-item function or builtin variable that reads a BuiltIn input.
struct WorkItemBuiltin {
  StringRef OpenCLName;   // get_global_id
  StringRef VariableName; // GlobalInvocationId (after __spirv_BuiltIn)
  uint32_t BuiltIn;       // SPIRV::BuiltIn::GlobalInvocationId
  bool IsVector;          // indexed by dimension
  uint64_t OutOfRange;    // what an out-of-range dimension reads
  bool Is32Bit;           // i32 even on spirv64 (get_work_dim)
};

/// Looks up a work-item function by its OpenCL name or a builtin variable by
/// its SPIR-V name (GlobalInvocationId).
const WorkItemBuiltin *lookupWorkItemBuiltin(StringRef OpenCLName);
const WorkItemBuiltin *lookupBuiltinVariable(StringRef VariableName);

} // namespace llvm

#endif
