// convert_* with every rounding mode and _sat on edge values (halves, ties,
// values beyond the integer ranges, infinities and NaN, integers a float
// cannot hold, doubles between two floats), between floats and integers,
// integers of other widths and signedness, and double to float; as_* between
// a 4-element and a 3-element vector of the same size and between scalars
// and vectors. Every result is compared with the host's (reference.py).
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %reference convert_modes %t
// The kernel uses double: it runs on the devices with fp64, not on the GPU
// profile (dg2 has none).
// RUN: env SPIRV_OFFLOAD_DEVICE=%fp64-devices %run-levels %s %t --arg=buffer:f32:64:file=%t.in0 \
// RUN:   --arg=buffer:f64:64:file=%t.in1 --arg=buffer:i64:64:file=%t.in2 --arg=buffer:i32:64:file=%t.in3 \
// RUN:   --arg=buffer:i32:2560 --global=64 --expect=4=file:%t.out
// CHECK: argument 4: all 2560 elements match

kernel void convert_modes(global const float *f, global const double *d,
                          global const long *l, global const int *n,
                          global int *out) {
  size_t i = get_global_id(0);
  global int *o = out + i * 40;
  float x = f[i];
  // float -> integer, saturated (NaN is 0, beyond the range the bound).
  o[0] = convert_int_sat_rte(x);
  o[1] = convert_int_sat_rtz(x);
  o[2] = convert_int_sat_rtp(x);
  o[3] = convert_int_sat_rtn(x);
  o[4] = convert_int_sat(x);
  o[5] = convert_uchar_sat_rte(x);
  o[6] = convert_short_sat_rtn(x);
  o[7] = (int)convert_uint_sat_rtp(x);
  o[8] = (int)convert_long_sat_rtz(x * 65536.0f);
  int4 v = convert_int4_sat_rte((float4)(x, -x, x * 2.0f, x * 0.5f));
  o[9] = v.x;
  o[10] = v.y;
  o[11] = v.z;
  o[12] = v.w;
  // float -> integer in range, not saturated.
  float y = isnan(x) ? 0.0f : clamp(x, -1.0e9f, 1.0e9f);
  o[13] = convert_int_rte(y);
  o[14] = convert_int_rtz(y);
  o[15] = convert_int_rtp(y);
  o[16] = convert_int_rtn(y);
  // integer -> float, rounded as named.
  o[17] = as_int(convert_float_rte(l[i]));
  o[18] = as_int(convert_float_rtz(l[i]));
  o[19] = as_int(convert_float_rtp(l[i]));
  o[20] = as_int(convert_float_rtn(l[i]));
  o[21] = as_int(convert_float_rtz(n[i]));
  o[22] = as_int(convert_float_rtp(as_uint(n[i])));
  o[23] = as_int(convert_float(n[i]));
  // double -> float.
  o[24] = as_int(convert_float_rte(d[i]));
  o[25] = as_int(convert_float_rtz(d[i]));
  o[26] = as_int(convert_float_rtp(d[i]));
  o[27] = as_int(convert_float_rtn(d[i]));
  // integer -> integer: saturated within and across signedness, and wrapped.
  o[28] = convert_uchar_sat(n[i]);
  o[29] = convert_char_sat(n[i]);
  o[30] = convert_short_sat(l[i]);
  o[31] = convert_int_sat(l[i]);
  o[32] = (int)convert_uint_sat(n[i]);
  o[33] = convert_int_sat(as_uint(n[i]));
  o[34] = convert_ushort_sat_rtz(n[i]);
  o[35] = convert_int(l[i]);
  o[36] = convert_char(n[i]);
  // as_*: a 4-element and a 3-element vector of the same size, scalars and
  // vectors.
  int4 iv = (int4)(n[i], n[i] + 1, 7, 8);
  o[37] = as_int(as_float3(iv).y);
  uchar4 b = as_uchar4(n[i]);
  o[38] = b.x + 256 * b.w;
  o[39] = as_int2(l[i]).y;
}
