; Integers wider than 64 bits whose width is not a multiple of 64 (i99) and
; vectors of odd integers whose bits exceed 64 (<3 x i33>), in memory and
; computed on, run and compared with the host (Inputs/reference.py,
; "wide_ints"). LLVM's layout: an i99 is the low 99 bits of its 16-byte slot
; (little-endian), a <3 x i33> the same 99 bits, lane J in bits 33J..; a
; global initializer of such a vector is laid out the same way. Each 16-byte
; slot in[i] gives out[8i..8i+7] (u64).
; RUN: %reference wide_ints %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u64:512:file=%t.in0 --arg=buffer:u64:2048 \
; RUN:   --arg=buffer:u64:512 --global=256 --expect=1=file:%t.out | FileCheck %s
; CHECK: argument 1: all 2048 elements match

target triple = "spirv64-unknown-unknown"

@lanes = addrspace(1) constant <3 x i33> <i33 1, i33 -2, i33 4294967296>, align 16
@nibbles = addrspace(1) constant <2 x i4> <i4 5, i4 -6>, align 1

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @wide_ints(ptr addrspace(1) %in, ptr addrspace(1) %out,
                                   ptr addrspace(1) %tmp) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %slot = getelementptr inbounds [2 x i64], ptr addrspace(1) %in, i64 %i
  %scratch = getelementptr inbounds [2 x i64], ptr addrspace(1) %tmp, i64 %i
  %o = mul i64 %i, 8
  %o0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %o
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 1
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 2
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 3
  %o4 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 4
  %o5 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 5
  %o6 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 6
  %o7 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 7

  ; i99: a product, shifts both ways, a comparison.
  %x = load i99, ptr addrspace(1) %slot, align 16
  %x7 = add i99 %x, 7
  %p = mul i99 %x, %x7
  %q = lshr i99 %p, 13
  %r = ashr i99 %x, 70
  %r64 = trunc i99 %r to i64
  store i64 %r64, ptr addrspace(1) %o0, align 8
  %qlo = trunc i99 %q to i64
  store i64 %qlo, ptr addrspace(1) %o1, align 8
  %qh = lshr i99 %q, 64
  %qhi = trunc i99 %qh to i64
  store i64 %qhi, ptr addrspace(1) %o2, align 8
  %c = icmp ult i99 %x, %p
  %c64 = zext i1 %c to i64
  store i64 %c64, ptr addrspace(1) %o3, align 8

  ; <3 x i33> from the same bits, plus the global's lanes.
  %v = load <3 x i33>, ptr addrspace(1) %slot, align 16
  %g = load <3 x i33>, ptr addrspace(1) @lanes, align 16
  %vg = add <3 x i33> %v, %g
  %l0 = extractelement <3 x i33> %vg, i32 0
  %l1 = extractelement <3 x i33> %vg, i32 1
  %l2 = extractelement <3 x i33> %vg, i32 2
  %z0 = zext i33 %l0 to i64
  %z1 = zext i33 %l1 to i64
  %z2 = sext i33 %l2 to i64
  store i64 %z0, ptr addrspace(1) %o4, align 8
  store i64 %z1, ptr addrspace(1) %o5, align 8
  store i64 %z2, ptr addrspace(1) %o6, align 8

  ; A <3 x i33> stored and read back as i99, bits 40 and up, plus the
  ; <2 x i4> global's byte in bits 56..63.
  store <3 x i33> %vg, ptr addrspace(1) %scratch, align 16
  %t = load i99, ptr addrspace(1) %scratch, align 16
  %th = lshr i99 %t, 40
  %t64 = trunc i99 %th to i64
  %t56 = and i64 %t64, 72057594037927935
  %n = load i8, ptr addrspace(1) @nibbles, align 1
  %n64 = zext i8 %n to i64
  %nh = shl i64 %n64, 56
  %tn = or i64 %t56, %nh
  store i64 %tn, ptr addrspace(1) %o7, align 8
  ret void
}
