//===- CC1As.cpp - clang -cc1as: the integrated assembler job -------------===//
//
// Clang's driver assembles a .s file (the user's, or its own host assembly
// under -save-temps, also with -fsycl) by running "<driver> -cc1as ...". This
// is that job on LLVM's MC layer for the targets linked in (X86 for host code):
// Clang's cc1as options are parsed with Clang's option table and the input is
// assembled into an ELF object (-filetype obj), assembly (asm) or nothing
// (null). Options that change nothing for ELF objects are accepted; others are
// reported as unsupported.
//
//===----------------------------------------------------------------------===//
#include "CC1As.h"

#include "clang/Options/Options.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
namespace copt = clang::options;

namespace {

int fail(const Twine &Message) {
  errs() << "clang -cc1as: error: " << Message << "\n";
  return 1;
}

// Options whose effect the MC layer has by default for ELF, or that only
// name things for diagnostics.
bool isHarmless(unsigned ID) {
  switch (ID) {
  case copt::OPT_main_file_name:
  case copt::OPT_dwarf_debug_producer:
  case copt::OPT_object_file_name_EQ:
  case copt::OPT_fcolor_diagnostics:
  case copt::OPT_fno_color_diagnostics:
    return true;
  default:
    return false;
  }
}

} // namespace

int cc1asMain(ArrayRef<const char *> Argv) {
  const opt::OptTable &Table = clang::getDriverOptTable();
  unsigned MissingIndex = 0, MissingCount = 0;
  opt::InputArgList Args = Table.ParseArgs(Argv, MissingIndex, MissingCount,
                                           opt::Visibility(copt::CC1AsOption));
  if (MissingCount)
    return fail(Twine("argument to '") + Args.getArgString(MissingIndex) + "' is missing");

  std::string TripleName = Args.getLastArgValue(copt::OPT_triple, sys::getDefaultTargetTriple()).str();
  std::string CPU = Args.getLastArgValue(copt::OPT_target_cpu).str();
  std::string OutputName = Args.getLastArgValue(copt::OPT_o, "-").str();
  StringRef FileType = Args.getLastArgValue(copt::OPT_filetype, "obj");
  StringRef RelocModel = Args.getLastArgValue(copt::OPT_mrelocation_model, "pic");
  std::vector<std::string> Inputs, IncludeDirs, Features, LLVMArgs;
  unsigned DwarfVersion = 0;
  bool GenDwarf = false;
  std::string CompilationDir;
  for (const opt::Arg *A : Args) {
    switch (A->getOption().getID()) {
    case copt::OPT_INPUT: Inputs.push_back(A->getValue()); break;
    case copt::OPT_I: IncludeDirs.push_back(A->getValue()); break;
    case copt::OPT_target_feature: Features.push_back(A->getValue()); break;
    case copt::OPT_mllvm: LLVMArgs.push_back(A->getValue()); break;
    case copt::OPT_debug_info_kind_EQ: GenDwarf = true; break;
    case copt::OPT_dwarf_version_EQ:
      if (StringRef(A->getValue()).getAsInteger(10, DwarfVersion) || DwarfVersion < 2 || DwarfVersion > 5)
        return fail(Twine("invalid DWARF version '") + A->getValue() + "'");
      break;
    case copt::OPT_fdebug_compilation_dir_EQ: CompilationDir = A->getValue(); break;
    case copt::OPT_triple: case copt::OPT_target_cpu: case copt::OPT_o:
    case copt::OPT_filetype: case copt::OPT_mrelocation_model: case copt::OPT_mno_exec_stack: break;
    default:
      if (!isHarmless(A->getOption().getID()))
        return fail(Twine("option '") + A->getAsString(Args) + "' is not supported");
    }
  }
  if (Inputs.size() != 1)
    return fail("expected one input file, got " + Twine(Inputs.size()));
  if (FileType != "obj" && FileType != "asm" && FileType != "null")
    return fail("invalid -filetype '" + FileType + "'");
  if (RelocModel != "pic" && RelocModel != "static" && RelocModel != "dynamic-no-pic")
    return fail("invalid -mrelocation-model '" + RelocModel + "'");
  if (!LLVMArgs.empty()) {
    std::vector<const char *> CL{"clang -cc1as (LLVM option parsing)"};
    for (const std::string &A : LLVMArgs)
      CL.push_back(A.c_str());
    if (!cl::ParseCommandLineOptions(CL.size(), CL.data(), "", &errs()))
      return 1;
  }

  Triple TheTriple(Triple::normalize(TripleName));
  std::string Error;
  const Target *T = TargetRegistry::lookupTarget(TheTriple, Error);
  if (!T)
    return fail(Error);
  // SPIR-V has no assembly syntax in MC (its text form is spirv-as's).
  if (TheTriple.isSPIRV() || !T->hasMCAsmParser())
    return fail("assembling for target '" + TheTriple.str() +
                "' is not supported" + (TheTriple.isSPIRV() ? " (SPIR-V text assembles with spirv-as)" : ""));

  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer = MemoryBuffer::getFileOrSTDIN(Inputs[0], /*IsText=*/true);
  if (!Buffer)
    return fail("cannot read '" + Inputs[0] + "': " + Buffer.getError().message());
  SourceMgr SrcMgr;
  SrcMgr.AddNewSourceBuffer(std::move(*Buffer), SMLoc());
  SrcMgr.setIncludeDirs(IncludeDirs);

  MCTargetOptions MCOptions;
  MCOptions.MCNoExecStack = Args.hasArg(copt::OPT_mno_exec_stack);
  std::unique_ptr<MCRegisterInfo> MRI(T->createMCRegInfo(TheTriple));
  std::unique_ptr<MCAsmInfo> MAI(T->createMCAsmInfo(*MRI, TheTriple, MCOptions));
  std::unique_ptr<MCInstrInfo> MCII(T->createMCInstrInfo());
  std::string FS = join(Features, ",");
  std::unique_ptr<MCSubtargetInfo> STI(T->createMCSubtargetInfo(TheTriple, CPU, FS));
  if (!MRI || !MAI || !MCII || !STI)
    return fail("no assembler for target '" + TheTriple.str() + "'");

  MCContext Ctx(TheTriple, MAI.get(), MRI.get(), STI.get(), &SrcMgr, &MCOptions);
  bool PIC = RelocModel != "static";
  std::unique_ptr<MCObjectFileInfo> MOFI(T->createMCObjectFileInfo(Ctx, PIC));
  Ctx.setObjectFileInfo(MOFI.get());
  if (DwarfVersion)
    Ctx.setDwarfVersion(DwarfVersion);
  if (!CompilationDir.empty())
    Ctx.setCompilationDir(CompilationDir);
  if (GenDwarf) {
    Ctx.setGenDwarfForAssembly(true);
    Ctx.setGenDwarfRootFile(Inputs[0], SrcMgr.getMemoryBuffer(SrcMgr.getMainFileID())->getBuffer());
  }

  std::error_code EC;
  auto Out = std::make_unique<ToolOutputFile>(OutputName, EC,
                                              FileType == "obj" ? sys::fs::OF_None : sys::fs::OF_Text);
  if (EC)
    return fail("cannot write '" + OutputName + "': " + EC.message());

  std::unique_ptr<MCStreamer> Str;
  std::unique_ptr<formatted_raw_ostream> FOut;
  if (FileType == "asm") {
    FOut = std::make_unique<formatted_raw_ostream>(Out->os());
    MCInstPrinter *IP = T->createMCInstPrinter(TheTriple, MAI->getAssemblerDialect(), *MAI, *MCII, *MRI);
    Str.reset(T->createAsmStreamer(Ctx, std::move(FOut), std::unique_ptr<MCInstPrinter>(IP),
                                   std::unique_ptr<MCCodeEmitter>(T->createMCCodeEmitter(*MCII, Ctx)),
                                   std::unique_ptr<MCAsmBackend>(T->createMCAsmBackend(*STI, *MRI, MCOptions))));
  } else if (FileType == "null") {
    Str.reset(createNullStreamer(Ctx));
  } else {
    MCCodeEmitter *CE = T->createMCCodeEmitter(*MCII, Ctx);
    MCAsmBackend *MAB = T->createMCAsmBackend(*STI, *MRI, MCOptions);
    if (!CE || !MAB)
      return fail("no object writer for target '" + TheTriple.str() + "'");
    Str.reset(T->createMCObjectStreamer(TheTriple, Ctx, std::unique_ptr<MCAsmBackend>(MAB),
                                        MAB->createObjectWriter(Out->os()),
                                        std::unique_ptr<MCCodeEmitter>(CE), *STI));
  }
  Str->initSections(MCOptions.MCNoExecStack, *STI);

  std::unique_ptr<MCAsmParser> Parser(createMCAsmParser(SrcMgr, Ctx, *Str, *MAI));
  std::unique_ptr<MCTargetAsmParser> TAP(T->createMCAsmParser(*STI, *Parser, *MCII, MCOptions));
  if (!TAP)
    return fail("no assembly parser for target '" + TheTriple.str() + "'");
  Parser->setTargetParser(*TAP);
  // Run finishes the streamer (emits the frame and line tables) itself.
  if (Parser->Run(/*NoInitialTextSection=*/false) || Ctx.hadError())
    return 1;
  Out->keep();
  return 0;
}
