; Ordered comparisons of i1 values: booleans order as false < true unsigned
; and true (-1) < false (0) signed; each predicate is one logical not and one
; and/or. On boolean vectors, not, == and != (and xor) are OpSelects of
; constants and operands: Intel's GPU compiler aborts on OpLogicalNot,
; OpLogicalEqual and OpLogicalNotEqual of vectors.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

target triple = "spirv64"

; CHECK-LABEL: = OpFunction %
; CHECK: %[[A:[0-9]+]] = OpFunctionParameter
; CHECK: %[[B:[0-9]+]] = OpFunctionParameter
; ult: !a & b
; CHECK: %[[NA:[0-9]+]] = OpLogicalNot %{{[0-9]+}} %[[A]]
; CHECK: OpLogicalAnd %{{[0-9]+}} %[[NA]] %[[B]]
; uge: a | !b
; CHECK: %[[NB:[0-9]+]] = OpLogicalNot %{{[0-9]+}} %[[B]]
; CHECK: OpLogicalOr %{{[0-9]+}} %[[NB]] %[[A]]
; slt: a & !b
; CHECK: %[[NB2:[0-9]+]] = OpLogicalNot %{{[0-9]+}} %[[B]]
; CHECK: OpLogicalAnd %{{[0-9]+}} %[[NB2]] %[[A]]
; sge: !a | b
; CHECK: %[[NA2:[0-9]+]] = OpLogicalNot %{{[0-9]+}} %[[A]]
; CHECK: OpLogicalOr %{{[0-9]+}} %[[NA2]] %[[B]]
define spir_func i32 @orders(i1 %a, i1 %b) {
  %ult = icmp ult i1 %a, %b
  %uge = icmp uge i1 %a, %b
  %slt = icmp slt i1 %a, %b
  %sge = icmp sge i1 %a, %b
  %x = xor i1 %ult, %uge
  %y = xor i1 %slt, %sge
  %z = and i1 %x, %y
  %r = zext i1 %z to i32
  ret i32 %r
}

; Sign extension in a register (from sext of a narrow value) is shifts.
; CHECK-LABEL: = OpFunction %
; CHECK: OpShiftLeftLogical
; CHECK: OpShiftRightArithmetic
define spir_func i32 @sext_inreg(i32 %v) {
  %t = trunc i32 %v to i8
  %s = sext i8 %t to i32
  %m = shl i32 %s, 1
  ret i32 %m
}

; CHECK-LABEL: = OpFunction %
; CHECK: %[[VA:[0-9]+]] = OpFunctionParameter
; CHECK: %[[VB:[0-9]+]] = OpFunctionParameter
; CHECK-NOT: OpLogicalNot
; CHECK-NOT: OpLogicalEqual
; CHECK: %[[C:[0-9]+]] = OpSLessThan %[[B4:v4bool|[0-9]+]] %[[VA]] %[[VB]]
; CHECK: %[[D:[0-9]+]] = OpSGreaterThan %[[B4]] %[[VA]] %[[VB]]
; CHECK: %[[ND:[0-9]+]] = OpSelect %[[B4]] %[[D]] %[[F4:[0-9a-z_]+]] %[[T4:[0-9a-z_]+]]
; CHECK: %[[NE:[0-9]+]] = OpSelect %[[B4]] %[[C]] %[[ND]] %[[D]]
; CHECK: %[[NX:[0-9]+]] = OpSelect %[[B4]] %[[D]] %[[F4]] %[[T4]]
; CHECK: %[[EQ:[0-9]+]] = OpSelect %[[B4]] %[[NE]] %[[D]] %[[NX]]
; CHECK: %[[NC:[0-9]+]] = OpSelect %[[B4]] %[[C]] %[[F4]] %[[T4]]
; CHECK: OpLogicalAnd %[[B4]] %[[NC]] %[[EQ]]
; CHECK-NOT: OpLogicalNot
; CHECK-NOT: OpLogicalEqual
; CHECK: OpFunctionEnd
define spir_func <4 x i32> @vectors(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp slt <4 x i32> %a, %b
  %d = icmp sgt <4 x i32> %a, %b
  %x = xor <4 x i1> %c, %d
  %e = icmp eq <4 x i1> %x, %d
  %u = icmp ult <4 x i1> %c, %e
  %s = select <4 x i1> %u, <4 x i32> %a, <4 x i32> %b
  ret <4 x i32> %s
}
