// Conversions between double, float, long, short and char.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %reference convert %t
// The kernel uses double: it runs on the devices with fp64, not on the GPU
// profile (dg2 has none).
// RUN: env SPIRV_OFFLOAD_DEVICE=%fp64-devices %run-levels %s %t --arg=buffer:f64:256:file=%t.in0 --arg=buffer:f32:256 --expect=1=file:%t.out --tolerance=1e-6
// CHECK: argument 1: all 256 elements match
kernel void convert(global const double *d, global float *out) {
  size_t i = get_global_id(0);
  double v = d[i];
  uchar c = (uchar)(int)v;
  short s = (short)(v * 3);
  long l = (long)c * 1000003 + s;
  out[i] = (float)((double)l / 7.0) + (v > 0 ? (float)c : -(float)s);
}
