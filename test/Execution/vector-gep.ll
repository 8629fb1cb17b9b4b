; getelementptr on vectors of pointers, run: each work-item gathers four
; elements of its group of four in reverse order through a vector GEP with a
; splatted base, and one through a vector of bases (a[i] and b[i]).
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:256:seq --arg=buffer:i32:256:seq=1000 \
; RUN:   --arg=buffer:i32:256 --global=64 --expect="2=i - 2*(i%4) + 3 + 1000 + i" | FileCheck %s
; CHECK: argument 2: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @gather(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
  %g = call spir_func i64 @_Z13get_global_idj(i32 0)
  %first = shl i64 %g, 2
  %splat.i = insertelement <4 x i64> poison, i64 %first, i32 0
  %splat = shufflevector <4 x i64> %splat.i, <4 x i64> poison, <4 x i32> zeroinitializer
  %rev = add <4 x i64> %splat, <i64 3, i64 2, i64 1, i64 0>
  %fwd = add <4 x i64> %splat, <i64 0, i64 1, i64 2, i64 3>
  ; a[first + 3 - k], a splatted base
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, <4 x i64> %rev
  ; b[first + k], through a vector of bases
  %bases.i = insertelement <4 x ptr addrspace(1)> poison, ptr addrspace(1) %b, i32 0
  %bases = shufflevector <4 x ptr addrspace(1)> %bases.i, <4 x ptr addrspace(1)> poison, <4 x i32> zeroinitializer
  %pb = getelementptr inbounds i32, <4 x ptr addrspace(1)> %bases, <4 x i64> %fwd
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, <4 x i64> %fwd
  br label %lane0

lane0:
  %x0 = extractelement <4 x ptr addrspace(1)> %pa, i32 0
  %y0 = extractelement <4 x ptr addrspace(1)> %pb, i32 0
  %o0 = extractelement <4 x ptr addrspace(1)> %po, i32 0
  %vx0 = load i32, ptr addrspace(1) %x0, align 4
  %vy0 = load i32, ptr addrspace(1) %y0, align 4
  %s0 = add i32 %vx0, %vy0
  store i32 %s0, ptr addrspace(1) %o0, align 4
  %x1 = extractelement <4 x ptr addrspace(1)> %pa, i32 1
  %y1 = extractelement <4 x ptr addrspace(1)> %pb, i32 1
  %o1 = extractelement <4 x ptr addrspace(1)> %po, i32 1
  %vx1 = load i32, ptr addrspace(1) %x1, align 4
  %vy1 = load i32, ptr addrspace(1) %y1, align 4
  %s1 = add i32 %vx1, %vy1
  store i32 %s1, ptr addrspace(1) %o1, align 4
  %x2 = extractelement <4 x ptr addrspace(1)> %pa, i32 2
  %y2 = extractelement <4 x ptr addrspace(1)> %pb, i32 2
  %o2 = extractelement <4 x ptr addrspace(1)> %po, i32 2
  %vx2 = load i32, ptr addrspace(1) %x2, align 4
  %vy2 = load i32, ptr addrspace(1) %y2, align 4
  %s2 = add i32 %vx2, %vy2
  store i32 %s2, ptr addrspace(1) %o2, align 4
  %x3 = extractelement <4 x ptr addrspace(1)> %pa, i32 3
  %y3 = extractelement <4 x ptr addrspace(1)> %pb, i32 3
  %o3 = extractelement <4 x ptr addrspace(1)> %po, i32 3
  %vx3 = load i32, ptr addrspace(1) %x3, align 4
  %vy3 = load i32, ptr addrspace(1) %y3, align 4
  %s3 = add i32 %vx3, %vy3
  store i32 %s3, ptr addrspace(1) %o3, align 4
  ret void
}
