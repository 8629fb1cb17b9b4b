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

Each compile runs R times, the two compilers taking turns, and the minimum
time of each is kept: on a shared machine other work only ever adds time, so
the minimum is the figure closest to the compiler's own cost. Peak memory is
the maximum of the runs.

Usage: compile-bench.py [--kernels N] [--repeat R] [--llc PATH] [--no-debug]
                        [--write-page FILE]
"""
import argparse
import os
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


def git_commit():
    try:
        return subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


PAGE_HEAD = """# Compile time and memory of llc

`python3 utils/bench/compile-bench.py` compiles one large generated module
(400 kernels and 400 helpers; OpenCL C through clang-22 at -O2, without and
with `-g`) with our llc and with Debian's llc-22 (LLVM's own SPIR-V backend)
in the same run, and prints compile time, peak memory and output size with
their ratios. Each compile runs several times, the two compilers taking
turns; the table gives the least CPU time (user + system) of the runs, as
other work on the machine only ever adds to it, and the largest peak
resident memory. Both compilers are Release builds.

This page is written by the script (`--write-page`).
"""


def write_page(path, args, inputs, results):
    rows = []
    for suffix, label in (("", ""), (" -g", ", `-g`")):
        if "ours" + suffix not in results:
            continue
        o, r = results["ours" + suffix], results["llc-22" + suffix]
        rows.append(f"| CPU time{label} | {o[1]:.3f} s | {r[1]:.3f} s | {o[1] / r[1]:.2f}x |")
        rows.append(f"| peak memory{label} | {o[2] / 1024:.1f} MiB | {r[2] / 1024:.1f} MiB "
                    f"| {o[2] / r[2]:.2f}x |")
        rows.append(f"| output{label} | {o[3] / 1024:.1f} KiB | {r[3] / 1024:.1f} KiB "
                    f"| {o[3] / r[3]:.2f}x |")
    command = "python3 utils/bench/compile-bench.py --repeat %d%s" % (
        args.repeat, " --no-debug" if args.no_debug else "")
    valid = all(v[4] for v in results.values())
    with open(path, "w") as f:
        f.write(PAGE_HEAD)
        f.write(f"""
At {git_commit()}, `{command}`:

""")
        for suffix, lines in inputs:
            f.write(f"- input{' with `-g`' if suffix else ''}: {lines} lines of LLVM IR\n")
        f.write("\n| | ours | llc-22 | ratio |\n|---|---|---|---|\n")
        f.write("\n".join(rows) + "\n")
        f.write("\n" + ("All the modules pass spirv-val." if valid
                         else "Not every module passes spirv-val.") +
                (" llc-22 writes no debug information into SPIR-V, hence the sizes "
                 "with `-g`." if not args.no_debug else "") + "\n")


def main():
    spirv_tools.use_current()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--llc", default=os.path.join(ROOT, "build", "bin", "llc"))
    parser.add_argument("--reference", default="/usr/lib/llvm-22/bin/llc")
    parser.add_argument("--no-debug", action="store_true",
                        help="measure only the module without -g")
    parser.add_argument("--write-page", metavar="FILE",
                        help="also write the figures as the results page FILE "
                             "(docs/results/compile-bench.md)")
    args = parser.parse_args()

    variants = [("", [])] if args.no_debug else [("", []), (" -g", ["-g"])]
    compilers = (("ours", args.llc), ("llc-22", args.reference))
    with tempfile.TemporaryDirectory() as tmp:
        cl = os.path.join(tmp, "bench.cl")
        with open(cl, "w") as f:
            f.write(kernel_source(args.kernels))
        results = {}
        inputs = []
        for suffix, flags in variants:
            ll = os.path.join(tmp, "bench%s.ll" % suffix.strip())
            subprocess.run(["clang-22", "--target=spirv64", "-cl-std=CL2.0", "-O2",
                            "-emit-llvm", "-S", cl, "-o", ll] + flags, check=True)
            lines = sum(1 for _ in open(ll))
            inputs.append((suffix, lines))
            print(f"input{suffix}: {args.kernels} kernels + {args.kernels} helpers, "
                  f"{lines} lines of LLVM IR ({os.path.getsize(ll) // 1024} KiB)")
            runs = {name: [] for name, _ in compilers}
            outs = {}
            for _ in range(args.repeat):
                # Taking turns: a burst of load on the machine hits both.
                for name, llc in compilers:
                    outs[name] = os.path.join(tmp, (name + suffix).replace(" ", "") + ".spv")
                    runs[name].append(measure([llc, "-mtriple=spirv64", "-filetype=obj",
                                               ll, "-o", outs[name]]))
            for name, _ in compilers:
                key = name + suffix
                wall = min(r[0] for r in runs[name])
                cpu = min(r[1] for r in runs[name])
                peak = max(r[2] for r in runs[name])
                valid = subprocess.run(["spirv-val", outs[name]],
                                       capture_output=True).returncode == 0
                results[key] = (wall, cpu, peak, os.path.getsize(outs[name]), valid)
                print(f"{key:>10}: {wall:7.3f} s wall, {cpu:7.3f} s CPU (least of "
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
        if args.write_page:
            write_page(args.write_page, args, inputs, results)
            print("wrote " + args.write_page)


if __name__ == "__main__":
    main()
