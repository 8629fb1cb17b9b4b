; __spirv_PtrDiff, run: the distance in elements between two pointers, of
; the pointee the mangled name gives (i32: out[i] = i, from in+i and in),
; or, in a name mangled without parameters, of the alloca they are (one
; float: 0, added to out[i]). test/CodeGen/SPIRV/spirv-calls-pointees.ll
; checks the instructions. On Intel's device only: PoCL reads modules with
; LLVM 15's translator, which asserts on OpPtrDiff ("Not implemented").
; The 2022 GPU compiler does not know OpPtrDiff (SPIR-V 1.4), which this
; test writes on purpose:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: IGC SPIRV Consumer does not support the following opcode: 403
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=intel %spirv-run %t.spv --arg=buffer:i32:256 \
; RUN:   --arg=buffer:i64:256 --global=256 --expect='1=i' | FileCheck %s %}
; CHECK: argument 1: all 256 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z15__spirv_PtrDiffPU3AS1iS0_(ptr addrspace(1), ptr addrspace(1))
declare spir_func i64 @_Z15__spirv_PtrDiff(ptr, ptr)

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %f = alloca float, align 4
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %d = call spir_func i64 @_Z15__spirv_PtrDiffPU3AS1iS0_(ptr addrspace(1) %p, ptr addrspace(1) %in)
  store float 1.0, ptr %f, align 4
  %z = call spir_func i64 @_Z15__spirv_PtrDiff(ptr %f, ptr %f)
  %r = add i64 %d, %z
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %o, align 8
  ret void
}
