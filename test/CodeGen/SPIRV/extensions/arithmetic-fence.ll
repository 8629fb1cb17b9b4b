; SPV_EXT_arithmetic_fence: llvm.arithmetic.fence is OpArithmeticFenceEXT,
; scalar and vector; without the extension the fence is its operand. No
; reader knows the extension (LLVM 15's and the 2024 reader know only the
; INTEL one): spirv-val and Intel's GPU compiler judge it.
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_arithmetic_fence %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_arithmetic_fence -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv

; CHECK: OpCapability ArithmeticFenceEXT
; CHECK: OpExtension "SPV_EXT_arithmetic_fence"
; CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[V4:%[0-9]+]] = OpTypeVector [[F]] 4
; CHECK: [[A:%[0-9]+]] = OpFunctionParameter [[F]]
; CHECK: [[B:%[0-9]+]] = OpFunctionParameter [[F]]
; CHECK: [[V:%[0-9]+]] = OpFunctionParameter [[V4]]
; CHECK: [[S:%[0-9]+]] = OpFAdd [[F]] [[A]] [[B]]
; CHECK: [[FS:%[0-9]+]] = OpArithmeticFenceEXT [[F]] [[S]]
; CHECK: OpFMul [[F]] [[FS]] [[B]]
; CHECK: OpArithmeticFenceEXT [[V4]] [[V]]

; NOEXT-NOT: ArithmeticFence
; NOEXT: [[S:%[0-9]+]] = OpFAdd
; NOEXT: OpFMul {{%[0-9]+}} [[S]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, float %a, float %b, <4 x float> %v) {
  %s = fadd fast float %a, %b
  %f = call float @llvm.arithmetic.fence.f32(float %s)
  %m = fmul fast float %f, %b
  store float %m, ptr addrspace(1) %out
  %fv = call <4 x float> @llvm.arithmetic.fence.v4f32(<4 x float> %v)
  %p = getelementptr <4 x float>, ptr addrspace(1) %out, i64 1
  store <4 x float> %fv, ptr addrspace(1) %p
  ret void
}

declare float @llvm.arithmetic.fence.f32(float)
declare <4 x float> @llvm.arithmetic.fence.v4f32(<4 x float>)
