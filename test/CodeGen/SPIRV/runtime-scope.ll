; A Scope operand of a __spirv_<Instruction> call may be a value the program
; computes: Kernel modules may give one (only the Shader capability requires
; constant scopes), and the translator writes such calls. It is the i32 id
; itself; a constant scope is still checked against the Kernel
; environment's values (spirv-calls-errors.ll).
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[TWO:[0-9]+]] = OpConstant %[[INT]] 2
; CHECK: %[[S:[0-9]+]] = OpFunctionParameter %[[INT]]
; CHECK: OpControlBarrier %[[TWO]] %[[S]] %{{[0-9]+}}
; CHECK: OpAtomicIAdd %[[INT]] %{{[0-9]+}} %[[S]] %{{[0-9]+}} %{{[0-9]+}}

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %s) {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 %s, i32 272)
  %r = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) %p, i32 %s, i32 0, i32 1)
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1), i32, i32, i32)
