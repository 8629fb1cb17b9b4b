"""Intel's GPU compiler (ocloc, Debian's intel-opencl-icd) as a judge of
SPIR-V modules, for the corpus scripts: the same devices and command as the
lit check (test/Inputs/gpu-judge/spirv-val).

Run as a script, it compares OpenCL C files built by the GPU compiler from
source with our SPIR-V of them (the translator corpus's .cl files by
default); it exits 1 if a file builds from source but not from ours:
  gpu_compiler.py [--sources DIR] [--clang PATH] [--timeout S]
With --judge, it gives SPIR-V modules to the GPU compiler and prints its
verdict per device (the reason, also where ocloc says nothing); it exits 1
if a device rejects one:
  gpu_compiler.py --judge M.spv... [--device D]..."""
import collections
import os
import re
import shutil
import signal
import subprocess
import tempfile

from translator_tests import extensions_in_run_lines, spirv_ext_option

DEVICES = ["tgllp", "dg2-g10", "pvc"]  # Gen12, Arc (Xe-HPG), PVC (Xe-HPC)


def find():
    return shutil.which("ocloc")


# What ocloc prints for every SPIR-V input, failed or not.
NOISE = "Compilation from IR - skipping loading of FCL"


def reason(output, returncode=None):
    """The GPU compiler's first error, without what varies between inputs;
    for a rejection without a message (the GPU compiler aborting), how ocloc
    ended."""
    for line in output.splitlines():
        if "error" in line.lower() and not line.startswith("Command was"):
            text = line.strip()
            text = re.sub(r"'[^']*'", "'...'", text)
            text = re.sub(r"\b\d{3,}\b", "N", text)
            return text
    lines = [l for l in output.splitlines() if l.strip() and l.strip() != NOISE]
    if lines:
        return lines[-1]
    if returncode is None:
        return "ocloc failed without a message"
    if returncode < 0 or returncode > 128:
        sig = -returncode if returncode < 0 else returncode - 128
        try:
            name = signal.Signals(sig).name
        except ValueError:
            name = "signal %d" % sig
        return "ocloc killed by %s without a message (the GPU compiler crashed)" % name
    return "ocloc exit code %d without a message" % returncode


def spirv_version(spv):
    """(major, minor) of a SPIR-V binary's header, or None."""
    try:
        with open(spv, "rb") as f:
            head = f.read(8)
    except OSError:
        return None
    if len(head) < 8:
        return None
    word = int.from_bytes(head[4:8], "little" if head[:4] == b"\x03\x02\x23\x07" else "big")
    return (word >> 16) & 0xff, (word >> 8) & 0xff


def _compile_each(command, timeout, devices):
    """{device: None (built) or the reason it was rejected}: ocloc with
    command(device, output path) for each device."""
    verdict = {}
    with tempfile.TemporaryDirectory() as tmp:
        for dev in devices:
            try:
                p = subprocess.run(command(dev, os.path.join(tmp, dev)),
                                   capture_output=True, text=True, errors="replace",
                                   timeout=timeout)
                verdict[dev] = (None if p.returncode == 0 else
                                reason(p.stdout + p.stderr, p.returncode))
            except subprocess.TimeoutExpired:
                verdict[dev] = "no answer within %g s" % timeout
    return verdict


def judge(ocloc, spv, timeout, devices=DEVICES):
    """{device: None (built) or the reason it was rejected}. The 2022 GPU
    compiler reads SPIR-V up to 1.4 and refuses a later version without a
    word: that is the reason then."""
    verdict = _compile_each(lambda dev, out: [ocloc, "compile", "-file", spv, "-spirv_input",
                                              "-device", dev, "-output", out],
                            timeout, devices)
    version = spirv_version(spv)
    if version and version > (1, 4):
        for dev, why in verdict.items():
            if why and "without a message" in why:
                verdict[dev] = "a SPIR-V %d.%d module: the GPU compiler reads SPIR-V up to 1.4" % version
    return verdict


def report(verdicts, label, rel, reason_files=0, devices=DEVICES):
    """Prints acceptance per device over {input: verdict} and the
    rejections grouped by reason."""
    print("\nIntel's GPU compiler (ocloc compile -spirv_input) on the %d %s:"
          % (len(verdicts), label))
    for dev in devices:
        ok = sum(1 for v in verdicts.values() if v.get(dev) is None)
        print("  %-8s %4d built, %4d rejected" % (dev, ok, len(verdicts) - ok))
    reasons = collections.defaultdict(lambda: collections.defaultdict(list))
    for f, v in verdicts.items():
        for dev in devices:
            if v.get(dev):
                reasons[v[dev]][dev].append(f)
    if reasons:
        print("rejections by reason (devices):")
    for why, by_dev in sorted(reasons.items(),
                              key=lambda kv: -max(len(x) for x in kv[1].values())):
        inputs = sorted({f for fs in by_dev.values() for f in fs})
        print("  %4d  %s  [%s]" % (len(inputs), why, ", ".join(
            "%s %d" % (d, len(by_dev[d])) for d in devices if d in by_dev)))
        for f in inputs[:reason_files]:
            print("          %s" % rel(f))


def build_source(ocloc, cl, options, timeout, devices=DEVICES):
    """{device: None (built) or the reason}: the GPU compiler building the
    OpenCL C source itself (its own front end), the bar for our modules."""
    return _compile_each(lambda dev, out: [ocloc, "compile", "-file", cl, "-device", dev,
                                           "-options", " ".join(options), "-output", out],
                         timeout, devices)


def compare_sources(sources, clang, spirv_val, timeout, rel, devices=DEVICES):
    """Builds each OpenCL C file from source with the GPU compiler and from
    our SPIR-V (`clang -target spirv64`, with the extensions the file's
    RUN lines enable for the translator; spirv-val, ocloc -spirv_input);
    prints per device how many each builds and every file the GPU compiler
    builds from source but not from ours. Returns that number."""
    ocloc = find()
    options = ["-cl-std=CL2.0"]
    ours_flags = ["-target", "spirv64", "-cl-std=CL2.0", "-O2", "-Xclang",
                  "-finclude-default-header", "-Wno-everything"]
    counts = {d: [0, 0] for d in devices}
    short = collections.defaultdict(list)
    for cl in sources:
        src = build_source(ocloc, cl, options, timeout, devices)
        with tempfile.TemporaryDirectory() as tmp:
            spv = os.path.join(tmp, "k.spv")
            # The extensions the translator is given for the file (its RUN
            # lines), as the user of our compiler would enable them.
            exts = extensions_in_run_lines(cl)
            ext_flags = ["-mllvm", "--spirv-ext=" + spirv_ext_option(exts)] if exts else []
            p = subprocess.run([clang] + ours_flags + ext_flags + ["-c", cl, "-o", spv],
                               capture_output=True, text=True, errors="replace",
                               timeout=timeout)
            if p.returncode != 0:
                ours = {d: "our compile: " + reason(p.stderr) for d in devices}
            elif subprocess.run([spirv_val, spv], capture_output=True).returncode != 0:
                ours = {d: "our module is invalid (spirv-val)" for d in devices}
            else:
                ours = judge(ocloc, spv, timeout, devices)
        for d in devices:
            counts[d][0] += src[d] is None
            counts[d][1] += ours[d] is None
            if src[d] is None and ours[d] is not None:
                short[d].append((cl, ours[d]))
    print("\nOpenCL C sources (%d): built by the GPU compiler from source / from our SPIR-V"
          % len(sources))
    for d in devices:
        print("  %-8s %4d / %4d" % (d, counts[d][0], counts[d][1]))
    missing = 0
    for d in devices:
        for cl, why in short[d]:
            print("  %s: built from source, not from ours: %s: %s" % (d, rel(cl), why))
            missing += 1
    return missing


def main():
    import argparse
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(
        description="Builds OpenCL C files with Intel's GPU compiler from source and "
                    "from our SPIR-V, per device: what it builds from source must "
                    "build from ours.")
    parser.add_argument("--sources", metavar="DIR",
                        help="every .cl under DIR (default: the translator corpus)")
    parser.add_argument("--clang", default=os.path.join(root, "build", "bin", "clang"))
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--judge", nargs="+", metavar="M.spv",
                        help="judge these modules instead")
    parser.add_argument("--device", action="append", choices=DEVICES,
                        help="with --judge: this device only; repeatable")
    args = parser.parse_args()
    if args.judge:
        if not find():
            sys.exit("no ocloc (install intel-opencl-icd)")
        rejected = 0
        for spv in args.judge:
            for dev, why in judge(find(), spv, args.timeout, args.device or DEVICES).items():
                print("%s: %s: %s" % (spv, dev, "rejected: " + why if why else "built"))
                rejected += why is not None
        return 1 if rejected else 0
    top = args.sources
    if not top:
        for up in ("..", os.path.join("..", "..")):
            cand = os.path.normpath(os.path.join(root, up, "shared", "corpora",
                                                 "spirv-llvm-translator", "test"))
            if os.path.isdir(cand):
                top = cand
    if not top or not find():
        sys.exit("no sources (--sources DIR) or no ocloc")
    sys.path.insert(0, os.path.join(root, "utils"))
    import spirv_tools
    spirv_tools.use_current()
    sources = sorted(os.path.join(d, f) for d, _, fs in os.walk(top)
                     for f in fs if f.endswith(".cl"))
    missing = compare_sources(sources, args.clang, shutil.which("spirv-val"),
                              args.timeout, lambda p: os.path.relpath(p, top))
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
