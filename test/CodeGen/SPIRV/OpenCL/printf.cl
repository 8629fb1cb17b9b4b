// printf becomes OpenCL.std printf: the format string and %s strings are
// UniformConstant globals passed as pointers to char, floats go as doubles,
// vectors as themselves, and the result is printf's int; at -O0 and -O2
// (cl-compile runs spirv-val and the Khronos reader). No Linkage: nothing is
// imported.
// printf takes floats as doubles here, which need Float64 (Gen12 and Arc lack it):
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv32 -O2 %s %t.32.spv
// RUN: %llc -mtriple=spirv32 %t.32.spv.ll -o - | FileCheck %s

// CHECK-NOT: OpCapability Linkage
// CHECK-DAG: [[CL:%[a-z_0-9]+]] = OpExtInstImport "OpenCL.std"
// CHECK-DAG: [[I8:%[a-z_0-9]+]] = OpTypeInt 8 0
// CHECK-DAG: [[I32:%[a-z_0-9]+]] = OpTypeInt 32 0
// CHECK-DAG: [[PC:%[a-z_0-9]+]] = OpTypePointer UniformConstant [[I8]]
// CHECK-DAG: [[F64:%[a-z_0-9]+]] = OpTypeFloat 64
// CHECK-DAG: [[F4:%[a-z_0-9]+]] = OpTypeVector %{{[a-z_0-9]+}} 4
// CHECK-DAG: OpVariable %{{[a-z_0-9]+}} UniformConstant
// CHECK: OpFunction
// CHECK: [[FMT:%[a-z_0-9]+]] = {{.*}} [[PC]]
// CHECK: OpExtInst [[I32]] [[CL]] printf [[FMT]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}}
// CHECK: OpExtInst [[I32]] [[CL]] printf %{{[a-z_0-9]+}} %{{[a-z_0-9]+}}{{$}}
// CHECK: OpExtInst [[I32]] [[CL]] printf %{{[a-z_0-9]+}}{{$}}
// CHECK-NOT: LinkageAttributes

kernel void k(global int *p, global float4 *v, float x) {
  p[1] = printf("%d %s\n", p[0], "text");
  printf("%.2v4hlf\n", v[0]);
  printf("plain\n");
  printf("%f %ld\n", x, (long)p[2]);
}
