; Vectors of odd integers (<2 x i4>) in memory and across calls, run: in
; memory they are packed bits as in LLVM's layout (a <2 x i4> is one byte,
; lane 0 in the low nibble), across calls they travel in their containers
; (<2 x i8>). Each byte b = lo + 16*hi becomes ((lo+1)%16) + 16*((hi+7)%16).
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u8:256:seq --arg=buffer:u8:256 --global=256 \
; RUN:   --expect="1=(a0%16+1)%16 + 16*(((a0-a0%16)/16+7)%16)" | FileCheck %s
; CHECK: argument 1: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_func <2 x i4> @bump(<2 x i4> %v) {
  %r = add <2 x i4> %v, <i4 1, i4 7>
  ret <2 x i4> %r
}

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pi = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %i
  %po = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %i
  %v = load <2 x i4>, ptr addrspace(1) %pi, align 1
  %r = call spir_func <2 x i4> @bump(<2 x i4> %v)
  store <2 x i4> %r, ptr addrspace(1) %po, align 1
  ret void
}
