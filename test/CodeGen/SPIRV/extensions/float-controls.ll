; SPV_KHR_float_controls and SPV_INTEL_float_controls2: the float controls
; front ends ask for through the translator's !spirv.ExecutionMode
; (!{ptr @kernel, i32 mode, i32 width}) become execution modes:
; DenormPreserve, DenormFlushToZero, SignedZeroInfNanPreserve,
; RoundingModeRTE / RTZ (SPIR-V 1.4 or SPV_KHR_float_controls),
; RoundingModeRTPINTEL / RTNINTEL and FloatingPointModeALTINTEL / IEEEINTEL
; (SPV_INTEL_float_controls2; the grammar gives all four the capability
; RoundToInfinityINTEL). Under a version cap below 1.4 the KHR modes
; need the extension; above it the module is SPIR-V 1.4 and needs none.
; Without the extensions the metadata changes nothing, as before; modes
; the grammar does not describe with these operands are not written. Both
; readers read it back.
; RUN: %llc -mtriple=spirv64v1.2 --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 %s -o - | FileCheck %s --check-prefixes=CHECK,EXT12
; RUN: %llc -mtriple=spirv64v1.2 --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls %s -o - | FileCheck %s --check-prefix=V14
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls -filetype=obj %s -o %t.14.spv
; RUN: %spirv-val %t.14.spv
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv

; EXT12: Version: 1.0
; CHECK-DAG: OpCapability DenormPreserve
; CHECK-DAG: OpCapability DenormFlushToZero
; CHECK-DAG: OpCapability SignedZeroInfNanPreserve
; CHECK-DAG: OpCapability RoundingModeRTE
; CHECK-DAG: OpCapability RoundingModeRTZ
; CHECK-DAG: OpCapability RoundToInfinityINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_float_controls2"
; CHECK-DAG: OpExtension "SPV_KHR_float_controls"
; CHECK: OpEntryPoint Kernel [[K0:%[0-9]+]] "k0"
; CHECK: OpEntryPoint Kernel [[K1:%[0-9]+]] "k1"
; CHECK: OpExecutionMode [[K0]] DenormPreserve 64
; CHECK-NEXT: OpExecutionMode [[K0]] DenormFlushToZero 32
; CHECK-NEXT: OpExecutionMode [[K0]] SignedZeroInfNanPreserve 32
; CHECK-NEXT: OpExecutionMode [[K0]] RoundingModeRTE 16
; CHECK-NEXT: OpExecutionMode [[K0]] RoundingModeRTZ 64
; CHECK-NEXT: OpExecutionMode [[K1]] RoundingModeRTPINTEL 32
; CHECK-NEXT: OpExecutionMode [[K1]] RoundingModeRTNINTEL 16
; CHECK-NEXT: OpExecutionMode [[K1]] FloatingPointModeALTINTEL 32
; CHECK-NEXT: OpExecutionMode [[K1]] FloatingPointModeIEEEINTEL 64
; CHECK-NOT: OpExecutionMode

; LLVM 15's reader gives each kernel's float controls as one attribute.
; READ: define spir_kernel void @k0() #[[A0:[0-9]+]]
; READ: define spir_kernel void @k1() #[[A1:[0-9]+]]
; READ: attributes #[[A0]] = { {{.*}}"VCFloatControl"=
; READ: attributes #[[A1]] = { {{.*}}"VCFloatControl"=

; V14: Version: 1.4
; V14-NOT: OpExtension
; V14: OpExecutionMode {{%[0-9]+}} DenormPreserve 64
; V14-NOT: INTEL

; NOEXT: Version: 1.0
; NOEXT-NOT: OpCapability Denorm
; NOEXT-NOT: OpExecutionMode

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k0() {
  ret void
}
define spir_kernel void @k1() {
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!0 = !{ptr @k0, i32 4459, i32 64}
!1 = !{ptr @k0, i32 4460, i32 32}
!2 = !{ptr @k0, i32 4461, i32 32}
!3 = !{ptr @k0, i32 4462, i32 16}
!4 = !{ptr @k0, i32 4463, i32 64}
!5 = !{ptr @k1, i32 5620, i32 32}
!6 = !{ptr @k1, i32 5621, i32 16}
!7 = !{ptr @k1, i32 5622, i32 32}
!8 = !{ptr @k1, i32 5623, i32 64}
; A mode the grammar does not know, and one with an operand too many.
!9 = !{ptr @k1, i32 99999, i32 1}
!10 = !{ptr @k0, i32 4459, i32 64, i32 1}
