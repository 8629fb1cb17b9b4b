; Intel's accuracy-annotated intrinsics (llvm.fpbuiltin.<function>, with a
; "fpbuiltin-max-error" bound in ulp). With SPV_INTEL_fp_max_error the
; core instruction or OpenCL.std function carries the bound as
; FPMaxErrorDecorationINTEL, for the consumer's compiler to meet. Without
; it, a call is lowered only where OpenCL's own accuracy meets the bound
; (or none is named): x/y on float is accurate to 2.5 ulp, sin to 4, so
; bounds of 1 and 2.5 are refused; double division is correctly rounded;
; half needs the extension for any bound.
; REQUIRES: spirv-tools-2025
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fp_max_error %t/bounds.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fp_max_error -filetype=obj %t/bounds.ll -o %t.ext.spv
; RUN: %spirv-val %t.ext.spv
; RUN: %if reader2 %{ %spirv-reader2 -r %t.ext.spv -o %t.ext.bc %}
; RUN: %llc -mtriple=spirv64 %t/met.ll -o - | FileCheck %s --check-prefix=MET
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/met.ll -o %t.met.spv
; RUN: %spirv-val %t.met.spv
; RUN: %llvm-spirv -r %t.met.spv -o %t.met.bc
; RUN: not %llc -mtriple=spirv64 %t/bounds.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fp_max_error %t/bad.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK-DAG: OpCapability FPMaxErrorINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fp_max_error"
; CHECK-DAG: OpDecorate %[[DIV:[0-9]+]] FPMaxErrorDecorationINTEL 1
; CHECK-DAG: OpDecorate %[[SIN:[0-9]+]] FPMaxErrorDecorationINTEL 2.5
; CHECK-DAG: OpDecorate %[[HSQRT:[0-9]+]] FPMaxErrorDecorationINTEL 0.5
; CHECK-DAG: OpDecorate %[[VCOS:[0-9]+]] FPMaxErrorDecorationINTEL 4096
; CHECK: %[[DIV]] = OpFDiv %
; CHECK: %[[SIN]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} sin
; CHECK: %[[HSQRT]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} sqrt
; CHECK: %[[VCOS]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} cos
; CHECK: %[[PLAIN:[0-9]+]] = OpFAdd %
; CHECK-NOT: OpDecorate %[[PLAIN]]

; NOEXT: error: intrinsic @llvm.fpbuiltin.fdiv.f32 with "fpbuiltin-max-error"="1.0" (OpenCL's fdiv on float is accurate to 2.5 ulp; SPV_INTEL_fp_max_error, which would carry the bound, is not enabled: --spirv-ext) is not supported (in function @bounds)

; MET-NOT: OpCapability FPMaxErrorINTEL
; MET-NOT: OpDecorate {{.*}} FPMaxError
; MET: OpFDiv %
; MET: OpFMul %
; MET: OpExtInst %{{[0-9]+}} %{{[0-9]+}} sin
; MET: OpExtInst %{{[0-9]+}} %{{[0-9]+}} pow
; MET: OpExtInst %{{[0-9]+}} %{{[0-9]+}} ldexp
; MET: OpFRem %

; BAD-DAG: error: intrinsic @llvm.fpbuiltin.sincos.f32 is not supported (in function @bad)
; BAD-DAG: error: intrinsic @llvm.fpbuiltin.exp.f32 with "fpbuiltin-max-error"="tight" is not supported (in function @bad_bound)
; BAD-DAG: error: intrinsic @llvm.fpbuiltin.fdiv.f32 is not supported (in function @bad_arity)
; BAD-DAG: error: intrinsic @llvm.fpbuiltin.pow.f32 is not supported (in function @bad_operand)

;--- bounds.ll
target triple = "spirv64-unknown-unknown"

define spir_func void @bounds(float %x, float %y, half %h, <4 x float> %v, ptr addrspace(1) %out) {
  %div = call float @llvm.fpbuiltin.fdiv.f32(float %x, float %y) #0
  %sin = call float @llvm.fpbuiltin.sin.f32(float %x) #1
  %hsqrt = call half @llvm.fpbuiltin.sqrt.f16(half %h) #2
  %vcos = call <4 x float> @llvm.fpbuiltin.cos.v4f32(<4 x float> %v) #3
  %add = call float @llvm.fpbuiltin.fadd.f32(float %div, float %sin)
  store float %add, ptr addrspace(1) %out
  store half %hsqrt, ptr addrspace(1) %out
  store <4 x float> %vcos, ptr addrspace(1) %out
  ret void
}

declare float @llvm.fpbuiltin.fdiv.f32(float, float)
declare float @llvm.fpbuiltin.sin.f32(float)
declare half @llvm.fpbuiltin.sqrt.f16(half)
declare <4 x float> @llvm.fpbuiltin.cos.v4f32(<4 x float>)
declare float @llvm.fpbuiltin.fadd.f32(float, float)

attributes #0 = { "fpbuiltin-max-error"="1.0" }
attributes #1 = { "fpbuiltin-max-error"="2.5" }
attributes #2 = { "fpbuiltin-max-error"="0.5" }
attributes #3 = { "fpbuiltin-max-error"="4096.0" }

;--- met.ll
; Bounds OpenCL meets: double division correctly rounded (0.5), float
; multiplication correctly rounded, sin to 4 ulp, pow to 16, ldexp exact,
; frem exact; <4 x double> ldexp with a scalar exponent (splatted).
target triple = "spirv64-unknown-unknown"

define spir_func void @met(double %a, double %b, float %x, float %y, <4 x double> %v, i32 %k, ptr addrspace(1) %out) {
  %div = call double @llvm.fpbuiltin.fdiv.f64(double %a, double %b) #0
  %mul = call float @llvm.fpbuiltin.fmul.f32(float %x, float %y) #0
  %sin = call float @llvm.fpbuiltin.sin.f32(float %mul) #1
  %pow = call float @llvm.fpbuiltin.pow.f32(float %sin, float %y) #2
  %ldexp = call <4 x double> @llvm.fpbuiltin.ldexp.v4f64.i32(<4 x double> %v, i32 %k) #0
  %rem = call float @llvm.fpbuiltin.frem.f32(float %pow, float %y) #0
  store double %div, ptr addrspace(1) %out
  store float %rem, ptr addrspace(1) %out
  store <4 x double> %ldexp, ptr addrspace(1) %out
  ret void
}

declare double @llvm.fpbuiltin.fdiv.f64(double, double)
declare float @llvm.fpbuiltin.fmul.f32(float, float)
declare float @llvm.fpbuiltin.sin.f32(float)
declare float @llvm.fpbuiltin.pow.f32(float, float)
declare <4 x double> @llvm.fpbuiltin.ldexp.v4f64.i32(<4 x double>, i32)
declare float @llvm.fpbuiltin.frem.f32(float, float)

attributes #0 = { "fpbuiltin-max-error"="0.5" }
attributes #1 = { "fpbuiltin-max-error"="4.0" }
attributes #2 = { "fpbuiltin-max-error"="16.0" }

;--- bad.ll
; A function the target has no rule for, a bound that is not a number, and
; calls whose operands do not fit the function.
target triple = "spirv64-unknown-unknown"

define spir_func void @bad(float %x, ptr %s, ptr %c) {
  call void @llvm.fpbuiltin.sincos.f32(float %x, ptr %s, ptr %c)
  ret void
}

define spir_func void @bad_bound(float %x, ptr addrspace(1) %out) {
  %e = call float @llvm.fpbuiltin.exp.f32(float %x) #0
  store float %e, ptr addrspace(1) %out
  ret void
}

define spir_func float @bad_arity(float %x) {
  %r = call float @llvm.fpbuiltin.fdiv.f32(float %x)
  ret float %r
}

define spir_func float @bad_operand(float %x, double %y) {
  %r = call float @llvm.fpbuiltin.pow.f32(float %x, double %y)
  ret float %r
}

declare void @llvm.fpbuiltin.sincos.f32(float, ptr, ptr)
declare float @llvm.fpbuiltin.exp.f32(float)
declare float @llvm.fpbuiltin.fdiv.f32(float)
declare float @llvm.fpbuiltin.pow.f32(float, double)

attributes #0 = { "fpbuiltin-max-error"="tight" }
