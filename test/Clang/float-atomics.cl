// cl_ext_float_atomics add and sub on float and double (OpAtomicFAddEXT, of
// the negated value for sub; SPV_EXT_shader_atomic_float_add), and a
// compare-exchange of a float as the integer of its bits. With an explicit
// __private expected pointer, Clang's name counts the implicit address space
// as a substitution (S4_ below is memory_order): nothing is left imported.
// (opencl-c.h, not Clang's builtin table, declares the __private overloads.)
// Its double atomics need Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %spirv-clang -target spirv64 -cl-std=CL3.0 -Xclang -cl-ext=+all -cl-no-stdinc -Xclang -finclude-default-header -O2 -c %s -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %llvm-spirv -r %t.spv -o %t.bc
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: %spirv-clang -target spirv64 -cl-std=CL3.0 -Xclang -cl-ext=+all -cl-no-stdinc -Xclang -finclude-default-header -O0 -emit-llvm -S %s -o - | FileCheck %s --check-prefix=IR
// IR: @_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_(
//
// CHECK-NOT: LinkageAttributes
// CHECK-DAG: OpCapability AtomicFloat32AddEXT
// CHECK-DAG: OpCapability AtomicFloat64AddEXT
// CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
// CHECK-DAG: [[F32:%[a-z_0-9]+]] = OpTypeFloat 32
// CHECK-DAG: [[F64:%[a-z_0-9]+]] = OpTypeFloat 64
// CHECK-DAG: [[I32:%[a-z_0-9]+]] = OpTypeInt 32 0
// CHECK: OpAtomicFAddEXT [[F32]]
// CHECK: [[NEG:%[a-z_0-9]+]] = OpFNegate [[F32]]
// CHECK: OpAtomicFAddEXT [[F32]] %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} [[NEG]]
// CHECK: OpAtomicFAddEXT [[F64]]
// CHECK: [[DESIRED:%[a-z_0-9]+]] = OpBitcast [[I32]]
// CHECK: [[OLD:%[a-z_0-9]+]] = OpAtomicCompareExchange [[I32]] {{.*}} [[DESIRED]]
// CHECK: OpBitcast [[F32]] [[OLD]]
// CHECK: OpAtomicCompareExchange [[I32]]

kernel void k(global atomic_float *f, global atomic_double *d,
              global atomic_int *a, global float *out) {
  float x = atomic_fetch_add(f, 1.0f);
  x += atomic_fetch_sub_explicit(f, 2.0f, memory_order_relaxed);
  x += (float)atomic_fetch_add_explicit(d, 3.0, memory_order_relaxed,
                                        memory_scope_work_group);
  float e = 1.0f;
  x += atomic_compare_exchange_strong(f, &e, 4.0f);
  __private int ie = 0;
  x += atomic_compare_exchange_strong_explicit(a, &ie, 1, memory_order_seq_cst,
                                               memory_order_relaxed);
  *out = x + e;
}
