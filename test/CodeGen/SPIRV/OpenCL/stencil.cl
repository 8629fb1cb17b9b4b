// Stencils: 2D Jacobi on doubles and a 1D blur on bytes (OpenCL min/max).
// Compiled by clang at -O0 and -O2; our modules must validate and the
// Khronos reader must read them.
// REQUIRES: clang
// Its doubles need Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
__kernel void jacobi2d(__global const double *in, __global double *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) return;
  out[y * w + x] = 0.25 * (in[y * w + x - 1] + in[y * w + x + 1] +
                           in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}
__kernel void blur3(__global const uchar *in, __global uchar *out, int n) {
  int i = get_global_id(0);
  int l = max(i - 1, 0), r = min(i + 1, n - 1);
  out[i] = (uchar)(((int)in[l] + (int)in[i] + (int)in[r]) / 3);
}
