// A work-group reduction in local memory, without atomics.
// Compiled by clang at -O0 and -O2; our modules must validate and the
// Khronos reader must read them.
// REQUIRES: clang
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
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
