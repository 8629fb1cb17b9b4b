; clang's __attribute__((annotate("text"))) on a global variable, listed in
; @llvm.global.annotations, becomes a UserSemantic decoration of the
; variable; the list itself is not module content. UserSemantic needs
; SPIR-V 1.4, where an entry point's interface lists the global variables it
; uses, not only the Input ones.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK: OpEntryPoint Kernel {{%[0-9]+}} "k" [[G:%[0-9]+]]
; CHECK: OpName [[G]] "g"
; CHECK-NOT: llvm.global.annotations
; CHECK: OpDecorate [[G]] UserSemantic "hot data"

@g = addrspace(1) global i32 0, align 4
@.str = private unnamed_addr addrspace(1) constant [9 x i8] c"hot data\00", section "llvm.metadata"
@.file = private unnamed_addr addrspace(1) constant [5 x i8] c"k.cl\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) @g, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 1, ptr addrspace(1) null }], section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %out
  ret void
}
