; -g of a module linked from two compile units: one DebugCompilationUnit (the
; first unit's), from which the functions of both units hang, each with the
; source of its own file. LLVM 15's reader (PoCL's) gives every unit its own
; "Dwarf Version" / "Debug Info Version" module flags and its verifier then
; rejects the duplicates, so two units would make the module unreadable.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis-22 %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %if reader2 %{ llvm-dis-22 %t.r2.bc -o - | FileCheck %s --check-prefix=READ %}

; CHECK-DAG: [[A:%[0-9]+]] = OpString "/tmp/a.cl"
; CHECK-DAG: [[B:%[0-9]+]] = OpString "/tmp/b.cl"
; CHECK: [[SRCA:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugSource [[A]] %{{[0-9]+}}
; CHECK: [[CU:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugCompilationUnit 200 4 [[SRCA]] OpenCL_C
; CHECK-NOT: DebugCompilationUnit
; CHECK: DebugFunction %{{[0-9]+}} %{{[0-9]+}} [[SRCA]] 1 0 [[CU]]
; CHECK-NOT: DebugCompilationUnit
; CHECK: [[SRCB:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugSource [[B]] %{{[0-9]+}}
; CHECK-NOT: DebugCompilationUnit
; CHECK: DebugFunction %{{[0-9]+}} %{{[0-9]+}} [[SRCB]] 2 0 [[CU]]
; CHECK-NOT: DebugCompilationUnit

; READ-COUNT-1: !DICompileUnit(
; READ-NOT: !DICompileUnit(
; READ-DAG: !DISubprogram(name: "fa"
; READ-DAG: !DISubprogram(name: "fb"

target triple = "spirv64"

define spir_func i32 @fa(i32 %x) !dbg !10 {
  %r = add i32 %x, 1, !dbg !13
  ret i32 %r, !dbg !13
}

define spir_kernel void @fb(ptr addrspace(1) %p) !dbg !20 {
  %v = call spir_func i32 @fa(i32 2), !dbg !23
  store i32 %v, ptr addrspace(1) %p, align 4, !dbg !23
  ret void, !dbg !23
}

!llvm.dbg.cu = !{!0, !1}
!llvm.module.flags = !{!5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !2, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.cl", directory: "/tmp")
!3 = !DIFile(filename: "b.cl", directory: "/tmp")
!5 = !{i32 2, !"Dwarf Version", i32 4}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!10 = distinct !DISubprogram(name: "fa", scope: !2, file: !2, line: 1, type: !7, scopeLine: 1, unit: !0, spFlags: DISPFlagDefinition)
!13 = !DILocation(line: 1, scope: !10)
!20 = distinct !DISubprogram(name: "fb", scope: !3, file: !3, line: 2, type: !7, scopeLine: 2, unit: !1, spFlags: DISPFlagDefinition)
!23 = !DILocation(line: 2, scope: !20)
