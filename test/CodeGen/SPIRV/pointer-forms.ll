; Pointer forms the translator's IR uses, each written as valid SPIR-V:
; a null pointer is OpConstantNull (OpConstant holds numbers only), an
; alloca in the generic address space is a Function variable cast to
; generic, and a BuiltIn Input variable that the IR casts to generic is read
; through a private copy (SPIR-V cannot cast an Input pointer) where the
; generic pointer goes on to a call; a load through it reads the variable
; itself (address-space inference, above -O0).
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 -O0 -filetype=obj %s -o %t0.spv
; RUN: %spirv-val %t0.spv

; CHECK-DAG: OpName [[NULLF:%[0-9]+]] "null"
; CHECK-DAG: OpName [[ALLOCAF:%[0-9]+]] "generic_alloca"
; CHECK-DAG: OpName [[BUILTINF:%[0-9]+]] "builtin_through_generic"
; CHECK: OpDecorate [[WGS:%[0-9]+]] BuiltIn WorkgroupSize
; CHECK: [[GPTR:%[0-9]+]] = OpTypePointer CrossWorkgroup
; CHECK-NOT: OpConstant [[GPTR]]
; CHECK: [[NULL:%[0-9]+]] = OpConstantNull [[GPTR]]

; CHECK: [[NULLF]] = OpFunction
; CHECK: OpReturnValue [[NULL]]
define spir_func ptr addrspace(1) @null() {
  ret ptr addrspace(1) null
}

; CHECK: [[ALLOCAF]] = OpFunction
; CHECK: [[VAR:%[0-9]+]] = OpVariable {{%[0-9]+}} Function
; CHECK: OpPtrCastToGeneric {{%[0-9]+}} [[VAR]]
define spir_func void @generic_alloca() {
  %a = alloca i32, align 4, addrspace(4)
  call void @llvm.lifetime.start.p4(ptr addrspace(4) %a)
  call spir_func void @use(ptr addrspace(4) %a)
  call void @llvm.lifetime.end.p4(ptr addrspace(4) %a)
  ret void
}

@__spirv_BuiltInWorkgroupSize = external addrspace(1) constant <3 x i64>, align 32

; CHECK: [[BUILTINF]] = OpFunction
; CHECK: [[COPY:%[0-9]+]] = OpVariable {{%[0-9]+}} Function
; CHECK: [[V:%[0-9]+]] = OpLoad {{%[0-9]+}} [[WGS]]
; CHECK: OpStore [[COPY]] [[V]]
; CHECK: OpPtrCastToGeneric {{%[0-9]+}} [[COPY]]
; CHECK-NOT: OpPtrCastToGeneric {{%[0-9]+}} [[WGS]]
; CHECK: OpFunctionCall
; CHECK-NEXT: [[W:%[0-9]+]] = OpLoad {{%[0-9]+}} [[WGS]]
; CHECK-NEXT: OpCompositeExtract {{%[0-9]+}} [[W]] 2
define spir_func i64 @builtin_through_generic() {
  %g = addrspacecast ptr addrspace(1) @__spirv_BuiltInWorkgroupSize to ptr addrspace(4)
  call spir_func void @use(ptr addrspace(4) %g)
  %e = getelementptr <3 x i64>, ptr addrspace(4) %g, i64 0, i64 2
  %v = load i64, ptr addrspace(4) %e, align 8
  ret i64 %v
}

declare spir_func void @use(ptr addrspace(4))
