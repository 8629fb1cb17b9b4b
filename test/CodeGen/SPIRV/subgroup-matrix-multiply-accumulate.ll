; SPV_INTEL_subgroup_matrix_multiply_accumulate: the translator's
; __spirv_SubgroupMatrixMultiplyAccumulateINTEL(K, A, B, C[, operands]) is
; the instruction, its MatrixMultiplyAccumulateOperands mask a literal.
; Not read back: neither reader knows the extension.
; Debian's 2022 GPU compiler does not know the extension:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_INTEL_subgroup_matrix_multiply_accumulate
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %S/Inputs/subgroup-matrix-multiply-accumulate-errors.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability SubgroupMatrixMultiplyAccumulateINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroup_matrix_multiply_accumulate"
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[V8F:[0-9]+]] = OpTypeVector %[[FLOAT]] 8
; CHECK-DAG: %[[K:[0-9]+]] = OpConstant %[[INT]] 16{{$}}
; CHECK: OpSubgroupMatrixMultiplyAccumulateINTEL %[[V8F]] %[[K]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} MatrixAPackedInt8INTEL|MatrixBPackedInt8INTEL{{$}}
; CHECK: OpSubgroupMatrixMultiplyAccumulateINTEL %[[INT]] %[[K]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}{{$}}

; NOEXT: error: builtin __spirv_SubgroupMatrixMultiplyAccumulateINTEL (OpSubgroupMatrixMultiplyAccumulateINTEL needs SPV_INTEL_subgroup_matrix_multiply_accumulate, which is not enabled: --spirv-ext) is not supported (in function @mma)
; ERR-DAG: error: __spirv_SubgroupMatrixMultiplyAccumulateINTEL: operand 1 (IdRef) must be a constant i32 (in function @k_dim)
; ERR-DAG: error: __spirv_SubgroupMatrixMultiplyAccumulateINTEL: operand 5 (MatrixMultiplyAccumulateOperands) must be a constant i32 mask of MatrixMultiplyAccumulateOperands the grammar has (in function @unknown_bits)
; ERR-DAG: error: builtin __spirv_SubgroupMatrixMultiplyAccumulateINTEL (OpSubgroupMatrixMultiplyAccumulateINTEL takes (i32 K, A, B, accumulator of the result's type, [i32 MatrixMultiplyAccumulateOperands]) operands, scalars or vectors) is not supported

target triple = "spirv64-unknown-unknown"

define spir_kernel void @mma(ptr addrspace(1) %out, <8 x i16> %a8, <8 x i32> %b8, <8 x float> %c8, i32 %a, i32 %c) {
  %r = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32 16, <8 x i16> %a8, <8 x i32> %b8, <8 x float> %c8, i32 48)
  store <8 x float> %r, ptr addrspace(1) %out
  %s = call spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_ii(i32 16, i32 %a, <8 x i32> %b8, i32 %c)
  store i32 %s, ptr addrspace(1) %out
  ret void
}

declare spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32, <8 x i16>, <8 x i32>, <8 x float>, i32)
declare spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_ii(i32, i32, <8 x i32>, i32)
