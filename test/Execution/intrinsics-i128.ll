; Integer intrinsics OpenCL.std has no i128 form of, run against the host on
; 256 pairs (the edges of i128 among them): sadd / ssub / uadd / usub.sat by
; their overflow tests, ctpop as the counts of the two halves, bitreverse
; and bswap by block swaps in i128 operations the legalizer splits, umul /
; smul.with.overflow by the high half of the product from 64-bit halves,
; and ctlz / cttz of <3 x i33> lane by lane. 16 u64 words per pair
; (Inputs/reference.py, "wide_intrinsics").
; RUN: %reference wide_intrinsics %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u64:512:file=%t.in0 --arg=buffer:u64:512:file=%t.in1 \
; RUN:   --arg=buffer:u64:4096 --global=256 --expect=2=file:%t.out | FileCheck %s
; RUN: %llc -O0 -mtriple=spirv64 -filetype=obj %s -o %t.O0.spv
; RUN: %spirv-val %t.O0.spv
; RUN: %spirv-run %t.O0.spv --arg=buffer:u64:512:file=%t.in0 --arg=buffer:u64:512:file=%t.in1 \
; RUN:   --arg=buffer:u64:4096 --global=256 --expect=2=file:%t.out | FileCheck %s
; CHECK: argument 2: all 4096 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @k(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %qa = getelementptr inbounds i128, ptr addrspace(1) %pa, i64 %i
  %qb = getelementptr inbounds i128, ptr addrspace(1) %pb, i64 %i
  %a = load i128, ptr addrspace(1) %qa, align 8
  %b = load i128, ptr addrspace(1) %qb, align 8
  %o = mul i64 %i, 8
  %row = getelementptr inbounds i128, ptr addrspace(1) %out, i64 %o
  %s0 = call i128 @llvm.sadd.sat.i128(i128 %a, i128 %b)
  store i128 %s0, ptr addrspace(1) %row, align 8
  %p1 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 1
  %s1 = call i128 @llvm.ssub.sat.i128(i128 %a, i128 %b)
  store i128 %s1, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 2
  %s2 = call i128 @llvm.uadd.sat.i128(i128 %a, i128 %b)
  store i128 %s2, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 3
  %s3 = call i128 @llvm.usub.sat.i128(i128 %a, i128 %b)
  store i128 %s3, ptr addrspace(1) %p3, align 8
  ; Word 8: the count; words 9-10 and 11-12 the reversals (unaligned i128s).
  %p4 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 4
  %c = call i128 @llvm.ctpop.i128(i128 %a)
  %c64 = trunc i128 %c to i64
  store i64 %c64, ptr addrspace(1) %p4, align 8
  %p5 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 1
  %r = call i128 @llvm.bitreverse.i128(i128 %a)
  store i128 %r, ptr addrspace(1) %p5, align 8
  %p6 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 3
  %w = call i128 @llvm.bswap.i128(i128 %a)
  store i128 %w, ptr addrspace(1) %p6, align 8
  ; Word 13: clz of a's lanes 0 and 1, ctz of b's lane 0 (33 bits each).
  %l0 = trunc i128 %a to i33
  %a33 = lshr i128 %a, 33
  %l1 = trunc i128 %a33 to i33
  %m0 = trunc i128 %b to i33
  %va = insertelement <3 x i33> poison, i33 %l0, i32 0
  %vb = insertelement <3 x i33> %va, i33 %l1, i32 1
  %vc = insertelement <3 x i33> %vb, i33 %m0, i32 2
  %z = call <3 x i33> @llvm.ctlz.v3i33(<3 x i33> %vc, i1 false)
  %t = call <3 x i33> @llvm.cttz.v3i33(<3 x i33> %vc, i1 false)
  %z0 = extractelement <3 x i33> %z, i32 0
  %z1 = extractelement <3 x i33> %z, i32 1
  %t2 = extractelement <3 x i33> %t, i32 2
  %e0 = zext i33 %z0 to i64
  %e1 = zext i33 %z1 to i64
  %e2 = zext i33 %t2 to i64
  %f1 = shl i64 %e1, 8
  %f2 = shl i64 %e2, 16
  %g = or i64 %e0, %f1
  %h = or i64 %g, %f2
  %p7 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 5
  store i64 %h, ptr addrspace(1) %p7, align 8
  ; Word 14: the product's halves xor'ed; word 15: unsigned and signed
  ; overflow (bits 0 and 1).
  %um = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  %sm = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  %up = extractvalue { i128, i1 } %um, 0
  %uo = extractvalue { i128, i1 } %um, 1
  %so = extractvalue { i128, i1 } %sm, 1
  %sp = extractvalue { i128, i1 } %sm, 0
  %lo = trunc i128 %up to i64
  %sh = lshr i128 %sp, 64
  %hi = trunc i128 %sh to i64
  %x = xor i64 %lo, %hi
  %p8 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 6
  store i64 %x, ptr addrspace(1) %p8, align 8
  %uo64 = zext i1 %uo to i64
  %so64 = zext i1 %so to i64
  %so2 = shl i64 %so64, 1
  %ov = or i64 %uo64, %so2
  %p9 = getelementptr inbounds i64, ptr addrspace(1) %p4, i64 7
  store i64 %ov, ptr addrspace(1) %p9, align 8
  ret void
}

declare i128 @llvm.sadd.sat.i128(i128, i128)
declare i128 @llvm.ssub.sat.i128(i128, i128)
declare i128 @llvm.uadd.sat.i128(i128, i128)
declare i128 @llvm.usub.sat.i128(i128, i128)
declare i128 @llvm.ctpop.i128(i128)
declare i128 @llvm.bitreverse.i128(i128)
declare i128 @llvm.bswap.i128(i128)
declare { i128, i1 } @llvm.umul.with.overflow.i128(i128, i128)
declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128)
declare <3 x i33> @llvm.ctlz.v3i33(<3 x i33>, i1)
declare <3 x i33> @llvm.cttz.v3i33(<3 x i33>, i1)
