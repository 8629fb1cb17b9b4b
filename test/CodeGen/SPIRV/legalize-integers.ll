; Integers of any width. Widths below 64 that SPIR-V lacks compute in the
; next power of two with exact semantics: operands are sign- or
; zero-extended where the high bits matter (division, right shifts,
; comparisons, conversions), results are masked or sign-extended again.
; i128 splits into 64-bit halves.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: OpName [[ADD33:%[0-9]+]] "add_i33"
; CHECK-DAG: OpName [[SDIV17:%[0-9]+]] "sdiv_i17"
; CHECK-DAG: OpName [[CMP3:%[0-9]+]] "slt_i3"
; CHECK-DAG: OpName [[LSHR48:%[0-9]+]] "lshr_i48"
; CHECK-DAG: OpName [[CONV7:%[0-9]+]] "sitofp_i7"
; CHECK-DAG: OpName [[MEM33:%[0-9]+]] "memory_i33"
; CHECK-DAG: OpName [[ADD128:%[0-9]+]] "add_i128"
; CHECK-DAG: OpName [[MUL128:%[0-9]+]] "mul_i128"
; CHECK-DAG: OpName [[SHL128:%[0-9]+]] "shl_i128"
; CHECK-DAG: OpName [[CMP128:%[0-9]+]] "ult_i128"
; CHECK-DAG: OpName [[CALL33:%[0-9]+]] "call_i33"
; CHECK-DAG: OpName [[ZEROS:%[0-9]+]] "count_zeros"
; CHECK-DAG: [[BOOL:%[0-9]+]] = OpTypeBool
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[MASK33:%[0-9]+]] = OpConstant [[I64]] 8589934591
; CHECK-NOT: OpTypeInt {{3|7|17|33|48|128}} 0

; An odd parameter or result is its container (i33 in an i64); the sum is
; masked to 33 bits before it is extended.
; CHECK: [[ADD33]] = OpFunction [[I64]]
; CHECK: OpIAdd [[I64]]
; CHECK: OpBitwiseAnd [[I64]] {{%[0-9]+}} [[MASK33]]
define spir_func i64 @add_i33(i33 %a, i33 %b) {
  %s = add i33 %a, %b
  %z = zext i33 %s to i64
  ret i64 %z
}

; Division sees sign-extended operands: shifts left and arithmetic shifts
; right by 15 in 32 bits.
; CHECK: [[SDIV17]] = OpFunction
; CHECK: OpShiftLeftLogical [[I32]]
; CHECK: OpShiftRightArithmetic [[I32]]
; CHECK: OpSDiv [[I32]]
define spir_func i32 @sdiv_i17(i32 %a, i32 %b) {
  %x = trunc i32 %a to i17
  %y = trunc i32 %b to i17
  %q = sdiv i17 %x, %y
  %r = srem i17 %x, %y
  %s = add i17 %q, %r
  %e = sext i17 %s to i32
  ret i32 %e
}

; A signed comparison of i3 compares sign-extended bytes.
; CHECK: [[CMP3]] = OpFunction
; CHECK: OpShiftRightArithmetic [[I8]]
; CHECK: OpSLessThan [[BOOL]]
define spir_func i1 @slt_i3(i8 %a, i8 %b) {
  %x = trunc i8 %a to i3
  %y = trunc i8 %b to i3
  %c = icmp slt i3 %x, %y
  ret i1 %c
}

; A logical right shift of i48 shifts zero-extended bits.
; CHECK: [[LSHR48]] = OpFunction
; CHECK: OpBitwiseAnd [[I64]]
; CHECK: OpShiftRightLogical [[I64]]
define spir_func i64 @lshr_i48(i64 %a, i64 %n) {
  %x = trunc i64 %a to i48
  %m = trunc i64 %n to i48
  %s = lshr i48 %x, %m
  %e = zext i48 %s to i64
  ret i64 %e
}

; CHECK: [[CONV7]] = OpFunction
; CHECK: OpConvertSToF [[F32]]
; CHECK: OpConvertFToU [[I8]]
define spir_func i8 @sitofp_i7(i8 %a, float %f) {
  %x = trunc i8 %a to i7
  %c = sitofp i7 %x to float
  %s = fadd float %c, %f
  %u = fptoui float %s to i7
  %z = zext i7 %u to i8
  ret i8 %z
}

; i33 in memory takes the 8 bytes LLVM allocates for it.
; CHECK: [[MEM33]] = OpFunction
; CHECK: OpLoad [[I32]] {{%[0-9]+}} Aligned 8
; CHECK: OpLoad [[I8]] {{%[0-9]+}} Aligned 4
; CHECK: OpStore
define spir_func void @memory_i33(ptr addrspace(1) %p) {
  %v = load i33, ptr addrspace(1) %p, align 8
  %w = mul i33 %v, 3
  %q = getelementptr i33, ptr addrspace(1) %p, i64 1
  store i33 %w, ptr addrspace(1) %q, align 8
  ret void
}

; i128 addition: the halves and a carry.
; CHECK: [[ADD128]] = OpFunction
; CHECK: OpLoad [[I64]]
; CHECK: OpIAdd [[I64]]
; CHECK: OpULessThan [[BOOL]]
; CHECK: OpIAdd [[I64]]
; CHECK: OpStore
define spir_func void @add_i128(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load i128, ptr addrspace(1) %p, align 8
  %b = load i128, ptr addrspace(1) %q, align 8
  %s = add i128 %a, %b
  store i128 %s, ptr addrspace(1) %p, align 8
  ret void
}

; The high half of a 64 x 64 product from 32-bit halves.
; CHECK: [[MUL128]] = OpFunction
; CHECK: OpIMul [[I64]]
; CHECK: OpShiftRightLogical [[I64]]
define spir_func i64 @mul_i128(i64 %a, i64 %b) {
  %x = zext i64 %a to i128
  %y = zext i64 %b to i128
  %m = mul i128 %x, %y
  %h = lshr i128 %m, 64
  %t = trunc i128 %h to i64
  ret i64 %t
}

; CHECK: [[SHL128]] = OpFunction
; CHECK: OpShiftLeftLogical [[I64]]
; CHECK: OpSelect [[I64]]
define spir_func i64 @shl_i128(i64 %a, i64 %b, i64 %n) {
  %x = zext i64 %a to i128
  %y = zext i64 %b to i128
  %hi = shl i128 %y, 64
  %v = or i128 %x, %hi
  %m = zext i64 %n to i128
  %s = shl i128 %v, %m
  %h = lshr i128 %s, 64
  %t = trunc i128 %h to i64
  ret i64 %t
}

; CHECK: [[CMP128]] = OpFunction
; CHECK: OpULessThan [[BOOL]]
; CHECK: OpIEqual [[BOOL]]
define spir_func i1 @ult_i128(i64 %a, i64 %b) {
  %x = sext i64 %a to i128
  %y = zext i64 %b to i128
  %c = icmp ult i128 %x, %y
  ret i1 %c
}

; Calls pass odd integers in their containers.
; CHECK: [[CALL33]] = OpFunction
; CHECK: OpFunctionCall [[I64]] [[ADD33]]
define spir_func i64 @call_i33(i64 %a) {
  %x = trunc i64 %a to i33
  %r = call i64 @add_i33(i33 %x, i33 %x)
  ret i64 %r
}

; Counting zeros of widths OpenCL.std lacks: i33 in 64 bits (clz less 31,
; ctz with the bits above set), i128 from its halves; and i128 division,
; which ExpandLargeDivRem makes a loop of i128 shifts, compares and clz.
; CHECK: [[ZEROS]] = OpFunction
; CHECK: OpExtInst [[I64]] {{%[0-9]+}} clz
; CHECK: OpExtInst [[I64]] {{%[0-9]+}} ctz
define spir_func i64 @count_zeros(i64 %a, i64 %b) {
  %x = trunc i64 %a to i33
  %l = call i33 @llvm.ctlz.i33(i33 %x, i1 false)
  %t = call i33 @llvm.cttz.i33(i33 %x, i1 false)
  %s = add i33 %l, %t
  %w = zext i64 %b to i128
  %y = shl i128 %w, 40
  %c = call i128 @llvm.cttz.i128(i128 %y, i1 false)
  %d = udiv i128 %y, %w
  %e = add i128 %c, %d
  %r = zext i33 %s to i64
  %f = trunc i128 %e to i64
  %g = add i64 %r, %f
  ret i64 %g
}
declare i33 @llvm.ctlz.i33(i33, i1)
declare i33 @llvm.cttz.i33(i33, i1)
declare i128 @llvm.cttz.i128(i128, i1)
