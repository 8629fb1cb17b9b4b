//===- GPUAheadOfTime.h - native Intel GPU images through ocloc -----------===//
//
// -fsycl-targets=spir64_gen -Xsycl-target-backend "-device <devices>": the
// device link compiles each SPIR-V module with Intel's GPU compiler (ocloc)
// for each device and registers the native images beside the SPIR-V, which
// stays for the devices they are not for.
//
//===----------------------------------------------------------------------===//

#ifndef SPIRV_CLANG_GPUAHEADOFTIME_H
#define SPIRV_CLANG_GPUAHEADOFTIME_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

/// What -Xsycl-target-backend gives ocloc: the devices of its -device list
/// and the other arguments, passed on unchanged.
struct GPUAheadOfTimeOptions {
  std::vector<std::string> Devices;
  std::vector<std::string> OclocArgs;
};

/// Parses the -Xsycl-target-backend strings of spir64_gen; an error for
/// no -device.
llvm::Expected<GPUAheadOfTimeOptions>
parseGPUBackendOptions(llvm::ArrayRef<std::string> BackendArgs);

/// A native image and the GPU it is for: its IP version as ocloc writes it
/// ("12.60.7") or, for a device named by PCI device id, that id ("0x0bd5").
struct NativeGPUImage {
  std::string Arch;
  std::string Binary;
};

/// Compiles one SPIR-V module with ocloc for every device of Options. Verbose
/// prints each ocloc command line on stderr; an ocloc failure is an error
/// carrying its output.
llvm::Expected<std::vector<NativeGPUImage>>
compileForGPUs(llvm::ArrayRef<char> SPIRV, const GPUAheadOfTimeOptions &Options,
               bool Verbose);

#endif
