#!/usr/bin/env bash
# SYCL through our clang++ -fsycl against the same algorithms in OpenCL C
# built by each device's own OpenCL compiler, per device, in one run each
# (docs/results/SYCL-benchmarks.md):
#   bash utils/bench/sycl-vs-opencl.sh [repetitions=5] [kernels, as sycl-vs-opencl.cpp takes them]
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
unset ONEAPI_DEVICE_SELECTOR SYCL_DEVICE_FILTER
status=0
# One PoCL thread for both sides, as the CPU driver configures PoCL
# (docs/Runtime.md); in this process OpenCL initializes PoCL first.
POCL_MAX_PTHREAD_COUNT=1 SPIRV_OFFLOAD_DEVICE=pocl "$tmp/bench" "Portable Computing Language" "$reps" ${2:+"$2"} || status=1
if [ -f "$intel" ]; then
  echo
  SPIRV_OFFLOAD_DEVICE=intel "$tmp/bench" "Intel" "$reps" ${2:+"$2"} || status=1
fi
exit $status
