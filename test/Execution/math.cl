// OpenCL.std functions through the builtins: sqrt, fmax, clamp, mad, min
// (integer, signed), abs_diff and a vector fmax with a scalar (splatted);
// results compared with a host reference (tolerance for the float ones).
// RUN: %reference math %t
// RUN: %run-levels %s %t --arg=buffer:f32:256:file=%t.in0 --arg=buffer:i32:256:file=%t.in1 \
// RUN:   --arg=buffer:f32:256 --arg=buffer:i32:256 --tolerance=1e-5 \
// RUN:   --expect=2=file:%t.out --expect=3=file:%t.out1
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
