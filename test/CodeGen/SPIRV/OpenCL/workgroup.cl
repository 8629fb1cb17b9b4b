// OpenCL C 2.0 work-group functions as OpGroup* at Workgroup scope (2), at
// -O0 and -O2 (cl-compile runs spirv-val and the Khronos reader): reduce /
// scan by signedness and float, all / any on a boolean predicate giving
// OpenCL's 1 / 0, 1D, 2D and 3D broadcasts (the local ids of 2D / 3D as one
// vector of size_t). (PoCL's CPU kernel library has none of them, so there is
// no execution test.) A sub-group broadcast with two local ids is refused
// (builtins-unlowered.ll).
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s

// CHECK: OpCapability Groups
// CHECK-DAG: [[WG:%[a-z_0-9]+]] = OpConstant %{{[a-z_0-9]+}} 2{{$}}
// CHECK-DAG: OpGroupIAdd %{{[a-z_0-9]+}} [[WG]] Reduce
// CHECK-DAG: OpGroupSMax %{{[a-z_0-9]+}} [[WG]] InclusiveScan
// CHECK-DAG: OpGroupUMin %{{[a-z_0-9]+}} [[WG]] ExclusiveScan
// CHECK-DAG: OpGroupFAdd %{{[a-z_0-9]+}} [[WG]] Reduce
// CHECK-DAG: OpGroupFMax %{{[a-z_0-9]+}} [[WG]] Reduce
// CHECK-DAG: OpGroupSMin %{{[a-z_0-9]+}} [[WG]] InclusiveScan
// CHECK-DAG: OpGroupAll %{{[a-z_0-9]+}} [[WG]]
// CHECK-DAG: OpGroupAny %{{[a-z_0-9]+}} [[WG]]
// CHECK-DAG: [[UL2:%[a-z_0-9]+]] = OpTypeVector [[UL:%[a-z_0-9]+]] 2
// CHECK-DAG: [[UL3:%[a-z_0-9]+]] = OpTypeVector [[UL]] 3
// CHECK-DAG: [[UL]] = OpTypeInt 64 0
// CHECK-DAG: OpGroupBroadcast %{{[a-z_0-9]+}} [[WG]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}}{{$}}
// CHECK-DAG: [[ID2:%[a-z_0-9]+]] = OpCompositeInsert [[UL2]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} 1{{$}}
// CHECK-DAG: OpGroupBroadcast %{{[a-z_0-9]+}} [[WG]] %{{[a-z_0-9]+}} [[ID2]]
// CHECK-DAG: [[ID3:%[a-z_0-9]+]] = OpCompositeInsert [[UL3]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} 2{{$}}
// CHECK-DAG: OpGroupBroadcast %{{[a-z_0-9]+}} [[WG]] %{{[a-z_0-9]+}} [[ID3]]

kernel void k(global int *o, global uint *u, global float *f, global long *l) {
  size_t i = get_global_id(0);
  o[i] = work_group_reduce_add(o[i]) + work_group_scan_inclusive_max(o[i]) +
         work_group_all(o[i] > 0) + work_group_any(o[i] == 3) +
         work_group_broadcast(o[i], (size_t)0) +
         work_group_broadcast(o[i], (size_t)1, get_local_id(1)) +
         work_group_broadcast(o[i], get_local_id(2), (size_t)1, (size_t)0);
  u[i] = work_group_scan_exclusive_min(u[i]);
  f[i] = work_group_reduce_add(f[i]) + work_group_reduce_max(f[i]);
  l[i] = work_group_scan_inclusive_min(l[i]);
}
