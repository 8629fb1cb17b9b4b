// OpenCL C builtins as clang-22 emits them, at -O0 and -O2: math, common and
// integer functions and the vector data loads and stores become OpenCL.std
// instructions, relational functions and dot core instructions, barriers and
// fences OpControlBarrier / OpMemoryBarrier; nothing is left imported.
// REQUIRES: clang
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s

// CHECK-NOT: LinkageAttributes
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} sqrt
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} fmax
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} fclamp
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} mad
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} native_exp
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} s_max
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} u_min
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} s_clamp
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} u_abs_diff
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} popcount
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} mix
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} fract
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} bitselect
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} length
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} shuffle {{%[0-9]+}} {{%[0-9]+}}{{$}}
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} shuffle2 {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}{{$}}
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} vloadn {{%[0-9]+}} {{%[0-9]+}} 4
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} vstoren
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} vload_half
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} vstore_half_r {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} RTZ
// CHECK-DAG: OpIsNan
// CHECK-DAG: OpFOrdLessThan
// CHECK-DAG: OpSignBitSet
// CHECK-DAG: OpAny
// CHECK-DAG: OpAll
// CHECK-DAG: OpDot
// CHECK-DAG: OpControlBarrier
// CHECK-DAG: OpMemoryBarrier

kernel void math(global float *f, global float4 *v, global int *i,
                 global uint *u, global uchar *c) {
  size_t g = get_global_id(0);
  float x = f[g];
  f[g] = mad(clamp(fmax(sqrt(x), 0.5f), 0.0f, 4.0f), x, native_exp(x));
  float4 ip;
  v[g] = mix(fract(v[g], &ip), ip, 0.25f) + length(v[g]);
  v[g + 1] = shuffle(v[g], (uint4)(3, 2, 1, g)) +
             shuffle2(v[g], ip, (uint4)(7, 0, g, 4));
  i[g] = clamp(max(i[g], -5), -100, 100);
  u[g] = min(u[g], 7u) + popcount(u[g]) + bitselect(u[g], 3u, 5u);
  c[g] = abs_diff(c[g], (uchar)128);
}

kernel void sync(local float *scratch, global float *out) {
  size_t l = get_local_id(0);
  scratch[l] = out[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  mem_fence(CLK_LOCAL_MEM_FENCE);
  out[l] = scratch[get_local_size(0) - 1 - l];
}

kernel void data(global float *f, global half *h, global int *out) {
  size_t g = get_global_id(0);
  float4 v = vload4(g, f);
  int4 nan = isnan(v);
  int4 less = isless(v, (float4)(0.5f));
  vstore4(select(v, (float4)(0.0f), nan), g + 1, f);
  float x = vload_half(g, h);
  vstore_half_rtz(x + 1.0f, g, h);
  out[g] = any(nan) + all(less) + signbit(x) + (int)dot(v, v);
}
