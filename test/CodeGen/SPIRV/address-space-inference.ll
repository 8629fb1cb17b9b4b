; Address-space inference (SPIRVTargetTransformInfo.h): above -O0, a
; generic access whose object is private, local or global is an access of
; that storage class. A kernel's generic parameter points to global memory
; (the host can give no other). A helper with internal linkage that only
; direct calls reach takes, for a generic parameter, the storage class that
; every call passes, followed through callers that pass on their own
; parameter; a helper called with two storage classes, and one that other
; modules may call, keep generic accesses. A generic pointer read from
; constant memory points to global memory. memcpy and memset through
; generic pointers become copies and fills of the objects. At -O0 every
; access goes through the casts.
; The GPU compiler refuses a generic kernel parameter, which @direct has:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: Generic pointers are not allowed as kernel argument storage class
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 -O0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: %llc -mtriple=spirv64 -O0 -filetype=obj %s -o %t0.spv
; RUN: %spirv-val %t0.spv

; CHECK: OpName [[SCALE:%[0-9]+]] "scale"
; CHECK: OpName [[MIXED:%[0-9]+]] "mixed"
; CHECK: OpName [[EXTERN:%[0-9]+]] "extern_helper"
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[PRIV:%[0-9]+]] = OpTypePointer Function [[F32]]
; CHECK-DAG: [[GLOB:%[0-9]+]] = OpTypePointer CrossWorkgroup [[F32]]
; CHECK-DAG: [[GEN:%[0-9]+]] = OpTypePointer Generic [[F32]]

; The private helper, called from two kernels with private arrays, one of
; them through @pass_on: its parameter is cast back to Function once and
; every access is a private one.
; CHECK: [[SCALE]] = OpFunction
; CHECK-NEXT: [[SP:%[0-9]+]] = OpFunctionParameter [[GEN]]
; CHECK: [[SPRIV:%[0-9]+]] = OpGenericCastToPtr [[PRIV]] [[SP]]
; CHECK-NOT: OpLoad [[F32]] [[SP]]
; CHECK: OpInBoundsPtrAccessChain [[PRIV]] [[SPRIV]]
; CHECK: OpFunctionEnd
define internal spir_func void @scale(ptr addrspace(4) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %e = getelementptr inbounds float, ptr addrspace(4) %p, i32 %i
  %v = load float, ptr addrspace(4) %e, align 4
  %m = fmul float %v, 2.0
  store float %m, ptr addrspace(4) %e, align 4
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define internal spir_func void @pass_on(ptr addrspace(4) %q) {
  call spir_func void @scale(ptr addrspace(4) %q, i32 8)
  ret void
}

; Called with a private and a global pointer: generic.
; CHECK: [[MIXED]] = OpFunction
; CHECK-NEXT: [[MP:%[0-9]+]] = OpFunctionParameter [[GEN]]
; CHECK-NOT: OpGenericCastToPtr
; CHECK: OpLoad [[F32]] [[MP]] Aligned 4
; CHECK: OpFunctionEnd
define internal spir_func float @mixed(ptr addrspace(4) %p) {
  %v = load float, ptr addrspace(4) %p, align 4
  ret float %v
}

; Other modules may call it: generic.
; CHECK: [[EXTERN]] = OpFunction
; CHECK-NEXT: [[XP:%[0-9]+]] = OpFunctionParameter [[GEN]]
; CHECK-NOT: OpGenericCastToPtr
; CHECK: OpLoad [[F32]] [[XP]] Aligned 4
; CHECK: OpFunctionEnd
define spir_func float @extern_helper(ptr addrspace(4) %p) {
  %v = load float, ptr addrspace(4) %p, align 4
  ret float %v
}

; The kernel's own private array, its generic parameter and a generic
; pointer read from constant memory; memcpy and memset of the array.
; CHECK: OpFunction
; CHECK-NEXT: [[OUT:%[0-9]+]] = OpFunctionParameter [[GEN]]
; CHECK-NEXT: [[IN:%[0-9]+]] = OpFunctionParameter
; CHECK-NEXT: [[TABLE:%[0-9]+]] = OpFunctionParameter
; CHECK: [[ARR:%[0-9]+]] = OpVariable {{%[0-9]+}} Function
; CHECK: [[OUTG:%[0-9]+]] = OpGenericCastToPtr [[GLOB]] [[OUT]]
; CHECK: OpCopyMemorySized [[ARR]] [[IN]]
; CHECK: OpFunctionCall {{%[0-9]+}} [[SCALE]]
; CHECK: [[PTR:%[0-9]+]] = OpLoad [[GEN]] [[TABLE]]
; CHECK: [[PTRG:%[0-9]+]] = OpGenericCastToPtr [[GLOB]] [[PTR]]
; CHECK: OpLoad [[F32]] [[PTRG]]
; CHECK: OpStore [[OUTG]]
; CHECK: OpBitcast {{%[0-9]+}} [[ARR]]
; CHECK: OpFunctionEnd
define spir_kernel void @direct(ptr addrspace(4) %out, ptr addrspace(1) %in, ptr addrspace(2) %table) {
  %arr = alloca [8 x float], align 4
  %g = addrspacecast ptr %arr to ptr addrspace(4)
  call void @llvm.memcpy.p4.p1.i64(ptr addrspace(4) align 4 %g, ptr addrspace(1) align 4 %in, i64 32, i1 false)
  call spir_func void @scale(ptr addrspace(4) %g, i32 8)
  %first = load float, ptr addrspace(4) %g, align 4
  %tp = load ptr addrspace(4), ptr addrspace(2) %table, align 8
  %t = load float, ptr addrspace(4) %tp, align 4
  %s = fadd float %first, %t
  store float %s, ptr addrspace(4) %out, align 4
  call void @llvm.memset.p4.i64(ptr addrspace(4) align 4 %g, i8 0, i64 32, i1 false)
  ret void
}

; CHECK: OpFunction
; CHECK: OpFunctionCall {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpFunctionCall {{%[0-9]+}} [[MIXED]]
; CHECK: OpFunctionCall {{%[0-9]+}} [[MIXED]]
; CHECK: OpFunctionEnd
define spir_kernel void @through(ptr addrspace(1) %out) {
  %arr = alloca [8 x float], align 4
  %g = addrspacecast ptr %arr to ptr addrspace(4)
  call spir_func void @pass_on(ptr addrspace(4) %g)
  %a = call spir_func float @mixed(ptr addrspace(4) %g)
  %og = addrspacecast ptr addrspace(1) %out to ptr addrspace(4)
  %b = call spir_func float @mixed(ptr addrspace(4) %og)
  %c = call spir_func float @extern_helper(ptr addrspace(4) %g)
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  store float %t, ptr addrspace(1) %out, align 4
  ret void
}

; O0: OpFunction
; O0: [[P:%[0-9]+]] = OpFunctionParameter
; O0-NOT: OpGenericCastToPtr
; O0: OpLoad {{%[0-9]+}} {{%[0-9]+}} Aligned 4
; O0: OpFunctionEnd

declare void @llvm.memcpy.p4.p1.i64(ptr addrspace(4), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p4.i64(ptr addrspace(4), i8, i64, i1)
