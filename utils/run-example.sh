#!/usr/bin/env bash
# The main job: install what is missing, build, compile examples/vadd.ll to
# SPIR-V with our llc, validate it, print its disassembly, and run the kernel
# on the default Level-Zero device (the bundled CPU device where no GPU is),
# checking c = a + b on the host.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SPIRV_BUILD_DIR:-$root/build}"
cd "$root"

bash utils/install-deps.sh
echo "== build"
bash utils/build.sh -j"$(nproc)"

out="$build/examples"
mkdir -p "$out"
echo "== compile examples/vadd.ll"
"$build/bin/llc" -mtriple=spirv64 -filetype=obj examples/vadd.ll -o "$out/vadd.spv"
"$build/bin/llc" -mtriple=spirv64 -filetype=asm examples/vadd.ll -o "$out/vadd.spvasm"
echo "== validate"
# SPIRV-Tools 2025.5 from .venv-spirv (utils/install-deps.sh), Debian's without it.
PATH="$root/.venv-spirv/tools:$PATH"
spirv-val "$out/vadd.spv" && echo "spirv-val: valid"
llvm-spirv-15 -r "$out/vadd.spv" -o "$out/vadd.bc" && echo "llvm-spirv-15 -r: read back"
echo "== disassembly ($out/vadd.spvasm)"
cat "$out/vadd.spvasm"
echo "== run on the default device"
"$build/bin/spirv-run" --list-devices
"$build/bin/spirv-run" "$out/vadd.spv" --kernel=vadd \
  --arg=buffer:1048576:seq --arg=buffer:1048576:rand=42,-100,100 --arg=buffer:1048576 \
  --expect='2=a0+a1' --time
