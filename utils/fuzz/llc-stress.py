#!/usr/bin/env python3
"""Robustness check of our llc on random IR from LLVM's llvm-stress.

For each seed, llvm-stress writes a random function; llc must either write a
module that spirv-val accepts or exit 1 with "error: ... is not supported"
(or the parser's/verifier's message). A crash, a hang, any other exit code or
an invalid module is a failure. Prints one line per failure and a summary;
exits 1 if anything failed.

Usage: llc-stress.py [--llc PATH] [--first N] [--count N] [--size N]
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llc", default=os.path.join(ROOT, "build", "bin", "llc"))
    parser.add_argument("--stress", default="/usr/lib/llvm-22/bin/llvm-stress")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--size", type=int, default=60)
    parser.add_argument("--timeout", type=float, default=20)
    args = parser.parse_args()

    compiled = rejected = 0
    failures = []
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
                else:
                    compiled += 1
            elif run.returncode == 1 and "error:" in run.stderr and "Stack dump" not in run.stderr:
                rejected += 1
            else:
                first = (run.stderr.strip().splitlines() or ["(no message)"])[0]
                failures.append((seed, "exit %d: %s" % (run.returncode, first)))

    for seed, what in failures:
        print("seed %d: %s" % (seed, what))
    print("%d seeds: %d compiled to valid modules, %d rejected with an error, %d failed"
          % (args.count, compiled, rejected, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
