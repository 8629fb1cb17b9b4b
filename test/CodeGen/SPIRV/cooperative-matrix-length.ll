; __spirv_CooperativeMatrixLengthKHR(matrix) is OpCooperativeMatrixLengthKHR
; of the matrix's type (SPV_KHR_cooperative_matrix counts the elements of a
; type, not of a value). Not read back: LLVM 15's reader does not know the
; extension, and the 2024 reader crashes on this instruction (as on its own
; test of it, length.spvasm). The matrix is the work-group's, which a kernel
; with reqd_work_group_size (LocalSize) may hold.
; Debian's 2022 GPU compiler does not know OpTypeCooperativeMatrixKHR:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_cooperative_matrix
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv

; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: OpExecutionMode %{{[0-9]+}} LocalSize 16 1 1
; CHECK-DAG: %[[WG:[0-9]+]] = OpConstant %[[INT]] 2{{$}}
; CHECK-DAG: %[[M:[0-9]+]] = OpTypeCooperativeMatrixKHR %[[INT]] %[[WG]]
; CHECK: %[[N:[0-9]+]] = OpCooperativeMatrixLengthKHR %[[INT]] %[[M]]
; CHECK: OpStore %{{[0-9]+}} %[[N]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @length(ptr addrspace(1) %out) !reqd_work_group_size !0 {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i32, 2, 8, 16, 2) @_Z26__spirv_CompositeConstructi(i32 0)
  %n = call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(target("spirv.CooperativeMatrixKHR", i32, 2, 8, 16, 2) %m)
  store i32 %n, ptr addrspace(1) %out
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 2, 8, 16, 2) @_Z26__spirv_CompositeConstructi(i32)
declare spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(target("spirv.CooperativeMatrixKHR", i32, 2, 8, 16, 2))

!0 = !{i32 16, i32 1, i32 1}
