; Vectors of 5 elements across calls, run (passed and returned as
; <8 x i32>): out[i] = lane 4 of twice({x, x+1, x+2, x+3, x+4}) + lane 0.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:256:seq=3 --arg=buffer:i32:256 --global=256 \
; RUN:   --expect="1=2*(a0+4) + 2*a0" | FileCheck %s
; CHECK: argument 1: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define internal spir_func <5 x i32> @twice(<5 x i32> %v) noinline {
  %d = add <5 x i32> %v, %v
  ret <5 x i32> %d
}

define spir_kernel void @odd_vectors(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %s.i = insertelement <5 x i32> poison, i32 %x, i32 0
  %s = shufflevector <5 x i32> %s.i, <5 x i32> poison, <5 x i32> zeroinitializer
  %v = add <5 x i32> %s, <i32 0, i32 1, i32 2, i32 3, i32 4>
  %r = call spir_func <5 x i32> @twice(<5 x i32> %v)
  %l4 = extractelement <5 x i32> %r, i32 4
  %l0 = extractelement <5 x i32> %r, i32 0
  %sum = add i32 %l4, %l0
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %sum, ptr addrspace(1) %q, align 4
  ret void
}
