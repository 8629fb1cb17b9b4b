#!/usr/bin/env python3
"""Calls every OpenCL C builtin that Clang's opencl-c.h declares, and checks
what the SPIR-V target makes of each.

The header is read as our clang preprocesses it for OpenCL C 3.0 with every
extension and optional feature Clang knows (-cl-ext=+all), so the feature
macros decide which declarations exist exactly as they do for a program.
Overloads are grouped into families: one per name, vector width, element
type and, for the other parameters, address space and opaque type (images,
events, ...). Each family gets a kernel that calls one representative
overload (the first the header declares) with operands loaded from a buffer,
and stores the result to a buffer, so that nothing is dead.

  generate DIR   writes the kernels into DIR (batch-N.cl, families.txt)
  check DIR      also compiles every batch with build/bin/clang, runs
                 spirv-val on each module, fails on any Import, and compares
                 the families the target refuses with the list in
                 docs/OpenCL.md (section "Builtins the target refuses"): a
                 refused family the list does not name, and a list entry
                 that now compiles (or names nothing), are errors.
"""
import argparse
import concurrent.futures
import fnmatch
import os
import re
import subprocess
import sys

from doc_tables import doc_table

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import spirv_tools  # noqa: E402

SCALARS = ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
           "half", "float", "double"]
# Typedefs of opencl-c-base.h that are plain integers.
INTEGER_TYPEDEFS = {"size_t": "ulong", "ptrdiff_t": "long", "intptr_t": "long",
                    "uintptr_t": "ulong"}
# Enumerations and integer typedefs whose operands must be constants, and the
# value each call passes.
CONSTANT_TYPES = {
    "memory_order": "memory_order_seq_cst",
    "memory_scope": "memory_scope_work_group",
    "cl_mem_fence_flags": "CLK_GLOBAL_MEM_FENCE",
    "clk_profiling_info": "CLK_PROFILING_COMMAND_EXEC_TIME",
}
# Operands that the SPIR-V forms want as constants, by the header's name of
# the parameter (per builtin where the name alone is not specific).
CONSTANT_PARAMS = {
    ("*", "clustersize"): "4",
    ("sub_group_non_uniform_broadcast", "index"): "1",
}
QUALIFIERS = {"const", "volatile", "restrict", "__restrict"}
ADDRESS_SPACES = {"__global": "global", "global": "global", "__local": "local",
                  "local": "local", "__private": "private", "private": "private",
                  "__constant": "constant", "constant": "constant",
                  "__generic": "generic", "generic": "generic"}
ACCESS = {"read_only": "read_only", "__read_only": "read_only",
          "write_only": "write_only", "__write_only": "write_only",
          "read_write": "read_write", "__read_write": "read_write"}
# Opaque types that operands take from a private variable.
OPAQUE_VARIABLES = {"event_t", "clk_event_t", "ndrange_t", "reserve_id_t"}
# Bytes each call's operands and result may use in the buffers (a double16).
SLOT = 128


class CType:
    """A parameter or return type of a declaration."""

    def __init__(self, text):
        self.text = " ".join(text.split())
        tokens = re.findall(r"[A-Za-z_][A-Za-z_0-9]*|\*", text)
        # An array parameter is a pointer to private memory.
        self.pointer = tokens.count("*") + text.count("[")
        self.const = "const" in tokens
        self.volatile = "volatile" in tokens
        self.space = None
        self.access = None
        names = []
        for t in tokens:
            if t in ADDRESS_SPACES:
                self.space = ADDRESS_SPACES[t]
            elif t in ACCESS:
                self.access = ACCESS[t]
            elif t != "*" and t not in QUALIFIERS:
                names.append(t)
        if names[:1] == ["unsigned"]:
            names = ["u" + (names[1] if len(names) > 1 else "int")]
        self.base = names[0] if names else "int"
        if self.pointer and self.space is None:
            self.space = "private" if "[" in text else "generic"
        if self.access is None and "image" in self.base:
            self.access = "read_only"
        m = re.fullmatch(r"(%s)(2|3|4|8|16)?" % "|".join(SCALARS), self.base)
        scalar = INTEGER_TYPEDEFS.get(self.base)
        self.elem = m.group(1) if m else scalar
        self.width = int(m.group(2)) if m and m.group(2) else 1

    def arithmetic(self):
        return self.elem is not None and not self.pointer

    def spelling(self):
        """The type as a cast writes it."""
        words = []
        if self.volatile:
            words.append("volatile")
        if self.const:
            words.append("const")
        if self.pointer and self.space != "generic":
            words.append(self.space)
        if self.access:
            words.append(self.access)
        words.append(self.base)
        return " ".join(words) + " *" * self.pointer

    def key(self):
        """What distinguishes families: element and width, or the type."""
        if self.arithmetic():
            return "%sx%d" % (self.elem, self.width)
        if self.pointer:
            inner = CType(self.base)
            pointee = inner.key() if inner.elem else self.base
            return "%s*%s" % (self.space, pointee)
        return ((self.access + " ") if self.access else "") + self.base


class Declaration:
    def __init__(self, ret, name, params, names):
        self.ret, self.name, self.params, self.param_names = ret, name, params, names

    def family_key(self):
        """Name x arity x (width and element of the first arithmetic
        operand, or of the result) x what the other operands are."""
        keys = [p.key() for p in self.params]
        primary = next((k for k, p in zip(keys, self.params)
                        if p.arithmetic() or (p.pointer and CType(p.base).elem)),
                       None)
        if primary is None or self.ret.arithmetic():
            primary = self.ret.key() if self.ret.base != "void" else primary
        others = tuple(k for k, p in zip(keys, self.params)
                       if not p.arithmetic())
        return (self.name, len(self.params), primary, others)


    def signature(self):
        """name(parameter types), what the refusal list's patterns match."""
        return "%s(%s)" % (self.name, ", ".join(p.spelling() for p in self.params))


def strip_attributes(text):
    out, i = [], 0
    while True:
        j = text.find("__attribute__", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:j])
        k = text.index("(", j)
        depth = 0
        while True:
            if text[k] == "(":
                depth += 1
            elif text[k] == ")":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        i = k + 1


def split_param(text):
    """(type, parameter name or None)."""
    tokens = re.findall(r"[A-Za-z_][A-Za-z_0-9]*|\*", text)
    kinds = [t for t in tokens if t not in QUALIFIERS and t not in ADDRESS_SPACES
             and t not in ACCESS]
    if len(kinds) >= 2 and kinds[-1] != "*" and kinds[-2] not in ("unsigned", "signed"):
        name = kinds[-1]
        return text[:text.rindex(name)], name
    return text, None


def parse_declarations(preprocessed):
    """The overloadable declarations of the preprocessed header."""
    text = "\n".join(l for l in preprocessed.splitlines() if not l.startswith("#"))
    decls = []
    for statement in text.split(";"):
        if "overloadable" not in statement:
            continue
        s = " ".join(strip_attributes(statement).split())
        m = re.fullmatch(r"(?:.*[;}] )?(.*?)\b([A-Za-z_][A-Za-z_0-9]*) ?\((.*)\)", s)
        if not m:
            raise SystemExit("cannot read the declaration: " + s)
        params, names = [], []
        for p in m.group(3).split(","):
            if p.strip() in ("", "void"):
                continue
            ptype, pname = split_param(p)
            params.append(CType(ptype))
            names.append(pname)
        decls.append(Declaration(CType(m.group(1)), m.group(2), params, names))
    return decls


def families(decls):
    """The first declaration of each family, in the header's order."""
    seen = {}
    for d in decls:
        seen.setdefault(d.family_key(), d)
    return list(seen.values())


class Kernel:
    """One kernel that calls one builtin."""

    def __init__(self, index, decl):
        self.index, self.decl = index, decl
        self.name = "k%d" % index
        self.params = ["global uchar *in", "global uchar *out", "global uchar *buf",
                       "constant uchar *cbuf"]
        self.locals = []
        self.slot = 0

    def operand(self, position, ctype):
        decl = self.decl
        pname = decl.param_names[position]
        for (builtin, param), value in CONSTANT_PARAMS.items():
            if param == pname and fnmatch.fnmatchcase(decl.name, builtin):
                return value
        if ctype.base in CONSTANT_TYPES and not ctype.pointer:
            return CONSTANT_TYPES[ctype.base]
        if ctype.arithmetic():
            self.slot += 1
            return "*(global %s *)(in + %d)" % (ctype.base, self.slot * SLOT)
        if ctype.pointer:
            storage = {"global": "buf", "generic": "buf", "constant": "cbuf",
                       "local": "lbuf", "private": "pbuf"}[ctype.space]
            if ctype.base in OPAQUE_VARIABLES:
                # A private variable of an opaque type, such as an event list.
                var = "v%d" % position
                self.locals.append("%s %s;" % (ctype.base, var))
                return "&" + var
            return "(%s)%s" % (ctype.spelling(), storage)
        if ctype.base == "event_t":
            return "ev"
        if ctype.base in OPAQUE_VARIABLES or ctype.base.startswith("intel_sub_group_avc_"):
            var = "v%d" % position
            self.locals.append("%s %s;" % (ctype.base, var))
            return var
        if ctype.base.startswith("image") or ctype.base in ("sampler_t", "queue_t"):
            param = "p%d" % position
            self.params.append("%s %s" % (ctype.spelling(), param))
            return param
        raise SystemExit("no operand for %s in %s" % (ctype.text, decl.name))

    def text(self):
        decl = self.decl
        operands = [self.operand(i, p) for i, p in enumerate(decl.params)]
        call = "%s(%s)" % (decl.name, ", ".join(operands))
        if decl.ret.arithmetic():
            body = "*(global %s *)out = %s;" % (decl.ret.base, call)
        else:
            body = call + ";"
        signature = "%s %s(%s)" % (decl.ret.text, decl.name,
                                   ", ".join(p.text for p in decl.params))
        lines = ["// %s" % signature,
                 "kernel void %s(%s) {" % (self.name, ", ".join(self.params)),
                 "  local ulong16 lbuf[16];",
                 "  private ulong16 pbuf[16];",
                 "  event_t ev = 0;"]
        lines += ["  " + l for l in self.locals]
        lines += ["  " + body, "}", ""]
        return "\n".join(lines)


PRAGMAS = ("#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
           "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n")
CLANG_FLAGS = ["-target", "spirv64", "-cl-std=CL3.0", "-Xclang", "-cl-ext=+all",
               "-cl-no-stdinc", "-Xclang", "-finclude-default-header",
               "-Wno-everything", "-ferror-limit=0"]


def printf_kernel(index):
    """printf is C's, declared in opencl-c-base.h, not an overload."""
    return ("// int printf(__constant const char *, ...)\n"
            "kernel void k%d(global uchar *in) {\n"
            '  printf("%%d %%f %%v4hlf %%s\\n", *(global int *)in, '
            "*(global float *)in, *(global float4 *)in, \"str\");\n}\n" % index)


def generate(clang, directory, batches, only=None):
    header = subprocess.run(
        [clang] + CLANG_FLAGS + ["-E", "-x", "cl", "-"], input="",
        capture_output=True, text=True, check=True).stdout
    chosen = families(parse_declarations(header))
    if only:
        chosen = [d for d in chosen if fnmatch.fnmatchcase(d.signature(), only)]
    kernels = {}
    texts = []
    for i, decl in enumerate(chosen):
        k = Kernel(i, decl)
        texts.append(k.text())
        kernels[k.name] = decl.signature()
    if not only or fnmatch.fnmatchcase("printf(", only):
        texts.append(printf_kernel(len(chosen)))
        kernels["k%d" % len(chosen)] = "printf(constant char *, ...)"
    os.makedirs(directory, exist_ok=True)
    per_batch = (len(texts) + batches - 1) // batches
    files = []
    for b, first in enumerate(range(0, len(texts), per_batch)):
        path = os.path.join(directory, "batch-%d.cl" % b)
        with open(path, "w") as f:
            f.write(PRAGMAS + "\n" + "\n".join(texts[first:first + per_batch]))
        files.append(path)
    return kernels, files


def refusal_list(doc):
    """(pattern, reason) pairs of docs/OpenCL.md's refusal list."""
    return doc_table(doc, "refused-builtins")


def compile_batch(args, path):
    """Compiles one batch: (errors by kernel, failure text or None)."""
    out = path[:-3] + ".spv"
    # -g: without a source position, the target reports a problem once per
    # module, not once per kernel.
    r = subprocess.run([args.clang] + CLANG_FLAGS + ["-O0", "-g", "-c", path, "-o", out],
                       capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r"error: (.*) \(in function @(k\d+)\)", r.stderr):
        errors.setdefault(m.group(2), []).append(m.group(1))
    if r.returncode != 0:
        if not errors:
            return errors, "%s: clang failed:\n%s" % (path, r.stderr)
        return errors, None
    v = subprocess.run([args.spirv_val, out], capture_output=True, text=True)
    if v.returncode != 0:
        return errors, "%s: spirv-val: %s" % (out, v.stdout + v.stderr)
    dis = subprocess.run([args.spirv_dis, out], capture_output=True, text=True,
                         check=True).stdout
    imports = [l for l in dis.splitlines() if "LinkageAttributes" in l and "Import" in l]
    if imports:
        return errors, "%s: imports left:\n%s" % (out, "\n".join(imports))
    return errors, None


def check(args):
    kernels, files = generate(args.clang, args.directory, args.batches, args.only)
    entries = refusal_list(args.doc)
    # A batch that has refusals yields no module, so refused kernels are
    # split off and the rest compiled again, in halves: the target reports a
    # problem that has no source position (a parameter type) once per
    # module.
    problems = []
    refused = {}
    pending = files
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        while pending:
            results = list(pool.map(lambda p: compile_batch(args, p), pending))
            retry = []
            for path, (errors, failure) in zip(pending, results):
                if failure:
                    problems.append(failure)
                if not errors:
                    continue
                refused.update(errors)
                with open(path) as f:
                    kept = [t for t in f.read().split("\n// ")[1:]
                            if re.search(r"kernel void (k\d+)\(", t).group(1) not in errors]
                half = (len(kept) + 1) // 2
                for i, part in enumerate([kept[:half], kept[half:]]):
                    if part:
                        retry.append(path[:-3] + "-%d.cl" % i)
                        with open(retry[-1], "w") as f:
                            f.write(PRAGMAS + "\n// " + "\n// ".join(part))
            pending = retry
    refused_families = {}
    for kernel, errors in refused.items():
        refused_families.setdefault(kernels[kernel], []).extend(errors)
    compiled = set(kernels.values()) - set(refused_families)

    def matches(signature, pattern):
        # A pattern without a parameter list names every overload.
        return fnmatch.fnmatchcase(signature, pattern if "(" in pattern else pattern + "(*")

    for signature, errors in sorted(refused_families.items()):
        if not any(matches(signature, pattern) for pattern, _ in entries):
            problems.append("refused, but not listed in %s: %s: %s"
                            % (args.doc, signature, errors[0]))
    for pattern, reason in entries:
        if args.only and not any(matches(s, pattern) for s in kernels.values()):
            continue
        now = sorted(s for s in compiled if matches(s, pattern))
        if now:
            problems.append("listed as refused (%s) but compiles: %s"
                            % (reason, "; ".join(now)))
        elif not any(matches(s, pattern) for s in refused_families):
            problems.append("listed as refused but names no builtin: " + pattern)
    names = {s[:s.index("(")] for s in kernels.values()}
    print("%d families of %d builtins: %d compiled, %d refused"
          % (len(kernels), len(names), len(kernels) - len(refused), len(refused)))
    for p in problems:
        print("error: " + p, file=sys.stderr)
    return 1 if problems else 0


def main():
    spirv_tools.use_current()
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["generate", "check"])
    parser.add_argument("directory")
    parser.add_argument("--clang", required=True)
    parser.add_argument("--spirv-val", default="spirv-val")
    parser.add_argument("--spirv-dis", default="spirv-dis")
    parser.add_argument("--doc", help="docs/OpenCL.md")
    parser.add_argument("--batches", type=int, default=8)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", help="the families whose signature matches this pattern")
    args = parser.parse_args()
    if args.mode == "generate":
        kernels, _ = generate(args.clang, args.directory, args.batches, args.only)
        print("%d families" % len(kernels))
        return 0
    if not args.doc:
        parser.error("check needs --doc")
    return check(args)


if __name__ == "__main__":
    sys.exit(main())
