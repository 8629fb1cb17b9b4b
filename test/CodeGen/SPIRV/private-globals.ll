; Private program-scope variables (address space 0) that helpers and several
; kernels use: each kernel has its own Function variable per variable,
; given the initial value on entry (a store, or a copy from a UniformConstant
; image for an aggregate); each function on the way from a kernel to a use
; takes the variable's address as an extra parameter, which every call passes
; on (the caller's parameter, or the kernel's variable). A constant-expression
; use (getelementptr, addrspacecast, here passed on as a generic pointer),
; an address stored in memory and read back, and an address compared are
; uses of the same pointer. @llvm.used
; keeps the rewritten function; the helper's memory attribute now allows its
; parameters what it allowed the variables.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-private-globals %t/helpers.ll -o - | FileCheck %s --check-prefix=IR
; RUN: %llc -mtriple=spirv64 %t/helpers.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/helpers.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %llc -mtriple=spirv64 %t/kernels.ll -o - | FileCheck %s --check-prefix=KERNELS
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/kernels.ll -o %t.kernels.spv
; RUN: %spirv-val %t.kernels.spv
; RUN: %llvm-spirv -r %t.kernels.spv -o %t.kernels.bc
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %t/read-only.ll -o - | FileCheck %s --check-prefix=READONLY
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers -filetype=obj %t/read-only.ll -o %t.read-only.spv
; RUN: %spirv-val-fnptr %t.read-only.spv

; IR-NOT: @count =
; IR-NOT: @arr =
; IR: @arr.init = private addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
; IR: @llvm.used = appending global [1 x ptr] [ptr @bump]
; IR: define spir_func void @bump(i32 %d, ptr %count, ptr %arr) [[BUMP:#[0-9]+]] {
; IR: define spir_func i32 @outer(i32 %d, ptr %count, ptr %arr) {
; IR-NEXT: call spir_func void @bump(i32 %d, ptr %count, ptr %arr) [[BUMP]]
; IR-NEXT: call spir_func void @bump(i32 1, ptr %count, ptr %arr)
; IR: define spir_func i1 @same(ptr %p, ptr %count) {
; IR-NEXT: icmp eq ptr %p, %count
; IR: define spir_kernel void @k1(
; IR-NEXT: %count = alloca i32, align 4
; IR-NEXT: store i32 5, ptr %count, align 4
; IR-NEXT: %arr = alloca [4 x i32], align 4
; IR-NEXT: call void @llvm.memcpy.p0.p2.i64(ptr align 4 %arr, ptr addrspace(2) align 4 @arr.init, i64 16, i1 false)
; IR-NEXT: %only = alloca i64, align 8
; IR-NEXT: store i64 0, ptr %only, align 8
; IR-NEXT: %slot = alloca ptr, align 8
; IR-NEXT: store ptr null, ptr %slot, align 8
; IR: call spir_func i32 @outer(i32 %d, ptr %count, ptr %arr)
; IR: store ptr %count, ptr %slot, align 8
; IR: define spir_kernel void @k2(
; IR-NEXT: %count = alloca i32, align 4
; IR-NEXT: store i32 5, ptr %count, align 4
; IR-NEXT: %arr = alloca [4 x i32], align 4
; IR-NOT: alloca
; IR: call spir_func void @bump(i32 10, ptr %count, ptr %arr)
; IR: attributes [[BUMP]] = { memory(readwrite) }

; CHECK-DAG: OpName %[[BUMP:[0-9]+]] "bump"
; CHECK-DAG: OpName %[[OUTER:[0-9]+]] "outer"
; CHECK-DAG: OpName %[[INIT:[0-9]+]] "arr.init"
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[PINT:[0-9]+]] = OpTypePointer Function %[[INT]]
; CHECK-DAG: %[[ARR:[0-9]+]] = OpTypeArray %[[INT]] %{{[0-9]+}}
; CHECK-DAG: %[[PARR:[0-9]+]] = OpTypePointer Function %[[ARR]]
; CHECK-DAG: %[[PPINT:[0-9]+]] = OpTypePointer Function %[[PINT]]
; CHECK-DAG: %[[FIVE:[0-9]+]] = OpConstant %[[INT]] 5
; CHECK-DAG: %[[INIT]] = OpVariable %{{[0-9]+}} UniformConstant
; CHECK-NOT: OpVariable %{{[0-9]+}} Function
; CHECK: %[[BUMP]] = OpFunction
; CHECK-NEXT: OpFunctionParameter %[[INT]]
; CHECK-NEXT: %[[BCOUNT:[0-9]+]] = OpFunctionParameter %[[PINT]]
; CHECK-NEXT: OpFunctionParameter %[[PARR]]
; CHECK: OpLoad %[[INT]] %[[BCOUNT]]
; CHECK: %[[OUTER]] = OpFunction
; CHECK-NEXT: %[[OD:[0-9]+]] = OpFunctionParameter %[[INT]]
; CHECK-NEXT: %[[OCOUNT:[0-9]+]] = OpFunctionParameter %[[PINT]]
; CHECK-NEXT: %[[OARR:[0-9]+]] = OpFunctionParameter %[[PARR]]
; CHECK: OpFunctionCall %{{[0-9]+}} %[[BUMP]] %[[OD]] %[[OCOUNT]] %[[OARR]]
; CHECK: OpPtrCastToGeneric %{{[0-9]+}} %[[OCOUNT]]
; CHECK: OpFunctionEnd
; CHECK: OpFunction
; CHECK-NEXT: %[[P:[0-9]+]] = OpFunctionParameter %[[PINT]]
; CHECK-NEXT: %[[SCOUNT:[0-9]+]] = OpFunctionParameter %[[PINT]]
; CHECK: OpConvertPtrToU %{{[0-9]+}} %[[P]]
; CHECK: OpConvertPtrToU %{{[0-9]+}} %[[SCOUNT]]
; CHECK: OpFunctionEnd
; CHECK: OpFunction
; CHECK: %[[K1COUNT:[0-9]+]] = OpVariable %[[PINT]] Function
; CHECK-NEXT: %[[K1ARR:[0-9]+]] = OpVariable %[[PARR]] Function
; CHECK-NEXT: OpVariable %{{[0-9]+}} Function
; CHECK-NEXT: %[[K1SLOT:[0-9]+]] = OpVariable %[[PPINT]] Function
; CHECK-NEXT: OpStore %[[K1COUNT]] %[[FIVE]]
; CHECK-NEXT: OpCopyMemorySized %[[K1ARR]] %[[INIT]]
; CHECK: OpFunctionCall %[[INT]] %[[OUTER]] %{{[0-9]+}} %[[K1COUNT]] %[[K1ARR]]
; CHECK: OpStore %[[K1SLOT]] %[[K1COUNT]]
; CHECK: OpFunctionEnd
; CHECK: OpFunction
; CHECK: %[[K2COUNT:[0-9]+]] = OpVariable %[[PINT]] Function
; CHECK-NEXT: %[[K2ARR:[0-9]+]] = OpVariable %[[PARR]] Function
; CHECK-NEXT: OpStore %[[K2COUNT]] %[[FIVE]]
; CHECK-NEXT: OpCopyMemorySized %[[K2ARR]] %[[INIT]]
; CHECK: OpFunctionCall %{{[0-9]+}} %[[BUMP]] %{{[0-9]+}} %[[K2COUNT]] %[[K2ARR]]
; CHECK: OpFunctionCall %{{[0-9]+}} %{{[0-9]+}} %[[K2COUNT]] %[[K2COUNT]]
; CHECK: OpFunctionEnd

; READ: define internal spir_func void @bump(i32 %d, ptr %count, ptr %arr)
; READ: define internal spir_func i32 @outer(i32 %d, ptr %count, ptr %arr)
; READ-NEXT: call spir_func void @bump(i32 %d, ptr %count, ptr %arr)

; Two kernels and no helper: a variable each, both initialized to 0. A
; variable nothing uses, only declared or not, leaves no trace.
; KERNELS-NOT: OpName {{.*}}"unused"
; KERNELS-NOT: OpName {{.*}}"dead"
; KERNELS: %[[PINT:[0-9]+]] = OpTypePointer Function %[[INT:[0-9]+]]
; KERNELS: %[[ZERO:[0-9]+]] = OpConstant %[[INT]] 0
; KERNELS: OpFunction
; KERNELS: %[[G1:[0-9]+]] = OpVariable %[[PINT]] Function
; KERNELS-NEXT: OpStore %[[G1]] %[[ZERO]]
; KERNELS: OpFunction
; KERNELS: %[[G2:[0-9]+]] = OpVariable %[[PINT]] Function
; KERNELS-NEXT: OpStore %[[G2]] %[[ZERO]]
; KERNELS-NEXT: OpLoad %[[INT]] %[[G2]]

; A variable that is only loaded from is read like a constant: a copy in
; each function reading it, so that a function called indirectly reads it too.
; READONLY: %[[INT:[0-9]+]] = OpTypeInt 32 0
; READONLY: %[[PINT:[0-9]+]] = OpTypePointer Function %[[INT]]
; READONLY: %[[NINE:[0-9]+]] = OpConstant %[[INT]] 9
; READONLY: OpFunction %[[INT]]
; READONLY-NEXT: OpFunctionParameter %[[INT]]
; READONLY-NEXT: OpLabel
; READONLY-NEXT: %[[LIMIT:[0-9]+]] = OpVariable %[[PINT]] Function
; READONLY-NEXT: OpStore %[[LIMIT]] %[[NINE]]
; READONLY: OpFunctionEnd
; READONLY: OpFunctionPointerCallINTEL

;--- helpers.ll
target triple = "spirv64-unknown-unknown"

@count = internal global i32 5, align 4
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@only = internal global i64 0, align 8
@slot = internal global ptr null, align 8
@llvm.used = appending global [2 x ptr] [ptr @count, ptr @bump], section "llvm.metadata"

define spir_func void @bump(i32 %d) memory(readwrite, argmem: none) {
  %c = load i32, ptr @count, align 4
  %c2 = add i32 %c, %d
  store i32 %c2, ptr @count, align 4
  %p = getelementptr inbounds [4 x i32], ptr @arr, i64 0, i64 1
  store i32 %c2, ptr %p, align 4
  ret void
}

define spir_func i32 @outer(i32 %d) {
  call spir_func void @bump(i32 %d) memory(readwrite, argmem: none)
  call spir_func void @bump(i32 1)
  %v = load i32, ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 1), align 4
  %g = addrspacecast ptr @count to ptr addrspace(4)
  %w = load i32, ptr addrspace(4) %g, align 4
  call spir_func void @use_generic(ptr addrspace(4) %g)
  %s = add i32 %v, %w
  ret i32 %s
}

declare spir_func void @use_generic(ptr addrspace(4))

define spir_func i1 @same(ptr %p) {
  %e = icmp eq ptr %p, @count
  ret i1 %e
}

define spir_kernel void @k1(ptr addrspace(1) %o, i32 %d) {
  %r = call spir_func i32 @outer(i32 %d)
  store i32 %r, ptr addrspace(1) %o, align 4
  store ptr @count, ptr @slot, align 8
  %p = load ptr, ptr @slot, align 8
  %e = call spir_func i1 @same(ptr %p)
  %z = zext i1 %e to i32
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %z, ptr addrspace(1) %o1, align 4
  store i64 7, ptr @only, align 8
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %o) {
  call spir_func void @bump(i32 10)
  %c = load i32, ptr @count, align 4
  store i32 %c, ptr addrspace(1) %o, align 4
  %e = call spir_func i1 @same(ptr @count)
  %z = zext i1 %e to i32
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %z, ptr addrspace(1) %o1, align 4
  ret void
}

;--- kernels.ll
target triple = "spirv64-unknown-unknown"

@g = internal global i32 0
@unused = external global i32
@dead = internal global i32 1

define spir_kernel void @k1(ptr addrspace(1) %o) {
  %v = load i32, ptr @g
  store i32 %v, ptr addrspace(1) %o
  store i32 3, ptr @g
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %o) {
  %v = load i32, ptr @g
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %o
  ret void
}

;--- read-only.ll
target triple = "spirv64-unknown-unknown"

@limit = global i32 9, align 4

define spir_func i32 @cap(i32 %v) {
  %l = load i32, ptr @limit, align 4
  %m = call i32 @llvm.umin.i32(i32 %v, i32 %l)
  ret i32 %m
}

define spir_kernel void @k(ptr addrspace(1) %o, i32 %v) {
  %f = select i1 true, ptr @cap, ptr null
  %r = call spir_func i32 %f(i32 %v)
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)
