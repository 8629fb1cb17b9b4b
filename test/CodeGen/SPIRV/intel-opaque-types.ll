; Intel's opaque types in the translator's spelling have no module that
; SPIRV-Tools 2025.5 accepts, so each is refused by name with the reason,
; whether or not its extension is enabled: the validator's module layout
; does not count OpTypeAvc*INTEL and OpTypeBufferSurfaceINTEL among the
; types ("must appear in a block"), and it rejects the function operand of
; OpTaskSequenceCreateINTEL ("Invalid use of function result id").
; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_task_sequence %t/task-sequence.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=TASK
; RUN: not ls %t.out
; RUN: not %llc -mtriple=spirv64 %t/task-sequence.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TASK
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation %t/avc.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=AVC
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_vector_compute %t/surface.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SURFACE

; TASK: error: type target("spirv.TaskSequenceINTEL") in 'call' (SPIRV-Tools 2025.5 rejects the function operand of OpTaskSequenceCreateINTEL, the only way to make a task sequence) is not supported (in function @k)
; AVC: error: type target("spirv.AvcMcePayloadINTEL") in 'alloca' (SPIRV-Tools 2025.5 does not count OpTypeAvcMcePayloadINTEL among the types a module declares) is not supported (in function @k)
; SURFACE: error: type target("spirv.BufferSurfaceINTEL", 0) as parameter type (SPIRV-Tools 2025.5 does not count OpTypeBufferSurfaceINTEL among the types a module declares) is not supported (in function @k)

;--- task-sequence.ll
target triple = "spirv64-unknown-unknown"
define spir_func i32 @mult(i32 %a, i32 %b) {
  %m = mul i32 %a, %b
  ret i32 %m
}
define spir_kernel void @k() {
  %t = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFiiiEiiii(ptr @mult, i32 -1, i32 1, i32 10, i32 17)
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %t)
  ret void
}
declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFiiiEiiii(ptr, i32, i32, i32, i32)
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL"))

;--- avc.ll
target triple = "spirv64-unknown-unknown"
define spir_kernel void @k() {
  %p = alloca target("spirv.AvcMcePayloadINTEL")
  ret void
}

;--- surface.ll
target triple = "spirv64-unknown-unknown"
define spir_kernel void @k(target("spirv.BufferSurfaceINTEL", 0) %b) {
  ret void
}
