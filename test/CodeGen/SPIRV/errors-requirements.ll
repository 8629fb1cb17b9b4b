; An instruction that needs more than the version cap or the enabled
; extensions allow is named with the function it is in, so the user can
; find it; what is declared at module level (a decoration, a type) is named
; alone (extensions.ll).
; RUN: not %llc -mtriple=spirv64 -spirv-max-version=1.2 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not ls %t.spv
; RUN: %llc -mtriple=spirv64 -spirv-max-version=1.3 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; CHECK: error: OpGroupNonUniformElect in function @elect needs SPIR-V 1.3, but the version is capped at 1.2
; CHECK-NOT: error

target triple = "spirv64-unknown-unknown"

declare spir_func i32 @_Z15sub_group_electv()

define spir_kernel void @plain(ptr addrspace(1) %p) {
  store i32 0, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @elect(ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z15sub_group_electv()
  store i32 %r, ptr addrspace(1) %p
  ret void
}
