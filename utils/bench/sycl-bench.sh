#!/usr/bin/env bash
# Build and launch times of a SYCL program (docs/results/SYCL-benchmarks.md):
#   bash utils/bench/sycl-bench.sh [source.cpp]   (default examples/vadd-sycl.cpp)
# Compile times are the best of 3 runs, for our clang++ and, where it works on
# this machine, Debian's clang++-22 on the same source and headers (its
# -fsycl link needs clang-tools-22's clang-linker-wrapper and LLVM's SPIR-V
# backend, which this project does not use, so only its compile steps are
# timed). Launch latency comes from utils/bench/sycl-launch.cpp on the CPU
# device, with a cold and a warm PoCL cache.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
src="${1:-$root/examples/vadd-sycl.cpp}"
ours="$root/build/bin/clang++"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

best_of_3() { # prints the best wall time of 3 runs of "$@", in seconds
  local best=""
  for _ in 1 2 3; do
    local t0 t1
    t0=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    t1=$(date +%s.%N)
    best=$(python3 -c "import sys; t=float(sys.argv[2])-float(sys.argv[1]); b=sys.argv[3]; print(min(t, float(b)) if b else t)" "$t0" "$t1" "$best")
  done
  printf '%.2f' "$best"
}

echo "source: $src"
printf '%-46s %8s %8s\n' "step (-O2)" "ours" "clang-22"
d_ours=$(best_of_3 "$ours" -fsycl -fsycl-device-only -O2 -c "$src" -o "$tmp/d.bc")
d_ref=$(best_of_3 clang++-22 -fsycl -fsycl-device-only -O2 -isystem "$root/sycl/include" -c "$src" -o "$tmp/d22.bc")
printf '%-46s %8s %8s\n' "device compile (-fsycl-device-only)" "$d_ours" "$d_ref"
c_ours=$(best_of_3 "$ours" -fsycl -O2 -c "$src" -o "$tmp/c.o")
c_ref=$(best_of_3 clang++-22 -fsycl -O2 -isystem "$root/sycl/include" -c "$src" -o "$tmp/c22.o")
printf '%-46s %8s %8s\n' "device + host compile (-fsycl -c)" "$c_ours" "$c_ref"
l_ours=$(best_of_3 "$root/build/bin/clang" --target=spirv64 --sycl-link "$tmp/c.o" -o "$tmp/k.spv")
printf '%-46s %8s %8s\n' "device link to SPIR-V (--sycl-link)" "$l_ours" "n/a"
a_ours=$(best_of_3 "$ours" -fsycl -O2 "$src" -o "$tmp/app")
printf '%-46s %8s %8s\n' "whole build (compile, device link, host link)" "$a_ours" "n/a"

"$ours" -fsycl -O2 "$root/utils/bench/sycl-launch.cpp" -o "$tmp/launch"
echo "launch latency on the CPU device (cold PoCL cache):"
SPIRV_OFFLOAD_DEVICE=cpu POCL_CACHE_DIR="$tmp/pocl" "$tmp/launch" 200
echo "launch latency on the CPU device (warm PoCL cache):"
SPIRV_OFFLOAD_DEVICE=cpu POCL_CACHE_DIR="$tmp/pocl" "$tmp/launch" 200
