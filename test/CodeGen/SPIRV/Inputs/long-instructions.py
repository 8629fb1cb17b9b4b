#!/usr/bin/env python3
"""Writes IR whose constructs need SPIR-V instructions longer than 65535
words (errors-instruction-length.test): long-instructions.py <kind> <out.ll>.
"""
import sys

HEADER = 'target triple = "spirv64-unknown-unknown"\n'
STORE_KERNEL = ("define spir_kernel void @k(ptr addrspace(1) %p) {\n"
                "  store i32 1, ptr addrspace(1) %p\n  ret void\n}\n")


def constant():
    n = 70000
    elems = ", ".join("i32 %d" % i for i in range(n))
    return (HEADER + "@table = addrspace(1) constant [%d x i32] [%s]\n" % (n, elems) +
            "define spir_kernel void @k(ptr addrspace(1) %%p, i64 %%i) {\n"
            "  %%a = getelementptr [%d x i32], ptr addrspace(1) @table, i64 0, i64 %%i\n"
            "  %%v = load i32, ptr addrspace(1) %%a\n"
            "  store i32 %%v, ptr addrspace(1) %%p\n  ret void\n}\n" % n)


def switch():
    cases = "\n".join("    i32 %d, label %%b%d" % (3 * i, i % 2) for i in range(40000))
    return (HEADER + "define spir_kernel void @k(ptr addrspace(1) %%p, i32 %%x) {\n"
            "entry:\n  switch i32 %%x, label %%d [\n%s\n  ]\n"
            "b0:\n  store i32 0, ptr addrspace(1) %%p\n  ret void\n"
            "b1:\n  store i32 1, ptr addrspace(1) %%p\n  ret void\n"
            "d:\n  ret void\n}\n" % cases)


def annotation():
    text = "a" * 300000
    return (HEADER +
            '@.str = private unnamed_addr addrspace(1) constant [%d x i8] c"%s\\00", '
            'section "llvm.metadata"\n' % (len(text) + 1, text) +
            '@.file = private unnamed_addr addrspace(1) constant [2 x i8] c"f\\00", '
            'section "llvm.metadata"\n'
            "declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), "
            "i32, ptr addrspace(1))\n"
            "define spir_kernel void @k(ptr addrspace(1) %p) {\n"
            "  %x = alloca i32\n"
            "  call void @llvm.var.annotation.p0.p1(ptr %x, ptr addrspace(1) @.str, "
            "ptr addrspace(1) @.file, i32 1, ptr addrspace(1) null)\n"
            "  store i32 1, ptr %x\n  %v = load i32, ptr %x\n"
            "  store i32 %v, ptr addrspace(1) %p\n  ret void\n}\n")


def names():
    # An over-long name of an internal function is left out (OpName is
    # optional); an exported variable's linkage name cannot be.
    name = "n" * 300000
    return (HEADER + "@%s = addrspace(1) global i32 0\n" % name +
            "define internal spir_func void @%s_f(ptr addrspace(1) %%p) {\n"
            "  store i32 1, ptr addrspace(1) %%p\n  ret void\n}\n" % name +
            "define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
            "  call spir_func void @%s_f(ptr addrspace(1) %%p)\n"
            "  %%v = load i32, ptr addrspace(1) @%s\n"
            "  store i32 %%v, ptr addrspace(1) %%p\n  ret void\n}\n" % (name, name))


def internal_name():
    name = "n" * 300000
    return (HEADER +
            "define internal spir_func void @%s(ptr addrspace(1) %%p) {\n"
            "  store i32 1, ptr addrspace(1) %%p\n  ret void\n}\n" % name +
            "define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
            "  call spir_func void @%s(ptr addrspace(1) %%p)\n  ret void\n}\n" % name)


def call():
    n = 70000
    params = ", ".join(["i32"] * n)
    args = ", ".join("i32 %d" % i for i in range(n))
    return (HEADER + "declare spir_func void @many(%s)\n" % params +
            "define spir_kernel void @k(ptr addrspace(1) %%p) {\n"
            "  call spir_func void @many(%s)\n  ret void\n}\n" % args)


KINDS = {"constant": constant, "switch": switch, "annotation": annotation,
         "names": names, "internal-name": internal_name, "call": call}

if __name__ == "__main__":
    with open(sys.argv[2], "w") as f:
        f.write(KINDS[sys.argv[1]]())
