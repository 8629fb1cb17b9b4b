; Vectors of pointers across calls (as arrays of pointers:
; test/CodeGen/SPIRV/pointer-vector-calls.ll), run: work-item i passes
; {in+i, in+i+1, in+i+2} to @rotate, which returns its lanes rotated, and
; the result to @weigh, which loads through each lane: out[i] =
; in[i+1] + 10 * in[i+2] + 100 * in[i] = 111 * i + 21.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:258:seq --arg=buffer:i32:256 --global=256 \
; RUN:   --expect='1=111*i+21' | FileCheck %s
; CHECK: argument 1: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_func <3 x ptr addrspace(1)> @rotate(<3 x ptr addrspace(1)> %v) noinline {
  %r = shufflevector <3 x ptr addrspace(1)> %v, <3 x ptr addrspace(1)> poison, <3 x i32> <i32 1, i32 2, i32 0>
  ret <3 x ptr addrspace(1)> %r
}

define spir_func i32 @weigh(<3 x ptr addrspace(1)> %v) noinline {
  %p0 = extractelement <3 x ptr addrspace(1)> %v, i32 0
  %p1 = extractelement <3 x ptr addrspace(1)> %v, i32 1
  %p2 = extractelement <3 x ptr addrspace(1)> %v, i32 2
  %x0 = load i32, ptr addrspace(1) %p0, align 4
  %x1 = load i32, ptr addrspace(1) %p1, align 4
  %x2 = load i32, ptr addrspace(1) %p2, align 4
  %t1 = mul i32 %x1, 10
  %t2 = mul i32 %x2, 100
  %s = add i32 %x0, %t1
  %r = add i32 %s, %t2
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %b = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %b1 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 1
  %b2 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 2
  %v0 = insertelement <3 x ptr addrspace(1)> poison, ptr addrspace(1) %b, i32 0
  %v1 = insertelement <3 x ptr addrspace(1)> %v0, ptr addrspace(1) %b1, i32 1
  %v2 = insertelement <3 x ptr addrspace(1)> %v1, ptr addrspace(1) %b2, i32 2
  %r = call spir_func <3 x ptr addrspace(1)> @rotate(<3 x ptr addrspace(1)> %v2)
  %w = call spir_func i32 @weigh(<3 x ptr addrspace(1)> %r)
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %w, ptr addrspace(1) %o, align 4
  ret void
}
