; nsw / nuw become NoSignedWrap / NoUnsignedWrap on the arithmetic that has
; them: core from SPIR-V 1.4, through SPV_KHR_no_integer_wrap_decoration
; below it, and left out (they are hints) when neither is allowed. Widened
; arithmetic (i4 computed in i8) loses them: they would not hold there.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefixes=CHECK,CORE
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64v1.2 %s -o - | FileCheck %s --check-prefix=NONE
; RUN: %llc -mtriple=spirv64v1.2 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: %llc -mtriple=spirv64v1.2 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration -filetype=obj %s -o %t.ext.spv
; RUN: %spirv-val %t.ext.spv

; CORE: ; Version: 1.4
; EXT: ; Version: 1.0
; EXT: OpExtension "SPV_KHR_no_integer_wrap_decoration"
; CHECK-DAG: OpDecorate %[[ADD:[0-9]+]] NoSignedWrap
; CHECK-DAG: OpDecorate %[[MUL:[0-9]+]] NoSignedWrap
; CHECK-DAG: OpDecorate %[[MUL]] NoUnsignedWrap
; CHECK-DAG: OpDecorate %[[SHL:[0-9]+]] NoUnsignedWrap
; CHECK-DAG: OpDecorate %[[NEG:[0-9]+]] NoSignedWrap
; CHECK-NOT: OpDecorate {{.*}}Wrap
; CHECK: %[[ADD]] = OpIAdd
; CHECK: %[[MUL]] = OpIMul
; CHECK: %[[SHL]] = OpShiftLeftLogical
; CHECK: %[[SUB:[0-9]+]] = OpISub
; CHECK: %[[NEG]] = OpISub
; CHECK: %[[NARROW:[0-9]+]] = OpIAdd %[[#]]

; NONE: ; Version: 1.0
; NONE-NOT: Wrap
; NONE-NOT: OpExtension

define spir_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, i4 %c) {
  %s = add nsw i32 %a, %b
  %m = mul nuw nsw i32 %s, %b
  %t = shl nuw i32 %m, 2
  %u = sub i32 %t, %a
  %neg = sub nsw i32 0, %u
  %n = add nsw i4 %c, %c
  %e = zext i4 %n to i32
  %v = add i32 %neg, %e
  store i32 %v, ptr addrspace(1) %p
  ret void
}
