//===- SPIRVInstrInfo.cpp - SPIR-V instruction information ----------------===//

#include "SPIRVInstrInfo.h"
#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVSubtarget.h"

using namespace llvm;

#define GET_INSTRINFO_CTOR_DTOR
#include "SPIRVGenInstrInfo.inc"

// The generated base only keeps a reference to the register info.
SPIRVInstrInfo::SPIRVInstrInfo(const SPIRVSubtarget &STI)
    : SPIRVGenInstrInfo(STI, RI), RI() {}

unsigned SPIRV::genericInstOpcode(unsigned Opcode) {
  const GrammarInstruction *GI = getGrammarInstruction(Opcode);
  switch (GI ? GI->Class : InstructionClass::Memory) {
  case InstructionClass::Arithmetic:
  case InstructionClass::Bit:
  case InstructionClass::Conversion:
  case InstructionClass::Composite:
  case InstructionClass::Relational_and_Logical:
  case InstructionClass::Miscellaneous:
    return G_SPIRV_INST;
  case InstructionClass::Group:
  case InstructionClass::Non_Uniform:
  case InstructionClass::Barrier:
    return G_SPIRV_INST_CONVERGENT;
  default:
    return G_SPIRV_INST_MEM;
  }
}
