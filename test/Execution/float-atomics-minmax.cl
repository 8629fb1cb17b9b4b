// cl_ext_float_atomics min and max (OpAtomicFMinEXT / OpAtomicFMaxEXT):
// 1024 work-items fold x[i] = (i * 37) % 1001 - 500.25 into a float minimum
// and maximum and a double maximum, at every optimization level on Intel's
// device. PoCL 3.1's library has no floating-point atomic min / max: the
// CPU driver refuses the module, saying so. As in float-atomics.cl, the test
// declares the overloads Clang 22 only declares with -cl-ext.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=intel %run-levels %s %t --arg=buffer:f32:1:const=1e9 \
// RUN:   --arg=buffer:f32:1:const=-1e9 --arg=buffer:f64:1:const=-1e9 --global=1024 --local=64 \
// RUN:   --expect=0=-500.25 --expect=1=499.75 --expect=2=499.75 %}
// RUN: %if pocl-device %{ env SPIRV_OFFLOAD_DEVICE=pocl not %spirv-run %t2.spv --arg=buffer:f32:1 \
// RUN:   --arg=buffer:f32:1 --arg=buffer:f64:1 --global=1024 --local=64 2>&1 | FileCheck %s --check-prefix=POCL %}
// CHECK: argument 0: all 1 elements match
// CHECK: argument 1: all 1 elements match
// CHECK: argument 2: all 1 elements match
// POCL: the module uses floating-point atomic min / max (capability AtomicFloat{{(16|32|64)}}MinMaxEXT), which SPIR-V CPU device (PoCL {{[^)]*}}) does not have
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float __attribute__((overloadable)) atomic_fetch_min(volatile __global atomic_float *, float);
float __attribute__((overloadable)) atomic_fetch_max_explicit(volatile __global atomic_float *,
                                                              float, memory_order);
double __attribute__((overloadable)) atomic_fetch_max(volatile __global atomic_double *, double);

kernel void fminmax(global atomic_float *lo, global atomic_float *hi, global atomic_double *dhi) {
  float x = (float)((get_global_id(0) * 37) % 1001) - 500.25f;
  atomic_fetch_min(lo, x);
  atomic_fetch_max_explicit(hi, x, memory_order_relaxed);
  atomic_fetch_max(dhi, (double)x);
}
