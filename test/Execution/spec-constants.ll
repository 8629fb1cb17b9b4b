; Specialization constants at their defaults: out[i] = in[i] * a + b, where
; a (SpecId 0, 3), b (SpecId 1, 7) and a bool (SpecId 2, true) that selects
; the sum over 0 are OpSpecConstant* (and an OpSpecConstantComposite of a
; and b). The runtime does not set specialization constants yet
; (ze_module_desc_t::pConstants is refused by the CPU driver), so the
; devices run the defaults.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:256:seq --arg=buffer:i32:256 \
; RUN:   --expect='1=a0*3+7+a0*7+3' | FileCheck %s
; CHECK: argument 1: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare i1 @_Z20__spirv_SpecConstantia(i32, i8)
declare <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32, i32)

define spir_kernel void @spec(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 3)
  %b = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 7)
  %on = call i1 @_Z20__spirv_SpecConstantia(i32 2, i8 1)
  %ab = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %a, i32 %b)
  %ax = mul i32 %x, %a
  %axb = add i32 %ax, %b
  ; x * b + a from the composite, lanes swapped.
  %xv = insertelement <2 x i32> poison, i32 %x, i64 0
  %xs = shufflevector <2 x i32> %xv, <2 x i32> poison, <2 x i32> zeroinitializer
  %ba = shufflevector <2 x i32> %ab, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %prod = mul <2 x i32> %xs, %ba
  %xb = extractelement <2 x i32> %prod, i64 0
  %a2 = extractelement <2 x i32> %ab, i64 0
  %xba = add i32 %xb, %a2
  %sum = add i32 %axb, %xba
  %r = select i1 %on, i32 %sum, i32 0
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}
