; A file's embedded source longer than one OpString can hold (65535 words;
; OpenCL.DebugInfo.100 has no continuation) is left out of its DebugSource,
; which gets "" as for a file without source; a short one is kept. The
; module is otherwise the same (llc wrote no module before: "cannot encode
; 'OpString'").
; RUN: %python -c "import sys; t = open(sys.argv[1]).read(); open(sys.argv[2], 'w').write(t.replace('LONG', 'x' * 300000))" %s %t.ll
; RUN: %llc -mtriple=spirv64 -filetype=obj %t.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}

; CHECK-DAG: %[[LONGPATH:[0-9]+]] = OpString "/src/long.cl"
; CHECK-DAG: %[[EMPTY:[0-9]+]] = OpString ""
; CHECK-DAG: %[[SHORTPATH:[0-9]+]] = OpString "/src/short.cl"
; CHECK-DAG: %[[SHORT:[0-9]+]] = OpString "int helper;"
; CHECK-DAG: DebugSource %[[LONGPATH]] %[[EMPTY]]
; CHECK-DAG: DebugSource %[[SHORTPATH]] %[[SHORT]]
; CHECK-NOT: xxxx

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !5 {
  call spir_func void @helper(), !dbg !8
  ret void, !dbg !8
}

define spir_func void @helper() !dbg !9 {
  ret void, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "long.cl", directory: "/src", source: "LONG")
!2 = !DIFile(filename: "short.cl", directory: "/src", source: "int helper;")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = distinct !DISubprogram(name: "helper", scope: !2, file: !2, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 1, column: 1, scope: !9)
