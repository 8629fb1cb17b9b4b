//===- SPIRVIntrinsics.h - How each LLVM intrinsic is lowered --*- C++ -*-===//
//
// One table (SPIRVLowerIntrinsics.cpp) says, for every LLVM intrinsic the
// target accepts, how it is lowered: kept for the machine pipeline, dropped,
// forwarded to an operand, rewritten into a call of an OpenCL.std function,
// or expanded into IR the target already handles. Adding an intrinsic means
// adding one row there; everything else asks this header.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVINTRINSICS_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVINTRINSICS_H

#include "llvm/IR/Intrinsics.h"
#include <string>

namespace llvm {
class CallBase;
class Function;
class SPIRVSubtarget;

/// Whether a call of intrinsic \p ID may remain after spirv-lower-intrinsics:
/// the machine pipeline lowers it (memcpy, lifetime markers, debug info...).
/// Any other intrinsic still called then is reported by name.
bool isIntrinsicKeptForMachinePipeline(Intrinsic::ID ID);

/// Whether \p F is one of Intel's accuracy-annotated intrinsics
/// (llvm.fpbuiltin.<function>, its "fpbuiltin-max-error" attribute a bound
/// in ulp), which LLVM does not know as intrinsics.
bool isFPBuiltin(const Function &F);

/// Why spirv-lower-intrinsics leaves a call of an llvm.fpbuiltin ("intrinsic
/// @llvm.fpbuiltin.sin.f32 with ..."); empty if it lowers it.
std::string fpBuiltinRefusal(const CallBase &Call, const SPIRVSubtarget &ST);

/// Why spirv-lower-intrinsics leaves a call of inline assembly ("inline
/// assembly (needs SPV_INTEL_inline_assembly...)"); empty if it makes it
/// OpAsmCallINTEL.
std::string inlineAsmRefusal(const CallBase &Call, const SPIRVSubtarget &ST);

} // namespace llvm

#endif
