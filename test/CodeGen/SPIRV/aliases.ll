; An alias is its aliasee (SPIR-V names each definition once): a call
; through a function's alias calls the function, a variable's alias and an
; alias of an element of a variable are addresses computed from it, and a
; local alias leaves no trace. (The emitter met the alias itself before, as
; if it were a variable.) Taking a function's address through an alias is
; the function pointer it is.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/ok.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/ok.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: not %llc -mtriple=spirv64 %t/address.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ADDRESS

; CHECK-NOT: OpName %{{[0-9a-z_]+}} "{{.*}}alias
; CHECK-DAG: %[[TABLE:[0-9a-z_]+]] = OpVariable %{{[0-9]+}} CrossWorkgroup
; CHECK-DAG: %[[F:[0-9]+]] = OpFunction %{{[0-9]+}} None
; CHECK: OpInBoundsPtrAccessChain %{{[0-9]+}} %[[TABLE]]
; CHECK: OpInBoundsPtrAccessChain %{{[0-9]+}} %[[TABLE]]
; CHECK: OpFunctionCall %{{[0-9]+}} %[[F]]
; ADDRESS: error: taking the address of function @f (it needs SPV_INTEL_function_pointers, which is not enabled: --spirv-ext) is not supported (in function @k)

;--- ok.ll
target triple = "spirv64-unknown-unknown"

@table = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@table.alias = internal alias [4 x i32], ptr addrspace(1) @table
@third = internal alias i32, getelementptr inbounds ([4 x i32], ptr addrspace(1) @table, i64 0, i64 2)

define spir_func i32 @f(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
@f.alias = internal alias i32 (i32), ptr @f

define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr addrspace(1) @table.alias, i64 0, i64 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %t = load i32, ptr addrspace(1) @third, align 4
  %c = call spir_func i32 @f.alias(i32 %v)
  %s = add i32 %c, %t
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

;--- address.ll
target triple = "spirv64-unknown-unknown"

define spir_func i32 @f(i32 %x) {
  ret i32 %x
}
@f.alias = internal alias i32 (i32), ptr @f

define spir_kernel void @k(ptr addrspace(1) %out) {
  store i64 ptrtoint (ptr @f.alias to i64), ptr addrspace(1) %out
  ret void
}
