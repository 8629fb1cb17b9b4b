; A module flagged "spirv.fully-linked" (the SYCL device link) has nothing
; to import from: a call of a function it only declares, and that is no
; builtin, is refused. Builtins and C math functions are still lowered, and
; without the flag the same call is an import.
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: sed '/^!/d' %s | %llc -mtriple=spirv64 -o - | FileCheck %s
; RUN: sed '/^!/d' %s | %llc -mtriple=spirv64 -filetype=obj -o %t.spv
; RUN: %spirv-val %t.spv

; ERR: error: call to undefined function @helper is not supported (in function @k)
; ERR-NOT: error:
; CHECK: OpDecorate {{%[^ ]+}} LinkageAttributes "helper" Import

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %s = call float @sinf(float %x)
  %id = call i64 @_Z13get_global_idj(i32 0)
  %h = call float @helper(float %s)
  store float %h, ptr addrspace(1) %p
  ret void
}

declare float @sinf(float)
declare i64 @_Z13get_global_idj(i32)
declare float @helper(float)

!llvm.module.flags = !{!0}
!0 = !{i32 7, !"spirv.fully-linked", i32 1}
