//===- SPIRVInstrInfo.cpp - SPIR-V instruction information ----------------===//

#include "SPIRVInstrInfo.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVSubtarget.h"

using namespace llvm;

#define GET_INSTRINFO_CTOR_DTOR
#include "SPIRVGenInstrInfo.inc"

// The generated base only keeps a reference to the register info.
SPIRVInstrInfo::SPIRVInstrInfo(const SPIRVSubtarget &STI)
    : SPIRVGenInstrInfo(STI, RI), RI() {}
