; Bitcasts lane by lane through the integer of all the bits, run: vectors of
; odd lanes (<2 x i4>), vectors and odd integers (<3 x i8> and i24),
; vectors and i128 (<4 x i32>), and 128 booleans and i128, both ways. Each
; u32 in[i] gives out[4i..4i+3], compared with the host's values.
; RUN: %reference bitcasts %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u32:256:file=%t.in0 --arg=buffer:u32:1024 --global=256 \
; RUN:   --expect=1=file:%t.out | FileCheck %s
; CHECK: argument 1: all 1024 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @bitcasts(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %o = mul i64 %i, 4
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 1
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 2
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 3

  ; (x >> 4) & 15, and the nibbles swapped back into a byte: out0.
  %b = trunc i32 %x to i8
  %n = bitcast i8 %b to <2 x i4>
  %hi = extractelement <2 x i4> %n, i32 1
  %hi32 = zext i4 %hi to i32
  %sw = shufflevector <2 x i4> %n, <2 x i4> poison, <2 x i32> <i32 1, i32 0>
  %swb = bitcast <2 x i4> %sw to i8
  %swb32 = zext i8 %swb to i32
  %swb.s = shl i32 %swb32, 8
  %r0 = or i32 %hi32, %swb.s
  store i32 %r0, ptr addrspace(1) %o0, align 4

  ; (x & 0xffff00) | 7 through <3 x i8>: out1.
  %t = trunc i32 %x to i24
  %v = bitcast i24 %t to <3 x i8>
  %v7 = insertelement <3 x i8> %v, i8 7, i32 0
  %back = bitcast <3 x i8> %v7 to i24
  %r1 = zext i24 %back to i32
  store i32 %r1, ptr addrspace(1) %o1, align 4

  ; Lane 1 of <4 x i32> {x, 3x, 0, 5} through i128: out2 = 3x + lane 3.
  %x3 = mul i32 %x, 3
  %w0 = insertelement <4 x i32> <i32 0, i32 0, i32 0, i32 5>, i32 %x, i32 0
  %w1 = insertelement <4 x i32> %w0, i32 %x3, i32 1
  %wide = bitcast <4 x i32> %w1 to i128
  %sh = lshr i128 %wide, 32
  %l1 = trunc i128 %sh to i32
  %sh3 = lshr i128 %wide, 96
  %l3 = trunc i128 %sh3 to i32
  %r2 = add i32 %l1, %l3
  store i32 %r2, ptr addrspace(1) %o2, align 4

  ; x placed at bit 70 of an i128, as 128 booleans: lane 73 is bit 3 of x;
  ; and back to i128, whose bits 70.. are x again: out3.
  %xz = zext i32 %x to i128
  %xs = shl i128 %xz, 70
  %bools = bitcast i128 %xs to <128 x i1>
  %bit = extractelement <128 x i1> %bools, i32 73
  %bit32 = zext i1 %bit to i32
  %round = bitcast <128 x i1> %bools to i128
  %down = lshr i128 %round, 70
  %again = trunc i128 %down to i32
  %again.s = shl i32 %again, 1
  %r3 = or i32 %bit32, %again.s
  store i32 %r3, ptr addrspace(1) %o3, align 4
  ret void
}
