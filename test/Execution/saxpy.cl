// y = a*x + y with a scalar argument, launched with an explicit group size.
// RUN: %cl-compile spirv64 -O0 %s %t0.spv
// RUN: %spirv-run %t0.spv --arg=buffer:1000:rand=1,-4,4 --arg=buffer:1000:seq=3,0.5 --arg=2.5 --arg=1000 \
// RUN:   --global=1024 --local=64 --expect='1=2.5*a0+a1' | FileCheck %s
// RUN: %cl-compile spirv64 -O1 %s %t1.spv
// RUN: %spirv-run %t1.spv --arg=buffer:1000:rand=1,-4,4 --arg=buffer:1000:seq=3,0.5 --arg=2.5 --arg=1000 \
// RUN:   --global=1024 --local=64 --expect='1=2.5*a0+a1' | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %spirv-run %t2.spv --arg=buffer:1000:rand=1,-4,4 --arg=buffer:1000:seq=3,0.5 --arg=2.5 --arg=1000 \
// RUN:   --global=1024 --local=64 --expect='1=2.5*a0+a1' | FileCheck %s
// RUN: %cl-compile spirv64 -O3 %s %t3.spv
// RUN: %spirv-run %t3.spv --arg=buffer:1000:rand=1,-4,4 --arg=buffer:1000:seq=3,0.5 --arg=2.5 --arg=1000 \
// RUN:   --global=1024 --local=64 --expect='1=2.5*a0+a1' | FileCheck %s
// RUN: %cl-compile spirv64 -Os %s %ts.spv
// RUN: %spirv-run %ts.spv --arg=buffer:1000:rand=1,-4,4 --arg=buffer:1000:seq=3,0.5 --arg=2.5 --arg=1000 \
// RUN:   --global=1024 --local=64 --expect='1=2.5*a0+a1' | FileCheck %s
// CHECK: argument 1: all 1000 elements match '2.5*a0+a1'
kernel void saxpy(global const float *x, global float *y, float a, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = a * x[i] + y[i];
}
