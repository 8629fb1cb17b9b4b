// Switches: dense ones become OpSwitch, several cases share a block that
// merges values (a phi), a 64-bit selector, a sparse switch.
// RUN: %reference switches %t
// RUN: %run-levels %s %t --arg=buffer:u32:512:file=%t.in0 --arg=buffer:u32:512:file=%t.in1 --arg=buffer:u32:512 \
// RUN:   --expect=2=file:%t.out
// CHECK: argument 2: all 512 elements match
kernel void switches(global const uint *a, global const uint *b, global uint *c) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i];
  uint r;
  switch (x % 12) {
  case 0: r = y + 1; break;
  case 1: r = y * 3; break;
  case 2: case 5: case 9: r = y ^ x; break;
  case 3: r = y - x; break;
  case 4: r = y >> 2; break;
  case 6: case 7: r = x; break;
  case 8: r = y << 1; break;
  default: r = 7;
  }
  ulong w = (ulong)y * x;
  switch (w % 9) {
  case 0: r += 100; break;
  case 1: r += 200; break;
  case 2: r ^= 0x55; break;
  case 3: r -= 3; break;
  case 5: r *= 5; break;
  case 6: case 7: r = ~r; break;
  default: break;
  }
  switch (y >> 28) {
  case 1: case 7: case 12: r += x; break;
  case 3: r -= y; break;
  default: break;
  }
  switch ((y & 7) * 1000) {
  case 0: r += 1; break;
  case 3000: r += 3; break;
  case 7000: r += 7; break;
  }
  c[i] = r;
}
