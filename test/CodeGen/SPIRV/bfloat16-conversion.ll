; cl_intel_bfloat16_conversions (SPV_INTEL_bfloat16_conversion, which
; --spirv-ext must allow): intel_convert_bfloat16[n]_as_ushort[n] from float
; or a vector of floats to 16-bit integers, intel_convert_as_bfloat16[n]_float[n]
; back, as OpConvertFToBF16INTEL / OpConvertBF16ToFINTEL. Another signature is
; refused by name. (Execution/bfloat16-conversion.cl runs them on Intel's
; device.)
; The names of SPIRV-Headers 1.4.335 (.venv-spirv); Debian's grammar differs.
; REQUIRES: spirv-tools-2025
; Gen12 has no bfloat16 conversions (SPV_INTEL_bfloat16_conversion):
; GPU-COMPILER-FAILS: tgllp: bf conversion instruction not supported
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion %t/main.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion -filetype=obj %t/main.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: not %llc -mtriple=spirv64 %t/main.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DISABLED
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion %t/bad.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK: OpCapability BFloat16ConversionINTEL
; CHECK: OpExtension "SPV_INTEL_bfloat16_conversion"
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[I16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[V8F32:%[0-9]+]] = OpTypeVector [[F32]] 8
; CHECK-DAG: [[V8I16:%[0-9]+]] = OpTypeVector [[I16]] 8
; CHECK: [[B:%[0-9]+]] = OpConvertFToBF16INTEL [[I16]]
; CHECK: OpConvertBF16ToFINTEL [[F32]] [[B]]
; CHECK: [[BV:%[0-9]+]] = OpConvertFToBF16INTEL [[V8I16]]
; CHECK: OpConvertBF16ToFINTEL [[V8F32]] [[BV]]
; DISABLED: error: builtin intel_convert_bfloat16_as_ushort (OpConvertFToBF16INTEL needs SPV_INTEL_bfloat16_conversion, which is not enabled: --spirv-ext) is not supported (in function @k)
; BAD: error: builtin intel_convert_bfloat16_as_ushort with this signature (@_Z32intel_convert_bfloat16_as_ushortd) is not supported

;--- main.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %v) {
  %a = load float, ptr addrspace(1) %p, align 4
  %b = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %a)
  %c = call spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext %b)
  store float %c, ptr addrspace(1) %p, align 4
  %x = load <8 x float>, ptr addrspace(1) %v, align 32
  %y = call spir_func <8 x i16> @_Z34intel_convert_bfloat168_as_ushort8Dv8_f(<8 x float> %x)
  %z = call spir_func <8 x float> @_Z33intel_convert_as_bfloat168_float8Dv8_t(<8 x i16> %y)
  store <8 x float> %z, ptr addrspace(1) %v, align 32
  ret void
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
declare spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext)
declare spir_func <8 x i16> @_Z34intel_convert_bfloat168_as_ushort8Dv8_f(<8 x float>)
declare spir_func <8 x float> @_Z33intel_convert_as_bfloat168_float8Dv8_t(<8 x i16>)

;--- bad.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %b = call spir_func i16 @_Z32intel_convert_bfloat16_as_ushortd(double 1.0)
  store i16 %b, ptr addrspace(1) %p, align 2
  ret void
}

declare spir_func i16 @_Z32intel_convert_bfloat16_as_ushortd(double)
