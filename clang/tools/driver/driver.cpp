//===- driver.cpp - Clang driver that compiles through our SPIR-V target --===//
//
// A `clang` built from Clang's static libraries and this project's SPIR-V
// target. The driver half is Clang's own (clang::driver::Driver); the -cc1
// half is ours: it picks the frontend action for the invocation and runs it
// with our spirv32/spirv64 targets and the X86 host target registered, so
// code generation for `-target spirv64` goes through llvm/lib/Target/SPIRV
// and nowhere else. Called as clang++ it is the C++ driver; called as
// clang-linker-wrapper or llvm-offload-binary it is the -fsycl offload tool
// of that name (OffloadTools.cpp).
//
//===----------------------------------------------------------------------===//

#include "CC1As.h"
#include "GPUAheadOfTime.h"
#include "OffloadTools.h"
#include "SYCLAttributes.h"
#include "SYCLDeviceIR.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/ToolChain.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"
#include <memory>
#include <string>

using namespace clang;

namespace {

// The actions this compiler offers. Codegen and the preprocessor/syntax modes
// cover what the driver asks for OpenCL C; the rest (PCH, modules, the static
// analyzer, ...) would pull in Clang libraries this tool does not link.
std::unique_ptr<FrontendAction> createAction(frontend::ActionKind Kind) {
  using namespace frontend;
  switch (Kind) {
  case EmitObj:
    return std::make_unique<EmitObjAction>();
  case EmitAssembly:
    return std::make_unique<EmitAssemblyAction>();
  case EmitLLVM:
    return std::make_unique<EmitLLVMAction>();
  case EmitBC:
    return std::make_unique<EmitBCAction>();
  case EmitLLVMOnly:
    return std::make_unique<EmitLLVMOnlyAction>();
  case EmitCodeGenOnly:
    return std::make_unique<EmitCodeGenOnlyAction>();
  case ParseSyntaxOnly:
    return std::make_unique<SyntaxOnlyAction>();
  case PrintPreprocessedInput:
    return std::make_unique<PrintPreprocessedAction>();
  case RunPreprocessorOnly:
    return std::make_unique<PreprocessOnlyAction>();
  case ASTDump:
    return std::make_unique<ASTDumpAction>();
  case ASTPrint:
    return std::make_unique<ASTPrintAction>();
  default:
    return nullptr;
  }
}

// Runs the action with Clang's -ftime-report (the frontend timer, which code
// generation needs once the option is on, and the report on stderr) and
// -ftime-trace=<file> (a Chrome trace of the job).
bool executeTimed(CompilerInstance &Clang, FrontendAction &Act, const char *Argv0) {
  const FrontendOptions &FEOpts = Clang.getFrontendOpts();
  const bool TimePasses = Clang.getCodeGenOpts().TimePasses;
  const bool TimeTrace = !FEOpts.TimeTracePath.empty();
  if (TimeTrace)
    llvm::timeTraceProfilerInitialize(FEOpts.TimeTraceGranularity, Argv0, FEOpts.TimeTraceVerbose);
  if (TimePasses)
    Clang.createFrontendTimer();
  bool OK;
  {
    llvm::TimeTraceScope Scope("ExecuteCompiler");
    llvm::TimeRegion Region(TimePasses ? &Clang.getFrontendTimer() : nullptr);
    OK = Clang.ExecuteAction(Act);
  }
  if (TimePasses) {
    llvm::TimerGroup::printAll(llvm::errs());
    llvm::TimerGroup::clearAll();
  }
  if (TimeTrace) {
    if (llvm::Error E = llvm::timeTraceProfilerWrite(FEOpts.TimeTracePath, FEOpts.OutputFile)) {
      Clang.getDiagnostics().Report(Clang.getDiagnostics().getCustomDiagID(
          DiagnosticsEngine::Error, "cannot write the time trace '%0': %1"))
          << FEOpts.TimeTracePath << llvm::toString(std::move(E));
      OK = false;
    }
    llvm::timeTraceProfilerCleanup();
  }
  return OK;
}

// Runs one -cc1 command line (without the leading program name and "-cc1").
int runCC1(llvm::ArrayRef<const char *> Args, const char *Argv0) {
  initTargets();

  // A -cc1 line typed by hand has no -resource-dir; Clang would then look
  // next to this binary, where there are no builtin headers.
  llvm::SmallVector<const char *, 64> FullArgs(Args.begin(), Args.end());
  bool HasResourceDir = false;
  for (const char *A : Args)
    HasResourceDir |= llvm::StringRef(A) == "-resource-dir";
  if (!HasResourceDir) {
    FullArgs.push_back("-resource-dir");
    FullArgs.push_back(SPIRV_CLANG_RESOURCE_DIR);
  }

  auto Clang = std::make_unique<CompilerInstance>();
  // Argument errors are buffered until the real diagnostics engine, which
  // depends on the parsed options, exists.
  auto *Buffer = new TextDiagnosticBuffer;
  DiagnosticOptions BufferOpts;
  DiagnosticsEngine BufferDiags(DiagnosticIDs::create(), BufferOpts, Buffer);
  bool ArgsOK = CompilerInvocation::CreateFromArgs(Clang->getInvocation(),
                                                   FullArgs, BufferDiags, Argv0);

  Clang->createVirtualFileSystem(
      withSYCLAttributePositions(llvm::vfs::getRealFileSystem(), Clang->getLangOpts()),
      Buffer);
  Clang->createDiagnostics();
  Buffer->FlushDiagnostics(Clang->getDiagnostics());
  if (!ArgsOK)
    return 1;

  // OpenCL C's `inline` as Intel's OpenCL compiler reads it (GNU89): an
  // inline definition is the function's definition, so a call left at -O0
  // finds the body in the module. (C99 would emit none there and import
  // the function, which no device supplies.)
  LangOptions &Lang = Clang->getLangOpts();
  if (Lang.OpenCL && !Lang.OpenCLCPlusPlus)
    Lang.GNUInline = 1;

  FrontendOptions &FEOpts = Clang->getFrontendOpts();
  if (FEOpts.ShowHelp || FEOpts.ShowVersion) {
    llvm::errs() << "clang -cc1: use the driver's --help/--version\n";
    return 1;
  }
  // -mllvm options go to LLVM's (and our target's) cl::opt registry. Several
  // inputs run several cc1 jobs in this process: forget the previous job's
  // occurrences so that single-occurrence options parse again.
  if (!FEOpts.LLVMArgs.empty()) {
    llvm::cl::ResetAllOptionOccurrences();
    llvm::SmallVector<const char *, 16> LLVMArgv{"clang (LLVM option parsing)"};
    for (const std::string &A : FEOpts.LLVMArgs)
      LLVMArgv.push_back(A.c_str());
    if (!llvm::cl::ParseCommandLineOptions(LLVMArgv.size(), LLVMArgv.data(), "",
                                           &llvm::errs()))
      return 1;
  }

  std::unique_ptr<FrontendAction> Act = createAction(FEOpts.ProgramAction);
  if (!Act) {
    Clang->getDiagnostics().Report(
        Clang->getDiagnostics().getCustomDiagID(
            DiagnosticsEngine::Error,
            "this clang (SPIR-V toolchain) supports only code generation, "
            "preprocessing and syntax checking (-c, -S, -emit-llvm, -E, "
            "-fsyntax-only)"));
    return 1;
  }
  addSYCLKernelAttributePasses(*Clang);
  addSYCLDeviceIRRepairs(*Clang);
  return executeTimed(*Clang, *Act, Argv0) ? 0 : 1;
}

// Driver::CC1Main hook: in-process jobs arrive as {program, "-cc1", ...} or,
// to assemble, {program, "-cc1as", ...}.
int cc1FromDriver(llvm::SmallVectorImpl<const char *> &Argv) {
  if (llvm::StringRef(Argv[1]) == "-cc1as")
    return cc1asMain(llvm::ArrayRef(Argv).drop_front(2));
  return runCC1(llvm::ArrayRef(Argv).drop_front(2), Argv[0]);
}

bool hasArg(llvm::ArrayRef<const char *> Args, llvm::StringRef Name) {
  for (const char *A : Args)
    if (Name == A)
      return true;
  return false;
}

// Whether the command links a program (rather than stopping at a compile,
// preprocessing or dependency step).
bool linksProgram(llvm::ArrayRef<const char *> Args) {
  for (const char *NoLink : {"-c", "-S", "-E", "-fsyntax-only",
                             "-fsycl-device-only", "-M", "-MM"})
    if (hasArg(Args, NoLink))
      return false;
  return true;
}

// -fsycl needs no further flags: our SYCL headers come first among the system
// directories and, when linking, our SYCL library and the runtime it uses are
// linked with an rpath to them. Both are found from this program's location,
// <prefix>/bin, as <prefix>/include and <prefix>/lib: the build tree has that
// layout too (build/include links to sycl/include), so an installed copy and
// the build tree work alike and neither refers to the other.
void addSYCLFlags(llvm::SmallVectorImpl<const char *> &Args,
                  llvm::StringRef Exe, llvm::StringSaver &Saver) {
  // Kernel attributes go before a lambda's parameters (C++23's position,
  // docs/SYCL.md), which Clang accepts in C++17 with this warning; first, so
  // that the user's -W flags decide.
  Args.insert(Args.begin() + 1, "-Wno-c++23-lambda-attributes");
  llvm::SmallString<256> Prefix(llvm::sys::path::parent_path(
      llvm::sys::path::parent_path(Exe)));
  llvm::SmallString<256> Include(Prefix), Lib(Prefix);
  llvm::sys::path::append(Include, "include");
  llvm::sys::path::append(Lib, "lib");
  // A prefix of /usr or /usr/local: the directory is searched already, and
  // -isystem would move it before libstdc++'s, whose #include_next needs it
  // after them.
  if (Include != "/usr/include" && Include != "/usr/local/include") {
    Args.push_back("-isystem");
    Args.push_back(Saver.save(Include.str()).data());
  }
  if (!linksProgram(Args))
    return;
  Args.push_back(Saver.save("-L" + Lib).data());
  Args.push_back(Saver.save("-Wl,-rpath," + Lib).data());
  Args.push_back("-lspirv_sycl");
  Args.push_back("-lspirv_offload");
}

// -fopenmp links LLVM 22's OpenMP runtime, the one whose omp.h the resource
// directory provides: Clang looks for it beside the driver (in our lib/,
// where there is none) and Debian's libomp.so.5 may belong to another LLVM.
void addOpenMPRuntimeFlags(llvm::SmallVectorImpl<const char *> &Args) {
  bool OpenMP = llvm::any_of(Args, [](const char *A) {
    llvm::StringRef Arg(A);
    return Arg == "-fopenmp" || Arg == "-fopenmp=libomp";
  });
  if (!OpenMP || !linksProgram(Args))
    return;
  for (const char *A : {"-L" SPIRV_LLVM_LIBRARY_DIR, "-Wl,-rpath," SPIRV_LLVM_LIBRARY_DIR})
    Args.push_back(A);
}

// DPC++'s driver flags that SYCL build systems pass (the SYCL-CTS's DPC++
// adapter among them). Clang 22 does not know them; they are taken out here,
// with their meaning where there is one (docs/SYCL.md, "DPC++ flags"):
// -fsycl-targets names SPIR-V, which is what we compile device code to, or
// spir64_gen, Intel GPUs ahead of time, whose ocloc arguments
// -Xsycl-target-backend[=spir64_gen] "-device <devices>" gives; the rest
// select DPC++ features that have no counterpart in this pipeline.
// -fsycl-device-code-split[=<mode>] and the ocloc arguments are the device
// link's: its options are returned in DeviceLinkOptions ("auto" without a
// split mode, as in DPC++). Returns false, after an error, for a SYCL target
// other than these, an unknown split mode, or backend arguments that do not
// go with the targets.
bool takeDPCPPFlags(llvm::SmallVectorImpl<const char *> &Args,
                    llvm::StringSaver &Saver,
                    llvm::SmallVectorImpl<const char *> &DeviceLinkOptions) {
  static constexpr llvm::StringLiteral NoOps[] = {
      "-flink-huge-device-code",  "-fno-link-huge-device-code",
      "-fpreview-breaking-changes", "-fsycl-rdc",
      "-fno-sycl-rdc",            "-fsycl-unnamed-lambda",
      "-fno-sycl-unnamed-lambda"};
  auto error = [](const llvm::Twine &Message) {
    llvm::errs() << "clang: error: " << Message << "\n";
    return false;
  };
  bool OK = true, GenTarget = false;
  std::vector<std::string> Backend; // -Xsycl-target-backend's strings
  llvm::SmallVector<const char *, 256> Kept;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef Arg(Args[I]);
    if (llvm::is_contained(NoOps, Arg))
      continue;
    if (Arg == "-fsycl-device-code-split")
      Arg = "-fsycl-device-code-split=auto";
    if (Arg.starts_with("-fsycl-device-code-split=")) {
      std::string Error = deviceCodeSplitError(Arg.split('=').second);
      if (!Error.empty())
        OK = error(Error);
      DeviceLinkOptions.push_back(Saver.save(Arg).data());
      continue;
    }
    // -Xsycl-target-backend[=<triple>] <args>, and DPC++'s short -Xs<args>
    // and -Xs <args>.
    llvm::StringRef Triple;
    bool BackendFlag = Arg == "-Xsycl-target-backend" || Arg == "-Xs";
    if (Arg.starts_with("-Xsycl-target-backend=")) {
      Triple = Arg.split('=').second;
      BackendFlag = true;
    }
    if (BackendFlag) {
      if (I + 1 == Args.size()) {
        OK = error("argument to '" + Arg + "' is missing (expected 1 value)");
        continue;
      }
      if (!Triple.empty() && Triple.split('-').first != "spir64_gen")
        OK = error("-Xsycl-target-backend=" + Triple +
                   ": only spir64_gen (Intel GPUs ahead of time, through "
                   "ocloc) takes backend arguments");
      Backend.push_back(Args[++I]);
      continue;
    }
    if (Arg.starts_with("-Xs") && !Arg.starts_with("-Xsycl") && Arg.size() > 3) {
      Backend.push_back(Arg.drop_front(3).str());
      continue;
    }
    if (!Arg.consume_front("-fsycl-targets=")) {
      Kept.push_back(Args[I]);
      continue;
    }
    llvm::SmallVector<llvm::StringRef, 4> Targets;
    Arg.split(Targets, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef T : Targets) {
      llvm::StringRef Arch = T.split('-').first;
      if (Arch == "spir64_gen")
        GenTarget = true;
      else if (Arch != "spir64" && Arch != "spir64_x86_64" && Arch != "spirv64")
        OK = error("SYCL target '" + T +
                   "' is not supported: device code is compiled to SPIR-V "
                   "(-fsycl-targets=spir64), and ahead of time for Intel "
                   "GPUs with -fsycl-targets=spir64_gen");
    }
  }
  Args.assign(Kept.begin(), Kept.end());
  if (!Backend.empty() && !GenTarget)
    OK = error("-Xsycl-target-backend needs -fsycl-targets=spir64_gen: the "
               "SPIR-V of other targets is compiled by the device at run time");
  if (GenTarget) {
    llvm::Expected<GPUAheadOfTimeOptions> GPUs = parseGPUBackendOptions(Backend);
    if (!GPUs)
      OK = error(llvm::toString(GPUs.takeError()));
    for (const std::string &B : Backend)
      DeviceLinkOptions.push_back(Saver.save("--gpu-tool-arg=" + B).data());
  }
  return OK;
}

// -cl-ext=<list> goes to every -cc1 job whole. Clang 22's driver passes
// on only the first item of the last -cl-ext= (and none at all beside
// -cl-std=), so `-cl-ext=-cl_khr_fp64,-__opencl_c_fp64` compiled for a
// device with fp64 after all: OpenCL C's unsuffixed floating literals are
// float only where the device has no fp64.
// -f[no-]sycl-id-queries-fit-in-int, on by default as in DPC++: the last
// one decides whether __SYCL_ID_QUERIES_FIT_IN_INT__ is defined, which makes
// the SYCL library assume in device code that ids and ranges fit in int and
// check that at submission (sycl/detail/device_builtins.hpp).
void takeIdQueriesFlag(llvm::SmallVectorImpl<const char *> &Args) {
  bool FitInInt = true;
  llvm::erase_if(Args, [&](const char *A) {
    llvm::StringRef Arg(A);
    if (Arg != "-fsycl-id-queries-fit-in-int" && Arg != "-fno-sycl-id-queries-fit-in-int")
      return false;
    FitInInt = Arg == "-fsycl-id-queries-fit-in-int";
    return true;
  });
  // First, not last: a trailing option that lacks its value
  // (-Xsycl-target-backend) must not take the define as its value.
  if (FitInInt && hasArg(Args, "-fsycl"))
    Args.insert(Args.begin() + 1, "-D__SYCL_ID_QUERIES_FIT_IN_INT__");
}

// The Intel oneAPI compiler's spellings of Clang's OpenMP flags, which SYCL
// Makefiles written for icpx pass: -qopenmp is -fopenmp, -qno-openmp is
// -fno-openmp.
void takeIntelOpenMPFlags(llvm::SmallVectorImpl<const char *> &Args) {
  for (const char *&A : Args) {
    llvm::StringRef Arg(A);
    if (Arg == "-qopenmp")
      A = "-fopenmp";
    else if (Arg == "-qno-openmp")
      A = "-fno-openmp";
  }
}

/// The SPIR-V extensions a device that supports OpenCL extension \p Name
/// accepts, by the OpenCL SPIR-V environment specification: the ones whose
/// content the target writes only where they are enabled.
llvm::ArrayRef<const char *> spirvExtensionsOf(llvm::StringRef Name) {
  static const struct {
    const char *OpenCL;
    const char *SPIRV[3];
  } Table[] = {
      {"cl_khr_integer_dot_product", {"SPV_KHR_integer_dot_product"}},
      {"cl_khr_extended_bit_ops", {"SPV_KHR_bit_instructions"}},
      {"cl_khr_subgroup_rotate", {"SPV_KHR_subgroup_rotate"}},
      {"cl_khr_work_group_uniform_arithmetic", {"SPV_KHR_uniform_group_instructions"}},
      {"cl_khr_expect_assume", {"SPV_KHR_expect_assume"}},
      {"cl_khr_kernel_clock", {"SPV_KHR_shader_clock"}},
      {"cl_khr_spirv_linkonce_odr", {"SPV_KHR_linkonce_odr"}},
      {"cl_khr_spirv_no_integer_wrap_decoration", {"SPV_KHR_no_integer_wrap_decoration"}},
      {"cl_ext_float_atomics",
       {"SPV_EXT_shader_atomic_float_add", "SPV_EXT_shader_atomic_float_min_max",
        "SPV_EXT_shader_atomic_float16_add"}},
      {"cl_intel_bfloat16_conversions", {"SPV_INTEL_bfloat16_conversion"}},
      {"cl_intel_split_work_group_barrier", {"SPV_INTEL_split_barrier"}},
      {"cl_intel_subgroup_buffer_prefetch", {"SPV_INTEL_subgroup_buffer_prefetch"}},
      {"cl_intel_subgroup_2d_block_io", {"SPV_INTEL_2d_block_io"}},
      {"cl_intel_subgroup_matrix_multiply_accumulate",
       {"SPV_INTEL_subgroup_matrix_multiply_accumulate"}},
  };
  for (const auto &E : Table)
    if (Name == E.OpenCL)
      return llvm::ArrayRef(E.SPIRV).take_while([](const char *X) { return X; });
  return {};
}

/// -cl-ext=<list> goes to the -cc1 jobs whole (see above), and an OpenCL
/// extension the user enables (+) or disables (-) does the same to the
/// SPIR-V extensions a device with it accepts: `-mllvm --spirv-ext=`, ahead
/// of the user's own --spirv-ext, which applies after it.
void forwardOpenCLExtensions(llvm::SmallVectorImpl<const char *> &Args,
                             llvm::StringSaver &Saver) {
  std::string SPIRVItems;
  for (size_t I = 1; I < Args.size(); ++I) {
    llvm::StringRef Arg(Args[I]);
    if (!Arg.consume_front("-cl-ext="))
      continue;
    llvm::SmallVector<llvm::StringRef, 8> Items;
    Arg.split(Items, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef Item : Items) {
      char Sign = Item.front();
      if (Sign != '+' && Sign != '-')
        continue;
      for (const char *E : spirvExtensionsOf(Item.drop_front()))
        SPIRVItems += (SPIRVItems.empty() ? "" : ",") + std::string(1, Sign) + E;
    }
    if (llvm::StringRef(Args[I - 1]) != "-Xclang")
      Args.insert(Args.begin() + I++, "-Xclang");
  }
  if (!SPIRVItems.empty())
    Args.insert(Args.begin() + 1,
                {"-mllvm", Saver.save("--spirv-ext=" + SPIRVItems).data()});
}

} // namespace

int main(int Argc, const char **Argv) {
  llvm::InitLLVM Init(Argc, Argv);
  llvm::SmallVector<const char *, 256> Args(Argv, Argv + Argc);

  // The driver spawns "<this program> -cc1 ..." when in-process cc1 is off
  // (-fno-integrated-cc1, CLANG_SPAWN_CC1=1).
  if (Args.size() > 1 && llvm::StringRef(Args[1]) == "-cc1")
    return runCC1(llvm::ArrayRef(Args).drop_front(2), Args[0]);
  // ... and "<this program> -cc1as ..." to assemble (a .s input, or its own
  // host assembly under -save-temps).
  if (Args.size() > 1 && llvm::StringRef(Args[1]) == "-cc1as") {
    initTargets();
    return cc1asMain(llvm::ArrayRef(Args).drop_front(2));
  }

  llvm::BumpPtrAllocator Alloc;
  llvm::cl::ExpansionContext Expander(Alloc, llvm::cl::TokenizeGNUCommandLine);
  if (llvm::Error E = Expander.expandResponseFiles(Args)) {
    llvm::errs() << "clang: error: " << llvm::toString(std::move(E)) << "\n";
    return 1;
  }

  // The offload tools of the -fsycl pipeline are this binary under other
  // names (symlinks in the build tree).
  llvm::StringRef ProgName = llvm::sys::path::stem(Args[0]);
  llvm::ArrayRef<const char *> ToolArgs = llvm::ArrayRef(Args).drop_front();
  if (ProgName.ends_with("clang-linker-wrapper"))
    return linkerWrapperMain(ToolArgs);
  if (ProgName.ends_with("llvm-offload-binary"))
    return offloadBinaryMain(ToolArgs);
  if (ProgName.ends_with("clang-offload-extract"))
    return offloadExtractMain(ToolArgs);
  if (hasArg(ToolArgs, "--sycl-link"))
    return syclLinkMain(ToolArgs);

  initTargets();

  // clang++ (or any name Clang recognizes) selects the driver mode.
  driver::ParsedClangName NameParts =
      driver::ToolChain::getTargetAndModeFromProgramName(Args[0]);
  if (NameParts.DriverMode)
    Args.insert(Args.begin() + 1, NameParts.DriverMode);
  llvm::StringSaver Saver(Alloc);
  llvm::SmallVector<const char *, 2> DeviceLinkOptions;
  takeIntelOpenMPFlags(Args);
  takeIdQueriesFlag(Args);
  if (!takeDPCPPFlags(Args, Saver, DeviceLinkOptions))
    return 1;
  forwardOpenCLExtensions(Args, Saver);
  std::string Exe = llvm::sys::fs::getMainExecutable(
      Argv[0], reinterpret_cast<void *>(&initTargets));
  if (hasArg(Args, "-fsycl")) {
    addSYCLFlags(Args, Exe, Saver);
    // SYCL device code runs on our Level-Zero runtime: the device link
    // follows the Level-Zero SPIR-V environment specification (no pipes, no
    // device-side enqueue), not the OpenCL one the target defaults to.
    DeviceLinkOptions.push_back("-spirv-environment=level-zero");
    if (linksProgram(Args))
      for (const char *Option : DeviceLinkOptions) {
        Args.push_back("-Xoffload-linker");
        Args.push_back(Option);
      }
  }
  addOpenMPRuntimeFlags(Args);

  std::unique_ptr<DiagnosticOptions> DiagOpts =
      CreateAndPopulateDiagOpts(Args);
  auto *Printer = new TextDiagnosticPrinter(llvm::errs(), *DiagOpts);
  DiagnosticsEngine Diags(DiagnosticIDs::create(), *DiagOpts, Printer);
  Printer->setPrefix("clang");

  driver::Driver TheDriver(Exe, llvm::sys::getDefaultTargetTriple(), Diags);
  // Builtin headers are Debian's; -resource-dir on the command line still wins.
  TheDriver.ResourceDir = SPIRV_CLANG_RESOURCE_DIR;
  TheDriver.CC1Main = cc1FromDriver;
  TheDriver.setTargetAndMode(NameParts);

  std::unique_ptr<driver::Compilation> C(TheDriver.BuildCompilation(Args));
  if (!C)
    return 1;
  int Res = 1;
  if (!C->containsError()) {
    llvm::SmallVector<std::pair<int, const driver::Command *>, 4> Failing;
    Res = TheDriver.ExecuteCompilation(*C, Failing);
    for (const auto &[Code, Cmd] : Failing) {
      if (!Res)
        Res = Code;
      // A crashed or signalled job reports a negative code; keep it nonzero.
      if (Code < 0)
        Res = 1;
    }
  }
  Diags.getClient()->finish();
  return Res;
}
