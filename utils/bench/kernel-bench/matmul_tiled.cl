// matmul_tiled: a kernel of utils/bench/kernel-bench.py.
#define TILE 16
kernel void matmul_tiled(global const float *a, global const float *b, global float *c, int n) {
  local float ta[TILE][TILE], tb[TILE][TILE];
  int lr = get_local_id(1), lc = get_local_id(0);
  int row = get_global_id(1), col = get_global_id(0);
  float sum = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    ta[lr][lc] = a[row * n + t + lc];
    tb[lr][lc] = b[(t + lr) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k)
      sum += ta[lr][k] * tb[k][lc];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = sum;
}
