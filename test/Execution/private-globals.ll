; Private program-scope variables that two kernels share through helper
; functions, run on every device: each work-item of each kernel has its own
; copies, holding the initial values when it starts (a scalar, and an
; aggregate copied from its image), which the helpers reach through the
; parameters the kernels pass. One copy shared by the work-items, or one
; that kept a kernel's writes for the next, would give other values.
; @k1: add(i), add(2i): acc = 100 + 3i, calls = 2, hist = {1, 2 + i, 3 + 2i, 4};
; out[i] = acc + 1000 calls + 10 hist[1] + 100 hist[2] = 2420 + 213 i.
; @k2 (run after @k1): add(7): out[i] = 107 + 1000 + 10 * 9 + 100 * 3 + i.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --kernel=k1 --arg=buffer:i32:64 --global=64 --local=16 \
; RUN:   --expect="0=2420 + 213*i" | FileCheck %s
; RUN: %spirv-run %t.spv --kernel=k2 --arg=buffer:i32:64 --global=64 --local=16 \
; RUN:   --expect="0=1497 + i" | FileCheck %s
; CHECK: argument 0: all 64 elements match

target triple = "spirv64-unknown-unknown"

@acc = internal global i32 100, align 4
@calls = internal global i32 0, align 4
@hist = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_func void @add(i32 %v) {
  %a = load i32, ptr @acc, align 4
  %a2 = add i32 %a, %v
  store i32 %a2, ptr @acc, align 4
  %c = load i32, ptr @calls, align 4
  %c2 = add i32 %c, 1
  store i32 %c2, ptr @calls, align 4
  %slot = and i32 %c2, 3
  %s = zext i32 %slot to i64
  %h = getelementptr inbounds [4 x i32], ptr @hist, i64 0, i64 %s
  %hv = load i32, ptr %h, align 4
  %hv2 = add i32 %hv, %v
  store i32 %hv2, ptr %h, align 4
  ret void
}

define spir_func i32 @total() {
  %ga = addrspacecast ptr @acc to ptr addrspace(4)
  %a = load i32, ptr addrspace(4) %ga, align 4
  %c = load i32, ptr @calls, align 4
  %h1 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @hist, i64 0, i64 1), align 4
  %h2 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @hist, i64 0, i64 2), align 4
  %c1000 = mul i32 %c, 1000
  %h10 = mul i32 %h1, 10
  %h100 = mul i32 %h2, 100
  %s1 = add i32 %a, %c1000
  %s2 = add i32 %s1, %h10
  %s3 = add i32 %s2, %h100
  ret i32 %s3
}

define spir_kernel void @k1(ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %i32 = trunc i64 %i to i32
  call spir_func void @add(i32 %i32)
  %twice = shl i32 %i32, 1
  call spir_func void @add(i32 %twice)
  %t = call spir_func i32 @total()
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %t, ptr addrspace(1) %o, align 4
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %i32 = trunc i64 %i to i32
  call spir_func void @add(i32 7)
  %t = call spir_func i32 @total()
  %r = add i32 %t, %i32
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}
