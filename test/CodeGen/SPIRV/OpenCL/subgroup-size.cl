// intel_reqd_sub_group_size(N) becomes the SubgroupSize execution mode of
// the kernel (capability SubgroupDispatch, SPIR-V 1.1); kernels without it
// have none.
// PVC has no sub-groups of 8, which a kernel asks for on purpose:
// GPU-COMPILER-FAILS: pvc: Kernel compiled with required subgroup size 8, which is unsupported on this platform
// RUN: %cl-compile spirv64 -O0 %s %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// RUN: spirv-dis %t.spv | grep -c 'OpExecutionMode .* SubgroupSize' | FileCheck %s --check-prefix=COUNT
// CHECK: ; Version: 1.1
// CHECK-DAG: OpCapability SubgroupDispatch
// CHECK-DAG: OpExecutionMode %[[K16:[a-z_0-9]+]] SubgroupSize 16
// CHECK-DAG: OpExecutionMode %[[K8:[a-z_0-9]+]] SubgroupSize 8
// CHECK-DAG: OpEntryPoint Kernel %[[K16]] "sixteen"
// CHECK-DAG: OpEntryPoint Kernel %[[K8]] "eight"
// COUNT: {{^}}2{{$}}

__attribute__((intel_reqd_sub_group_size(16)))
kernel void sixteen(global int *o) { o[get_global_id(0)] = get_sub_group_size(); }

__attribute__((intel_reqd_sub_group_size(8)))
kernel void eight(global int *o) { o[get_global_id(0)] = get_sub_group_local_id(); }

kernel void any(global int *o) { o[get_global_id(0)] = get_sub_group_id(); }
