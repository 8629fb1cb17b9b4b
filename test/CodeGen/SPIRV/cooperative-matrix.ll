; SPV_KHR_cooperative_matrix: target("spirv.CooperativeMatrixKHR", T, Scope,
; Rows, Columns, Use) is OpTypeCooperativeMatrixKHR, and the translator's
; __spirv_ calls on it are the extension's instructions: load, store,
; multiply-add (DPC++'s MadKHR spelling too), construction from one element, element-wise arithmetic and conversions
; (decorated by their postfixes), and an access chain to one element.
; Debian's 2022 GPU compiler does not know OpTypeCooperativeMatrixKHR:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_cooperative_matrix
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-reader2 -r %t.spv -o %t.bc
; RUN: not %llc -mtriple=spirv64 -filetype=obj %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %S/Inputs/cooperative-matrix-errors.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability CooperativeMatrixKHR
; CHECK-DAG: OpExtension "SPV_KHR_cooperative_matrix"
; CHECK-DAG: OpDecorate %[[F:[0-9]+]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[U:[0-9]+]] SaturatedConversion
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[CHAR:[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[HALF:[0-9]+]] = OpTypeFloat 16
; CHECK-DAG: %[[C0:[0-9]+]] = OpConstant %[[INT]] 0{{$}}
; CHECK-DAG: %[[C1:[0-9]+]] = OpConstant %[[INT]] 1{{$}}
; CHECK-DAG: %[[C2:[0-9]+]] = OpConstant %[[INT]] 2{{$}}
; CHECK-DAG: %[[C3:[0-9]+]] = OpConstant %[[INT]] 3{{$}}
; CHECK-DAG: %[[C8:[0-9]+]] = OpConstant %[[INT]] 8{{$}}
; CHECK-DAG: %[[C16:[0-9]+]] = OpConstant %[[INT]] 16{{$}}
; CHECK-DAG: %[[C32:[0-9]+]] = OpConstant %[[INT]] 32{{$}}
; CHECK-DAG: %[[A:[0-9]+]] = OpTypeCooperativeMatrixKHR %[[CHAR]] %[[C3]] %[[C8]] %[[C32]] %[[C0]]
; CHECK-DAG: %[[B:[0-9]+]] = OpTypeCooperativeMatrixKHR %[[CHAR]] %[[C3]] %[[C32]] %[[C16]] %[[C1]]
; CHECK-DAG: %[[ACC:[0-9]+]] = OpTypeCooperativeMatrixKHR %[[INT]] %[[C3]] %[[C8]] %[[C16]] %[[C2]]
; CHECK-DAG: %[[FACC:[0-9]+]] = OpTypeCooperativeMatrixKHR %[[FLOAT]] %[[C3]] %[[C8]] %[[C16]] %[[C2]]
; CHECK-DAG: %[[HACC:[0-9]+]] = OpTypeCooperativeMatrixKHR %[[HALF]] %[[C3]] %[[C8]] %[[C16]] %[[C2]]

; CHECK-LABEL: OpFunction
; CHECK: %[[LA:[0-9]+]] = OpCooperativeMatrixLoadKHR %[[A]] %{{[0-9]+}} %[[C0]] %{{[0-9]+}}{{$}}
; CHECK: %[[LB:[0-9]+]] = OpCooperativeMatrixLoadKHR %[[B]] %{{[0-9]+}} %[[C1]] %{{[0-9]+}} Volatile
; CHECK: %[[Z:[0-9]+]] = OpCompositeConstruct %[[ACC]] %[[C0]]
; CHECK: %[[M:[0-9]+]] = OpCooperativeMatrixMulAddKHR %[[ACC]] %[[LA]] %[[LB]] %[[Z]] MatrixCSignedComponentsKHR|MatrixResultSignedComponentsKHR
; CHECK: %[[M2:[0-9]+]] = OpCooperativeMatrixMulAddKHR %[[ACC]] %[[LA]] %[[LB]] %[[M]]{{$}}
; CHECK: %[[SUM:[0-9]+]] = OpIAdd %[[ACC]] %[[M2]] %[[M]]
; CHECK: %[[NEG:[0-9]+]] = OpSNegate %[[ACC]] %[[SUM]]
; CHECK: %[[F]] = OpConvertSToF %[[FACC]] %[[NEG]]
; CHECK: %[[FM:[0-9]+]] = OpFMul %[[FACC]] %[[F]] %[[F]]
; CHECK: %[[H:[0-9]+]] = OpFConvert %[[HACC]] %[[FM]]
; CHECK: %[[U]] = OpConvertFToU %[[ACC]] %[[FM]]
; CHECK: OpCooperativeMatrixStoreKHR %{{[0-9]+}} %[[U]] %[[C0]] %{{[0-9]+}}{{$}}
; CHECK: %[[EL:[0-9]+]] = OpAccessChain %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
; CHECK: OpStore %[[EL]] %{{[0-9]+}}

; NOEXT: error: builtin __spirv_CooperativeMatrixLoadKHR (OpCooperativeMatrixLoadKHR needs SPV_KHR_cooperative_matrix, which is not enabled: --spirv-ext) is not supported (in function @gemm)
; ERR-DAG: error: __spirv_CooperativeMatrixLoadKHR: operand 2 (CooperativeMatrixLayout) must be a constant i32 of CooperativeMatrixLayout {{.*}}(in function @packed)
; ERR-DAG: error: type target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 7) as return type (the use must be one of CooperativeMatrixUse) is not supported
; ERR-DAG: error: type target("spirv.CooperativeMatrixKHR", i32, 2, 8, 16, 2) {{.*}}(a Workgroup matrix needs reqd_work_group_size on every kernel) is not supported
; ERR-DAG: error: builtin __spirv_FRem (OpFRem takes no cooperative matrix (SPV_KHR_cooperative_matrix gives them negation, +, -, *, / and conversions)) is not supported
; ERR-DAG: error: builtin __spirv_FAdd (OpFAdd takes 2 operands of the result's type, a matrix of floats) is not supported
; ERR-DAG: error: __spirv_AccessChain: operand 1 (IdRef) must be an alloca or variable of a cooperative matrix (in function @chain)

target triple = "spirv64-unknown-unknown"

%A = type target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0)
%B = type target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1)
%Acc = type target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2)
%FAcc = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2)
%HAcc = type target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 2)

define spir_kernel void @gemm(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i64 %k) {
  %ma = call spir_func %A @_Z32__spirv_CooperativeMatrixLoadKHR_A(ptr addrspace(1) %a, i32 0, i64 %k)
  %mb = call spir_func %B @_Z32__spirv_CooperativeMatrixLoadKHR_B(ptr addrspace(1) %b, i32 1, i64 %k, i32 1)
  %zero = call spir_func %Acc @_Z26__spirv_CompositeConstructi(i32 0)
  %m = call spir_func %Acc @_Z34__spirv_CooperativeMatrixMulAddKHR(%A %ma, %B %mb, %Acc %zero, i32 12)
  %m2 = call spir_func %Acc @_Z31__spirv_CooperativeMatrixMadKHR(%A %ma, %B %mb, %Acc %m)
  %sum = call spir_func %Acc @_Z12__spirv_IAdd(%Acc %m2, %Acc %m)
  %neg = call spir_func %Acc @_Z15__spirv_SNegate(%Acc %sum)
  %f = call spir_func %FAcc @_Z29__spirv_ConvertSToF_RFAcc_rtz(%Acc %neg)
  %fm = call spir_func %FAcc @_Z12__spirv_FMul(%FAcc %f, %FAcc %f)
  %h = call spir_func %HAcc @_Z16__spirv_FConvert(%FAcc %fm)
  %u = call spir_func %Acc @_Z28__spirv_ConvertFToU_RAcc_sat(%FAcc %fm)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %c, %Acc %u, i32 0, i64 %k)
  %slot = alloca %HAcc
  store %HAcc %h, ptr %slot
  %el = call spir_func ptr @_Z19__spirv_AccessChainPvi(ptr %slot, i32 3)
  store half 1.0, ptr %el
  ret void
}

declare spir_func %A @_Z32__spirv_CooperativeMatrixLoadKHR_A(ptr addrspace(1), i32, i64)
declare spir_func %B @_Z32__spirv_CooperativeMatrixLoadKHR_B(ptr addrspace(1), i32, i64, i32)
declare spir_func %Acc @_Z26__spirv_CompositeConstructi(i32)
declare spir_func %Acc @_Z34__spirv_CooperativeMatrixMulAddKHR(%A, %B, %Acc, i32)
declare spir_func %Acc @_Z31__spirv_CooperativeMatrixMadKHR(%A, %B, %Acc)
declare spir_func %Acc @_Z12__spirv_IAdd(%Acc, %Acc)
declare spir_func %Acc @_Z15__spirv_SNegate(%Acc)
declare spir_func %FAcc @_Z29__spirv_ConvertSToF_RFAcc_rtz(%Acc)
declare spir_func %FAcc @_Z12__spirv_FMul(%FAcc, %FAcc)
declare spir_func %HAcc @_Z16__spirv_FConvert(%FAcc)
declare spir_func %Acc @_Z28__spirv_ConvertFToU_RAcc_sat(%FAcc)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %Acc, i32, i64)
declare spir_func ptr @_Z19__spirv_AccessChainPvi(ptr, i32)
