; Blocks that enqueue each other (the invoke kernel of A enqueues B, whose
; invoke kernel enqueues A) and a block that enqueues itself: no order of
; functions puts every invoke function before its users, and none is
; needed. OpEnqueueKernel and the kernel queries name the invoke function
; by its OpFunction wherever it is defined; the core specification allows
; the forward reference and SPIRV-Tools 2025.5 accepts it in these Invoke
; operands. The functions keep the module's order.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.bc %}
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: DeviceEnqueue

; CHECK-DAG: OpName %[[#K:]] "k"
; CHECK-DAG: OpName %[[#A:]] "__a_block_invoke_kernel"
; CHECK-DAG: OpName %[[#B:]] "__b_block_invoke_kernel"
; CHECK-DAG: OpName %[[#SELF:]] "__self_block_invoke_kernel"
; CHECK: %[[#K]] = OpFunction
; CHECK: OpEnqueueKernel %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#A]] %[[#]] %[[#]] %[[#]]{{$}}
; CHECK: OpGetKernelWorkGroupSize %[[#]] %[[#A]]
; CHECK: OpGetKernelPreferredWorkGroupSizeMultiple %[[#]] %[[#B]]
; CHECK: OpGetKernelNDrangeSubGroupCount %[[#]] %[[#]] %[[#SELF]]
; CHECK: OpGetKernelNDrangeMaxSubGroupSize %[[#]] %[[#]] %[[#SELF]]
; CHECK: %[[#A]] = OpFunction
; CHECK: OpEnqueueKernel %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#B]] %[[#]] %[[#]] %[[#]] %[[#]]{{$}}
; CHECK: %[[#B]] = OpFunction
; CHECK: OpEnqueueKernel %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#A]] %[[#]] %[[#]] %[[#]]{{$}}
; CHECK: %[[#SELF]] = OpFunction
; CHECK: OpEnqueueKernel %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#SELF]] %[[#]] %[[#]] %[[#]]{{$}}

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@lit_a = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) null }, align 8
@lit_b = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) null }, align 8
@lit_self = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) null }, align 8

define spir_kernel void @k(ptr addrspace(1) %res) {
  %nd = alloca %struct.ndrange_t, align 8
  %q = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) %nd, i64 1)
  %e = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__a_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit_a to ptr addrspace(4)))
  %s1 = call spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) addrspacecast (ptr @__a_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit_a to ptr addrspace(4)))
  store i32 %s1, ptr addrspace(1) %res, align 4
  %s2 = call spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4) addrspacecast (ptr @__b_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit_b to ptr addrspace(4)))
  store i32 %s2, ptr addrspace(1) %res, align 4
  %s3 = call spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr %nd, ptr addrspace(4) addrspacecast (ptr @__self_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit_self to ptr addrspace(4)))
  store i32 %s3, ptr addrspace(1) %res, align 4
  %s4 = call spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr %nd, ptr addrspace(4) addrspacecast (ptr @__self_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit_self to ptr addrspace(4)))
  store i32 %s4, ptr addrspace(1) %res, align 4
  ret void
}

; A enqueues B with a local memory size.
define spir_kernel void @__a_block_invoke_kernel(ptr addrspace(4) %lit) {
  %nd = alloca %struct.ndrange_t, align 8
  %sizes = alloca [1 x i64], align 8
  store i64 64, ptr %sizes, align 8
  %q = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) %nd, i64 1)
  %e = call spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__b_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit_b to ptr addrspace(4)), i32 1, ptr %sizes)
  ret void
}

; B enqueues A again.
define spir_kernel void @__b_block_invoke_kernel(ptr addrspace(4) %lit, ptr addrspace(3) %scratch) {
  %nd = alloca %struct.ndrange_t, align 8
  %q = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) %nd, i64 1)
  %e = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__a_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit_a to ptr addrspace(4)))
  ret void
}

; A block that enqueues itself.
define spir_kernel void @__self_block_invoke_kernel(ptr addrspace(4) %lit) {
  %nd = alloca %struct.ndrange_t, align 8
  %q = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) %nd, i64 1)
  %e = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__self_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit_self to ptr addrspace(4)))
  ret void
}

declare spir_func target("spirv.Queue") @_Z17get_default_queuev()
declare spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t), i64)
declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @__enqueue_kernel_varargs(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4), i32, ptr)
declare spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4))
