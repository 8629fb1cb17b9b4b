; -g: program-scope variables are DebugGlobalVariable of their OpVariable
; (Clang's location for OpenCL, the address in the variable's address
; space, is the variable itself), a function's static (local memory here)
; has the function as its parent, and a variable the module has no
; OpVariable for (optimized away, its value folded into a constant) has
; DebugInfoNone. A generic variable, which becomes a CrossWorkgroup one,
; keeps its description. Both readers attach them to the globals again.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis-22 %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %if reader2 %{ llvm-dis-22 %t.r2.bc -o - | FileCheck %s --check-prefix=READ %}

; CHECK-DAG: %[[NONE:[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugInfoNone
; CHECK-DAG: %[[UNIT:[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugCompilationUnit
; CHECK-DAG: %[[K:[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugFunction %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 5
; CHECK-DAG: DebugGlobalVariable %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 1 0 %[[UNIT]] %{{[0-9]+}} %counter FlagIsDefinition
; CHECK-DAG: DebugGlobalVariable %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 2 0 %[[UNIT]] %{{[0-9]+}} %table FlagIsDefinition
; CHECK-DAG: DebugGlobalVariable %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 3 0 %[[UNIT]] %{{[0-9]+}} %generic FlagIsLocal|FlagIsDefinition
; CHECK-DAG: DebugGlobalVariable %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 6 0 %[[K]] %{{[0-9]+}} %k_tile FlagIsLocal|FlagIsDefinition
; CHECK-DAG: DebugGlobalVariable %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 4 0 %[[UNIT]] %{{[0-9]+}} %[[NONE]] FlagIsLocal|FlagIsDefinition
; CHECK-DAG: DebugGlobalVariable %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 7 0 %[[UNIT]] %{{[0-9]+}} %[[NONE]] FlagIsDefinition

; READ-DAG: @counter = addrspace(1) global i32 3, {{.*}}!dbg
; READ-DAG: @table = addrspace(2) constant [4 x float] {{.*}}!dbg
; READ-DAG: @k.tile = internal addrspace(3) global [16 x float] {{.*}}!dbg
; READ-DAG: !DIGlobalVariable(name: "counter"
; READ-DAG: !DIGlobalVariable(name: "gone"
; READ-DAG: !DIGlobalVariable(name: "folded"

target triple = "spirv64-unknown-unknown"

@counter = addrspace(1) global i32 3, align 4, !dbg !0
@table = addrspace(2) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4, !dbg !5
@generic = internal addrspace(4) global i32 7, align 4, !dbg !30
@k.tile = internal addrspace(3) global [16 x float] undef, align 4, !dbg !12

define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) !dbg !20 {
  %t = getelementptr inbounds [4 x float], ptr addrspace(2) @table, i64 0, i64 %i, !dbg !24
  %v = load float, ptr addrspace(2) %t, align 4, !dbg !24
  %s = getelementptr inbounds [16 x float], ptr addrspace(3) @k.tile, i64 0, i64 %i, !dbg !24
  store float %v, ptr addrspace(3) %s, align 4, !dbg !24
  %c = load i32, ptr addrspace(1) @counter, align 4, !dbg !24
  %g = load i32, ptr addrspace(4) @generic, align 4, !dbg !24
  %cg = add i32 %c, %g, !dbg !24
  %f = sitofp i32 %cg to float, !dbg !24
  %w = load float, ptr addrspace(3) %s, align 4, !dbg !24
  %r = fadd float %w, %f, !dbg !24
  store float %r, ptr addrspace(1) %out, align 4, !dbg !24
  ret void, !dbg !24
}

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 1, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "g.cl", directory: "/src")
!4 = !{!0, !5, !12, !26, !28, !30}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!6 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 2, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !10)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!13 = distinct !DIGlobalVariable(name: "tile", scope: !20, file: !3, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!20 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 5, type: !21, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !2)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!24 = !DILocation(line: 8, column: 3, scope: !20)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "gone", scope: !2, file: !3, line: 4, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))
!29 = distinct !DIGlobalVariable(name: "folded", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "generic", scope: !2, file: !3, line: 3, type: !9, isLocal: true, isDefinition: true)
