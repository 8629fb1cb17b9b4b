// cl_ext_float_atomics min and max on float and double become
// OpAtomicFMinEXT / OpAtomicFMaxEXT (SPV_EXT_shader_atomic_float_min_max,
// one capability per width), as LLVM's atomicrmw fmin / fmax do
// (CodeGen/SPIRV/atomics.ll).
// Its double atomics need Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %spirv-clang -target spirv64 -cl-std=CL3.0 -Xclang -cl-ext=+all -cl-no-stdinc -Xclang -finclude-default-header -O2 -c %s -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %llvm-spirv -r %t.spv -o %t.bc
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: %spirv-clang -target spirv64 -cl-std=CL3.0 -Xclang -cl-ext=+all -cl-no-stdinc -Xclang -finclude-default-header -O2 -S -emit-llvm %s -o %t.ll
//
// CHECK-NOT: LinkageAttributes
// CHECK-DAG: OpCapability AtomicFloat32MinMaxEXT
// CHECK-DAG: OpCapability AtomicFloat64MinMaxEXT
// CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_min_max"
// CHECK-DAG: [[F32:%[a-z_0-9]+]] = OpTypeFloat 32
// CHECK-DAG: [[F64:%[a-z_0-9]+]] = OpTypeFloat 64
// CHECK: OpAtomicFMinEXT [[F32]]
// CHECK: OpAtomicFMaxEXT [[F32]]
// CHECK: OpAtomicFMinEXT [[F64]]
// CHECK: OpAtomicFMaxEXT [[F64]]

kernel void k(global atomic_float *f, global atomic_double *d, global float *out) {
  float x = atomic_fetch_min_explicit(f, out[0], memory_order_relaxed);
  x += atomic_fetch_max(f, out[1]);
  x += (float)atomic_fetch_min_explicit(d, 3.0, memory_order_relaxed, memory_scope_work_group);
  x += (float)atomic_fetch_max(d, 4.0);
  out[2] = x;
}
