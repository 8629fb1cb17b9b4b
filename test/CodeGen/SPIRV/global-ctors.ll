; @llvm.global_ctors / @llvm.global_dtors: Kernel SPIR-V has nothing that
; runs code when a module is loaded or unloaded (Level-Zero runs kernels
; only), so entries are refused rather than silently never run; an empty
; list is no content and the module is written.
; RUN: split-file %s %t
; RUN: not %llc -mtriple=spirv64 %t/ctors.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=CTORS
; RUN: not %llc -mtriple=spirv64 %t/dtors.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=DTORS
; RUN: not ls %t.out
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/empty.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CTORS: error: global constructors and destructors (@llvm.global_ctors) is not supported
; DTORS: error: global constructors and destructors (@llvm.global_dtors) is not supported

;--- ctors.ll
target triple = "spirv64-unknown-unknown"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
define internal spir_func void @init() {
  ret void
}
define spir_kernel void @k() {
  ret void
}

;--- dtors.ll
target triple = "spirv64-unknown-unknown"
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
define internal spir_func void @fini() {
  ret void
}
define spir_kernel void @k() {
  ret void
}

;--- empty.ll
target triple = "spirv64-unknown-unknown"
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
