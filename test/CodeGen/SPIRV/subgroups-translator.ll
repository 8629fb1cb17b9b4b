; The translator's spellings of group instructions (the translator's LLVM IR conventions): the Scope and
; GroupOperation are constant call operands, booleans are i1, and each call
; becomes the instruction it names. A name mangled without parameters
; (_Z17__spirv_GroupSMax, as the translator's tests write some) takes the
; declaration's types, but for a pointer, whose pointee only a mangled name
; gives. Scopes other than Workgroup / Subgroup and non-constant scopes are
; refused.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: sed -e 's/^;ERR //' %s > %t.err.ll
; RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
; CHECK-DAG: [[WG:%[a-z_0-9]+]] = OpConstant %{{[a-z_0-9]+}} 2{{$}}
; CHECK-DAG: [[SG:%[a-z_0-9]+]] = OpConstant %{{[a-z_0-9]+}} 3{{$}}
; CHECK-DAG: OpGroupNonUniformIAdd %{{[a-z_0-9]+}} [[SG]] Reduce %{{[a-z_0-9]+$}}
; CHECK-DAG: OpGroupNonUniformIAdd %{{[a-z_0-9]+}} [[SG]] ClusteredReduce %{{[a-z_0-9]+}} %{{[a-z_0-9]+$}}
; CHECK-DAG: OpGroupNonUniformBallotBitCount %{{[a-z_0-9]+}} [[SG]] InclusiveScan
; CHECK-DAG: OpGroupNonUniformBroadcast %{{[a-z_0-9]+}} [[SG]]
; CHECK-DAG: OpGroupNonUniformLogicalAnd %{{[a-z_0-9]+}} [[SG]] ExclusiveScan
; CHECK-DAG: OpGroupAll %{{[a-z_0-9]+}} [[WG]]
; CHECK-DAG: OpGroupIAdd %{{[a-z_0-9]+}} [[WG]] Reduce
; CHECK-DAG: OpGroupSMax %{{[a-z_0-9]+}} [[WG]] ExclusiveScan
; CHECK-DAG: OpGroupBroadcast %{{[a-z_0-9]+}} [[WG]]
; CHECK-DAG: OpSubgroupShuffleINTEL
; CHECK-DAG: OpSubgroupBlockReadINTEL
; ERR-DAG: error: __spirv_GroupNonUniformIAdd with operand 1 not a constant is not supported (in function @dynamic_scope)
; ERR-DAG: error: __spirv_GroupIAdd with execution scope 1 is not supported (in function @device_scope)
; ERR-DAG: error: __spirv_GroupNonUniformIAdd with group operation 9 is not supported (in function @bad_operation)
; ERR-DAG: error: builtin __spirv_SubgroupBlockReadINTEL with this signature (@_Z30__spirv_SubgroupBlockReadINTEL) is not supported (in function @unmangled_pointer)

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %x, <4 x i32> %b, float %f) {
  %r1 = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32 3, i32 0, i32 %x)
  %r2 = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiiij(i32 3, i32 3, i32 %x, i32 4)
  %r3 = call spir_func i32 @_Z37__spirv_GroupNonUniformBallotBitCountiiDv4_j(i32 3, i32 1, <4 x i32> %b)
  %r4 = call spir_func i32 @_Z32__spirv_GroupNonUniformBroadcastiij(i32 3, i32 %x, i32 0)
  %c = icmp sgt i32 %x, 0
  %r5 = call spir_func i1 @_Z33__spirv_GroupNonUniformLogicalAndiib(i32 3, i32 2, i1 %c)
  %r6 = call spir_func i1 @_Z16__spirv_GroupAllib(i32 2, i1 %c)
  %r7 = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 0, i32 %x)
  %r8 = call spir_func i32 @_Z22__spirv_GroupBroadcastiim(i32 2, i32 %x, i64 0)
  %r9 = call spir_func float @_Z28__spirv_SubgroupShuffleINTELfj(float %f, i32 1)
  %r10 = call spir_func i32 @_Z30__spirv_SubgroupBlockReadINTELPU3AS1Kj(ptr addrspace(1) %q)
  %s1 = add i32 %r1, %r2
  %s2 = add i32 %s1, %r3
  %s3 = add i32 %s2, %r4
  %b5 = zext i1 %r5 to i32
  %b6 = zext i1 %r6 to i32
  %s4 = add i32 %s3, %b5
  %s5 = add i32 %s4, %b6
  %s6 = add i32 %s5, %r7
  %s7 = add i32 %s6, %r8
  %fi = fptosi float %r9 to i32
  %s8 = add i32 %s7, %fi
  %s9 = add i32 %s8, %r10
  %r11 = call spir_func i32 @_Z17__spirv_GroupSMax(i32 2, i32 2, i32 %x)
  %s10 = add i32 %s9, %r11
  store i32 %s10, ptr addrspace(1) %p
  ret void
}

;ERR define spir_kernel void @dynamic_scope(ptr addrspace(1) %p, i32 %scope, i32 %x) {
;ERR   %r = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32 %scope, i32 0, i32 %x)
;ERR   store i32 %r, ptr addrspace(1) %p
;ERR   ret void
;ERR }
;ERR define spir_kernel void @device_scope(ptr addrspace(1) %p, i32 %x) {
;ERR   %r = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 1, i32 0, i32 %x)
;ERR   store i32 %r, ptr addrspace(1) %p
;ERR   ret void
;ERR }
;ERR define spir_kernel void @unmangled_pointer(ptr addrspace(1) %p) {
;ERR   %r = call spir_func i32 @_Z30__spirv_SubgroupBlockReadINTEL(ptr addrspace(1) %p)
;ERR   store i32 %r, ptr addrspace(1) %p
;ERR   ret void
;ERR }
;ERR declare spir_func i32 @_Z30__spirv_SubgroupBlockReadINTEL(ptr addrspace(1))
;ERR define spir_kernel void @bad_operation(ptr addrspace(1) %p, i32 %x) {
;ERR   %r = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32 3, i32 9, i32 %x)
;ERR   store i32 %r, ptr addrspace(1) %p
;ERR   ret void
;ERR }

declare spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32, i32, i32)
declare spir_func i32 @_Z27__spirv_GroupNonUniformIAddiiij(i32, i32, i32, i32)
declare spir_func i32 @_Z37__spirv_GroupNonUniformBallotBitCountiiDv4_j(i32, i32, <4 x i32>)
declare spir_func i32 @_Z32__spirv_GroupNonUniformBroadcastiij(i32, i32, i32)
declare spir_func i1 @_Z33__spirv_GroupNonUniformLogicalAndiib(i32, i32, i1)
declare spir_func i1 @_Z16__spirv_GroupAllib(i32, i1)
declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32)
declare spir_func i32 @_Z17__spirv_GroupSMax(i32, i32, i32)
declare spir_func i32 @_Z22__spirv_GroupBroadcastiim(i32, i32, i64)
declare spir_func float @_Z28__spirv_SubgroupShuffleINTELfj(float, i32)
declare spir_func i32 @_Z30__spirv_SubgroupBlockReadINTELPU3AS1Kj(ptr addrspace(1))
