; An OpenCL C builtin (declared in opencl-c.h) or a translator __spirv_
; function that the target does not lower is refused, not imported; other
; external functions stay imports.
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK-DAG: error: builtin work_group_reduce_mul (OpGroupIMulKHR needs SPV_KHR_uniform_group_instructions, which is not enabled: --spirv-ext) is not supported (in function @wg)
; CHECK-DAG: error: builtin sub_group_rotate (OpGroupNonUniformRotateKHR needs SPV_KHR_subgroup_rotate, which is not enabled: --spirv-ext) is not supported (in function @sg)
; CHECK-DAG: error: builtin __spirv_NotAnInstruction is not supported (in function @tr)
; CHECK-DAG: error: builtin __spirv_ocl_no_such_inst is not supported (in function @ocl)
; CHECK-DAG: error: builtin sub_group_broadcast with this signature (@_Z19sub_group_broadcastimm) is not supported (in function @sgb)

define spir_kernel void @wg(ptr addrspace(1) %p, i32 %x) {
  %r = call spir_func i32 @_Z21work_group_reduce_muli(i32 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @sg(ptr addrspace(1) %p, i32 %x) {
  %r = call spir_func i32 @_Z16sub_group_rotateii(i32 %x, i32 1)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @tr(ptr addrspace(1) %p, i32 %x) {
  %r = call spir_func i32 @__spirv_NotAnInstruction(i32 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z21work_group_reduce_muli(i32)
declare spir_func i32 @_Z16sub_group_rotateii(i32, i32)
declare spir_func i32 @__spirv_NotAnInstruction(i32)
declare spir_func float @__spirv_ocl_no_such_inst(float)

define spir_kernel void @ocl(ptr addrspace(1) %p, float %x) {
  %r = call spir_func float @__spirv_ocl_no_such_inst(float %x)
  store float %r, ptr addrspace(1) %p
  ret void
}

; A sub-group broadcast has one local id (work_group_broadcast has up to 3).
define spir_kernel void @sgb(ptr addrspace(1) %p, i32 %x) {
  %r = call spir_func i32 @_Z19sub_group_broadcastimm(i32 %x, i64 1, i64 2)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare spir_func i32 @_Z19sub_group_broadcastimm(i32, i64, i64)
