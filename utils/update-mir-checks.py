#!/usr/bin/env python3
"""Writes the FileCheck lines of MIR tests from what our llc prints.

update-mir-checks.py [--llc build/bin/llc] test.mir...

Each test has one RUN line of the form
  # RUN: %llc <options> %s -o - | FileCheck %s [--check-prefix=P]
For every function of the test, the lines between its first block label and
its first instruction are replaced by checks of the function's body after
the pass: "P-LABEL: name: <function>", then one "P:" / "P-NEXT:" line per
instruction and block label. Virtual registers the pass numbered become
FileCheck variables named after the opcode that defines them ([[ADD:%[0-9]+]]
where defined, [[ADD]] where used), so the checks do not depend on the
numbering; registers the test named (%a) stay as they are. Review the
result: it records what the pass does today, right or wrong.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUN_RE = re.compile(r"^\s*[#;]\s*RUN:\s*(%llc\s.*)$")
VREG_RE = re.compile(r"%([0-9]+)\b")
CHECK_RE = re.compile(r"^\s*[#;]\s*(\w+)(-NEXT|-LABEL|-DAG|-NOT|-SAME)?:")


def run_line(lines):
    for line in lines:
        m = RUN_RE.match(line)
        if m:
            return m.group(1)
    raise SystemExit("no '%llc ... | FileCheck' RUN line")


def bodies(mir):
    """{function name: [body lines after the pass]}."""
    out = {}
    for doc in re.split(r"^---\s*$", mir, flags=re.M):
        name = re.search(r"^name:\s+(\S+)", doc, re.M)
        body = re.search(r"^body:\s+\|\n(.*?)(?:^\.\.\.\s*$|\Z)", doc, re.M | re.S)
        if name and body:
            out[name.group(1)] = [l.strip() for l in body.group(1).splitlines()
                                  if l.strip() and not l.strip().startswith(
                                      ("liveins:", "successors:"))]
    return out


def var_name(line, index, taken):
    """The FileCheck variable for the index-th register an instruction defines."""
    m = re.search(r"=\s*(?:[a-z]+\s+)*([A-Za-z_][A-Za-z0-9_]*)", line)
    op = m.group(1) if m else "R"
    base = {"G_CONSTANT": "C", "G_FCONSTANT": "C", "G_IMPLICIT_DEF": "DEF",
            "G_UNMERGE_VALUES": "UV"}.get(op, op[2:] if op.startswith("G_") else op)
    base = base.upper()
    name = base if index == 0 else "%s%d" % (base, index)
    n = 0
    while name in taken:
        n += 1
        name = "%s_%d" % (base, n)
    taken.add(name)
    return name


def checks(prefix, name, body):
    """The check lines of one function; its first block label is where they
    are written, so they start after it."""
    if body and body[0].startswith("bb.0"):
        body = body[1:]
    names, taken, out = {}, set(), []
    for i, line in enumerate(body):
        defs, sep, rest = line.partition(" = ")
        if not sep:
            defs, rest = "", line
        def_text = defs
        for k, m in enumerate(VREG_RE.finditer(defs)):
            names[m.group(1)] = var_name(line, k, taken)
            def_text = def_text.replace(m.group(0), "[[%s:%%[0-9]+]]" % names[m.group(1)], 1)
        use_text = VREG_RE.sub(lambda m: "[[%s]]" % names[m.group(1)]
                               if m.group(1) in names else m.group(0), rest)
        text = def_text + sep + use_text if sep else use_text
        # A block label is followed by its successors and a blank line.
        kind = "" if i == 0 or line.startswith("bb.") or \
            body[i - 1].startswith("bb.") else "-NEXT"
        out.append("%s%s: %s" % (prefix, kind, text))
    return ["%s-LABEL: name: %s" % (prefix, name)] + out


def update(path, llc):
    with open(path) as f:
        lines = f.read().splitlines()
    command = run_line(lines)
    cmd_part, _, check_part = command.partition("|")
    prefix = "CHECK"
    m = re.search(r"--check-prefix[= ](\w+)", check_part)
    if m:
        prefix = m.group(1)
    args = [a.replace("%s", path) for a in shlex.split(cmd_part)[1:]]
    proc = subprocess.run([llc] + args, capture_output=True, text=True)
    if proc.returncode:
        raise SystemExit("%s: llc failed:\n%s" % (path, proc.stderr))
    after = bodies(proc.stdout)

    result, function, in_body, inserted = [], None, False, False
    for line in lines:
        m = CHECK_RE.match(line)
        if in_body and m and m.group(1) == prefix:
            continue  # old checks of this function
        result.append(line)
        name = re.match(r"^name:\s+(\S+)", line)
        if name:
            function, in_body, inserted = name.group(1), False, False
        elif re.match(r"^body:\s+\|", line):
            in_body = True
        elif in_body and not inserted and re.match(r"^\s+bb\.0\b.*:\s*$", line):
            indent = re.match(r"^(\s*)", line).group(1) + "  "
            comment = ";"  # MIR's comment inside a body
            for c in checks(prefix, function, after.get(function, [])):
                result.append("%s%s %s" % (indent, comment, c))
            inserted = True
        elif re.match(r"^\.\.\.\s*$", line):
            in_body = False
    with open(path, "w") as f:
        f.write("\n".join(result) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--llc", default=os.path.join(ROOT, "build", "bin", "llc"))
    parser.add_argument("tests", nargs="+")
    opts = parser.parse_args()
    for path in opts.tests:
        update(path, opts.llc)


if __name__ == "__main__":
    sys.exit(main())
