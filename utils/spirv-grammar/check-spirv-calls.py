#!/usr/bin/env python3
"""Checks that every instruction the Kernel environment allows compiles from
its __spirv_<Name> call (the translator's LLVM IR conventions), walking the SPIR-V grammar.

For each instruction of the core grammar whose capabilities the Level-Zero
Kernel environment has (the Level-Zero SPIR-V programming guide's required capabilities, OpenCL 3.0's
sub-group ones, and those of the extensions the target allows by default)
and that a call can stand for, it writes a function that calls
__spirv_<Name> with operands of suitable types and stores the result (or
uses it, where it is an image, a sampled image or an event). Images are
as the OpenCL environment has them: void texels, Sampled 0, format
Unknown; each instruction gets the dimensionality and access it needs
(a write-only image to write, a buffer to ask the size of without a level,
a multisampled image for the number of samples). All
functions go into one module, which is compiled with llc; the module must
validate (spirv-val), import nothing (no `Import` linkage), and each
function must contain its instruction. When the module as a whole fails,
each function is compiled alone to name the ones that fail.

Instructions a call cannot stand for, or that no module of the environment
can hold, are excluded by class or by name (the EXCLUDED table says why);
--list also names the instructions outside the environment with the
capability or extension they need. An instruction that is neither excluded nor given
operands here is an error, so a new grammar cannot add instructions that
nobody looked at.

Usage: check-spirv-calls.py --grammar spirv.core.grammar.json --llc LLC
                            [--spirv-val PATH] [--spirv-dis PATH] --tmp DIR
Prints one summary line (after the lists, with --list) and exits 1 on any
failure.
"""
import argparse
import json
import os
import re
import subprocess
import sys

# The Level-Zero SPIR-V programming guide's required capabilities and those of OpenCL 3.0's sub-groups.
ENVIRONMENT_CAPABILITIES = {
    "Addresses", "Float16Buffer", "Int64", "Int16", "Int8", "Kernel", "Linkage",
    "Vector16", "GenericPointer", "Groups", "ImageBasic", "Float16", "Float64",
    "Int64Atomics", "LiteralSampler", "Sampled1D", "Image1D", "SampledBuffer",
    "ImageBuffer", "ImageReadWrite", "GroupNonUniform", "GroupNonUniformVote",
    "GroupNonUniformArithmetic", "GroupNonUniformBallot", "GroupNonUniformShuffle",
    "GroupNonUniformShuffleRelative", "GroupNonUniformClustered",
}
# The extensions llc allows without --spirv-ext.
DEFAULT_EXTENSIONS = {
    "SPV_INTEL_subgroups", "SPV_EXT_shader_atomic_float_add",
    "SPV_EXT_shader_atomic_float_min_max",
}

# Why instructions a call cannot stand for are left out: by class, then by
# name.
EXCLUDED_CLASSES = {
    "Debug": "debug information, not an instruction of a function body",
    "Annotation": "decorations: !spirv.Decorations metadata",
    "Extension": "OpExtInst: the __spirv_ocl_<name> calls of OpenCL.std",
    "Mode-Setting": "module-level: entry points, execution modes",
    "Type-Declaration": "types, not values",
    "Constant-Creation": "constants are IR constants; __spirv_SpecConstant has its own test",
    "Function": "functions are IR functions and calls",
    "@exclude": "not an instruction",
}
EXCLUDED = {
    "OpPhi": "control flow: IR phi",
    "OpLoopMerge": "structured control flow (Shader)",
    "OpSelectionMerge": "structured control flow (Shader)",
    "OpLabel": "blocks are IR blocks",
    "OpBranch": "control flow: IR br",
    "OpBranchConditional": "control flow: IR br",
    "OpSwitch": "control flow: IR switch",
    "OpReturn": "control flow: IR ret",
    "OpReturnValue": "control flow: IR ret",
    "OpUnreachable": "control flow: IR unreachable",
    "OpVariable": "variables are IR allocas and globals",
    "OpAccessChain": "IR getelementptr",
    "OpInBoundsAccessChain": "IR getelementptr",
    "OpPtrAccessChain": "IR getelementptr",
    "OpInBoundsPtrAccessChain": "IR getelementptr",
    # The SPIR-V specification's rule (spirv-val: "Expected Image 'Sampled'
    # parameter to be 1"); the OpenCL environment's images have Sampled 0.
    "OpImageFetch": "reads an image whose Sampled is 1; the OpenCL environment's is 0",
    # Its result points to a texel of the image's Sampled Type, which the
    # OpenCL environment requires to be void (a 64-bit integer only with
    # SPV_EXT_shader_image_int64, not a default extension).
    "OpImageTexelPointer": "needs an image whose Sampled Type is the texel's scalar type; "
                           "the OpenCL environment's is void",
}

# Instructions the target hoists out of the function.
MODULE_LEVEL = {"OpUndef"}

# Scopes, semantics and group operations as the operands use them.
DEVICE, WORKGROUP, SUBGROUP = "i32 1", "i32 2", "i32 3"
RELAXED = "i32 0"
SEQ_CST_WG = "i32 264"   # SequentiallyConsistent | WorkgroupMemory
REDUCE = "i32 0"

# The operands each function has to pass: (IR type, name).
PARAMS = [
    ("ptr addrspace(1)", "%out"), ("ptr addrspace(1)", "%p"),
    ("ptr addrspace(4)", "%g"), ("i32", "%i"), ("i32", "%j"), ("i64", "%l"),
    ("float", "%f"), ("float", "%h"), ("<4 x float>", "%v"), ("<4 x float>", "%w"),
    ("<4 x i32>", "%vi"), ("double", "%d"),
]
PREAMBLE = [
    "%b = icmp slt i32 %i, %j",
    "%c = icmp sgt i32 %i, %j",
    "%vb = icmp slt <4 x i32> %vi, zeroinitializer",
    "%priv = alloca [4 x i32], align 4",
    "%ci = shufflevector <4 x i32> %vi, <4 x i32> %vi, <2 x i32> <i32 0, i32 1>",
    "%cf = shufflevector <4 x float> %v, <4 x float> %v, <2 x i32> <i32 0, i32 1>",
]

# Images, samplers and events (the translator's LLVM IR conventions), each
# as the OpenCL environment has them: Sampled 0 (known at run time), format
# Unknown, void texels. A function takes the ones its body names.
IMAGE = 'target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)'         # 2D, read-only
WRITE_IMAGE = 'target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1)'   # 2D, write-only
BUFFER_IMAGE = 'target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0)'  # buffer, read-only
MS_IMAGE = 'target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0)'      # multisampled 2D
SAMPLER = 'target("spirv.Sampler")'
SAMPLED_IMAGE = 'target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0)'
EVENT = 'target("spirv.Event")'
HANDLE_PARAMS = [
    (IMAGE, "%img"), (WRITE_IMAGE, "%imw"), (BUFFER_IMAGE, "%buf"), (MS_IMAGE, "%ims"),
    (SAMPLER, "%smp"), ("ptr addrspace(3)", "%loc"),
]
# Calls the image and event functions make besides their instruction's.
SAMPLE = "<4 x float> @__spirv_ImageSampleExplicitLod(%s %%si, <2 x float> %%cf, i32 2, float 0.0)" \
    % SAMPLED_IMAGE
SAMPLED = "%s @__spirv_SampledImage(%s %%img, %s %%smp)" % (SAMPLED_IMAGE, IMAGE, SAMPLER)
QUERY = "i32 @__spirv_ImageQueryFormat(%s %%r)" % IMAGE
WAIT = "void @__spirv_GroupWaitEvents(i32 2, i32 1, ptr %evp)"
ASYNC_COPY = "_Z22__spirv_GroupAsyncCopyiPU3AS3iPU3AS1Kimm9ocl_event"


def declaration(call):
    """The declaration of the callee of `call` ("<ret> @<name>(<operands>)")."""
    head, args = call.split("(", 1)
    operands = args.rsplit(")", 1)[0]
    types = [o.strip().rsplit(" ", 1)[0] for o in split_operands(operands)]
    return "declare spir_func %s(%s)" % (head, ", ".join(types))


def split_operands(text):
    """The operands of a call, split at the commas outside parentheses and
    vector types."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        if ch in "(<":
            depth += 1
        elif ch in ")>":
            depth -= 1
        cur += ch
    return [p for p in parts + [cur] if p.strip()]


# The image and event instructions: their operands, the lines before the
# call that make them, the lines after it that use a result which cannot be
# stored (a sampled image, an image, an event), and the other calls of
# those lines.
HANDLE_TABLE = {
    "SampledImage": (SAMPLED_IMAGE, [IMAGE + " %img", SAMPLER + " %smp"], None, [],
                     ["%s = call spir_func " + SAMPLE.replace("%si", "%r"),
                      "store <4 x float> %s, ptr addrspace(1) %out"], [SAMPLE]),
    "ImageSampleExplicitLod": ("<4 x float>", [SAMPLED_IMAGE + " %si", "<2 x float> %cf",
                                               "i32 2", "float 0.0"], None,
                               ["%si = call spir_func " + SAMPLED], None, [SAMPLED]),
    "Image": (IMAGE, [SAMPLED_IMAGE + " %si"], None, ["%si = call spir_func " + SAMPLED],
              ["%q = call spir_func " + QUERY, "store i32 %q, ptr addrspace(1) %out"],
              [SAMPLED, QUERY]),
    "ImageRead": ("<4 x float>", [IMAGE + " %img", "<2 x i32> %ci"]),
    "ImageWrite": ("void", [WRITE_IMAGE + " %imw", "<2 x i32> %ci", "<4 x float> %v"]),
    "ImageQueryFormat": ("i32", [IMAGE + " %img"]),
    "ImageQueryOrder": ("i32", [IMAGE + " %img"]),
    "ImageQueryLevels": ("i32", [IMAGE + " %img"]),
    "ImageQuerySizeLod": ("<2 x i32>", [IMAGE + " %img", "i32 %i"]),
    # Without a level: a buffer, which has none.
    "ImageQuerySize": ("i32", [BUFFER_IMAGE + " %buf"]),
    # Only a multisampled image has samples.
    "ImageQuerySamples": ("i32", [MS_IMAGE + " %ims"]),
    "SubgroupImageBlockReadINTEL": ("i32", [IMAGE + " %img", "<2 x i32> %ci"]),
    "SubgroupImageBlockWriteINTEL": ("void", [WRITE_IMAGE + " %imw", "<2 x i32> %ci", "i32 %i"]),
    # The copy's event is waited for; the element type is the mangled name's.
    "GroupAsyncCopy": (EVENT, [WORKGROUP, "ptr addrspace(3) %loc", "ptr addrspace(1) %p",
                               "i64 %l", "i64 1", EVENT + " zeroinitializer"], ASYNC_COPY,
                       ["%%evp = alloca %s" % EVENT],
                       ["store %s %%r, ptr %%evp" % EVENT, "call spir_func " + WAIT], [WAIT]),
    "GroupWaitEvents": ("void", [WORKGROUP, "i32 1", "ptr %evp"], None,
                        ["%%evp = alloca %s" % EVENT,
                         "store %s zeroinitializer, ptr %%evp" % EVENT]),
}


def signature(name):
    """(result IR type or 'void', [operands], callee name or None[, lines
    before the call, lines that use its result or None, other calls]) of
    the call of instruction `name`; None when nothing here knows it."""
    n = name[2:]
    f4 = "<4 x float>"
    table = {
        # Composite.
        "VectorExtractDynamic": ("float", ["<4 x float> %v", "i32 %i"]),
        "VectorInsertDynamic": (f4, ["<4 x float> %v", "float %f", "i32 %i"]),
        "VectorShuffle": (f4, ["<4 x float> %v", "<4 x float> %w", "i32 0", "i32 5",
                               "i32 2", "i32 7"]),
        "CompositeConstruct": ("<2 x float>", ["float %f", "float %h"]),
        "CompositeExtract": ("float", ["<4 x float> %v", "i32 1"]),
        "CompositeInsert": (f4, ["float %f", "<4 x float> %v", "i32 2"]),
        "CopyObject": ("i32", ["i32 %i"]),
        "CopyLogical": ("%Logical.B", ["%Logical.A zeroinitializer"]),
        # Arithmetic outside the pattern: struct results.
        "IAddCarry": ("{ i32, i32 }", ["i32 %i", "i32 %j"]),
        "ISubBorrow": ("{ i32, i32 }", ["i32 %i", "i32 %j"]),
        "UMulExtended": ("{ i32, i32 }", ["i32 %i", "i32 %j"]),
        "SMulExtended": ("{ i32, i32 }", ["i32 %i", "i32 %j"]),
        "VectorTimesScalar": (f4, ["<4 x float> %v", "float %f"]),
        "Dot": ("float", ["<4 x float> %v", "<4 x float> %w"]),
        "Select": ("i32", ["i1 %b", "i32 %i", "i32 %j"]),
        "Any": ("i1", ["<4 x i1> %vb"]),
        "All": ("i1", ["<4 x i1> %vb"]),
        "BitCount": ("i32", ["i32 %i"]),
        # Conversions.
        "ConvertFToU": ("i32", ["float %f"]),
        "ConvertFToS": ("i32", ["float %f"]),
        "ConvertSToF": ("float", ["i32 %i"]),
        "ConvertUToF": ("float", ["i32 %i"]),
        "UConvert": ("i64", ["i32 %i"]),
        "SConvert": ("i64", ["i32 %i"]),
        "FConvert": ("double", ["float %f"]),
        "SatConvertSToU": ("i32", ["i32 %i"]),
        "SatConvertUToS": ("i32", ["i32 %i"]),
        "ConvertPtrToU": ("i64", ["ptr addrspace(1) %p"]),
        "ConvertUToPtr": ("ptr addrspace(1)", ["i64 %l"]),
        "PtrCastToGeneric": ("ptr addrspace(4)", ["ptr addrspace(1) %p"]),
        "GenericCastToPtr": ("ptr addrspace(1)", ["ptr addrspace(4) %g"]),
        "GenericCastToPtrExplicit": ("ptr addrspace(1)", ["ptr addrspace(4) %g", "i32 5"]),
        "Bitcast": ("float", ["i32 %i"]),
        "QuantizeToF16": ("float", ["float %f"]),
        # Memory.
        "Load": ("i32", ["ptr addrspace(1) %p", "i32 2", "i32 4"]),
        "Store": ("void", ["ptr addrspace(1) %p", "i32 %i"]),
        "CopyMemory": ("void", ["ptr addrspace(1) %out", "ptr addrspace(1) %p"],
                       "_Z18__spirv_CopyMemoryPU3AS1iS0_"),
        "CopyMemorySized": ("void", ["ptr addrspace(1) %out", "ptr addrspace(1) %p", "i64 16"]),
        "GenericPtrMemSemantics": ("i32", ["ptr addrspace(4) %g"]),
        "PtrEqual": ("i1", ["ptr addrspace(1) %p", "ptr addrspace(1) %out"]),
        "PtrNotEqual": ("i1", ["ptr addrspace(1) %p", "ptr addrspace(1) %out"]),
        "PtrDiff": ("i64", ["ptr addrspace(1) %p", "ptr addrspace(1) %out"],
                    "_Z15__spirv_PtrDiffPU3AS1iS0_"),
        # Miscellaneous.
        "SizeOf": ("i32", ["ptr addrspace(1) %p"], "_Z14__spirv_SizeOfPU3AS1i"),
        "Undef": ("i32", []),
        "Nop": ("void", []),
        "LifetimeStart": ("void", ["ptr %priv", "i32 0"]),
        "LifetimeStop": ("void", ["ptr %priv", "i32 0"]),
        # Barriers and atomics.
        "ControlBarrier": ("void", [WORKGROUP, WORKGROUP, SEQ_CST_WG]),
        "MemoryBarrier": ("void", [WORKGROUP, SEQ_CST_WG]),
        "AtomicLoad": ("i32", ["ptr addrspace(1) %p", DEVICE, RELAXED]),
        "AtomicStore": ("void", ["ptr addrspace(1) %p", DEVICE, RELAXED, "i32 %i"]),
        "AtomicExchange": ("i32", ["ptr addrspace(1) %p", DEVICE, RELAXED, "i32 %i"]),
        "AtomicCompareExchange": ("i32", ["ptr addrspace(1) %p", DEVICE, RELAXED, RELAXED,
                                          "i32 %i", "i32 %j"]),
        "AtomicCompareExchangeWeak": ("i32", ["ptr addrspace(1) %p", DEVICE, RELAXED,
                                              RELAXED, "i32 %i", "i32 %j"]),
        "AtomicIIncrement": ("i32", ["ptr addrspace(1) %p", DEVICE, RELAXED]),
        "AtomicIDecrement": ("i32", ["ptr addrspace(1) %p", DEVICE, RELAXED]),
        "AtomicFlagTestAndSet": ("i1", ["ptr addrspace(1) %p", DEVICE, RELAXED]),
        "AtomicFlagClear": ("void", ["ptr addrspace(1) %p", DEVICE, RELAXED]),
        # Groups (uniform): Workgroup or Subgroup scope, then the operands.
        "GroupAll": ("i1", [WORKGROUP, "i1 %b"]),
        "GroupAny": ("i1", [WORKGROUP, "i1 %b"]),
        "GroupBroadcast": ("i32", [WORKGROUP, "i32 %i", "i64 %l"]),
        # Non-uniform groups.
        "GroupNonUniformElect": ("i1", [SUBGROUP]),
        "GroupNonUniformAll": ("i1", [SUBGROUP, "i1 %b"]),
        "GroupNonUniformAny": ("i1", [SUBGROUP, "i1 %b"]),
        "GroupNonUniformAllEqual": ("i1", [SUBGROUP, "i32 %i"]),
        "GroupNonUniformBroadcast": ("i32", [SUBGROUP, "i32 %i", "i32 1"]),
        "GroupNonUniformBroadcastFirst": ("i32", [SUBGROUP, "i32 %i"]),
        "GroupNonUniformBallot": ("<4 x i32>", [SUBGROUP, "i1 %b"]),
        "GroupNonUniformInverseBallot": ("i1", [SUBGROUP, "<4 x i32> %vi"]),
        "GroupNonUniformBallotBitExtract": ("i1", [SUBGROUP, "<4 x i32> %vi", "i32 %i"]),
        "GroupNonUniformBallotBitCount": ("i32", [SUBGROUP, REDUCE, "<4 x i32> %vi"]),
        "GroupNonUniformBallotFindLSB": ("i32", [SUBGROUP, "<4 x i32> %vi"]),
        "GroupNonUniformBallotFindMSB": ("i32", [SUBGROUP, "<4 x i32> %vi"]),
        "GroupNonUniformShuffle": ("i32", [SUBGROUP, "i32 %i", "i32 %j"]),
        "GroupNonUniformShuffleXor": ("i32", [SUBGROUP, "i32 %i", "i32 %j"]),
        "GroupNonUniformShuffleUp": ("i32", [SUBGROUP, "i32 %i", "i32 %j"]),
        "GroupNonUniformShuffleDown": ("i32", [SUBGROUP, "i32 %i", "i32 %j"]),
        # cl_intel_subgroups.
        "SubgroupShuffleINTEL": ("i32", ["i32 %i", "i32 %j"]),
        "SubgroupShuffleXorINTEL": ("i32", ["i32 %i", "i32 %j"]),
        "SubgroupShuffleDownINTEL": ("i32", ["i32 %i", "i32 %j", "i32 %j"]),
        "SubgroupShuffleUpINTEL": ("i32", ["i32 %i", "i32 %j", "i32 %j"]),
        "SubgroupBlockReadINTEL": ("i32", ["ptr addrspace(1) %p"],
                                   "_Z30__spirv_SubgroupBlockReadINTELPU3AS1Kj"),
        "SubgroupBlockWriteINTEL": ("void", ["ptr addrspace(1) %out", "i32 %i"],
                                    "_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jj"),
    }
    if n in table:
        entry = table[n]
        return entry[0], entry[1], entry[2] if len(entry) > 2 else None
    return HANDLE_TABLE.get(n)


def pattern_signature(inst):
    """The operands of the instructions whose class and name say their
    types: arithmetic, bit, relational and group operations."""
    name, cls = inst["opname"], inst["class"]
    n = name[2:]
    ids = [o for o in inst.get("operands", []) if o["kind"] == "IdRef" and "quantifier" not in o]
    count = len(ids)
    if cls in ("Arithmetic", "Bit"):
        ty = "float" if n.startswith("F") else "i32"
        return ty, ["%s %s" % (ty, "%f" if ty == "float" else "%i")] * count, None
    if cls == "Relational_and_Logical":
        if n.startswith("Is") or n == "SignBitSet":
            return "i1", ["float %f"], None
        if n.startswith("Logical"):
            return "i1", ["i1 %b", "i1 %c"][:count], None
        if n.startswith(("FOrd", "FUnord")) or n in ("Ordered", "Unordered", "LessOrGreater"):
            return "i1", ["float %f", "float %h"], None
        return "i1", ["i32 %i", "i32 %j"], None
    if cls == "Atomic" and count == 2:
        # Read-modify-write: (pointer, scope, semantics, value).
        ty = "float" if "AtomicF" in name else "i32"
        value = "float %f" if ty == "float" else "i32 %i"
        return ty, ["ptr addrspace(1) %p", DEVICE, RELAXED, value], None
    if cls in ("Group", "Non-Uniform"):
        kinds = [o["kind"] for o in inst.get("operands", [])]
        if "GroupOperation" in kinds and count == 1:
            ty = "float" if re.search(r"Group(NonUniform)?F", name) else "i32"
            if "Logical" in name:
                ty = "i1"
            scope = SUBGROUP if cls == "Non-Uniform" else WORKGROUP
            value = {"float": "float %f", "i32": "i32 %i", "i1": "i1 %b"}[ty]
            return ty, [scope, REDUCE, value], None
    return None


def outside(inst, caps):
    """Why the environment does not have instruction `inst` (the grammar's
    capabilities and extensions), or None when it has it."""
    def cap_ok(c, depth=0):
        if c in ENVIRONMENT_CAPABILITIES:
            return True
        e = caps.get(c)
        if not e or depth > 8:
            return False
        exts = e.get("extensions", [])
        return bool(exts) and any(x in DEFAULT_EXTENSIONS for x in exts) and \
            all(cap_ok(d, depth + 1) for d in e.get("capabilities", []))
    needed = inst.get("capabilities", [])
    if needed and not any(cap_ok(c) for c in needed):
        return "needs " + " or ".join(needed)
    if inst.get("version", "1.0") != "None":
        return None
    # Outside the core: an instruction of a default extension, or one that
    # names no extension and comes with its capability's (the newer grammars
    # list the extension only there).
    exts = inst.get("extensions", [])
    if any(x in DEFAULT_EXTENSIONS for x in exts) or (not exts and needed):
        return None
    return "needs " + (" or ".join(exts) or "a version of SPIR-V that has it")


def store(ty, value, fn):
    """IR that keeps the call's result alive: stored through %out."""
    if ty == "void":
        return []
    if ty == "i1":
        return ["%%z = zext i1 %s to i32" % value, "store i32 %z, ptr addrspace(1) %out"]
    if ty.startswith("ptr"):
        return ["store %s %s, ptr addrspace(1) %%out" % (ty, value)]
    return ["store %s %s, ptr addrspace(1) %%out" % (ty, value)]


def function(inst, ret, operands, callee=None, pre=(), post=None, calls=()):
    """The function that tests instruction `inst` and the declarations of
    the functions it calls."""
    name = inst["opname"]
    callee = callee or "__spirv_" + name[2:]
    call = "%s @%s(%s)" % (ret, callee, ", ".join(operands))
    body = list(PREAMBLE) + list(pre)
    body.append(("" if ret == "void" else "%r = ") + "call spir_func " + call)
    body += store(ret, "%r", name) if post is None else post
    body.append("ret void")
    text = "\n".join(body)
    params = PARAMS + [p for p in HANDLE_PARAMS if re.search(re.escape(p[1]) + r"\b", text)]
    lines = ["define spir_func void @t_%s(%s) {" % (name, ", ".join("%s %s" % p for p in params))]
    lines += ["  " + l for l in body]
    lines.append("}")
    return "\n".join(lines), [declaration(c) for c in [call] + list(calls)]


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def compile_and_check(args, path, names):
    """Compiles `path`; returns {instruction: problem} (empty when all pass)."""
    spv = path[:-3] + ".spv"
    r = run([args.llc, "-mtriple=spirv64", "-filetype=obj", path, "-o", spv])
    if r.returncode != 0:
        return {n: r.stderr.strip().splitlines()[0] if r.stderr.strip() else
                "llc exit %d" % r.returncode for n in names}
    r = run([args.spirv_val, spv])
    if r.returncode != 0:
        return {n: "spirv-val: " + r.stderr.strip().replace("\n", " ")[:300] for n in names}
    r = run([args.spirv_dis, "--raw-id", spv])
    if r.returncode != 0:
        return {n: "spirv-dis failed" for n in names}
    text = r.stdout
    problems = {}
    if "Import" in text:
        for n in names:
            problems[n] = "an Import linkage (the call was not lowered)"
        return problems
    # The instructions of each function, by its OpName.
    ids = dict(re.findall(r'OpName (%\d+) "t_(\w+)"', text))
    bodies = {}
    current = None
    for line in text.splitlines():
        m = re.match(r"\s*(%\d+) = OpFunction ", line)
        if m:
            current = ids.get(m.group(1))
            bodies[current] = []
            continue
        if current and "OpFunctionEnd" in line:
            current = None
        elif current:
            m = re.search(r"\b(Op\w+)", line)
            if m:
                bodies[current].append(m.group(1))
    for n in names:
        # OpUndef is a module-level id; the others are in the function.
        found = re.search(r"\b%s\b" % n, text) if n in MODULE_LEVEL else n in bodies.get(n, [])
        if not found:
            problems[n] = "no %s in the output" % n
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--grammar", required=True)
    ap.add_argument("--llc", required=True)
    ap.add_argument("--spirv-val", default="spirv-val")
    ap.add_argument("--spirv-dis", default="spirv-dis")
    ap.add_argument("--tmp", required=True)
    ap.add_argument("--list", action="store_true", help="print covered and excluded")
    args = ap.parse_args()
    with open(args.grammar) as f:
        grammar = json.load(f)
    caps = {e["enumerant"]: e for k in grammar["operand_kinds"] if k["kind"] == "Capability"
            for e in k["enumerants"]}
    seen = set()
    covered, excluded, unknown, not_allowed = [], {}, [], {}
    functions, decls = [], set()
    for inst in grammar["instructions"]:
        name = inst["opname"]
        if inst["opcode"] in seen:
            continue
        why = outside(inst, caps)
        if why:
            # An alias of an allowed instruction may follow.
            not_allowed.setdefault(name, why)
            continue
        seen.add(inst["opcode"])
        why = EXCLUDED_CLASSES.get(inst["class"]) or EXCLUDED.get(name)
        if why:
            excluded[name] = why
            continue
        sig = signature(name) or pattern_signature(inst)
        if not sig:
            unknown.append(name)
            continue
        text, decl = function(inst, *sig)
        functions.append(text)
        decls.update(decl)
        covered.append(name)
    os.makedirs(args.tmp, exist_ok=True)
    # CopyLogical copies between two struct types of one layout.
    header = ('target triple = "spirv64-unknown-unknown"\n\n'
              "%Logical.A = type { i32, float }\n%Logical.B = type { i32, float }\n\n")
    module = header + "\n\n".join(functions) + "\n\n" + "\n".join(sorted(decls)) + "\n"
    path = os.path.join(args.tmp, "all-calls.ll")
    with open(path, "w") as f:
        f.write(module)
    problems = compile_and_check(args, path, covered)
    if problems and len(problems) == len(covered):
        # The module failed as a whole: compile each function alone.
        problems = {}
        for inst_name, text in zip(covered, functions):
            one = os.path.join(args.tmp, inst_name + ".ll")
            with open(one, "w") as f:
                f.write(header + text + "\n\n" + "\n".join(sorted(decls)) + "\n")
            problems.update(compile_and_check(args, one, [inst_name]))
    if args.list:
        for n in covered:
            print("covered  %s" % n)
        for n, why in sorted(excluded.items()):
            print("excluded %s: %s" % (n, why))
        for n, why in sorted(not_allowed.items()):
            print("outside  %s: %s" % (n, why))
    for n in unknown:
        print("error: %s is allowed in the Kernel environment but has no call form here" % n)
    for n, why in sorted(problems.items()):
        print("error: __spirv_%s: %s" % (n[2:], why))
    print("%d instructions covered, %d excluded, %d failing, %d unknown" %
          (len(covered), len(excluded), len(problems), len(unknown)))
    return 1 if problems or unknown else 0


if __name__ == "__main__":
    sys.exit(main())
