// LLVM intrinsics that clang emits for OpenCL C builtins, compared with the
// host: saturating add/sub (llvm.uadd.sat, llvm.ssub.sat), overflow checks
// (llvm.sadd/usub/umul.with.overflow, taken apart by extractvalue), a funnel
// shift (llvm.fshl, amounts of 0 and past the width included) and vector
// reductions (llvm.vector.reduce.add/smax), at -O0, -O1, -O2, -O3 and -Os.
// RUN: %reference intrinsics %t
// RUN: %run-levels %s %t --arg=buffer:u32:512:file=%t.in0 --arg=buffer:u32:512:file=%t.in1 --arg=buffer:u32:2048 \
// RUN:   --expect=2=file:%t.out
// CHECK: argument 2: all 2048 elements match
kernel void intrinsics(global const uint *a, global const uint *b, global uint *c) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i];
  int sx = (int)x, sy = (int)y;
  uint sat = __builtin_elementwise_add_sat(x, y) ^ (uint)__builtin_elementwise_sub_sat(sx, sy);
  int r1;
  uint r2, r3;
  uint flags = __builtin_add_overflow(sx, sy, &r1) | (__builtin_sub_overflow(x, y, &r2) << 1) |
               (__builtin_mul_overflow(x, y, &r3) << 2);
  flags ^= (uint)r1 ^ r2 ^ r3;
  uint f = __builtin_elementwise_fshl(x, y, y & 63u);
  int4 v = (int4)(sx, sy, sx ^ sy, sx ^ 7);
  uint red = (uint)__builtin_reduce_add(v) ^ (uint)__builtin_reduce_max(v);
  c[4 * i] = sat;
  c[4 * i + 1] = flags;
  c[4 * i + 2] = f;
  c[4 * i + 3] = red;
}
