// to_global / to_local / to_private (Clang's __to_global...) become
// OpGenericCastToPtrExplicit to CrossWorkgroup / Workgroup / Function, and
// get_fence OpGenericPtrMemSemantics whose WorkgroupMemory (0x100) and
// CrossWorkgroupMemory (0x200) bits are shifted down to OpenCL's
// CLK_LOCAL_MEM_FENCE (1) / CLK_GLOBAL_MEM_FENCE (2); nothing is imported.
// The results are compared with Clang's null of each address space, a cast
// of the generic null, which is that space's OpConstantNull (a generic cast
// of a null need not be null).
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s --check-prefix=NULL
// NULL-NOT: OpGenericCastToPtr{{ }}
// NULL: OpConstantNull
// NULL-NOT: OpGenericCastToPtr{{ }}

// CHECK-NOT: OpCapability Linkage
// CHECK-DAG: OpCapability GenericPointer
// CHECK-DAG: [[I32:%[a-z_0-9]+]] = OpTypeInt 32 0
// CHECK-DAG: [[C8:%[a-z_0-9]+]] = OpConstant [[I32]] 8{{$}}
// CHECK-DAG: [[C3:%[a-z_0-9]+]] = OpConstant [[I32]] 3{{$}}
// CHECK-DAG: [[I8:%[a-z_0-9]+]] = OpTypeInt 8 0
// CHECK-DAG: [[PG:%[a-z_0-9]+]] = OpTypePointer CrossWorkgroup [[I8]]
// CHECK-DAG: [[PL:%[a-z_0-9]+]] = OpTypePointer Workgroup [[I8]]
// CHECK-DAG: [[PP:%[a-z_0-9]+]] = OpTypePointer Function [[I8]]
// CHECK-DAG: OpGenericCastToPtrExplicit [[PG]] %{{[a-z_0-9]+}} CrossWorkgroup
// CHECK-DAG: OpGenericCastToPtrExplicit [[PL]] %{{[a-z_0-9]+}} Workgroup
// CHECK-DAG: OpGenericCastToPtrExplicit [[PP]] %{{[a-z_0-9]+}} Function
// CHECK: [[SEM:%[a-z_0-9]+]] = OpGenericPtrMemSemantics [[I32]]
// CHECK: [[SHR:%[a-z_0-9]+]] = OpShiftRightLogical [[I32]] [[SEM]] [[C8]]
// CHECK: OpBitwiseAnd [[I32]] [[SHR]] [[C3]]
// CHECK-NOT: LinkageAttributes

kernel void k(global int *g, local int *l, int x) {
  int p = x;
  generic int *q = &p;
  if (x > 1)
    q = g;
  else if (x > 0)
    q = l;
  global int *gg = to_global(q);
  local int *ll = to_local(q);
  private int *pp = to_private(q);
  g[1] = (gg != 0) + 2 * (ll != 0) + 4 * (pp != 0);
  g[2] = get_fence(q);
}
