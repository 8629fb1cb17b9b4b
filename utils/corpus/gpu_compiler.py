"""Intel's GPU compiler (ocloc, Debian's intel-opencl-icd) as a judge of
SPIR-V modules, for the corpus scripts: the same devices and command as the
lit check (test/Inputs/gpu-judge/spirv-val)."""
import collections
import os
import re
import shutil
import subprocess
import tempfile

DEVICES = ["tgllp", "dg2-g10", "pvc"]  # Gen12, Arc (Xe-HPG), PVC (Xe-HPC)


def find():
    return shutil.which("ocloc")


def reason(output):
    """The GPU compiler's first error, without what varies between inputs."""
    for line in output.splitlines():
        if "error" in line.lower() and not line.startswith("Command was"):
            text = line.strip()
            text = re.sub(r"'[^']*'", "'...'", text)
            text = re.sub(r"\b\d{3,}\b", "N", text)
            return text
    lines = [l for l in output.splitlines() if l.strip()]
    return lines[-1] if lines else "ocloc failed"


def judge(ocloc, spv, timeout, devices=DEVICES):
    """{device: None (built) or the reason it was rejected}."""
    verdict = {}
    with tempfile.TemporaryDirectory() as tmp:
        for dev in devices:
            try:
                p = subprocess.run([ocloc, "compile", "-file", spv, "-spirv_input",
                                    "-device", dev, "-output", os.path.join(tmp, dev)],
                                   capture_output=True, text=True, errors="replace",
                                   timeout=timeout)
                verdict[dev] = None if p.returncode == 0 else reason(p.stdout + p.stderr)
            except subprocess.TimeoutExpired:
                verdict[dev] = "no answer within %g s" % timeout
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
