// OpenCL C atomics as clang-22 emits them (calls, at -O0 and -O2), lowered
// like LLVM IR atomics (docs/Design.md, "Atomics"): OpenCL 1.x atomic_* and
// atom_* are relaxed (semantics 0) at Device scope (1); 2.0 functions default
// to seq_cst at Device scope, the _explicit forms take their order and scope
// (work_group: Workgroup 2, all_svm_devices: CrossDevice 0, sub_group:
// Subgroup 3); a generic pointer cast from global for the call is used in
// its own storage class (CrossWorkgroupMemory 0x200, seq_cst 0x10: 528).
// atomic_compare_exchange_* is OpAtomicCompareExchange, an OpIEqual and a
// store of the old value to *expected; atomic_work_item_fence OpMemoryBarrier;
// atomic_flag_test_and_set / clear an exchange / atomic store.
// Nothing is left imported.
// REQUIRES: clang
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s
// OpenCL C 1.2 spells the same 1.x functions the same way.
// RUN: %clang --target=spirv64 -cl-std=CL1.2 -emit-llvm -S -O2 %s -o %t.12.ll
// RUN: %llc -mtriple=spirv64 -filetype=obj %t.12.ll -o %t.12.spv
// RUN: %spirv-val %t.12.spv
// RUN: %llvm-spirv -r %t.12.spv -o %t.12.bc
// RUN: %llc -mtriple=spirv64 %t.12.ll -o - | FileCheck %s --check-prefix=CL12
// CL12-NOT: LinkageAttributes
// CL12: OpAtomicIAdd

// CHECK-NOT: LinkageAttributes
// CHECK-DAG: OpCapability Int64Atomics
// CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
// CHECK-DAG: [[CROSSDEVICE:%[0-9]+]] = OpConstant [[I32]] 0{{$}}
// CHECK-DAG: [[DEVICE:%[0-9]+]] = OpConstant [[I32]] 1{{$}}
// CHECK-DAG: [[WORKGROUP:%[0-9]+]] = OpConstant [[I32]] 2{{$}}
// CHECK-DAG: [[SUBGROUP:%[0-9]+]] = OpConstant [[I32]] 3{{$}}
// CHECK-DAG: [[SEQCST_GLOBAL:%[0-9]+]] = OpConstant [[I32]] 528{{$}}
// CHECK-DAG: [[ACQ_GLOBAL:%[0-9]+]] = OpConstant [[I32]] 514{{$}}
// CHECK-DAG: [[REL_LOCAL:%[0-9]+]] = OpConstant [[I32]] 260{{$}}
// CHECK-DAG: [[ACQREL_GLOBAL:%[0-9]+]] = OpConstant [[I32]] 520{{$}}

// CHECK: OpAtomicIAdd [[I32]] {{%[0-9]+}} [[DEVICE]] [[CROSSDEVICE]]
// CHECK: OpAtomicISub [[I32]] {{%[0-9]+}} [[DEVICE]] [[CROSSDEVICE]]
// CHECK: OpAtomicIAdd [[I32]] {{%[0-9]+}} [[DEVICE]] [[CROSSDEVICE]] [[DEVICE]]
// CHECK: OpAtomicISub [[I32]] {{%[0-9]+}} [[DEVICE]] [[CROSSDEVICE]] [[DEVICE]]
// CHECK: OpAtomicExchange [[I32]]
// CHECK: OpAtomicSMin [[I32]]
// CHECK: OpAtomicUMax [[I32]]
// CHECK: OpAtomicAnd [[I32]]
// CHECK: OpAtomicOr [[I32]]
// CHECK: OpAtomicXor [[I32]]
// CHECK: OpAtomicCompareExchange [[I32]] {{%[0-9]+}} [[DEVICE]] [[CROSSDEVICE]] [[CROSSDEVICE]]
// CHECK: OpAtomicIAdd [[I32]]
// CHECK: OpAtomicIAdd {{%[0-9]+}} {{%[0-9]+}} [[DEVICE]] [[CROSSDEVICE]]
#if __OPENCL_C_VERSION__ < 200
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#endif
kernel void legacy(volatile global int *p, volatile local int *l,
                   volatile global uint *u, volatile global long *q) {
  atomic_add(p, 1);
  atomic_sub(p, 2);
  atomic_inc(p);
  atomic_dec(p);
  atomic_xchg(p, 3);
  atomic_min(p, 4);
  atomic_max(u, 5u);
  atomic_and(p, 6);
  atomic_or(p, 7);
  atomic_xor(p, 8);
  atomic_cmpxchg(p, 1, 2);
  atomic_add(l, 1);
  atom_add(q, 1);
}

#if __OPENCL_C_VERSION__ >= 200
// CHECK: OpStore
// CHECK: OpAtomicIAdd [[I32]] {{%[0-9]+}} [[DEVICE]] [[SEQCST_GLOBAL]]
// CHECK: OpAtomicIAdd [[I32]] {{%[0-9]+}} [[WORKGROUP]] [[CROSSDEVICE]]
// CHECK: OpAtomicLoad [[I32]] {{%[0-9]+}} [[DEVICE]] [[SEQCST_GLOBAL]]
// CHECK: OpAtomicStore {{%[0-9]+}} [[DEVICE]] [[SEQCST_GLOBAL]]
// CHECK: OpAtomicLoad [[I32]] {{%[0-9]+}} [[DEVICE]] [[ACQ_GLOBAL]]
// CHECK: OpAtomicStore {{%[0-9]+}} [[WORKGROUP]] [[REL_LOCAL]]
// CHECK: OpAtomicExchange [[I32]] {{%[0-9]+}} [[DEVICE]] [[SEQCST_GLOBAL]]
// CHECK: [[OLD:%[0-9]+]] = OpAtomicCompareExchange [[I32]] {{%[0-9]+}} [[DEVICE]] [[SEQCST_GLOBAL]] [[SEQCST_GLOBAL]] {{%[0-9]+}} [[EXP:%[0-9]+]]
// CHECK: OpIEqual {{%[0-9]+}} [[OLD]] [[EXP]]
// CHECK: OpStore {{%[0-9]+}} [[OLD]]
// CHECK: OpAtomicCompareExchange [[I32]] {{%[0-9]+}} [[DEVICE]] [[ACQREL_GLOBAL]] [[ACQ_GLOBAL]]
// CHECK: OpMemoryBarrier [[DEVICE]] [[SEQCST_GLOBAL]]
// CHECK: OpAtomicSMin [[I32]]
// CHECK: OpAtomicSMax [[I32]]
// CHECK: OpAtomicISub [[I32]] {{%[0-9]+}} [[CROSSDEVICE]] [[CROSSDEVICE]]
// CHECK: OpAtomicOr [[I32]] {{%[0-9]+}} [[SUBGROUP]] [[CROSSDEVICE]]
kernel void c11(global atomic_int *a, local atomic_int *b, global int *out) {
  atomic_init(a, 1);
  int x = atomic_fetch_add(a, 1);
  x += atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_work_group);
  x += atomic_load(a);
  atomic_store(a, x);
  x += atomic_load_explicit(a, memory_order_acquire);
  atomic_store_explicit(b, 1, memory_order_release, memory_scope_work_group);
  x += atomic_exchange(a, 4);
  int e = 0;
  x += atomic_compare_exchange_strong(a, &e, 5);
  x += atomic_compare_exchange_weak_explicit(a, &e, 5, memory_order_acq_rel,
                                             memory_order_acquire,
                                             memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst,
                         memory_scope_device);
  x += atomic_fetch_min(a, 1) + atomic_fetch_max_explicit(a, 1, memory_order_relaxed);
  x += atomic_fetch_sub_explicit(a, 1, memory_order_relaxed, memory_scope_all_svm_devices);
  x += atomic_fetch_or_explicit(a, 1, memory_order_relaxed, memory_scope_sub_group);
  *out = x;
}

// atomic_flag is an int: test_and_set exchanges 1 and compares the old value
// with 0, clear stores 0.
// CHECK: [[SET:%[0-9]+]] = OpAtomicExchange [[I32]] {{%[0-9]+}} [[DEVICE]] [[SEQCST_GLOBAL]] [[DEVICE]]
// CHECK: OpINotEqual {{%[0-9]+}} [[SET]] [[CROSSDEVICE]]
// CHECK: OpAtomicStore {{%[0-9]+}} [[WORKGROUP]] [[REL_LOCAL]] [[CROSSDEVICE]]
kernel void flags(global atomic_flag *f, local atomic_flag *lf, global int *o) {
  o[0] = atomic_flag_test_and_set(f);
  atomic_flag_clear_explicit(lf, memory_order_release, memory_scope_work_group);
}
#endif
