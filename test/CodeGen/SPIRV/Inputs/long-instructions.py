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


def struct():
    n = 70000
    members = ", ".join(["i8"] * n)
    return (HEADER + "%%big = type { %s }\n" % members +
            "define spir_kernel void @k(ptr addrspace(1) %p) {\n"
            "  %v = alloca %big\n"
            "  store i8 1, ptr %v\n  ret void\n}\n")


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


def debug(extra_nodes, global_type, names):
    """A -g module: kernel @k stores global @g, whose debug type is node !20
    (global_type); names (subprogram, variable, producer) as given."""
    sub, var, producer = names
    lines = [
        "@g = addrspace(1) global i32 0, !dbg !12",
        "define spir_kernel void @k(ptr addrspace(1) %p) !dbg !5 {",
        "  %v = load i32, ptr addrspace(1) @g, !dbg !8",
        "  store i32 %v, ptr addrspace(1) %p, !dbg !8",
        "  ret void, !dbg !8",
        "}",
        "!llvm.dbg.cu = !{!0}",
        "!llvm.module.flags = !{!3, !4}",
        '!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "'
        + producer + '", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, '
        "globals: !11)",
        '!1 = !DIFile(filename: "a.cl", directory: "/src")',
        '!3 = !{i32 2, !"Debug Info Version", i32 3}',
        '!4 = !{i32 7, !"Dwarf Version", i32 5}',
        '!5 = distinct !DISubprogram(name: "' + sub + '", scope: !1, file: !1, line: 1, '
        "type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)",
        "!6 = !DISubroutineType(types: !7)",
        "!7 = !{null}",
        "!8 = !DILocation(line: 2, column: 3, scope: !5)",
        "!11 = !{!12}",
        "!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())",
        '!13 = distinct !DIGlobalVariable(name: "' + var + '", scope: !0, file: !1, '
        "line: 1, type: !20, isLocal: false, isDefinition: true)",
        "!20 = " + global_type,
    ]
    return HEADER + "\n".join(lines) + "\n" + extra_nodes


def debug_names():
    # Debug strings too long for one OpString are left out (""): debug
    # information is not the program.
    long = "d" * 300000
    return debug("", '!DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)',
                 (long, long, long))


def debug_enum():
    # A debug type too long for one instruction: DebugTypeEnum takes two
    # operands per enumerator.
    n = 40000
    enumerators = ", ".join("!DIEnumerator(name: \"e%d\", value: %d)" % (i, i)
                            for i in range(n))
    return debug("!21 = !{%s}\n" % enumerators,
                 "!DICompositeType(tag: DW_TAG_enumeration_type, name: \"big\", "
                 "file: !1, line: 1, size: 32, elements: !21)", ("k", "g", "clang"))


KINDS = {"constant": constant, "struct": struct, "switch": switch, "annotation": annotation,
         "names": names, "internal-name": internal_name, "call": call,
         "debug-names": debug_names, "debug-enum": debug_enum}

if __name__ == "__main__":
    with open(sys.argv[2], "w") as f:
        f.write(KINDS[sys.argv[1]]())
