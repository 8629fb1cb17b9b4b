; A struct kernel argument arrives as `ptr byval(%struct)` (what clang emits
; for OpenCL C): a Function-storage pointer to the struct, decorated ByVal.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

%struct.Params = type { i32, i32, float }

; CHECK-DAG: OpDecorate [[PRM:%[0-9]+]] FuncParamAttr ByVal
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[S:%[0-9]+]] = OpTypeStruct [[I32]] [[I32]] [[F32]]
; CHECK-DAG: [[PS:%[0-9]+]] = OpTypePointer Function [[S]]
; CHECK: [[PRM]] = OpFunctionParameter [[PS]]
define spir_kernel void @k(ptr addrspace(1) %out, ptr byval(%struct.Params) align 4 %prm) {
  %lo = load i32, ptr %prm, align 4
  %sp = getelementptr inbounds i8, ptr %prm, i64 8
  %scale = load float, ptr %sp, align 4
  %f = sitofp i32 %lo to float
  %m = fmul float %f, %scale
  store float %m, ptr addrspace(1) %out, align 4
  ret void
}
