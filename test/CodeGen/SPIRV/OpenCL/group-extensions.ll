; Group functions whose instructions only an extension provides, neither in
; the Level-Zero SPIR-V programming guide's set: cl_khr_subgroup_rotate (OpGroupNonUniformRotateKHR,
; SPV_KHR_subgroup_rotate) and cl_khr_work_group_uniform_arithmetic
; (OpGroup*KHR, SPV_KHR_uniform_group_instructions). Refused per call by
; default, naming the extension; lowered when --spirv-ext allows it.
; The 2022 GPU compiler does not know SPV_KHR_subgroup_rotate
; (OpGroupNonUniformRotateKHR), which this test enables on purpose:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_subgroup_rotate
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; ERR-DAG: error: builtin sub_group_rotate (OpGroupNonUniformRotateKHR needs SPV_KHR_subgroup_rotate, which is not enabled: --spirv-ext) is not supported (in function @rot)
; ERR-DAG: error: builtin work_group_reduce_mul (OpGroupIMulKHR needs SPV_KHR_uniform_group_instructions, which is not enabled: --spirv-ext) is not supported (in function @mul)
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_subgroup_rotate,+SPV_KHR_uniform_group_instructions %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sed -e '/BAD-ONLY/d' %s > %t.ll
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_subgroup_rotate,+SPV_KHR_uniform_group_instructions -filetype=obj %t.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK-DAG: OpCapability GroupNonUniformRotateKHR
; CHECK-DAG: OpCapability GroupUniformArithmeticKHR
; CHECK-DAG: OpExtension "SPV_KHR_subgroup_rotate"
; CHECK-DAG: OpExtension "SPV_KHR_uniform_group_instructions"
; CHECK-DAG: [[SG:%[a-z_0-9]+]] = OpConstant %{{[a-z_0-9]+}} 3{{$}}
; CHECK-DAG: [[WG:%[a-z_0-9]+]] = OpConstant %{{[a-z_0-9]+}} 2{{$}}
; CHECK-DAG: [[FOUR:%[a-z_0-9]+]] = OpConstant %{{[a-z_0-9]+}} 4{{$}}
; CHECK-DAG: OpGroupNonUniformRotateKHR %{{[a-z_0-9]+}} [[SG]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}}{{$}}
; CHECK-DAG: OpGroupNonUniformRotateKHR %{{[a-z_0-9]+}} [[SG]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} [[FOUR]]
; CHECK-DAG: OpGroupIMulKHR %{{[a-z_0-9]+}} [[WG]] Reduce
; CHECK-DAG: OpGroupFMulKHR %{{[a-z_0-9]+}} [[WG]] InclusiveScan
; CHECK-DAG: OpGroupBitwiseXorKHR %{{[a-z_0-9]+}} [[WG]] ExclusiveScan
; CHECK-DAG: OpGroupLogicalAndKHR %{{[a-z_0-9]+}} [[WG]] Reduce
; BAD: error: sub_group_clustered_rotate with a cluster size that is not a constant power of 2 is not supported (in function @bad)

define spir_kernel void @rot(ptr addrspace(1) %p, i32 %x) {
  %r = call spir_func i32 @_Z16sub_group_rotateii(i32 %x, i32 1)
  %c = call spir_func i32 @_Z26sub_group_clustered_rotateiij(i32 %x, i32 1, i32 4)
  %s = add i32 %r, %c
  store i32 %s, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @mul(ptr addrspace(1) %p, ptr addrspace(1) %f, i32 %x, float %y) {
  %m = call spir_func i32 @_Z21work_group_reduce_muli(i32 %x)
  %o = call spir_func i32 @_Z29work_group_scan_exclusive_xorj(i32 %x)
  %l = call spir_func i32 @_Z29work_group_reduce_logical_andi(i32 %x)
  %a = add i32 %m, %o
  %b = add i32 %a, %l
  store i32 %b, ptr addrspace(1) %p
  %g = call spir_func float @_Z29work_group_scan_inclusive_mulf(float %y)
  store float %g, ptr addrspace(1) %f
  ret void
}

define spir_kernel void @bad(ptr addrspace(1) %p, i32 %x) { ; BAD-ONLY
  %c = call spir_func i32 @_Z26sub_group_clustered_rotateiij(i32 %x, i32 1, i32 3) ; BAD-ONLY
  store i32 %c, ptr addrspace(1) %p ; BAD-ONLY
  ret void ; BAD-ONLY
} ; BAD-ONLY

declare spir_func i32 @_Z16sub_group_rotateii(i32, i32)
declare spir_func i32 @_Z26sub_group_clustered_rotateiij(i32, i32, i32)
declare spir_func i32 @_Z21work_group_reduce_muli(i32)
declare spir_func i32 @_Z29work_group_scan_exclusive_xorj(i32)
declare spir_func i32 @_Z29work_group_reduce_logical_andi(i32)
declare spir_func float @_Z29work_group_scan_inclusive_mulf(float)
