; spirv-lower-intrinsics on fixed-point multiplication: the product in twice
; the width, shifted right by the scale (arithmetic for smul.fix, logical
; for umul.fix), clamped to the type's range for the .sat forms; vectors
; lane-wise. An odd width's double (i48: an s96 product) computes in the
; legalizer's next power of two.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-intrinsics %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-LABEL: define spir_func i32 @s(i32 %a, i32 %b)
; CHECK: [[A:%[0-9]+]] = sext i32 %a to i64
; CHECK: [[B:%[0-9]+]] = sext i32 %b to i64
; CHECK: [[P:%[0-9]+]] = mul i64 [[A]], [[B]]
; CHECK: [[S:%[0-9]+]] = ashr i64 [[P]], 16
; CHECK: trunc i64 [[S]] to i32
define spir_func i32 @s(i32 %a, i32 %b) {
  %r = call i32 @llvm.smul.fix.i32(i32 %a, i32 %b, i32 16)
  ret i32 %r
}

; CHECK-LABEL: define spir_func <4 x i16> @usat(<4 x i16> %a, <4 x i16> %b)
; CHECK: zext <4 x i16> %a to <4 x i32>
; CHECK: [[P:%[0-9]+]] = mul <4 x i32>
; CHECK: [[S:%[0-9]+]] = lshr <4 x i32> [[P]], splat (i32 8)
; CHECK: [[O:%[0-9]+]] = icmp ugt <4 x i32> [[S]], splat (i32 65535)
; CHECK: select <4 x i1> [[O]], <4 x i32> splat (i32 65535), <4 x i32> [[S]]
; CHECK-NOT: icmp slt
define spir_func <4 x i16> @usat(<4 x i16> %a, <4 x i16> %b) {
  %r = call <4 x i16> @llvm.umul.fix.sat.v4i16(<4 x i16> %a, <4 x i16> %b, i32 8)
  ret <4 x i16> %r
}

; CHECK-LABEL: define spir_func i8 @ssat(i8 %a, i8 %b)
; CHECK: [[S:%[0-9]+]] = ashr i16 {{%[0-9]+}}, 7
; CHECK: icmp sgt i16 [[S]], 127
; CHECK: icmp slt i16 {{%[0-9]+}}, -128
define spir_func i8 @ssat(i8 %a, i8 %b) {
  %r = call i8 @llvm.smul.fix.sat.i8(i8 %a, i8 %b, i32 7)
  ret i8 %r
}

; CHECK-LABEL: define spir_func i48 @wide(i48 %a, i48 %b)
; CHECK: [[P:%[0-9]+]] = mul i96
; CHECK: lshr i96 [[P]], 32
define spir_func i48 @wide(i48 %a, i48 %b) {
  %r = call i48 @llvm.umul.fix.i48(i48 %a, i48 %b, i32 32)
  ret i48 %r
}

declare i32 @llvm.smul.fix.i32(i32, i32, i32)
declare <4 x i16> @llvm.umul.fix.sat.v4i16(<4 x i16>, <4 x i16>, i32)
declare i8 @llvm.smul.fix.sat.i8(i8, i8, i32)
declare i48 @llvm.umul.fix.i48(i48, i48, i32)
