; Byte-offset getelementptrs that -O2 makes of typed indexing are indexed by
; the type the memory is accessed with, and rows of an array variable are
; reached by an access chain into it: no byte pointers, no OpBitcast.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-NOT: OpBitcast
; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[GPTR:[0-9]+]] = OpTypePointer CrossWorkgroup %[[FLOAT]]
; CHECK-DAG: %[[ROW:[0-9]+]] = OpTypeArray %[[FLOAT]]
; CHECK-DAG: %[[TILE:[0-9]+]] = OpTypeArray %[[ROW]]
; CHECK-DAG: %[[LPTR:[0-9]+]] = OpTypePointer Workgroup %[[FLOAT]]

target triple = "spirv64"

@tile = internal addrspace(3) global [16 x [16 x float]] undef, align 4

; x << 2 over float accesses: index x.
; CHECK: OpFunctionParameter %[[GPTR]]
; CHECK: %[[SHL:[0-9]+]] = OpShiftLeftLogical
; CHECK-NOT: OpPtrAccessChain {{.*}} %[[SHL]]
; (sext i32 i) << 2 written as (i64 << 32) >>exact 30: index (i64 << 32) >> 32.
; CHECK: OpShiftRightArithmetic
; CHECK: OpPtrAccessChain %[[GPTR]]
; Rows of the tile.
; CHECK: OpInBoundsAccessChain %[[LPTR]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
define spir_kernel void @k(ptr addrspace(1) %p, i64 %x, i64 %wide, i64 %r, i64 %c) {
  %off = shl i64 %x, 2
  %q = getelementptr i8, ptr addrspace(1) %p, i64 %off
  %v = load float, ptr addrspace(1) %q, align 4
  %hi = shl i64 %wide, 32
  %off2 = ashr exact i64 %hi, 30
  %q2 = getelementptr i8, ptr addrspace(1) %p, i64 %off2
  %w = load float, ptr addrspace(1) %q2, align 4
  %s = fadd float %v, %w
  %t = getelementptr inbounds [16 x float], ptr addrspace(3) @tile, i64 %r, i64 %c
  store float %s, ptr addrspace(3) %t, align 4
  ret void
}
