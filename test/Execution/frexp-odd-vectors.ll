; frexp of a <5 x float>, run: OpenCL.std's frexp computes in 8 lanes
; through an exponent slot of 8 (ours, so the extra lanes may be written),
; the results shuffled back. Lanes x, 2x, 4x, 8x, 16x (x = i + 1) share a
; mantissa and their exponents rise by one: out[i] = (e4 - e0) * 1000 +
; (e2 - e1) * 100 + m3 * 256 - m0 * 256 = 4100.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:256 --global=256 --expect=0=4100 | FileCheck %s
; RUN: %llc -O0 -mtriple=spirv64 -filetype=obj %s -o %t.O0.spv
; RUN: %spirv-val %t.O0.spv
; RUN: %spirv-run %t.O0.spv --arg=buffer:i32:256 --global=256 --expect=0=4100 | FileCheck %s
; CHECK: argument 0: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @k(ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %i1 = add i64 %i, 1
  %x = sitofp i64 %i1 to float
  %v = insertelement <5 x float> poison, float %x, i32 0
  %s = shufflevector <5 x float> %v, <5 x float> poison, <5 x i32> zeroinitializer
  %w = fmul <5 x float> %s, <float 1.0, float 2.0, float 4.0, float 8.0, float 16.0>
  %r = call { <5 x float>, <5 x i32> } @llvm.frexp.v5f32.v5i32(<5 x float> %w)
  %m = extractvalue { <5 x float>, <5 x i32> } %r, 0
  %e = extractvalue { <5 x float>, <5 x i32> } %r, 1
  %e0 = extractelement <5 x i32> %e, i32 0
  %e1 = extractelement <5 x i32> %e, i32 1
  %e2 = extractelement <5 x i32> %e, i32 2
  %e4 = extractelement <5 x i32> %e, i32 4
  %d40 = sub i32 %e4, %e0
  %d21 = sub i32 %e2, %e1
  %t1 = mul i32 %d40, 1000
  %t2 = mul i32 %d21, 100
  %m0 = extractelement <5 x float> %m, i32 0
  %m3 = extractelement <5 x float> %m, i32 3
  %f0 = fmul float %m0, 256.0
  %f3 = fmul float %m3, 256.0
  %k0 = fptosi float %f0 to i32
  %k3 = fptosi float %f3 to i32
  %t3 = sub i32 %k3, %k0
  %a = add i32 %t1, %t2
  %b = add i32 %a, %t3
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %b, ptr addrspace(1) %o, align 4
  ret void
}

declare { <5 x float>, <5 x i32> } @llvm.frexp.v5f32.v5i32(<5 x float>)
