; The canonical OpenCL kernel: c[i] = a[i] + b[i] indexed by get_global_id(0).
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK:      ; SPIR-V
; CHECK-NEXT: ; Version: 1.0
; CHECK:      OpCapability Addresses
; CHECK-NEXT: OpCapability Kernel
; CHECK-NEXT: OpCapability Int64
; CHECK-NOT:  OpCapability
; CHECK:      OpMemoryModel Physical64 OpenCL
; CHECK-NEXT: OpEntryPoint Kernel [[K:%[0-9]+]] "vadd" [[GID:%[0-9]+]]
; CHECK:      OpDecorate [[GID]] BuiltIn GlobalInvocationId
; CHECK:      [[VOID:%[0-9]+]] = OpTypeVoid
; CHECK:      [[FLOAT:%[0-9]+]] = OpTypeFloat 32
; CHECK:      [[PTR:%[0-9]+]] = OpTypePointer CrossWorkgroup [[FLOAT]]
; CHECK:      [[FNTY:%[0-9]+]] = OpTypeFunction [[VOID]] [[PTR]] [[PTR]] [[PTR]]
; CHECK:      [[GID]] = OpVariable {{%[0-9]+}} Input
; CHECK:      [[K]] = OpFunction [[VOID]] None [[FNTY]]
; CHECK:      [[A:%[0-9]+]] = OpFunctionParameter [[PTR]]
; CHECK:      [[B:%[0-9]+]] = OpFunctionParameter [[PTR]]
; CHECK:      [[C:%[0-9]+]] = OpFunctionParameter [[PTR]]
; CHECK:      [[IDV:%[0-9]+]] = OpLoad {{%[0-9]+}} [[GID]]
; CHECK:      [[ID:%[0-9]+]] = OpCompositeExtract {{%[0-9]+}} [[IDV]] 0
; CHECK:      [[PA:%[0-9]+]] = OpInBoundsPtrAccessChain [[PTR]] [[A]] [[ID]]
; CHECK:      [[PB:%[0-9]+]] = OpInBoundsPtrAccessChain [[PTR]] [[B]] [[ID]]
; CHECK:      [[PC:%[0-9]+]] = OpInBoundsPtrAccessChain [[PTR]] [[C]] [[ID]]
; CHECK:      [[X:%[0-9]+]] = OpLoad [[FLOAT]] [[PA]] Aligned 4
; CHECK:      [[Y:%[0-9]+]] = OpLoad [[FLOAT]] [[PB]] Aligned 4
; CHECK:      [[S:%[0-9]+]] = OpFAdd [[FLOAT]] [[X]] [[Y]]
; CHECK:      OpStore [[PC]] [[S]] Aligned 4
; CHECK:      OpReturn
; CHECK:      OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @vadd(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %id
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %id
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i64 %id
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = load float, ptr addrspace(1) %pb, align 4
  %s = fadd float %x, %y
  store float %s, ptr addrspace(1) %pc, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
