; SPV_KHR_untyped_pointers, only where the user enables it: a call
; __spirv_UntypedAccessChainKHR(pointer to a cooperative matrix, index) is
; OpUntypedAccessChainKHR, whose Base Type is the matrix the alloca or
; variable holds and whose result is an OpTypeUntypedPointerKHR of the
; base's storage class; a use that wants a typed pointer (the store of an
; element) bitcasts it. Without the extension the call is refused by name.
; No reader knows SPV_KHR_untyped_pointers: spirv-val judges the module.
; Debian's 2022 GPU compiler does not know OpTypeCooperativeMatrixKHR:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_cooperative_matrix
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_KHR_untyped_pointers %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_KHR_untyped_pointers -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: OpCapability UntypedPointersKHR
; CHECK-DAG: OpExtension "SPV_KHR_untyped_pointers"
; CHECK-DAG: [[U32:%[a-z0-9_]+]] = OpTypeInt 32 0
; CHECK-DAG: [[MAT:%[a-z0-9_]+]] = OpTypeCooperativeMatrixKHR [[U32]]
; CHECK-DAG: [[PMAT:%[a-z0-9_]+]] = OpTypePointer Function [[MAT]]
; CHECK-DAG: [[UP:%[a-z0-9_]+]] = OpTypeUntypedPointerKHR Function
; CHECK-DAG: [[PU32:%[a-z0-9_]+]] = OpTypePointer Function [[U32]]
; CHECK: [[VAR:%[a-z0-9_]+]] = OpVariable [[PMAT]] Function
; CHECK: [[EL:%[a-z0-9_]+]] = OpUntypedAccessChainKHR [[UP]] [[MAT]] [[VAR]] [[IDX:%[a-z0-9_]+]]
; CHECK: [[TP:%[a-z0-9_]+]] = OpBitcast [[PU32]] [[EL]]
; CHECK: OpStore [[TP]]

; NOEXT: error: builtin __spirv_UntypedAccessChainKHR (OpUntypedAccessChainKHR needs SPV_KHR_untyped_pointers, which is not enabled: --spirv-ext) is not supported (in function @f)

define spir_func void @f(i32 %v) {
  %m = alloca target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 0), align 8
  %obj = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 0) @_Z26__spirv_CompositeConstructi(i32 0)
  store target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 0) %obj, ptr %m, align 8
  %el = call ptr @_Z29__spirv_UntypedAccessChainKHRPvi(ptr %m, i32 1)
  call void @_Z13__spirv_StorePii(ptr %el, i32 %v)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 0) @_Z26__spirv_CompositeConstructi(i32)
declare ptr @_Z29__spirv_UntypedAccessChainKHRPvi(ptr, i32)
declare void @_Z13__spirv_StorePii(ptr, i32)
