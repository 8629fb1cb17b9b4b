#!/usr/bin/env bash
# Installs every Debian package the project builds, tests or runs with.
# Only packages that are missing are installed, so a second run is quick.
set -euo pipefail

PACKAGES=(
  # Build tools and the toolchain we build with.
  cmake ninja-build python3 clang-22 lld-22
  # LLVM/Clang 22 component libraries and the tools the tests use (FileCheck, lit, not).
  llvm-22 llvm-22-dev llvm-22-tools libclang-22-dev libpolly-22-dev
  # What LLVMConfig.cmake's exported targets need at link time.
  libzstd-dev zlib1g-dev libxml2-dev libedit-dev libffi-dev libcurl4-openssl-dev
  # SPIR-V grammar (generated tables) and the judges of our output.
  spirv-headers spirv-tools llvm-spirv-15
  # Execution: PoCL through the OpenCL ICD loader, and the Level-Zero loader.
  pocl-opencl-icd ocl-icd-libopencl1 ocl-icd-opencl-dev opencl-headers clinfo
  libze1 libze-dev
  # Leak checking of the runtime tests.
  valgrind
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing packages: ${missing[*]}" >&2
  echo "install-deps: run as root (apt-get is needed)" >&2
  exit 1
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends "${missing[@]}"
