; Every cast between the slice's scalar types, one function per cast so that
; nothing folds. Generated list: zext/sext/trunc between all integer widths
; (i1 included), fpext/fptrunc, int<->fp both signs, bitcast, ptr<->int.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: [[BOOL:%[0-9]+]] = OpTypeBool
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[HALF:%[0-9]+]] = OpTypeFloat 16
; CHECK-DAG: [[FLOAT:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[DOUBLE:%[0-9]+]] = OpTypeFloat 64

define spir_func i8 @zext_i1_i8(i1 %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpSelect [[I8]]
  %r = zext i1 %a to i8
  ret i8 %r
}

define spir_func i8 @sext_i1_i8(i1 %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpSelect [[I8]]
  %r = sext i1 %a to i8
  ret i8 %r
}

define spir_func i16 @zext_i1_i16(i1 %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpSelect [[I16]]
  %r = zext i1 %a to i16
  ret i16 %r
}

define spir_func i16 @sext_i1_i16(i1 %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpSelect [[I16]]
  %r = sext i1 %a to i16
  ret i16 %r
}

define spir_func i32 @zext_i1_i32(i1 %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpSelect [[I32]]
  %r = zext i1 %a to i32
  ret i32 %r
}

define spir_func i32 @sext_i1_i32(i1 %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpSelect [[I32]]
  %r = sext i1 %a to i32
  ret i32 %r
}

define spir_func i64 @zext_i1_i64(i1 %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpSelect [[I64]]
  %r = zext i1 %a to i64
  ret i64 %r
}

define spir_func i64 @sext_i1_i64(i1 %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpSelect [[I64]]
  %r = sext i1 %a to i64
  ret i64 %r
}

define spir_func i1 @trunc_i8_i1(i8 %a) {
; CHECK: OpFunction [[BOOL]]
; CHECK: OpBitwiseAnd [[I8]]
; CHECK: OpINotEqual [[BOOL]]
  %r = trunc i8 %a to i1
  ret i1 %r
}

define spir_func i16 @zext_i8_i16(i8 %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpUConvert [[I16]]
  %r = zext i8 %a to i16
  ret i16 %r
}

define spir_func i16 @sext_i8_i16(i8 %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpSConvert [[I16]]
  %r = sext i8 %a to i16
  ret i16 %r
}

define spir_func i32 @zext_i8_i32(i8 %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpUConvert [[I32]]
  %r = zext i8 %a to i32
  ret i32 %r
}

define spir_func i32 @sext_i8_i32(i8 %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpSConvert [[I32]]
  %r = sext i8 %a to i32
  ret i32 %r
}

define spir_func i64 @zext_i8_i64(i8 %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpUConvert [[I64]]
  %r = zext i8 %a to i64
  ret i64 %r
}

define spir_func i64 @sext_i8_i64(i8 %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpSConvert [[I64]]
  %r = sext i8 %a to i64
  ret i64 %r
}

define spir_func i1 @trunc_i16_i1(i16 %a) {
; CHECK: OpFunction [[BOOL]]
; CHECK: OpBitwiseAnd [[I16]]
; CHECK: OpINotEqual [[BOOL]]
  %r = trunc i16 %a to i1
  ret i1 %r
}

define spir_func i8 @trunc_i16_i8(i16 %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpUConvert [[I8]]
  %r = trunc i16 %a to i8
  ret i8 %r
}

define spir_func i32 @zext_i16_i32(i16 %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpUConvert [[I32]]
  %r = zext i16 %a to i32
  ret i32 %r
}

define spir_func i32 @sext_i16_i32(i16 %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpSConvert [[I32]]
  %r = sext i16 %a to i32
  ret i32 %r
}

define spir_func i64 @zext_i16_i64(i16 %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpUConvert [[I64]]
  %r = zext i16 %a to i64
  ret i64 %r
}

define spir_func i64 @sext_i16_i64(i16 %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpSConvert [[I64]]
  %r = sext i16 %a to i64
  ret i64 %r
}

define spir_func i1 @trunc_i32_i1(i32 %a) {
; CHECK: OpFunction [[BOOL]]
; CHECK: OpBitwiseAnd [[I32]]
; CHECK: OpINotEqual [[BOOL]]
  %r = trunc i32 %a to i1
  ret i1 %r
}

define spir_func i8 @trunc_i32_i8(i32 %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpUConvert [[I8]]
  %r = trunc i32 %a to i8
  ret i8 %r
}

define spir_func i16 @trunc_i32_i16(i32 %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpUConvert [[I16]]
  %r = trunc i32 %a to i16
  ret i16 %r
}

define spir_func i64 @zext_i32_i64(i32 %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpUConvert [[I64]]
  %r = zext i32 %a to i64
  ret i64 %r
}

define spir_func i64 @sext_i32_i64(i32 %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpSConvert [[I64]]
  %r = sext i32 %a to i64
  ret i64 %r
}

define spir_func i1 @trunc_i64_i1(i64 %a) {
; CHECK: OpFunction [[BOOL]]
; CHECK: OpBitwiseAnd [[I64]]
; CHECK: OpINotEqual [[BOOL]]
  %r = trunc i64 %a to i1
  ret i1 %r
}

define spir_func i8 @trunc_i64_i8(i64 %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpUConvert [[I8]]
  %r = trunc i64 %a to i8
  ret i8 %r
}

define spir_func i16 @trunc_i64_i16(i64 %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpUConvert [[I16]]
  %r = trunc i64 %a to i16
  ret i16 %r
}

define spir_func i32 @trunc_i64_i32(i64 %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpUConvert [[I32]]
  %r = trunc i64 %a to i32
  ret i32 %r
}

define spir_func float @fpext_half_float(half %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpFConvert [[FLOAT]]
  %r = fpext half %a to float
  ret float %r
}

define spir_func double @fpext_half_double(half %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpFConvert [[DOUBLE]]
  %r = fpext half %a to double
  ret double %r
}

define spir_func half @fptrunc_float_half(float %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpFConvert [[HALF]]
  %r = fptrunc float %a to half
  ret half %r
}

define spir_func double @fpext_float_double(float %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpFConvert [[DOUBLE]]
  %r = fpext float %a to double
  ret double %r
}

define spir_func half @fptrunc_double_half(double %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpFConvert [[HALF]]
  %r = fptrunc double %a to half
  ret half %r
}

define spir_func float @fptrunc_double_float(double %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpFConvert [[FLOAT]]
  %r = fptrunc double %a to float
  ret float %r
}

define spir_func half @sitofp_i1_half(i1 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertSToF [[HALF]]
  %r = sitofp i1 %a to half
  ret half %r
}

define spir_func half @uitofp_i1_half(i1 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertUToF [[HALF]]
  %r = uitofp i1 %a to half
  ret half %r
}

define spir_func float @sitofp_i1_float(i1 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertSToF [[FLOAT]]
  %r = sitofp i1 %a to float
  ret float %r
}

define spir_func float @uitofp_i1_float(i1 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertUToF [[FLOAT]]
  %r = uitofp i1 %a to float
  ret float %r
}

define spir_func double @sitofp_i1_double(i1 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertSToF [[DOUBLE]]
  %r = sitofp i1 %a to double
  ret double %r
}

define spir_func double @uitofp_i1_double(i1 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertUToF [[DOUBLE]]
  %r = uitofp i1 %a to double
  ret double %r
}

define spir_func half @sitofp_i8_half(i8 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertSToF [[HALF]]
  %r = sitofp i8 %a to half
  ret half %r
}

define spir_func half @uitofp_i8_half(i8 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertUToF [[HALF]]
  %r = uitofp i8 %a to half
  ret half %r
}

define spir_func i8 @fptosi_half_i8(half %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpConvertFToS [[I8]]
  %r = fptosi half %a to i8
  ret i8 %r
}

define spir_func i8 @fptoui_half_i8(half %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpConvertFToU [[I8]]
  %r = fptoui half %a to i8
  ret i8 %r
}

define spir_func float @sitofp_i8_float(i8 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertSToF [[FLOAT]]
  %r = sitofp i8 %a to float
  ret float %r
}

define spir_func float @uitofp_i8_float(i8 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertUToF [[FLOAT]]
  %r = uitofp i8 %a to float
  ret float %r
}

define spir_func i8 @fptosi_float_i8(float %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpConvertFToS [[I8]]
  %r = fptosi float %a to i8
  ret i8 %r
}

define spir_func i8 @fptoui_float_i8(float %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpConvertFToU [[I8]]
  %r = fptoui float %a to i8
  ret i8 %r
}

define spir_func double @sitofp_i8_double(i8 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertSToF [[DOUBLE]]
  %r = sitofp i8 %a to double
  ret double %r
}

define spir_func double @uitofp_i8_double(i8 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertUToF [[DOUBLE]]
  %r = uitofp i8 %a to double
  ret double %r
}

define spir_func i8 @fptosi_double_i8(double %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpConvertFToS [[I8]]
  %r = fptosi double %a to i8
  ret i8 %r
}

define spir_func i8 @fptoui_double_i8(double %a) {
; CHECK: OpFunction [[I8]]
; CHECK: OpConvertFToU [[I8]]
  %r = fptoui double %a to i8
  ret i8 %r
}

define spir_func half @sitofp_i16_half(i16 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertSToF [[HALF]]
  %r = sitofp i16 %a to half
  ret half %r
}

define spir_func half @uitofp_i16_half(i16 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertUToF [[HALF]]
  %r = uitofp i16 %a to half
  ret half %r
}

define spir_func i16 @fptosi_half_i16(half %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpConvertFToS [[I16]]
  %r = fptosi half %a to i16
  ret i16 %r
}

define spir_func i16 @fptoui_half_i16(half %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpConvertFToU [[I16]]
  %r = fptoui half %a to i16
  ret i16 %r
}

define spir_func float @sitofp_i16_float(i16 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertSToF [[FLOAT]]
  %r = sitofp i16 %a to float
  ret float %r
}

define spir_func float @uitofp_i16_float(i16 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertUToF [[FLOAT]]
  %r = uitofp i16 %a to float
  ret float %r
}

define spir_func i16 @fptosi_float_i16(float %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpConvertFToS [[I16]]
  %r = fptosi float %a to i16
  ret i16 %r
}

define spir_func i16 @fptoui_float_i16(float %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpConvertFToU [[I16]]
  %r = fptoui float %a to i16
  ret i16 %r
}

define spir_func double @sitofp_i16_double(i16 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertSToF [[DOUBLE]]
  %r = sitofp i16 %a to double
  ret double %r
}

define spir_func double @uitofp_i16_double(i16 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertUToF [[DOUBLE]]
  %r = uitofp i16 %a to double
  ret double %r
}

define spir_func i16 @fptosi_double_i16(double %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpConvertFToS [[I16]]
  %r = fptosi double %a to i16
  ret i16 %r
}

define spir_func i16 @fptoui_double_i16(double %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpConvertFToU [[I16]]
  %r = fptoui double %a to i16
  ret i16 %r
}

define spir_func half @sitofp_i32_half(i32 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertSToF [[HALF]]
  %r = sitofp i32 %a to half
  ret half %r
}

define spir_func half @uitofp_i32_half(i32 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertUToF [[HALF]]
  %r = uitofp i32 %a to half
  ret half %r
}

define spir_func i32 @fptosi_half_i32(half %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpConvertFToS [[I32]]
  %r = fptosi half %a to i32
  ret i32 %r
}

define spir_func i32 @fptoui_half_i32(half %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpConvertFToU [[I32]]
  %r = fptoui half %a to i32
  ret i32 %r
}

define spir_func float @sitofp_i32_float(i32 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertSToF [[FLOAT]]
  %r = sitofp i32 %a to float
  ret float %r
}

define spir_func float @uitofp_i32_float(i32 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertUToF [[FLOAT]]
  %r = uitofp i32 %a to float
  ret float %r
}

define spir_func i32 @fptosi_float_i32(float %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpConvertFToS [[I32]]
  %r = fptosi float %a to i32
  ret i32 %r
}

define spir_func i32 @fptoui_float_i32(float %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpConvertFToU [[I32]]
  %r = fptoui float %a to i32
  ret i32 %r
}

define spir_func double @sitofp_i32_double(i32 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertSToF [[DOUBLE]]
  %r = sitofp i32 %a to double
  ret double %r
}

define spir_func double @uitofp_i32_double(i32 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertUToF [[DOUBLE]]
  %r = uitofp i32 %a to double
  ret double %r
}

define spir_func i32 @fptosi_double_i32(double %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpConvertFToS [[I32]]
  %r = fptosi double %a to i32
  ret i32 %r
}

define spir_func i32 @fptoui_double_i32(double %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpConvertFToU [[I32]]
  %r = fptoui double %a to i32
  ret i32 %r
}

define spir_func half @sitofp_i64_half(i64 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertSToF [[HALF]]
  %r = sitofp i64 %a to half
  ret half %r
}

define spir_func half @uitofp_i64_half(i64 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpConvertUToF [[HALF]]
  %r = uitofp i64 %a to half
  ret half %r
}

define spir_func i64 @fptosi_half_i64(half %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpConvertFToS [[I64]]
  %r = fptosi half %a to i64
  ret i64 %r
}

define spir_func i64 @fptoui_half_i64(half %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpConvertFToU [[I64]]
  %r = fptoui half %a to i64
  ret i64 %r
}

define spir_func float @sitofp_i64_float(i64 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertSToF [[FLOAT]]
  %r = sitofp i64 %a to float
  ret float %r
}

define spir_func float @uitofp_i64_float(i64 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpConvertUToF [[FLOAT]]
  %r = uitofp i64 %a to float
  ret float %r
}

define spir_func i64 @fptosi_float_i64(float %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpConvertFToS [[I64]]
  %r = fptosi float %a to i64
  ret i64 %r
}

define spir_func i64 @fptoui_float_i64(float %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpConvertFToU [[I64]]
  %r = fptoui float %a to i64
  ret i64 %r
}

define spir_func double @sitofp_i64_double(i64 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertSToF [[DOUBLE]]
  %r = sitofp i64 %a to double
  ret double %r
}

define spir_func double @uitofp_i64_double(i64 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpConvertUToF [[DOUBLE]]
  %r = uitofp i64 %a to double
  ret double %r
}

define spir_func i64 @fptosi_double_i64(double %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpConvertFToS [[I64]]
  %r = fptosi double %a to i64
  ret i64 %r
}

define spir_func i64 @fptoui_double_i64(double %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpConvertFToU [[I64]]
  %r = fptoui double %a to i64
  ret i64 %r
}

define spir_func i32 @bitcast_float_i32(float %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpBitcast [[I32]]
  %r = bitcast float %a to i32
  ret i32 %r
}

define spir_func float @bitcast_i32_float(i32 %a) {
; CHECK: OpFunction [[FLOAT]]
; CHECK: OpBitcast [[FLOAT]]
  %r = bitcast i32 %a to float
  ret float %r
}

define spir_func i64 @bitcast_double_i64(double %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpBitcast [[I64]]
  %r = bitcast double %a to i64
  ret i64 %r
}

define spir_func double @bitcast_i64_double(i64 %a) {
; CHECK: OpFunction [[DOUBLE]]
; CHECK: OpBitcast [[DOUBLE]]
  %r = bitcast i64 %a to double
  ret double %r
}

define spir_func i16 @bitcast_half_i16(half %a) {
; CHECK: OpFunction [[I16]]
; CHECK: OpBitcast [[I16]]
  %r = bitcast half %a to i16
  ret i16 %r
}

define spir_func half @bitcast_i16_half(i16 %a) {
; CHECK: OpFunction [[HALF]]
; CHECK: OpBitcast [[HALF]]
  %r = bitcast i16 %a to half
  ret half %r
}

define spir_func i64 @ptrtoint_i64(ptr addrspace(1) %a) {
; CHECK: OpFunction [[I64]]
; CHECK: OpConvertPtrToU [[I64]]
  %r = ptrtoint ptr addrspace(1) %a to i64
  ret i64 %r
}

define spir_func i32 @ptrtoint_i32(ptr addrspace(1) %a) {
; CHECK: OpFunction [[I32]]
; CHECK: OpConvertPtrToU [[I32]]
  %r = ptrtoint ptr addrspace(1) %a to i32
  ret i32 %r
}

define spir_func void @inttoptr(i64 %a, i32 %b) {
; CHECK: OpConvertUToPtr
; CHECK: OpConvertUToPtr
  %p = inttoptr i64 %a to ptr addrspace(1)
  %q = inttoptr i32 %b to ptr addrspace(3)
  store i32 %b, ptr addrspace(1) %p, align 4
  store i32 %b, ptr addrspace(3) %q, align 4
  ret void
}
