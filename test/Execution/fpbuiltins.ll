; Intel's accuracy-annotated intrinsics (llvm.fpbuiltin.*) whose
; "fpbuiltin-max-error" OpenCL's own accuracy meets (x*y correctly rounded,
; sqrt to 3 ulp, sin to 4, exp to 3, log1p to 2, pow to 16, hypot to 4 of
; the 4096 asked, ldexp exact) or that name no bound (x/y): the core
; instruction or OpenCL.std function, without SPV_INTEL_fp_max_error. Each
; pair in[i] gives out[9i..9i+8], compared with the host within the bounds
; (a relative tolerance of 1e-5 is about 80 ulp near 1; x*y and ldexp are
; compared as the host rounds them).
; RUN: %reference fpbuiltins %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:f32:64:file=%t.in0 --arg=buffer:f32:64:file=%t.in1 \
; RUN:   --arg=buffer:f32:576 --global=64 --tolerance=1e-5 --expect=2=file:%t.out | FileCheck %s
; CHECK: argument 2: all 576 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @k(ptr addrspace(1) %xs, ptr addrspace(1) %ys, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr inbounds float, ptr addrspace(1) %xs, i64 %i
  %py = getelementptr inbounds float, ptr addrspace(1) %ys, i64 %i
  %x = load float, ptr addrspace(1) %px, align 4
  %y = load float, ptr addrspace(1) %py, align 4
  %mul = call float @llvm.fpbuiltin.fmul.f32(float %x, float %y) #0
  %div = call float @llvm.fpbuiltin.fdiv.f32(float %x, float %y)
  %sqrt = call float @llvm.fpbuiltin.sqrt.f32(float %x) #1
  %sin = call float @llvm.fpbuiltin.sin.f32(float %x) #2
  %exp = call float @llvm.fpbuiltin.exp.f32(float %x) #1
  %log1p = call float @llvm.fpbuiltin.log1p.f32(float %x) #3
  %hypot = call float @llvm.fpbuiltin.hypot.f32(float %x, float %y) #4
  %pow = call float @llvm.fpbuiltin.pow.f32(float %x, float %y) #5
  %ldexp = call float @llvm.fpbuiltin.ldexp.f32.i32(float %x, i32 3) #0
  %base = mul i64 %i, 9
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %base
  store float %mul, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 1
  store float %div, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 2
  store float %sqrt, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 3
  store float %sin, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 4
  store float %exp, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 5
  store float %log1p, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 6
  store float %hypot, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 7
  store float %pow, ptr addrspace(1) %o7, align 4
  %o8 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 8
  store float %ldexp, ptr addrspace(1) %o8, align 4
  ret void
}

declare float @llvm.fpbuiltin.fmul.f32(float, float)
declare float @llvm.fpbuiltin.fdiv.f32(float, float)
declare float @llvm.fpbuiltin.sqrt.f32(float)
declare float @llvm.fpbuiltin.sin.f32(float)
declare float @llvm.fpbuiltin.exp.f32(float)
declare float @llvm.fpbuiltin.log1p.f32(float)
declare float @llvm.fpbuiltin.hypot.f32(float, float)
declare float @llvm.fpbuiltin.pow.f32(float, float)
declare float @llvm.fpbuiltin.ldexp.f32.i32(float, i32)

attributes #0 = { "fpbuiltin-max-error"="0.5" }
attributes #1 = { "fpbuiltin-max-error"="3.0" }
attributes #2 = { "fpbuiltin-max-error"="4.0" }
attributes #3 = { "fpbuiltin-max-error"="2.0" }
attributes #4 = { "fpbuiltin-max-error"="4096.0" }
attributes #5 = { "fpbuiltin-max-error"="16.0" }
