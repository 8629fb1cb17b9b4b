; A user function whose name is not a builtin stays an imported function,
; mangled or not.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 %s -filetype=obj -o %t.spv && spirv-val %t.spv
; CHECK-DAG: OpDecorate %{{[0-9]+}} LinkageAttributes "_Z9my_helperi" Import
; CHECK-DAG: OpDecorate %{{[0-9]+}} LinkageAttributes "plain_helper" Import

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %a = call spir_func i32 @_Z9my_helperi(i32 %x)
  %b = call spir_func i32 @plain_helper(i32 %a)
  store i32 %b, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z9my_helperi(i32)
declare spir_func i32 @plain_helper(i32)
