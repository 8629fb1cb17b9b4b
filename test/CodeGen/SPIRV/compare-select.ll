; Integer and floating-point comparisons, and select on scalars and pointers.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: [[BOOL:%[0-9]+]] = OpTypeBool
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[FLOAT:%[0-9]+]] = OpTypeFloat 32

define spir_func i32 @icmps(i32 %a, i32 %b) {
; CHECK: OpIEqual [[BOOL]]
; CHECK: OpINotEqual [[BOOL]]
; CHECK: OpUGreaterThan [[BOOL]]
; CHECK: OpUGreaterThanEqual [[BOOL]]
; CHECK: OpULessThan [[BOOL]]
; CHECK: OpULessThanEqual [[BOOL]]
; CHECK: OpSGreaterThan [[BOOL]]
; CHECK: OpSGreaterThanEqual [[BOOL]]
; CHECK: OpSLessThan [[BOOL]]
; CHECK: OpSLessThanEqual [[BOOL]]
; CHECK: OpSelect [[I32]]
  %c0 = icmp eq i32 %a, %b
  %c1 = icmp ne i32 %a, %b
  %c2 = icmp ugt i32 %a, %b
  %c3 = icmp uge i32 %a, %b
  %c4 = icmp ult i32 %a, %b
  %c5 = icmp ule i32 %a, %b
  %c6 = icmp sgt i32 %a, %b
  %c7 = icmp sge i32 %a, %b
  %c8 = icmp slt i32 %a, %b
  %c9 = icmp sle i32 %a, %b
  %x0 = xor i1 %c0, %c1
  %x1 = xor i1 %x0, %c2
  %x2 = xor i1 %x1, %c3
  %x3 = xor i1 %x2, %c4
  %x4 = xor i1 %x3, %c5
  %x5 = xor i1 %x4, %c6
  %x6 = xor i1 %x5, %c7
  %x7 = xor i1 %x6, %c8
  %x8 = xor i1 %x7, %c9
  %r = select i1 %x8, i32 %a, i32 %b
  ret i32 %r
}

define spir_func float @fcmps(float %a, float %b) {
; CHECK: OpFOrdEqual [[BOOL]]
; CHECK: OpFOrdGreaterThan [[BOOL]]
; CHECK: OpFOrdGreaterThanEqual [[BOOL]]
; CHECK: OpFOrdLessThan [[BOOL]]
; CHECK: OpFOrdLessThanEqual [[BOOL]]
; CHECK: OpFOrdNotEqual [[BOOL]]
; CHECK: OpOrdered [[BOOL]]
; CHECK: OpUnordered [[BOOL]]
; CHECK: OpFUnordEqual [[BOOL]]
; CHECK: OpFUnordGreaterThan [[BOOL]]
; CHECK: OpFUnordGreaterThanEqual [[BOOL]]
; CHECK: OpFUnordLessThan [[BOOL]]
; CHECK: OpFUnordLessThanEqual [[BOOL]]
; CHECK: OpFUnordNotEqual [[BOOL]]
; CHECK: OpSelect [[FLOAT]]
  %c0 = fcmp oeq float %a, %b
  %c1 = fcmp ogt float %a, %b
  %c2 = fcmp oge float %a, %b
  %c3 = fcmp olt float %a, %b
  %c4 = fcmp ole float %a, %b
  %c5 = fcmp one float %a, %b
  %c6 = fcmp ord float %a, %b
  %c7 = fcmp uno float %a, %b
  %c8 = fcmp ueq float %a, %b
  %c9 = fcmp ugt float %a, %b
  %c10 = fcmp uge float %a, %b
  %c11 = fcmp ult float %a, %b
  %c12 = fcmp ule float %a, %b
  %c13 = fcmp une float %a, %b
  %x0 = and i1 %c0, %c1
  %x1 = or i1 %x0, %c2
  %x2 = and i1 %x1, %c3
  %x3 = or i1 %x2, %c4
  %x4 = and i1 %x3, %c5
  %x5 = or i1 %x4, %c6
  %x6 = and i1 %x5, %c7
  %x7 = or i1 %x6, %c8
  %x8 = and i1 %x7, %c9
  %x9 = or i1 %x8, %c10
  %x10 = and i1 %x9, %c11
  %x11 = or i1 %x10, %c12
  %x12 = xor i1 %x11, %c13
  %r = select i1 %x12, float %a, float %b
  ret float %r
}

; i1 equality and pointer comparison and selection.
define spir_kernel void @ptrs(ptr addrspace(1) %p, ptr addrspace(1) %q, i1 %u, i1 %v) {
; CHECK: OpLogicalEqual [[BOOL]]
; CHECK: OpConvertPtrToU
; CHECK: OpConvertPtrToU
; CHECK: OpULessThan [[BOOL]]
; CHECK: OpSelect
  %e = icmp eq i1 %u, %v
  %lt = icmp ult ptr addrspace(1) %p, %q
  %c = and i1 %e, %lt
  %m = select i1 %c, ptr addrspace(1) %p, ptr addrspace(1) %q
  store i32 1, ptr addrspace(1) %m, align 4
  ret void
}
