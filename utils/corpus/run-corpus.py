#!/usr/bin/env python3
"""Runs our llc over the whole SPIRV-LLVM-Translator test corpus and prints
counts by category and the refusal reasons, grouped.

A developer check, not a test: it takes minutes and its figures go into
docs/Corpus.md by hand. The method is the corpus README's: every `.ll`
outside a `negative/` folder is compiled with
`llc -O0 -mtriple=spirv64 -filetype=obj`, plus `--spirv-ext=` with the
extensions the input's own RUN lines enable (--no-run-line-ext leaves that
out); a module llc writes is given to `spirv-val` (SPIRV-Tools 2025.5 from
.venv-spirv, see utils/install-deps.sh), and one that validates to both
readers: the Khronos translator of LLVM 15 (`llvm-spirv-15 -r`) and its 2024
build (`llvm-spirv-2024 -r`, .venv-spirv). Every module spirv-val accepts
also goes to Intel's GPU compiler (`ocloc compile -spirv_input`, Debian's
intel-opencl-icd) for Gen12 (tgllp), Arc (dg2-g10) and PVC (pvc); its
acceptance per device and its rejections, grouped, follow the categories
(--no-gpu-compiler leaves that out).

Categories:
  valid          spirv-val accepts the module and both readers read it back
                 (where the older reader does not know an extension the
                 module uses, the newer one alone; where neither knows it,
                 spirv-val alone; both counted separately)
  valid-unread   spirv-val accepts it, a reader does not (which one is said)
  invalid        spirv-val rejects the module llc wrote (a bug); SPIRV-Tools
                 2025.5's function-pointer defect is judged by
                 utils/spirv_val_fnptr.py
  clean-error    llc refused with "error: ... is not supported" or another
                 target error, exit code 1 (grouped by reason)
  input-error    LLVM 22 cannot read or verify the input (old IR syntax)
  crash          any other exit (signal, assertion, stack dump)
  hang           no answer within --timeout seconds

An input "needs an extension" when it is refused and its own RUN lines
enable extensions for the translator (--spirv-ext=+SPV_...): it tests
something that only exists with that extension. The goal figure is the
valid share of the inputs that do not.

Usage: run-corpus.py [--corpus DIR] [--llc PATH] [--jobs N] [--timeout S]
                     [--list CATEGORY]... [--reason-files N]
                     [--no-run-line-ext] [--only FILE]
Inputs are read in place; nothing is copied.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "utils"))
import spirv_tools  # noqa: E402
import spirv_val_fnptr  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gpu_compiler  # noqa: E402
from translator_tests import extensions_in_run_lines, spirv_ext_option  # noqa: E402


def default_corpus():
    # The corpora live next to the project (../shared from the main
    # checkout, ../../shared from a worktree under wt/).
    for up in ("..", os.path.join("..", "..")):
        path = os.path.normpath(os.path.join(ROOT, up, "shared", "corpora",
                                             "spirv-llvm-translator"))
        if os.path.isdir(path):
            return path
    return None


def inputs(corpus):
    found = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(corpus, "test")):
        dirnames[:] = sorted(d for d in dirnames if d != "negative")
        found.extend(os.path.join(dirpath, f) for f in sorted(filenames)
                     if f.endswith(".ll"))
    return found


def normalize_reason(line):
    """One refusal message without what varies between inputs."""
    text = re.sub(r"^.*?(error|LLVM ERROR): ", "", line.strip())
    text = re.sub(r"^[^ :]+:\d+:\d+: ", "", text)  # source position
    text = re.sub(r" \(in function @[^)]*\)$", "", text)
    # Names of the input's own functions and globals vary; LLVM's
    # intrinsics (@llvm.*) are the reason itself.
    text = re.sub(r"@(?!llvm\.)[\w.$\"-]+", "@...", text)
    return text


def classify(path, tools, timeout, tmp, run_line_ext, gpu):
    out = os.path.join(tmp, "%d.spv" % (abs(hash(path)) % 10**12))
    cmd = [tools["llc"], "-O0", "-mtriple=spirv64", "-filetype=obj", path, "-o", out]
    exts = extensions_in_run_lines(path) if run_line_ext else []
    if exts:
        cmd.append("--spirv-ext=" + spirv_ext_option(exts))
    try:
        proc = subprocess.run(cmd, capture_output=True,
                              text=True, errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return "hang", None
    stderr = proc.stderr
    # "LLVM ERROR:" without a stack dump: report_fatal_error without a crash
    # report, a refusal (of an --spirv-ext item) in an older llc's style.
    if proc.returncode == 1 and ("error:" in stderr or "LLVM ERROR:" in stderr) and \
            "Stack dump" not in stderr and "PLEASE submit" not in stderr:
        first = next(l for l in stderr.splitlines()
                     if "error:" in l or "LLVM ERROR:" in l)
        if ("Could not open" in first or "input module is broken" in stderr
                or re.search(r"\.ll:\d+:\d+: error:", first)):
            return "input-error", normalize_reason(first)
        return "clean-error", normalize_reason(first)
    if proc.returncode != 0:
        lines = [l for l in stderr.splitlines() if l.strip()]
        return "crash", (lines[0] if lines else "exit %d" % proc.returncode)
    try:
        # spirv-val, with SPIRV-Tools 2025.5's one function-pointer defect
        # stated precisely (utils/spirv_val_fnptr.py, as %spirv-val-fnptr
        # in lit).
        ok, msg = spirv_val_fnptr.validate(out, spirv_val=tools["spirv-val"])
        if not ok:
            msg = msg.strip().splitlines()
            return "invalid", msg[0] if msg else "spirv-val failed"
        if tools["ocloc"]:
            gpu[path] = gpu_compiler.judge(tools["ocloc"], out, timeout)
        too_old = None
        # The readers' default representation is OpenCL C 1.2's, in which
        # the 2.0 builtins (enqueue_kernel...) do not exist; a module whose
        # OpSource says OpenCL C 2.0 or later is read as 2.0 where the
        # default fails, as the translator's own tests read such modules.
        opencl20 = opencl_c_version(out) >= 200000
        for reader in READERS:
            if not tools[reader]:
                continue
            back = subprocess.run([tools[reader], "-r", out, "-o", out + ".bc"],
                                  capture_output=True, text=True, errors="replace",
                                  timeout=timeout)
            if back.returncode != 0 and opencl20:
                back = subprocess.run([tools[reader], "-r", "--spirv-target-env=CL2.0",
                                       out, "-o", out + ".bc"],
                                      capture_output=True, text=True, errors="replace",
                                      timeout=timeout)
            if back.returncode != 0:
                msg = (back.stderr or back.stdout).strip().splitlines()
                first = msg[0] if msg else "reader failed"
                # A reader older than the extension cannot read it; the
                # module counts as read back when the newer reader reads
                # it, or when no reader knows the extension (the module is
                # then judged by spirv-val alone, and counted apart).
                unknown = UNKNOWN_EXT_RE.search(first)
                if unknown and reader != READERS[-1]:
                    too_old = "%s does not know %s" % (reader, unknown.group(1))
                    continue
                if unknown and too_old:
                    return "valid", "no reader knows %s" % unknown.group(1)
                return "valid-unread", "%s: %s" % (reader, first)
        return "valid", too_old
    finally:
        for f in (out, out + ".bc"):
            if os.path.exists(f):
                os.remove(f)


READERS = ["llvm-spirv-15", "llvm-spirv-2024"]  # oldest first
OP_SOURCE, OPENCL_C = 3, 3  # the opcode of OpSource, SourceLanguage OpenCL_C


def opencl_c_version(spv):
    """The OpenCL C version of the module's OpSource (200000 for 2.0), or 0."""
    with open(spv, "rb") as f:
        data = f.read()
    words = struct.unpack("<%dI" % (len(data) // 4), data[:len(data) // 4 * 4])
    i = 5  # after the header
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if count == 0:
            break
        if opcode == OP_SOURCE and count >= 3 and words[i + 1] == OPENCL_C:
            return words[i + 2]
        i += count
    return 0
UNKNOWN_EXT_RE = re.compile(r"uses unknown extension '([^']+)'")
CATEGORIES = ["valid", "valid-unread", "invalid", "clean-error", "input-error",
              "crash", "hang"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=default_corpus())
    parser.add_argument("--llc", default=os.path.join(ROOT, "build", "bin", "llc"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--list", action="append", default=[], choices=CATEGORIES,
                        help="print the inputs of this category")
    parser.add_argument("--reason-files", type=int, default=0,
                        help="print up to N inputs for each refusal reason")
    parser.add_argument("--no-run-line-ext", dest="run_line_ext", action="store_false",
                        help="compile without the RUN lines' --spirv-ext")
    parser.add_argument("--no-gpu-compiler", dest="gpu_compiler", action="store_false",
                        help="do not give the valid modules to ocloc")
    parser.add_argument("--only", metavar="FILE",
                        help="compile only the inputs listed in FILE (one path "
                        "relative to the corpus's test/ a line), to iterate "
                        "on a group of refusals")
    args = parser.parse_args()
    if not args.corpus or not os.path.isdir(args.corpus):
        sys.exit("corpus not found; pass --corpus DIR")
    spirv_tools.use_current()
    tools = {"llc": args.llc, "spirv-val": shutil.which("spirv-val")}
    tools.update((r, shutil.which(r)) for r in READERS)
    tools["ocloc"] = gpu_compiler.find() if args.gpu_compiler else None
    if args.gpu_compiler and not tools["ocloc"]:
        print("warning: ocloc not found (install intel-opencl-icd): no GPU-compiler figures",
              file=sys.stderr)
    if not tools["spirv-val"]:
        sys.exit("spirv-val not found")

    files = inputs(args.corpus)
    if args.only:
        with open(args.only) as f:
            wanted = {line.strip() for line in f if line.strip()}
        files = [p for p in files
                 if os.path.relpath(p, os.path.join(args.corpus, "test")) in wanted]
    results, gpu = {}, {}
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {pool.submit(classify, f, tools, args.timeout, tmp,
                               args.run_line_ext, gpu): f
                   for f in files}
        for fut in concurrent.futures.as_completed(futures):
            results[futures[fut]] = fut.result()

    counts = collections.Counter(cat for cat, _ in results.values())
    rel = lambda p: os.path.relpath(p, os.path.join(args.corpus, "test"))
    print("inputs: %d .ll files outside negative/ in %s" % (len(files), args.corpus))
    print("judges: %s; readers: %s; %s" % (
        tools["spirv-val"], ", ".join(tools[r] or "(no %s)" % r for r in READERS),
        "each input with its RUN lines' --spirv-ext" if args.run_line_ext
        else "no --spirv-ext"))
    for cat in CATEGORIES:
        print("  %-13s %4d" % (cat, counts[cat]))

    needs_ext = {f for f, (cat, _) in results.items()
                 if cat in ("clean-error", "input-error") and
                 extensions_in_run_lines(f)}
    considered = [f for f in files if f not in needs_ext]
    valid = sum(1 for f in considered if results[f][0] == "valid")
    print("valid: %d of %d (%.1f%%)" % (counts["valid"], len(files),
                                        100.0 * counts["valid"] / max(1, len(files))))
    print("refused inputs whose RUN lines enable an extension: %d" % len(needs_ext))
    print("valid among the other %d inputs: %d (%.1f%%)" % (
        len(considered), valid, 100.0 * valid / max(1, len(considered))))

    newer_only = collections.Counter(
        reason for cat, reason in results.values() if cat == "valid" and reason)
    if newer_only:
        print("valid modules not read by both readers, as a reader does not know "
              "their extension: %d" % sum(newer_only.values()))
        for reason, n in sorted(newer_only.items()):
            print("  %4d  %s" % (n, reason))

    for cat, title in (("clean-error", "refusal reasons"),
                       ("valid-unread", "reader failures"),
                       ("input-error", "inputs LLVM 22 cannot read")):
        reasons = collections.defaultdict(list)
        for f, (c, reason) in results.items():
            if c == cat:
                reasons[reason].append(f)
        if not reasons:
            continue
        print("\n%s (%d inputs):" % (title, counts[cat]))
        for reason, fs in sorted(reasons.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            ext = sum(1 for f in fs if f in needs_ext)
            print("  %4d  %s%s" % (len(fs), reason,
                                   "  [%d need an extension]" % ext if ext else ""))
            for f in sorted(fs)[:args.reason_files]:
                print("          %s" % rel(f))

    if gpu:
        gpu_compiler.report(gpu, "modules spirv-val accepts", rel, args.reason_files)

    for cat in ("invalid", "crash", "hang") + tuple(args.list):
        listed = sorted(f for f, (c, _) in results.items() if c == cat)
        if listed:
            print("\n%s:" % cat)
            for f in listed:
                print("  %s  %s" % (rel(f), results[f][1] or ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
