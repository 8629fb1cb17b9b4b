#!/usr/bin/env python3
"""spirv-val, with SPIRV-Tools 2025.5's defect about SPV_INTEL_function_pointers
stated precisely rather than worked around.

The core specification's "Logical Layout of a Module" allows forward
references to operands that are an OpFunction, and the extension's
OpConstantFunctionPointerINTEL is a constant, so it stands before the
function it names. SPIRV-Tools 2025.5 reports "ID ... has not been defined"
for that operand and stops there (2025.2 accepted such modules). The same
validator's next pass rejects the pointer to an OpTypeFunction that the
extension introduces ("Invalid use of function type result id"); a module
whose function pointers all come from outside (a kernel argument) meets
that diagnostic first.

A module passes here when
  1. spirv-val accepts it as it is; or
  2. spirv-val's only diagnostic is one of those two: the forward reference
     on an OpConstantFunctionPointerINTEL, or the use of an OpTypeFunction
     by an OpTypePointer, in a module that declares FunctionPointersINTEL;
     every OpConstantFunctionPointerINTEL names an OpFunction defined after
     it, of exactly the OpTypeFunction its pointer type points to; and the
     same module with each pointer-to-function type pointing to an opaque
     type instead and each such constant an OpConstantNull of it (the rest
     of the module unchanged) passes spirv-val entirely.

Usage: spirv_val_fnptr.py [spirv-val options] module.spv
The exit code and messages are spirv-val's (or this check's reason).
"""
import os
import re
import struct
import subprocess
import sys
import tempfile

OP_TYPE_OPAQUE = 31
OP_TYPE_POINTER = 32
OP_TYPE_FUNCTION = 33
OP_CONSTANT_NULL = 46
OP_FUNCTION = 54
OP_CONSTANT_FUNCTION_POINTER = 5600
OP_CAPABILITY = 17
FUNCTION_POINTERS_INTEL = 5603

# The two diagnostics, each with the id it names.
FORWARD_REF = re.compile(
    r"^error: line \d+: ID '(\d+)\[%[^\]]*\]' has not been defined\n"
    r"\s*%\S+ = OpConstantFunctionPointerINTEL %\S+ %\S+\s*$")
FUNCTION_TYPE_USE = re.compile(
    r"^error: line \d+: Invalid use of function type result id '(\d+)\[%[^\]]*\]'\.\n"
    r"\s*%\S+ = OpTypePointer \w+ %\S+\s*$")


def _instructions(words):
    i = 5
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if count == 0:
            raise ValueError("instruction of word count 0 at word %d" % i)
        yield opcode, words[i + 1:i + count]
        i += count


def _string_words(s):
    data = s.encode() + b"\0"
    data += b"\0" * (-len(data) % 4)
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def _run(spirv_val, args, path):
    proc = subprocess.run([spirv_val] + args + [path], capture_output=True,
                          text=True, errors="replace")
    return proc.returncode, (proc.stdout + proc.stderr).strip()


def validate(path, args=(), spirv_val="spirv-val"):
    """(ok, message) for the module at path, by the rule above."""
    args = list(args)
    rc, out = _run(spirv_val, args, path)
    if rc == 0:
        return True, out
    with open(path, "rb") as f:
        data = f.read()
    if len(data) % 4 or len(data) < 20:
        return False, out
    words = list(struct.unpack("<%dI" % (len(data) // 4), data))
    if words[0] != 0x07230203:
        return False, out
    insts = list(_instructions(words))
    function_types = {ops[0] for op, ops in insts if op == OP_TYPE_FUNCTION}
    pointers = {ops[0]: (ops[1], ops[2]) for op, ops in insts
                if op == OP_TYPE_POINTER}
    constants = [(pos, ops) for pos, (op, ops) in enumerate(insts)
                 if op == OP_CONSTANT_FUNCTION_POINTER]
    functions = {ops[1]: (pos, ops[3]) for pos, (op, ops) in enumerate(insts)
                 if op == OP_FUNCTION}
    if [FUNCTION_POINTERS_INTEL] not in [ops for op, ops in insts
                                         if op == OP_CAPABILITY]:
        return False, out
    m = FORWARD_REF.match(out)
    if m and int(m.group(1)) not in {ops[2] for _, ops in constants}:
        return False, out
    if not m:
        m = FUNCTION_TYPE_USE.match(out)
        if not m or int(m.group(1)) not in function_types:
            return False, out
    for pos, ops in constants:
        ptr_type, _, fn = ops
        pointee = pointers.get(ptr_type, (None, None))[1]
        if fn not in functions or functions[fn][0] < pos:
            return False, out + "\n(spirv_val_fnptr: the operand of an " \
                "OpConstantFunctionPointerINTEL is not an OpFunction defined after it)"
        if pointee != functions[fn][1]:
            return False, out + "\n(spirv_val_fnptr: an OpConstantFunctionPointerINTEL's " \
                "type is not a pointer to its function's type)"
    # The rest of the module, with the function types behind opaque types.
    bound = words[3]
    opaque = {}
    body = []
    for op, ops in insts:
        if op == OP_TYPE_POINTER and ops[2] in function_types:
            if ops[2] not in opaque:
                opaque[ops[2]] = bound
                name = _string_words("spirv_val_fnptr.%d" % ops[2])
                body.append((OP_TYPE_OPAQUE, [bound] + name))
                bound += 1
            ops = [ops[0], ops[1], opaque[ops[2]]]
        elif op == OP_CONSTANT_FUNCTION_POINTER:
            op, ops = OP_CONSTANT_NULL, ops[:2]
        body.append((op, list(ops)))
    out_words = words[:3] + [bound, words[4]]
    for op, ops in body:
        out_words.append(((len(ops) + 1) << 16) | op)
        out_words.extend(ops)
    fd, rewritten = tempfile.mkstemp(suffix=".spv")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(struct.pack("<%dI" % len(out_words), *out_words))
        rc, rest = _run(spirv_val, args, rewritten)
    finally:
        os.remove(rewritten)
    if rc != 0:
        return False, rest + "\n(spirv_val_fnptr: in the module with function " \
            "pointer types made opaque)"
    return True, ""


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    # Under lit, spirv-val on PATH also gives each module to the GPU compiler:
    # the rewritten module is not what the compiler wrote, so only SPIRV-Tools
    # judges it here.
    real = os.environ.get("SPIRV_VAL_REAL")
    ok, message = validate(argv[-1], argv[1:-1], real or "spirv-val")
    if message:
        print(message, file=sys.stderr)
    if ok and real:
        # The module as written still goes to the GPU compiler.
        return subprocess.run(["spirv-val", argv[-1]],
                              env=dict(os.environ, SPIRV_GPU_JUDGE_ONLY="1")).returncode
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
