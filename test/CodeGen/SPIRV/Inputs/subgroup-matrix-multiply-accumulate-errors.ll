; Sub-group matrix multiply-accumulate calls the target refuses
; (subgroup-matrix-multiply-accumulate.ll).
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k_dim(i32 %k, i32 %a, <8 x i32> %b, i32 %c) {
  %r = call spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_ii(i32 %k, i32 %a, <8 x i32> %b, i32 %c)
  ret void
}

; Bit 31 is no operand the grammar has.
define spir_kernel void @unknown_bits(i32 %a, <8 x i32> %b, i32 %c) {
  %r = call spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_iii(i32 16, i32 %a, <8 x i32> %b, i32 %c, i32 -2147483648)
  ret void
}

; The accumulator is of the result's type.
define spir_kernel void @accumulator(i32 %a, <8 x i32> %b, float %c) {
  %r = call spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_if(i32 16, i32 %a, <8 x i32> %b, float %c)
  ret void
}

declare spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_ii(i32, i32, <8 x i32>, i32)
declare spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_iii(i32, i32, <8 x i32>, i32, i32)
declare spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_if(i32, i32, <8 x i32>, float)
