; SPV_NV_shader_subgroup_partitioned: its capability needs no other, so the
; Kernel environment declares it. The translator's
; __spirv_GroupNonUniformPartitionNV(value) is OpGroupNonUniformPartitionNV
; (the ballot of the invocations holding the same value), and the group
; operations PartitionedReduceNV / InclusiveScanNV / ExclusiveScanNV of the
; non-uniform arithmetic take that ballot where the cluster size goes.
; Without the extension each is refused by name. Not read back: neither
; reader knows the extension.
; Debian's 2022 GPU compiler does not know the extension:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_NV_shader_subgroup_partitioned
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_NV_shader_subgroup_partitioned %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_NV_shader_subgroup_partitioned -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_NV_shader_subgroup_partitioned %S/Inputs/subgroup-partitioned-errors.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %llc -mtriple=spirv64 %S/Inputs/subgroup-partitioned-errors.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT-OP

; CHECK-DAG: OpCapability GroupNonUniformPartitionedNV
; CHECK-DAG: OpExtension "SPV_NV_shader_subgroup_partitioned"
; CHECK-DAG: %[[UINT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[UINT4:[0-9]+]] = OpTypeVector %[[UINT]] 4
; CHECK-DAG: %[[SUBGROUP:[0-9]+]] = OpConstant %[[UINT]] 3{{$}}
; CHECK: %[[P:[0-9]+]] = OpGroupNonUniformPartitionNV %[[UINT4]] %[[X:[0-9]+]]
; CHECK: %[[PF:[0-9]+]] = OpGroupNonUniformPartitionNV %[[UINT4]] %[[F:[0-9]+]]
; CHECK: OpGroupNonUniformIAdd %[[UINT]] %[[SUBGROUP]] PartitionedReduceNV %[[X]] %[[P]]
; CHECK: OpGroupNonUniformUMax %[[UINT]] %[[SUBGROUP]] PartitionedInclusiveScanNV %[[X]] %[[P]]
; CHECK: OpGroupNonUniformFAdd %[[FLOAT]] %[[SUBGROUP]] PartitionedExclusiveScanNV %[[F]] %[[PF]]

; NOEXT: error: builtin __spirv_GroupNonUniformPartitionNV (OpGroupNonUniformPartitionNV needs SPV_NV_shader_subgroup_partitioned, which is not enabled: --spirv-ext) is not supported (in function @k)
; NOEXT-OP: error: builtin __spirv_GroupNonUniformIAdd (group operation PartitionedReduceNV needs SPV_NV_shader_subgroup_partitioned, which is not enabled: --spirv-ext) is not supported (in function @op)
; ERR: error: __spirv_GroupNonUniformIAdd partitioned without its partition is not supported (in function @nopartition)
; ERR: error: __spirv_GroupNonUniformIAdd partitioned at work-group scope is not supported (in function @workgroup)
; ERR-NOT: error

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %fout, i32 %x, float %f) {
  %p = call spir_func <4 x i32> @_Z34__spirv_GroupNonUniformPartitionNVj(i32 %x)
  %pf = call spir_func <4 x i32> @_Z34__spirv_GroupNonUniformPartitionNVf(float %f)
  store <4 x i32> %p, ptr addrspace(1) %out
  %r = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiijDv4_j(i32 3, i32 6, i32 %x, <4 x i32> %p)
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %r, ptr addrspace(1) %o1
  %s = call spir_func i32 @_Z27__spirv_GroupNonUniformUMaxiijDv4_j(i32 3, i32 7, i32 %x, <4 x i32> %p)
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 5
  store i32 %s, ptr addrspace(1) %o2
  %e = call spir_func float @_Z27__spirv_GroupNonUniformFAddiifDv4_j(i32 3, i32 8, float %f, <4 x i32> %pf)
  store float %e, ptr addrspace(1) %fout
  ret void
}

declare spir_func <4 x i32> @_Z34__spirv_GroupNonUniformPartitionNVj(i32)
declare spir_func <4 x i32> @_Z34__spirv_GroupNonUniformPartitionNVf(float)
declare spir_func i32 @_Z27__spirv_GroupNonUniformIAddiijDv4_j(i32, i32, i32, <4 x i32>)
declare spir_func i32 @_Z27__spirv_GroupNonUniformUMaxiijDv4_j(i32, i32, i32, <4 x i32>)
declare spir_func float @_Z27__spirv_GroupNonUniformFAddiifDv4_j(i32, i32, float, <4 x i32>)
