// cl_khr_extended_bit_ops against the host: bitfield_insert,
// bitfield_extract_signed / _unsigned and bit_reverse on uint, uchar, ushort,
// ulong and uchar4, with offsets and counts (0 and the full width included)
// that vary per work-item. The target expands them into shifts, masks and
// selects (SPV_KHR_bit_instructions is not in the Level-Zero SPIR-V programming guide's set).
// RUN: %reference bitops %t
// RUN: %run-levels %s %t --arg=buffer:u32:256:file=%t.in0 --arg=buffer:u32:256:file=%t.in1 \
// RUN:   --arg=buffer:u32:2048 --global=256 --expect=2=file:%t.out
// CHECK: argument 2: all 2048 elements match
// RUN: %cl-compile spirv64 -O2 %s %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
// SPV-NOT: BitInstructions
// SPV-NOT: OpBitFieldInsert
// SPV-NOT: OpBitReverse
// SPV: OpShiftRightArithmetic
kernel void bitops(global const uint *as, global const uint *bs, global uint *out) {
  size_t i = get_global_id(0);
  uint a = as[i], b = bs[i];
  uint off = b & 31, cnt = (a >> 8) % (33 - off);
  global uint *o = out + i * 8;
  o[0] = bitfield_insert(a, b, off, cnt);
  o[1] = bitfield_extract_unsigned(a, off, cnt);
  o[2] = (uint)bitfield_extract_signed((int)a, off, cnt);
  o[3] = bit_reverse(a);
  o[4] = (uint)bit_reverse((uchar)a) | ((uint)bit_reverse((ushort)b) << 8);
  uint off8 = b & 7, cnt8 = (a >> 3) % (9 - off8);
  o[5] = as_uint(bitfield_insert(as_uchar4(a), as_uchar4(b), off8, cnt8));
  ulong r = bit_reverse(((ulong)a << 32) | b);
  o[6] = (uint)r;
  o[7] = (uint)(r >> 32) ^ (uint)bitfield_extract_signed((long)a << 32 | b, off + 16, cnt);
}
