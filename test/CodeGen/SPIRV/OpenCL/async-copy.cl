// async_work_group_copy / async_work_group_strided_copy become
// OpGroupAsyncCopy at Workgroup scope (2) with a stride of 1 or the one
// given, OpenCL's 0 event the null event; events live in OpTypeEvent
// variables; wait_group_events is OpGroupWaitEvents on the variable itself
// (not its generic cast), prefetch OpenCL.std prefetch; at -O0 and -O2
// (cl-compile runs spirv-val and the Khronos reader), nothing imported.
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv32 -O2 %s %t.32.spv

// CHECK-NOT: OpCapability Linkage
// CHECK-DAG: [[CL:%[a-z_0-9]+]] = OpExtInstImport "OpenCL.std"
// CHECK-DAG: [[EV:%[a-z_0-9]+]] = OpTypeEvent
// CHECK-DAG: [[I32:%[a-z_0-9]+]] = OpTypeInt 32 0
// CHECK-DAG: [[I64:%[a-z_0-9]+]] = OpTypeInt 64 0
// CHECK-DAG: [[WG:%[a-z_0-9]+]] = OpConstant [[I32]] 2{{$}}
// CHECK-DAG: [[ONE:%[a-z_0-9]+]] = OpConstant [[I64]] 1{{$}}
// CHECK-DAG: [[NULL:%[a-z_0-9]+]] = OpConstantNull [[EV]]
// CHECK-DAG: [[PEV:%[a-z_0-9]+]] = OpTypePointer Function [[EV]]
// CHECK: OpFunction
// CHECK: OpExtInst %{{[a-z_0-9]+}} [[CL]] prefetch
// CHECK: [[E1:%[a-z_0-9]+]] = OpGroupAsyncCopy [[EV]] [[WG]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} [[ONE]] [[NULL]]
// CHECK: OpGroupAsyncCopy [[EV]] [[WG]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} [[NULL]]
// CHECK: OpGroupWaitEvents [[WG]] %{{[a-z_0-9]+}} [[LIST:%[a-z_0-9]+]]
// CHECK: OpGroupAsyncCopy [[EV]] [[WG]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} [[ONE]] [[NULL]]
// CHECK: OpGroupAsyncCopy [[EV]] [[WG]]
// CHECK: OpGroupWaitEvents [[WG]]
// CHECK-NOT: LinkageAttributes

kernel void k(global const float4 *x, global const int *ints, global float4 *y,
              global int *out, local float4 *lx, local int *li, ulong stride) {
  size_t n = get_local_size(0);
  prefetch(x, n);
  event_t events[2];
  events[0] = async_work_group_copy(lx, x, n, 0);
  events[1] = async_work_group_strided_copy(li, ints, n, stride, 0);
  wait_group_events(2, events);
  event_t e = async_work_group_copy(y, lx, n, 0);
  e = async_work_group_strided_copy(out, li, n, 2, e);
  wait_group_events(1, &e);
}
