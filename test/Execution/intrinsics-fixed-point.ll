; Fixed-point multiplication (smul.fix, umul.fix and their saturating
; forms, which Clang's fixed-point types produce), run against the host on
; 64 pairs with the edges of i32 and i16, and on i64 (whose product the
; legalizer computes in 128 bits): the product in twice the width,
; shifted right by the scale (rounding toward negative infinity, which the
; LangRef allows), clamped for .sat. The plain forms get values that do not
; overflow (they are undefined when they do).
; RUN: %reference fixed_point %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:64:file=%t.in0 --arg=buffer:i32:64:file=%t.in1 \
; RUN:   --arg=buffer:u32:384 --arg=buffer:u64:128 --global=64 --expect=2=file:%t.out \
; RUN:   --expect=3=file:%t.out1 | FileCheck %s
; CHECK-DAG: argument 2: all 384 elements match
; CHECK-DAG: argument 3: all 128 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @k(ptr addrspace(1) %as, ptr addrspace(1) %bs, ptr addrspace(1) %out,
                           ptr addrspace(1) %wide) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %as, i64 %i
  %pb = getelementptr inbounds i32, ptr addrspace(1) %bs, i64 %i
  %a = load i32, ptr addrspace(1) %pa, align 4
  %b = load i32, ptr addrspace(1) %pb, align 4
  %ua = and i32 %a, 65535
  %ub = and i32 %b, 65535
  %sa = sub i32 %ua, 32768
  %sb = sub i32 %ub, 32768
  %r0 = call i32 @llvm.smul.fix.i32(i32 %sa, i32 %sb, i32 16)
  %r1 = call i32 @llvm.umul.fix.i32(i32 %ua, i32 %ub, i32 16)
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %s2 = call i16 @llvm.smul.fix.sat.i16(i16 %a16, i16 %b16, i32 8)
  %r2 = sext i16 %s2 to i32
  %u3 = call i16 @llvm.umul.fix.sat.i16(i16 %a16, i16 %b16, i32 8)
  %r3 = zext i16 %u3 to i32
  %r4 = call i32 @llvm.smul.fix.sat.i32(i32 %a, i32 %b, i32 31)
  %base = mul i64 %i, 6
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %r0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 1
  store i32 %r1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 2
  store i32 %r2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 3
  store i32 %r3, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 4
  store i32 %r4, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 5
  store i32 0, ptr addrspace(1) %o5, align 4
  %a64 = sext i32 %a to i64
  %b64 = sext i32 %b to i64
  %bs31 = shl i64 %b64, 31
  %w0 = call i64 @llvm.smul.fix.i64(i64 %a64, i64 %bs31, i32 32)
  %ah = shl i64 %a64, 32
  %bl = and i64 %b64, 4294967295
  %x = or i64 %ah, %bl
  %w1 = call i64 @llvm.smul.fix.sat.i64(i64 %x, i64 %x, i32 63)
  %wi = mul i64 %i, 2
  %q0 = getelementptr inbounds i64, ptr addrspace(1) %wide, i64 %wi
  store i64 %w0, ptr addrspace(1) %q0, align 8
  %q1 = getelementptr inbounds i64, ptr addrspace(1) %q0, i64 1
  store i64 %w1, ptr addrspace(1) %q1, align 8
  ret void
}

declare i32 @llvm.smul.fix.i32(i32, i32, i32)
declare i32 @llvm.umul.fix.i32(i32, i32, i32)
declare i16 @llvm.smul.fix.sat.i16(i16, i16, i32)
declare i16 @llvm.umul.fix.sat.i16(i16, i16, i32)
declare i32 @llvm.smul.fix.sat.i32(i32, i32, i32)
declare i64 @llvm.smul.fix.i64(i64, i64, i32)
declare i64 @llvm.smul.fix.sat.i64(i64, i64, i32)
