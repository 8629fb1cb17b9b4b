#!/usr/bin/env python3
"""Robustness check of our llc on random IR from LLVM's llvm-stress.

For each seed, llvm-stress writes a random function; llc must either write a
module that spirv-val accepts and the Khronos reader (llvm-spirv-15 -r) reads,
or exit 1 with "error: ... is not supported" (or the parser's/verifier's
message). A crash, a hang, any other exit code, an invalid module or one the
reader rejects is a failure. Prints one line per failure, the refusal reasons
by count (--reasons) and a summary; exits 1 if anything failed or if fewer
than --min-valid percent of the seeds gave valid modules.

Usage: llc-stress.py [--llc PATH] [--first N] [--count N] [--size N]
                     [--min-valid PERCENT] [--reasons]
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "utils"))
import spirv_tools  # noqa: E402


def main():
    spirv_tools.use_current()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llc", default=os.path.join(ROOT, "build", "bin", "llc"))
    parser.add_argument("--stress", default="/usr/lib/llvm-22/bin/llvm-stress")
    parser.add_argument("--reader", default=shutil.which("llvm-spirv-15"),
                        help="the Khronos reader; skipped when not installed")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--size", type=int, default=60)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--min-valid", type=float, default=0,
                        help="fail unless this percentage of seeds is valid")
    parser.add_argument("--reasons", action="store_true",
                        help="print the refusal messages by count")
    args = parser.parse_args()

    compiled = rejected = 0
    failures = []
    reasons = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(args.first, args.first + args.count):
            ll = os.path.join(tmp, "s.ll")
            spv = os.path.join(tmp, "s.spv")
            ir = subprocess.run([args.stress, "-seed=%d" % seed, "-size=%d" % args.size],
                                capture_output=True, text=True, check=True).stdout
            # The generated function becomes a SPIR-V function (not a kernel:
            # it takes arbitrary parameters).
            with open(ll, "w") as f:
                f.write(ir.replace("define void", "define spir_func void"))
            try:
                run = subprocess.run([args.llc, "-mtriple=spirv64", "-filetype=obj", ll, "-o", spv],
                                     capture_output=True, text=True, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                failures.append((seed, "hang (over %gs)" % args.timeout))
                continue
            if run.returncode == 0:
                val = subprocess.run(["spirv-val", spv], capture_output=True, text=True)
                if val.returncode != 0:
                    failures.append((seed, "invalid module: " + (val.stdout + val.stderr).strip().splitlines()[0]))
                    continue
                if args.reader:
                    back = subprocess.run([args.reader, "-r", spv, "-o", os.path.join(tmp, "s.bc")],
                                          capture_output=True, text=True, timeout=args.timeout)
                    if back.returncode != 0:
                        msg = (back.stdout + back.stderr).strip().splitlines() or ["(no message)"]
                        failures.append((seed, "reader rejects: " + msg[0]))
                        continue
                compiled += 1
            elif run.returncode == 1 and "error:" in run.stderr and "Stack dump" not in run.stderr:
                rejected += 1
                first = next(l for l in run.stderr.splitlines() if "error:" in l)
                # The reason without the file name and function.
                reasons[re.sub(r" \(in function @[^)]*\)", "", first.split("error: ", 1)[1])] += 1
            else:
                first = (run.stderr.strip().splitlines() or ["(no message)"])[0]
                failures.append((seed, "exit %d: %s" % (run.returncode, first)))

    for seed, what in failures:
        print("seed %d: %s" % (seed, what))
    if args.reasons:
        for what, n in reasons.most_common():
            print("%5d  %s" % (n, what))
    print("%d seeds: %d compiled to valid modules, %d rejected with an error, %d failed"
          % (args.count, compiled, rejected, len(failures)))
    share = 100.0 * compiled / args.count if args.count else 100.0
    if share < args.min_valid:
        print("only %.1f%% valid, below the required %g%%" % (share, args.min_valid))
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
