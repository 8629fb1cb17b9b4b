// A 2-D launch: C = A * B for 16x16 matrices, compared with the host's product.
// RUN: %reference matmul %t
// RUN: %run-levels %s %t --arg=buffer:f32:256:file=%t.in0 --arg=buffer:f32:256:file=%t.in1 --arg=buffer:f32:256 \
// RUN:   --arg=16 --global=16,16 --expect=2=file:%t.out --tolerance=1e-5
// With the work-group size given rather than chosen by the runtime:
// RUN: %spirv-run %t-O0.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:f32:256:file=%t.in1 --arg=buffer:f32:256 \
// RUN:   --arg=16 --global=16,16 --local=4,4 --expect=2=file:%t.out --tolerance=1e-5 | FileCheck %s
// CHECK: argument 2: all 256 elements match
kernel void matmul(global const float *A, global const float *B, global float *C, int n) {
  int row = get_global_id(1), col = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < n; ++k)
    acc += A[row * n + k] * B[k * n + col];
  C[row * n + col] = acc;
}
