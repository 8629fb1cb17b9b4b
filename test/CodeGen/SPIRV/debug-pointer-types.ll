; -g: pointers to structs, to pointers and to members' types are
; DebugTypePointer of the composite, pointer or basic type they point to
; (SYCL device code: `this` and accessor pointers). SPIRV-Tools 2025.5
; accepts any debug type as the base; Debian's 2023.1 wanted a
; DebugTypeBasic, which is why it rejected `clang++ -fsycl -g` modules
; (test/SYCL/two-tu.cpp builds one with -g). Both readers read it.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}

; CHECK-DAG: [[S:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugTypeComposite
; CHECK-DAG: [[INT:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugTypeBasic
; CHECK-DAG: [[PS:%[0-9]+]] = OpExtInst %void %{{[0-9]+}} DebugTypePointer [[S]] Generic None
; CHECK-DAG: OpExtInst %void %{{[0-9]+}} DebugTypePointer [[PS]] Function None
; CHECK-DAG: OpExtInst %void %{{[0-9]+}} DebugTypePointer [[INT]] CrossWorkgroup None

target triple = "spirv64-unknown-unknown"

%struct.S = type { i32, ptr addrspace(4) }

define spir_kernel void @k(ptr addrspace(1) %out) !dbg !10 {
  %s = alloca %struct.S, align 8
  %ps = alloca ptr addrspace(4), align 8
  %pps = alloca ptr, align 8
    #dbg_declare(ptr %ps, !20, !DIExpression(), !30)
    #dbg_declare(ptr %pps, !21, !DIExpression(), !30)
    #dbg_declare(ptr addrspace(1) %out, !22, !DIExpression(), !30)
  %g = addrspacecast ptr %s to ptr addrspace(4)
  store ptr addrspace(4) %g, ptr %ps, align 8, !dbg !30
  store ptr %ps, ptr %pps, align 8, !dbg !30
  %f = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 0, !dbg !30
  store i32 7, ptr %f, align 4, !dbg !30
  %v = load i32, ptr %f, align 4, !dbg !30
  store i32 %v, ptr addrspace(1) %out, align 4, !dbg !30
  ret void, !dbg !30
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "s.cpp", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 128, elements: !15, identifier: "_ZTS1S")
!15 = !{!16, !17}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !14, file: !1, line: 1, baseType: !13, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "self", scope: !14, file: !1, line: 1, baseType: !18, size: 64, offset: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 4)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64, dwarfAddressSpace: 0)
!20 = !DILocalVariable(name: "ps", scope: !10, file: !1, line: 2, type: !18)
!21 = !DILocalVariable(name: "pps", scope: !10, file: !1, line: 3, type: !19)
!22 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 1, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!30 = !DILocation(line: 4, column: 3, scope: !10)
