; llvm.fmuladd (clang's a * b + c under -ffp-contract=on) is OpenCL.std mad:
; on full-profile devices both are either a correctly rounded fma or a
; multiplication and an addition each correctly rounded, the consumer's
; choice (docs/Design.md, "Multiply-add"). Never OpFMul + OpFAdd, which no
; consumer may fuse, nor fma, which is slow without FMA hardware.
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --implicit-check-not=OpFMul --implicit-check-not=OpFAdd
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis-22 %t.bc -o - | FileCheck %s --check-prefix=READ

; CHECK-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: [[HALF:%[0-9]+]] = OpTypeFloat 16
; CHECK-DAG: [[FLOAT:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[DOUBLE:%[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: [[F3:%[0-9]+]] = OpTypeVector [[FLOAT]] 3
; CHECK-DAG: [[F4:%[0-9]+]] = OpTypeVector [[FLOAT]] 4
; CHECK-DAG: [[F8:%[0-9]+]] = OpTypeVector [[FLOAT]] 8

; CHECK: OpFunction [[FLOAT]]
; CHECK: OpExtInst [[FLOAT]] [[CL]] mad
; CHECK: OpExtInst [[DOUBLE]] [[CL]] mad
; CHECK: OpExtInst [[HALF]] [[CL]] mad
; CHECK: OpExtInst [[F3]] [[CL]] mad
; CHECK: OpExtInst [[F4]] [[CL]] mad
; A length SPIR-V lacks computes in the next one.
; CHECK: OpExtInst [[F8]] [[CL]] mad
; The constrained form in the default rounding mode is the same.
; CHECK: OpExtInst [[FLOAT]] [[CL]] mad
; CHECK: OpFunctionEnd
; What PoCL's path (the Khronos reader) gives PoCL: its OpenCL C mad.
; READ: call spir_func float @_Z3madfff(
; READ: call spir_func double @_Z3madddd(
; READ: call spir_func half @_Z3madDhDhDh(
; READ: call spir_func <3 x float> @_Z3madDv3_fS_S_(
; READ: call spir_func <4 x float> @_Z3madDv4_fS_S_(
; READ: call spir_func <8 x float> @_Z3madDv8_fS_S_(
; READ: call spir_func float @_Z3madfff(
define spir_func float @muladds(float %a, double %d, half %h, <3 x float> %v3, <4 x float> %v4, <5 x float> %v5, ptr addrspace(1) %out) {
  %f = call float @llvm.fmuladd.f32(float %a, float %a, float 1.0)
  %dd = call double @llvm.fmuladd.f64(double %d, double %d, double 2.0)
  store double %dd, ptr addrspace(1) %out
  %hh = call half @llvm.fmuladd.f16(half %h, half %h, half %h)
  store half %hh, ptr addrspace(1) %out
  %r3 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %v3, <3 x float> %v3, <3 x float> %v3)
  store <3 x float> %r3, ptr addrspace(1) %out
  %r4 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %v4, <4 x float> %v4, <4 x float> %v4)
  store <4 x float> %r4, ptr addrspace(1) %out
  %r5 = call <5 x float> @llvm.fmuladd.v5f32(<5 x float> %v5, <5 x float> %v5, <5 x float> %v5)
  store <5 x float> %r5, ptr addrspace(1) %out
  %c = call float @llvm.experimental.constrained.fmuladd.f32(float %f, float %a, float %a, metadata !"round.tonearest", metadata !"fpexcept.ignore")
  ret float %c
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %r = call spir_func float @muladds(float %x, double 1.0, half 1.0, <3 x float> zeroinitializer, <4 x float> zeroinitializer, <5 x float> zeroinitializer, ptr addrspace(1) %p)
  store float %r, ptr addrspace(1) %p
  ret void
}
