#!/usr/bin/env python3
"""Compiles the device code of HeCBench's SYCL benchmarks with our
`clang++ -fsycl` and judges each device module with spirv-val and Intel's
GPU compiler (ocloc) for Gen12, Arc and PVC; prints counts by category and
the reasons, grouped.

A developer check, not a test (about ten seconds of CPU per benchmark); its
figures go into docs/results/gpu-compiler.md by hand. For each `src/NAME-sycl`
folder, the compile commands are the benchmark's own: `make -n` with
`CC=<our clang++> GPU=no` (as the corpus README builds them), run in the
folder with the object written to a temporary directory (the corpus stays
read-only); the objects then go through the device link alone
(`clang --target=spirv64 --sycl-link`), which writes one SPIR-V module per
translation unit with kernels. Nothing is run.

Categories, per benchmark:
  no-kernels     it compiled, and no translation unit holds device code
  compile-error  the front end refused a source (missing headers or
                 libraries outside SYCL: oneDPL, oneMKL, dpct, MPI, ...)
  link-error     the device link refused (our target's "not supported")
  invalid        spirv-val rejects a module (a bug)
  valid          every module validates; the GPU compiler's verdicts follow
  crash, hang    as in run-corpus.py

Usage: hecbench-device.py [--corpus DIR] [--clangxx PATH] [--jobs N]
                          [--timeout S] [--only NAME]... [--first N]
                          [--reason-files N]
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "utils"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spirv_tools  # noqa: E402
import gpu_compiler  # noqa: E402

CATEGORIES = ["valid", "no-kernels", "compile-error", "link-error", "invalid",
              "crash", "hang"]


def default_corpus():
    for up in ("..", os.path.join("..", "..")):
        path = os.path.normpath(os.path.join(ROOT, up, "shared", "corpora", "hecbench"))
        if os.path.isdir(path):
            return path
    return None


def first_error(text):
    for line in text.splitlines():
        if "error:" in line:
            t = re.sub(r"^.*?error: ", "", line.strip())
            return re.sub(r" \(in function @[^)]*\)$", "", t)
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1] if lines else "failed"


def compile_commands(bench, clangxx, timeout):
    p = subprocess.run(["make", "-n", "-C", bench, "CC=" + clangxx, "GPU=no"],
                       capture_output=True, text=True, errors="replace", timeout=timeout)
    return [l for l in p.stdout.splitlines()
            if l.startswith(clangxx) and re.search(r"\s-c(\s|$)", l)]


def step(args, cwd, timeout, what):
    """Runs one compile or link; None, or the benchmark's category and reason."""
    try:
        p = subprocess.run(args, cwd=cwd, capture_output=True, text=True,
                           errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return "hang", what
    if p.returncode == 0:
        return None
    if "PLEASE submit" in p.stderr or p.returncode < 0:
        return "crash", first_error(p.stderr)
    return what + "-error", first_error(p.stderr)


def classify(bench, tools, timeout, gpu):
    with tempfile.TemporaryDirectory() as tmp:
        cmds = compile_commands(bench, tools["clang++"], timeout)
        if not cmds:
            return "compile-error", "no compile command from make -n"
        objs = []
        for n, cmd in enumerate(cmds):
            args = shlex.split(cmd)
            if "-o" in args:
                i = args.index("-o")
                del args[i:i + 2]
            obj = os.path.join(tmp, "%d.o" % n)
            args += ["-o", obj]
            failed = step(args, bench, timeout, "compile")
            if failed:
                return failed
            objs.append(obj)
        spv = os.path.join(tmp, "k.spv")
        failed = step([tools["clang"], "--target=spirv64", "--sycl-link"] + objs + ["-o", spv],
                      tmp, timeout, "link")
        if failed:
            return failed
        modules = sorted(os.path.join(tmp, f) for f in os.listdir(tmp)
                         if re.fullmatch(r"k(\.\d+)?\.spv", f))
        if not modules:
            return "no-kernels", None
        for m in modules:
            v = subprocess.run([tools["spirv-val"], m], capture_output=True, text=True,
                               errors="replace", timeout=timeout)
            if v.returncode != 0:
                return "invalid", first_error(v.stderr + v.stdout)
        if tools["ocloc"]:
            for k, m in enumerate(modules):
                gpu["%s#%d" % (bench, k)] = gpu_compiler.judge(tools["ocloc"], m, timeout)
        return "valid", "%d modules" % len(modules)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=default_corpus())
    parser.add_argument("--clangxx", default=os.path.join(ROOT, "build", "bin", "clang++"))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--only", action="append", default=[],
                        help="this benchmark (NAME-sycl) only; repeatable")
    parser.add_argument("--first", type=int, default=0,
                        help="the first N benchmarks in name order only")
    parser.add_argument("--reason-files", type=int, default=3)
    args = parser.parse_args()
    if not args.corpus or not os.path.isdir(os.path.join(args.corpus, "src")):
        sys.exit("corpus not found; pass --corpus DIR")
    spirv_tools.use_current()
    tools = {"clang++": args.clangxx,
             "clang": os.path.join(os.path.dirname(args.clangxx), "clang"),
             "spirv-val": shutil.which("spirv-val"), "ocloc": gpu_compiler.find()}
    if not tools["ocloc"]:
        print("warning: ocloc not found (install intel-opencl-icd): no GPU-compiler figures",
              file=sys.stderr)
    src = os.path.join(args.corpus, "src")
    benches = sorted(os.path.join(src, d) for d in os.listdir(src) if d.endswith("-sycl"))
    if args.only:
        benches = [b for b in benches if os.path.basename(b) in args.only]
    if args.first:
        benches = benches[:args.first]
    results, gpu = {}, {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {pool.submit(classify, b, tools, args.timeout, gpu): b for b in benches}
        for fut in concurrent.futures.as_completed(futures):
            results[futures[fut]] = fut.result()
    rel = lambda p: os.path.relpath(p.split("#")[0], src) + (
        "" if "#" not in p else " (module %s)" % p.split("#")[1])
    counts = collections.Counter(c for c, _ in results.values())
    print("benchmarks: %d SYCL folders of %s" % (len(benches), src))
    for cat in CATEGORIES:
        print("  %-13s %4d" % (cat, counts[cat]))
    for cat in CATEGORIES[2:]:
        reasons = collections.defaultdict(list)
        for b, (c, why) in results.items():
            if c == cat:
                reasons[why].append(b)
        if reasons:
            print("\n%s:" % cat)
            for why, bs in sorted(reasons.items(), key=lambda kv: -len(kv[1])):
                print("  %4d  %s" % (len(bs), why))
                for b in sorted(bs)[:args.reason_files]:
                    print("          %s" % rel(b))
    if gpu:
        gpu_compiler.report(gpu, "device modules of the valid benchmarks", rel,
                            args.reason_files)
    return 0


if __name__ == "__main__":
    sys.exit(main())
