; Bitcasts between vectors of lanes SPIR-V has, where one length is not a
; SPIR-V vector length, run: lanes regrouped (each wider lane bitcast to
; narrower ones, or each group of narrower lanes to a wider one) before
; lengths are legalized. Six words w0..w5 per work-item:
; <5 x float> as <20 x i8> (bytes 17, 3, 19, 0), <3 x i64> as <6 x i32>
; (lane 5 - lane 2), <6 x i16> reversed as <3 x i32> (lane 1: w1 rotated by
; 16) and <24 x i8> as <3 x i64> (lane 2 >> 16), compared with the host's.
; RUN: %reference regroup_bitcasts %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u32:1536:file=%t.in0 --arg=buffer:u32:1024 --global=256 \
; RUN:   --expect=1=file:%t.out | FileCheck %s
; RUN: %llc -O0 -mtriple=spirv64 -filetype=obj %s -o %t.O0.spv
; RUN: %spirv-val %t.O0.spv
; RUN: %spirv-run %t.O0.spv --arg=buffer:u32:1536:file=%t.in0 --arg=buffer:u32:1024 --global=256 \
; RUN:   --expect=1=file:%t.out | FileCheck %s
; CHECK: argument 1: all 1024 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @regroup(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %w6 = mul i64 %i, 6
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %w6
  %o4 = mul i64 %i, 4
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 1
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 2
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 3

  %f5 = load <5 x float>, ptr addrspace(1) %p, align 4
  %b20 = bitcast <5 x float> %f5 to <20 x i8>
  %b17 = extractelement <20 x i8> %b20, i32 17
  %b3 = extractelement <20 x i8> %b20, i32 3
  %b19 = extractelement <20 x i8> %b20, i32 19
  %b0 = extractelement <20 x i8> %b20, i32 0
  %z17 = zext i8 %b17 to i32
  %z3 = zext i8 %b3 to i32
  %z19 = zext i8 %b19 to i32
  %z0 = zext i8 %b0 to i32
  %s3 = shl i32 %z3, 8
  %s19 = shl i32 %z19, 16
  %s0 = shl i32 %z0, 24
  %r0a = or i32 %z17, %s3
  %r0b = or i32 %r0a, %s19
  %r0 = or i32 %r0b, %s0
  store i32 %r0, ptr addrspace(1) %o0, align 4

  %l3 = load <3 x i64>, ptr addrspace(1) %p, align 8
  %w = bitcast <3 x i64> %l3 to <6 x i32>
  %w5 = extractelement <6 x i32> %w, i32 5
  %w2 = extractelement <6 x i32> %w, i32 2
  %r1 = sub i32 %w5, %w2
  store i32 %r1, ptr addrspace(1) %o1, align 4

  %h6 = load <6 x i16>, ptr addrspace(1) %p, align 4
  %rev = shufflevector <6 x i16> %h6, <6 x i16> poison, <6 x i32> <i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %g3 = bitcast <6 x i16> %rev to <3 x i32>
  %r2 = extractelement <3 x i32> %g3, i32 1
  store i32 %r2, ptr addrspace(1) %o2, align 4

  %c24 = load <24 x i8>, ptr addrspace(1) %p, align 8
  %q3 = bitcast <24 x i8> %c24 to <3 x i64>
  %q2 = extractelement <3 x i64> %q3, i32 2
  %q2s = lshr i64 %q2, 16
  %r3 = trunc i64 %q2s to i32
  store i32 %r3, ptr addrspace(1) %o3, align 4
  ret void
}
