; spirv-expand-constant-exprs alone: a constant expression used by an
; instruction becomes an instruction before it.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-expand-constant-exprs %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv

@table = addrspace(1) global [4 x i32] zeroinitializer

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: [[G:%[0-9]+]] = getelementptr inbounds [4 x i32], ptr addrspace(1) @table, i64 0, i64 2
; CHECK-NEXT: store i32 7, ptr addrspace(1) [[G]]
define spir_kernel void @k() {
  store i32 7, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @table, i64 0, i64 2)
  ret void
}
