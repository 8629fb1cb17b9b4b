// A 2-D launch: C = A * B for 16x16 matrices, compared with the host's product.
// RUN: %reference matmul %t
// RUN: %cl-compile spirv64 -O0 %s %t0.spv
// RUN: %spirv-run %t0.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:f32:256:file=%t.in1 --arg=buffer:f32:256 \
// RUN:   --arg=16 --global=16,16 --local=4,4 --expect=2=file:%t.out --tolerance=1e-5 | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %spirv-run %t2.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:f32:256:file=%t.in1 --arg=buffer:f32:256 \
// RUN:   --arg=16 --global=16,16 --expect=2=file:%t.out --tolerance=1e-5 | FileCheck %s
// RUN: %cl-compile spirv64 -O1 %s %t1.spv
// RUN: %spirv-run %t1.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:f32:256:file=%t.in1 --arg=buffer:f32:256 \
// RUN:   --arg=16 --global=16,16 --expect=2=file:%t.out --tolerance=1e-5 | FileCheck %s
// RUN: %cl-compile spirv64 -O3 %s %t3.spv
// RUN: %spirv-run %t3.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:f32:256:file=%t.in1 --arg=buffer:f32:256 \
// RUN:   --arg=16 --global=16,16 --expect=2=file:%t.out --tolerance=1e-5 | FileCheck %s
// RUN: %cl-compile spirv64 -Os %s %ts.spv
// RUN: %spirv-run %ts.spv --arg=buffer:f32:256:file=%t.in0 --arg=buffer:f32:256:file=%t.in1 --arg=buffer:f32:256 \
// RUN:   --arg=16 --global=16,16 --expect=2=file:%t.out --tolerance=1e-5 | FileCheck %s
// CHECK: argument 2: all 256 elements match
kernel void matmul(global const float *A, global const float *B, global float *C, int n) {
  int row = get_global_id(1), col = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < n; ++k)
    acc += A[row * n + k] * B[k * n + col];
  C[row * n + col] = acc;
}
