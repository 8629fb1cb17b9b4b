; The translator's spellings of async copies and event waits,
; __spirv_GroupAsyncCopy and __spirv_GroupWaitEvents with the execution
; scope first, on target("spirv.Event") values kept in an alloca; OpenCL.std
; prefetch as __spirv_ocl_prefetch. A scope other than Workgroup (the Level-Zero SPIR-V programming guide)
; and a copy whose element type is unknown (an unmangled name) are refused,
; as are target types of features the Level-Zero SPIR-V programming guide lacks (queues here).
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: sed -n 's/^;ERR-IR: //p' %s > %t.err.ll
; RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-NOT: LinkageAttributes
; CHECK-DAG: [[EV:%[0-9]+]] = OpTypeEvent
; CHECK-DAG: [[PEV:%[0-9]+]] = OpTypePointer Function [[EV]]
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[C2:%[0-9]+]] = OpTypeVector [[I8]] 2
; CHECK-DAG: [[G:%[0-9]+]] = OpTypePointer CrossWorkgroup [[C2]]
; CHECK-DAG: [[L:%[0-9]+]] = OpTypePointer Workgroup [[C2]]
; CHECK: [[VAR:%[0-9]+]] = OpVariable [[PEV]] Function
; CHECK: OpExtInst {{%[0-9]+}} {{%[0-9]+}} prefetch
; CHECK: [[E:%[0-9]+]] = OpGroupAsyncCopy [[EV]]
; CHECK: OpStore [[VAR]] [[E]]
; CHECK: OpGroupWaitEvents {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}

define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(3) %dst, i64 %n) {
  %ev = alloca target("spirv.Event")
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1) %src, i64 %n)
  %e = call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3Dv2_cPU3AS1KS_mm9ocl_event(i32 2, ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 %n, i64 1, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %e, ptr %ev
  %g = addrspacecast ptr %ev to ptr addrspace(4)
  call spir_func void @_Z23__spirv_GroupWaitEventsiiP9ocl_event(i32 2, i32 1, ptr addrspace(4) %g)
  ret void
}

declare spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1), i64)
declare spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3Dv2_cPU3AS1KS_mm9ocl_event(i32, ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
declare spir_func void @_Z23__spirv_GroupWaitEventsiiP9ocl_event(i32, i32, ptr addrspace(4))

; ERR-DAG: error: __spirv_GroupWaitEvents with an execution scope other than Workgroup is not supported (in function @subgroup_scope)
; ERR-DAG: error: builtin __spirv_GroupAsyncCopy with this signature (@__spirv_GroupAsyncCopy) is not supported (in function @unmangled)
;ERR-IR: define spir_kernel void @subgroup_scope(ptr addrspace(4) %list) {
;ERR-IR:   call spir_func void @_Z23__spirv_GroupWaitEventsiiP9ocl_event(i32 3, i32 1, ptr addrspace(4) %list)
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: define spir_kernel void @unmangled(ptr addrspace(1) %src, ptr addrspace(3) %dst) {
;ERR-IR:   %e = call spir_func target("spirv.Event") @__spirv_GroupAsyncCopy(i32 2, ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 4, i64 1, target("spirv.Event") zeroinitializer)
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: declare spir_func void @_Z23__spirv_GroupWaitEventsiiP9ocl_event(i32, i32, ptr addrspace(4))
;ERR-IR: declare spir_func target("spirv.Event") @__spirv_GroupAsyncCopy(i32, ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
