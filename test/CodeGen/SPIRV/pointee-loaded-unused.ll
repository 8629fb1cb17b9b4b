; A pointer loaded through a kernel parameter and then only converted to an
; integer says nothing about what it points to: the parameter points to
; pointers to bytes (HeCBench's blockScan-sycl crashed the pass here).
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv

; CHECK-DAG: %[[I8:[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: %[[BYTES:[0-9]+]] = OpTypePointer CrossWorkgroup %[[I8]]
; CHECK-DAG: %[[PTRS:[0-9]+]] = OpTypePointer CrossWorkgroup %[[BYTES]]
; CHECK: OpFunctionParameter %[[PTRS]]
; CHECK: OpLoad %[[BYTES]]
; CHECK: OpConvertPtrToU

target triple = "spirv64"

define spir_kernel void @address_of(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %q = load ptr addrspace(1), ptr addrspace(1) %p, align 8
  %i = ptrtoint ptr addrspace(1) %q to i64
  store i64 %i, ptr addrspace(1) %out, align 8
  ret void
}
