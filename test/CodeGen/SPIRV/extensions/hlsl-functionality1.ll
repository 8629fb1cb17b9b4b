; SPV_GOOGLE_hlsl_functionality1: UserSemantic (of clang's annotate
; attribute) is core in SPIR-V 1.4; under a lower version cap
; (spirv64v1.2) it needs this extension, which the module then declares.
; Without it, at that cap, the decoration is refused by name. No reader
; knows the extension: spirv-val and Intel's GPU compiler judge it.
; RUN: %llc -mtriple=spirv64v1.2 --spirv-ext=+SPV_GOOGLE_hlsl_functionality1 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64v1.2 --spirv-ext=+SPV_GOOGLE_hlsl_functionality1 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not %llc -mtriple=spirv64v1.2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=V14

; CHECK: Version: 1.0
; CHECK: OpExtension "SPV_GOOGLE_hlsl_functionality1"
; CHECK: OpEntryPoint Kernel {{%[0-9]+}} "k"{{$}}
; CHECK: OpDecorate [[G:%[0-9]+]] UserSemantic "hot data"
; CHECK: [[G]] = OpVariable

; NOEXT: error: Decoration UserSemantic needs the extension SPV_GOOGLE_hlsl_functionality1, which is not enabled (--spirv-ext)

; V14: Version: 1.4
; V14-NOT: OpExtension
; V14: UserSemantic "hot data"

target triple = "spirv64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4
@.str = private unnamed_addr addrspace(1) constant [9 x i8] c"hot data\00", section "llvm.metadata"
@.file = private unnamed_addr addrspace(1) constant [5 x i8] c"k.cl\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) @g, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 1, ptr addrspace(1) null }], section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %out
  ret void
}
