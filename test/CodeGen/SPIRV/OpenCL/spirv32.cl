// The same kind of kernel for spirv32: Physical32, 32-bit size_t, no Int64.
// REQUIRES: clang
// RUN: %clang --target=spirv32 -cl-std=CL2.0 -emit-llvm -S -O2 %s -o %t.ll
// RUN: %llc -mtriple=spirv32 %t.ll -o - | FileCheck %s
// RUN: %llc -mtriple=spirv32 -filetype=obj %t.ll -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %llvm-spirv -r %t.spv -o %t.bc
// CHECK-NOT: OpCapability Int64
// CHECK: OpMemoryModel Physical32 OpenCL
__kernel void saxpy(__global float *y, __global const float *x, float a, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = a * x[i] + y[i];
}
