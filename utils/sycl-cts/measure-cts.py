#!/usr/bin/env python3
"""The SYCL-CTS at one commit: every category, both CPU devices, one table.

Builds the toolchain of one commit (default: HEAD) in a git worktree of its own
under the state directory, so that later commits do not change a measurement
in progress. Configures the CTS unmodified, with its own DPC++ adapter in
reduced mode, at one optimization level for the whole run, then builds every
category and runs it on every device. Each finished step (a category's build,
a category's run on one device) is recorded in <state>/state.json at once:
running the same command again resumes where it stopped.

<state>/results.md is the table after every step; --write writes the results
page (docs/results/SYCL-CTS.md) from the state as it is, finished or not.

The build and run steps are those of run-cts.py (its wrapper of our clang++,
its configuration, its Catch2 report parsing).
"""
import argparse
import fcntl
import importlib.util
import json
import os
import shlex
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
_spec = importlib.util.spec_from_file_location("run_cts", os.path.join(HERE, "run-cts.py"))
cts_lib = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cts_lib)

DEVICE_NAMES = {"intel": "Intel's OpenCL CPU runtime", "pocl": "PoCL"}


def log(msg):
    print(time.strftime("%H:%M:%S ") + msg, flush=True)


class State:
    """<state>/state.json, rewritten atomically after every step."""

    def __init__(self, path):
        self.path = path
        self.data = json.load(open(path)) if os.path.exists(path) else {}

    def save(self):
        tmp = self.path + ".tmp"
        with open(tmp, "w") as f:
            json.dump(self.data, f, indent=1, sort_keys=True)
        os.replace(tmp, self.path)


_lock = None


def lock_state(state_dir):
    """Holds <state>/lock for the rest of the process: one writer of a state
    at a time. False when another process holds it."""
    global _lock
    _lock = open(os.path.join(state_dir, "lock"), "w")
    try:
        fcntl.flock(_lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def git(*args, cwd=REPO):
    r = subprocess.run(["git", "-C", cwd] + list(args), capture_output=True, text=True)
    if r.returncode:
        sys.exit("measure-cts: git %s: %s" % (" ".join(args), r.stderr.strip()))
    return r.stdout.strip()


def pin_toolchain(state_dir, commit, jobs):
    """<state>/src: a detached worktree at `commit`, built into src/build.

    The build directory sits at the same place relative to the sources as in
    every checkout, so a shared compiler cache (utils/build.sh's ccache
    settings, when the environment has them) hits."""
    src = os.path.join(state_dir, "src")
    if not os.path.isdir(src):
        log("pinning %s in %s" % (commit[:12], src))
        git("worktree", "add", "--detach", src, commit)
    if git("rev-parse", "HEAD", cwd=src) != commit:
        sys.exit("measure-cts: %s is not at %s; remove it (git worktree remove) to start over" % (src, commit))
    # Intel's runtime and SPIRV-Tools live in the checkout's venvs (install-deps.sh).
    for venv in (".venv-intel-ocl", ".venv-spirv"):
        mine, link = os.path.join(REPO, venv), os.path.join(src, venv)
        if os.path.exists(mine) and not os.path.lexists(link):
            os.symlink(os.path.realpath(mine), link)
    with open(os.path.join(state_dir, "toolchain-build.log"), "w") as out:
        r = subprocess.run(["nice", "-n", "19", "bash", "utils/build.sh", "--"] + jobs,
                           cwd=src, stdout=out, stderr=subprocess.STDOUT)
    if r.returncode:
        sys.exit("measure-cts: the toolchain at %s does not build (%s/toolchain-build.log)"
                 % (commit[:12], state_dir))
    return os.path.join(src, "build", "bin", "clang++")


def fmt(d):
    return "%d / %d / %d" % (d["passed"], d["failed"], d["skipped"])


def causes(rec):
    """A short cause for a category that did not pass on one device."""
    notes = rec.get("notes", [])
    crashes = [n for n in notes if ": failed: " not in n]
    failed = [n.split(": failed: ", 1)[1] for n in notes if ": failed: " in n]
    out = crashes[:3]
    if failed:
        out.append("failed: " + "; ".join(failed[:4]) + (" (+%d more)" % (len(failed) - 4) if len(failed) > 4 else ""))
    return out


def table(data):
    devices = data["devices"]
    head = "| category |" + "".join(" %s: test cases | %s: assertions |" % (d, d) for d in devices)
    rows = [head, "|---|" + "---|---|" * len(devices)]
    totals = {d: {"cases": {"passed": 0, "failed": 0, "skipped": 0},
                  "assertions": {"passed": 0, "failed": 0, "skipped": 0}} for d in devices}
    problems = []
    for cat in data["categories"]:
        rec = data["results"].get(cat, {})
        build = rec.get("build")
        if build is None:
            rows.append("| %s | (not built yet) |%s" % (cat, " |" * (2 * len(devices) - 1)))
            continue
        if not build["built"]:
            err = build["error"].replace("|", "\\|")
            rows.append("| %s | does not build: `%s` |%s" % (cat, err, " |" * (2 * len(devices) - 1)))
            problems.append("- `%s` does not build (%d failed steps): `%s`" % (cat, build["failed_steps"], build["error"]))
            if build.get("cause"):
                problems.append("  Cause: " + build["cause"])
            continue
        cells = []
        for d in devices:
            r = rec.get(d)
            if r is None:
                cells += ["(not run yet)", ""]
                continue
            cells += [fmt(r["cases"]), fmt(r["assertions"])]
            for k in ("cases", "assertions"):
                for s in totals[d][k]:
                    totals[d][k][s] += r[k][s]
            if r["cases"]["failed"]:
                problems.append("- `%s` on %s: %s" % (cat, d, " ".join(c.replace("\n", " ") for c in causes(r))))
                if r.get("cause"):
                    problems.append("  Cause: " + r["cause"])
        rows.append("| %s | %s |" % (cat, " | ".join(cells)))
    rows.append("| **total** | %s |" % " | ".join(
        "**%s** | **%s**" % (fmt(totals[d]["cases"]), fmt(totals[d]["assertions"])) for d in devices))
    return rows, problems


def progress(data):
    steps = len(data["categories"]) * (1 + len(data["devices"]))
    done = 0
    for cat in data["categories"]:
        rec = data["results"].get(cat, {})
        if "build" in rec:
            done += 1 + len(data["devices"]) if not rec["build"]["built"] else 1 + sum(d in rec for d in data["devices"])
    return done, steps


def report(data, docs=False):
    rows, problems = table(data)
    done, steps = progress(data)
    measured = sum(1 for c in data["categories"]
                   if "build" in data["results"].get(c, {})
                   and (not data["results"][c]["build"]["built"]
                        or all(d in data["results"][c] for d in data["devices"])))
    lines = []
    if docs:
        lines += ["<!-- Generated by utils/sycl-cts/measure-cts.py --write; do not edit. -->",
                  "# SYCL-CTS results", ""]
    lines += [
        "The Khronos SYCL conformance test suite, configured unmodified with its own "
        "DPC++ adapter in reduced mode (not full conformance), every category built by "
        "our `clang++ -fsycl` at one commit and one optimization level, and run on "
        "both CPU devices of the Level-Zero CPU driver: `intel` (%s) and `pocl` (%s)."
        % (DEVICE_NAMES["intel"], DEVICE_NAMES["pocl"]), "",
        "- commit: `%s`" % data["commit"],
        "- optimization level: `-O%s` (host and device, `CMAKE_CXX_FLAGS_RELEASE=-O%s -DNDEBUG`)"
        % (data["opt"], data["opt"]),
        "- command: `%s`" % data["command"],
        "- adapter flags our driver does not accept, dropped by the wrapper: %s"
        % (" ".join("`%s`" % f for f in data.get("dropped", [])) or "none"),
        "- started %s; %s" % (data["started"],
                              "finished %s" % data["finished"] if data.get("finished")
                              else "in progress: %d of %d categories measured (%d of %d steps)"
                              % (measured, len(data["categories"]), done, steps)),
        "",
        "Each cell is passed / failed / skipped; a Catch2 test case that crashes the "
        "process counts as failed, and the executable is run again for the test cases "
        "after it.", ""]
    lines += rows
    lines += ["", "## Categories that do not pass", ""]
    lines += problems or ["None so far."]
    return "\n".join(lines) + "\n"


def main():
    p = argparse.ArgumentParser(formatter_class=argparse.RawDescriptionHelpFormatter, description=__doc__,
                                epilog="""examples:
  nice -n 19 utils/sycl-cts/measure-cts.py --state ../cts-state        # start, or resume
  utils/sycl-cts/measure-cts.py --state ../cts-state --status           # progress and table
  utils/sycl-cts/measure-cts.py --state ../cts-state --write docs/results/SYCL-CTS.md
  utils/sycl-cts/measure-cts.py --state ../cts-state --cause buffer:pocl "what makes it fail"
""")
    p.add_argument("--state", required=True,
                   help="state directory outside the repository: the pinned toolchain, the CTS build, state.json")
    p.add_argument("--commit", help="commit to measure (default: the state's commit, else HEAD)")
    p.add_argument("--opt", default="2", choices=["0", "1", "2", "3"], help="optimization level (default: 2)")
    p.add_argument("--devices", default="intel,pocl", help="devices (default: intel,pocl)")
    p.add_argument("--categories", default="all", help="categories (default: all; see run-cts.py --list)")
    cts_lib.add_jobs_options(p, "build")
    p.add_argument("--timeout", type=int, default=1800, help="seconds per test executable run (default: 1800)")
    p.add_argument("--cts", default=cts_lib.DEFAULT_CTS, help="the SYCL-CTS sources (default: %(default)s)")
    p.add_argument("--status", action="store_true", help="print progress and the table, and exit")
    p.add_argument("--write", metavar="PATH", help="write the results page from the state, and exit")
    p.add_argument("--cause", nargs=2, metavar=("CATEGORY[:DEVICE]", "TEXT"),
                   help="record the analysed cause of a category's failures on a device (without one: "
                        "of its build failure), which the page prints under them (an empty TEXT removes "
                        "it), and exit")
    args = p.parse_args()

    state_dir = os.path.abspath(args.state)
    st = State(os.path.join(state_dir, "state.json"))
    if args.cause:
        # The run rewrites state.json after each step from what it holds.
        if not lock_state(state_dir):
            sys.exit("measure-cts: a run is in progress on %s; record causes when it has stopped" % state_dir)
        cat, _, dev = args.cause[0].partition(":")
        # Without a device: why the category does not build.
        rec = st.data.get("results", {}).get(cat, {}).get(dev or "build")
        if rec is None or (not dev and rec["built"]):
            sys.exit("measure-cts: %s has not %s in %s"
                     % (cat, "run on " + dev if dev else "failed to build", state_dir))
        if args.cause[1]:
            rec["cause"] = args.cause[1]
        else:
            rec.pop("cause", None)
        st.save()
        return 0
    if args.status or args.write:
        if not st.data:
            sys.exit("measure-cts: no run in %s" % state_dir)
        text = report(st.data, docs=bool(args.write))
        current = os.path.join(state_dir, "current")
        if not args.write and os.path.exists(current):
            text += "\nnow: " + open(current).read()
        if args.write:
            with open(args.write, "w") as f:
                f.write(text)
            log("wrote %s" % args.write)
        else:
            print(text, end="")
        return 0

    # The pinned worktree and the CTS build outlive checkouts and sessions.
    if os.path.commonpath([state_dir, REPO]) == REPO:
        sys.exit("measure-cts: the state directory must be outside the repository")
    os.makedirs(state_dir, exist_ok=True)
    if not lock_state(state_dir):
        sys.exit("measure-cts: another run is in progress on %s" % state_dir)
    cts = os.path.abspath(args.cts)
    known = cts_lib.all_categories(cts)
    categories = cts_lib.expand_categories(args.categories, known)
    devices = [d for d in args.devices.split(",") if d]
    commit = git("rev-parse", (args.commit or st.data.get("commit") or "HEAD") + "^{commit}")
    if st.data:
        for key, want in (("commit", commit), ("opt", args.opt)):
            if st.data[key] != want:
                sys.exit("measure-cts: %s holds a run with %s %s, not %s; use another --state"
                         % (state_dir, key, st.data[key], want))
        st.data["devices"] = [d for d in st.data["devices"] if d in devices] + \
            [d for d in devices if d not in st.data["devices"]]
        st.data["categories"] += [c for c in categories if c not in st.data["categories"]]
    else:
        st.data = {"commit": commit, "opt": args.opt, "devices": devices, "categories": categories,
                   "results": {}, "started": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                   "command": "%sutils/sycl-cts/measure-cts.py --state STATE --opt %s -j %d --max-load %g"
                   % ("nice -n %d " % os.nice(0) if os.nice(0) else "", args.opt, args.jobs, args.max_load)}
    st.save()
    jobs = cts_lib.ninja_parallelism(args)

    # Builds run a category ahead of the runs, in a thread of their own: a
    # run mostly takes one core (a device's program build, then the tests),
    # and ninja's load limit gives the build what the run leaves.
    state_lock = threading.Lock()
    current = {}

    def step_start(msg, logpath=None, role="run"):
        """<state>/current: the steps in progress and where their output goes."""
        with state_lock:
            current[role] = "%s %s%s" % (time.strftime("%H:%M:%S"), msg,
                                         " (tail -f %s)" % logpath if logpath else "")
            with open(os.path.join(state_dir, "current"), "w") as f:
                f.write("".join(current[r] + "\n" for r in ("build", "run") if r in current))
        log(msg)

    def step_done(msg, role="run"):
        with state_lock:
            current.pop(role, None)
            st.save()
            with open(os.path.join(state_dir, "results.md"), "w") as f:
                f.write(report(st.data))
            done, steps = progress(st.data)
        log("[%d/%d] %s" % (done, steps, msg))

    step_start("building the toolchain at %s" % commit[:12], os.path.join(state_dir, "toolchain-build.log"))
    clangxx = pin_toolchain(state_dir, commit, jobs)
    build = os.path.join(state_dir, "cts-build")
    os.makedirs(build, exist_ok=True)
    drop = cts_lib.rejected_flags(clangxx)
    st.data["dropped"] = drop
    wrapper = cts_lib.write_wrapper(build, clangxx, drop)
    # Every category, none excluded: the CTS as it comes.
    conf = argparse.Namespace(opt=args.opt, half=True)
    cts_lib.configure(conf, cts, build, wrapper, known, known)
    step_start("building the harness", os.path.join(build, "build-harness.log"))
    ok, out = cts_lib.ninja(build, cts_lib.HARNESS, jobs, "build-harness.log")
    if not ok:
        sys.exit("measure-cts: the CTS harness does not build: %s" % cts_lib.first_error(out)[0])
    rundir = os.path.join(build, "runs")
    os.makedirs(rundir, exist_ok=True)

    for cat in st.data["categories"]:
        st.data["results"].setdefault(cat, {})
    built = {cat: threading.Event() for cat in st.data["categories"]}
    build_failure = []

    def build_categories():
        try:
            for cat in st.data["categories"]:
                rec = st.data["results"][cat]
                if "build" not in rec:
                    logname = "build-%s.log" % cat
                    step_start("building %s" % cat, os.path.join(build, logname), role="build")
                    t0 = time.time()
                    ok, out = cts_lib.ninja(build, ["tests/%s/all" % cat], jobs, logname)
                    result = {"built": ok, "seconds": int(time.time() - t0)}
                    if not ok:
                        result["error"], result["failed_steps"] = cts_lib.first_error(out)
                    with state_lock:
                        rec["build"] = result
                    step_done("%s %s in %d s" % (cat, "built" if ok else "does not build", result["seconds"]),
                              role="build")
                built[cat].set()
        except BaseException as e:
            build_failure.append(e)
        finally:
            for event in built.values():
                event.set()

    threading.Thread(target=build_categories, daemon=True).start()
    for cat in st.data["categories"]:
        built[cat].wait()
        if build_failure:
            raise build_failure[0]
        rec = st.data["results"][cat]
        if not rec["build"]["built"]:
            continue
        exes = [e for e in cts_lib.category_executables(build, cat) if os.path.exists(e)]
        for dev in st.data["devices"]:
            if dev in rec:
                continue
            step_start("running %s on %s (%d executable%s)" % (cat, dev, len(exes), "s" if len(exes) != 1 else ""))
            env = cts_lib.run_env(argparse.Namespace(device=dev), build)
            devdir = os.path.join(rundir, dev)
            os.makedirs(devdir, exist_ok=True)
            t0 = time.time()
            cases = {"passed": 0, "failed": 0, "skipped": 0}
            asserts = dict(cases)
            notes = []
            for exe in exes:
                c, a, n = cts_lib.run_executable(exe, env, args.timeout, devdir)
                for k in cases:
                    cases[k] += c[k]
                    asserts[k] += a[k]
                notes += n
            with state_lock:
                rec[dev] = {"cases": cases, "assertions": asserts, "notes": notes,
                            "seconds": int(time.time() - t0)}
            step_done("%s on %s: test cases %s, assertions %s" % (cat, dev, fmt(cases), fmt(asserts)))
    if not st.data.get("finished"):
        st.data["finished"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    os.remove(os.path.join(state_dir, "current"))
    step_done("finished")
    print(report(st.data), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
