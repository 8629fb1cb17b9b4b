// OpenCL C builtins as clang-22 emits them, at -O0 and -O2: math, common and
// integer functions become OpenCL.std instructions, barriers and fences
// OpControlBarrier / OpMemoryBarrier; nothing is left imported.
// REQUIRES: clang
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O0 %s -o %t.O0.ll
// RUN: %llc -mtriple=spirv64 %t.O0.ll -o - | FileCheck %s
// RUN: %llc -mtriple=spirv64 -filetype=obj %t.O0.ll -o %t.O0.spv
// RUN: %spirv-val %t.O0.spv
// RUN: %llvm-spirv -r %t.O0.spv -o %t.O0.bc
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O2 %s -o %t.O2.ll
// RUN: %llc -mtriple=spirv64 %t.O2.ll -o - | FileCheck %s
// RUN: %llc -mtriple=spirv64 -filetype=obj %t.O2.ll -o %t.O2.spv
// RUN: %spirv-val %t.O2.spv
// RUN: %llvm-spirv -r %t.O2.spv -o %t.O2.bc

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
// CHECK-DAG: OpControlBarrier
// CHECK-DAG: OpMemoryBarrier

kernel void math(global float *f, global float4 *v, global int *i,
                 global uint *u, global uchar *c) {
  size_t g = get_global_id(0);
  float x = f[g];
  f[g] = mad(clamp(fmax(sqrt(x), 0.5f), 0.0f, 4.0f), x, native_exp(x));
  float4 ip;
  v[g] = mix(fract(v[g], &ip), ip, 0.25f) + length(v[g]);
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
