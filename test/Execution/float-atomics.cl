// cl_ext_float_atomics on the device: 1024 work-items add and subtract
// x[i] = i % 16 (integers, so every order of the additions gives the same
// float) with atomic_fetch_add / atomic_fetch_sub_explicit, and compute the
// maximum with a compare-exchange loop on the float's bits; a second counter
// in double. Clang 22 declares these only with the extension's features
// (-cl-ext), which %run-levels does not pass, so the test declares the
// overloads it calls, as opencl-c.h does.
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// The kernel uses double: it runs on the devices with fp64, not on the GPU
// profile (dg2 has none).
// RUN: env SPIRV_OFFLOAD_DEVICE=%fp64-devices %run-levels %s %t --arg=buffer:f32:1 --arg=buffer:f32:1 --arg=buffer:f32:1:const=-1 \
// RUN:   --arg=buffer:f64:1 --global=1024 --local=64 \
// RUN:   --expect=0=7680 --expect=1=-7680 --expect=2=15 --expect=3=7680
// CHECK: argument 0: all 1 elements match
// CHECK: argument 1: all 1 elements match
// CHECK: argument 2: all 1 elements match
// CHECK: argument 3: all 1 elements match
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float __attribute__((overloadable)) atomic_fetch_add(volatile __global atomic_float *, float);
float __attribute__((overloadable)) atomic_fetch_sub_explicit(volatile __global atomic_float *,
                                                              float, memory_order);
double __attribute__((overloadable)) atomic_fetch_add(volatile __global atomic_double *, double);
bool __attribute__((overloadable)) atomic_compare_exchange_weak(volatile __global atomic_float *,
                                                                __private float *, float);

kernel void fatomics(global atomic_float *sum, global atomic_float *diff,
                     global atomic_float *max, global atomic_double *dsum) {
  float x = (float)(get_global_id(0) % 16);
  atomic_fetch_add(sum, x);
  atomic_fetch_sub_explicit(diff, x, memory_order_relaxed);
  atomic_fetch_add(dsum, (double)x);
  float old = atomic_load(max);
  while (x > old && !atomic_compare_exchange_weak(max, &old, x))
    ;
}
