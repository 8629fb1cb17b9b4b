// A work-group tree reduction in local memory: every step is separated by
// barrier(CLK_LOCAL_MEM_FENCE), so a missing or wrong OpControlBarrier shows
// up as wrong sums. 1024 work-items in groups of 64 (256 bytes of local
// memory); each group writes the sum of its 64 inputs.
// RUN: %reference reduce %t
// RUN: %run-levels %s %t --arg=buffer:u32:1024:file=%t.in0 --arg=buffer:u32:16 --arg=local:256 \
// RUN:   --global=1024 --local=64 --expect=1=file:%t.out
// CHECK: argument 1: all 16 elements match
kernel void reduce(global const uint *in, global uint *sums, local uint *scratch) {
  uint lid = get_local_id(0);
  scratch[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    sums[get_group_id(0)] = scratch[0];
}
