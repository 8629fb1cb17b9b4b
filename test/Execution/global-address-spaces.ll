; Program-scope variables in address spaces a Kernel module has no variable
; for, run: a generic table (SYCL's constinit variables are generic) is a
; CrossWorkgroup variable read through its address cast to generic; a
; private constant table, read by a helper and the kernel, and a private
; counter only the kernel uses, are Function variables initialized on
; entry. out[i] = generic[i % 3] + private_const[i % 4] (twice: once in the
; helper) + (counter starting at 5, plus i).
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:64 --global=64 \
; RUN:   --expect="0=10*(i%3+1) + 2*(i%4+1) + 5 + i" | FileCheck %s
; CHECK: argument 0: all 64 elements match

target triple = "spirv64-unknown-unknown"

@generic = internal addrspace(4) global [3 x i32] [i32 10, i32 20, i32 30], align 4
@table = internal constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@counter = internal global i32 5, align 4

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_func i32 @lookup(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define spir_kernel void @k(ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %i3 = urem i64 %i, 3
  %i4 = urem i64 %i, 4
  %pg = getelementptr inbounds [3 x i32], ptr addrspace(4) @generic, i64 0, i64 %i3
  %g = load i32, ptr addrspace(4) %pg, align 4
  %pt = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %i4
  %t = load i32, ptr %pt, align 4
  %h = call spir_func i32 @lookup(i64 %i4)
  %c = load i32, ptr @counter, align 4
  %i32 = trunc i64 %i to i32
  %c2 = add i32 %c, %i32
  store i32 %c2, ptr @counter, align 4
  %c3 = load i32, ptr @counter, align 4
  %s1 = add i32 %g, %t
  %s2 = add i32 %s1, %h
  %s3 = add i32 %s2, %c3
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %s3, ptr addrspace(1) %po, align 4
  ret void
}
