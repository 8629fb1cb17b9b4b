//===- SPIRVLegalizerInfo.h - What SPIR-V kernels can express --*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_GISEL_SPIRVLEGALIZERINFO_H
#define LLVM_LIB_TARGET_SPIRV_GISEL_SPIRVLEGALIZERINFO_H

#include "llvm/CodeGen/GlobalISel/LegalizerInfo.h"

namespace llvm {
class MachineFunctionPass;
class SPIRVSubtarget;

/// Legal: integers of 8/16/32/64 bits (and i1 where SPIR-V has boolean
/// operations), half/float/double, vectors of 2, 3, 4, 8 or 16 of those,
/// and pointers. Other types are widened, split or scalarized by
/// LegalizerHelper's actions or lowered here (docs/Design.md, section 4).
/// Every generic opcode without a rule is "custom", whose default reports
/// it as unsupported instead of failing inside the legalizer.
class SPIRVLegalizerInfo : public LegalizerInfo {
public:
  explicit SPIRVLegalizerInfo(const SPIRVSubtarget &ST);
  /// Whether SPIR-V has a type for values of \p Ty (i1 only if
  /// \p AllowBool, where it is a boolean).
  static bool isLegalValue(LLT Ty, bool AllowBool);
  bool legalizeCustom(LegalizerHelper &Helper, MachineInstr &MI,
                      LostDebugLocObserver &LocObserver) const override;
};

/// The Legalizer pass, reporting what no rule legalizes as unsupported.
MachineFunctionPass *createSPIRVLegalizerPass();

} // namespace llvm

#endif
