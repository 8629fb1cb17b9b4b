; Workgroup and CrossWorkgroup variables carry the IR's alignment as an
; Alignment decoration when it is more than a byte (consumers otherwise
; place them at any byte); UniformConstant, Input and byte-aligned
; variables get none, and an Alignment given by !spirv.Decorations replaces
; the IR's (an id has one alignment).
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: OpName [[V2:%[0-9]+]] "k.v2"
; CHECK-DAG: OpName [[V4:%[0-9]+]] "k.v4"
; CHECK-DAG: OpName [[G:%[0-9]+]] "g"
; CHECK-DAG: OpName [[GIVEN:%[0-9]+]] "given"
; CHECK-DAG: OpName [[TABLE:%[0-9]+]] "table"
; CHECK-NOT: OpDecorate
; CHECK: OpDecorate [[V2]] Alignment 8
; CHECK-NEXT: OpDecorate [[V4]] Alignment 16
; CHECK-NEXT: OpDecorate [[G]] Alignment 64
; CHECK-NEXT: OpDecorate [[GIVEN]] Alignment 32
; CHECK-NEXT: OpDecorate [[TABLE]] Constant
; CHECK-NOT: OpDecorate

@k.c = internal addrspace(3) global i8 undef, align 1
@k.v2 = internal addrspace(3) global <2 x float> undef, align 8
@k.v4 = internal addrspace(3) global <4 x float> undef, align 16
@g = internal addrspace(1) global [4 x i32] zeroinitializer, align 64
@given = internal addrspace(1) global i32 0, align 4, !spirv.Decorations !0
@table = internal addrspace(2) constant [2 x i32] [i32 1, i32 2], align 16

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  store i8 1, ptr addrspace(3) @k.c, align 1
  store <2 x float> zeroinitializer, ptr addrspace(3) @k.v2, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) @k.v4, align 16
  store i32 1, ptr addrspace(1) @g, align 64
  store i32 2, ptr addrspace(1) @given, align 4
  %t = getelementptr inbounds [2 x i32], ptr addrspace(2) @table, i32 0, i32 %i
  %v = load i32, ptr addrspace(2) %t, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 44, i32 32}
