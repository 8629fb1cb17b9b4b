// stencil3d: a kernel of utils/bench/kernel-bench.py.
kernel void stencil3d(global const float *in, global float *out, int n) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  int i = (z * n + y) * n + x;
  if (x == 0 || y == 0 || z == 0 || x == n - 1 || y == n - 1 || z == n - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.4f * in[i] + 0.1f * (in[i - 1] + in[i + 1] + in[i - n] + in[i + n] + in[i - n * n] + in[i + n * n]);
}
