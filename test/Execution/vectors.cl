// Vector data and relational builtins: vload4 / vstore4 (OpenCL.std vloadn /
// vstoren), isnan, isless, isgreater, signbit (core tests and comparisons,
// OpenCL's 1 / 0 and -1 / 0 results), select on their results, any / all,
// dot (OpDot); results compared with a host reference.
// RUN: %reference vectors %t
// RUN: %run-levels %s %t --arg=buffer:f32:256:file=%t.in0 --arg=buffer:f32:256 \
// RUN:   --arg=buffer:f32:64 --arg=buffer:i32:64 --global=64 --tolerance=1e-5 \
// RUN:   --expect=1=file:%t.out --expect=2=file:%t.out1 --expect=3=file:%t.out2
// CHECK-DAG: argument 1: all 256 elements match
// CHECK-DAG: argument 2: all 64 elements match
// CHECK-DAG: argument 3: all 64 elements match
kernel void vectors(global const float *x, global float *y, global float *d,
                    global int *m) {
  size_t i = get_global_id(0);
  float4 v = vload4(i, x);
  int4 nan = isnan(v);
  float4 clean = select(v, (float4)(0.0f), nan);
  vstore4(clean * 2.0f, i, y);
  d[i] = dot(clean, clean);
  // isnan(float) is 1 / 0, isless(float4) -1 / 0 per element.
  m[i] = any(nan) + 2 * all(isless(clean, (float4)(5.0f))) + 4 * isnan(v.x) +
         8 * signbit(clean.y) + 16 * isgreater(clean.z, clean.w) +
         isless(clean, (float4)(0.0f)).x;
}
