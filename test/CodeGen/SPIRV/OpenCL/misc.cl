// What -O2 turns into intrinsics (min/max/abs/fabs), struct copies and
// zero-initialized arrays (memcpy/memset), and a struct passed by value.
// Compiled by clang at -O0 and -O2; our modules must validate and the
// Khronos reader must read them.
// REQUIRES: clang
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
typedef struct { float x, y, z; int id; } Particle;
typedef struct { int lo, hi; float scale; } Params;

__kernel void clampk(__global int *a, __global float *f, int lo, int hi) {
  int i = get_global_id(0);
  int v = a[i];
  v = v < lo ? lo : v;
  v = v > hi ? hi : v;
  uint u = (uint)a[i];
  u = u > 7u ? u : 7u;
  a[i] = v + (int)u + (v < 0 ? -v : v);
  float x = f[i];
  f[i] = x < 0.0f ? -x : x;
}

__kernel void structs(__global Particle *p, Params prm, __global float *out) {
  int i = get_global_id(0);
  Particle q = p[i];
  float arr[8] = {0};
  for (int k = 0; k < 8; ++k) arr[k] = q.x * k;
  Particle r = {0};
  r.x = arr[i & 7] * prm.scale;
  r.id = clamp(q.id, prm.lo, prm.hi);
  p[i] = r;
  out[i] = q.y + q.z;
}

// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s
// CHECK: OpExtInstImport "OpenCL.std"
// CHECK: OpDecorate {{%[0-9]+}} FuncParamAttr ByVal
// CHECK: OpExtInst {{%[0-9]+}} {{%[0-9]+}} s_max
