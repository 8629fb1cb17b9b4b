; A syncscope SPIR-V has no Scope for (a target-specific name) is given
; the widest, CrossDevice (0), as the translator does: a wider scope only
; orders more. The user is warned.
; RUN: %llc -mtriple=spirv64 %s -o - 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv 2>/dev/null
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; WARN: warning: fence with syncscope("agent"), which SPIR-V has no Scope for, is given the widest, CrossDevice (in function @f)
; WARN: warning: atomicrmw max with syncscope("wrong_scope"), which SPIR-V has no Scope for, is given the widest, CrossDevice (in function @f)
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[CROSSDEVICE:%[0-9]+]] = OpConstant [[I32]] 0{{$}}
; CHECK-DAG: [[WORKGROUP:%[0-9]+]] = OpConstant [[I32]] 2{{$}}
; CHECK: OpMemoryBarrier [[CROSSDEVICE]]
; CHECK: OpAtomicSMax [[I32]] {{%[0-9]+}} [[CROSSDEVICE]]
; CHECK: OpAtomicSMin [[I32]] {{%[0-9]+}} [[WORKGROUP]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @f(ptr addrspace(1) %p) {
  fence syncscope("agent") seq_cst
  %a = atomicrmw max ptr addrspace(1) %p, i32 1 syncscope("wrong_scope") seq_cst, align 4
  %b = atomicrmw min ptr addrspace(1) %p, i32 %a syncscope("workgroup") seq_cst, align 4
  store i32 %b, ptr addrspace(1) %p, align 4
  ret void
}
