// c = a + b, checked element by element against a0 + a1 on the host.
// RUN: %cl-compile spirv64 -O0 %s %t0.spv
// RUN: %spirv-run %t0.spv --arg=buffer:4096:seq --arg=buffer:4096:rand=5,-9,9 --arg=buffer:4096 --expect='2=a0+a1' | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %spirv-run %t2.spv --arg=buffer:4096:seq --arg=buffer:4096:rand=6,-9,9 --arg=buffer:4096 --expect='2=a0+a1' | FileCheck %s
// RUN: %cl-compile spirv64 -O1 %s %t1.spv
// RUN: %spirv-run %t1.spv --arg=buffer:4096:seq --arg=buffer:4096:rand=6,-9,9 --arg=buffer:4096 --expect='2=a0+a1' | FileCheck %s
// RUN: %cl-compile spirv64 -O3 %s %t3.spv
// RUN: %spirv-run %t3.spv --arg=buffer:4096:seq --arg=buffer:4096:rand=6,-9,9 --arg=buffer:4096 --expect='2=a0+a1' | FileCheck %s
// RUN: %cl-compile spirv64 -Os %s %ts.spv
// RUN: %spirv-run %ts.spv --arg=buffer:4096:seq --arg=buffer:4096:rand=6,-9,9 --arg=buffer:4096 --expect='2=a0+a1' | FileCheck %s
// CHECK: argument 2: all 4096 elements match 'a0+a1'
kernel void vadd(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
