// OpenCL C 2.0 work-group functions as OpGroup* at Workgroup scope (2), at
// -O0 and -O2 (cl-compile runs spirv-val and the Khronos reader): reduce /
// scan by signedness and float, all / any on a boolean predicate giving
// OpenCL's 1 / 0, a 1D broadcast. (PoCL's CPU kernel library has none of
// them, so there is no execution test.) The 2D broadcast is refused.
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -DBROADCAST_2D %s -o %t.2d.ll
// RUN: not %llc -mtriple=spirv64 %t.2d.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

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
// CHECK-DAG: OpGroupBroadcast %{{[a-z_0-9]+}} [[WG]]
// ERR: error: builtin work_group_broadcast with this signature (@_Z20work_group_broadcastimm) is not supported

kernel void k(global int *o, global uint *u, global float *f, global long *l) {
  size_t i = get_global_id(0);
#ifdef BROADCAST_2D
  o[i] = work_group_broadcast(o[i], (size_t)1, (size_t)2);
#else
  o[i] = work_group_reduce_add(o[i]) + work_group_scan_inclusive_max(o[i]) +
         work_group_all(o[i] > 0) + work_group_any(o[i] == 3) +
         work_group_broadcast(o[i], (size_t)0);
  u[i] = work_group_scan_exclusive_min(u[i]);
  f[i] = work_group_reduce_add(f[i]) + work_group_reduce_max(f[i]);
  l[i] = work_group_scan_inclusive_min(l[i]);
#endif
}
