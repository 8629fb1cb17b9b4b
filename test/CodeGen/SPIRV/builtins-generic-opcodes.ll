; Call lowering emits target generic opcodes for builtins and access chains,
; with the SPIR-V operand types given by COPYs; the legalizer keeps them.
; RUN: %llc -mtriple=spirv64 -stop-after=legalizer %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 %s -filetype=obj -o %t.spv && spirv-val %t.spv

; CHECK-LABEL: name: k
; CHECK: G_SPIRV_ACCESS_CHAIN @__spirv_target.type.{{[0-9]+}}, 1, %{{[0-9]+}}(p1), %{{[0-9]+}}(s64)
; CHECK: [[X:%[0-9]+]]:_(s32) = COPY
; CHECK: [[S:%[0-9]+]]:_(<4 x s32>) = G_SPIRV_SPLAT [[X]](s32)
; CHECK: G_SPIRV_EXTINST {{[0-9]+}}, %{{[0-9]+}}(<4 x s32>), [[S]](<4 x s32>)
; CHECK: [[Y:%[0-9]+]]:_(<4 x s32>) = COPY
; CHECK: G_SPIRV_INST {{[0-9]+}}, [[Y]](<4 x s32>)
; CHECK: G_SPIRV_ACCESS_CHAIN @__spirv_target.type.{{[0-9]+}}, 0,
define spir_kernel void @k(ptr addrspace(1) %p, <4 x float> %v, float %s, i64 %n) {
  %q = getelementptr inbounds <4 x float>, ptr addrspace(1) %p, i64 %n
  %m = call spir_func <4 x float> @_Z4fmaxDv4_ff(<4 x float> %v, float %s)
  %isnan = call spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> %m)
  %f = sitofp <4 x i32> %isnan to <4 x float>
  store <4 x float> %f, ptr addrspace(1) %q
  %r = getelementptr i8, ptr addrspace(1) %p, i64 %n
  store i8 0, ptr addrspace(1) %r
  ret void
}

declare spir_func <4 x float> @_Z4fmaxDv4_ff(<4 x float>, float)
declare spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float>)
