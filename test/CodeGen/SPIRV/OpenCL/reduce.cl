// A work-group reduction in local memory, without atomics.
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
__kernel void reduce_sum(__global const float *in, __global float *partial,
                         __local float *scratch, uint n) {
  uint gid = get_global_id(0), lid = get_local_id(0), ls = get_local_size(0);
  float sum = 0.0f;
  for (uint i = gid; i < n; i += get_global_size(0))
    sum += in[i];
  scratch[lid] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = ls / 2; s > 0; s >>= 1) {
    if (lid < s) scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[get_group_id(0)] = scratch[0];
}
