//===- CC1As.h - clang -cc1as ----------------------------------*- C++ -*-===//
#ifndef SPIRV_CLANG_CC1AS_H
#define SPIRV_CLANG_CC1AS_H

#include "llvm/ADT/ArrayRef.h"

/// Runs one -cc1as command line (the arguments after "-cc1as"): assembles
/// its input with LLVM's MC layer. Returns the exit code.
int cc1asMain(llvm::ArrayRef<const char *> Args);

#endif
