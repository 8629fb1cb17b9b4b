// poly_double: a kernel of utils/bench/kernel-bench.py.
kernel void poly_double(global const double *x, global double *y) {
  int i = get_global_id(0);
  double v = x[i], r = 0.0;
  for (int k = 0; k < 16; ++k)
    r = fma(r, v, 1.0 / (k + 1));
  y[i] = r + sqrt(fabs(v));
}
