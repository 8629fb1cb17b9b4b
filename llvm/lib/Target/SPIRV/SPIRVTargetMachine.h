//===- SPIRVTargetMachine.h - The SPIR-V target machine --------*- C++ -*-===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVTARGETMACHINE_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVTARGETMACHINE_H

#include "SPIRVSubtarget.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include "llvm/Target/TargetLoweringObjectFile.h"
#include <memory>
#include <optional>

namespace llvm {

class SPIRVTargetMachine : public CodeGenTargetMachineImpl {
  std::unique_ptr<TargetLoweringObjectFile> TLOF;
  SPIRVSubtarget Subtarget;

public:
  SPIRVTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                     StringRef FS, const TargetOptions &Options,
                     std::optional<Reloc::Model> RM,
                     std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
                     bool JIT);
  ~SPIRVTargetMachine() override;

  const SPIRVSubtarget *getSubtargetImpl(const Function &) const override {
    return &Subtarget;
  }
  const SPIRVSubtarget &getSubtarget() const { return Subtarget; }

  TargetPassConfig *createPassConfig(PassManagerBase &PM) override;
  /// The target's IR passes by name (SPIRVPassRegistry.def).
  void registerPassBuilderCallbacks(PassBuilder &PB) override;
  TargetTransformInfo getTargetTransformInfo(const Function &F) const override;
  /// Object output goes through our binary writer: LLVM's generic writer
  /// for the SPIR-V object format would add a header of its own.
  Expected<std::unique_ptr<MCStreamer>>
  createMCStreamer(raw_pwrite_stream &Out, raw_pwrite_stream *DwoOut,
                   CodeGenFileType FileType, MCContext &Ctx) override;
  TargetLoweringObjectFile *getObjFileLowering() const override {
    return TLOF.get();
  }
  MachineFunctionInfo *
  createMachineFunctionInfo(BumpPtrAllocator &Allocator, const Function &F,
                            const TargetSubtargetInfo *STI) const override;
  /// The MIR form of the registers' SPIR-V types (SPIRVMachineFunctionInfo).
  yaml::MachineFunctionInfo *createDefaultFuncInfoYAML() const override;
  yaml::MachineFunctionInfo *
  convertFuncInfoToYAML(const MachineFunction &MF) const override;
  bool parseMachineFunctionInfo(const yaml::MachineFunctionInfo &,
                                PerFunctionMIParsingState &PFS,
                                SMDiagnostic &Error,
                                SMRange &SourceRange) const override;

  // Values stay in virtual registers up to emission, which the verifier's
  // post-register-allocation checks do not expect.
  bool isMachineVerifierClean() const override { return false; }
};

} // namespace llvm

#endif
