//===- SPIRVLegalizerInfo.h - What SPIR-V kernels can express --*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_GISEL_SPIRVLEGALIZERINFO_H
#define LLVM_LIB_TARGET_SPIRV_GISEL_SPIRVLEGALIZERINFO_H

#include "llvm/CodeGen/GlobalISel/LegalizerInfo.h"

namespace llvm {
class SPIRVSubtarget;

/// Legal: integers of 8/16/32/64 bits (and i1 where SPIR-V has boolean
/// operations), half/float/double, vectors of 2, 3, 4, 8 or 16 of those,
/// and pointers. Every generic opcode without a rule is "custom", which
/// reports it as unsupported instead of failing inside the legalizer.
class SPIRVLegalizerInfo : public LegalizerInfo {
public:
  explicit SPIRVLegalizerInfo(const SPIRVSubtarget &ST);
  bool legalizeCustom(LegalizerHelper &Helper, MachineInstr &MI,
                      LostDebugLocObserver &LocObserver) const override;
};

} // namespace llvm

#endif
