; Integer dot products in the translator's spellings (__spirv_SDotKHR,
; __spirv_UDotKHR, __spirv_SUDotKHR and the AccSat forms, on short2 and on
; packed bytes with a PackedVectorFormat operand) and OpenCL's dot_acc_sat of
; short2, run: the exact sum of the products, its low bits in the result
; type, or the accumulator added and clamped to the result type's range,
; against the host (Inputs/reference.py, "integer_dot"). Item i gives
; out[8i..8i+6].
; RUN: %reference integer_dot %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u32:256:file=%t.in0 --arg=buffer:u32:256:file=%t.in1 \
; RUN:   --arg=buffer:u32:256:file=%t.in2 --arg=buffer:u32:2048 --global=256 \
; RUN:   --expect=3=file:%t.out | FileCheck %s
; CHECK: argument 3: all 2048 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i32 @_Z20__spirv_SDotKHR_RintDv2_sS_(<2 x i16>, <2 x i16>)
declare spir_func i32 @_Z21__spirv_UDotKHR_RuintDv2_sS_(<2 x i16>, <2 x i16>)
declare spir_func i32 @_Z21__spirv_SUDotKHR_RintDv2_sS_(<2 x i16>, <2 x i16>)
declare spir_func i16 @_Z29__spirv_SDotAccSatKHR_RshortDv2_sS_s(<2 x i16>, <2 x i16>, i16)
declare spir_func i8 @_Z29__spirv_UDotAccSatKHR_Ruchariiii(i32, i32, i8, i32)
declare spir_func i32 @_Z11dot_acc_satDv2_sS_i(<2 x i16>, <2 x i16>, i32)
declare spir_func i8 @_Z21__spirv_SDotKHR_RcharDv4_cS_(<4 x i8>, <4 x i8>)

define spir_kernel void @integer_dot(ptr addrspace(1) %as, ptr addrspace(1) %bs,
                                     ptr addrspace(1) %accs, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %as, i64 %i
  %pb = getelementptr inbounds i32, ptr addrspace(1) %bs, i64 %i
  %pc = getelementptr inbounds i32, ptr addrspace(1) %accs, i64 %i
  %a = load i32, ptr addrspace(1) %pa, align 4
  %b = load i32, ptr addrspace(1) %pb, align 4
  %acc = load i32, ptr addrspace(1) %pc, align 4
  %a2 = bitcast i32 %a to <2 x i16>
  %b2 = bitcast i32 %b to <2 x i16>
  %a4 = bitcast i32 %a to <4 x i8>
  %b4 = bitcast i32 %b to <4 x i8>
  %o = mul i64 %i, 8
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  %r0 = call spir_func i32 @_Z20__spirv_SDotKHR_RintDv2_sS_(<2 x i16> %a2, <2 x i16> %b2)
  store i32 %r0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 1
  %r1 = call spir_func i32 @_Z21__spirv_UDotKHR_RuintDv2_sS_(<2 x i16> %a2, <2 x i16> %b2)
  store i32 %r1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 2
  %r2 = call spir_func i32 @_Z21__spirv_SUDotKHR_RintDv2_sS_(<2 x i16> %a2, <2 x i16> %b2)
  store i32 %r2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 3
  %acc16 = trunc i32 %acc to i16
  %r3 = call spir_func i16 @_Z29__spirv_SDotAccSatKHR_RshortDv2_sS_s(<2 x i16> %a2, <2 x i16> %b2, i16 %acc16)
  %r3w = sext i16 %r3 to i32
  store i32 %r3w, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 4
  %acc8 = trunc i32 %acc to i8
  %r4 = call spir_func i8 @_Z29__spirv_UDotAccSatKHR_Ruchariiii(i32 %a, i32 %b, i8 %acc8, i32 0)
  %r4w = zext i8 %r4 to i32
  store i32 %r4w, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 5
  %r5 = call spir_func i32 @_Z11dot_acc_satDv2_sS_i(<2 x i16> %a2, <2 x i16> %b2, i32 %acc)
  store i32 %r5, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 6
  %r6 = call spir_func i8 @_Z21__spirv_SDotKHR_RcharDv4_cS_(<4 x i8> %a4, <4 x i8> %b4)
  %r6w = zext i8 %r6 to i32
  store i32 %r6w, ptr addrspace(1) %o6, align 4
  ret void
}
