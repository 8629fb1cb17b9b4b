#!/usr/bin/env bash
# run-levels.sh <spirv-run command...> -- <file.cl> <tmp prefix> <spirv-run args...>
# An execution test's kernel, compiled at -O0, -O1, -O2, -O3 and -Os
# (cl-compile.sh: clang-22, our llc, spirv-val, no builtin imports, the
# Khronos reader) and run by the given spirv-run command with the test's
# arguments; each run's output is checked by FileCheck against <file.cl>.
# The first failure fails the test, naming its optimization level.
set -uo pipefail
run=()
while [ "$1" != "--" ]; do run+=("$1"); shift; done
shift
src=$1 tmp=$2
shift 2
for level in 0 1 2 3 s; do
  spv="$tmp-O$level.spv"
  if ! "$(dirname "$0")/cl-compile.sh" spirv64 "-O$level" "$src" "$spv"; then
    echo "run-levels: compiling at -O$level failed" >&2
    exit 1
  fi
  if ! "${run[@]}" "$spv" "$@" | FileCheck "$src"; then
    echo "run-levels: the kernel built at -O$level failed" >&2
    exit 1
  fi
done
