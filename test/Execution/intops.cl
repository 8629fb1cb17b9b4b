// Unsigned and signed integer arithmetic, shifts, remainder and branches.
// RUN: %reference intops %t
// RUN: %cl-compile spirv64 -O0 %s %t0.spv
// RUN: %spirv-run %t0.spv --arg=buffer:u32:512:file=%t.in0 --arg=buffer:u32:512:file=%t.in1 --arg=buffer:u32:512 \
// RUN:   --expect=2=file:%t.out | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %spirv-run %t2.spv --arg=buffer:u32:512:file=%t.in0 --arg=buffer:u32:512:file=%t.in1 --arg=buffer:u32:512 \
// RUN:   --expect=2=file:%t.out | FileCheck %s
// RUN: %cl-compile spirv64 -O1 %s %t1.spv
// RUN: %spirv-run %t1.spv --arg=buffer:u32:512:file=%t.in0 --arg=buffer:u32:512:file=%t.in1 --arg=buffer:u32:512 \
// RUN:   --expect=2=file:%t.out | FileCheck %s
// RUN: %cl-compile spirv64 -O3 %s %t3.spv
// RUN: %spirv-run %t3.spv --arg=buffer:u32:512:file=%t.in0 --arg=buffer:u32:512:file=%t.in1 --arg=buffer:u32:512 \
// RUN:   --expect=2=file:%t.out | FileCheck %s
// RUN: %cl-compile spirv64 -Os %s %ts.spv
// RUN: %spirv-run %ts.spv --arg=buffer:u32:512:file=%t.in0 --arg=buffer:u32:512:file=%t.in1 --arg=buffer:u32:512 \
// RUN:   --expect=2=file:%t.out | FileCheck %s
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
