; SPV_KHR_linkonce_odr: linkonce_odr functions and program-scope variables
; are LinkageAttributes ... LinkOnceODR (with Linkage), so that a linker
; keeps one of the copies other modules have; kernels, which are entry
; points, have no linkage attributes. Without the extension they are
; definitions of this module only, as before. Both readers read it back.
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_linkonce_odr %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_linkonce_odr -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv

; CHECK: OpCapability Linkage
; CHECK: OpExtension "SPV_KHR_linkonce_odr"
; CHECK-NOT: LinkageAttributes "k"
; CHECK-DAG: OpDecorate [[GV:%[0-9]+]] LinkageAttributes "GV" LinkOnceODR
; CHECK-DAG: OpDecorate [[SQ:%[0-9]+]] LinkageAttributes "square" LinkOnceODR
; CHECK-NOT: LinkageAttributes "k"
; CHECK: [[GV]] = OpVariable {{%[0-9]+}} CrossWorkgroup
; CHECK: [[SQ]] = OpFunction

; READ-DAG: @GV = linkonce_odr addrspace(1) global [3 x i32] zeroinitializer
; READ-DAG: define linkonce_odr spir_func i32 @square(

; NOEXT-NOT: Linkage
; NOEXT-NOT: SPV_KHR_linkonce_odr
; NOEXT: OpFunction

target triple = "spirv64-unknown-unknown"

@GV = linkonce_odr addrspace(1) global [3 x i32] zeroinitializer, align 4

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @GV
  %r = call spir_func i32 @square(i32 %v)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define linkonce_odr spir_func i32 @square(i32 %in) {
  %m = mul i32 %in, %in
  ret i32 %m
}
