//===- SPIRVTargetInfo.h - SPIR-V target registration -----------*- C++ -*-===//
//
// The two Target objects of the SPIR-V backend. Only the physical-addressing
// (OpenCL/Level-Zero compute) flavours exist; logical `spirv` (Vulkan) is not
// supported by this target.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_TARGETINFO_SPIRVTARGETINFO_H
#define LLVM_LIB_TARGET_SPIRV_TARGETINFO_SPIRVTARGETINFO_H

namespace llvm {
class Target;

Target &getTheSPIRV32Target();
Target &getTheSPIRV64Target();
} // namespace llvm

#endif
