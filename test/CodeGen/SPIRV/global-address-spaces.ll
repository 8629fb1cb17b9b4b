; Program-scope variables in the generic and private address spaces, which
; SPIR-V kernels have no variables in: a generic one is a CrossWorkgroup
; variable used through its address cast to generic (in code and in another
; variable's initializer); a private constant is a Function variable of
; each function using it, initialized on entry; a private variable only one
; kernel uses is one of that kernel (private-globals.ll: variables that
; helpers and several kernels use).
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/ok.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/ok.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}

; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[THREE:[0-9]+]] = OpConstant %[[INT]] 3
; CHECK-DAG: %[[FOUR:[0-9]+]] = OpConstant %[[INT]] 4
; CHECK-DAG: %[[ARR3:[0-9]+]] = OpTypeArray %[[INT]] %[[THREE]]
; CHECK-DAG: %[[ARR4:[0-9]+]] = OpTypeArray %[[INT]] %[[FOUR]]
; CHECK-DAG: %[[CWG:[0-9]+]] = OpTypePointer CrossWorkgroup %[[ARR3]]
; CHECK-DAG: %[[GEN:[0-9]+]] = OpTypePointer Generic %[[ARR3]]
; CHECK-DAG: %[[PRIV4:[0-9]+]] = OpTypePointer Function %[[ARR4]]
; CHECK-DAG: %[[PRIVI:[0-9]+]] = OpTypePointer Function %[[INT]]
; CHECK-DAG: %[[INIT:[0-9]+]] = OpVariable %{{[0-9]+}} UniformConstant
; CHECK-DAG: %[[GENERIC:[0-9]+]] = OpVariable %[[CWG]] CrossWorkgroup
; CHECK-DAG: %{{[0-9]+}} = OpSpecConstantOp %[[GEN]] PtrCastToGeneric %[[GENERIC]]
; CHECK-LABEL: = OpFunction %
; CHECK: %[[LOCAL:[0-9]+]] = OpVariable %[[PRIV4]] Function
; CHECK: OpCopyMemorySized %[[LOCAL]] %[[INIT]]
; CHECK-LABEL: = OpFunction %
; CHECK-DAG: %[[COUNTER:[0-9]+]] = OpVariable %[[PRIVI]] Function
; CHECK-DAG: %[[LOCAL2:[0-9]+]] = OpVariable %[[PRIV4]] Function
; CHECK-DAG: OpCopyMemorySized %[[LOCAL2]] %[[INIT]]
; CHECK-DAG: OpStore %[[COUNTER]] %{{[0-9]+}}
; CHECK: OpPtrCastToGeneric %[[GEN]] %[[GENERIC]]
; CHECK: OpFunctionEnd

;--- ok.ll
target triple = "spirv64-unknown-unknown"

@generic = internal addrspace(4) global [3 x i32] [i32 10, i32 20, i32 30], align 4
@points_at_generic = addrspace(1) global ptr addrspace(4) @generic, align 8
@table = internal constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@counter = internal global i32 5, align 4

define spir_func i32 @lookup(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) {
  %pg = getelementptr inbounds [3 x i32], ptr addrspace(4) @generic, i64 0, i64 %i
  %g = load i32, ptr addrspace(4) %pg, align 4
  %pt = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %i
  %t = load i32, ptr %pt, align 4
  %h = call spir_func i32 @lookup(i64 %i)
  %c = load i32, ptr @counter, align 4
  %c2 = add i32 %c, %g
  store i32 %c2, ptr @counter, align 4
  %s = add i32 %t, %h
  %s2 = add i32 %s, %c2
  store i32 %s2, ptr addrspace(1) %out, align 4
  ret void
}
