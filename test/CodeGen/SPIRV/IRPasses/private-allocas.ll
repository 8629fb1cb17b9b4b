; spirv-private-allocas alone: an alloca in the generic address space is a
; private one cast to generic; lifetime markers on it go.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-private-allocas %s -o - | FileCheck %s

; CHECK-LABEL: define spir_func void @f(
; CHECK-NEXT: %a = alloca i32, align 4
; CHECK-NEXT: [[G:%[0-9]+]] = addrspacecast ptr %a to ptr addrspace(4)
; CHECK-NEXT: call spir_func void @use(ptr addrspace(4) [[G]])
; CHECK-NEXT: ret void
define spir_func void @f() {
  %a = alloca i32, align 4, addrspace(4)
  call void @llvm.lifetime.start.p4(ptr addrspace(4) %a)
  call spir_func void @use(ptr addrspace(4) %a)
  call void @llvm.lifetime.end.p4(ptr addrspace(4) %a)
  ret void
}
declare spir_func void @use(ptr addrspace(4))
