#!/usr/bin/env python3
"""Compile time and peak memory of `clang++ -fsycl` on SYCL programs with many kernels.

Generates a SYCL program with N kernels (by default 1 and 64), as SYCL code
that tests or instantiates many kernels has them: each a function template
instance that submits a command group with a buffer accessor and one of a
range parallel_for, an nd_range parallel_for with a local_accessor, a
single_task, a host_task or a reduction. Compiles it with our
`clang++ -fsycl -O2 -c` and prints the CPU time (user + system) and peak
resident memory of the whole compile and of its two compiler jobs, the
device compile (to LLVM bitcode for spirv64; the SPIR-V backend runs at the
link) and the host compile (x86-64 object), which the driver's -### lists.
For scale it compiles the host side alone with Debian's clang++-22
(`-Xclang -fsycl-is-host` on our headers: the host job without our driver
and without the device compile), and prints the cost per kernel (the
difference between the largest and the smallest program, per kernel).

Each compile runs R times; the least CPU time is kept (other work on the
machine only ever adds to it) and the largest peak memory. Nothing is
asserted: the figures are printed.

Usage: sycl-compile-bench.py [--kernels 1,64] [--repeat R] [--clangxx PATH]
                             [--reference PATH]
"""
import argparse
import importlib.util
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# measure(cmd) -> (wall, CPU, peak KiB) of cmd and the processes it waited for.
_spec = importlib.util.spec_from_file_location("compile_bench", os.path.join(HERE, "compile-bench.py"))
compile_bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(compile_bench)

KERNEL = r"""
template <> void k<%(i)d>(sycl::queue &q, sycl::buffer<int> &b, sycl::buffer<int> &s) {
  q.submit([&](sycl::handler &h) {
    sycl::accessor a(b, h);
    constexpr int kind = %(i)d %% 5;
    if constexpr (kind == 0) {
      h.parallel_for(sycl::range<1>(64), [=](sycl::id<1> i) { a[i] = a[i] * %(i)d + int(i[0]); });
    } else if constexpr (kind == 1) {
      sycl::local_accessor<int, 1> l(16, h);
      h.parallel_for(sycl::nd_range<1>(64, 16), [=](sycl::nd_item<1> it) {
        l[it.get_local_id(0)] = a[it.get_global_id()] + %(i)d;
        sycl::group_barrier(it.get_group());
        a[it.get_global_id()] = l[15 - it.get_local_id(0)];
      });
    } else if constexpr (kind == 2) {
      h.single_task([=] { a[0] += %(i)d; });
    } else if constexpr (kind == 3) {
      h.host_task([=] { a[1] -= %(i)d; });
    } else {
      h.parallel_for(sycl::range<1>(64), sycl::reduction(s, h, sycl::plus<int>()),
                     [=](sycl::id<1> i, auto &r) { r += a[i] ^ %(i)d; });
    }
  });
}
"""


def program(n):
    parts = ["#include <sycl/sycl.hpp>\n",
             "template <int I> void k(sycl::queue &, sycl::buffer<int> &, sycl::buffer<int> &);\n"]
    parts += [KERNEL % {"i": i} for i in range(n)]
    parts.append("int main() {\n  sycl::queue q;\n  sycl::buffer<int> b(64), s(1);\n")
    parts += ["  k<%d>(q, b, s);\n" % i for i in range(n)]
    parts.append("  q.wait();\n}\n")
    return "".join(parts)


def jobs(clangxx, src, obj):
    """The device and host compiler jobs of `clang++ -fsycl -O2 -c`, as the
    driver's -### lists them; the host job without the embedded device image
    (the offload-binary step in between takes no time)."""
    r = subprocess.run([clangxx, "-fsycl", "-O2", "-c", src, "-o", obj, "-###"],
                       capture_output=True, text=True, check=True)
    out = {}
    for line in r.stderr.splitlines():
        if not line.startswith(' "'):
            continue
        words = shlex.split(line)
        if "-fsycl-is-device" in words:
            out["device"] = words
        elif "-fsycl-is-host" in words:
            out["host"] = [w for w in words if not w.startswith("-fembed-offload-object=")]
    if set(out) != {"device", "host"}:
        sys.exit("sycl-compile-bench: %s -### lists no device and host compiler jobs" % clangxx)
    return out


def best(cmd, repeat):
    """The least CPU time (seconds) and the largest peak memory (KiB) of
    `repeat` runs."""
    runs = [compile_bench.measure(cmd) for _ in range(repeat)]
    return min(r[1] for r in runs), max(r[2] for r in runs)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--kernels", default="1,64", help="kernel counts, comma-separated (default: 1,64)")
    p.add_argument("--repeat", type=int, default=3, help="runs of each compile (default: 3)")
    p.add_argument("--clangxx", default=os.path.join(ROOT, "build", "bin", "clang++"))
    p.add_argument("--reference", default="clang++-22",
                   help="the Clang for the host-only compile (default: Debian's clang++-22)")
    args = p.parse_args()
    include = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(args.clangxx))), "include")
    counts = [int(c) for c in args.kernels.split(",")]
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in counts:
            src = os.path.join(tmp, "k%d.cpp" % n)
            obj = os.path.join(tmp, "k%d.o" % n)
            with open(src, "w") as f:
                f.write(program(n))
            j = jobs(args.clangxx, src, obj)
            row = {
                "total": best([args.clangxx, "-fsycl", "-O2", "-c", src, "-o", obj], args.repeat),
                "device": best(j["device"], args.repeat),
                "host": best(j["host"], args.repeat),
                "reference": best([args.reference, "-std=c++17", "-O2", "-Xclang", "-fsycl-is-host",
                                   "-I", include, "-c", src, "-o", obj + ".ref"], args.repeat),
            }
            rows[n] = row
            print("%4d kernels: clang++ -fsycl %6.2f s CPU, %5.0f MiB | device job %6.2f s, %5.0f MiB | "
                  "host job %6.2f s, %5.0f MiB | %s host only %6.2f s, %5.0f MiB"
                  % (n, row["total"][0], row["total"][1] / 1024, row["device"][0], row["device"][1] / 1024,
                     row["host"][0], row["host"][1] / 1024, os.path.basename(args.reference),
                     row["reference"][0], row["reference"][1] / 1024), flush=True)
    if len(counts) > 1:
        lo, hi = min(counts), max(counts)
        per = lambda key: (rows[hi][key][0] - rows[lo][key][0]) / (hi - lo) * 1000
        print("per kernel: clang++ -fsycl %.0f ms CPU (device %.0f ms, host %.0f ms); %s host only %.0f ms"
              % (per("total"), per("device"), per("host"), os.path.basename(args.reference), per("reference")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
