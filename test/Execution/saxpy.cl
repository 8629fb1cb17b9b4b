// y = a*x + y with a scalar argument, launched with an explicit group size.
// RUN: %run-levels %s %t --arg=buffer:1000:rand=1,-4,4 --arg=buffer:1000:seq=3,0.5 --arg=2.5 --arg=1000 \
// RUN:   --global=1024 --local=64 --expect='1=2.5*a0+a1'
// CHECK: argument 1: all 1000 elements match '2.5*a0+a1'
kernel void saxpy(global const float *x, global float *y, float a, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = a * x[i] + y[i];
}
