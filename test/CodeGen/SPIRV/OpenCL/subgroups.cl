// Sub-group functions at -O0 and -O2 (cl-compile runs spirv-val, checks
// that no builtin is left as an import, and runs the Khronos reader):
// cl_khr_subgroups (queries as BuiltIn inputs, sub_group_barrier, the
// collectives as OpGroup* at Subgroup scope, 3), the cl_khr_subgroup_*
// extensions as OpGroupNonUniform*, cl_intel_subgroups through
// SPV_INTEL_subgroups. Operands that must be constants are checked; a
// non-uniform broadcast by an index that is not a constant is a shuffle.
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O2 -DERRORS %s -o %t.err.ll
// RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-DAG: OpCapability Groups
// CHECK-DAG: OpCapability GroupNonUniformVote
// CHECK-DAG: OpCapability GroupNonUniformBallot
// CHECK-DAG: OpCapability GroupNonUniformShuffle
// CHECK-DAG: OpCapability GroupNonUniformShuffleRelative
// CHECK-DAG: OpCapability GroupNonUniformClustered
// CHECK-DAG: OpCapability SubgroupShuffleINTEL
// CHECK-DAG: OpCapability SubgroupBufferBlockIOINTEL
// CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
// CHECK-DAG: OpDecorate %{{.*}} BuiltIn SubgroupSize
// CHECK-DAG: OpDecorate %{{.*}} BuiltIn SubgroupMaxSize
// CHECK-DAG: OpDecorate %{{.*}} BuiltIn NumSubgroups
// CHECK-DAG: OpDecorate %{{.*}} BuiltIn NumEnqueuedSubgroups
// CHECK-DAG: OpDecorate %{{.*}} BuiltIn SubgroupId
// CHECK-DAG: OpDecorate %{{.*}} BuiltIn SubgroupLocalInvocationId
// CHECK-DAG: OpDecorate %{{.*}} BuiltIn SubgroupLtMask
// CHECK-DAG: [[SG:%[a-z_0-9]+]] = OpConstant %{{[a-z_0-9]+}} 3{{$}}
// CHECK-DAG: OpControlBarrier [[SG]] [[SG]] %{{[a-z_0-9]+}}
// CHECK-DAG: OpGroupIAdd %{{[a-z_0-9]+}} [[SG]] Reduce
// CHECK-DAG: OpGroupSMax %{{[a-z_0-9]+}} [[SG]] InclusiveScan
// CHECK-DAG: OpGroupUMin %{{[a-z_0-9]+}} [[SG]] ExclusiveScan
// CHECK-DAG: OpGroupFAdd %{{[a-z_0-9]+}} [[SG]] Reduce
// CHECK-DAG: OpGroupAll %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupAny %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupBroadcast %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformIMul %{{[a-z_0-9]+}} [[SG]] Reduce
// CHECK-DAG: OpGroupNonUniformFMax %{{[a-z_0-9]+}} [[SG]] InclusiveScan
// CHECK-DAG: OpGroupNonUniformBitwiseXor %{{[a-z_0-9]+}} [[SG]] ExclusiveScan
// CHECK-DAG: OpGroupNonUniformLogicalAnd %{{[a-z_0-9]+}} [[SG]] Reduce
// CHECK-DAG: OpGroupNonUniformIAdd %{{[a-z_0-9]+}} [[SG]] ClusteredReduce %{{[a-z_0-9]+}} %{{[a-z_0-9]+}}
// CHECK-DAG: OpGroupNonUniformElect %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformAll %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformAny %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformAllEqual %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformBroadcast %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformBroadcastFirst %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformBallot %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformInverseBallot %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformBallotBitExtract %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformBallotBitCount %{{[a-z_0-9]+}} [[SG]] Reduce
// CHECK-DAG: OpGroupNonUniformBallotBitCount %{{[a-z_0-9]+}} [[SG]] InclusiveScan
// CHECK-DAG: OpGroupNonUniformBallotBitCount %{{[a-z_0-9]+}} [[SG]] ExclusiveScan
// CHECK-DAG: OpGroupNonUniformBallotFindLSB %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformBallotFindMSB %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformShuffle %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformShuffle %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformShuffleXor %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformShuffleUp %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpGroupNonUniformShuffleDown %{{[a-z_0-9]+}} [[SG]]
// CHECK-DAG: OpSubgroupShuffleINTEL
// CHECK-DAG: OpSubgroupShuffleDownINTEL
// CHECK-DAG: OpSubgroupShuffleUpINTEL
// CHECK-DAG: OpSubgroupShuffleXorINTEL
// CHECK-DAG: OpSubgroupBlockReadINTEL
// CHECK-DAG: OpSubgroupBlockWriteINTEL
// ERR-DAG: error: sub_group_clustered_reduce_add with operand 2 not a constant is not supported (in function @e1)
// ERR-DAG: error: sub_group_clustered_reduce_max with a cluster size that is not a constant power of 2 is not supported (in function @e3)
// ERR-DAG: error: builtin sub_group_rotate (OpGroupNonUniformRotateKHR needs SPV_KHR_subgroup_rotate, which is not enabled: --spirv-ext) is not supported (in function @e4)

#include "../../../Inputs/intel-subgroups.h"

kernel void k(global int *o, global uint *u, global float *f, global long *l,
              global uint4 *b, global ushort *us, uint n) {
  size_t i = get_global_id(0);
  int x = o[i];
  o[i] = get_sub_group_size() + get_max_sub_group_size() + get_num_sub_groups() +
         get_enqueued_num_sub_groups() + get_sub_group_id() + get_sub_group_local_id();
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  o[i] += sub_group_reduce_add(x) + sub_group_scan_inclusive_max(x) + sub_group_all(x > 0) +
          sub_group_any(x == 3) + sub_group_broadcast(x, n);
  u[i] = sub_group_scan_exclusive_min(u[i]);
  f[i] = sub_group_reduce_add(f[i]) + sub_group_non_uniform_scan_inclusive_max(f[i]);
  l[i] = sub_group_non_uniform_reduce_mul(l[i]) + sub_group_non_uniform_scan_exclusive_xor(l[i]);
  o[i] += sub_group_non_uniform_reduce_logical_and(x) + sub_group_clustered_reduce_add(x, 4u) +
          sub_group_elect() + sub_group_non_uniform_all(x) + sub_group_non_uniform_any(x) +
          sub_group_non_uniform_all_equal(x) + sub_group_non_uniform_broadcast(x, 1u) +
          sub_group_broadcast_first(x) + sub_group_non_uniform_broadcast(x, n);
  uint4 ballot = sub_group_ballot(x > 2);
  b[i] = ballot & get_sub_group_lt_mask();
  u[i] += sub_group_ballot_bit_count(ballot) + sub_group_ballot_inclusive_scan(ballot) +
          sub_group_ballot_exclusive_scan(ballot) + sub_group_ballot_find_lsb(ballot) +
          sub_group_ballot_find_msb(ballot) + sub_group_ballot_bit_extract(ballot, n) +
          sub_group_inverse_ballot(ballot);
  f[i] += sub_group_shuffle(f[i], n) + sub_group_shuffle_xor(f[i], 1u) +
          sub_group_shuffle_up(f[i], 1u) + sub_group_shuffle_down(f[i], n);
  f[i] += intel_sub_group_shuffle(f[i], n) + intel_sub_group_shuffle_down(f[i], f[i], 1u) +
          intel_sub_group_shuffle_up(f[i], f[i], n);
  o[i] += intel_sub_group_shuffle_xor(x, 2u);
  uint4 r4 = intel_sub_group_block_read4(u);
  intel_sub_group_block_write(u + 64, intel_sub_group_block_read(u) + r4.y);
  ushort s = intel_sub_group_block_read_us(us);
  intel_sub_group_block_write_us2(us + 64, (ushort2)(s, s));
}

#ifdef ERRORS
kernel void e1(global int *o, uint n) { *o = sub_group_clustered_reduce_add(*o, n); }
kernel void e3(global int *o) { *o = sub_group_clustered_reduce_max(*o, 3u); }
kernel void e4(global int *o) { *o = sub_group_rotate(*o, 1); }
#endif
