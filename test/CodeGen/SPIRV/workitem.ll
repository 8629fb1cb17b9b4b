; The OpenCL work-item functions, as clang emits them, become loads of
; BuiltIn Input variables; a dimension that is not a constant is checked
; against 3 (OpenCL: ids read 0, sizes 1 out of range).
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefixes=CHECK,CHECK64
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: sed -e 's/i64/i32/g' %s > %t32.ll
; RUN: %llc -mtriple=spirv32 %t32.ll -o - | FileCheck %s --check-prefixes=CHECK,CHECK32
; RUN: %llc -mtriple=spirv32 -filetype=obj %t32.ll -o %t32.spv
; RUN: %spirv-val %t32.spv
; RUN: %llvm-spirv -r %t32.spv -o %t32.bc

; CHECK64: OpCapability Int64
; CHECK32-NOT: OpCapability Int64
; CHECK64: OpMemoryModel Physical64 OpenCL
; CHECK32: OpMemoryModel Physical32 OpenCL
; CHECK-DAG: OpDecorate [[GID:%[0-9]+]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate [[LID:%[0-9]+]] BuiltIn LocalInvocationId
; CHECK-DAG: OpDecorate [[WG:%[0-9]+]] BuiltIn WorkgroupId
; CHECK-DAG: OpDecorate [[GS:%[0-9]+]] BuiltIn GlobalSize
; CHECK-DAG: OpDecorate [[LS:%[0-9]+]] BuiltIn WorkgroupSize
; CHECK-DAG: OpDecorate [[NG:%[0-9]+]] BuiltIn NumWorkgroups
; CHECK-DAG: OpDecorate [[WD:%[0-9]+]] BuiltIn WorkDim
; CHECK-DAG: OpDecorate [[GO:%[0-9]+]] BuiltIn GlobalOffset
; CHECK64-DAG: [[SIZE:%[0-9]+]] = OpTypeInt 64 0
; CHECK32-DAG: [[SIZE:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[V3:%[0-9]+]] = OpTypeVector [[SIZE]] 3
; CHECK-DAG: [[PV3:%[0-9]+]] = OpTypePointer Input [[V3]]
; CHECK-DAG: [[GID]] = OpVariable [[PV3]] Input
; CHECK-DAG: [[WD]] = OpVariable {{%[0-9]+}} Input
; CHECK-NOT: OpFunctionCall

; CHECK: OpFunction
; CHECK: [[V:%[0-9]+]] = OpLoad [[V3]] [[GID]]
; CHECK: OpCompositeExtract [[SIZE]] [[V]] 0
; CHECK: OpLoad [[V3]] [[LID]]
; CHECK: OpLoad [[V3]] [[WG]]
; CHECK: OpLoad [[V3]] [[GS]]
; CHECK: OpLoad [[V3]] [[LS]]
; CHECK: OpLoad [[V3]] [[NG]]
; CHECK: OpLoad {{%[0-9]+}} [[WD]]
; CHECK: OpLoad [[V3]] [[GO]]
; Variable dimension: a dynamic extract guarded by dim < 3.
; CHECK: OpULessThan
; CHECK: OpVectorExtractDynamic [[SIZE]]
; CHECK: OpSelect [[SIZE]]
define spir_kernel void @all(ptr addrspace(1) %out, ptr addrspace(1) %dims, i32 %dim) {
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 1)
  %grp = call spir_func i64 @_Z12get_group_idj(i32 2)
  %gsz = call spir_func i64 @_Z15get_global_sizej(i32 0)
  %lsz = call spir_func i64 @_Z14get_local_sizej(i32 1)
  %ngr = call spir_func i64 @_Z14get_num_groupsj(i32 2)
  %wd = call spir_func i32 @_Z12get_work_dimv()
  %off = call spir_func i64 @_Z17get_global_offsetj(i32 0)
  %dyn = call spir_func i64 @_Z15get_global_sizej(i32 %dim)
  %past = call spir_func i64 @_Z13get_global_idj(i32 5)
  store i32 %wd, ptr addrspace(1) %dims, align 4
  %s1 = add i64 %gid, %lid
  %s2 = add i64 %s1, %grp
  %s3 = add i64 %s2, %gsz
  %s4 = add i64 %s3, %lsz
  %s5 = add i64 %s4, %ngr
  %s7 = add i64 %s5, %off
  %s8 = add i64 %s7, %dyn
  %s9 = add i64 %s8, %past
  %e = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %gid
  store i64 %s9, ptr addrspace(1) %e, align 8
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z12get_group_idj(i32)
declare spir_func i64 @_Z15get_global_sizej(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func i64 @_Z14get_num_groupsj(i32)
declare spir_func i32 @_Z12get_work_dimv()
declare spir_func i64 @_Z17get_global_offsetj(i32)
