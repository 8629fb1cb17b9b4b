//===- SPIRVDiagnostics.h - User-facing errors of the target ---*- C++ -*-===//
//
// Everything the target cannot lower is reported through one diagnostic kind
// whose text reads "<what> is not supported (in function @f)"; tools print it
// as an error and exit 1 without writing a module.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVDIAGNOSTICS_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVDIAGNOSTICS_H

#include "llvm/ADT/Twine.h"

namespace llvm {
class Function;
class LLVMContext;

/// Reports that \p What, found in \p F, cannot be lowered.
void reportUnsupported(const Function &F, const Twine &What);
/// The same for module-level entities (global variables, declarations).
void reportUnsupported(LLVMContext &Ctx, const Twine &What);

/// Reports a target error that is not about an unsupported construct (for
/// example a version cap that the module's content exceeds).
void reportError(LLVMContext &Ctx, const Twine &Message);

} // namespace llvm

#endif
