; Integer intrinsics on widths OpenCL.std lacks, run against the host on
; 256 pairs (the edges of i24 among them), on every device: sadd / ssub /
; uadd / usub.sat and umul / smul.with.overflow on i24 (computed at the top
; of an i32: operands shifted left, the result shifted back; mul_hi of the
; shifted operand), ctpop on i1, sadd.sat on i33 (in an i64).
; RUN: %reference odd_width_arith %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u32:256:file=%t.in0 --arg=buffer:u32:256:file=%t.in1 \
; RUN:   --arg=buffer:u32:2048 --global=256 --expect=2=file:%t.out | FileCheck %s
; CHECK: argument 2: all 2048 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %y = load i32, ptr addrspace(1) %pb, align 4
  %x24 = trunc i32 %x to i24
  %y24 = trunc i32 %y to i24
  %r0 = call i24 @llvm.sadd.sat.i24(i24 %x24, i24 %y24)
  %r1 = call i24 @llvm.ssub.sat.i24(i24 %x24, i24 %y24)
  %r2 = call i24 @llvm.uadd.sat.i24(i24 %x24, i24 %y24)
  %r3 = call i24 @llvm.usub.sat.i24(i24 %x24, i24 %y24)
  %m4 = call { i24, i1 } @llvm.umul.with.overflow.i24(i24 %x24, i24 %y24)
  %m5 = call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %x24, i24 %y24)
  %e0 = sext i24 %r0 to i32
  %e1 = sext i24 %r1 to i32
  %e2 = zext i24 %r2 to i32
  %e3 = zext i24 %r3 to i32
  %v4 = extractvalue { i24, i1 } %m4, 0
  %o4 = extractvalue { i24, i1 } %m4, 1
  %v5 = extractvalue { i24, i1 } %m5, 0
  %o5 = extractvalue { i24, i1 } %m5, 1
  %l4 = zext i24 %v4 to i32
  %h4 = zext i1 %o4 to i32
  %s4 = shl i32 %h4, 31
  %e4 = or i32 %l4, %s4
  %l5 = zext i24 %v5 to i32
  %h5 = zext i1 %o5 to i32
  %s5 = shl i32 %h5, 31
  %e5 = or i32 %l5, %s5
  %xy = xor i32 %x, %y
  %b1 = trunc i32 %xy to i1
  %c1 = call i1 @llvm.ctpop.i1(i1 %b1)
  %e6 = zext i1 %c1 to i32
  %x33 = sext i24 %x24 to i33
  %y33 = sext i24 %y24 to i33
  %xs = shl i33 %x33, 9
  %ys = shl i33 %y33, 9
  %r7 = call i33 @llvm.sadd.sat.i33(i33 %xs, i33 %ys)
  %e7 = trunc i33 %r7 to i32
  %base = mul i64 %i, 8
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %e0, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 1
  store i32 %e1, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 2
  store i32 %e2, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 3
  store i32 %e3, ptr addrspace(1) %q3, align 4
  %q4 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 4
  store i32 %e4, ptr addrspace(1) %q4, align 4
  %q5 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 5
  store i32 %e5, ptr addrspace(1) %q5, align 4
  %q6 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 6
  store i32 %e6, ptr addrspace(1) %q6, align 4
  %q7 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 7
  store i32 %e7, ptr addrspace(1) %q7, align 4
  ret void
}

declare i24 @llvm.sadd.sat.i24(i24, i24)
declare i24 @llvm.ssub.sat.i24(i24, i24)
declare i24 @llvm.uadd.sat.i24(i24, i24)
declare i24 @llvm.usub.sat.i24(i24, i24)
declare { i24, i1 } @llvm.umul.with.overflow.i24(i24, i24)
declare { i24, i1 } @llvm.smul.with.overflow.i24(i24, i24)
declare i1 @llvm.ctpop.i1(i1)
declare i33 @llvm.sadd.sat.i33(i33, i33)
