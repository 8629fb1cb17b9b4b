; C's <math.h> functions, as C++ device code calls them (std::sin, erff,
; fma), become OpenCL.std instructions on float and double; a declaration
; with another signature is not C's function and stays an import.
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv

; CHECK-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[D:%[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: [[I:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: OpDecorate [[SIN:%[^ ]+]] LinkageAttributes "sinpi" Import
; CHECK: OpExtInst [[F]] [[CL]] sin
; CHECK: OpExtInst [[D]] [[CL]] sin
; CHECK: OpExtInst [[F]] [[CL]] erf
; CHECK: OpExtInst [[F]] [[CL]] fma
; CHECK: OpExtInst [[D]] [[CL]] tgamma
; CHECK: OpExtInst [[F]] [[CL]] ldexp
; CHECK: OpExtInst [[I]] [[CL]] ilogb
; CHECK: OpExtInst [[D]] [[CL]] rint
; CHECK: OpExtInst [[F]] [[CL]] ldexp
; CHECK: OpFunctionCall [[F]] [[SIN]]

define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(1) %i) {
  %x = load float, ptr addrspace(1) %f
  %y = load double, ptr addrspace(1) %d
  %a = call float @sinf(float %x)
  %b = call double @sin(double %y)
  %c = call float @erff(float %a)
  %e = call float @fmaf(float %c, float %x, float 1.0)
  %g = call double @tgamma(double %b)
  %h = call float @ldexpf(float %e, i32 3)
  %j = call i32 @ilogb(double %g)
  %k = call double @nearbyint(double %g)
  %l = call float @scalbnf(float %h, i32 2)
  %m = call float @sinpi(float %l)
  store float %m, ptr addrspace(1) %f
  store double %k, ptr addrspace(1) %d
  store i32 %j, ptr addrspace(1) %i
  ret void
}

declare float @sinf(float)
declare double @sin(double)
declare float @erff(float)
declare float @fmaf(float, float, float)
declare double @tgamma(double)
declare float @ldexpf(float, i32)
declare i32 @ilogb(double)
declare double @nearbyint(double)
declare float @scalbnf(float, i32)
; Not a C function (C's sinpi, if any, takes a double): a user function.
declare float @sinpi(float)
