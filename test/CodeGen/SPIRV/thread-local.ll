; thread_local: a work-item is the thread, so a thread-local variable is one
; in private memory (address space 0), which each work-item has its own of
; (a private variable one kernel uses is a Function variable of that kernel,
; given its value on entry: global-address-spaces.ll). llvm.threadlocal.address
; is then the variable's own address. A thread-local variable in memory the
; work-items share (global, local, generic) is refused by name, used through
; the intrinsic or directly.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/private.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: not %llc -mtriple=spirv64 %t/global.ll -o %t.global.spv 2>&1 | FileCheck %s --check-prefix=GLOBAL
; RUN: not %llc -mtriple=spirv64 %t/local-direct.ll -o %t.local.spv 2>&1 | FileCheck %s --check-prefix=LOCAL
; RUN: not ls %t.global.spv %t.local.spv

; CHECK: %kernel = OpFunction
; CHECK: %[[VAR:[0-9]+]] = OpVariable %_ptr_Function_uint Function
; CHECK: OpStore %[[VAR]] %uint_7
; CHECK: %[[OLD:[0-9]+]] = OpLoad %uint %[[VAR]]
; CHECK: %[[NEW:[0-9]+]] = OpIAdd %uint %[[OLD]] %uint_1
; CHECK: OpStore %[[VAR]] %[[NEW]]
; CHECK: OpStore %out %[[NEW]]

; GLOBAL: error: thread-local variable @t in address space 1 (only private memory, address space 0, is per work-item) is not supported (in function @kernel)
; LOCAL: error: thread-local variable @t in address space 3 (only private memory, address space 0, is per work-item) is not supported (in function @kernel)

;--- private.ll
@t = internal thread_local global i32 7, align 4
define spir_kernel void @kernel(ptr addrspace(1) %out) {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @t)
  %v = load i32, ptr %p, align 4
  %n = add i32 %v, 1
  store i32 %n, ptr %p, align 4
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}
declare ptr @llvm.threadlocal.address.p0(ptr)

;--- global.ll
@t = internal thread_local addrspace(1) global i32 0, align 4
define spir_kernel void @kernel(ptr addrspace(1) %out) {
  %p = call ptr addrspace(1) @llvm.threadlocal.address.p1(ptr addrspace(1) @t)
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
declare ptr addrspace(1) @llvm.threadlocal.address.p1(ptr addrspace(1))

;--- local-direct.ll
@t = internal thread_local addrspace(3) global i32 undef, align 4
define spir_kernel void @kernel(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(3) @t, align 4
  %v = load i32, ptr addrspace(3) @t, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
