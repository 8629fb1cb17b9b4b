; The target's IR passes registered with the new pass manager
; (SPIRVPassRegistry.def) run by name through our opt, alone or in a
; pipeline, and print the IR they make.
; RUN: %opt -mtriple=spirv64 -passes=spirv-lower-work-items,spirv-access-chains %s -o - | FileCheck %s --check-prefix=CHAIN
; RUN: %opt -mtriple=spirv64 -passes=spirv-align-atomics %s -o - | FileCheck %s --check-prefix=ALIGN
; RUN: %opt -mtriple=spirv64 -passes='function(spirv-align-atomics)' %s -o - | FileCheck %s --check-prefix=ALIGN
; Only the pass named runs: the work-item call stays without its pass.
; RUN: %opt -mtriple=spirv64 -passes=spirv-access-chains %s -o - | FileCheck %s --check-prefix=ONLY
; An unknown name is an error, as is a pass that is not registered alone.
; RUN: not %opt -mtriple=spirv64 -passes=spirv-no-such-pass %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not %opt -mtriple=spirv64 -passes=spirv-check-module %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNLISTED

; CHAIN-LABEL: define spir_kernel void @k(
; CHAIN: load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
; CHAIN-NOT: getelementptr
; CHAIN: call ptr addrspace(1) (ptr, ...) @__spirv_target.access_chain.p1(
; CHAIN-NOT: @_Z13get_global_idj(

; ALIGN: getelementptr inbounds i32
; ALIGN: atomicrmw add ptr addrspace(1) %q, i32 1 seq_cst, align 4

; ONLY: call spir_func i64 @_Z13get_global_idj(i32 0)
; ONLY: @__spirv_target.access_chain.p1(

; UNKNOWN: opt: error: unknown pass name 'spirv-no-such-pass'
; UNLISTED: opt: error: unknown pass name 'spirv-check-module'

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %id
  store i32 1, ptr addrspace(1) %a, align 4
  %old = atomicrmw add ptr addrspace(1) %q, i32 1 seq_cst, align 1
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
