; OpenCL.std on 5-lane vectors, run (computed in 8 lanes, shuffled back):
; out[i] = lane 4 of abs({x, -x, x-7, 7-x, -3x}) + lane 1 = |3x| + |x|.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:256:seq=-128 --arg=buffer:i32:256 --global=256 \
; RUN:   --expect="1=abs(3*a0) + abs(a0)" | FileCheck %s
; CHECK: argument 1: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @abs5(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %nx = sub i32 0, %x
  %a = sub i32 %x, 7
  %b = sub i32 7, %x
  %c = mul i32 %x, -3
  %v0 = insertelement <5 x i32> poison, i32 %x, i32 0
  %v1 = insertelement <5 x i32> %v0, i32 %nx, i32 1
  %v2 = insertelement <5 x i32> %v1, i32 %a, i32 2
  %v3 = insertelement <5 x i32> %v2, i32 %b, i32 3
  %v4 = insertelement <5 x i32> %v3, i32 %c, i32 4
  %r = call <5 x i32> @llvm.abs.v5i32(<5 x i32> %v4, i1 false)
  %l4 = extractelement <5 x i32> %r, i32 4
  %l1 = extractelement <5 x i32> %r, i32 1
  %s = add i32 %l4, %l1
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

declare <5 x i32> @llvm.abs.v5i32(<5 x i32>, i1)
