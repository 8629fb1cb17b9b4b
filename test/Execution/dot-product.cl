// cl_khr_integer_dot_product against the host: dot and dot_acc_sat of uchar4
// and char4 in every mix of signedness, and the 4x8packed forms, with
// accumulators near the limits so that the saturation shows. The target
// computes four widened products and their sum in core instructions
// (SPV_KHR_integer_dot_product is not in the Level-Zero SPIR-V programming guide's set).
// RUN: %reference dot_product %t
// RUN: %run-levels %s %t --arg=buffer:u32:256:file=%t.in0 --arg=buffer:u32:256:file=%t.in1 \
// RUN:   --arg=buffer:u32:256:file=%t.in2 --arg=buffer:u32:2048 --global=256 --expect=3=file:%t.out
// CHECK: argument 3: all 2048 elements match
// RUN: %cl-compile spirv64 -O2 %s %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
// SPV-NOT: DotProduct
// SPV: u_add_sat
// SPV: s_add_sat
kernel void dot_product(global const uint *as, global const uint *bs, global const uint *accs,
                        global uint *out) {
  size_t i = get_global_id(0);
  uint a = as[i], b = bs[i], acc = accs[i];
  global uint *o = out + i * 8;
  o[0] = dot(as_uchar4(a), as_uchar4(b));
  o[1] = (uint)dot(as_char4(a), as_char4(b));
  o[2] = (uint)dot(as_uchar4(a), as_char4(b));
  o[3] = (uint)dot(as_char4(a), as_uchar4(b));
  o[4] = dot_acc_sat(as_uchar4(a), as_uchar4(b), acc);
  o[5] = (uint)dot_acc_sat(as_char4(a), as_uchar4(b), (int)acc);
  o[6] = dot_acc_sat_4x8packed_uu_uint(a, b, acc) ^ (uint)dot_4x8packed_su_int(a, b);
  o[7] = (uint)dot_acc_sat_4x8packed_ss_int(a, b, (int)acc) ^ (uint)dot_4x8packed_us_int(a, b);
}
