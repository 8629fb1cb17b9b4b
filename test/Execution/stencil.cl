// A 3-point stencil with boundary handling, against the host's stencil.
// RUN: %reference stencil %t
// RUN: %run-levels %s %t --arg=buffer:f32:1000:file=%t.in0 --arg=buffer:f32:1000 --arg=1000 \
// RUN:   --expect=1=file:%t.out --tolerance=1e-6
// CHECK: argument 1: all 1000 elements match
kernel void stencil(global const float *in, global float *out, int n) {
  int i = get_global_id(0);
  if (i > 0 && i < n - 1)
    out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
  else if (i < n)
    out[i] = in[i];
}
