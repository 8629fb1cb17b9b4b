#!/usr/bin/env bash
# sycl-check.sh <source.cpp> <tmp-prefix> [extra sources...]
# Builds the program with clang++ -fsycl at -O0 and -O2, validates the device
# SPIR-V with spirv-val, runs it and requires its last line to be PASS.
set -euo pipefail
src="$1"; tmp="$2"; shift 2
for opt in -O0 -O2; do
  "$SPIRV_CLANGXX" -fsycl $opt "$src" "$@" -o "$tmp$opt" -Xoffload-linker "--spirv-output=$tmp$opt.spv"
  spirv-val "$tmp$opt.spv"
  out="$("$tmp$opt")"
  last="$(printf '%s\n' "$out" | tail -n 1)"
  if [ "$last" != "PASS" ]; then
    printf '%s\n' "$out" >&2
    echo "sycl-check: $src at $opt did not PASS" >&2
    exit 1
  fi
done
