#!/usr/bin/env python3
"""Compile-time, peak-memory and output-size benchmark of our llc.

Generates one large OpenCL C module (many kernels and helper functions that
use integer and floating-point arithmetic, loops, branches and calls), turns
it into LLVM IR with Debian's clang-22, without and with -g, then compiles
each to a SPIR-V binary with our llc and with Debian's llc-22 (LLVM's own
SPIR-V backend) in the same run, and prints wall time, CPU time (user +
system), peak resident memory and output size of each, the ratios ours /
llc-22, and what -g costs each compiler (with -g / without). Nothing is
asserted: the figures are printed.

Usage: compile-bench.py [--kernels N] [--repeat R] [--llc PATH] [--no-debug]
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


def measure(cmd):
    """Runs cmd; returns its wall time and CPU time (user + system) in
    seconds and its own peak resident memory in KiB."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execvp(cmd[0], cmd)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit("failed: " + " ".join(cmd))
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def main():
    spirv_tools.use_current()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--llc", default=os.path.join(ROOT, "build", "bin", "llc"))
    parser.add_argument("--reference", default="/usr/lib/llvm-22/bin/llc")
    parser.add_argument("--no-debug", action="store_true",
                        help="measure only the module without -g")
    args = parser.parse_args()

    variants = [("", [])] if args.no_debug else [("", []), (" -g", ["-g"])]
    with tempfile.TemporaryDirectory() as tmp:
        cl = os.path.join(tmp, "bench.cl")
        with open(cl, "w") as f:
            f.write(kernel_source(args.kernels))
        results = {}
        for suffix, flags in variants:
            ll = os.path.join(tmp, "bench%s.ll" % suffix.strip())
            subprocess.run(["clang-22", "--target=spirv64", "-cl-std=CL2.0", "-O2",
                            "-emit-llvm", "-S", cl, "-o", ll] + flags, check=True)
            lines = sum(1 for _ in open(ll))
            print(f"input{suffix}: {args.kernels} kernels + {args.kernels} helpers, "
                  f"{lines} lines of LLVM IR ({os.path.getsize(ll) // 1024} KiB)")
            for name, llc in (("ours", args.llc), ("llc-22", args.reference)):
                key = name + suffix
                out = os.path.join(tmp, key.replace(" ", "") + ".spv")
                cmd = [llc, "-mtriple=spirv64", "-filetype=obj", ll, "-o", out]
                runs = [measure(cmd) for _ in range(args.repeat)]
                wall = statistics.median(r[0] for r in runs)
                cpu = statistics.median(r[1] for r in runs)
                peak = max(r[2] for r in runs)
                valid = subprocess.run(["spirv-val", out], capture_output=True).returncode == 0
                results[key] = (wall, cpu, peak, os.path.getsize(out))
                print(f"{key:>10}: {wall:7.3f} s wall, {cpu:7.3f} s CPU (medians of "
                      f"{args.repeat}), peak {peak / 1024:7.1f} MiB, output "
                      f"{results[key][3] / 1024:8.1f} KiB, spirv-val "
                      f"{'ok' if valid else 'FAILED'}")

        def ratios(a, b):
            x, y = results[a], results[b]
            return (f"wall {x[0] / y[0]:.2f}x, CPU {x[1] / y[1]:.2f}x, "
                    f"peak memory {x[2] / y[2]:.2f}x, output size {x[3] / y[3]:.2f}x")

        for suffix, _ in variants:
            print(f"  ratio ours/llc-22{suffix}: " + ratios("ours" + suffix, "llc-22" + suffix))
        if not args.no_debug:
            for name in ("ours", "llc-22"):
                print(f"  cost of -g, {name}: " + ratios(name + " -g", name))

if __name__ == "__main__":
    main()
