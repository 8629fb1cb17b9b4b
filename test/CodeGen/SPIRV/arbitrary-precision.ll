; SPV_INTEL_arbitrary_precision_floating_point and _fixed_point: a call
; __spirv_ArbitraryFloat<Op>INTEL / __spirv_Fixed<Op>INTEL is the grammar's
; instruction (OpArbitraryFloat<Op>ALTERA, or INTEL where the grammar kept
; that name), its operands integers that hold the format's bits and the
; literals of the format; the comparisons give a boolean. The width is part
; of the format, so no wider integer may stand for an odd one, and
; SPIRV-Tools 2025.5 validates OpTypeInt of 8, 16, 32 and 64 bits only
; (even with SPV_INTEL_arbitrary_precision_integers): an i40 is refused by
; name, as is the instruction without its extension. These are FPGA
; instructions, which the GPU compiler does not know:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: IGC SPIRV Consumer does not support the following opcode
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_floating_point,+SPV_INTEL_arbitrary_precision_fixed_point %t/main.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_floating_point,+SPV_INTEL_arbitrary_precision_fixed_point -filetype=obj %t/main.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: not %llc -mtriple=spirv64 %t/main.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_floating_point %t/odd.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ODD

; CHECK-DAG: OpCapability ArbitraryPrecisionFloatingPointALTERA
; CHECK-DAG: OpCapability ArbitraryPrecisionFixedPointALTERA
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_floating_point"
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_fixed_point"
; CHECK-DAG: [[U32:%[a-z0-9_]+]] = OpTypeInt 32 0
; CHECK-DAG: [[U64:%[a-z0-9_]+]] = OpTypeInt 64 0
; CHECK-DAG: [[U16:%[a-z0-9_]+]] = OpTypeInt 16 0
; CHECK-DAG: [[BOOL:%[a-z0-9_]+]] = OpTypeBool
; CHECK: [[A:%[a-z0-9_]+]] = OpFunctionParameter [[U32]]
; CHECK: [[B:%[a-z0-9_]+]] = OpFunctionParameter [[U64]]
; CHECK: [[C:%[a-z0-9_]+]] = OpFunctionParameter [[U16]]
; CHECK: [[CAST:%[a-z0-9_]+]] = OpArbitraryFloatCastALTERA [[U32]] [[A]] 23 23 0 2 1
; CHECK: OpArbitraryFloatCastFromIntALTERA [[U64]] [[A]] 52 0 0 2 1
; CHECK: OpArbitraryFloatAddALTERA [[U16]] [[CAST]] 23 [[A]] 23 10 0 2 1
; CHECK: OpArbitraryFloatLogINTEL [[U32]] [[B]] 52 23 0 2 1
; CHECK: OpArbitraryFloatGTALTERA [[BOOL]] [[A]] 23 [[B]] 52
; CHECK: [[SQRT:%[a-z0-9_]+]] = OpFixedSqrtALTERA [[U16]] [[C]] 0 8 8 0 0
; CHECK: OpFixedExpALTERA [[U32]] [[SQRT]] 1 8 8 0 0

; NOEXT: error: builtin __spirv_ArbitraryFloatCastINTEL (OpArbitraryFloatCastALTERA needs SPV_ALTERA_arbitrary_precision_floating_point, which is not enabled: --spirv-ext) is not supported (in function @k)
; ODD: error: __spirv_ArbitraryFloatCastINTEL: the result must be an integer of 8, 16, 32 or 64 bits (SPIRV-Tools 2025.5 validates no other OpTypeInt width)

;--- main.ll
define spir_kernel void @k(ptr addrspace(1) %out, i32 %a, i64 %b, i16 %c) {
  %cast = call spir_func i32 @_Z31__spirv_ArbitraryFloatCastINTELiiiiii(i32 %a, i32 23, i32 23, i32 0, i32 2, i32 1)
  %fromint = call spir_func i64 @_Z38__spirv_ArbitraryFloatCastFromIntINTELiibiii(i32 %a, i32 52, i1 false, i32 0, i32 2, i32 1)
  %add = call spir_func i16 @_Z30__spirv_ArbitraryFloatAddINTELiiiiiiii(i32 %cast, i32 23, i32 %a, i32 23, i32 10, i32 0, i32 2, i32 1)
  %log = call spir_func i32 @_Z30__spirv_ArbitraryFloatLogINTELliiiii(i64 %b, i32 52, i32 23, i32 0, i32 2, i32 1)
  %gt = call spir_func i1 @_Z29__spirv_ArbitraryFloatGTINTELilil(i32 %a, i32 23, i64 %b, i32 52)
  %sqrt = call spir_func i16 @_Z22__spirv_FixedSqrtINTELsbiiii(i16 %c, i1 false, i32 8, i32 8, i32 0, i32 0)
  %exp = call spir_func i32 @_Z21__spirv_FixedExpINTELsbiiii(i16 %sqrt, i1 true, i32 8, i32 8, i32 0, i32 0)
  %gtz = zext i1 %gt to i32
  %s1 = add i32 %cast, %log
  %s2 = add i32 %s1, %gtz
  %s3 = add i32 %s2, %exp
  %e = zext i16 %add to i32
  %s4 = add i32 %s3, %e
  store i32 %s4, ptr addrspace(1) %out
  %p = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %fromint, ptr addrspace(1) %p
  ret void
}
declare spir_func i32 @_Z31__spirv_ArbitraryFloatCastINTELiiiiii(i32, i32, i32, i32, i32, i32)
declare spir_func i64 @_Z38__spirv_ArbitraryFloatCastFromIntINTELiibiii(i32, i32, i1, i32, i32, i32)
declare spir_func i16 @_Z30__spirv_ArbitraryFloatAddINTELiiiiiiii(i32, i32, i32, i32, i32, i32, i32, i32)
declare spir_func i32 @_Z30__spirv_ArbitraryFloatLogINTELliiiii(i64, i32, i32, i32, i32, i32)
declare spir_func i1 @_Z29__spirv_ArbitraryFloatGTINTELilil(i32, i32, i64, i32)
declare spir_func i16 @_Z22__spirv_FixedSqrtINTELsbiiii(i16, i1, i32, i32, i32, i32)
declare spir_func i32 @_Z21__spirv_FixedExpINTELsbiiii(i16, i1, i32, i32, i32, i32)

;--- odd.ll
define spir_func i40 @f(i40 %a) {
  %r = call spir_func i40 @_Z31__spirv_ArbitraryFloatCastINTELDB40_iiiii(i40 %a, i32 28, i32 30, i32 0, i32 2, i32 1)
  ret i40 %r
}
declare spir_func i40 @_Z31__spirv_ArbitraryFloatCastINTELDB40_iiiii(i40, i32, i32, i32, i32, i32)
