#!/usr/bin/env python3
"""Sweep of LLVM's target-independent intrinsics as compute front ends emit them.

For every intrinsic of the table below, on every type of its class (scalar
and vector, odd widths included: i1, i24, i33, i48, i128, <3 x T>, <5 x T>,
<16 x T>), writes a kernel that loads the operands from a global buffer,
calls the intrinsic and stores its result, and compiles it at -O0 (as
written) and at -O2 (after `opt -O2`). llc must either write a module that
spirv-val accepts, or exit 1 with "error: ... is not supported (in function
@f)". A crash, a hang, any other exit or message, or an invalid module is a
failure. Combinations the IR verifier rejects (bswap on i24) are skipped.
Whether the results are right is the execution tests' job
(test/Execution/intrinsics-*.ll); this sweep finds what does not compile.

Prints one line per failure, the refusals by message (--refusals), and a
summary; exits 1 if anything failed.

Usage: intrinsic-sweep.py [--llc PATH] [--only SUBSTRING] [--refusals] [-j N]
"""
import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "utils"))
import spirv_tools  # noqa: E402

LLVM_BIN = "/usr/lib/llvm-22/bin"
CLEAN_ERROR = re.compile(r"error: .* is not supported \(in function @\w+\)")

INTS = ["i1", "i8", "i16", "i24", "i32", "i33", "i48", "i64", "i128",
        "<3 x i32>", "<5 x i16>", "<16 x i8>", "<3 x i33>", "<4 x i64>"]
FLOATS = ["half", "float", "double", "<3 x float>", "<5 x float>",
          "<16 x half>", "<5 x double>"]
VECTORS = ["<3 x i32>", "<4 x i32>", "<5 x i16>", "<16 x i8>", "<4 x i1>",
           "<3 x float>", "<5 x float>", "<8 x double>"]


def scalar(ty):
    m = re.match(r"<(\d+) x (.+)>", ty)
    return m.group(2) if m else ty


def lanes(ty):
    m = re.match(r"<(\d+) x (.+)>", ty)
    return int(m.group(1)) if m else 0


def with_scalar(ty, s):
    """ty's shape with element type s (<5 x float>, i32 -> <5 x i32>)."""
    n = lanes(ty)
    return "<%d x %s>" % (n, s) if n else s


def mangle(ty):
    names = {"half": "f16", "float": "f32", "double": "f64", "ptr addrspace(1)": "p1"}
    n = lanes(ty)
    s = names.get(scalar(ty), scalar(ty))
    return "v%d%s" % (n, s) if n else s


def is_int(ty):
    return scalar(ty).startswith("i")


# Each row: (name, types, signature). The signature gives the result type
# and the operand types from T (the swept type); "T" operands are loaded,
# others are the literal constants written in them ("i1 false").
# Mangling suffixes follow LLVM: {T} is mangle(T).
def int_rows():
    rows = []
    for op in ["smin", "smax", "umin", "umax", "sadd.sat", "uadd.sat",
               "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat"]:
        rows.append((op, INTS, "T @llvm.%s.{T}(T, T)" % op))
    for op in ["ctpop", "bitreverse", "bswap"]:
        rows.append((op, INTS, "T @llvm.%s.{T}(T)" % op))
    rows.append(("abs", INTS, "T @llvm.abs.{T}(T, i1 false)"))
    rows.append(("abs.poison", INTS, "T @llvm.abs.{T}(T, i1 true)"))
    for op in ["ctlz", "cttz"]:
        rows.append((op, INTS, "T @llvm.%s.{T}(T, i1 false)" % op))
        rows.append((op + ".poison", INTS, "T @llvm.%s.{T}(T, i1 true)" % op))
    for op in ["fshl", "fshr"]:
        rows.append((op, INTS, "T @llvm.%s.{T}(T, T, T)" % op))
    for op in ["sadd", "uadd", "ssub", "usub", "smul", "umul"]:
        rows.append((op + ".with.overflow", INTS,
                     "{T, B} @llvm.%s.with.overflow.{T}(T, T)" % op))
    for op in ["smul.fix", "umul.fix", "smul.fix.sat", "umul.fix.sat"]:
        rows.append((op, INTS, "T @llvm.%s.{T}(T, T, i32 1)" % op))
    for op in ["scmp", "ucmp"]:
        rows.append((op, INTS, "C8 @llvm.%s.{C8}.{T}(T, T)" % op))
    return rows


def float_rows():
    rows = []
    for op in ["fabs", "sqrt", "exp", "exp2", "exp10", "log", "log2", "log10",
               "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh",
               "tanh", "floor", "ceil", "trunc", "rint", "nearbyint", "round",
               "roundeven", "canonicalize"]:
        rows.append((op, FLOATS, "T @llvm.%s.{T}(T)" % op))
    for op in ["copysign", "minnum", "maxnum", "minimum", "maximum",
               "minimumnum", "maximumnum", "pow", "atan2"]:
        rows.append((op, FLOATS, "T @llvm.%s.{T}(T, T)" % op))
    for op in ["fma", "fmuladd"]:
        rows.append((op, FLOATS, "T @llvm.%s.{T}(T, T, T)" % op))
    rows.append(("powi", FLOATS, "T @llvm.powi.{T}.i32(T, i32)"))
    rows.append(("ldexp", FLOATS, "T @llvm.ldexp.{T}.{I32}(T, I32)"))
    rows.append(("frexp", FLOATS, "{T, I32} @llvm.frexp.{T}.{I32}(T)"))
    for op in ["lround", "llround", "lrint", "llrint"]:
        rows.append((op, FLOATS, "I64 @llvm.%s.{I64}.{T}(T)" % op))
    rows.append(("lround.i32", FLOATS, "I32 @llvm.lround.{I32}.{T}(T)"))
    rows.append(("is.fpclass", FLOATS, "B @llvm.is.fpclass.{T}(T, i32 519)"))
    for op in ["fptosi.sat", "fptoui.sat"]:
        for w in ["i1", "i8", "i32", "i33", "i64", "i128"]:
            rows.append(("%s.%s" % (op, w), FLOATS,
                         "I%s @llvm.%s.{I%s}.{T}(T)" % (w[1:], op, w[1:])))
    return rows


def vector_rows():
    rows = []
    for op in ["add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"]:
        rows.append(("vector.reduce." + op, [t for t in VECTORS if is_int(t)],
                     "S @llvm.vector.reduce.%s.{T}(T)" % op))
    for op in ["fmax", "fmin", "fmaximum", "fminimum"]:
        rows.append(("vector.reduce." + op, [t for t in VECTORS if not is_int(t)],
                     "S @llvm.vector.reduce.%s.{T}(T)" % op))
    for op in ["fadd", "fmul"]:
        rows.append(("vector.reduce." + op, [t for t in VECTORS if not is_int(t)],
                     "S @llvm.vector.reduce.%s.{T}(S, T)" % op))
        rows.append(("vector.reduce.%s.reassoc" % op,
                     [t for t in VECTORS if not is_int(t)],
                     "S @llvm.vector.reduce.%s.{T}(S, T) reassoc" % op))
    rows.append(("vector.reverse", VECTORS, "T @llvm.vector.reverse.{T}(T)"))
    rows.append(("vector.splice", VECTORS, "T @llvm.vector.splice.{T}(T, T, i32 1)"))
    rows.append(("vector.splice.neg", VECTORS,
                 "T @llvm.vector.splice.{T}(T, T, i32 -1)"))
    rows.append(("stepvector", [t for t in VECTORS if is_int(t)],
                 "T @llvm.stepvector.{T}()"))
    rows.append(("vector.extract", [t for t in VECTORS if lanes(t) >= 4],
                 "H @llvm.vector.extract.{H}.{T}(T, i64 2)"))
    rows.append(("vector.insert", [t for t in VECTORS if lanes(t) >= 4],
                 "T @llvm.vector.insert.{T}.{H}(T, H, i64 2)"))
    rows.append(("masked.load", VECTORS,
                 "T @llvm.masked.load.{T}.p1(P, i32 4, M, T)"))
    rows.append(("masked.store", VECTORS,
                 "void @llvm.masked.store.{T}.p1(T, P, i32 4, M)"))
    rows.append(("masked.gather", VECTORS,
                 "T @llvm.masked.gather.{T}.{VP}(VP, i32 4, M, T)"))
    rows.append(("masked.scatter", VECTORS,
                 "void @llvm.masked.scatter.{T}.{VP}(T, VP, i32 4, M)"))
    for op in ["add", "sub", "mul", "and", "or", "xor", "smax", "umin", "shl",
               "lshr"]:
        rows.append(("vp." + op, [t for t in VECTORS if is_int(t)],
                     "T @llvm.vp.%s.{T}(T, T, M, i32 2)" % op))
    for op in ["fadd", "fmul", "fdiv"]:
        rows.append(("vp." + op, [t for t in VECTORS if not is_int(t)],
                     "T @llvm.vp.%s.{T}(T, T, M, i32 2)" % op))
    rows.append(("vp.reduce.add", [t for t in VECTORS if is_int(t)],
                 "S @llvm.vp.reduce.add.{T}(S, T, M, i32 2)"))
    rows.append(("vp.load", VECTORS, "T @llvm.vp.load.{T}.p1(P, M, i32 2)"))
    rows.append(("vp.store", VECTORS, "void @llvm.vp.store.{T}.p1(T, P, M, i32 2)"))
    return rows


def substitute(sig, ty):
    """The call's result type, callee and operand list for the swept ty."""
    n = lanes(ty)
    half = with_scalar(ty, scalar(ty))
    if n >= 4:
        half = "<2 x %s>" % scalar(ty)
    subst = {
        "T": ty, "S": scalar(ty), "B": with_scalar(ty, "i1"),
        "C8": with_scalar(ty, "i8"), "I32": with_scalar(ty, "i32"),
        "I64": with_scalar(ty, "i64"), "H": half,
        "M": "<%d x i1>" % n if n else "i1",
        "P": "ptr addrspace(1)",
        "VP": "<%d x ptr addrspace(1)>" % n if n else "ptr addrspace(1)",
    }
    for w in ["1", "8", "33", "128"]:
        subst["I" + w] = with_scalar(ty, "i" + w)
    m = re.match(r"(\{[^}]*\}|\S+) @(\S+)\((.*)\)(.*)$", sig)
    result, callee, operands, flags = m.groups()

    def types(text):
        return re.sub(r"\b(T|S|B|C8|I\d+|H|M|P|VP)\b",
                      lambda t: subst[t.group(1)], text)

    callee = re.sub(r"\{(\w+)\}", lambda t: mangle(subst[t.group(1)]), callee)
    return types(result), callee, [types(o.strip()) for o in operands.split(",")
                                   if o.strip()], flags.strip()


def kernel(sig, ty):
    """A kernel that calls the intrinsic on values it loads and stores what
    it returns (each part of a pair)."""
    result, callee, operands, flags = substitute(sig, ty)
    body, args, decl_args = [], [], []
    for i, op in enumerate(operands):
        if op == "ptr addrspace(1)":
            args.append("ptr addrspace(1) %out")
        elif op.startswith("<") and "ptr" in op:  # a splat of %out
            body.append("  %%pi%d = insertelement %s poison, ptr addrspace(1) %%out, i32 0"
                        % (i, op))
            body.append("  %%p%d = shufflevector %s %%pi%d, %s poison, <%d x i32> zeroinitializer"
                        % (i, op, i, op, lanes(op)))
            args.append("%s %%p%d" % (op, i))
        elif not op.startswith("<") and " " in op:  # a literal: "i1 false"
            args.append(op)
            decl_args.append(op.split(" ")[0])
            continue
        else:
            body.append("  %%a%d.p = getelementptr inbounds %s, ptr addrspace(1) %%in, i64 %d"
                        % (i, op, i))
            body.append("  %%a%d = load %s, ptr addrspace(1) %%a%d.p" % (i, op, i))
            args.append("%s %%a%d" % (op, i))
        decl_args.append(op)
    call = "call %s%s @%s(%s)" % (flags + " " if flags else "", result, callee,
                                  ", ".join(args))
    decl = "declare %s @%s(%s)" % (result, callee, ", ".join(decl_args))
    if result == "void":
        body.append("  " + call)
    elif result.startswith("{"):
        body.append("  %r = " + call)
        for k, part in enumerate(result.strip("{}").split(", ")):
            body.append("  %%r%d = extractvalue %s %%r, %d" % (k, result, k))
            body.append("  %%o%d = getelementptr inbounds %s, ptr addrspace(1) %%out, i64 %d"
                        % (k, part.strip(), k))
            body.append("  store %s %%r%d, ptr addrspace(1) %%o%d" % (part.strip(), k, k))
    else:
        body.append("  %r = " + call)
        body.append("  store %s %%r, ptr addrspace(1) %%out" % result)
    return ("target triple = \"spirv64-unknown-unknown\"\n\n"
            "define spir_kernel void @f(ptr addrspace(1) %%in, ptr addrspace(1) %%out) {\n"
            "%s\n  ret void\n}\n\n%s\n" % ("\n".join(body), decl))


def memory_cases():
    """memcpy/memmove/memset (constant and variable lengths, inline forms),
    lifetime, invariant, assume, expect, threadlocal.address, ptrmask,
    objectsize, freeze, trap, ubsantrap: whole modules."""
    head = "target triple = \"spirv64-unknown-unknown\"\n\n"
    k = "define spir_kernel void @f(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %n) {\n"
    cases = {}
    for op, extra in [("memcpy", "ptr addrspace(1) %in"), ("memmove", "ptr addrspace(1) %in"),
                      ("memcpy.inline", "ptr addrspace(1) %in")]:
        for length, name in [("i64 13", "const"), ("i64 %n", "var"), ("i64 0", "zero")]:
            if op == "memcpy.inline" and name == "var":
                continue
            cases["%s.%s" % (op, name)] = head + k + (
                "  call void @llvm.%s.p1.p1.i64(ptr addrspace(1) %%out, %s, %s, i1 false)\n"
                "  ret void\n}\ndeclare void @llvm.%s.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)\n"
                % (op, extra, length, op))
    for op in ["memset", "memset.inline"]:
        for length, name in [("i64 13", "const"), ("i64 %n", "var")]:
            if op == "memset.inline" and name == "var":
                continue
            cases["%s.%s" % (op, name)] = head + k + (
                "  call void @llvm.%s.p1.i64(ptr addrspace(1) %%out, i8 7, %s, i1 false)\n"
                "  ret void\n}\ndeclare void @llvm.%s.p1.i64(ptr addrspace(1), i8, i64, i1)\n"
                % (op, length, op))
    cases["memcpy.local-private"] = head + k + (
        "  %a = alloca [4 x i32], align 4\n"
        "  call void @llvm.memcpy.p0.p1.i64(ptr %a, ptr addrspace(1) %in, i64 16, i1 false)\n"
        "  call void @llvm.memcpy.p3.p0.i64(ptr addrspace(3) @l, ptr %a, i64 16, i1 false)\n"
        "  call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) %out, ptr addrspace(3) @l, i64 %n, i1 false)\n"
        "  ret void\n}\n@l = internal addrspace(3) global [4 x i32] poison, align 4\n"
        "declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)\n"
        "declare void @llvm.memcpy.p3.p0.i64(ptr addrspace(3), ptr, i64, i1)\n"
        "declare void @llvm.memcpy.p1.p3.i64(ptr addrspace(1), ptr addrspace(3), i64, i1)\n")
    cases["lifetime"] = head + k + (
        "  %a = alloca [4 x i32], align 4\n"
        "  call void @llvm.lifetime.start.p0(ptr %a)\n"
        "  store i32 1, ptr %a\n  %v = load i32, ptr %a\n"
        "  store i32 %v, ptr addrspace(1) %out\n"
        "  call void @llvm.lifetime.end.p0(ptr %a)\n  ret void\n}\n"
        "declare void @llvm.lifetime.start.p0(ptr)\ndeclare void @llvm.lifetime.end.p0(ptr)\n")
    cases["invariant"] = head + k + (
        "  %i = call ptr @llvm.invariant.start.p1(i64 4, ptr addrspace(1) %in)\n"
        "  %v = load i32, ptr addrspace(1) %in\n  store i32 %v, ptr addrspace(1) %out\n"
        "  call void @llvm.invariant.end.p1(ptr %i, i64 4, ptr addrspace(1) %in)\n  ret void\n}\n"
        "declare ptr @llvm.invariant.start.p1(i64, ptr addrspace(1))\n"
        "declare void @llvm.invariant.end.p1(ptr, i64, ptr addrspace(1))\n")
    cases["assume"] = head + k + (
        "  %c = icmp ugt i64 %n, 3\n  call void @llvm.assume(i1 %c)\n"
        "  call void @llvm.assume(i1 true) [\"align\"(ptr addrspace(1) %in, i64 16)]\n"
        "  store i64 %n, ptr addrspace(1) %out\n  ret void\n}\ndeclare void @llvm.assume(i1)\n")
    cases["expect"] = head + k + (
        "  %e = call i64 @llvm.expect.i64(i64 %n, i64 3)\n"
        "  %p = call i64 @llvm.expect.with.probability.i64(i64 %e, i64 1, double 0.9)\n"
        "  store i64 %p, ptr addrspace(1) %out\n  ret void\n}\n"
        "declare i64 @llvm.expect.i64(i64, i64)\n"
        "declare i64 @llvm.expect.with.probability.i64(i64, i64, double)\n")
    cases["threadlocal.address"] = head + (
        "@t = internal thread_local addrspace(1) global i32 0, align 4\n") + k + (
        "  %p = call ptr addrspace(1) @llvm.threadlocal.address.p1(ptr addrspace(1) @t)\n"
        "  %v = load i32, ptr addrspace(1) %p\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n}\n"
        "declare ptr addrspace(1) @llvm.threadlocal.address.p1(ptr addrspace(1))\n")
    cases["ptrmask"] = head + k + (
        "  %p = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %in, i64 -16)\n"
        "  %v = load i32, ptr addrspace(1) %p\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n}\n"
        "declare ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1), i64)\n")
    cases["objectsize"] = head + k + (
        "  %a = alloca [4 x i32], align 4\n"
        "  %s = call i64 @llvm.objectsize.i64.p0(ptr %a, i1 false, i1 true, i1 false)\n"
        "  %t = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %in, i1 false, i1 true, i1 true)\n"
        "  %u = add i64 %s, %t\n"
        "  store i64 %u, ptr addrspace(1) %out\n  ret void\n}\n"
        "declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)\n"
        "declare i64 @llvm.objectsize.i64.p1(ptr addrspace(1), i1, i1, i1)\n")
    for ty in ["i32", "i33", "<5 x float>", "i128"]:
        cases["freeze." + mangle(ty)] = head + k + (
            "  %%v = load %s, ptr addrspace(1) %%in\n  %%f = freeze %s %%v\n"
            "  %%g = freeze %s poison\n"
            "  store %s %%f, ptr addrspace(1) %%out\n"
            "  %%o = getelementptr inbounds %s, ptr addrspace(1) %%out, i64 1\n"
            "  store %s %%g, ptr addrspace(1) %%o\n  ret void\n}\n"
            % (ty, ty, ty, ty, ty, ty))
    for op, args, decl in [("trap", "", ""), ("ubsantrap", "i8 3", "i8")]:
        cases[op] = head + k + (
            "  %%c = icmp eq i64 %%n, 0\n  br i1 %%c, label %%t, label %%e\n"
            "t:\n  call void @llvm.%s(%s)\n  unreachable\n"
            "e:\n  store i64 %%n, ptr addrspace(1) %%out\n  ret void\n}\n"
            "declare void @llvm.%s(%s)\n" % (op, args, op, decl))
    return cases


def all_cases():
    cases = {}
    for name, types, sig in int_rows() + float_rows() + vector_rows():
        for ty in types:
            cases["%s %s" % (name, ty)] = kernel(sig, ty)
    cases.update(memory_cases())
    return cases


def judge(args, name, text, tmp):
    """'skip', 'valid', 'refused: <message>' or 'FAIL: <why>' for each
    optimization level."""
    base = os.path.join(tmp, re.sub(r"[^\w.]+", "_", name))
    with open(base + ".ll", "w") as f:
        f.write(text)
    v = subprocess.run([os.path.join(LLVM_BIN, "opt"), "-passes=verify",
                        "-disable-output", base + ".ll"],
                       capture_output=True, text=True)
    if v.returncode:
        return [("skip", v.stderr.strip().splitlines()[0] if v.stderr else "")]
    results = []
    for level in ["O0", "O2"]:
        src = base + ".ll"
        if level == "O2":
            src = base + ".O2.bc"
            o = subprocess.run([os.path.join(LLVM_BIN, "opt"), "-O2", base + ".ll",
                                "-o", src], capture_output=True, text=True)
            if o.returncode:
                results.append(("FAIL", "%s: opt failed: %s" % (level, o.stderr.strip())))
                continue
        out = base + "." + level + ".spv"
        try:
            r = subprocess.run([args.llc, "-mtriple=spirv64", "-" + level,
                                "-filetype=obj", src, "-o", out],
                               capture_output=True, text=True, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            results.append(("FAIL", "%s: hang" % level))
            continue
        err = r.stderr.strip()
        if r.returncode == 1 and err and all(CLEAN_ERROR.search(line)
                                             for line in err.splitlines()):
            results.append(("refused", "%s: %s" % (level, err.splitlines()[0])))
            continue
        if r.returncode != 0 or err:
            results.append(("FAIL", "%s: exit %d: %s" % (level, r.returncode,
                                                        err.splitlines()[0] if err else "")))
            continue
        val = subprocess.run(["spirv-val", out], capture_output=True, text=True)
        if val.returncode:
            results.append(("FAIL", "%s: invalid: %s" % (level, (val.stdout + val.stderr)
                                                        .strip().splitlines()[0])))
            continue
        results.append(("valid", level))
    return results


def main():
    spirv_tools.use_current()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--llc", default=os.path.join(ROOT, "build", "bin", "llc"))
    parser.add_argument("--only", default="", help="cases whose name contains this")
    parser.add_argument("--refusals", action="store_true",
                        help="print the refusal messages by count")
    parser.add_argument("--print", metavar="CASE", help="print one case's IR and exit")
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args()

    cases = {n: t for n, t in all_cases().items() if args.only in n}
    if args.print:
        sys.stdout.write(cases[args.print])
        return 0
    counts = collections.Counter()
    refusals = collections.Counter()
    failures = []
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {pool.submit(judge, args, n, t, tmp): n for n, t in cases.items()}
        for fut in concurrent.futures.as_completed(futures):
            name = futures[fut]
            for kind, what in fut.result():
                counts[kind] += 1
                if kind == "FAIL":
                    failures.append("%s: %s" % (name, what))
                elif kind == "refused":
                    refusals[re.sub(r"^O\d: ", "", what)] += 1
    for line in sorted(failures):
        print("FAIL " + line)
    if args.refusals:
        for msg, n in refusals.most_common():
            print("%5d  %s" % (n, msg))
    print("%d cases: %d valid, %d refused cleanly, %d failed, %d skipped (not valid IR)"
          % (len(cases), counts["valid"], counts["refused"], counts["FAIL"], counts["skip"]))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
