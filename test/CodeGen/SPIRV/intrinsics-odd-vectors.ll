; An intrinsic lowered to OpenCL.std on a vector of 5-7 or 9-15 lanes
; becomes the OpenCL.std call on that vector (a scalar operand splatted to
; its length), and the legalizer computes it in 8 or 16 lanes
; (legalizeExtInstVectors: operands padded with undefined lanes, the result
; trimmed), as SPIR-V has no 5-lane vector and OpenCL.std wants the
; result's type. The padding meets the padding of the call boundary, so
; the instruction takes the parameter as it is.
; Values are checked by test/Execution/intrinsics-odd-vectors.ll.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-intrinsics %s -o - | FileCheck %s --check-prefix=IR
; RUN: %llc -mtriple=spirv64 -stop-after=legalizer %s -o - | FileCheck %s --check-prefix=LEG

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
; IR: call spir_func <5 x i32> @_Z17__spirv_ocl_s_absDv5_i(<5 x i32> %v)
; IR-LABEL: define spir_func <9 x float> @ldexp9(
; IR: call spir_func <9 x float> @_Z17__spirv_ocl_ldexpDv9_fDv9_i(<9 x float> %v, <9 x i32> %{{.+}})

; LEG-LABEL: name: abs5
; LEG: [[P:%[0-9]+]]:_(<8 x s32>) = OpFunctionParameter
; LEG-NEXT: [[R:%[0-9]+]]:_(<8 x s32>) = G_SPIRV_EXTINST 141, [[P]](<8 x s32>)
; LEG-NEXT: OpReturnValue [[R]](<8 x s32>)
; LEG-LABEL: name: ldexp9
; LEG: G_SPIRV_EXTINST 34, %{{[0-9]+}}(<16 x s32>), %{{[0-9]+}}(<16 x s32>)

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
