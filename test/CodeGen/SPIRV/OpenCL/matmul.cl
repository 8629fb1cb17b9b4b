// Dense linear algebra: naive and tiled (local memory) matrix multiply.
// Compiled by clang at -O0 and -O2; our modules must validate and the
// Khronos reader must read them.
// REQUIRES: clang
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O0 %s -o %t.O0.ll
// RUN: %llc -mtriple=spirv64 -filetype=obj %t.O0.ll -o %t.O0.spv
// RUN: %spirv-val %t.O0.spv
// RUN: %llvm-spirv -r %t.O0.spv -o %t.O0.bc
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O2 %s -o %t.O2.ll
// RUN: %llc -mtriple=spirv64 -filetype=obj %t.O2.ll -o %t.O2.spv
// RUN: %spirv-val %t.O2.spv
// RUN: %llvm-spirv -r %t.O2.spv -o %t.O2.bc
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

#define TILE 16
__kernel void matmul_tiled(__global const float *A, __global const float *B,
                           __global float *C, int N) {
  __local float As[TILE][TILE];
  __local float Bs[TILE][TILE];
  int lr = get_local_id(1), lc = get_local_id(0);
  int row = get_group_id(1) * TILE + lr;
  int col = get_group_id(0) * TILE + lc;
  float acc = 0.0f;
  for (int t = 0; t < N / TILE; ++t) {
    As[lr][lc] = A[row * N + t * TILE + lc];
    Bs[lr][lc] = B[(t * TILE + lr) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k)
      acc += As[lr][k] * Bs[k][lc];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = acc;
}
