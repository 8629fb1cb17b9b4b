; spirv-split-switch-edges alone: the second and later switch edges into a
; block with phis go through blocks of their own.
; RUN: %llc -mtriple=spirv64 -stop-before=spirv-split-switch-edges %s -o - | FileCheck %s --check-prefix=BEFORE
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-split-switch-edges %s -o - | FileCheck %s

; BEFORE: i32 1, label %join
; BEFORE-NEXT: i32 2, label %join
; CHECK-LABEL: define spir_func i32 @f(
; CHECK: i32 1, label %join.edge
; CHECK-NEXT: i32 2, label %join.edge1
; CHECK: join.edge:
; CHECK-NEXT: br label %join
; CHECK: join.edge1:
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: phi i32 [ 30, %other ], [ 10, %join.edge ], [ 10, %entry ], [ 10, %join.edge1 ]
define spir_func i32 @f(i32 %k) {
entry:
  switch i32 %k, label %other [
    i32 0, label %join
    i32 1, label %join
    i32 2, label %join
  ]
other:
  br label %join
join:
  %r = phi i32 [ 10, %entry ], [ 10, %entry ], [ 10, %entry ], [ 30, %other ]
  ret i32 %r
}
