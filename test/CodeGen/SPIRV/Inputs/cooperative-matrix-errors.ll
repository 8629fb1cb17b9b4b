; Cooperative matrix calls and types the target refuses (cooperative-matrix.ll).
target triple = "spirv64-unknown-unknown"

%Acc = type target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2)
%FAcc = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2)

; SPV_INTEL_joint_matrix's packed layout (2) is not in the grammar.
define spir_kernel void @packed(ptr addrspace(1) %p) {
  %m = call spir_func %Acc @_Z32__spirv_CooperativeMatrixLoadKHR(ptr addrspace(1) %p, i32 2, i64 16)
  ret void
}

define spir_kernel void @bad_use(ptr addrspace(1) %p) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 7) @_Z26__spirv_CompositeConstructi(i32 0)
  ret void
}

; A Workgroup matrix in a kernel without reqd_work_group_size.
define spir_kernel void @workgroup(ptr addrspace(1) %p) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i32, 2, 8, 16, 2) @_Z26__spirv_CompositeConstructj(i32 0)
  ret void
}

define spir_kernel void @rem(%FAcc %x) {
  %r = call spir_func %FAcc @_Z12__spirv_FRem(%FAcc %x, %FAcc %x)
  ret void
}

define spir_kernel void @mixed(%FAcc %x, %Acc %y) {
  %r = call spir_func %FAcc @_Z12__spirv_FAdd(%FAcc %x, %Acc %y)
  ret void
}

define spir_kernel void @chain(ptr %p) {
  %e = call spir_func ptr @_Z19__spirv_AccessChainPii(ptr %p, i32 0)
  ret void
}

declare spir_func %Acc @_Z32__spirv_CooperativeMatrixLoadKHR(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 7) @_Z26__spirv_CompositeConstructi(i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 2, 8, 16, 2) @_Z26__spirv_CompositeConstructj(i32)
declare spir_func %FAcc @_Z12__spirv_FRem(%FAcc, %FAcc)
declare spir_func %FAcc @_Z12__spirv_FAdd(%FAcc, %Acc)
declare spir_func ptr @_Z19__spirv_AccessChainPii(ptr, i32)
