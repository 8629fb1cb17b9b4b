; OpenCL 2.x device-side enqueue under the OpenCL SPIR-V environment (the
; default), in the form Clang writes: get_default_queue, ndrange_1D / 2D
; (OpBuildNDRange of size_t values or of arrays read from the pointers,
; stored through the sret pointer), __enqueue_kernel_* (OpEnqueueKernel of
; the ndrange_t read back, the block invoke kernel as the Invoke operand, the
; block literal with its size and alignment, the local sizes), the kernel
; queries and the device events. The invoke kernels stay after the kernel
; that enqueues them (OpEnqueueKernel names them before their OpFunction),
; and the block literal's invoke field gets null (no function pointers).
; -spirv-environment=level-zero refuses each by name.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; The 2024 Khronos reader reads it back; LLVM 15's reads SPIR-V as OpenCL 1.2,
; which has no device-side enqueue (it asserts).
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.bc %}
; RUN: not %llc -mtriple=spirv64 -spirv-environment=level-zero %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=L0
; Intel's GPU compiler aborts on device-side enqueue from OpenCL C source too
; (ocloc compile -options -cl-std=CL2.0 -device tgllp).
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: DeviceEnqueue

; CHECK-DAG: OpCapability DeviceEnqueue
; CHECK-DAG: OpName %[[#INVOKE:]] "__k_block_invoke_kernel"
; CHECK-DAG: OpName %[[#LOCALINVOKE:]] "__k_block_invoke_local_kernel"
; CHECK-DAG: OpName %[[#GLOBALINVOKE:]] "__k_block_invoke_global_kernel"
; CHECK-DAG: %[[#QUEUE:]] = OpTypeQueue
; CHECK-DAG: %[[#EVENT:]] = OpTypeDeviceEvent
; CHECK-DAG: %[[#INT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#LONG:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#EVPTR:]] = OpTypePointer Generic %[[#EVENT]]
; CHECK-DAG: %[[#NULLEV:]] = OpConstantNull %[[#EVPTR]]
; CHECK-DAG: %[[#C64:]] = OpConstant %[[#LONG]] 64
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#LONG]] 8
; CHECK-DAG: %[[#I0:]] = OpConstant %[[#INT]] 0
; CHECK-DAG: %[[#I24:]] = OpConstant %[[#INT]] 24
; CHECK-DAG: %[[#I16:]] = OpConstant %[[#INT]] 16{{$}}
; CHECK-DAG: %[[#I8:]] = OpConstant %[[#INT]] 8{{$}}
; An invoke function takes the block literal as a pointer to bytes (the
; SPIR-V specification's rule for OpEnqueueKernel's Invoke), whatever the
; literal's type, then the local pointers.
; CHECK-DAG: %[[#CHAR:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#BYTES:]] = OpTypePointer Generic %[[#CHAR]]
; CHECK-DAG: %[[#INVOKETY:]] = OpTypeFunction %[[#VOID:]] %[[#BYTES]]{{$}}
; CHECK-DAG: %[[#LOCALTY:]] = OpTypeFunction %[[#VOID]] %[[#BYTES]] %[[#]]{{$}}
; The block literal without captures has a null invoke field.
; CHECK-DAG: %[[#NOINVOKE:]] = OpConstantNull %[[#BYTES]]
; CHECK-DAG: OpConstantComposite %[[#]] %[[#I16]] %[[#I8]] %[[#NOINVOKE]]
; CHECK: %[[#Q:]] = OpGetDefaultQueue %[[#QUEUE]]
; CHECK: %[[#ND:]] = OpBuildNDRange %[[#NDR:]] %[[#C64]] %[[#C8]] %[[#]]
; CHECK: OpStore %[[#]] %[[#ND]]
; CHECK: %[[#ND2:]] = OpBuildNDRange %[[#NDR]]
; CHECK: %[[#L:]] = OpLoad %[[#NDR]]
; CHECK: OpEnqueueKernel %[[#INT]] %[[#Q]] %[[#]] %[[#L]] %[[#I0]] %[[#NULLEV]] %[[#NULLEV]] %[[#INVOKE]] %[[#]] %[[#I24]] %[[#]]{{$}}
; CHECK: OpEnqueueKernel %[[#INT]] %[[#Q]] %[[#I0]] %[[#]] %[[#I0]] %[[#]] %[[#]] %[[#LOCALINVOKE]] %[[#]] %[[#I24]] %[[#]] %[[#]]{{$}}
; CHECK: OpEnqueueKernel %[[#INT]] %[[#Q]] %[[#I0]] %[[#]] %[[#I0]] %[[#NULLEV]] %[[#NULLEV]] %[[#GLOBALINVOKE]] %[[#]] %[[#I16]] %[[#I8]] %[[#]]{{$}}
; CHECK: OpGetKernelWorkGroupSize %[[#INT]] %[[#INVOKE]]
; CHECK: OpGetKernelNDrangeSubGroupCount %[[#INT]] %[[#]] %[[#INVOKE]]
; CHECK: %[[#U:]] = OpCreateUserEvent %[[#EVENT]]
; CHECK: OpSetUserEventStatus %[[#U]] %[[#I0]]
; CHECK: OpRetainEvent %[[#U]]
; CHECK: OpReleaseEvent %[[#U]]
; CHECK: OpIsValidEvent %[[#]] %[[#U]]
; CHECK: OpCaptureEventProfilingInfo %[[#U]]
; CHECK: OpEnqueueMarker %[[#INT]] %[[#Q]]
; CHECK: %[[#INVOKE]] = OpFunction %[[#VOID]] None %[[#INVOKETY]]
; CHECK: %[[#LOCALINVOKE]] = OpFunction %[[#VOID]] None %[[#LOCALTY]]
; CHECK: %[[#GLOBALINVOKE]] = OpFunction %[[#VOID]] None %[[#LOCALTY]]

; L0-DAG: error: type target("spirv.DeviceEvent") in 'alloca' (pipes and device-side enqueue are not part of the Level-Zero SPIR-V environment specification (-spirv-environment=level-zero)) is not supported (in function @k)
; L0-DAG: error: type target("spirv.Queue") as return type (pipes and device-side enqueue are not part of the Level-Zero SPIR-V environment specification (-spirv-environment=level-zero)) is not supported (in function @_Z17get_default_queuev)

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; A block without captures: Clang's constant block literal, whose invoke
; field gets null too.
@__block_literal_global = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_global to ptr addrspace(4)) }, align 8

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %res) {
entry:
  %nd = alloca %struct.ndrange_t, align 8
  %nd2 = alloca %struct.ndrange_t, align 8
  %g2 = alloca [2 x i64], align 8
  %l2 = alloca [2 x i64], align 8
  %ev = alloca target("spirv.DeviceEvent"), align 8
  %sizes = alloca [1 x i64], align 8
  %block = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, align 8
  %q = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call spir_func void @_Z10ndrange_1Dmm(ptr sret(%struct.ndrange_t) %nd, i64 64, i64 8)
  store [2 x i64] [i64 4, i64 4], ptr %g2, align 8
  store [2 x i64] [i64 2, i64 2], ptr %l2, align 8
  call spir_func void @_Z10ndrange_2DPKmS0_(ptr sret(%struct.ndrange_t) %nd2, ptr %g2, ptr %l2)
  store i32 24, ptr %block, align 8
  %align = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %block, i32 0, i32 1
  store i32 8, ptr %align, align 4
  %invoke = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %block, i32 0, i32 2
  store ptr addrspace(4) addrspacecast (ptr @__k_block_invoke to ptr addrspace(4)), ptr %invoke, align 8
  %capture = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr %block, i32 0, i32 3
  store ptr addrspace(1) %a, ptr %capture, align 8
  %literal = addrspacecast ptr %block to ptr addrspace(4)
  %e1 = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 1, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %literal)
  %evg = addrspacecast ptr %ev to ptr addrspace(4)
  store i64 16, ptr %sizes, align 8
  %e2 = call spir_func i32 @__enqueue_kernel_events_varargs(target("spirv.Queue") %q, i32 0, ptr %nd2, i32 0, ptr addrspace(4) null, ptr addrspace(4) %evg, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_local_kernel to ptr addrspace(4)), ptr addrspace(4) %literal, i32 1, ptr %sizes)
  %e3 = call spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_global_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @__block_literal_global to ptr addrspace(4)), i32 1, ptr %sizes)
  %s1 = call spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %literal)
  store i32 %s1, ptr addrspace(1) %res, align 4
  %s2 = call spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr %nd, ptr addrspace(4) addrspacecast (ptr @__k_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %literal)
  store i32 %s2, ptr addrspace(1) %res, align 4
  %u = call spir_func target("spirv.DeviceEvent") @_Z17create_user_eventv()
  call spir_func void @_Z21set_user_event_status12ocl_clkeventi(target("spirv.DeviceEvent") %u, i32 0)
  call spir_func void @_Z12retain_event12ocl_clkevent(target("spirv.DeviceEvent") %u)
  call spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent") %u)
  %valid = call spir_func zeroext i1 @_Z14is_valid_event12ocl_clkevent(target("spirv.DeviceEvent") %u)
  %v = zext i1 %valid to i32
  store i32 %v, ptr addrspace(1) %res, align 4
  call spir_func void @_Z28capture_event_profiling_info12ocl_clkeventiPU3AS1v(target("spirv.DeviceEvent") %u, i32 1, ptr addrspace(1) %res)
  %m = call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(target("spirv.Queue") %q, i32 1, ptr addrspace(4) %evg, ptr addrspace(4) null)
  store i32 %m, ptr addrspace(1) %res, align 4
  ret void
}

define internal spir_func void @__k_block_invoke(ptr addrspace(4) %literal) {
  %capture = getelementptr inbounds <{ i32, i32, ptr addrspace(4), ptr addrspace(1) }>, ptr addrspace(4) %literal, i32 0, i32 3
  %a = load ptr addrspace(1), ptr addrspace(4) %capture, align 8
  store i32 1, ptr addrspace(1) %a, align 4
  ret void
}

define spir_kernel void @__k_block_invoke_kernel(ptr addrspace(4) %0) {
  call spir_func void @__k_block_invoke(ptr addrspace(4) %0)
  ret void
}

define spir_kernel void @__k_block_invoke_local_kernel(ptr addrspace(4) %0, ptr addrspace(3) %p) {
  call spir_func void @__k_block_invoke(ptr addrspace(4) %0)
  store i32 0, ptr addrspace(3) %p, align 4
  ret void
}

define internal spir_func void @__k_block_invoke_global(ptr addrspace(4) %literal, ptr addrspace(3) %p) {
  store i32 0, ptr addrspace(3) %p, align 4
  ret void
}

define spir_kernel void @__k_block_invoke_global_kernel(ptr addrspace(4) %0, ptr addrspace(3) %1) {
  call spir_func void @__k_block_invoke_global(ptr addrspace(4) %0, ptr addrspace(3) %1)
  ret void
}

declare spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4), i32, ptr)
declare spir_func target("spirv.Queue") @_Z17get_default_queuev()
declare spir_func void @_Z10ndrange_1Dmm(ptr sret(%struct.ndrange_t), i64, i64)
declare spir_func void @_Z10ndrange_2DPKmS0_(ptr sret(%struct.ndrange_t), ptr, ptr)
declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @__enqueue_kernel_events_varargs(target("spirv.Queue"), i32, ptr, i32, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), i32, ptr)
declare spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4))
declare spir_func target("spirv.DeviceEvent") @_Z17create_user_eventv()
declare spir_func void @_Z21set_user_event_status12ocl_clkeventi(target("spirv.DeviceEvent"), i32)
declare spir_func void @_Z12retain_event12ocl_clkevent(target("spirv.DeviceEvent"))
declare spir_func void @_Z13release_event12ocl_clkevent(target("spirv.DeviceEvent"))
declare spir_func zeroext i1 @_Z14is_valid_event12ocl_clkevent(target("spirv.DeviceEvent"))
declare spir_func void @_Z28capture_event_profiling_info12ocl_clkeventiPU3AS1v(target("spirv.DeviceEvent"), i32, ptr addrspace(1))
declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(target("spirv.Queue"), i32, ptr addrspace(4), ptr addrspace(4))

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}

; IR from before target types passes the queue as a pointer: nothing but the
; builtin names device-side enqueue, and Level-Zero refuses it by that name.
; RUN: sed -n 's/^;L0-IR: //p' %s > %t.legacy.ll
; RUN: %llc -mtriple=spirv64 -filetype=obj %t.legacy.ll -o %t.legacy.spv
; RUN: %spirv-val %t.legacy.spv
; RUN: not %llc -mtriple=spirv64 -spirv-environment=level-zero %t.legacy.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=L0LEGACY
; L0LEGACY: error: builtin get_default_queue (pipes and device-side enqueue are not part of the Level-Zero SPIR-V environment specification (-spirv-environment=level-zero)) is not supported (in function @legacy)
;L0-IR: %struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }
;L0-IR: @literal = internal addrspace(1) constant { i32, i32 } { i32 8, i32 4 }, align 4
;L0-IR: define spir_kernel void @legacy() {
;L0-IR:   %nd = alloca %struct.ndrange_t, align 8
;L0-IR:   %q = call spir_func ptr @_Z17get_default_queuev()
;L0-IR:   call spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) %nd, i64 1)
;L0-IR:   %r = call i32 @__enqueue_kernel_basic_events(ptr %q, i32 1, ptr %nd, i32 0, ptr addrspace(4) null, ptr addrspace(4) null, ptr addrspace(4) addrspacecast (ptr @invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @literal to ptr addrspace(4)))
;L0-IR:   ret void
;L0-IR: }
;L0-IR: define spir_kernel void @invoke_kernel(ptr addrspace(4) %0) {
;L0-IR:   ret void
;L0-IR: }
;L0-IR: declare spir_func ptr @_Z17get_default_queuev()
;L0-IR: declare spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t), i64)
;L0-IR: declare i32 @__enqueue_kernel_basic_events(ptr, i32, ptr, i32, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
;L0-IR: !opencl.ocl.version = !{!0}
;L0-IR: !0 = !{i32 2, i32 0}

; Pointers that no cast takes to the storage class the instruction wants
; (Generic for the events, CrossWorkgroup for the profiling value) are
; refused by name, not left as an invalid cast.
; RUN: sed -n 's/^;ERR-IR: //p' %s > %t.err.ll
; RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; ERR-DAG: error: builtin __spirv_EnqueueMarker with this signature (@__spirv_EnqueueMarker) is not supported (in function @constant_events)
; ERR-DAG: error: builtin __spirv_CaptureEventProfilingInfo with this signature (@__spirv_CaptureEventProfilingInfo) is not supported (in function @private_value)
; ERR-DAG: error: builtin __enqueue_kernel_basic_events with this signature (@__enqueue_kernel_basic_events) is not supported (in function @constant_wait_list)
;ERR-IR: define spir_func i32 @constant_events(ptr addrspace(2) %wait) {
;ERR-IR:   %q = call spir_func target("spirv.Queue") @__spirv_GetDefaultQueue()
;ERR-IR:   %r = call spir_func i32 @__spirv_EnqueueMarker(target("spirv.Queue") %q, i32 1, ptr addrspace(2) %wait, ptr addrspace(4) null)
;ERR-IR:   ret i32 %r
;ERR-IR: }
;ERR-IR: define spir_func void @private_value(target("spirv.DeviceEvent") %e) {
;ERR-IR:   %v = alloca i64, align 8
;ERR-IR:   call spir_func void @__spirv_CaptureEventProfilingInfo(target("spirv.DeviceEvent") %e, i32 1, ptr %v)
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: @literal = internal addrspace(1) constant { i32, i32 } { i32 8, i32 4 }, align 4
;ERR-IR: define spir_func i32 @constant_wait_list(target("spirv.Queue") %q, ptr %nd, ptr addrspace(2) %wait) {
;ERR-IR:   %r = call spir_func i32 @__enqueue_kernel_basic_events(target("spirv.Queue") %q, i32 0, ptr %nd, i32 1, ptr addrspace(2) %wait, ptr addrspace(4) null, ptr addrspace(4) addrspacecast (ptr @invoke to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @literal to ptr addrspace(4)))
;ERR-IR:   ret i32 %r
;ERR-IR: }
;ERR-IR: define spir_kernel void @invoke(ptr addrspace(4) %0) {
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: declare spir_func target("spirv.Queue") @__spirv_GetDefaultQueue()
;ERR-IR: declare spir_func i32 @__spirv_EnqueueMarker(target("spirv.Queue"), i32, ptr addrspace(2), ptr addrspace(4))
;ERR-IR: declare spir_func void @__spirv_CaptureEventProfilingInfo(target("spirv.DeviceEvent"), i32, ptr)
;ERR-IR: declare spir_func i32 @__enqueue_kernel_basic_events(target("spirv.Queue"), i32, ptr, i32, ptr addrspace(2), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
;ERR-IR: !opencl.ocl.version = !{!0}
;ERR-IR: !0 = !{i32 2, i32 0}
