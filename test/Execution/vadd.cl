// c = a + b, checked element by element against a0 + a1 on the host.
// RUN: %run-levels %s %t --arg=buffer:4096:seq --arg=buffer:4096:rand=6,-9,9 --arg=buffer:4096 --expect='2=a0+a1'
// CHECK: argument 2: all 4096 elements match 'a0+a1'
kernel void vadd(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
