; Intrinsics lowered to OpenCL.std on vectors the legalizer cannot give a
; SPIR-V type are reported, not hung on or emitted invalid: more than 16
; lanes, and the translator's frexp on 5 lanes, whose exponent OpenCL.std
; writes through the caller's pointer (padded lanes would be written past
; the object). llvm.frexp on 5 lanes has a slot of its own, of 8
; (test/Execution/frexp-odd-vectors.ll).
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
  %m = call spir_func <5 x float> @_Z17__spirv_ocl_frexpDv5_fPU3AS1Dv5_i(<5 x float> %v, ptr addrspace(1) %q)
  store <5 x float> %m, ptr addrspace(1) %p
  ret void
}
declare spir_func <5 x float> @_Z17__spirv_ocl_frexpDv5_fPU3AS1Dv5_i(<5 x float>, ptr addrspace(1))
