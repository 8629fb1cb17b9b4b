//===- SPIRV.td - Describe the SPIR-V target machine -------*- tablegen -*-===//

include "llvm/Target/Target.td"

include "SPIRVRegisterInfo.td"
include "SPIRVRegisterBanks.td"
include "SPIRVInstrInfo.td"

def SPIRVInstrInfo : InstrInfo;

// There is one processor: what a module may use is decided by the SPIR-V
// version and extensions the user allows, not by a CPU.
def : ProcessorModel<"generic", NoSchedModel, []>;

def SPIRV : Target {
  let InstructionSet = SPIRVInstrInfo;
}
