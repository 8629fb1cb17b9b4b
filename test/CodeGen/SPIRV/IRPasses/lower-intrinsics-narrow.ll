; spirv-lower-intrinsics on integers narrower than a SPIR-V type: i4 (and
; i2) are reversed in i8 and shifted down; the legalizer then widens what
; remains (docs/Design.md, "Legalization").
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-intrinsics %s -o - | FileCheck %s

; CHECK-LABEL: define spir_func i4 @smallbits(i4 %x)
; i4 is reversed as i8 and shifted down by 4.
; CHECK: zext i4 %x to i8
; CHECK: lshr i8 {{%[0-9]+}}, 4
; CHECK: trunc i8 {{%[0-9]+}} to i4
define spir_func i4 @smallbits(i4 %x) {
  %r = call i4 @llvm.bitreverse.i4(i4 %x)
  ret i4 %r
}


define spir_func i2 @tinybits(i2 %x) {
  %r = call i2 @llvm.bitreverse.i2(i2 %x)
  ret i2 %r
}
; CHECK-LABEL: define spir_func i2 @tinybits(
; CHECK: zext i2 %x to i8
; CHECK: lshr i8 {{%[0-9]+}}, 6
; CHECK: trunc i8 {{%[0-9]+}} to i2

; OpenCL.std's integer instructions on a width it lacks: saturation at the
; top of the container (operands shifted left by 8 into an i32, the result
; shifted back), mul_hi with its first operand shifted, popcount of the
; shifted operand; min, max and abs compare and select, at any width (i128).
; Values: test/Execution/intrinsics-odd-widths.ll.
; CHECK-LABEL: define spir_func i24 @sat24(
; CHECK: [[A:%[0-9]+]] = sext i24 %a to i32
; CHECK: [[AS:%[0-9]+]] = shl i32 [[A]], 8
; CHECK: [[B:%[0-9]+]] = sext i24 %b to i32
; CHECK: [[BS:%[0-9]+]] = shl i32 [[B]], 8
; CHECK: [[R:%[0-9]+]] = call spir_func i32 @_Z21__spirv_ocl_s_add_satii(i32 [[AS]], i32 [[BS]])
; CHECK: [[RS:%[0-9]+]] = ashr i32 [[R]], 8
; CHECK: trunc i32 [[RS]] to i24
define spir_func i24 @sat24(i24 %a, i24 %b) {
  %r = call i24 @llvm.sadd.sat.i24(i24 %a, i24 %b)
  ret i24 %r
}
; CHECK-LABEL: define spir_func i1 @mulo33(
; CHECK: [[A:%[0-9]+]] = zext i33 %a to i64
; CHECK: [[AS:%[0-9]+]] = shl i64 [[A]], 31
; CHECK: [[B:%[0-9]+]] = zext i33 %b to i64
; CHECK: call spir_func i64 @_Z20__spirv_ocl_u_mul_hill(i64 [[AS]], i64 [[B]])
define spir_func i1 @mulo33(i33 %a, i33 %b) {
  %r = call { i33, i1 } @llvm.umul.with.overflow.i33(i33 %a, i33 %b)
  %o = extractvalue { i33, i1 } %r, 1
  ret i1 %o
}
; CHECK-LABEL: define spir_func <4 x i1> @count1(
; CHECK: [[X:%[0-9]+]] = zext <4 x i1> %x to <4 x i8>
; CHECK: [[XS:%[0-9]+]] = shl <4 x i8> [[X]], splat (i8 7)
; CHECK: call spir_func <4 x i8> @_Z20__spirv_ocl_popcountDv4_c(<4 x i8> [[XS]])
define spir_func <4 x i1> @count1(<4 x i1> %x) {
  %r = call <4 x i1> @llvm.ctpop.v4i1(<4 x i1> %x)
  ret <4 x i1> %r
}
; CHECK-LABEL: define spir_func i128 @minabs128(
; CHECK: [[C:%[0-9]+]] = icmp ult i128 %a, %b
; CHECK: [[M:%[0-9]+]] = select i1 [[C]], i128 %a, i128 %b
; CHECK: [[N:%[0-9]+]] = icmp slt i128 [[M]], 0
; CHECK: [[G:%[0-9]+]] = sub i128 0, [[M]]
; CHECK-NEXT: select i1 [[N]], i128 [[G]], i128 [[M]]
; CHECK-NEXT: ret i128
define spir_func i128 @minabs128(i128 %a, i128 %b) {
  %m = call i128 @llvm.umin.i128(i128 %a, i128 %b)
  %r = call i128 @llvm.abs.i128(i128 %m, i1 false)
  ret i128 %r
}

; Wider than OpenCL.std's integers (i128): saturating addition and
; subtraction by their overflow tests, popcount as the counts of the low 64
; bits and the rest, bitreverse by block swaps in i128 (which the legalizer
; splits), clz of a vector of odd lanes lane by lane. Values:
; test/Execution/intrinsics-i128.ll.
; CHECK-LABEL: define spir_func i128 @sat128(
; CHECK: [[S:%[0-9]+]] = add i128 %a, %b
; CHECK: [[X:%[0-9]+]] = xor i128 [[S]], %a
; CHECK: [[Y:%[0-9]+]] = xor i128 [[S]], %b
; CHECK: [[O:%[0-9]+]] = and i128 [[X]], [[Y]]
; CHECK: [[N:%[0-9]+]] = icmp slt i128 %a, 0
; CHECK: [[B:%[0-9]+]] = select i1 [[N]], i128 -170141183460469231731687303715884105728, i128 170141183460469231731687303715884105727
; CHECK: [[V:%[0-9]+]] = icmp slt i128 [[O]], 0
; CHECK: select i1 [[V]], i128 [[B]], i128 [[S]]
; CHECK: [[U:%[0-9]+]] = sub i128 %a, %b
; CHECK: [[L:%[0-9]+]] = icmp ult i128 %a, %b
; CHECK: select i1 [[L]], i128 0, i128 [[U]]
define spir_func i128 @sat128(i128 %a, i128 %b) {
  %s = call i128 @llvm.sadd.sat.i128(i128 %a, i128 %b)
  %u = call i128 @llvm.usub.sat.i128(i128 %a, i128 %b)
  %r = xor i128 %s, %u
  ret i128 %r
}

; CHECK-LABEL: define spir_func i128 @count128(
; CHECK: [[LO:%[0-9]+]] = trunc i128 %a to i64
; CHECK: [[HI:%[0-9]+]] = lshr i128 %a, 64
; CHECK: [[HI64:%[0-9]+]] = trunc i128 [[HI]] to i64
; CHECK: call spir_func i64 @_Z20__spirv_ocl_popcountl(i64 [[LO]])
; CHECK: call spir_func i64 @_Z20__spirv_ocl_popcountl(i64 [[HI64]])
; CHECK-NOT: llvm.ctpop
; CHECK-NOT: llvm.bitreverse
; CHECK: ret i128
define spir_func i128 @count128(i128 %a) {
  %c = call i128 @llvm.ctpop.i128(i128 %a)
  %r = call i128 @llvm.bitreverse.i128(i128 %c)
  ret i128 %r
}

; CHECK-LABEL: define spir_func <3 x i33> @clz3x33(
; CHECK-COUNT-3: extractelement <3 x i33> %v
; CHECK-NOT: llvm.ctlz
; CHECK: ret <3 x i33>
define spir_func <3 x i33> @clz3x33(<3 x i33> %v) {
  %r = call <3 x i33> @llvm.ctlz.v3i33(<3 x i33> %v, i1 false)
  ret <3 x i33> %r
}

; The high half of an i128 product from the four products of 64-bit halves
; (umul.with.overflow tests it against zero).
; CHECK-LABEL: define spir_func i1 @mulov128(
; CHECK-COUNT-4: mul i128
; CHECK-NOT: llvm.umul.with.overflow
; CHECK: icmp ne i128
define spir_func i1 @mulov128(i128 %a, i128 %b) {
  %m = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  %o = extractvalue { i128, i1 } %m, 1
  ret i1 %o
}
