; The translator's conversion spellings __spirv_<Conversion>_R<type>[_sat][_r..]
; give the instruction they name with the decorations of their postfixes;
; conversions Clang's convert_* cannot be (saturated to a float) are refused.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: sed -n 's/^;ERR-IR: //p' %s > %t.err.ll
; RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-NOT: LinkageAttributes
; CHECK-DAG: OpDecorate [[A:%[0-9]+]] SaturatedConversion
; CHECK-DAG: OpDecorate [[A]] FPRoundingMode RTP
; CHECK-DAG: OpDecorate [[B:%[0-9]+]] FPRoundingMode RTN
; CHECK-DAG: [[A]] = OpConvertFToS
; CHECK-DAG: [[B]] = OpConvertSToF
; CHECK-DAG: OpSatConvertSToU
; CHECK-DAG: OpUConvert

define spir_kernel void @k(ptr addrspace(1) %p, float %x, i32 %n, i64 %w) {
  %a = call spir_func i32 @_Z32__spirv_ConvertFToS_Rint_sat_rtpf(float %x)
  %b = call spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtni(i32 %n)
  %c = call spir_func i8 @_Z29__spirv_SatConvertSToU_Rucharl(i64 %w)
  %e = call spir_func i16 @__spirv_UConvert_Rushort(i32 %n)
  %bi = bitcast float %b to i32
  %c32 = zext i8 %c to i32
  %e32 = zext i16 %e to i32
  %s1 = add i32 %a, %bi
  %s2 = add i32 %s1, %c32
  %s3 = add i32 %s2, %e32
  store i32 %s3, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z32__spirv_ConvertFToS_Rint_sat_rtpf(float)
declare spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtni(i32)
declare spir_func i8 @_Z29__spirv_SatConvertSToU_Rucharl(i64)
declare spir_func i16 @__spirv_UConvert_Rushort(i32)

; ERR-DAG: error: __spirv_ConvertSToF_Rfloat_sat: _sat saturates to an integer, and the result is not one (in function @sat_float)
; ERR-DAG: error: builtin convert_int4 with this signature (@_Z12convert_int4Dv2_f) is not supported (in function @width)
;ERR-IR: define spir_kernel void @sat_float(ptr addrspace(1) %p, i32 %n) {
;ERR-IR:   %r = call spir_func float @_Z30__spirv_ConvertSToF_Rfloat_sati(i32 %n)
;ERR-IR:   store float %r, ptr addrspace(1) %p
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: define spir_kernel void @width(ptr addrspace(1) %p, <2 x float> %v) {
;ERR-IR:   %r = call spir_func <4 x i32> @_Z12convert_int4Dv2_f(<2 x float> %v)
;ERR-IR:   store <4 x i32> %r, ptr addrspace(1) %p
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: declare spir_func float @_Z30__spirv_ConvertSToF_Rfloat_sati(i32)
;ERR-IR: declare spir_func <4 x i32> @_Z12convert_int4Dv2_f(<2 x float>)
