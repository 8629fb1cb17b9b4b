//===- SPIRVAsmPrinter.cpp - Write the SPIR-V module ----------------------===//
//
// SPIR-V is one module, not a sequence of functions: types, constants and
// capabilities that functions need come first in the file. The printer
// therefore hands each selected function to SPIRVModuleEmitter and writes
// the complete module, header first, when the module is finished. The same
// MCInsts go to the binary writer (-filetype=obj) or the text printer
// (-filetype=asm).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "MCTargetDesc/SPIRVTargetStreamer.h"
#include "SPIRV.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVModuleEmitter.h"
#include "SPIRVModuleState.h"
#include "SPIRVSubtarget.h"
#include "SPIRVTargetMachine.h"
#include "TargetInfo/SPIRVTargetInfo.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"

using namespace llvm;

namespace {

class SPIRVAsmPrinter : public AsmPrinter {
  std::unique_ptr<SPIRVModuleEmitter> Emitter;

public:
  static char ID;
  SPIRVAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer), ID) {}

  StringRef getPassName() const override { return "SPIR-V module writer"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<SPIRVModuleState>();
    AsmPrinter::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;
  bool doFinalization(Module &M) override;
};

} // namespace

char SPIRVAsmPrinter::ID = 0;

INITIALIZE_PASS(SPIRVAsmPrinter, "spirv-asm-printer", "SPIR-V module writer",
                false, false)

bool SPIRVAsmPrinter::runOnMachineFunction(MachineFunction &MF) {
  if (!Emitter)
    Emitter = std::make_unique<SPIRVModuleEmitter>(
        *MF.getFunction().getParent(), MF.getSubtarget<SPIRVSubtarget>(),
        getAnalysis<SPIRVModuleState>(), *TM.getMCInstrInfo());
  Emitter->addFunction(MF);
  return false;
}

bool SPIRVAsmPrinter::doFinalization(Module &M) {
  const auto &ST = static_cast<const SPIRVTargetMachine &>(TM).getSubtarget();
  if (!Emitter) {
    // No function reached the printer (a module of declarations only, or
    // one whose bodies were dropped after an error).
    auto *State = getAnalysisIfAvailable<SPIRVModuleState>();
    if (!State) {
      OutStreamer->finish();
      return false;
    }
    Emitter = std::make_unique<SPIRVModuleEmitter>(M, ST, *State,
                                                   *TM.getMCInstrInfo());
  }

  SPIRV::VersionWord Version = 0;
  uint32_t Bound = 0;
  std::string Error;
  std::vector<SPIRVInst> Module = Emitter->finish(Version, Bound, Error);
  Emitter.reset();
  if (!Error.empty())
    reportError(M.getContext(), Error);
  if (Module.empty()) {
    // An error was reported; no module is written.
    OutStreamer->finish();
    return false;
  }

  auto &TS = static_cast<SPIRVTargetStreamer &>(*OutStreamer->getTargetStreamer());
  TS.emitHeader(Version, Bound);
  for (const SPIRVInst &I : Module) {
    MCInst Inst;
    Inst.setOpcode(I.Opcode);
    for (uint32_t W : I.Words)
      Inst.addOperand(MCOperand::createImm(W));
    OutStreamer->emitInstruction(Inst, *TM.getMCSubtargetInfo());
  }
  // AsmPrinter::doFinalization would also print every global as data; the
  // module above already holds them, so only the streamer is finished.
  OutStreamer->finish();
  return false;
}

extern "C" LLVM_EXTERNAL_VISIBILITY void LLVMInitializeSPIRVAsmPrinter() {
  RegisterAsmPrinter<SPIRVAsmPrinter> X(getTheSPIRV32Target());
  RegisterAsmPrinter<SPIRVAsmPrinter> Y(getTheSPIRV64Target());
}
