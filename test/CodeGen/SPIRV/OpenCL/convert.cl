// convert_* as SPIR-V conversions with FPRoundingMode and SaturatedConversion
// decorations, for every rounding mode and _sat, int <-> float, int <-> int
// and double -> float, at -O0 and -O2 (cl-compile runs spirv-val and the
// Khronos reader); nothing is imported.
// Its double conversions need Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s

// CHECK-NOT: OpCapability Linkage
// CHECK-DAG: OpDecorate [[FTOS_RTE:%[a-z_0-9]+]] FPRoundingMode RTE
// CHECK-DAG: OpDecorate [[FTOS_RTZ:%[a-z_0-9]+]] FPRoundingMode RTZ
// CHECK-DAG: OpDecorate [[FTOS_RTP:%[a-z_0-9]+]] FPRoundingMode RTP
// CHECK-DAG: OpDecorate [[FTOS_SAT_RTN:%[a-z_0-9]+]] FPRoundingMode RTN
// CHECK-DAG: OpDecorate [[FTOS_SAT_RTN]] SaturatedConversion
// CHECK-DAG: OpDecorate [[FTOU_SAT:%[a-z_0-9]+]] SaturatedConversion
// CHECK-DAG: OpDecorate [[STOF_RTZ:%[a-z_0-9]+]] FPRoundingMode RTZ
// CHECK-DAG: OpDecorate [[UTOF_RTP:%[a-z_0-9]+]] FPRoundingMode RTP
// CHECK-DAG: OpDecorate [[DTOF_RTN:%[a-z_0-9]+]] FPRoundingMode RTN
// CHECK-DAG: OpDecorate [[S_SAT:%[a-z_0-9]+]] SaturatedConversion
// CHECK-DAG: OpDecorate [[V_SAT_RTE:%[a-z_0-9]+]] SaturatedConversion
// CHECK-DAG: OpDecorate [[V_SAT_RTE]] FPRoundingMode RTE
// CHECK-DAG: [[FTOS_RTE]] = OpConvertFToS
// CHECK-DAG: [[FTOS_RTZ]] = OpConvertFToS
// CHECK-DAG: [[FTOS_RTP]] = OpConvertFToS
// CHECK-DAG: [[FTOS_SAT_RTN]] = OpConvertFToS
// CHECK-DAG: [[FTOU_SAT]] = OpConvertFToU
// CHECK-DAG: [[STOF_RTZ]] = OpConvertSToF
// CHECK-DAG: [[UTOF_RTP]] = OpConvertUToF
// CHECK-DAG: [[DTOF_RTN]] = OpFConvert
// CHECK-DAG: [[S_SAT]] = OpSConvert
// CHECK-DAG: [[V_SAT_RTE]] = OpConvertFToS %{{[a-z_0-9]+}}
// CHECK-DAG: OpSatConvertSToU
// CHECK-DAG: OpSatConvertUToS
// CHECK-DAG: OpUConvert
// CHECK-NOT: LinkageAttributes

kernel void k(global float *f, global int *i, global uchar *u, global uint *ui,
              global double *d, global long *l, global short4 *s4,
              global float4 *f4, global ushort *us) {
  i[0] = convert_int_rte(f[0]);
  i[1] = convert_int_rtz(f[1]);
  i[2] = convert_int_rtp(f[2]);
  i[3] = convert_int_sat_rtn(f[3]);
  ui[0] = convert_uint_sat(f[4]);
  f[5] = convert_float_rtz(l[0]);
  f[6] = convert_float_rtp(ui[1]);
  f[7] = convert_float_rtn(d[0]);
  i[4] = convert_int_sat(l[1]);
  s4[0] = convert_short4_sat_rte(f4[0]);
  u[0] = convert_uchar_sat(i[5]);
  i[6] = convert_int_sat(ui[2]);
  us[0] = convert_ushort(u[1]);
  // A conversion to the same type is the value; a rounding mode on an
  // integer conversion means nothing.
  i[7] = convert_int(i[8]) + convert_int_sat_rtz(i[9]);
}
