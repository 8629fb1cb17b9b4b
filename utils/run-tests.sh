#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds, installs the
# toolchain into a scratch prefix (build/install-test), makes the Debian
# package (build/spirv-toolchain_*.deb), runs every lit suite
# (codegen, MC, runtime, execution, SYCL, and Install against that prefix)
# and prints "N passed, N failed".
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SPIRV_BUILD_DIR:-$root/build}"
cd "$root"

start=$(date +%s)
bash utils/install-deps.sh
echo "== build"
bash utils/build.sh -j"$(nproc)"
# test/Install runs against an installed copy (build/install-test).
echo "== install into $build/install-test"
cmake --build "$build" --target install-test
echo "== Debian package"
(cd "$build" && cpack -G DEB)

echo "== tests"
log="$build/test-results.log"
set +e
"/usr/lib/llvm-22/bin/lit" -sv --time-tests "$build/test" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e

count() { grep -E "^ *$1 *: *[0-9]+" "$log" | tail -1 | sed -E 's/[^0-9]*([0-9]+).*/\1/'; }
passed=$(( $(count Passed || true) + 0 ))
xfailed=$(( $(count "Expectedly Failed" || true) + 0 ))
failed=$(( $(count Failed || true) + $(count "Unexpectedly Passed" || true) + 0 ))
skipped=$(( $(count Unsupported || true) + 0 ))
echo "== done in $(( $(date +%s) - start ))s"
echo "$(( passed + xfailed )) passed, $failed failed, $skipped skipped"
if [ "$passed" -eq 0 ]; then
  echo "run-tests: no test ran" >&2
  exit 1
fi
exit "$status"
