; Capabilities are exactly what the module uses: each kernel below is
; compiled on its own (split-file) and declares only what its types need.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/plain.ll -o - | FileCheck %s --check-prefix=PLAIN
; RUN: %llc -mtriple=spirv64 %t/int8.ll -o - | FileCheck %s --check-prefix=INT8
; RUN: %llc -mtriple=spirv64 %t/int16.ll -o - | FileCheck %s --check-prefix=INT16
; RUN: %llc -mtriple=spirv64 %t/double.ll -o - | FileCheck %s --check-prefix=DOUBLE
; RUN: %llc -mtriple=spirv64 %t/half.ll -o - | FileCheck %s --check-prefix=HALF
; RUN: %llc -mtriple=spirv64 %t/generic.ll -o - | FileCheck %s --check-prefix=GENERIC
; RUN: %llc -mtriple=spirv32 %t/int64.ll -o - | FileCheck %s --check-prefix=INT64
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/half.ll -o %t/half.spv
; RUN: %spirv-val %t/half.spv
; RUN: %llvm-spirv -r %t/half.spv -o %t/half.bc
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/generic.ll -o %t/generic.spv
; RUN: %spirv-val %t/generic.spv
; RUN: %llvm-spirv -r %t/generic.spv -o %t/generic.bc
; RUN: %llc -mtriple=spirv32 -filetype=obj %t/int64.ll -o %t/int64.spv
; RUN: %spirv-val %t/int64.spv
; RUN: %llvm-spirv -r %t/int64.spv -o %t/int64.bc

; PLAIN:      OpCapability Addresses
; PLAIN-NEXT: OpCapability Kernel
; PLAIN-NEXT: OpMemoryModel

; INT8-NOT:   OpCapability Int16
; INT8:       OpCapability Int8
; INT8-NOT:   OpCapability
; INT8:       OpMemoryModel

; INT16-NOT:  OpCapability Int8
; INT16:      OpCapability Int16
; INT16-NOT:  OpCapability
; INT16:      OpMemoryModel

; DOUBLE-NOT: OpCapability Float16
; DOUBLE:     OpCapability Float64
; DOUBLE-NOT: OpCapability
; DOUBLE:     OpMemoryModel

; HALF-NOT:   OpCapability Float64
; HALF:       OpCapability Float16
; HALF-NOT:   OpCapability
; HALF:       OpMemoryModel

; Addresses and Kernel stay declared although GenericPointer implies
; Addresses: drivers look for them by name.
; GENERIC:     OpCapability Addresses
; GENERIC:     OpCapability Kernel
; GENERIC:     OpCapability GenericPointer
; GENERIC-NOT: OpCapability
; GENERIC:     OpMemoryModel

; INT64:      OpCapability Int64
; INT64-NOT:  OpCapability
; INT64:      OpMemoryModel Physical32

;--- plain.ll
define spir_kernel void @k(ptr addrspace(1) %p, float %x) {
  %v = load float, ptr addrspace(1) %p, align 4
  %s = fadd float %v, %x
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

;--- int8.ll
define spir_kernel void @k(ptr addrspace(1) %p, i8 %x) {
  %v = load i8, ptr addrspace(1) %p, align 1
  %s = add i8 %v, %x
  store i8 %s, ptr addrspace(1) %p, align 1
  ret void
}

;--- int16.ll
define spir_kernel void @k(ptr addrspace(1) %p, i16 %x) {
  %v = load i16, ptr addrspace(1) %p, align 2
  %s = add i16 %v, %x
  store i16 %s, ptr addrspace(1) %p, align 2
  ret void
}

;--- double.ll
define spir_kernel void @k(ptr addrspace(1) %p, double %x) {
  %v = load double, ptr addrspace(1) %p, align 8
  %s = fadd double %v, %x
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}

;--- half.ll
define spir_kernel void @k(ptr addrspace(1) %p, half %x) {
  %v = load half, ptr addrspace(1) %p, align 2
  %s = fadd half %v, %x
  store half %s, ptr addrspace(1) %p, align 2
  ret void
}

;--- generic.ll
; A pointer into global or local memory: generic.
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l, i1 %c) {
  %gp = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %g = select i1 %c, ptr addrspace(4) %gp, ptr addrspace(4) %gl
  store i32 1, ptr addrspace(4) %g, align 4
  ret void
}

;--- int64.ll
define spir_kernel void @k(ptr addrspace(1) %p, i64 %x) {
  %v = load i64, ptr addrspace(1) %p, align 8
  %s = add i64 %v, %x
  store i64 %s, ptr addrspace(1) %p, align 8
  ret void
}
