#!/usr/bin/env bash
# check-no-builtin-imports.sh <module.spv>
# Fails when the module leaves an OpenCL builtin (an _Z-mangled OpenCL C
# function) to the consumer as an Import: Intel's OpenCL runtime quietly
# supplies such functions from its own library, so a kernel that passes there
# may still be wrong for any other consumer.
set -euo pipefail
if imports=$(spirv-dis "$1" | grep -E 'LinkageAttributes "_Z[^"]*" Import'); then
  echo "$1: OpenCL builtins left as imports:" >&2
  echo "$imports" >&2
  exit 1
fi
