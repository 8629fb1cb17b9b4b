// OpenCL.std mad, fma and an unfused a * b + c where fused and unfused
// rounding differ: with a = b = 1 + 2^-12 and c = -(1 + 2^-11), a * b rounds
// to 1 + 2^-11 (its last bit, 2^-24, is a tie to even), so a * b + c is 0
// unfused and 2^-24 fused. On every device mad is one of the two, as a
// full-profile mad is (docs/Design.md, "Multiply-add"); on PoCL, where the
// host has fused multiply-add, the CPU driver makes mad an fma
// (spirv_info::madAsFma), as PoCL's OpenCL C compiler fuses a * b + c.
// RUN: %cl-compile spirv64 -O2 %s %t.spv
// RUN: %spirv-run %t.spv --arg=buffer:64:const=1.000244140625 --arg=buffer:64:const=1.000244140625 \
// RUN:   --arg=buffer:64:const=-1.00048828125 --arg=buffer:i32:64 --arg=buffer:i32:64 --arg=buffer:i32:64 \
// RUN:   --expect='3=1' --expect='5=1' | FileCheck %s
// RUN: %if pocl-device && host-fma %{ env SPIRV_OFFLOAD_DEVICE=pocl %spirv-run %t.spv \
// RUN:   --arg=buffer:64:const=1.000244140625 --arg=buffer:64:const=1.000244140625 \
// RUN:   --arg=buffer:64:const=-1.00048828125 --arg=buffer:i32:64 --arg=buffer:i32:64 --arg=buffer:i32:64 \
// RUN:   --expect='4=1' | FileCheck %s --check-prefix=FUSED %}
// CHECK-DAG: argument 3: all 64 elements match '1'
// CHECK-DAG: argument 5: all 64 elements match '1'
// FUSED: argument 4: all 64 elements match '1'

#pragma OPENCL FP_CONTRACT OFF

kernel void madk(global const float *a, global const float *b, global const float *c, global int *differ,
                 global int *fused, global int *either) {
  size_t i = get_global_id(0);
  float m = mad(a[i], b[i], c[i]), f = fma(a[i], b[i], c[i]), u = a[i] * b[i] + c[i];
  differ[i] = f != u;
  fused[i] = m == f;
  either[i] = m == f || m == u;
}
