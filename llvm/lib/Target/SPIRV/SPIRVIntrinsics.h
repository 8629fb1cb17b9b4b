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

namespace llvm {

/// Whether a call of intrinsic \p ID may remain after spirv-lower-intrinsics:
/// the machine pipeline lowers it (memcpy, lifetime markers, debug info...).
/// Any other intrinsic still called then is reported by name.
bool isIntrinsicKeptForMachinePipeline(Intrinsic::ID ID);

} // namespace llvm

#endif
