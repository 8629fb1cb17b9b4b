#!/usr/bin/env bash
# sycl-check.sh [--expect-output] <source.cpp> <tmp-prefix> [extra sources...]
# Builds the program with clang++ -fsycl at -O0 and -O2, validates the device
# SPIR-V modules with spirv-val (and reads it with the second reader, $SPIRV_READER2,
# where lit found one), and runs it on every device lit found
# ($SYCL_CHECK_DEVICES: SPIRV_OFFLOAD_DEVICE values, e.g. "pocl intel"), each
# run seeing only that device; each run's last line must be PASS.
# With --expect-output the program gets a file name as its argument and
# writes there the lines it expects its kernels to print (computed on the
# host); the other lines of its output must be those, in any order.
set -euo pipefail
expect=0
if [ "$1" = "--expect-output" ]; then expect=1; shift; fi
src="$1"; tmp="$2"; shift 2
devices="${SYCL_CHECK_DEVICES:-cpu}"
for opt in -O0 -O2; do
  rm -f "$tmp$opt".*.spv
  "$SPIRV_CLANGXX" -fsycl $opt "$src" "$@" -o "$tmp$opt" -Xoffload-linker "--spirv-output=$tmp$opt.spv"
  # One module per translation unit with kernels: $tmp$opt.spv, $tmp$opt.1.spv, ...
  # Every program checked here has kernels, so the first module must exist.
  if [ ! -e "$tmp$opt.spv" ]; then
    echo "sycl-check: $src at $opt: no device module was written ($tmp$opt.spv), nothing to validate" >&2
    exit 1
  fi
  for spv in "$tmp$opt.spv" "$tmp$opt".[0-9]*.spv; do
    [ -e "$spv" ] || continue # no further module
    spirv-val "$spv"
    if [ -n "${SPIRV_READER2:-}" ]; then
      "$SPIRV_READER2" -r "$spv" -o "$spv.r2.bc"
    fi
  done
  for dev in $devices; do
    run="$tmp$opt.$dev"
    if [ $expect = 1 ]; then
      out="$(SPIRV_OFFLOAD_DEVICE=$dev "$tmp$opt" "$run.expected")"
    else
      out="$(SPIRV_OFFLOAD_DEVICE=$dev "$tmp$opt")"
    fi
    last="$(printf '%s\n' "$out" | tail -n 1)"
    if [ "$last" != "PASS" ]; then
      printf '%s\n' "$out" >&2
      echo "sycl-check: $src at $opt on device '$dev' did not PASS" >&2
      exit 1
    fi
    if [ $expect = 1 ]; then
      printf '%s\n' "$out" | sed '$d' | LC_ALL=C sort > "$run.printed"
      LC_ALL=C sort "$run.expected" > "$run.wanted"
      if ! diff -u "$run.wanted" "$run.printed" >&2; then
        echo "sycl-check: $src at $opt on device '$dev' printed other lines than expected" >&2
        exit 1
      fi
    fi
  done
done
