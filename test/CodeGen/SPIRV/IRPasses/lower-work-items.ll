; spirv-lower-work-items alone: get_global_id(0) becomes a load of the
; BuiltIn variable and an extract; a dimension that is not a constant is
; checked against 3.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-work-items %s -o - | FileCheck %s

; CHECK: @__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: [[V:%[0-9]+]] = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
; CHECK-NEXT: extractelement <3 x i64> [[V]], i64 0
; CHECK: icmp ult i32 %d, 3
; CHECK-NOT: call
; CHECK: ret void
define spir_kernel void @k(ptr addrspace(1) %p, i32 %d) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %j = call spir_func i64 @_Z13get_global_idj(i32 %d)
  %s = add i64 %i, %j
  store i64 %s, ptr addrspace(1) %p
  ret void
}
declare spir_func i64 @_Z13get_global_idj(i32)
