; Partitioned group operations the target refuses (subgroup-partitioned.ll):
; without the partition, at work-group scope, and (@op) without the
; extension.
target triple = "spirv64-unknown-unknown"

define spir_kernel void @nopartition(ptr addrspace(1) %out, i32 %x) {
  %r = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiij(i32 3, i32 6, i32 %x)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @workgroup(ptr addrspace(1) %out, i32 %x, <4 x i32> %p) {
  %r = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiijDv4_j(i32 2, i32 6, i32 %x, <4 x i32> %p)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @op(ptr addrspace(1) %out, i32 %x, <4 x i32> %p) {
  %r = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiijDv4_j(i32 3, i32 6, i32 %x, <4 x i32> %p)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare spir_func i32 @_Z27__spirv_GroupNonUniformIAddiij(i32, i32, i32)
declare spir_func i32 @_Z27__spirv_GroupNonUniformIAddiijDv4_j(i32, i32, i32, <4 x i32>)
