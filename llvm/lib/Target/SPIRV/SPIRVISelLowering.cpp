//===- SPIRVISelLowering.cpp - SPIR-V lowering information ----------------===//

#include "SPIRVISelLowering.h"
#include "SPIRVSubtarget.h"

using namespace llvm;

SPIRVTargetLowering::SPIRVTargetLowering(const TargetMachine &TM,
                                         const SPIRVSubtarget &STI)
    : TargetLowering(TM, STI) {}
