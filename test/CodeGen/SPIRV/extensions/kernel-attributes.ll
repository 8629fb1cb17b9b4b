; SPV_INTEL_kernel_attributes: SYCL's kernel attributes, as kernel metadata
; in the translator's IR conventions, become execution modes:
; !max_work_group_size (missing sizes are 1) MaxWorkgroupSizeINTEL,
; !max_global_work_dim MaxWorkDimINTEL, !no_global_work_offset
; NoGlobalOffsetINTEL (capability KernelAttributesINTEL);
; !num_simd_work_items NumSIMDWorkitemsINTEL, !scheduler_target_fmax_mhz
; SchedulerTargetFmaxMhzINTEL, !ip_interface "streaming"
; StreamingInterfaceINTEL (FPGAKernelAttributesINTEL) and "csr"
; RegisterMapInterfaceINTEL (FPGAKernelAttributesv2INTEL). The same modes
; given through !spirv.ExecutionMode are written once. Without the
; extension the metadata changes nothing, as before. Both readers read it.
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_kernel_attributes %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_kernel_attributes -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv

; CHECK-DAG: OpCapability KernelAttributesINTEL
; CHECK-DAG: OpCapability FPGAKernelAttributesINTEL
; CHECK-DAG: OpCapability FPGAKernelAttributesv2INTEL
; CHECK: OpExtension "SPV_INTEL_kernel_attributes"
; CHECK: OpEntryPoint Kernel [[K1:%[0-9]+]] "k1"
; CHECK: OpEntryPoint Kernel [[K2:%[0-9]+]] "k2"
; CHECK: OpEntryPoint Kernel [[K3:%[0-9]+]] "k3"
; CHECK: OpExecutionMode [[K1]] MaxWorkgroupSizeINTEL 4 1 1
; CHECK-NEXT: OpExecutionMode [[K1]] MaxWorkDimINTEL 1
; CHECK-NEXT: OpExecutionMode [[K1]] NoGlobalOffsetINTEL
; CHECK-NEXT: OpExecutionMode [[K2]] MaxWorkgroupSizeINTEL 16 8 4
; CHECK-NEXT: OpExecutionMode [[K2]] NumSIMDWorkitemsINTEL 8
; CHECK-NEXT: OpExecutionMode [[K2]] SchedulerTargetFmaxMhzINTEL 1000
; CHECK-NEXT: OpExecutionMode [[K2]] StreamingInterfaceINTEL 1
; CHECK-NEXT: OpExecutionMode [[K3]] RegisterMapInterfaceINTEL 0
; CHECK-NEXT: OpExecutionMode [[K3]] MaxWorkgroupSizeINTEL 8 4 1
; CHECK-NOT: OpExecutionMode

; READ: define spir_kernel void @k1() {{.*}}!max_work_group_size ![[WG1:[0-9]+]]
; READ-SAME: !no_global_work_offset
; READ-SAME: !max_global_work_dim
; READ: define spir_kernel void @k2() {{.*}}!max_work_group_size ![[WG2:[0-9]+]]
; READ-SAME: !num_simd_work_items
; READ: ![[WG1]] = !{i32 4, i32 1, i32 1}
; READ: ![[WG2]] = !{i32 16, i32 8, i32 4}

; NOEXT-NOT: KernelAttributes
; NOEXT-NOT: OpExecutionMode

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k1() !max_work_group_size !0 !max_global_work_dim !3 !no_global_work_offset !4 {
  ret void
}
define spir_kernel void @k2() !max_work_group_size !2 !num_simd_work_items !5 !scheduler_target_fmax_mhz !6 !ip_interface !7 {
  ret void
}
define spir_kernel void @k3() !ip_interface !8 {
  ret void
}

!spirv.ExecutionMode = !{!10, !11}
!0 = !{i32 4}
!2 = !{i32 16, i32 8, i32 4}
!3 = !{i32 1}
!4 = !{}
!5 = !{i32 8}
!6 = !{i32 1000}
!7 = !{!"streaming", !"stall_free_return"}
!8 = !{!"csr"}
!10 = !{ptr @k3, i32 5893, i32 8, i32 4, i32 1}
!11 = !{ptr @k2, i32 5893, i32 16, i32 8, i32 4}
