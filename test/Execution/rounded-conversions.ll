; Constrained conversions in static rounding modes, run (OpConvertSToF
; decorated FPRoundingMode RTZ, RTP, RTN): each i32 in[i] gives
; out[3i..3i+2], compared with the host's exact rounding.
; RUN: %reference rounded %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:256:file=%t.in0 --arg=buffer:f32:768 --global=256 \
; RUN:   --expect=1=file:%t.out | FileCheck %s
; CHECK: argument 1: all 768 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @rounded(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %z = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %x, metadata !"round.towardzero", metadata !"fpexcept.ignore") #0
  %u = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %x, metadata !"round.upward", metadata !"fpexcept.ignore") #0
  %d = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %x, metadata !"round.downward", metadata !"fpexcept.ignore") #0
  %base = mul i64 %i, 3
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %base
  store float %z, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 1
  store float %u, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 2
  store float %d, ptr addrspace(1) %o2, align 4
  ret void
}

declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)

attributes #0 = { strictfp }
