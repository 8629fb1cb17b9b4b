// Control flow and types together: a switch (a lookup table at -O2),
// generic pointers to private, local and global memory, half, double and
// long, work-item functions with a variable dimension; spirv32 and spirv64.
// REQUIRES: clang
// Its doubles need Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %cl-compile spirv64 -O0 %s %t.64.O0.spv
// RUN: %cl-compile spirv64 -O2 %s %t.64.O2.spv
// RUN: %llc -mtriple=spirv64 %t.64.O2.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv32 -O0 %s %t.32.O0.spv
// RUN: %cl-compile spirv32 -O2 %s %t.32.O2.spv

// The switch table: its undefined entries are zeros.
// CHECK: OpConstantComposite {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} [[ZERO:%[0-9]+]] {{%[0-9]+}} [[ZERO]] [[ZERO]]
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
int classify(int x) {
  switch (x & 7) {
  case 0: return 10;
  case 1: return 20;
  case 3: return 5;
  case 6: return -4;
  default: return x;
  }
}
void addto(int *p, int v) { *p += v; }   // generic pointer
__kernel void kswitch(__global int *a, __local int *tmp, __global half *h, __global double *d, __global long *l) {
  size_t i = get_global_id(0);
  int priv[4];
  for (int k = 0; k < 4; ++k) priv[k] = classify(a[i] + k);
  tmp[get_local_id(0)] = priv[i & 3];
  addto(&priv[1], 3);
  addto(&tmp[0], priv[1]);
  addto((int *)&a[i], tmp[0]);
  h[i] = (half)((float)h[i] * 2.0f);
  d[i] = d[i] / 3.0 + (double)l[i];
  l[i] = (long)d[i] >> 3;
  uchar c = (uchar)a[i];
  short s = (short)c;
  a[i] += s * (int)get_work_dim() + (int)get_num_groups(0) + (int)get_global_offset(0) + (int)get_global_size(i & 3);
}
