; Cache controls (SPV_INTEL_cache_controls) on the pointers of a load and a
; store, two cache levels each (the second through a decoration group:
; test/CodeGen/SPIRV/cache-controls.ll), run: they are hints, so
; out[i] = in[i] * 3 + 1 as without them. On Intel's device only: PoCL reads
; modules with LLVM 15's translator, which does not know the extension.
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_cache_controls -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=intel %spirv-run %t.spv --arg=buffer:i32:256:seq \
; RUN:   --arg=buffer:i32:256 --expect='1=a0*3+1' | FileCheck %s %}
; CHECK: argument 1: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @cached(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i, !spirv.Decorations !0
  %x = load i32, ptr addrspace(1) %p, align 4
  %x3 = mul i32 %x, 3
  %y = add i32 %x3, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i, !spirv.Decorations !3
  store i32 %y, ptr addrspace(1) %q, align 4
  ret void
}

!0 = !{!1, !2}
!1 = !{i32 6442, i32 0, i32 1}  ; CacheControlLoadINTEL, level 0, Cached
!2 = !{i32 6442, i32 1, i32 3}  ; CacheControlLoadINTEL, level 1, Streaming
!3 = !{!4, !5}
!4 = !{i32 6443, i32 0, i32 1}  ; CacheControlStoreINTEL, level 0, WriteThrough
!5 = !{i32 6443, i32 1, i32 2}  ; CacheControlStoreINTEL, level 1, WriteBack
