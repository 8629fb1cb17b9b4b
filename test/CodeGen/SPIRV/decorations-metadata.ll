; Decorations given through metadata, the translator's convention:
; !spirv.Decorations on global variables and !spirv.ParameterDecorations on
; functions (one decoration-list per parameter). Each decoration-node
; !{i32 <Decoration>, <literals>...} becomes one OpDecorate whose extra
; operands are encoded as the grammar says (strings packed, enums as words);
; what they require (Linkage for LinkageAttributes) is declared by itself.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/main.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/main.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 %t/linkage.ll -o - | FileCheck %s --check-prefix=LINK
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/linkage.ll -o %t.link.spv
; RUN: %spirv-val %t.link.spv
; RUN: %llvm-spirv -r %t.link.spv -o %t.link.bc

; The emitter's own decorations are not repeated: Constant of a `constant`
; global appears once, and a LinkageAttributes from metadata replaces the
; Import or Export the emitter would write for an external declaration or
; definition.
; CHECK-DAG: OpName [[V:%[0-9]+]] "v"
; CHECK-DAG: OpName [[C:%[0-9]+]] "c"
; CHECK-DAG: OpName [[EXT:%[0-9]+]] "ext"
; CHECK-DAG: OpName [[B:%[0-9]+]] "b"
; CHECK-NOT: OpDecorate {{.*}} Constant
; CHECK-NOT: OpDecorate {{.*}} Restrict
; CHECK: OpDecorate [[B]] Restrict
; CHECK-NEXT: OpDecorate [[B]] FuncParamAttr NoWrite
; CHECK-NEXT: OpDecorate [[EXT]] LinkageAttributes "ext" Import
; CHECK-NEXT: OpDecorate [[V]] Constant
; CHECK-NEXT: OpDecorate [[V]] LinkageAttributes "v" Export
; CHECK-NEXT: OpDecorate [[C]] LinkageAttributes "c" Export
; CHECK-NEXT: OpDecorate [[C]] Alignment 16
; CHECK-NEXT: OpDecorate [[C]] Constant
; CHECK-NEXT: OpDecorate [[P:%[0-9]+]] FuncParamAttr NoAlias
; CHECK-NEXT: OpDecorate [[F:%[0-9]+]] LinkageAttributes "ext_fn" Import
; CHECK-NOT: OpDecorate
; CHECK: [[F]] = OpFunction
; CHECK-NEXT: [[P]] = OpFunctionParameter

; LINK: OpCapability Linkage
; LINK: OpEntryPoint Kernel
; LINK: OpDecorate [[A:%[0-9]+]] FuncParamAttr ByVal
; LINK-NEXT: OpDecorate [[A]] Alignment 8
; LINK-NEXT: OpDecorate [[G:%[0-9]+]] LinkageAttributes "counter" Export
; LINK-NOT: OpDecorate
; LINK: [[G]] = OpVariable
; LINK: [[A]] = OpFunctionParameter

;--- main.ll
@v = addrspace(1) global i32 0, !spirv.Decorations !1
@c = addrspace(1) constant [2 x i32] [i32 1, i32 2], !spirv.Decorations !5
@ext = external addrspace(1) global i32, !spirv.Decorations !7

declare !spirv.ParameterDecorations !20 spir_func void @ext_fn(ptr addrspace(1), i32)

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) !spirv.ParameterDecorations !10 {
  %x = load i32, ptr addrspace(1) %a, align 4
  %y = load i32, ptr addrspace(1) @ext, align 4
  %w = load i32, ptr addrspace(1) @v, align 4
  %cp = getelementptr inbounds [2 x i32], ptr addrspace(1) @c, i64 0, i64 1
  %cv = load i32, ptr addrspace(1) %cp, align 4
  %z0 = add i32 %x, %y
  %z1 = add i32 %z0, %w
  %z = add i32 %z1, %cv
  store i32 %z, ptr addrspace(1) %b, align 4
  call spir_func void @ext_fn(ptr addrspace(1) %b, i32 %n)
  ret void
}

!1 = !{!2, !3}               ; Constant, LinkageAttributes "v" Export
!2 = !{i32 22}
!3 = !{i32 41, !"v", i32 0}
!5 = !{!6, !2}               ; Alignment 16, Constant
!6 = !{i32 44, i32 16}
!7 = !{!8}                   ; LinkageAttributes "ext" Import
!8 = !{i32 41, !"ext", i32 1}
!10 = !{!11, !12, !11}       ; nothing on %a and %n
!11 = !{}
!12 = !{!13, !14}            ; Restrict, FuncParamAttr NoWrite
!13 = !{i32 19}
!14 = !{i32 38, i32 6}
!20 = !{!21, !11}            ; FuncParamAttr NoAlias
!21 = !{!22}
!22 = !{i32 38, i32 4}

;--- linkage.ll
; Only the metadata asks for linkage here; the decoration's own
; requirement brings in the Linkage capability. A ByVal given in metadata
; is not repeated by the one the emitter derives from the attribute.
%struct.S = type { i64, i64 }

@counter = addrspace(1) global i32 0, !spirv.Decorations !1

define spir_kernel void @k(ptr byval(%struct.S) align 8 %s) !spirv.ParameterDecorations !3 {
  %x = load i64, ptr %s, align 8
  %t = trunc i64 %x to i32
  store i32 %t, ptr addrspace(1) @counter, align 4
  ret void
}

!1 = !{!2}
!2 = !{i32 41, !"counter", i32 0}
!3 = !{!4}
!4 = !{!5, !6}
!5 = !{i32 38, i32 2}        ; FuncParamAttr ByVal
!6 = !{i32 44, i32 8}        ; Alignment 8
