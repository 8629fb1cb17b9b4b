; Intrinsics lowered to OpenCL.std on vectors the legalizer cannot give a
; SPIR-V type are reported, not hung on or emitted invalid: more than 16
; lanes, and frexp on 5 lanes, whose exponent OpenCL.std writes through a
; pointer (padded lanes would be written past the object).
; RUN: split-file %s %t
; RUN: not %llc -mtriple=spirv64 %t/long.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LONG
; RUN: not %llc -mtriple=spirv64 %t/frexp.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=FREXP
; LONG: error: OpenCL.std sqrt on <17 x s32> is not supported (in function @f)
; FREXP: error: OpenCL.std frexp on <5 x s32> is not supported (in function @f)

;--- long.ll
target triple = "spirv64-unknown-unknown"
define spir_kernel void @f(ptr addrspace(1) %p) {
  %v = load <17 x float>, ptr addrspace(1) %p
  %r = call <17 x float> @llvm.sqrt.v17f32(<17 x float> %v)
  store <17 x float> %r, ptr addrspace(1) %p
  ret void
}

;--- frexp.ll
target triple = "spirv64-unknown-unknown"
define spir_kernel void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <5 x float>, ptr addrspace(1) %p
  %r = call { <5 x float>, <5 x i32> } @llvm.frexp.v5f32.v5i32(<5 x float> %v)
  %m = extractvalue { <5 x float>, <5 x i32> } %r, 0
  %e = extractvalue { <5 x float>, <5 x i32> } %r, 1
  store <5 x float> %m, ptr addrspace(1) %p
  store <5 x i32> %e, ptr addrspace(1) %q
  ret void
}
