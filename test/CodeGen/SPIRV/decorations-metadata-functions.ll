; !spirv.Decorations on a function decorate its OpFunction (the
; translator's convention, as for global variables): here the FPGA
; pipelining decorations of SPV_INTEL_fpga_invocation_pipelining_attributes,
; on a kernel and on an imported function. A decoration the grammar gives
; no operand may carry the translator's boolean (SYCL properties such as
; `conduit = true` become !{i32 6175, i32 1}): 1 writes the decoration, 0
; leaves it out. LLVM 15's reader does not know
; SPV_INTEL_fpga_argument_interfaces; the 2024 reader reads the decorations
; back as the kernel's !initiation_interval and !pipeline_kernel.
; REQUIRES: reader2
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_invocation_pipelining_attributes,+SPV_INTEL_fpga_argument_interfaces %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_invocation_pipelining_attributes,+SPV_INTEL_fpga_argument_interfaces -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-reader2 -r %t.spv -o %t.bc
; RUN: llvm-dis-22 %t.bc -o - | FileCheck %s --check-prefix=READ
; READ: define spir_kernel void @k({{.*}}!initiation_interval

; CHECK-DAG: OpCapability FPGAInvocationPipeliningAttributesALTERA
; CHECK-DAG: OpCapability FPGAArgumentInterfacesALTERA
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_invocation_pipelining_attributes"
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_argument_interfaces"
; CHECK-DAG: OpName [[K:%[0-9]+]] "k"
; CHECK-DAG: OpName [[EXT:%[0-9]+]] "ext"
; CHECK-DAG: OpName [[P:%[0-9]+]] "p"
; CHECK-DAG: OpDecorate [[K]] PipelineEnableALTERA 1
; CHECK-DAG: OpDecorate [[K]] InitiationIntervalALTERA 2
; CHECK-DAG: OpDecorate [[EXT]] PipelineEnableALTERA 0
; CHECK-DAG: OpDecorate [[P]] ConduitKernelArgumentALTERA{{$}}
; CHECK-DAG: OpDecorate [[P]] Restrict{{$}}
; CHECK-NOT: RegisterMapKernelArgumentALTERA
; CHECK: [[K]] = OpFunction

declare !spirv.Decorations !5 spir_func void @ext(ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %p) !spirv.Decorations !0 !spirv.ParameterDecorations !10 {
  call spir_func void @ext(ptr addrspace(1) %p)
  ret void
}

!0 = !{!1, !2}
!1 = !{i32 5919, i32 1}      ; PipelineEnableALTERA 1
!2 = !{i32 5917, i32 2}      ; InitiationIntervalALTERA 2
!5 = !{!6}
!6 = !{i32 5919, i32 0}      ; PipelineEnableALTERA 0 (its operand, not a boolean)
!10 = !{!11}
!11 = !{!12, !13, !14}
!12 = !{i32 6175, i32 1}     ; ConduitKernelArgumentALTERA: true
!13 = !{i32 6176, i32 0}     ; RegisterMapKernelArgumentALTERA: false
!14 = !{i32 19, i32 1}       ; Restrict: true
