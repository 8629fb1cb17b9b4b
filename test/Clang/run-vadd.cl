// Compiled by this clang and run on the bundled CPU Level-Zero device.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -c %s -o %t.spv
// RUN: %spirv-run %t.spv --arg=buffer:1024:seq --arg=buffer:1024:rand=3,-9,9 --arg=buffer:1024 --expect='2=a0*a1+a0' | FileCheck %s
// CHECK: argument 2: all 1024 elements match 'a0*a1+a0'
kernel void fma_like(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] * b[i] + a[i];
}
