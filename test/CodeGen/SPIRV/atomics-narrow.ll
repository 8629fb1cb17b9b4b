; Atomics narrower than 32 bits and on vectors, which Level-Zero has no
; instruction for, become AtomicExpand's loops on the 32-bit word that
; holds them: a 16-bit cmpxchg compares and exchanges the word with the
; neighbouring bits unchanged; a 16-bit or is a 32-bit OpAtomicOr of the
; shifted value; a <2 x half> fadd loops on its 32 bits; a 16-bit atomic
; load and store are a compare-exchange and an exchange; nand and uinc_wrap,
; which SPIR-V lacks at any width, are loops too. Wider ones (i128)
; stay refused by name (errors-atomics.ll). Run by
; test/Execution/atomics-narrow.ll.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t2.bc %}

; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-LABEL: = OpFunction {{.*}}None
; CHECK: OpAtomicCompareExchange [[I32]]
; CHECK-LABEL: = OpFunction {{.*}}None
; CHECK: OpAtomicOr [[I32]]
; CHECK-LABEL: = OpFunction {{.*}}None
; CHECK: OpAtomicCompareExchange [[I32]]
; CHECK-LABEL: = OpFunction {{.*}}None
; CHECK: OpAtomicCompareExchange [[I32]]
; CHECK: OpAtomicCompareExchange [[I32]]

target triple = "spirv64-unknown-unknown"

define spir_func i16 @cmpxchg_i16(ptr addrspace(1) %p) {
  %r = cmpxchg ptr addrspace(1) %p, i16 128, i16 456 seq_cst acquire, align 2
  %v = extractvalue { i16, i1 } %r, 0
  ret i16 %v
}

define spir_func i16 @or_i16(ptr addrspace(1) %p) {
  %r = atomicrmw or ptr addrspace(1) %p, i16 42 release, align 2
  ret i16 %r
}

define spir_func <2 x half> @fadd_v2f16(ptr addrspace(1) %p, <2 x half> %v) {
  %r = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %v seq_cst, align 4
  ret <2 x half> %r
}

define spir_func i16 @load_store_i16(ptr addrspace(3) %p) {
  store atomic i16 7, ptr addrspace(3) %p release, align 2
  %v = load atomic i16, ptr addrspace(3) %p acquire, align 2
  ret i16 %v
}

; nand and uinc_wrap have no OpAtomic*: loops too.
; CHECK-LABEL: = OpFunction {{.*}}None
; CHECK: OpAtomicCompareExchange [[I32]]
; CHECK: OpAtomicCompareExchange [[I32]]
define spir_func i32 @nand_uinc(ptr addrspace(1) %p) {
  %a = atomicrmw nand ptr addrspace(1) %p, i32 5 seq_cst
  %b = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 %a seq_cst
  ret i32 %b
}

; OpAtomic* have no alignment: an atomic the IR under-aligns is the same
; instruction (spirv-align-atomics gives it its natural alignment before
; AtomicExpand, which would make it a library call).
; CHECK-LABEL: = OpFunction {{.*}}None
; CHECK: OpAtomicIAdd [[I32]]
; CHECK: OpAtomicCompareExchange [[I32]]
; CHECK: OpAtomicLoad [[I32]]
define spir_func i32 @underaligned(ptr addrspace(1) %p) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst, align 1
  %b = cmpxchg ptr addrspace(1) %p, i32 %a, i32 2 seq_cst seq_cst, align 2
  %c = load atomic i32, ptr addrspace(1) %p seq_cst, align 2
  ret i32 %c
}
