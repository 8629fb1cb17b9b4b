//===- SPIRVSubtarget.cpp - SPIR-V subtarget ------------------------------===//

#include "SPIRVSubtarget.h"
#include "GISel/SPIRVCallLowering.h"
#include "GISel/SPIRVLegalizerInfo.h"
#include "GISel/SPIRVRegisterBankInfo.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVTargetMachine.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "SPIRVGenSubtargetInfo.inc"

static cl::opt<std::string> MaxVersionOpt(
    "spirv-max-version",
    cl::desc("Newest SPIR-V version the module may declare (e.g. 1.2); content "
             "that needs more is an error"),
    cl::value_desc("major.minor"));

namespace llvm {
InstructionSelector *createSPIRVInstructionSelector(const SPIRVTargetMachine &TM,
                                                    const SPIRVSubtarget &STI,
                                                    const RegisterBankInfo &RBI);
} // namespace llvm

/// The version cap: the triple's sub-architecture (spirv64v1.2) and the
/// command-line option both lower it; without either it is the newest
/// version the grammar describes.
static SPIRV::VersionWord computeMaxVersion(const Triple &TT) {
  SPIRV::VersionWord Max = SPIRV::grammarVersion();
  switch (TT.getSubArch()) {
  case Triple::SPIRVSubArch_v10: Max = SPIRV::makeVersion(1, 0); break;
  case Triple::SPIRVSubArch_v11: Max = SPIRV::makeVersion(1, 1); break;
  case Triple::SPIRVSubArch_v12: Max = SPIRV::makeVersion(1, 2); break;
  case Triple::SPIRVSubArch_v13: Max = SPIRV::makeVersion(1, 3); break;
  case Triple::SPIRVSubArch_v14: Max = SPIRV::makeVersion(1, 4); break;
  case Triple::SPIRVSubArch_v15: Max = SPIRV::makeVersion(1, 5); break;
  case Triple::SPIRVSubArch_v16: Max = SPIRV::makeVersion(1, 6); break;
  default: break;
  }
  if (!MaxVersionOpt.empty()) {
    unsigned Major = 0, Minor = 0;
    StringRef Text = MaxVersionOpt;
    auto [MajorText, MinorText] = Text.split('.');
    if (MajorText.getAsInteger(10, Major) || MinorText.getAsInteger(10, Minor) ||
        Major != 1)
      report_fatal_error("invalid -spirv-max-version '" + Text +
                             "': expected 1.N",
                         /*gen_crash_diag=*/false);
    Max = std::min(Max, SPIRV::makeVersion(Major, Minor));
  }
  return Max;
}

SPIRVSubtarget::SPIRVSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                               const SPIRVTargetMachine &TM)
    : SPIRVGenSubtargetInfo(TT, CPU, /*TuneCPU=*/CPU, FS),
      PointerSize(TT.getArch() == Triple::spirv32 ? 32 : 64),
      MaxVersion(computeMaxVersion(TT)), InstrInfo(*this),
      TLInfo(TM, *this) {
  ParseSubtargetFeatures(CPU, CPU, FS);
  CallLoweringInfo = std::make_unique<SPIRVCallLowering>(TLInfo);
  Legalizer = std::make_unique<SPIRVLegalizerInfo>(*this);
  auto RBI = std::make_unique<SPIRVRegisterBankInfo>();
  InstSelector.reset(createSPIRVInstructionSelector(TM, *this, *RBI));
  RegBankInfo = std::move(RBI);
}

SPIRVSubtarget::~SPIRVSubtarget() = default;
