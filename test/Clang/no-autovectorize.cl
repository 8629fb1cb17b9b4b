// The optimizer does not vectorize one work-item's scalar code (SLP) or its
// loops: the device vectorizes kernels across work-items, which vectors made
// here defeat (a 2-D stencil ran 9x slower on PoCL). Vectors the source
// writes stay vectors.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O3 -c %s -o %t.spv
// RUN: %spirv-val %t.spv

// CHECK-LABEL: define spir_kernel void @scalars(
// CHECK-NOT: x float>
// CHECK-NOT: x i32>
// CHECK: ret void
kernel void scalars(global float *a, global const float *b, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1)
    return;
  size_t i = (size_t)(y * w + x) * 4;
  a[i] = b[i] * 2.0f;
  a[i + 1] = b[i + 1] * 2.0f;
  a[i + 2] = b[i + 2] * 2.0f;
  a[i + 3] = b[i + 3] * 2.0f;
  for (int j = 0; j < 64; ++j)
    a[j + 1000] += b[j];
}

// CHECK-LABEL: define spir_kernel void @vectors(
// CHECK: fmul <4 x float>
kernel void vectors(global float4 *a, global const float4 *b) {
  size_t i = get_global_id(0);
  a[i] = b[i] * 2.0f;
}
