#!/usr/bin/env bash
# sycl-check.sh [--expect-output] <source.cpp> <tmp-prefix> [extra sources...]
# Builds the program with clang++ -fsycl at -O0 and -O2, validates the device
# SPIR-V with spirv-val (and reads it with the second reader, $SPIRV_READER2,
# where lit found one), runs it and requires its last line to be PASS.
# With --expect-output the program gets a file name as its argument and
# writes there the lines it expects its kernels to print (computed on the
# host); the other lines of its output must be those, in any order.
set -euo pipefail
expect=0
if [ "$1" = "--expect-output" ]; then expect=1; shift; fi
src="$1"; tmp="$2"; shift 2
for opt in -O0 -O2; do
  "$SPIRV_CLANGXX" -fsycl $opt "$src" "$@" -o "$tmp$opt" -Xoffload-linker "--spirv-output=$tmp$opt.spv"
  spirv-val "$tmp$opt.spv"
  if [ -n "${SPIRV_READER2:-}" ]; then
    "$SPIRV_READER2" -r "$tmp$opt.spv" -o "$tmp$opt.r2.bc"
  fi
  if [ $expect = 1 ]; then
    out="$("$tmp$opt" "$tmp$opt.expected")"
  else
    out="$("$tmp$opt")"
  fi
  last="$(printf '%s\n' "$out" | tail -n 1)"
  if [ "$last" != "PASS" ]; then
    printf '%s\n' "$out" >&2
    echo "sycl-check: $src at $opt did not PASS" >&2
    exit 1
  fi
  if [ $expect = 1 ]; then
    printf '%s\n' "$out" | sed '$d' | LC_ALL=C sort > "$tmp$opt.printed"
    LC_ALL=C sort "$tmp$opt.expected" > "$tmp$opt.wanted"
    if ! diff -u "$tmp$opt.wanted" "$tmp$opt.printed" >&2; then
      echo "sycl-check: $src at $opt printed other lines than expected" >&2
      exit 1
    fi
  fi
done
