#!/usr/bin/env bash
# Runs CI's job the way CI does: on a fresh clone of the committed HEAD (so a
# file that is only in the working tree, or a missing install step hidden by
# an existing build directory, shows up), and reports how long it took.
# Usage: ci/check-clean-clone.sh [directory for the clone]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$(mktemp -d /tmp/spirv-ci.XXXXXX)}"
rm -rf "$dest"
git clone -q "$root" "$dest"
echo "ci: fresh clone of $(git -C "$root" rev-parse --short HEAD) in $dest"
start=$(date +%s)
status=0
(cd "$dest" && CI=true bash .ci/run) || status=$?
echo "ci: .ci/run exited $status after $(( $(date +%s) - start ))s"
exit "$status"
