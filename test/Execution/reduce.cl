// A work-group tree reduction in local memory: every step is separated by
// barrier(CLK_LOCAL_MEM_FENCE), so a missing or wrong OpControlBarrier shows
// up as wrong sums. 1024 work-items in groups of 64 (256 bytes of local
// memory); each group writes the sum of its 64 inputs.
// RUN: %reference reduce %t
// RUN: %cl-compile spirv64 -O0 %s %t0.spv
// RUN: %spirv-run %t0.spv --arg=buffer:u32:1024:file=%t.in0 --arg=buffer:u32:16 --arg=local:256 \
// RUN:   --global=1024 --local=64 --expect=1=file:%t.out | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %spirv-run %t2.spv --arg=buffer:u32:1024:file=%t.in0 --arg=buffer:u32:16 --arg=local:256 \
// RUN:   --global=1024 --local=64 --expect=1=file:%t.out | FileCheck %s
// RUN: %cl-compile spirv64 -O1 %s %t1.spv
// RUN: %spirv-run %t1.spv --arg=buffer:u32:1024:file=%t.in0 --arg=buffer:u32:16 --arg=local:256 \
// RUN:   --global=1024 --local=64 --expect=1=file:%t.out | FileCheck %s
// RUN: %cl-compile spirv64 -O3 %s %t3.spv
// RUN: %spirv-run %t3.spv --arg=buffer:u32:1024:file=%t.in0 --arg=buffer:u32:16 --arg=local:256 \
// RUN:   --global=1024 --local=64 --expect=1=file:%t.out | FileCheck %s
// RUN: %cl-compile spirv64 -Os %s %ts.spv
// RUN: %spirv-run %ts.spv --arg=buffer:u32:1024:file=%t.in0 --arg=buffer:u32:16 --arg=local:256 \
// RUN:   --global=1024 --local=64 --expect=1=file:%t.out | FileCheck %s
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
