// OpenCL.std functions through the builtins: sqrt, fmax, clamp, mad, min
// (integer, signed), abs_diff and a vector fmax with a scalar (splatted);
// results compared with a host reference (tolerance for the float ones).
// RUN: %reference math %t
// RUN: %cl-compile spirv64 -O0 %s %t0.spv
// RUN: %spirv-run %t0.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:i32:256:file=%t.in1 \
// RUN:   --arg=buffer:f32:256 --arg=buffer:i32:256 --tolerance=1e-5 \
// RUN:   --expect=2=file:%t.out --expect=3=file:%t.out1 | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %spirv-run %t2.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:i32:256:file=%t.in1 \
// RUN:   --arg=buffer:f32:256 --arg=buffer:i32:256 --tolerance=1e-5 \
// RUN:   --expect=2=file:%t.out --expect=3=file:%t.out1 | FileCheck %s
// RUN: %cl-compile spirv64 -O1 %s %t1.spv
// RUN: %spirv-run %t1.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:i32:256:file=%t.in1 \
// RUN:   --arg=buffer:f32:256 --arg=buffer:i32:256 --tolerance=1e-5 \
// RUN:   --expect=2=file:%t.out --expect=3=file:%t.out1 | FileCheck %s
// RUN: %cl-compile spirv64 -O3 %s %t3.spv
// RUN: %spirv-run %t3.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:i32:256:file=%t.in1 \
// RUN:   --arg=buffer:f32:256 --arg=buffer:i32:256 --tolerance=1e-5 \
// RUN:   --expect=2=file:%t.out --expect=3=file:%t.out1 | FileCheck %s
// RUN: %cl-compile spirv64 -Os %s %ts.spv
// RUN: %spirv-run %ts.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:i32:256:file=%t.in1 \
// RUN:   --arg=buffer:f32:256 --arg=buffer:i32:256 --tolerance=1e-5 \
// RUN:   --expect=2=file:%t.out --expect=3=file:%t.out1 | FileCheck %s
// CHECK-DAG: argument 2: all 256 elements match
// CHECK-DAG: argument 3: all 256 elements match
kernel void math(global const float *x, global const int *n, global float *y,
                 global int *m) {
  size_t i = get_global_id(0);
  float v = x[i];
  float r = mad(sqrt(fabs(v)), clamp(v, -2.0f, 3.0f), fmax(v, 0.5f));
  float4 w = fmax((float4)(v, -v, 1.0f, 0.0f), 0.25f);
  y[i] = r + w.x + w.y + w.z + w.w;
  int k = n[i];
  m[i] = min(k, 1000) + (int)abs_diff(k, -7) + max(clamp(k, -50, 50), -10);
}
