//===- SPIRVISelLowering.cpp - SPIR-V lowering information ----------------===//

#include "SPIRVISelLowering.h"
#include "SPIRVSubtarget.h"

using namespace llvm;

SPIRVTargetLowering::SPIRVTargetLowering(const TargetMachine &TM,
                                         const SPIRVSubtarget &STI)
    : TargetLowering(TM, STI) {
  // Division and float conversions of integers wider than 64 bits become
  // IR loops (ExpandLargeDivRem, ExpandFp) whose pieces the legalizer splits.
  setMaxDivRemBitWidthSupported(64);
  setMaxLargeFPConvertBitWidthSupported(64);
}
