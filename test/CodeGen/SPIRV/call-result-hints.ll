; A call result with a return attribute becomes a GlobalISel hint
; (`align 4` gives G_ASSERT_ALIGN) that instruction selection replaces by the
; call's value. The hint must have that value's type: storing the returned
; struct pointer into a pointer slot then casts the slot to the struct
; pointee, as it does without the attribute. (Reduced from a SYCL kernel
; binding `T &p = acc[i]` at -O0, which gave an OpStore of mismatched types.)
; RUN: %llc -mtriple=spirv64 -O0 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -O0 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[P:[0-9]+]] = OpTypeStruct %[[FLOAT]] %[[INT]]
; CHECK-DAG: %[[PPTR:[0-9]+]] = OpTypePointer Generic %[[P]]
; CHECK-DAG: %[[SLOTPTR:[0-9]+]] = OpTypePointer Generic %[[PPTR]]

; @aligned
; CHECK-LABEL: = OpFunction %
; CHECK: %[[SLOT:[0-9]+]] = OpFunctionParameter %[[SLOTANY:[0-9]+]]
; CHECK: %[[R:[0-9]+]] = OpFunctionCall %[[PPTR]]
; CHECK: %[[TYPED:[0-9]+]] = OpBitcast %[[SLOTPTR]] %[[SLOT]]
; CHECK: OpStore %[[TYPED]] %[[R]] Aligned 8

target triple = "spirv64-unknown-unknown"

%struct.P = type { float, i32 }

define spir_func void @aligned(ptr addrspace(4) %slot) {
  %r = call spir_func align 4 dereferenceable(8) ptr addrspace(4) @elem(ptr addrspace(1) null, i64 0)
  store ptr addrspace(4) %r, ptr addrspace(4) %slot, align 8
  ret void
}

; The same through a private slot, read back and written through, as clang
; emits `P &p = a[i]; p.x *= 2;` at -O0.
; CHECK-LABEL: = OpFunction %
; CHECK: %[[R2:[0-9]+]] = OpFunctionCall %[[PPTR]]
; CHECK: OpStore %{{[0-9]+}} %[[R2]] Aligned 8
; CHECK: %[[LOADED:[0-9]+]] = OpLoad
; CHECK: %[[TYPEDP:[0-9]+]] = OpBitcast %[[PPTR]] %[[LOADED]]
; CHECK: OpInBoundsPtrAccessChain %{{[0-9]+}} %[[TYPEDP]]
define spir_kernel void @ref_slot(ptr addrspace(1) %base, i64 %i) {
  %slot = alloca ptr addrspace(4), align 8
  %slot.g = addrspacecast ptr %slot to ptr addrspace(4)
  %r = call spir_func align 4 dereferenceable(8) ptr addrspace(4) @elem(ptr addrspace(1) %base, i64 %i)
  store ptr addrspace(4) %r, ptr addrspace(4) %slot.g, align 8
  %a = load ptr addrspace(4), ptr addrspace(4) %slot.g, align 8
  %f = getelementptr inbounds %struct.P, ptr addrspace(4) %a, i32 0, i32 0
  %v = load float, ptr addrspace(4) %f, align 4
  %m = fmul float %v, 2.0
  store float %m, ptr addrspace(4) %f, align 4
  ret void
}

define spir_func ptr addrspace(4) @elem(ptr addrspace(1) %base, i64 %i) {
  %p = getelementptr inbounds %struct.P, ptr addrspace(1) %base, i64 %i
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  ret ptr addrspace(4) %g
}
