; An alloca whose count is a specialization constant (the translator's
; __spirv_SpecConstant) is an OpVariable of an OpTypeArray whose Length is
; that OpSpecConstant, which core SPIR-V allows: no extension, the same
; OpSpecConstant the call defines (one per type, default and SpecId), seen
; as a pointer to its first element through an OpBitcast. Any other dynamic
; alloca still needs SPV_INTEL_variable_length_array, and so does one whose
; count is computed from a specialization constant. As an alloca's
; variable, the OpVariable carries the alloca's alignment beyond its type's
; ABI alignment and its !spirv.Decorations.
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/spec.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/spec.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: not %llc -mtriple=spirv64 %t/dynamic.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-NOT: OpCapability VariableLengthArrayINTEL
; CHECK-NOT: OpExtension
; CHECK-DAG: OpDecorate [[L0:%[0-9]+]] SpecId 0
; CHECK-DAG: OpDecorate [[L1:%[0-9]+]] SpecId 1
; CHECK-DAG: OpDecorate [[L2:%[0-9]+]] SpecId 2
; CHECK-DAG: OpDecorate [[V0:%[0-9]+]] Alignment 64
; CHECK-DAG: OpDecorate [[V1:%[0-9]+]] Alignment 8
; CHECK-DAG: OpDecorate [[V1]] UserSemantic "scla1"
; CHECK-NOT: OpDecorate {{.*}} Alignment
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[L0]] = OpSpecConstant [[I64]] 1
; CHECK-DAG: [[L1]] = OpSpecConstant [[I32]] 2
; CHECK-DAG: [[L2]] = OpSpecConstant [[I8]] 4
; CHECK-DAG: [[A0:%[0-9]+]] = OpTypeArray [[F32]] [[L0]]
; CHECK-DAG: [[A1:%[0-9]+]] = OpTypeArray [[I8]] [[L1]]
; CHECK-DAG: [[S:%[0-9]+]] = OpTypeStruct [[F64:%[0-9]+]] [[F64]]
; CHECK-DAG: [[A2:%[0-9]+]] = OpTypeArray [[S]] [[L2]]
; CHECK-DAG: [[P0:%[0-9]+]] = OpTypePointer Function [[A0]]
; CHECK-DAG: [[P1:%[0-9]+]] = OpTypePointer Function [[A1]]
; CHECK-DAG: [[P2:%[0-9]+]] = OpTypePointer Function [[A2]]
; CHECK: [[V0]] = OpVariable [[P0]] Function
; CHECK: [[V1]] = OpVariable [[P1]] Function
; CHECK: [[V2:%[0-9]+]] = OpVariable [[P2]] Function
; CHECK: [[B0:%[0-9]+]] = OpBitcast {{%[0-9]+}} [[V0]]
; CHECK: [[B1:%[0-9]+]] = OpBitcast {{%[0-9]+}} [[V1]]
; CHECK: [[B2:%[0-9]+]] = OpBitcast {{%[0-9]+}} [[V2]]
; CHECK: OpPtrAccessChain {{%[0-9]+}} [[B0]]
; CHECK: OpLoad [[F32]] [[B0]]
; CHECK: OpStore [[B1]]
; CHECK: OpPtrAccessChain {{%[0-9]+}} [[B2]]

; ERR: error: dynamic alloca (needs SPV_INTEL_variable_length_array, which is not enabled) is not supported (in function @computed)

;--- spec.ll
target triple = "spirv64"
%struct_type = type { double, double }
define spir_kernel void @test(ptr addrspace(1) %o, i64 %i) {
entry:
  %length0 = call i64 @_Z20__spirv_SpecConstantix(i32 0, i64 1)
  %length1 = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 2)
  %length2 = call i8 @_Z20__spirv_SpecConstantic(i32 2, i8 4)
  %scla0 = alloca float, i64 %length0, align 64
  %scla1 = alloca i8, i32 %length1, align 2, !spirv.Decorations !0
  %scla2 = alloca %struct_type, i8 %length2, align 8
  %p = getelementptr float, ptr %scla0, i64 %i
  store float 1.0, ptr %p
  %v = load float, ptr %scla0
  store float %v, ptr addrspace(1) %o
  store i8 3, ptr %scla1
  %q = getelementptr %struct_type, ptr %scla2, i64 %i, i32 1
  store double 2.0, ptr %q
  ret void
}
declare i8 @_Z20__spirv_SpecConstantic(i32, i8)
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare i64 @_Z20__spirv_SpecConstantix(i32, i64)
; Alignment (44) 8 replaces the IR's 2; UserSemantic (5635).
!0 = !{!1, !2}
!1 = !{i32 44, i32 8}
!2 = !{i32 5635, !"scla1"}

;--- dynamic.ll
target triple = "spirv64"
define spir_kernel void @computed(ptr addrspace(1) %o) {
entry:
  %n = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 2)
  %m = add i32 %n, 1
  %a = alloca float, i32 %m
  store float 1.0, ptr %a
  ret void
}
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
