// Two kernels, one of them in double unless NO_FP64.
kernel void vadd(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
#ifndef NO_FP64
kernel void scale(global double *a, double f) { a[get_global_id(0)] *= f; }
#endif
