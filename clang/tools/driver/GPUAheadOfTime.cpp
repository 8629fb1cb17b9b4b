//===- GPUAheadOfTime.cpp - native Intel GPU images through ocloc ---------===//
//
// ocloc names its output by what -device names: one device gives one native
// binary (an ELF file), a family or a range gives a fat binary (an ar
// archive whose members are named <bits>.<IP version>, beside the SPIR-V as
// "generic_ir"). The runtime chooses an image by the device's IP version, so
// each native binary is recorded with it; a single device named by acronym
// gets it from `ocloc ids`.
//
//===----------------------------------------------------------------------===//

#include "GPUAheadOfTime.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Object/Archive.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace llvm;

namespace {

// A file removed when it goes out of scope.
struct TempFile {
  SmallString<128> Path;
  ~TempFile() {
    if (!Path.empty())
      sys::fs::remove(Path);
  }
};

Error makeTemp(StringRef Prefix, StringRef Suffix, TempFile &F) {
  if (std::error_code EC = sys::fs::createTemporaryFile(Prefix, Suffix, F.Path))
    return createStringError(EC, "cannot create a temporary file: %s",
                             EC.message().c_str());
  return Error::success();
}

// Runs ocloc with Args; its output (stdout and stderr) goes to Output.
Expected<int> runOcloc(ArrayRef<StringRef> Args, bool Verbose,
                       std::string &Output) {
  ErrorOr<std::string> Ocloc = sys::findProgramByName("ocloc");
  if (!Ocloc)
    return createStringError(
        "-fsycl-targets=spir64_gen needs Intel's GPU compiler, ocloc, which "
        "is not on PATH (Debian package intel-opencl-icd)");
  std::vector<StringRef> Argv{*Ocloc};
  Argv.insert(Argv.end(), Args.begin(), Args.end());
  if (Verbose) {
    for (StringRef A : Argv)
      errs() << " \"" << A << "\"";
    errs() << "\n";
  }
  TempFile Log;
  if (Error E = makeTemp("ocloc", "log", Log))
    return std::move(E);
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log.Path),
                                          StringRef(Log.Path)};
  std::string ErrMsg;
  int Result = sys::ExecuteAndWait(*Ocloc, Argv, std::nullopt, Redirects, 0, 0,
                                   &ErrMsg);
  if (Result < 0)
    return createStringError("cannot run %s: %s", Ocloc->c_str(),
                             ErrMsg.c_str());
  if (auto Text = MemoryBuffer::getFile(Log.Path))
    Output = (*Text)->getBuffer().rtrim().str();
  return Result;
}

bool isIPVersion(StringRef Device) {
  SmallVector<StringRef, 3> Parts;
  Device.split(Parts, '.');
  return Parts.size() == 3 && all_of(Parts, [](StringRef P) {
           return !P.empty() && all_of(P, isDigit);
         });
}

// The IP version of a single device named by acronym ("pvc" -> "12.60.7").
Expected<std::string> ipVersionOf(StringRef Device, bool Verbose) {
  std::string Output;
  Expected<int> Result = runOcloc({"ids", Device}, Verbose, Output);
  if (!Result)
    return Result.takeError();
  SmallVector<StringRef, 4> Ids;
  for (StringRef Line : split(Output, '\n'))
    if (isIPVersion(Line.trim()))
      Ids.push_back(Line.trim());
  if (*Result != 0 || Ids.size() != 1)
    return createStringError(
        "ocloc does not give the IP version of GPU device '%s', which the "
        "runtime chooses native images by (name the device as `ocloc ids` "
        "knows it, by its IP version, or by its PCI device id):\n%s",
        Device.str().c_str(), Output.c_str());
  return Ids.front().str();
}

// The native binaries of ocloc's output for Device.
Expected<std::vector<NativeGPUImage>> nativeImages(StringRef Device,
                                                   StringRef Output,
                                                   bool Verbose) {
  std::vector<NativeGPUImage> Images;
  if (Output.starts_with("!<arch>\n")) {
    Expected<std::unique_ptr<object::Archive>> Fat =
        object::Archive::create(MemoryBufferRef(Output, "ocloc output"));
    if (!Fat)
      return Fat.takeError();
    Error Err = Error::success();
    for (const object::Archive::Child &C : (*Fat)->children(Err)) {
      Expected<StringRef> Name = C.getName();
      Expected<StringRef> Data = C.getBuffer();
      if (!Name || !Data)
        return joinErrors(Name.takeError(), Data.takeError());
      // <bits>.<IP version>; "pad_<n>" and "generic_ir" are not binaries.
      auto [Bits, IP] = Name->split('.');
      if ((Bits == "64" || Bits == "32") && isIPVersion(IP))
        Images.push_back({IP.str(), Data->str()});
    }
    if (Err)
      return std::move(Err);
    if (Images.empty())
      return createStringError("ocloc's fat binary for '%s' holds no native "
                               "binary",
                               Device.str().c_str());
    return Images;
  }
  std::string Arch = Device.lower();
  if (!isIPVersion(Device) && !StringRef(Arch).starts_with("0x")) {
    Expected<std::string> IP = ipVersionOf(Device, Verbose);
    if (!IP)
      return IP.takeError();
    Arch = *IP;
  }
  Images.push_back({Arch, Output.str()});
  return Images;
}

} // namespace

Expected<GPUAheadOfTimeOptions>
parseGPUBackendOptions(ArrayRef<std::string> BackendArgs) {
  GPUAheadOfTimeOptions Options;
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  for (const std::string &String : BackendArgs) {
    SmallVector<const char *, 8> Words;
    cl::TokenizeGNUCommandLine(String, Saver, Words);
    for (size_t I = 0; I < Words.size(); ++I) {
      StringRef W = Words[I];
      if (W != "-device") {
        Options.OclocArgs.push_back(W.str());
        continue;
      }
      if (I + 1 == Words.size())
        return createStringError("-Xsycl-target-backend: '-device' needs a "
                                 "value");
      SmallVector<StringRef, 4> Devices;
      StringRef(Words[++I]).split(Devices, ',', -1, false);
      for (StringRef D : Devices)
        Options.Devices.push_back(D.str());
    }
  }
  if (Options.Devices.empty())
    return createStringError(
        "-fsycl-targets=spir64_gen needs the GPUs to compile for: "
        "-Xsycl-target-backend=spir64_gen \"-device <device>[,<device>...]\"");
  return Options;
}

Expected<std::vector<NativeGPUImage>>
compileForGPUs(ArrayRef<char> SPIRV, const GPUAheadOfTimeOptions &Options,
               bool Verbose) {
  TempFile Input;
  if (Error E = makeTemp("sycl-gen", "spv", Input))
    return std::move(E);
  {
    std::error_code EC;
    raw_fd_ostream OS(Input.Path, EC, sys::fs::OF_None);
    if (EC)
      return createStringError(EC, "%s: %s", Input.Path.c_str(),
                               EC.message().c_str());
    OS.write(SPIRV.data(), SPIRV.size());
  }
  std::vector<NativeGPUImage> Result;
  for (const std::string &Device : Options.Devices) {
    TempFile Out;
    if (Error E = makeTemp("sycl-gen", "bin", Out))
      return std::move(E);
    std::vector<StringRef> Args{"compile", "-file", Input.Path, "-spirv_input",
                                "-device", Device, "-output", Out.Path,
                                "-output_no_suffix"};
    for (const std::string &A : Options.OclocArgs)
      Args.push_back(A);
    std::string Log;
    Expected<int> Code = runOcloc(Args, Verbose, Log);
    if (!Code)
      return Code.takeError();
    auto Binary = MemoryBuffer::getFile(Out.Path);
    if (*Code != 0 || !Binary || (*Binary)->getBufferSize() == 0)
      return createStringError("ocloc could not compile the SYCL device code "
                               "for GPU device '%s' (exit code %d):\n%s",
                               Device.c_str(), *Code, Log.c_str());
    Expected<std::vector<NativeGPUImage>> Images =
        nativeImages(Device, (*Binary)->getBuffer(), Verbose);
    if (!Images)
      return Images.takeError();
    for (NativeGPUImage &I : *Images)
      Result.push_back(std::move(I));
  }
  return Result;
}
