; Integer arithmetic, bitwise operations and shifts on i8, i16, i32, i64,
; and logic on i1.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int16
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[BOOL:%[0-9]+]] = OpTypeBool

define spir_func i32 @ops_i32(i32 %a, i32 %b) {
; CHECK: OpFunction [[I32]]
; CHECK: OpIAdd [[I32]]
; CHECK: OpISub [[I32]]
; CHECK: OpIMul [[I32]]
; CHECK: OpSDiv [[I32]]
; CHECK: OpUDiv [[I32]]
; CHECK: OpSRem [[I32]]
; CHECK: OpUMod [[I32]]
; CHECK: OpBitwiseAnd [[I32]]
; CHECK: OpBitwiseOr [[I32]]
; CHECK: OpBitwiseXor [[I32]]
; CHECK: OpShiftLeftLogical [[I32]]
; CHECK: OpShiftRightLogical [[I32]]
; CHECK: OpShiftRightArithmetic [[I32]]
; CHECK: OpReturnValue
  %1 = add i32 %a, %b
  %2 = sub i32 %1, %b
  %3 = mul i32 %2, %a
  %4 = sdiv i32 %3, %b
  %5 = udiv i32 %4, %b
  %6 = srem i32 %5, %b
  %7 = urem i32 %6, %b
  %8 = and i32 %7, %a
  %9 = or i32 %8, 255
  %10 = xor i32 %9, %b
  %11 = shl i32 %10, 3
  %12 = lshr i32 %11, %b
  %13 = ashr i32 %12, 1
  %14 = sub i32 0, %13
  %15 = xor i32 %14, -1
  ret i32 %15
}

define spir_func i8 @ops_i8(i8 %a, i8 %b) {
; CHECK: OpFunction [[I8]]
; CHECK: OpIAdd [[I8]]
; CHECK: OpUDiv [[I8]]
; CHECK: OpShiftRightArithmetic [[I8]]
  %1 = add i8 %a, %b
  %2 = udiv i8 %1, %b
  %3 = ashr i8 %2, 2
  ret i8 %3
}

define spir_func i16 @ops_i16(i16 %a, i16 %b) {
; CHECK: OpFunction [[I16]]
; CHECK: OpIMul [[I16]]
; CHECK: OpSRem [[I16]]
; CHECK: OpShiftLeftLogical [[I16]]
  %1 = mul i16 %a, %b
  %2 = srem i16 %1, %b
  %3 = shl i16 %2, %a
  ret i16 %3
}

define spir_func i64 @ops_i64(i64 %a, i64 %b) {
; CHECK: OpFunction [[I64]]
; CHECK: OpISub [[I64]]
; CHECK: OpSDiv [[I64]]
; CHECK: OpUMod [[I64]]
; CHECK: OpShiftRightLogical [[I64]]
; CHECK: OpBitwiseXor [[I64]]
  %1 = sub i64 %a, %b
  %2 = sdiv i64 %1, %b
  %3 = urem i64 %2, 1000000000000
  %4 = lshr i64 %3, 33
  %5 = xor i64 %4, %a
  ret i64 %5
}

define spir_func i1 @ops_i1(i1 %a, i1 %b, i1 %c) {
; CHECK: OpFunction [[BOOL]]
; CHECK: OpLogicalAnd [[BOOL]]
; CHECK: OpLogicalOr [[BOOL]]
; CHECK: OpLogicalNotEqual [[BOOL]]
  %1 = and i1 %a, %b
  %2 = or i1 %1, %c
  %3 = xor i1 %2, %a
  ret i1 %3
}

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %r = call spir_func i32 @ops_i32(i32 %x, i32 7)
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
