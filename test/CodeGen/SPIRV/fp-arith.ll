; Floating-point arithmetic on half, float and double.
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability Float16
; CHECK-DAG: OpCapability Float64
; CHECK-DAG: [[HALF:%[0-9]+]] = OpTypeFloat 16
; CHECK-DAG: [[FLOAT:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[DOUBLE:%[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: [[FTWO:%[0-9]+]] = OpConstant [[FLOAT]] 2
; CHECK-DAG: [[DHALF:%[0-9]+]] = OpConstant [[DOUBLE]] 0.5

define spir_func float @ops_float(float %a, float %b) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpFAdd [[FLOAT]]
; CHECK: OpFSub [[FLOAT]]
; CHECK: OpFMul [[FLOAT]] {{%[0-9]+}} [[FTWO]]
; CHECK: OpFDiv [[FLOAT]]
; CHECK: OpFRem [[FLOAT]]
; CHECK: OpFNegate [[FLOAT]]
  %1 = fadd float %a, %b
  %2 = fsub float %1, %b
  %3 = fmul float %2, 2.0
  %4 = fdiv float %3, %b
  %5 = frem float %4, %a
  %6 = fneg float %5
  ret float %6
}

define spir_func double @ops_double(double %a, double %b) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpFAdd [[DOUBLE]]
; CHECK: OpFMul [[DOUBLE]] {{%[0-9]+}} [[DHALF]]
; CHECK: OpFDiv [[DOUBLE]]
; CHECK: OpFNegate [[DOUBLE]]
  %1 = fadd double %a, %b
  %2 = fmul double %1, 0.5
  %3 = fdiv double %2, %b
  %4 = fneg double %3
  ret double %4
}

define spir_func half @ops_half(half %a, half %b) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpFSub [[HALF]]
; CHECK: OpFMul [[HALF]]
; CHECK: OpFRem [[HALF]]
  %1 = fsub half %a, %b
  %2 = fmul half %1, 0xH3C00
  %3 = frem half %2, %b
  ret half %3
}

; fmuladd is OpenCL.std mad (fmuladd.ll).
define spir_func float @muladd(float %a, float %b, float %c) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpExtInst [[FLOAT]] {{%[0-9]+}} mad
  %r = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  ret float %r
}

define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(1) %h) {
  %x = load float, ptr addrspace(1) %f, align 4
  %y = call spir_func float @ops_float(float %x, float %x)
  %z = call spir_func float @muladd(float %x, float %y, float 1.0)
  store float %z, ptr addrspace(1) %f, align 4
  %dx = load double, ptr addrspace(1) %d, align 8
  %dy = call spir_func double @ops_double(double %dx, double 3.0)
  store double %dy, ptr addrspace(1) %d, align 8
  %hx = load half, ptr addrspace(1) %h, align 2
  %hy = call spir_func half @ops_half(half %hx, half %hx)
  store half %hy, ptr addrspace(1) %h, align 2
  ret void
}
