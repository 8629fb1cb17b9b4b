; A cooperative matrix of bfloat (SPV_KHR_bfloat16 with
; SPV_KHR_cooperative_matrix) needs BFloat16CooperativeMatrixKHR beside
; BFloat16TypeKHR, and its construction keeps the bfloat operand: bfloat
; arithmetic is computed in float, operations on matrices are not.
; Debian's 2022 GPU compiler does not know OpTypeCooperativeMatrixKHR:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_cooperative_matrix
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_KHR_bfloat16 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_KHR_bfloat16 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; Without SPV_KHR_bfloat16 the component type is refused by name.
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-BF16

; CHECK-DAG: OpCapability CooperativeMatrixKHR
; CHECK-DAG: OpCapability BFloat16TypeKHR
; CHECK-DAG: OpCapability BFloat16CooperativeMatrixKHR
; CHECK-DAG: OpExtension "SPV_KHR_bfloat16"
; CHECK-DAG: %[[BF:[0-9]+]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[MAT:[0-9]+]] = OpTypeCooperativeMatrixKHR %[[BF]]
; CHECK-DAG: %[[ONE:[0-9]+]] = OpConstant %[[BF]] 0x1p+0
; CHECK: OpCompositeConstruct %[[MAT]] %[[ONE]]
; CHECK: OpCooperativeMatrixStoreKHR
; NO-BF16: error: {{.*}}SPV_KHR_bfloat16

target triple = "spirv64-unknown-unknown"
%Mat = type target("spirv.CooperativeMatrixKHR", bfloat, 3, 12, 12, 2)
define spir_kernel void @k(ptr addrspace(1) %p) {
  %m = call spir_func %Mat @_Z26__spirv_CompositeConstructDF16b(bfloat 1.0)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %p, %Mat %m, i32 0, i64 12)
  ret void
}
declare spir_func %Mat @_Z26__spirv_CompositeConstructDF16b(bfloat)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %Mat, i32, i64)
