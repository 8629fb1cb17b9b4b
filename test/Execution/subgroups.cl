// Sub-group functions against the host, at every optimization level
// (%run-levels, with the driver's devices narrowed to Intel's), on the Intel device
// (its sub-groups have the size the kernel requires, 8; the 32 work-items
// of a group form sub-groups 0..3 in local-id order): queries, uniform
// reduce / scans / broadcast (and a non-uniform one by a run-time index),
// shuffles, ballot, non-uniform and clustered
// reductions, votes and an Intel shuffle. PoCL 3.1 has no sub-groups: the
// driver refuses the module with a build log that says so.
// PVC has no sub-groups of 8, which a kernel asks for:
// GPU-COMPILER-FAILS: pvc: Kernel compiled with required subgroup size 8, which is unsupported on this platform
// RUN: %reference subgroups %t
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=intel %run-levels %s %t --arg=buffer:i32:128:file=%t.in0 \
// RUN:   --arg=buffer:i32:2048 --global=128 --local=32 --expect=1=file:%t.out %}
// RUN: %if pocl-device %{ env SPIRV_OFFLOAD_DEVICE=pocl not %spirv-run %t2.spv --arg=buffer:i32:128:file=%t.in0 \
// RUN:   --arg=buffer:i32:2048 --global=128 --local=32 2>&1 | FileCheck %s --check-prefix=POCL %}
// CHECK: argument 1: all 2048 elements match
// POCL: the module uses sub-groups ({{.*}}), which SPIR-V CPU device (PoCL {{[^)]*}}) does not have

#include "../Inputs/intel-subgroups.h"

__attribute__((intel_reqd_sub_group_size(8)))
kernel void subgroups(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  int x = in[i];
  uint lane = get_sub_group_local_id();
  global int *o = out + i * 16;
  o[0] = get_sub_group_size();
  o[1] = lane;
  o[2] = get_sub_group_id();
  o[3] = get_num_sub_groups();
  o[4] = sub_group_reduce_add(x);
  o[5] = sub_group_scan_inclusive_add(x);
  o[6] = sub_group_scan_exclusive_max(x);
  // A non-uniform broadcast whose index is not a constant (a shuffle
  // before SPIR-V 1.5): 4 sub-groups, so lane 3 again.
  int b = sub_group_broadcast(x, 3u);
  o[7] = b == sub_group_non_uniform_broadcast(x, get_num_sub_groups() - 1) ? b : -1;
  o[8] = sub_group_shuffle(x, (lane + 1) % 8);
  o[9] = sub_group_shuffle_xor(x, 1u);
  int down = sub_group_shuffle_down(x, 1u);
  o[10] = lane + 1 < 8 ? down : 0;
  o[11] = sub_group_ballot_bit_count(sub_group_ballot(x & 1));
  o[12] = sub_group_non_uniform_reduce_min(x);
  o[13] = sub_group_clustered_reduce_add(x, 4u);
  o[14] = sub_group_all(x > 0) + 2 * sub_group_any(x == 5);
  o[15] = intel_sub_group_shuffle_xor(x, 2u);
}
