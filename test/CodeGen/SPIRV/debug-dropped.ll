; Debug information that OpenCL.DebugInfo.100 (or SPIRV-Tools 2025.5's
; rules for it) cannot express is dropped or rewritten, each for the reason
; docs/Design.md ("Debug information") gives, and the module stays valid:
; - a typedef of a struct is the struct (DebugTypedef only of a basic type);
; - an 8-component vector is an array (DebugTypeVector holds at most 4);
; - a pointer to member is a basic type without encoding (the validator
;   takes no DebugInfoNone as a variable's type), void a basic "void";
; - a #dbg_value of several values (DIArgList), with an operation the set
;   lacks (DW_OP_lit0), or of a value no longer computed gives no
;   DebugValue; one of a constant gives a DebugValue of that constant;
; - #dbg_label gives nothing;
; - a function without a DISubprogram gets no lines or scopes.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis-22 %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %if reader2 %{ llvm-dis-22 %t.r2.bc -o - | FileCheck %s --check-prefix=READ %}

; CHECK-NOT: DebugTypedef
; CHECK-DAG: [[FLOAT:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugTypeBasic %{{[0-9]+}} %uint_32 Float
; CHECK-DAG: [[S:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugTypeComposite %{{[0-9]+}} Structure
; CHECK-DAG: [[PM:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugTypeBasic %{{[0-9]+}} %uint_64 Unspecified
; CHECK-DAG: DebugLocalVariable %{{[0-9]+}} [[S]]
; CHECK-DAG: DebugLocalVariable %{{[0-9]+}} [[PM]]
; CHECK-DAG: [[V8:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugTypeArray [[FLOAT]] %uint_8
; CHECK-DAG: DebugLocalVariable %{{[0-9]+}} [[V8]]
; CHECK-DAG: [[VI:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugLocalVariable %[[IN:[0-9]+]] %{{[0-9]+}}
; CHECK-DAG: %[[IN]] = OpString "i"
; CHECK: %k = OpFunction
; CHECK: DebugScope
; CHECK: OpLine %{{[0-9]+}} 3 5
; CHECK-COUNT-3: DebugDeclare
; CHECK: DebugValue [[VI]] %uint_7
; CHECK-NOT: DebugValue
; CHECK: OpLine %{{[0-9]+}} 4 1
; CHECK-NEXT: OpReturn
; CHECK: %nodebug = OpFunction
; CHECK-NOT: OpLine
; CHECK-NOT: DebugScope
; CHECK: OpFunctionEnd

; READ: #dbg_value(i32 7,
; READ: !DILocation(line: 3, column: 5,

%struct.S = type { i32 }

define spir_kernel void @k(ptr addrspace(1) %out, i32 %x) !dbg !5 {
entry:
  %s.addr = alloca %struct.S, align 4
  %c.addr = alloca i64, align 8
  %v.addr = alloca <8 x float>, align 32
    #dbg_declare(ptr %s.addr, !21, !DIExpression(), !14)
    #dbg_declare(ptr %c.addr, !22, !DIExpression(), !14)
    #dbg_declare(ptr %v.addr, !25, !DIExpression(), !14)
    #dbg_value(i32 7, !20, !DIExpression(), !14)
  store %struct.S zeroinitializer, ptr %s.addr, align 4, !dbg !14
  store i64 0, ptr %c.addr, align 8, !dbg !14
  store <8 x float> zeroinitializer, ptr %v.addr, align 32, !dbg !14
  %dead = mul i32 %x, 3, !dbg !14
    #dbg_value(i32 %dead, !20, !DIExpression(), !14)
  %y = add i32 %x, 1, !dbg !14
    #dbg_value(!DIArgList(i32 %x, i32 %y), !20, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !14)
    #dbg_value(i32 %x, !20, !DIExpression(DW_OP_lit0, DW_OP_plus, DW_OP_stack_value), !14)
    #dbg_label(!23, !14)
  store i32 %y, ptr addrspace(1) %out, align 4, !dbg !14
  ret void, !dbg !15
}

define spir_func void @nodebug(ptr addrspace(1) %out) {
  store i32 0, ptr addrspace(1) %out, align 4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 256, flags: DIFlagVector, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 8)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "s_t", file: !1, line: 1, baseType: !16)
!14 = !DILocation(line: 3, column: 5, scope: !5)
!15 = !DILocation(line: 4, column: 1, scope: !5)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 32, elements: !17)
!17 = !{!18}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !16, file: !1, line: 1, baseType: !8, size: 32)
!19 = !{!20, !21, !22, !25}
!20 = !DILocalVariable(name: "i", scope: !5, file: !1, line: 2, type: !8)
!21 = !DILocalVariable(name: "s", scope: !5, file: !1, line: 2, type: !13)
!22 = !DILocalVariable(name: "c", scope: !5, file: !1, line: 2, type: !24)
!23 = !DILabel(scope: !5, name: "l", file: !1, line: 3)
!24 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !8, size: 64, extraData: !16)
!25 = !DILocalVariable(name: "v", scope: !5, file: !1, line: 2, type: !10)
