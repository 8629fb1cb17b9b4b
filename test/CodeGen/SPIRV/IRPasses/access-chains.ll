; spirv-access-chains alone: each getelementptr becomes an access-chain
; marker whose first operand carries the source element type and whose
; second says whether it is inbounds; a byte offset
; that is a whole number of the accessed elements indexes those elements.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-access-chains %s -o - | FileCheck %s

; CHECK-DAG: @__spirv_target.type.0 = external constant { i32, float }
; CHECK-DAG: @__spirv_target.type.1 = external constant float
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: call ptr addrspace(1) (ptr, ...) @__spirv_target.access_chain.p1(ptr @__spirv_target.type.0, i1 true, ptr addrspace(1) %p, i64 %n, i32 1)
; CHECK: call ptr addrspace(1) (ptr, ...) @__spirv_target.access_chain.p1(ptr @__spirv_target.type.1, i1 false, ptr addrspace(1) %p, i64 %n)
; CHECK-NOT: getelementptr
define spir_kernel void @k(ptr addrspace(1) %p, i64 %n) {
  %f = getelementptr inbounds { i32, float }, ptr addrspace(1) %p, i64 %n, i32 1
  store float 1.0, ptr addrspace(1) %f
  %off = shl i64 %n, 2
  %b = getelementptr i8, ptr addrspace(1) %p, i64 %off
  store float 2.0, ptr addrspace(1) %b
  ret void
}
