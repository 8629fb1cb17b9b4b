; Constrained conversions in a static rounding mode other than to-nearest
; become the SPIR-V conversion decorated FPRoundingMode (RTZ, RTP, RTN; the
; Khronos reader makes convert_<type>_rt<mode> of them); to-nearest and
; dynamic are the plain instruction. Arithmetic in another mode, and the
; ties-away mode, have no SPIR-V form in Kernel modules and are refused.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: sed 's/^;FADD//' %s | not %llc -mtriple=spirv64 -o /dev/null 2>&1 | FileCheck %s --check-prefix=FADD
; RUN: sed 's/^;AWAY//' %s | not %llc -mtriple=spirv64 -o /dev/null 2>&1 | FileCheck %s --check-prefix=AWAY

; CHECK-DAG: OpDecorate %[[RTZ:[0-9]+]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[RTP:[0-9]+]] FPRoundingMode RTP
; CHECK-DAG: OpDecorate %[[RTN:[0-9]+]] FPRoundingMode RTN
; CHECK-DAG: OpDecorate %[[VRTZ:[0-9]+]] FPRoundingMode RTZ
; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[DOUBLE:[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: %[[HALF:[0-9]+]] = OpTypeFloat 16
; CHECK-DAG: %[[V4FLOAT:[0-9]+]] = OpTypeVector %[[FLOAT]] 4
; CHECK-LABEL: = OpFunction %
; CHECK: %[[RTZ]] = OpConvertSToF %[[FLOAT]]
; CHECK: %[[RTP]] = OpConvertUToF %[[DOUBLE]]
; CHECK: %[[RTN]] = OpFConvert %[[HALF]]
; CHECK: %[[VRTZ]] = OpConvertSToF %[[V4FLOAT]]
; CHECK: %[[NEAR:[0-9]+]] = OpConvertSToF %[[FLOAT]]
; CHECK: OpFunctionEnd
; CHECK-NOT: OpDecorate %[[NEAR]]

; READ-DAG: call spir_func float @_Z17convert_float_rtzl(
; READ-DAG: call spir_func double @_Z18convert_double_rtpj(
; READ-DAG: call spir_func half @_Z16convert_half_rtnd(
; READ-DAG: call spir_func <4 x float> @_Z18convert_float4_rtzDv4_i(

; FADD: error: intrinsic @llvm.experimental.constrained.fadd.f32 is not supported (in function @fadd)
; AWAY: error: intrinsic @llvm.experimental.constrained.sitofp.f32.i32 is not supported (in function @away)

target triple = "spirv64-unknown-unknown"

define spir_func void @convert(i64 %a, i32 %b, double %c, <4 x i32> %d, i32 %e, ptr addrspace(1) %out) #0 {
  %z = call float @llvm.experimental.constrained.sitofp.f32.i64(i64 %a, metadata !"round.towardzero", metadata !"fpexcept.ignore") #0
  %p = call double @llvm.experimental.constrained.uitofp.f64.i32(i32 %b, metadata !"round.upward", metadata !"fpexcept.ignore") #0
  %n = call half @llvm.experimental.constrained.fptrunc.f16.f64(double %c, metadata !"round.downward", metadata !"fpexcept.ignore") #0
  %v = call <4 x float> @llvm.experimental.constrained.sitofp.v4f32.v4i32(<4 x i32> %d, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  %t = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %e, metadata !"round.tonearest", metadata !"fpexcept.ignore") #0
  store float %z, ptr addrspace(1) %out, align 4
  %o1 = getelementptr double, ptr addrspace(1) %out, i64 1
  store double %p, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr half, ptr addrspace(1) %out, i64 8
  store half %n, ptr addrspace(1) %o2, align 2
  %o3 = getelementptr <4 x float>, ptr addrspace(1) %out, i64 2
  store <4 x float> %v, ptr addrspace(1) %o3, align 16
  %o4 = getelementptr float, ptr addrspace(1) %out, i64 12
  store float %t, ptr addrspace(1) %o4, align 4
  ret void
}

;FADDdefine spir_func float @fadd(float %a, float %b) #0 {
;FADD  %r = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.towardzero", metadata !"fpexcept.ignore") #0
;FADD  ret float %r
;FADD}
;AWAYdefine spir_func float @away(i32 %a) #0 {
;AWAY  %r = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %a, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") #0
;AWAY  ret float %r
;AWAY}

declare float @llvm.experimental.constrained.sitofp.f32.i64(i64, metadata, metadata)
declare double @llvm.experimental.constrained.uitofp.f64.i32(i32, metadata, metadata)
declare half @llvm.experimental.constrained.fptrunc.f16.f64(double, metadata, metadata)
declare <4 x float> @llvm.experimental.constrained.sitofp.v4f32.v4i32(<4 x i32>, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)

attributes #0 = { strictfp }
