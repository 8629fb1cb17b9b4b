#!/usr/bin/env bash
# SYCL through our clang++ -fsycl against the same algorithms in OpenCL C
# built by each device's own OpenCL compiler, per device, in one run each
# (docs/SYCL.md, "Measurements"):
#   bash utils/bench/sycl-vs-opencl.sh [repetitions=5]
# Intel's runtime is reached through the ICD loader with a vendors directory
# that names it next to the system's ICDs (the CPU driver dlopens it itself).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
reps="${1:-5}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$root/build/bin/clang++" -fsycl -O2 "$root/utils/bench/sycl-vs-opencl.cpp" -o "$tmp/bench" -lOpenCL
mkdir "$tmp/vendors"
cp /etc/OpenCL/vendors/*.icd "$tmp/vendors/" 2>/dev/null || true
intel="$root/.venv-intel-ocl/lib/libintelocl.so"
[ -f "$intel" ] && echo "$intel" > "$tmp/vendors/intel.icd"
export OCL_ICD_VENDORS="$tmp/vendors"
unset SPIRV_OFFLOAD_DEVICE
ONEAPI_DEVICE_SELECTOR=level_zero:0 "$tmp/bench" "Portable Computing Language" "$reps"
if [ -f "$intel" ]; then
  echo
  ONEAPI_DEVICE_SELECTOR=level_zero:1 "$tmp/bench" "Intel" "$reps"
fi
