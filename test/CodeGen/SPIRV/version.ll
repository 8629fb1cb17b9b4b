; The module declares the lowest version its content needs (1.0 here); a cap
; from -spirv-max-version or the triple's sub-architecture never raises it,
; and a malformed cap is an error.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=V10
; RUN: %llc -mtriple=spirv64 -spirv-max-version=1.0 %s -o - | FileCheck %s --check-prefix=V10
; RUN: %llc -mtriple=spirv64 -spirv-max-version=1.4 %s -o - | FileCheck %s --check-prefix=V10
; RUN: %llc -mtriple=spirv64v1.2 %s -o - | FileCheck %s --check-prefix=V10
; RUN: %llc -mtriple=spirv32v1.0 %s -o - | FileCheck %s --check-prefix=V10
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: od -An -tx4 -v -w4 %t.spv | sed -n 2p | FileCheck %s --check-prefix=WORD
; RUN: not %llc -mtriple=spirv64 -spirv-max-version=2.0 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not %llc -mtriple=spirv64 -spirv-max-version=one %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

; V10: ; Version: 1.0
; WORD: 00010000
; BAD: invalid -spirv-max-version

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
