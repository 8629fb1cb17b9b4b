//===- SPIRVModuleState.cpp - Decisions shared across the pipeline --------===//

#include "SPIRVModuleState.h"
#include "SPIRV.h"
#include "llvm/InitializePasses.h"
#include "llvm/PassRegistry.h"

using namespace llvm;

char SPIRVModuleState::ID = 0;

SPIRVModuleState::SPIRVModuleState() : ImmutablePass(ID) {}

INITIALIZE_PASS(SPIRVModuleState, "spirv-module-state",
                "SPIR-V module-wide decisions", false, true)
