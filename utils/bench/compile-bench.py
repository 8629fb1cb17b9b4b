#!/usr/bin/env python3
"""Compile-time, peak-memory and output-size benchmark of our llc.

Generates one large OpenCL C module (many kernels and helper functions that
use integer and floating-point arithmetic, loops, branches and calls), turns
it into LLVM IR with Debian's clang-22, then compiles it to a SPIR-V binary
with our llc and with Debian's llc-22 (LLVM's own SPIR-V backend) in the same
run, and prints wall time, peak resident memory and output size of each,
with the ratio ours / llc-22. Nothing is asserted: the figures are printed.

Usage: compile-bench.py [--kernels N] [--repeat R] [--llc PATH]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "utils"))
import spirv_tools  # noqa: E402


def kernel_source(n):
    parts = []
    for k in range(n):
        parts.append(f"""
float helper{k}(float x, int i) {{
  float r = x;
  for (int j = 0; j < (i & 7) + {k % 5 + 1}; ++j)
    r = r * 0.5f + (float)(j ^ {k});
  return r > 100.0f ? r - 100.0f : r;
}}
kernel void bench{k}(global const float *a, global float *b, global int *c,
                     int n, float s) {{
  int i = get_global_id(0);
  if (i >= n) return;
  float acc = 0.0f;
  for (int j = 0; j < {k % 7 + 2}; ++j)
    acc += a[(i + j) % n] * s;
  int q = c[i];
  q = (q << 3) ^ (q >> 2) ^ {k};
  c[i] = q % 1021;
  b[i] = helper{k}(acc, q) + (float)get_local_id(0);
}}
""")
    return "".join(parts)


def run(cmd):
    """Runs cmd; returns its wall time in seconds."""
    start = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr.decode()))
    return elapsed


def peak_kib(cmd):
    """Runs cmd once more; returns its own peak resident memory in KiB."""
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execvp(cmd[0], cmd)
    _, status, usage = os.wait4(pid, 0)
    if status != 0:
        sys.exit("failed: " + " ".join(cmd))
    return usage.ru_maxrss


def main():
    spirv_tools.use_current()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--llc", default=os.path.join(ROOT, "build", "bin", "llc"))
    parser.add_argument("--reference", default="/usr/lib/llvm-22/bin/llc")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        cl = os.path.join(tmp, "bench.cl")
        ll = os.path.join(tmp, "bench.ll")
        with open(cl, "w") as f:
            f.write(kernel_source(args.kernels))
        subprocess.run(["clang-22", "--target=spirv64", "-cl-std=CL2.0", "-O2",
                        "-emit-llvm", "-S", cl, "-o", ll], check=True)
        lines = sum(1 for _ in open(ll))
        print(f"input: {args.kernels} kernels + {args.kernels} helpers, "
              f"{lines} lines of LLVM IR ({os.path.getsize(ll) // 1024} KiB)")

        results = {}
        for name, llc in (("ours", args.llc), ("llc-22", args.reference)):
            out = os.path.join(tmp, name + ".spv")
            cmd = [llc, "-mtriple=spirv64", "-filetype=obj", ll, "-o", out]
            times = [run(cmd) for _ in range(args.repeat)]
            peak = peak_kib(cmd)
            valid = subprocess.run(["spirv-val", out], capture_output=True).returncode == 0
            results[name] = (statistics.median(times), peak, os.path.getsize(out), valid)
            print(f"{name:>7}: {results[name][0]:7.3f} s (median of {args.repeat}), "
                  f"peak {peak / 1024:7.1f} MiB, output {results[name][2] / 1024:8.1f} KiB, "
                  f"spirv-val {'ok' if valid else 'FAILED'}")

        ours, ref = results["ours"], results["llc-22"]
        print(f"  ratio ours/llc-22: time {ours[0] / ref[0]:.2f}x, "
              f"peak memory {ours[1] / ref[1]:.2f}x, output size {ours[2] / ref[2]:.2f}x")


if __name__ == "__main__":
    main()
