; spirv32 uses Physical32 and 32-bit size_t; spirv64 Physical64. A spirv32
; module that uses no i64 declares no Int64 (nor does a spirv64 one). IR written for spir64 can be
; retargeted with -mtriple; the full triple spelling works too.
; RUN: %llc -mtriple=spirv32 %s -o - | FileCheck %s --check-prefix=SPV32
; RUN: %llc -mtriple=spirv32 -filetype=obj %s -o %t32.spv
; RUN: %spirv-val %t32.spv
; RUN: %llvm-spirv -r %t32.spv -o %t32.bc
; RUN: %llc -mtriple=spirv64-unknown-unknown %s -o - | FileCheck %s --check-prefix=SPV64
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t64.spv
; RUN: %spirv-val %t64.spv
; RUN: %llvm-spirv -r %t64.spv -o %t64.bc

; SPV32-NOT: OpCapability Int64
; SPV32: OpMemoryModel Physical32 OpenCL
; SPV32-NOT: OpTypeInt 64
; Nothing here is 64-bit on spirv64 either: pointers need no Int64.
; SPV64-NOT: OpCapability Int64
; SPV64: OpMemoryModel Physical64 OpenCL
; SPV64-NOT: OpTypeInt 64

target triple = "spir64-unknown-unknown"

define spir_kernel void @scale(ptr addrspace(1) %p, i32 %n, float %s) {
entry:
  %id = call spir_func i32 @id32()
  %c = icmp slt i32 %id, %n
  br i1 %c, label %body, label %exit
body:
  %e = getelementptr inbounds float, ptr addrspace(1) %p, i32 %id
  %v = load float, ptr addrspace(1) %e, align 4
  %m = fmul float %v, %s
  store float %m, ptr addrspace(1) %e, align 4
  br label %exit
exit:
  ret void
}

define internal spir_func i32 @id32() {
  %w = call spir_func i32 @_Z12get_work_dimv()
  ret i32 %w
}

declare spir_func i32 @_Z12get_work_dimv()
