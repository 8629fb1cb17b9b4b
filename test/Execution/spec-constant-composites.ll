; Specialization constant composites of structs and arrays (the
; translator's and DPC++'s form of a SYCL specialization constant of a
; struct type), run at their defaults: P = {[2 x A] {{1, 2.5}, {35, 0.5}},
; <45, 55>}. out[i] = in[i] * P.a[1].x + fptosi(P.a[0].y * 2) + P.v[1] +
; P.a[0].x, the last read back from a private copy of the whole struct:
; in[i] * 35 + 61. test/CodeGen/SPIRV/spec-constants.ll checks the
; instructions.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:256:seq --arg=buffer:i32:256 \
; RUN:   --expect='1=a0*35+61' | FileCheck %s
; CHECK: argument 1: all 256 elements match

target triple = "spirv64-unknown-unknown"

%A = type { i32, float }
%P = type { [2 x %A], <2 x i32> }

declare spir_func i64 @_Z13get_global_idj(i32)
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare %A @_Z29__spirv_SpecConstantCompositeif(i32, float)
declare [2 x %A] @_Z29__spirv_SpecConstantCompositeAA(%A, %A)
declare <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32, i32)
declare %P @_Z29__spirv_SpecConstantCompositeAADv2_i([2 x %A], <2 x i32>)

define spir_kernel void @spec(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %copy = alloca %P, align 8
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %a0x = call i32 @_Z20__spirv_SpecConstantii(i32 3, i32 1)
  %a0y = call float @_Z20__spirv_SpecConstantif(i32 4, float 2.5)
  %a0 = call %A @_Z29__spirv_SpecConstantCompositeif(i32 %a0x, float %a0y)
  %a1x = call i32 @_Z20__spirv_SpecConstantii(i32 6, i32 35)
  %a1y = call float @_Z20__spirv_SpecConstantif(i32 7, float 0.5)
  %a1 = call %A @_Z29__spirv_SpecConstantCompositeif(i32 %a1x, float %a1y)
  %arr = call [2 x %A] @_Z29__spirv_SpecConstantCompositeAA(%A %a0, %A %a1)
  %v0 = call i32 @_Z20__spirv_SpecConstantii(i32 10, i32 45)
  %v1 = call i32 @_Z20__spirv_SpecConstantii(i32 11, i32 55)
  %v = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %v0, i32 %v1)
  %s = call %P @_Z29__spirv_SpecConstantCompositeAADv2_i([2 x %A] %arr, <2 x i32> %v)
  %m = extractvalue %P %s, 0, 1, 0
  %xm = mul i32 %x, %m
  %y = extractvalue %P %s, 0, 0, 1
  %y2 = fmul float %y, 2.0
  %yi = fptosi float %y2 to i32
  %vv = extractvalue %P %s, 1
  %w = extractelement <2 x i32> %vv, i32 1
  store %P %s, ptr %copy, align 8
  %cx = load i32, ptr %copy, align 8
  %r0 = add i32 %xm, %yi
  %r1 = add i32 %r0, %w
  %r = add i32 %r1, %cx
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}
