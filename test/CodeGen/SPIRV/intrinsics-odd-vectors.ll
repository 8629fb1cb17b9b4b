; An intrinsic lowered to OpenCL.std on a vector of 5-7 or 9-15 lanes
; computes in 8 or 16 lanes (operands widened with poison lanes, a scalar
; operand splatted to the wide length) and the result is shuffled back;
; SPIR-V has no 5-lane vector and OpenCL.std wants the result's type.
; (Such calls used to leave an OpExtInst on <5 x i32> to the legalizer.)
; Values are checked by test/Execution/intrinsics-odd-vectors.ll.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-intrinsics %s -o - | FileCheck %s --check-prefix=IR

; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[V8I:[0-9]+]] = OpTypeVector %[[INT]] 8
; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[V16F:[0-9]+]] = OpTypeVector %[[FLOAT]] 16
; CHECK-LABEL: = OpFunction %
; CHECK: OpExtInst %[[V8I]] %{{[0-9]+}} s_abs
; CHECK: OpFunctionEnd
; CHECK-LABEL: = OpFunction %
; CHECK: OpExtInst %[[V16F]] %{{[0-9]+}} ldexp
; CHECK: OpFunctionEnd

; IR-LABEL: define spir_func <5 x i32> @abs5(
; IR: %[[W:.+]] = shufflevector <5 x i32> %v, <5 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 poison, i32 poison, i32 poison>
; IR: %[[R:.+]] = call spir_func <8 x i32> @_Z17__spirv_ocl_s_absDv8_i(<8 x i32> %[[W]])
; IR: shufflevector <8 x i32> %[[R]], <8 x i32> poison, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
; IR-LABEL: define spir_func <9 x float> @ldexp9(
; IR: call spir_func <16 x float> @_Z17__spirv_ocl_ldexpDv16_fDv16_i(<16 x float> %{{.+}}, <16 x i32> %{{.+}})

target triple = "spirv64-unknown-unknown"

define spir_func <5 x i32> @abs5(<5 x i32> %v) {
  %r = call <5 x i32> @llvm.abs.v5i32(<5 x i32> %v, i1 false)
  ret <5 x i32> %r
}

define spir_func <9 x float> @ldexp9(<9 x float> %v, i32 %e) {
  %r = call <9 x float> @llvm.ldexp.v9f32.i32(<9 x float> %v, i32 %e)
  ret <9 x float> %r
}

declare <5 x i32> @llvm.abs.v5i32(<5 x i32>, i1)
declare <9 x float> @llvm.ldexp.v9f32.i32(<9 x float>, i32)
