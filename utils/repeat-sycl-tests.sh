#!/usr/bin/env bash
# repeat-sycl-tests.sh [-n N] [--build DIR] [test.cpp ...]
# Runs SYCL tests many times in a row, to catch what fails only now and then
# (races between the host threads, the event graph and the devices). lit
# builds each test once (and runs it once); then each program, at -O0 and
# -O2, runs N times on every device, in the environment lit gives it, and
# every run's last line must be PASS. Prints the runs and failures of each
# test and exits 1 if any run failed. The default tests are those of the
# asynchronous execution model.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs=20
build="$root/build"
tests=()
while [ $# -gt 0 ]; do
  case "$1" in
    -n) runs="$2"; shift 2 ;;
    --build) build="$(cd "$2" && pwd)"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "repeat-sycl-tests.sh: unknown option '$1'" >&2; exit 2 ;;
    *) tests+=("$(basename "$1")"); shift ;;
  esac
done
if [ ${#tests[@]} -eq 0 ]; then
  tests=(async-buffers.cpp async-errors.cpp async-host-task.cpp async-overlap.cpp async-queue-lifetime.cpp
         async-threads.cpp in-order-pipeline.cpp queue-event-api.cpp queues-events.cpp reductions-device.cpp
         submit-stress.cpp)
fi
lit=/usr/lib/llvm-22/bin/lit
[ -x "$lit" ] || lit=lit
out="$build/test/SYCL/Output"

# lit builds the programs; a test that fails here fails before any repeat.
"$lit" -s "${tests[@]/#/$build/test/SYCL/}"

# The devices as lit names them (test/Execution/Inputs/offload_devices.py).
devices=()
while read -r line; do
  case "$line" in
    *"(PoCL "*) devices+=(pocl) ;;
    *"(Intel OpenCL "*) devices+=(intel) ;;
  esac
done < <("$build/bin/spirv-run" --list-devices)
[ ${#devices[@]} -gt 0 ] || { echo "repeat-sycl-tests.sh: no device found" >&2; exit 1; }

# test/SYCL/lit.local.cfg's environment.
export ZE_ENABLE_VALIDATION_LAYER=1 ZE_ENABLE_PARAMETER_VALIDATION=1
export POCL_CACHE_DIR="${POCL_CACHE_DIR:-$build/test/SYCL/pocl-cache}"
# test/lit.cfg.py's device-code cache, not the user's.
export SPIRV_OFFLOAD_CACHE_DIR="$build/test/device-code-cache"

failed_total=0
for t in "${tests[@]}"; do
  failed=0
  total=0
  for opt in -O0 -O2; do
    program="$out/$t.tmp$opt"
    for dev in "${devices[@]}"; do
      for ((i = 1; i <= runs; ++i)); do
        total=$((total + 1))
        log="$(SPIRV_OFFLOAD_DEVICE=$dev "$program" 2>&1)" || true
        if [ "$(printf '%s\n' "$log" | tail -n 1)" != "PASS" ]; then
          failed=$((failed + 1))
          echo "FAIL: $t $opt on $dev, run $i:" >&2
          printf '%s\n' "$log" | tail -n 20 >&2
        fi
      done
    done
  done
  printf '%-28s %4d runs, %d failed\n' "$t" "$total" "$failed"
  failed_total=$((failed_total + failed))
done
echo "devices: ${devices[*]}; $runs runs per program, optimization level and device"
[ $failed_total -eq 0 ]
