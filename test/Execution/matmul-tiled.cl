// Tiled matrix multiply: 16x16 tiles in local memory, row-of-array access
// chains, barriers; 32x32 result compared with the host's product.
// RUN: %reference matmul32 %t
// RUN: %run-levels %s %t --arg=buffer:f32:1024:file=%t.in0 --arg=buffer:f32:1024:file=%t.in1 --arg=buffer:f32:1024 \
// RUN:   --arg=32 --global=32,32 --local=16,16 --expect=2=file:%t.out --tolerance=1e-5
// CHECK: argument 2: all 1024 elements match
#define TILE 16
kernel void matmul_tiled(global const float *A, global const float *B,
                         global float *C, int N) {
  local float As[TILE][TILE];
  local float Bs[TILE][TILE];
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
