// Kernels the optimizer turns into vectors of booleans and reductions:
// InstCombine rewrites the and of four lanes of a vector compare as
// `bitcast <4 x i1> to i4` + `icmp eq i4 %m, -1` (lowered lane by lane by
// the legalizer), and the reduction builtins are llvm.vector.reduce.*.
// RUN: %reference masks %t
// RUN: %run-levels %s %t --arg=buffer:i32:1024:file=%t.in0 --arg=buffer:i32:1024:file=%t.in1 \
// RUN:   --arg=buffer:i32:256 --global=256 --expect=2=file:%t.out
// CHECK: argument 2: all 256 elements match
kernel void masks(global const int4 *a, global const int4 *b, global int *out) {
  size_t i = get_global_id(0);
  int4 x = a[i], y = b[i];
  int4 c = x > y;
  int every = (c.s0 & c.s1 & c.s2 & c.s3) & 1;
  int dot = __builtin_reduce_add(x * y);
  int top = __builtin_reduce_max(x);
  int all = __builtin_reduce_and(c);
  out[i] = every ^ dot ^ (top << 4) ^ (all << 8);
}
