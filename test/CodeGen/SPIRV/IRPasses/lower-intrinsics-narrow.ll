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
