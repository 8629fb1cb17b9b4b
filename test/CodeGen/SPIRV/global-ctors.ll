; @llvm.global_ctors / @llvm.global_dtors: each function becomes an entry
; point of its own with core SPIR-V's Initializer / Finalizer execution
; mode (SPIR-V 1.1, Kernel), which the consumer runs when it loads /
; releases the program, in ascending priority; no extension is needed. An
; entry a Kernel entry point cannot be (a function with parameters, one
; also called) is refused by name; an empty list is no content.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/ctors.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/ctors.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: not %llc -mtriple=spirv64 %t/called.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=CALLED
; RUN: not %llc -mtriple=spirv64 %t/params.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=PARAMS
; RUN: not ls %t.out
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/empty.ll -o %t.empty.spv
; RUN: %spirv-val %t.empty.spv
; RUN: %llvm-spirv -r %t.empty.spv -o %t.empty.bc

; CHECK: OpCapability Kernel
; CHECK-NOT: OpExtension
; The priorities order the entry points: @early (100) before @init (65535).
; CHECK: OpEntryPoint Kernel %[[K:[0-9]+]] "k"
; CHECK-NEXT: OpEntryPoint Kernel %[[EARLY:[0-9]+]] "early"
; CHECK-NEXT: OpEntryPoint Kernel %[[INIT:[0-9]+]] "init"
; CHECK-NEXT: OpEntryPoint Kernel %[[FINI:[0-9]+]] "fini"
; CHECK-NEXT: OpExecutionMode %[[EARLY]] Initializer
; CHECK-NEXT: OpExecutionMode %[[INIT]] Initializer
; CHECK-NEXT: OpExecutionMode %[[FINI]] Finalizer

; READ: @llvm.global_ctors = {{.*}}ptr @init
; READ: define {{.*}}void @init()
; READ: store i32 7

; CALLED: error: @llvm.global_ctors entry @init, which is also a kernel or used otherwise (an entry point is not called) is not supported
; PARAMS: error: @llvm.global_dtors entry @fini, which is not a 'void()' function is not supported

;--- ctors.ll
target triple = "spirv64-unknown-unknown"
@g = addrspace(1) global i32 0, align 4
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }, { i32, ptr, ptr } { i32 100, ptr @early, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
define internal spir_func void @init() {
  store i32 7, ptr addrspace(1) @g, align 4
  ret void
}
define internal spir_func void @early() {
  ret void
}
define internal spir_func void @fini() {
  store i32 0, ptr addrspace(1) @g, align 4
  ret void
}
define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) @g, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

;--- called.ll
target triple = "spirv64-unknown-unknown"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
define internal spir_func void @init() {
  ret void
}
define spir_kernel void @k() {
  call spir_func void @init()
  ret void
}

;--- params.ll
target triple = "spirv64-unknown-unknown"
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
define internal spir_func void @fini(i32 %x) {
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
