// Dense linear algebra: a naive matrix multiply.
// Compiled by clang at -O0 and -O2; our modules must validate and the
// Khronos reader must read them.
// REQUIRES: clang
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, int N, int M, int K) {
  int row = get_global_id(1);
  int col = get_global_id(0);
  if (row >= N || col >= M)
    return;
  float acc = 0.0f;
  for (int k = 0; k < K; ++k)
    acc += A[row * K + k] * B[k * M + col];
  C[row * M + col] = acc;
}

// The tiled variant (local tiles, barriers) is test/Execution/matmul-tiled.cl,
// which compiles it the same way and also runs it.
