// Stencils: 2D Jacobi on doubles and a 1D blur on bytes (OpenCL min/max).
// Compiled by clang at -O0 and -O2; our modules must validate and the
// Khronos reader must read them.
// REQUIRES: clang
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O0 %s -o %t.O0.ll
// RUN: %llc -mtriple=spirv64 -filetype=obj %t.O0.ll -o %t.O0.spv
// RUN: %spirv-val %t.O0.spv
// RUN: %llvm-spirv -r %t.O0.spv -o %t.O0.bc
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O2 %s -o %t.O2.ll
// RUN: %llc -mtriple=spirv64 -filetype=obj %t.O2.ll -o %t.O2.spv
// RUN: %spirv-val %t.O2.spv
// RUN: %llvm-spirv -r %t.O2.spv -o %t.O2.bc
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
