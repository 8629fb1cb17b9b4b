//===- SPIRVDiagnostics.h - User-facing errors of the target ---*- C++ -*-===//
//
// Everything the target cannot lower is reported as an "unsupported"
// diagnostic (DiagnosticInfoUnsupported) whose message reads
// "<what> is not supported (in function @f)", at the source location of the
// instruction when the IR has debug information (clang -g shows file:line);
// tools print it as an error and exit 1 without writing a module.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVDIAGNOSTICS_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVDIAGNOSTICS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/DebugLoc.h"

namespace llvm {
class Function;
class GlobalVariable;
class LLVMContext;

/// The name of the function the user wrote, which messages give: clang
/// puts an OpenCL kernel's body in __clang_ocl_kern_imp_<kernel>, which the
/// kernel calls.
StringRef sourceFunctionName(const Function &F);

/// Reports that \p What, found in \p F at \p Loc, cannot be lowered.
void reportUnsupported(const Function &F, const Twine &What,
                       const DebugLoc &Loc = DebugLoc());
/// Reports a call that is written wrong (a __spirv_ call whose operand the
/// instruction cannot take): "<Message> (in function @f)".
void reportMisuse(const Function &F, const Twine &Message,
                  const DebugLoc &Loc = DebugLoc());
/// The same for module-level entities (global variables, declarations).
void reportUnsupported(LLVMContext &Ctx, const Twine &What);
/// The same for global variable \p GV (\p What names it), prefixed by its
/// source position when the IR has debug information ("k.cl:3: ...").
void reportUnsupported(const GlobalVariable &GV, const Twine &What);
/// Warns about \p What, found in \p F at \p Loc, which is lowered but will
/// likely not run ("<what> (in function @f)").
void reportWarning(const Function &F, const Twine &What,
                   const DebugLoc &Loc = DebugLoc());

/// A module-level warning (no function or location): \p Message as it is.
void reportWarning(LLVMContext &Ctx, const Twine &Message);

/// The document whose rules a refusal cites: the SPIR-V environment of
/// Level-Zero (which takes OpenCL's for images, atomics and the rest).
constexpr const char LevelZeroEnvironment[] =
    "the Level-Zero SPIR-V environment specification";
/// The same for the OpenCL environment (-spirv-environment=opencl).
constexpr const char OpenCLEnvironment[] =
    "the OpenCL SPIR-V environment specification";

/// Why pipes and device-side enqueue are refused with
/// -spirv-environment=level-zero (the OpenCL SPIR-V environment has them).
constexpr const char PipesAndEnqueueRefusal[] =
    "pipes and device-side enqueue are not part of the Level-Zero SPIR-V "
    "environment specification (-spirv-environment=level-zero)";

/// Reports a target error that is not about an unsupported construct (for
/// example a version cap that the module's content exceeds).
void reportError(LLVMContext &Ctx, const Twine &Message);

} // namespace llvm

#endif
