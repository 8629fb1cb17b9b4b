// Pointers whose only use is being passed to a builtin take their pointee
// from the builtin's demangled parameter (vload4's const global float *,
// atomic_add's volatile global int *, fract's and sincos's float *, modf's
// float4 *, vload_half's const global half *), so no cast is inserted
// between the argument and the OpExtInst / atomic that reads it.
// REQUIRES: clang
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o %t.O0.s
// RUN: FileCheck %s < %t.O0.s
// RUN: not grep OpBitcast %t.O0.s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o %t.O2.s
// RUN: FileCheck %s < %t.O2.s
// RUN: not grep OpBitcast %t.O2.s

// CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
// CHECK-DAG: [[H:%[0-9]+]] = OpTypeFloat 16
// CHECK-DAG: [[I:%[0-9]+]] = OpTypeInt 32 0
// CHECK-DAG: [[F4:%[0-9]+]] = OpTypeVector [[F]] 4
// CHECK-DAG: [[GF:%[0-9]+]] = OpTypePointer CrossWorkgroup [[F]]
// CHECK-DAG: [[GH:%[0-9]+]] = OpTypePointer CrossWorkgroup [[H]]
// CHECK-DAG: [[GI:%[0-9]+]] = OpTypePointer CrossWorkgroup [[I]]
// CHECK-DAG: [[GF4:%[0-9]+]] = OpTypePointer CrossWorkgroup [[F4]]
// CHECK-DAG: OpExtInst [[F4]] {{%[0-9]+}} vloadn
// CHECK-DAG: OpExtInst {{%[0-9]+}} {{%[0-9]+}} vstoren
// CHECK-DAG: OpExtInst [[F]] {{%[0-9]+}} vload_half
// CHECK-DAG: OpExtInst [[F]] {{%[0-9]+}} fract
// CHECK-DAG: OpExtInst [[F]] {{%[0-9]+}} sincos
// CHECK-DAG: OpExtInst [[F4]] {{%[0-9]+}} modf
// CHECK-DAG: OpAtomicIAdd [[I]]

// Each pointer is only passed to a builtin.
kernel void data(const global float *src, global float *dst,
                 const global half *h, global float *hout) {
  size_t g = get_global_id(0);
  vstore4(vload4(g, src) * 2.0f, g, dst);
  hout[g] = vload_half(g, h);
}

kernel void counter(volatile global int *n, global int *old) {
  old[get_global_id(0)] = atomic_add(n, 1);
}

kernel void parts(global float *x, global float *ip, global float *c,
                  global float4 *v, global float4 *iv) {
  size_t g = get_global_id(0);
  x[g] = fract(x[g], ip + g) + sincos(x[g], c + g);
  v[g] = modf(v[g], iv + g);
}
