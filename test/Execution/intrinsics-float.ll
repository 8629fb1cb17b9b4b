; Intrinsics with subtle edges, run against the host on 64 floats (NaN,
; infinities, signed zeros, the edges of i32 and u8 among them), on every
; device: fptosi.sat to i32 and fptoui.sat to i8 (NaN gives 0, the rest
; clamps), is.fpclass for NaN or infinity, frexp's fraction and exponent
; and ldexp (where finite), and fshl on i24 (the amount taken modulo 24).
; RUN: %reference float_intrinsics %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:f32:64:file=%t.in0 --arg=buffer:i32:64:file=%t.in1 \
; RUN:   --arg=buffer:u32:512 --global=64 --expect=2=file:%t.out | FileCheck %s
; CHECK: argument 2: all 512 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @k(ptr addrspace(1) %xs, ptr addrspace(1) %ks, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr inbounds float, ptr addrspace(1) %xs, i64 %i
  %pk = getelementptr inbounds i32, ptr addrspace(1) %ks, i64 %i
  %x = load float, ptr addrspace(1) %px, align 4
  %k = load i32, ptr addrspace(1) %pk, align 4
  %si = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  %u8 = call i8 @llvm.fptoui.sat.i8.f32(float %x)
  %ui = zext i8 %u8 to i32
  %c = call i1 @llvm.is.fpclass.f32(float %x, i32 519)
  %cls = zext i1 %c to i32
  %ax = call float @llvm.fabs.f32(float %x)
  %fin = fcmp one float %ax, 0x7FF0000000000000
  %fe = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %fr = extractvalue { float, i32 } %fe, 0
  %ex = extractvalue { float, i32 } %fe, 1
  %frb = bitcast float %fr to i32
  %frs = select i1 %fin, i32 %frb, i32 0
  %exs = select i1 %fin, i32 %ex, i32 0
  %ld = call float @llvm.ldexp.f32.i32(float %x, i32 %k)
  %ldb = bitcast float %ld to i32
  %lds = select i1 %fin, i32 %ldb, i32 0
  %xb = bitcast float %x to i32
  %a = trunc i32 %xb to i24
  %b = trunc i32 %k to i24
  %s = add i24 %a, %b
  %f = call i24 @llvm.fshl.i24(i24 %a, i24 %b, i24 %s)
  %fz = zext i24 %f to i32
  %base = mul i64 %i, 8
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %si, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 1
  store i32 %ui, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 2
  store i32 %cls, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 3
  store i32 %frs, ptr addrspace(1) %q3, align 4
  %q4 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 4
  store i32 %exs, ptr addrspace(1) %q4, align 4
  %q5 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 5
  store i32 %lds, ptr addrspace(1) %q5, align 4
  %q6 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 6
  store i32 %fz, ptr addrspace(1) %q6, align 4
  %q7 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 7
  store i32 0, ptr addrspace(1) %q7, align 4
  ret void
}

declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg)
declare float @llvm.fabs.f32(float)
declare { float, i32 } @llvm.frexp.f32.i32(float)
declare float @llvm.ldexp.f32.i32(float, i32)
declare i24 @llvm.fshl.i24(i24, i24, i24)
