//===- opt.cpp - Run IR passes with the SPIR-V target ----------------------===//
//
// Runs a pipeline of IR passes, in the new pass manager's syntax, on a
// module and prints the IR: LLVM's passes and the SPIR-V target's own
// (SPIRVPassRegistry.def), which the target machine registers by name.
// `opt -mtriple=spirv64 -passes=spirv-lower-work-items,spirv-access-chains`.
//
//===----------------------------------------------------------------------===//

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRPrinter/IRPrintingPasses.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>

using namespace llvm;

extern "C" void LLVMInitializeSPIRVTargetInfo();
extern "C" void LLVMInitializeSPIRVTarget();
extern "C" void LLVMInitializeSPIRVTargetMC();

static cl::OptionCategory OptCategory("opt options");
static cl::opt<std::string> InputFilename(cl::Positional, cl::desc("<input file>"),
                                          cl::init("-"), cl::cat(OptCategory));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output filename"),
                                           cl::value_desc("filename"),
                                           cl::init("-"), cl::cat(OptCategory));
static cl::opt<std::string> TargetTriple("mtriple",
                                         cl::desc("Override target triple for module"),
                                         cl::cat(OptCategory));
static cl::opt<std::string>
    PassPipeline("passes",
                 cl::desc("The pipeline of IR passes to run (e.g. "
                          "spirv-lower-work-items,spirv-access-chains)"),
                 cl::value_desc("pipeline"), cl::cat(OptCategory));
static cl::opt<bool> NoVerify("disable-verify", cl::Hidden,
                              cl::desc("Do not verify the input or the result"),
                              cl::cat(OptCategory));
// The output is always text; -S is accepted as LLVM's opt spells it.
static cl::opt<bool> TextOutput("S", cl::desc("Write the IR as text (always)"),
                                cl::cat(OptCategory));

static int fail(const Twine &Message) {
  WithColor::error(errs(), "opt") << Message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  LLVMInitializeSPIRVTargetInfo();
  LLVMInitializeSPIRVTarget();
  LLVMInitializeSPIRVTargetMC();
  cl::ParseCommandLineOptions(argc, argv, "SPIR-V IR pass runner\n");

  LLVMContext Context;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseIRFile(InputFilename, Err, Context);
  if (!M) {
    Err.print("opt", errs());
    return 1;
  }
  if (!NoVerify && verifyModule(*M, &errs()))
    return fail(InputFilename + ": input module is broken");
  Triple TheTriple(TargetTriple.empty() ? M->getTargetTriple() : Triple(TargetTriple));
  std::string LookupError;
  const Target *TheTarget = TargetRegistry::lookupTarget(TheTriple, LookupError);
  if (!TheTarget)
    return fail(LookupError);
  std::unique_ptr<TargetMachine> TM(TheTarget->createTargetMachine(
      TheTriple, "", "", TargetOptions(), std::nullopt));
  if (!TM)
    return fail("could not allocate a target machine");
  M->setTargetTriple(TM->getTargetTriple());
  M->setDataLayout(TM->createDataLayout());

  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  // The target machine registers the target's passes by name.
  PassBuilder PB(TM.get());
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, PassPipeline))
    return fail(toString(std::move(E)));

  std::error_code EC;
  ToolOutputFile Out(OutputFilename, EC, sys::fs::OF_Text);
  if (EC)
    return fail(OutputFilename + ": " + EC.message());
  if (!NoVerify)
    MPM.addPass(VerifierPass());
  MPM.addPass(PrintModulePass(Out.os()));
  MPM.run(*M, MAM);
  Out.keep();
  return 0;
}
