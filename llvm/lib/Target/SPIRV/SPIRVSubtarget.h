//===- SPIRVSubtarget.h - SPIR-V subtarget ---------------------*- C++ -*-===//
//
// The subtarget holds what decides the module's shape: pointer width
// (Physical32/Physical64), the SPIR-V client environment whose rules apply,
// the newest SPIR-V version and the extensions the user allows
// (-spirv-environment, -spirv-max-version, --spirv-ext).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_SPIRVSUBTARGET_H
#define LLVM_LIB_TARGET_SPIRV_SPIRVSUBTARGET_H

#include "MCTargetDesc/SPIRVGrammar.h"
#include "SPIRVFrameLowering.h"
#include "SPIRVISelLowering.h"
#include "SPIRVInstrInfo.h"
#include "SPIRVRegisterInfo.h"
#include "llvm/CodeGen/GlobalISel/CallLowering.h"
#include "llvm/CodeGen/GlobalISel/InstructionSelector.h"
#include "llvm/CodeGen/GlobalISel/LegalizerInfo.h"
#include "llvm/CodeGen/RegisterBankInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DataLayout.h"
#include <memory>
#include <string>

#define GET_SUBTARGETINFO_HEADER
#include "SPIRVGenSubtargetInfo.inc"

namespace llvm {
class SPIRVTargetMachine;

/// The client API environment a module is written for. Both are Kernel
/// environments with the OpenCL memory model; the Level-Zero SPIR-V
/// environment specification is the narrower one (no pipes, no device-side
/// enqueue, the image table of its section 1).
enum class SPIRVEnvironment { OpenCL, LevelZero };

class SPIRVSubtarget : public SPIRVGenSubtargetInfo {
  /// What is wrong with -spirv-max-version or --spirv-ext ("" when nothing
  /// is): reported as an error by the first pass that has a module.
  std::string OptionError;
  /// What the options ask for that the target will not do (an extension it
  /// does not know): reported as warnings by the same pass.
  std::vector<std::string> OptionWarnings;
  unsigned PointerSize;
  SPIRVEnvironment Environment;
  SPIRV::VersionWord MaxVersion;
  SPIRV::ExtensionSet AllowedExtensions;
  SPIRVInstrInfo InstrInfo;
  SPIRVFrameLowering FrameLowering;
  SPIRVTargetLowering TLInfo;
  std::unique_ptr<CallLowering> CallLoweringInfo;
  std::unique_ptr<LegalizerInfo> Legalizer;
  std::unique_ptr<RegisterBankInfo> RegBankInfo;
  std::unique_ptr<InstructionSelector> InstSelector;

public:
  SPIRVSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                 const SPIRVTargetMachine &TM);
  ~SPIRVSubtarget() override;

  void ParseSubtargetFeatures(StringRef CPU, StringRef TuneCPU, StringRef FS);

  /// The error in the target's options, or "" (spirv-check-module reports
  /// it: the subtarget is made before any module, so it has no context to
  /// report to).
  const std::string &getOptionError() const { return OptionError; }
  ArrayRef<std::string> getOptionWarnings() const { return OptionWarnings; }
  unsigned getPointerSize() const { return PointerSize; }
  bool is64Bit() const { return PointerSize == 64; }
  /// The environment whose rules the module follows (-spirv-environment;
  /// OpenCL by default, as for the translator and LLVM's other SPIR-V
  /// producers).
  SPIRVEnvironment getEnvironment() const { return Environment; }
  /// Whether the Level-Zero SPIR-V environment specification's own rules,
  /// narrower than the OpenCL one's, apply: the question each rule asks.
  bool targetsLevelZero() const {
    return Environment == SPIRVEnvironment::LevelZero;
  }
  /// The newest SPIR-V version a module may declare (-spirv-max-version).
  SPIRV::VersionWord getMaxVersion() const { return MaxVersion; }
  /// The extensions a module may use (--spirv-ext; by default what every
  /// Level-Zero environment accepts).
  const SPIRV::ExtensionSet &getAllowedExtensions() const {
    return AllowedExtensions;
  }
  /// Whether the module may use \p E: the one question every stage asks
  /// before choosing a form that needs an extension.
  bool canUseExtension(SPIRV::Extension E) const {
    return AllowedExtensions.test(static_cast<unsigned>(E));
  }

  const SPIRVInstrInfo *getInstrInfo() const override { return &InstrInfo; }
  const SPIRVFrameLowering *getFrameLowering() const override {
    return &FrameLowering;
  }
  const SPIRVTargetLowering *getTargetLowering() const override {
    return &TLInfo;
  }
  const SPIRVRegisterInfo *getRegisterInfo() const override {
    return &InstrInfo.getRegisterInfo();
  }
  const CallLowering *getCallLowering() const override {
    return CallLoweringInfo.get();
  }
  const LegalizerInfo *getLegalizerInfo() const override {
    return Legalizer.get();
  }
  const RegisterBankInfo *getRegBankInfo() const override {
    return RegBankInfo.get();
  }
  InstructionSelector *getInstructionSelector() const override {
    return InstSelector.get();
  }
  bool enableMachineScheduler() const override { return false; }
};

} // namespace llvm

#endif
