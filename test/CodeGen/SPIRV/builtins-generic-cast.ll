; The translator's spellings of the generic address space functions:
; __spirv_GenericCastToPtrExplicit_To{Global,Local,Private} (the storage
; class comes from the name) and __spirv_GenericPtrMemSemantics, which gives
; the SPIR-V semantics as they are; forms that do not take a generic
; pointer are refused.
; Its kernel takes a generic pointer, which OpenCL C does not allow and the
; GPU compiler refuses:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: Generic pointers are not allowed as kernel argument storage class
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: sed -n 's/^;ERR-IR: //p' %s > %t.err.ll
; RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-NOT: LinkageAttributes
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[PG:%[0-9]+]] = OpTypePointer CrossWorkgroup [[I8]]
; CHECK-DAG: [[PL:%[0-9]+]] = OpTypePointer Workgroup [[I8]]
; CHECK-DAG: [[PP:%[0-9]+]] = OpTypePointer Function [[I8]]
; CHECK: OpGenericCastToPtrExplicit [[PG]] {{%[0-9]+}} CrossWorkgroup
; CHECK: OpGenericCastToPtrExplicit [[PL]] {{%[0-9]+}} Workgroup
; CHECK: OpGenericCastToPtrExplicit [[PP]] {{%[0-9]+}} Function
; CHECK: [[SEM:%[0-9]+]] = OpGenericPtrMemSemantics [[I32]]
; CHECK-NOT: OpShiftRightLogical
; CHECK: OpStore {{%[0-9]+}} [[SEM]]

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %p) {
  %g = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4) %p, i32 5)
  %l = call spir_func ptr addrspace(3) @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPvi(ptr addrspace(4) %p, i32 4)
  %f = call spir_func ptr @_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePvi(ptr addrspace(4) %p, i32 7)
  %a = load i32, ptr addrspace(1) %g
  %b = load i32, ptr addrspace(3) %l
  %c = load i32, ptr %f
  %s = call spir_func i32 @_Z30__spirv_GenericPtrMemSemanticsPU3AS4Kc(ptr addrspace(4) %p)
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  store i32 %abc, ptr addrspace(1) %out
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %s, ptr addrspace(1) %o1
  ret void
}

declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4), i32)
declare spir_func ptr addrspace(3) @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPvi(ptr addrspace(4), i32)
declare spir_func ptr @_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePvi(ptr addrspace(4), i32)
declare spir_func i32 @_Z30__spirv_GenericPtrMemSemanticsPU3AS4Kc(ptr addrspace(4))

; ERR-DAG: error: builtin __to_global with this signature (@__to_global) is not supported (in function @from_global)
; ERR-DAG: error: builtin get_fence with this signature (@_Z9get_fencePU3AS1v) is not supported (in function @fence_of_global)
;ERR-IR: define spir_kernel void @from_global(ptr addrspace(1) %p) {
;ERR-IR:   %g = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(1) %p)
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: define spir_kernel void @fence_of_global(ptr addrspace(1) %p) {
;ERR-IR:   %f = call spir_func i32 @_Z9get_fencePU3AS1v(ptr addrspace(1) %p)
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(1))
;ERR-IR: declare spir_func i32 @_Z9get_fencePU3AS1v(ptr addrspace(1))
