#!/usr/bin/env bash
# cl2spv.sh <file.cl> <-O level> <out.spv>: OpenCL C -> LLVM IR (clang-22) ->
# SPIR-V (our llc, found on PATH first), then validated by spirv-val.
set -euo pipefail
src=$1 opt=$2 out=$3
clang-22 --target=spirv64 -cl-std=CL2.0 -emit-llvm -S "$opt" "$src" -o "$out.ll"
llc -mtriple=spirv64 -filetype=obj "$out.ll" -o "$out"
spirv-val "$out"
