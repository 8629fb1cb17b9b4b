; A cooperative matrix of i4 (SPV_INTEL_int4's Int4CooperativeMatrixINTEL)
; would have OpTypeInt 4 components, which SPIRV-Tools 2025.5 rejects
; ("Invalid number of bits (4) used for OpTypeInt"), with or without
; SPV_INTEL_arbitrary_precision_integers: the matrix type is refused by
; name, and the message says why when the extension is enabled.
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_int4 %s -o %t.out 2>&1 | FileCheck %s
; RUN: not ls %t.out
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: type target("spirv.CooperativeMatrixKHR", i4, 3, 12, 12, 2) in 'call' (the component type must be an integer of 8 to 64 bits, half, bfloat, float or double; SPV_INTEL_int4's i4 is OpTypeInt 4, which SPIRV-Tools 2025.5 rejects) is not supported (in function @foo)

target triple = "spirv64-unknown-unknown"
define spir_kernel void @foo() {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i4, 3, 12, 12, 2) @_Z26__spirv_CompositeConstructi(i4 0)
  ret void
}
declare spir_func target("spirv.CooperativeMatrixKHR", i4, 3, 12, 12, 2) @_Z26__spirv_CompositeConstructi(i4)
