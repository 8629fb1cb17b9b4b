; Each problem is reported once, as "<what> is not supported (in function
; @f)" at the instruction's source position when there is debug
; information: here the same call appears in a kernel and in the body it was
; outlined from (clang's __clang_ocl_kern_imp_<kernel>, named as the kernel),
; and the variadic declaration itself is not a second problem. Without the
; instruction's position the function's line is given.
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s
; RUN: sed -e 's/, !dbg ![0-9]*//' %s > %t.nodbg.ll
; RUN: not %llc -mtriple=spirv64 %t.nodbg.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODBG

; CHECK: llc: error: k.cl:2:3: call to variadic function @log_values is not supported (in function @k)
; CHECK-NOT: error:
; NODBG: llc: error: k.cl:1:0: call to variadic function @log_values is not supported (in function @k)
; NODBG-NOT: error:

@fmt = addrspace(2) constant [4 x i8] c"%d\0A\00"

define spir_kernel void @k(i32 %x) !dbg !5 {
  %r = call i32 (ptr addrspace(2), ...) @log_values(ptr addrspace(2) @fmt, i32 %x), !dbg !8
  ret void
}

define spir_func void @__clang_ocl_kern_imp_k(i32 %x) !dbg !9 {
  %r = call i32 (ptr addrspace(2), ...) @log_values(ptr addrspace(2) @fmt, i32 %x), !dbg !10
  ret void
}

declare spir_func i32 @log_values(ptr addrspace(2), ...)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !11, inlinedAt: !12)
!9 = distinct !DISubprogram(name: "__clang_ocl_kern_imp_k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 2, column: 3, scope: !9)
!11 = distinct !DISubprogram(name: "__clang_ocl_kern_imp_k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!12 = distinct !DILocation(line: 1, column: 1, scope: !5)
