; spirv-lower-intrinsics: intrinsics on fixed-length vectors that are
; shuffles: vector.reverse, vector.splice.left / right (K lanes into the
; concatenation of both vectors, or K lanes before the end of the first),
; vector.extract / vector.insert at a constant index, and stepvector (a
; constant). The module validates, odd lengths included.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-intrinsics %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv

target triple = "spirv64-unknown-unknown"

; CHECK-LABEL: define spir_func <5 x i16> @reverse(
; CHECK: shufflevector <5 x i16> %v, <5 x i16> poison, <5 x i32> <i32 4, i32 3, i32 2, i32 1, i32 0>
define spir_func <5 x i16> @reverse(<5 x i16> %v) {
  %r = call <5 x i16> @llvm.vector.reverse.v5i16(<5 x i16> %v)
  ret <5 x i16> %r
}

; CHECK-LABEL: define spir_func <4 x i32> @splices(
; CHECK: shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
; CHECK: shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
; CHECK: shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
define spir_func <4 x i32> @splices(<4 x i32> %a, <4 x i32> %b) {
  %l = call <4 x i32> @llvm.vector.splice.left.v4i32(<4 x i32> %a, <4 x i32> %b, i32 1)
  %r3 = call <4 x i32> @llvm.vector.splice.right.v4i32(<4 x i32> %a, <4 x i32> %b, i32 3)
  %r1 = call <4 x i32> @llvm.vector.splice.right.v4i32(<4 x i32> %a, <4 x i32> %b, i32 1)
  %s = add <4 x i32> %l, %r3
  %t = add <4 x i32> %s, %r1
  ret <4 x i32> %t
}

; CHECK-LABEL: define spir_func <2 x float> @extract(
; CHECK: shufflevector <5 x float> %v, <5 x float> poison, <2 x i32> <i32 2, i32 3>
define spir_func <2 x float> @extract(<5 x float> %v) {
  %r = call <2 x float> @llvm.vector.extract.v2f32.v5f32(<5 x float> %v, i64 2)
  ret <2 x float> %r
}

; CHECK-LABEL: define spir_func <8 x double> @insert(
; CHECK: [[W:%[0-9]+]] = shufflevector <2 x double> %s, <2 x double> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
; CHECK: shufflevector <8 x double> %v, <8 x double> [[W]], <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 6, i32 7>
define spir_func <8 x double> @insert(<8 x double> %v, <2 x double> %s) {
  %r = call <8 x double> @llvm.vector.insert.v8f64.v2f64(<8 x double> %v, <2 x double> %s, i64 4)
  ret <8 x double> %r
}

; CHECK-LABEL: define spir_func <3 x i32> @step(
; CHECK: ret <3 x i32> <i32 0, i32 1, i32 2>
define spir_func <3 x i32> @step() {
  %r = call <3 x i32> @llvm.stepvector.v3i32()
  ret <3 x i32> %r
}
