// Conversions between double, float, long, short and char.
// RUN: %reference convert %t
// RUN: %cl-compile spirv64 -O0 %s %t0.spv
// RUN: %spirv-run %t0.spv --arg=buffer:f64:256:file=%t.in0 --arg=buffer:f32:256 --expect=1=file:%t.out --tolerance=1e-6 | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %spirv-run %t2.spv --arg=buffer:f64:256:file=%t.in0 --arg=buffer:f32:256 --expect=1=file:%t.out --tolerance=1e-6 | FileCheck %s
// RUN: %cl-compile spirv64 -O1 %s %t1.spv
// RUN: %spirv-run %t1.spv --arg=buffer:f64:256:file=%t.in0 --arg=buffer:f32:256 --expect=1=file:%t.out --tolerance=1e-6 | FileCheck %s
// RUN: %cl-compile spirv64 -O3 %s %t3.spv
// RUN: %spirv-run %t3.spv --arg=buffer:f64:256:file=%t.in0 --arg=buffer:f32:256 --expect=1=file:%t.out --tolerance=1e-6 | FileCheck %s
// RUN: %cl-compile spirv64 -Os %s %ts.spv
// RUN: %spirv-run %ts.spv --arg=buffer:f64:256:file=%t.in0 --arg=buffer:f32:256 --expect=1=file:%t.out --tolerance=1e-6 | FileCheck %s
// CHECK: argument 1: all 256 elements match
kernel void convert(global const double *d, global float *out) {
  size_t i = get_global_id(0);
  double v = d[i];
  uchar c = (uchar)(int)v;
  short s = (short)(v * 3);
  long l = (long)c * 1000003 + s;
  out[i] = (float)((double)l / 7.0) + (v > 0 ? (float)c : -(float)s);
}
