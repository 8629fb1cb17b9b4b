; Without address spaces 5/6 there is no USM capability or extension.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; CHECK-NOT: USMStorageClassesINTEL
; CHECK-NOT: OpExtension
; CHECK: OpMemoryModel

define spir_kernel void @copy(ptr addrspace(1) %d, ptr addrspace(1) %h) {
  %v = load i32, ptr addrspace(1) %d, align 4
  store i32 %v, ptr addrspace(1) %h, align 4
  ret void
}
