// The same kind of kernel for spirv32: Physical32, 32-bit size_t, no Int64.
// REQUIRES: clang
// RUN: %cl-compile spirv32 -O2 %s %t.spv
// RUN: %llc -mtriple=spirv32 %t.spv.ll -o - | FileCheck %s
// CHECK-NOT: OpCapability Int64
// CHECK: OpMemoryModel Physical32 OpenCL
__kernel void saxpy(__global float *y, __global const float *x, float a, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = a * x[i] + y[i];
}
