//===- OffloadTools.h - The offload tools inside our clang binary ---------===//
//
// Clang's -fsycl pipeline runs three programs besides cc1: llvm-offload-binary
// (packages the device bitcode), clang-linker-wrapper (device link, wrapping,
// host link) and, inside the wrapper, the SYCL device linker. All three are
// modes of this one binary, chosen by the name it is called by (the build
// creates the symlinks) or, for the device link, by --sycl-link.
//
//===----------------------------------------------------------------------===//

#ifndef SPIRV_CLANG_OFFLOADTOOLS_H
#define SPIRV_CLANG_OFFLOADTOOLS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

// Registers our SPIR-V target and the X86 host target (idempotent).
void initTargets();

// `llvm-offload-binary -o <out> --image=file=...,triple=...,kind=...`.
int offloadBinaryMain(llvm::ArrayRef<const char *> Args);

// `clang-linker-wrapper --host-triple=... --linker-path=<ld> <ld args>`.
int linkerWrapperMain(llvm::ArrayRef<const char *> Args);

// `clang --target=spirv64 --sycl-link <bitcode or offload files> -o <out>`:
// the in-process SYCL device link. Args are the driver's, without argv[0].
int syclLinkMain(llvm::ArrayRef<const char *> Args);

/// clang-offload-extract: writes a SYCL executable's device images
/// (OffloadExtract.cpp).
int offloadExtractMain(llvm::ArrayRef<const char *> Args);

// Empty when Mode is a -fsycl-device-code-split mode (per_source,
// per_kernel, off, auto), else the error message.
std::string deviceCodeSplitError(llvm::StringRef Mode);

#endif
