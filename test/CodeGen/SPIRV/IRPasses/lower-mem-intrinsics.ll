; spirv-lower-mem-intrinsics alone: memset and memmove become loops; memcpy
; stays a call (OpCopyMemorySized).
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-mem-intrinsics %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NOT: call void @llvm.mem
; CHECK: store i8 %v
; CHECK-NOT: call void @llvm.mem
; CHECK: call void @llvm.memcpy.p1.p1.i64(
; CHECK-NEXT: ret void
define spir_kernel void @k(ptr addrspace(1) %d, ptr addrspace(1) %s, i8 %v, i64 %n) {
  call void @llvm.memset.p1.i64(ptr addrspace(1) %d, i8 %v, i64 %n, i1 false)
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
  ret void
}
