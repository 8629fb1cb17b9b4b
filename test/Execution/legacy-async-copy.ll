; An async copy in IR from before target types (events as pointers: the
; copy's result, a null pointer for "no event", the alloca whose address
; wait_group_events gets; const written before the address space in the
; mangling), run on every CPU device: spirv-legacy-handles gives the events
; their type. One work-group copies 64 ints to local memory, waits, and
; each work-item writes twice the element mirrored from its own; the host
; checks every element (the source is 0, 1, 2, ...).
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:i32:64:seq --arg=local:256 --arg=buffer:i32:64 \
; RUN:   --global=64 --local=64 --expect='2=2*(63-i)' | FileCheck %s
; CHECK: argument 2: all 64 elements match
target triple = "spir64-unknown-unknown"

define spir_kernel void @mirror(ptr addrspace(1) %src, ptr addrspace(3) %tmp, ptr addrspace(1) %dst) {
entry:
  %ev = alloca ptr, align 8
  %e = call spir_func ptr @_Z21async_work_group_copyPU3AS3iPKU3AS1im9ocl_event(ptr addrspace(3) %tmp, ptr addrspace(1) %src, i64 64, ptr null)
  store ptr %e, ptr %ev, align 8
  %list = addrspacecast ptr %ev to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %list)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %m = sub i64 63, %lid
  %p = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %m
  %v = load i32, ptr addrspace(3) %p, align 4
  %v2 = shl i32 %v, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %dst, i64 %gid
  store i32 %v2, ptr addrspace(1) %q, align 4
  ret void
}

declare spir_func ptr @_Z21async_work_group_copyPU3AS3iPKU3AS1im9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z13get_global_idj(i32)
