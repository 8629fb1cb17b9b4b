; Cooperative matrices are values like any other: they flow through phis,
; selects (a branch and a phi: OpSelect takes no matrix), calls and returns
; of the program's own functions.
; Debian's 2022 GPU compiler does not know OpTypeCooperativeMatrixKHR:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_cooperative_matrix
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-reader2 -r %t.spv -o %t.bc

; CHECK-DAG: %[[ACC:[0-9]+]] = OpTypeCooperativeMatrixKHR
; CHECK-DAG: %[[FN:[0-9]+]] = OpTypeFunction %[[ACC]] %{{[0-9]+}} %[[ACC]] %[[ACC]]
; CHECK: OpFunction %[[ACC]] None %[[FN]]
; CHECK: OpPhi %[[ACC]]
; CHECK: OpReturnValue
; CHECK: OpPhi %[[ACC]]
; CHECK: OpFunctionCall %[[ACC]]
; CHECK: OpCooperativeMatrixStoreKHR

target triple = "spirv64-unknown-unknown"
%Acc = type target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2)
define spir_func %Acc @pick(i1 %c, %Acc %a, %Acc %b) {
  %r = select i1 %c, %Acc %a, %Acc %b
  ret %Acc %r
}
define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %z = call spir_func %Acc @_Z26__spirv_CompositeConstructi(i32 0)
  %o = call spir_func %Acc @_Z26__spirv_CompositeConstructi(i32 1)
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %a, label %b
a:
  %s = call spir_func %Acc @_Z12__spirv_IAdd(%Acc %z, %Acc %o)
  br label %b
b:
  %m = phi %Acc [ %z, %entry ], [ %s, %a ]
  %q = call spir_func %Acc @pick(i1 %c, %Acc %m, %Acc %o)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %p, %Acc %q, i32 0, i64 16)
  ret void
}
declare spir_func %Acc @_Z26__spirv_CompositeConstructi(i32)
declare spir_func %Acc @_Z12__spirv_IAdd(%Acc, %Acc)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %Acc, i32, i64)
