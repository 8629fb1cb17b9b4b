// Unsigned and signed integer arithmetic, shifts, remainder and branches.
// RUN: %reference intops %t
// RUN: %run-levels %s %t --arg=buffer:u32:512:file=%t.in0 --arg=buffer:u32:512:file=%t.in1 --arg=buffer:u32:512 \
// RUN:   --expect=2=file:%t.out
// CHECK: argument 2: all 512 elements match
kernel void intops(global const uint *a, global const uint *b, global uint *c) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i];
  uint r = (x ^ (y << 3)) % 1000;
  r += x >> 7;
  r += (uint)((int)x >> 3);
  r *= 2654435761u;
  if ((x & 1) && y > x)
    r ^= 0xdeadbeefu;
  c[i] = r;
}
