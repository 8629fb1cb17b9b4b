// matmul_naive: a kernel of utils/bench/kernel-bench.py.
kernel void matmul_naive(global const float *a, global const float *b, global float *c, int n) {
  int row = get_global_id(1), col = get_global_id(0);
  float sum = 0.0f;
  for (int k = 0; k < n; ++k)
    sum += a[row * n + k] * b[k * n + col];
  c[row * n + col] = sum;
}
