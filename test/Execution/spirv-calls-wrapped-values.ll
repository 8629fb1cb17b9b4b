; A translator-style template __spirv_ call on a one-member wrapper class,
; passed by sret and byval (as SYCL passes sycl::half and its kin), run on
; Intel's device (PoCL has no sub-groups, and its driver says so):
; __spirv_GroupNonUniformShuffleXor<wrap>(Subgroup, x, 1) on the wrapped
; float. in[i] = i, out[i] = in[i ^ 1] = i + 1 - 2 * (i % 2) (sub-groups
; have an even size).
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=intel %spirv-run %t.spv --arg=buffer:f32:128:seq \
; RUN:   --arg=buffer:f32:128 --global=128 --local=32 --expect="1=i + 1 - 2 * (i % 2)" | FileCheck %s %}
; RUN: %if pocl-device %{ env SPIRV_OFFLOAD_DEVICE=pocl not %spirv-run %t.spv --arg=buffer:f32:128:seq \
; RUN:   --arg=buffer:f32:128 --global=128 --local=32 2>&1 | FileCheck %s --check-prefix=POCL %}
; CHECK: argument 1: all 128 elements match
; POCL: the module uses sub-groups

target triple = "spirv64-unknown-unknown"

%wrap = type { float }

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func void @_Z33__spirv_GroupNonUniformShuffleXorI4wrapET_N5__spv5Scope4FlagES2_j(ptr sret(%wrap) align 4, i32, ptr byval(%wrap) align 4, i32)

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %x = alloca %wrap, align 4
  %r = alloca %wrap, align 4
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v = load float, ptr addrspace(1) %pi, align 4
  store float %v, ptr %x, align 4
  call spir_func void @_Z33__spirv_GroupNonUniformShuffleXorI4wrapET_N5__spv5Scope4FlagES2_j(ptr sret(%wrap) align 4 %r, i32 3, ptr byval(%wrap) align 4 %x, i32 1)
  %s = load float, ptr %r, align 4
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %s, ptr addrspace(1) %po, align 4
  ret void
}
