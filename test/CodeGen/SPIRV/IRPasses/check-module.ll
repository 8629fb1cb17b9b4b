; spirv-check-module alone: accepted IR passes through unchanged; rejected IR
; is reported and every body dropped, so no later pass meets it.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-check-module %s -o - | FileCheck %s
; RUN: sed -e 's/;BAD //' %s > %t.bad.ll
; RUN: not %llc -mtriple=spirv64 -stop-after=spirv-check-module %t.bad.ll -o - 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: %g = getelementptr float, ptr addrspace(1) %p, i64 1
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(1) %g
; BAD: error: indirectbr is not supported (in function @k)
define spir_kernel void @k(ptr addrspace(1) %p) {
  %g = getelementptr float, ptr addrspace(1) %p, i64 1
  store float 1.0, ptr addrspace(1) %g
;BAD indirectbr ptr blockaddress(@k, %next), [label %next]
;BAD next:
  ret void
}
