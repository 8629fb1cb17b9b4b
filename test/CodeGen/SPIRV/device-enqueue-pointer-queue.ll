; IR from before target types passes OpenCL C's queue_t as a pointer. Such a
; pointer is a queue as get_default_queue's result, which becomes an
; OpTypeQueue; a pointer from a kernel parameter (or from memory) is an
; address, and each builtin given one as its queue says so, naming the
; argument.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/default.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/default.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not %llc -mtriple=spirv64 %t/parameter.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: DeviceEnqueue

; CHECK-DAG: %[[#QUEUE:]] = OpTypeQueue
; CHECK: %[[#Q:]] = OpGetDefaultQueue %[[#QUEUE]]
; CHECK: OpEnqueueKernel %[[#]] %[[#Q]]
; CHECK: OpEnqueueMarker %[[#]] %[[#Q]]

; ERR: error: __enqueue_kernel_basic with a queue (argument 1) that is a pointer other than get_default_queue's result (in IR from before target types; a queue_t parameter or a queue_t in memory must be target("spirv.Queue")) is not supported (in function @k)
; ERR-NEXT: error: enqueue_marker with a queue (argument 1) that is a pointer other than get_default_queue's result (in IR from before target types; a queue_t parameter or a queue_t in memory must be target("spirv.Queue")) is not supported (in function @k)

;--- default.ll
%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }
@lit = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) null }, align 8

define spir_kernel void @k(ptr addrspace(1) %res) {
  %nd = alloca %struct.ndrange_t, align 8
  %q = call spir_func ptr @_Z17get_default_queuev()
  call spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) %nd, i64 1)
  %e = call spir_func i32 @__enqueue_kernel_basic(ptr %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit to ptr addrspace(4)))
  %m = call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr %q, i32 0, ptr addrspace(4) null, ptr addrspace(4) null)
  store i32 %m, ptr addrspace(1) %res, align 4
  ret void
}

define spir_kernel void @__k_block_invoke_kernel(ptr addrspace(4) %literal) {
  ret void
}

declare spir_func ptr @_Z17get_default_queuev()
declare spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t), i64)
declare spir_func i32 @__enqueue_kernel_basic(ptr, i32, ptr, ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr, i32, ptr addrspace(4), ptr addrspace(4))

;--- parameter.ll
%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }
@lit = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) null }, align 8

define spir_kernel void @k(ptr %q, ptr addrspace(1) %res) !kernel_arg_type !0 {
  %nd = alloca %struct.ndrange_t, align 8
  call spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) %nd, i64 1)
  %e = call spir_func i32 @__enqueue_kernel_basic(ptr %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit to ptr addrspace(4)))
  %m = call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr %q, i32 0, ptr addrspace(4) null, ptr addrspace(4) null)
  store i32 %m, ptr addrspace(1) %res, align 4
  ret void
}

define spir_kernel void @__k_block_invoke_kernel(ptr addrspace(4) %literal) {
  ret void
}

declare spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t), i64)
declare spir_func i32 @__enqueue_kernel_basic(ptr, i32, ptr, ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr, i32, ptr addrspace(4), ptr addrspace(4))

!0 = !{!"queue_t", !"int*"}
