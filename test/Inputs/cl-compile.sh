#!/usr/bin/env bash
# cl-compile.sh <triple> <-O level> <file.cl> <out.spv>
# OpenCL C -> LLVM IR (Debian's clang-22, kept as <out.spv>.ll) -> SPIR-V (our
# llc, first on PATH in lit) -> spirv-val -> no OpenCL builtin left as an
# import -> the Khronos reader (llvm-spirv-15 -r) and the second reader
# ($SPIRV_READER2, a 2024 translator, where lit found one). Any failure fails
# the test.
set -euo pipefail
triple=$1 opt=$2 src=$3 out=$4
clang-22 --target="$triple" -cl-std=CL2.0 -emit-llvm -S "$opt" "$src" -o "$out.ll"
llc -mtriple="$triple" -filetype=obj "$out.ll" -o "$out"
spirv-val "$out"
"$(dirname "$0")/check-no-builtin-imports.sh" "$out"
llvm-spirv-15 -r "$out" -o "$out.bc"
if [ -n "${SPIRV_READER2:-}" ]; then
  "$SPIRV_READER2" -r "$out" -o "$out.r2.bc"
fi
