//===- llc.cpp - Compile LLVM IR to SPIR-V --------------------------------===//
//
// The LLVM static compiler for this project's SPIR-V target: reads LLVM IR
// (text or bitcode) and writes a SPIR-V module as a binary (-filetype=obj) or
// as SPIR-V assembly in spirv-dis syntax (-filetype=asm, the default). As
// LLVM's llc, it also reads MIR (.mir) and runs single machine passes on it
// (-run-pass=legalizer), printing MIR: how the GlobalISel stages are tested.
//
//===----------------------------------------------------------------------===//

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include "llvm/CodeGen/CommandFlags.h"
#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Pass.h"
#include "llvm/PassInfo.h"
#include "llvm/PassRegistry.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>
#include <optional>

using namespace llvm;

extern "C" void LLVMInitializeSPIRVTargetInfo();
extern "C" void LLVMInitializeSPIRVTarget();
extern "C" void LLVMInitializeSPIRVTargetMC();
extern "C" void LLVMInitializeSPIRVAsmPrinter();

static codegen::RegisterCodeGenFlags CodeGenFlags;

static cl::OptionCategory LLCCategory("llc options");

static cl::opt<std::string> InputFilename(cl::Positional, cl::desc("<input file>"),
                                          cl::init("-"), cl::cat(LLCCategory));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output filename"),
                                           cl::value_desc("filename"),
                                           cl::cat(LLCCategory));
static cl::opt<std::string> TargetTriple("mtriple",
                                         cl::desc("Override target triple for module"),
                                         cl::cat(LLCCategory));
static cl::opt<char> OptLevel("O",
                              cl::desc("Optimization level. [-O0, -O1, -O2, or -O3] "
                                       "(default = '-O2')"),
                              cl::Prefix, cl::init('2'), cl::cat(LLCCategory));
static cl::opt<bool> NoVerify("disable-verify", cl::Hidden,
                              cl::desc("Do not verify input module"),
                              cl::cat(LLCCategory));
static cl::list<std::string>
    RunPass("run-pass",
            cl::desc("Run only these machine passes on the input (comma "
                     "separated; MIR input) and print the MIR"),
            cl::value_desc("pass-name"), cl::CommaSeparated,
            cl::cat(LLCCategory));

namespace {
/// Prints diagnostics the way LLVM tools do ("llc: error: ...") and
/// remembers whether any error was reported, so that no output is written.
struct LLCDiagnosticHandler : public DiagnosticHandler {
  bool HadError = false;

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() == DS_Remark || DI.getSeverity() == DS_Note) {
      if (!isAnyRemarkEnabled())
        return true;
    }
    if (DI.getSeverity() == DS_Error)
      HadError = true;
    raw_ostream &OS = errs();
    OS << "llc: ";
    switch (DI.getSeverity()) {
    case DS_Error:
      WithColor::error(OS, "", /*DisableColors=*/false);
      break;
    case DS_Warning:
      WithColor::warning(OS, "", false);
      break;
    case DS_Remark:
      WithColor::remark(OS, "", false);
      break;
    case DS_Note:
      WithColor::note(OS, "", false);
      break;
    }
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
    OS << '\n';
    return true;
  }
};
} // namespace

static std::optional<CodeGenOptLevel> parseOptLevel(char Level) {
  switch (Level) {
  case '0':
    return CodeGenOptLevel::None;
  case '1':
    return CodeGenOptLevel::Less;
  case '2':
    return CodeGenOptLevel::Default;
  case '3':
    return CodeGenOptLevel::Aggressive;
  default:
    return std::nullopt;
  }
}

/// Adds the machine pass registered as \p Name, as LLVM's llc does for
/// -run-pass; false after reporting an unknown name.
static bool addRunPass(legacy::PassManagerBase &PM, StringRef Name,
                       TargetPassConfig &TPC) {
  const PassInfo *PI = PassRegistry::getPassRegistry()->getPassInfo(Name);
  if (!PI || !PI->getNormalCtor()) {
    WithColor::error(errs(), "llc") << "run-pass " << Name
                                    << " is not registered\n";
    return false;
  }
  Pass *P = PI->getNormalCtor()();
  std::string Banner = ("After " + P->getPassName()).str();
  TPC.addMachinePrePasses();
  // "legalizer" is the target's (its pipeline's) legalizer, which also
  // legalizes the target's generic opcodes and reports what it cannot
  // legalize as unsupported.
  if (Name == "legalizer") {
    delete P;
    TPC.addLegalizeMachineIR();
  } else {
    PM.add(P);
  }
  TPC.addMachinePostPasses(Banner);
  return true;
}

static std::string defaultOutputName(CodeGenFileType FileType) {
  if (InputFilename == "-")
    return "-";
  StringRef Stem = InputFilename;
  if (Stem.ends_with(".ll") || Stem.ends_with(".bc"))
    Stem = Stem.drop_back(3);
  else if (Stem.ends_with(".mir"))
    Stem = Stem.drop_back(4);
  return (Stem + (FileType == CodeGenFileType::ObjectFile ? ".spv" : ".spvasm")).str();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // Internal limits that LLVM reports as fatal errors are still errors for
  // the user: a message and exit code 1, not a crash report.
  install_fatal_error_handler([](void *, const char *Reason, bool) {
    WithColor::error(errs(), "llc") << Reason << "\n";
    sys::RunInterruptHandlers();
    std::exit(1);
  });

  LLVMInitializeSPIRVTargetInfo();
  LLVMInitializeSPIRVTarget();
  LLVMInitializeSPIRVTargetMC();
  LLVMInitializeSPIRVAsmPrinter();

  cl::AddExtraVersionPrinter(TargetRegistry::printRegisteredTargetsForVersion);
  cl::ParseCommandLineOptions(argc, argv, "SPIR-V static compiler\n");

  std::optional<CodeGenOptLevel> Level = parseOptLevel(OptLevel);
  if (!Level) {
    WithColor::error(errs(), "llc") << "invalid optimization level -O" << OptLevel << "\n";
    return 1;
  }

  LLVMContext Context;
  auto HandlerOwner = std::make_unique<LLCDiagnosticHandler>();
  LLCDiagnosticHandler &Handler = *HandlerOwner;
  Context.setDiagnosticHandler(std::move(HandlerOwner));

  // The target machine is made once the triple is known: from -mtriple,
  // else the module's (for MIR, while its IR is parsed, as the machine
  // functions need the target's data layout).
  std::unique_ptr<TargetMachine> TM;
  auto MakeTargetMachine = [&](const Triple &ModuleTriple) -> bool {
    Triple TheTriple(TargetTriple.empty() ? ModuleTriple : Triple(TargetTriple));
    if (TheTriple.getTriple().empty()) {
      WithColor::error(errs(), "llc")
          << "no target triple: the module has none and -mtriple was not given\n";
      return false;
    }
    std::string LookupError;
    const Target *TheTarget =
        TargetRegistry::lookupTarget(codegen::getMArch(), TheTriple, LookupError);
    if (!TheTarget) {
      WithColor::error(errs(), "llc") << LookupError << "\n";
      return false;
    }
    TargetOptions Options = codegen::InitTargetOptionsFromCodeGenFlags(TheTriple);
    TM.reset(TheTarget->createTargetMachine(
        TheTriple, codegen::getCPUStr(), codegen::getFeaturesStr(), Options,
        codegen::getExplicitRelocModel(), codegen::getExplicitCodeModel(), *Level));
    if (!TM)
      WithColor::error(errs(), "llc") << "could not allocate a target machine\n";
    return TM != nullptr;
  };

  SMDiagnostic Err;
  std::unique_ptr<MIRParser> MIR;
  std::unique_ptr<Module> M;
  bool TargetFailed = false;
  if (StringRef(InputFilename).ends_with(".mir")) {
    MIR = createMIRParserFromFile(InputFilename, Err, Context);
    if (MIR)
      M = MIR->parseIRModule(
          [&](StringRef IRTriple, StringRef) -> std::optional<std::string> {
            if (!MakeTargetMachine(Triple(IRTriple))) {
              TargetFailed = true;
              return std::nullopt;
            }
            return TM->createDataLayout().getStringRepresentation();
          });
  } else {
    M = parseIRFile(InputFilename, Err, Context);
  }
  if (TargetFailed)
    return 1;
  if (!M) {
    Err.print("llc", errs());
    return 1;
  }
  if (!MIR && !NoVerify && verifyModule(*M, &errs())) {
    WithColor::error(errs(), "llc") << InputFilename << ": input module is broken\n";
    return 1;
  }
  if (!TM && !MakeTargetMachine(M->getTargetTriple()))
    return 1;
  if (!RunPass.empty() && !MIR) {
    WithColor::error(errs(), "llc") << "-run-pass needs MIR input (.mir)\n";
    return 1;
  }
  M->setTargetTriple(TM->getTargetTriple());
  M->setDataLayout(TM->createDataLayout());

  CodeGenFileType FileType = codegen::getFileType();
  // -run-pass prints MIR, to stdout unless -o names a file.
  std::string OutName = !OutputFilename.empty() ? OutputFilename
                        : !RunPass.empty()      ? std::string("-")
                                                : defaultOutputName(FileType);
  std::error_code EC;
  auto Out = std::make_unique<ToolOutputFile>(
      OutName, EC, FileType == CodeGenFileType::ObjectFile ? sys::fs::OF_None
                                                           : sys::fs::OF_Text);
  if (EC) {
    WithColor::error(errs(), "llc") << OutName << ": " << EC.message() << "\n";
    return 1;
  }

  legacy::PassManager PM;
  PM.add(new TargetLibraryInfoWrapperPass(
      TargetLibraryInfoImpl(TM->getTargetTriple())));
  auto &CodeGenTM = static_cast<CodeGenTargetMachineImpl &>(*TM);
  auto *MMIWP = new MachineModuleInfoWrapperPass(&CodeGenTM);
  if (!RunPass.empty()) {
    TargetPassConfig &TPC = *CodeGenTM.createPassConfig(PM);
    if (TPC.hasLimitedCodeGenPipeline()) {
      WithColor::error(errs(), "llc")
          << "-run-pass cannot be used with -start-before, -start-after, "
             "-stop-before or -stop-after\n";
      return 1;
    }
    TPC.setDisableVerify(NoVerify);
    PM.add(&TPC);
    PM.add(MMIWP);
    TPC.printAndVerify("");
    for (const std::string &Name : RunPass)
      if (!addRunPass(PM, Name, TPC))
        return 1;
    TPC.setInitialized();
    PM.add(createPrintMIRPass(Out->os()));
    PM.add(createFreeMachineFunctionPass());
  } else if (TM->addPassesToEmitFile(PM, Out->os(), nullptr, FileType, NoVerify,
                                     MMIWP)) {
    WithColor::error(errs(), "llc") << "target does not support this output file type\n";
    return 1;
  }
  if (MIR && MIR->parseMachineFunctions(*M, MMIWP->getMMI()))
    return 1;
  PM.run(*M);

  if (Handler.HadError)
    return 1; // ToolOutputFile removes the partial output unless kept.
  Out->keep();
  return 0;
}
