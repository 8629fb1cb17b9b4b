; A vector of pointers crosses a call as the pointers the type mapping
; gives it (an array; SPIR-V has vectors of pointers only with
; SPV_INTEL_masked_gather_scatter), at a function boundary a struct of as
; many members (Intel's GPU compiler aborts on array parameters): its lanes
; inserted into an OpUndef, padded to a power of two (<3 x ptr> as 4
; pointers, the extra one undefined), before a call or return, and
; extracted from a parameter or call result after. Values are checked by
; test/Execution/pointer-vector-calls.ll.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t2.bc %}

; CHECK-DAG: [[P:%[0-9]+]] = OpTypePointer CrossWorkgroup
; CHECK-DAG: [[ARR:%[0-9]+]] = OpTypeStruct [[P]] [[P]] [[P]] [[P]]{{$}}
; CHECK-NOT: OpTypeArray
; CHECK-DAG: [[FNTY:%[0-9]+]] = OpTypeFunction [[ARR]] [[ARR]]
; CHECK-NOT: OpTypeVector [[P]]

; CHECK: [[ROT:%[0-9]+]] = OpFunction [[ARR]] DontInline [[FNTY]]
; CHECK-NEXT: [[V:%[0-9]+]] = OpFunctionParameter [[ARR]]
; CHECK: OpCompositeExtract [[P]] [[V]] 0
; CHECK: OpCompositeExtract [[P]] [[V]] 2
; CHECK: [[R0:%[0-9]+]] = OpCompositeInsert [[ARR]] {{%[0-9]+}} {{%[0-9]+}} 0
; CHECK: [[R1:%[0-9]+]] = OpCompositeInsert [[ARR]] {{%[0-9]+}} [[R0]] 1
; CHECK: [[R2:%[0-9]+]] = OpCompositeInsert [[ARR]] {{%[0-9]+}} [[R1]] 2
; CHECK-NEXT: OpReturnValue [[R2]]
; CHECK: OpFunctionCall [[ARR]] [[ROT]]
define spir_func <3 x ptr addrspace(1)> @rotate(<3 x ptr addrspace(1)> %v) noinline {
  %r = shufflevector <3 x ptr addrspace(1)> %v, <3 x ptr addrspace(1)> poison, <3 x i32> <i32 1, i32 2, i32 0>
  ret <3 x ptr addrspace(1)> %r
}

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 1
  %v0 = insertelement <3 x ptr addrspace(1)> poison, ptr addrspace(1) %in, i32 0
  %v1 = insertelement <3 x ptr addrspace(1)> %v0, ptr addrspace(1) %p1, i32 1
  %v2 = insertelement <3 x ptr addrspace(1)> %v1, ptr addrspace(1) %out, i32 2
  %r = call spir_func <3 x ptr addrspace(1)> @rotate(<3 x ptr addrspace(1)> %v2)
  %q = extractelement <3 x ptr addrspace(1)> %r, i32 0
  %x = load i32, ptr addrspace(1) %q, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}
