; DPC++'s older argument order of the matrix load and store,
; __spirv_CooperativeMatrixLoadKHR(pointer, stride, layout, scope, memory
; access) and __spirv_CooperativeMatrixStoreKHR(pointer, matrix, stride,
; layout, scope, memory access), is the grammar's instruction with its
; operands in the grammar's order (pointer, [object,] layout, stride, memory
; operand); the scope must be the matrix type's, and a layout outside
; CooperativeMatrixLayout (the joint matrix's packed layout, 2) is refused.
; Debian's 2022 GPU compiler does not know OpTypeCooperativeMatrixKHR:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_cooperative_matrix
; REQUIRES: spirv-tools-2025
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t/main.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix -filetype=obj %t/main.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-reader2 -r %t.spv -o %t.bc
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t/packed.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PACKED
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t/scope.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE

; CHECK-DAG: [[U32:%[a-z0-9_]+]] = OpTypeInt 32 0
; CHECK-DAG: [[C0:%[a-z0-9_]+]] = OpConstant [[U32]] 0{{$}}
; CHECK-DAG: [[C1:%[a-z0-9_]+]] = OpConstant [[U32]] 1{{$}}
; CHECK: [[P:%[a-z0-9_]+]] = OpFunctionParameter
; CHECK: [[S:%[a-z0-9_]+]] = OpFunctionParameter
; CHECK: [[M:%[a-z0-9_]+]] = OpCooperativeMatrixLoadKHR {{%[a-z0-9_]+}} {{%[a-z0-9_]+}} [[C0]] [[S]] None
; CHECK: OpCooperativeMatrixStoreKHR {{%[a-z0-9_]+}} [[M]] [[C1]] [[S]] None

; PACKED: error: __spirv_CooperativeMatrixLoadKHR: operand 3 (CooperativeMatrixLayout) must be a constant i32 of CooperativeMatrixLayout
; SCOPE: error: __spirv_CooperativeMatrixLoadKHR: operand 4 (IdScope) must be the matrix type's scope

;--- main.ll
define spir_kernel void @k(ptr addrspace(1) %p, i64 %stride) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1fmiii(ptr addrspace(1) %p, i64 %stride, i32 0, i32 3, i32 0)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPvmiii(ptr addrspace(1) %p, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %m, i64 %stride, i32 1, i32 3, i32 0)
  ret void
}
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1fmiii(ptr addrspace(1), i64, i32, i32, i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPvmiii(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), i64, i32, i32, i32)

;--- packed.ll
define spir_kernel void @k(ptr addrspace(1) %p, i64 %stride) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1fmiii(ptr addrspace(1) %p, i64 %stride, i32 2, i32 3, i32 0)
  ret void
}
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1fmiii(ptr addrspace(1), i64, i32, i32, i32)

;--- scope.ll
define spir_kernel void @k(ptr addrspace(1) %p, i64 %stride) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1fmiii(ptr addrspace(1) %p, i64 %stride, i32 0, i32 2, i32 0)
  ret void
}
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1fmiii(ptr addrspace(1), i64, i32, i32, i32)
