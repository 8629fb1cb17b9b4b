; At -O0 every pointer argument is kept in a local variable. The argument's
; pointee comes from how the values loaded back from that variable are used,
; and the variable itself holds typed pointers: no byte pointers, no casts.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[GPTR:[0-9]+]] = OpTypePointer CrossWorkgroup %[[FLOAT]]
; CHECK-DAG: %[[SLOT:[0-9]+]] = OpTypePointer Function %[[GPTR]]
; CHECK: OpFunctionParameter %[[GPTR]]
; CHECK: OpVariable %[[SLOT]] Function
; CHECK-NOT: OpBitcast
; CHECK: OpFunctionEnd

target triple = "spirv64"

define spir_kernel void @scale(ptr addrspace(1) noundef %p) {
entry:
  %p.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %p, ptr %p.addr, align 8
  %0 = load ptr addrspace(1), ptr %p.addr, align 8
  %1 = getelementptr inbounds float, ptr addrspace(1) %0, i64 3
  %2 = load float, ptr addrspace(1) %1, align 4
  %3 = fmul float %2, 2.0
  store float %3, ptr addrspace(1) %1, align 4
  ret void
}
