; getelementptr on vectors of pointers: one access chain per lane (vector
; operands give their lane, scalar ones are shared), the lanes gathered back
; into the vector of pointers the IR uses.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-access-chains %s -o - | FileCheck %s --check-prefix=IR

target triple = "spirv64-unknown-unknown"

%pair = type { i32, float }

; Vectors of pointers cannot cross calls (SPIR-V has none): they are made
; and used inside the function.
; IR-LABEL: define spir_func void @vector_base(
; IR: %[[B0:.+]] = extractelement <2 x ptr addrspace(1)> %p, i32 0
; IR: %[[I0:.+]] = extractelement <2 x i64> %i, i32 0
; IR: %[[G0:.+]] = call ptr addrspace(1) (ptr, ...) @__spirv_target.access_chain.p1(ptr @{{.*}}, i1 true, ptr addrspace(1) %[[B0]], i64 %[[I0]])
; IR: %[[V0:.+]] = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %[[G0]], i32 0
; IR: %[[B1:.+]] = extractelement <2 x ptr addrspace(1)> %p, i32 1
; IR: %[[I1:.+]] = extractelement <2 x i64> %i, i32 1
; IR: %[[G1:.+]] = call ptr addrspace(1) (ptr, ...) @__spirv_target.access_chain.p1(ptr @{{.*}}, i1 true, ptr addrspace(1) %[[B1]], i64 %[[I1]])
; IR: insertelement <2 x ptr addrspace(1)> %[[V0]], ptr addrspace(1) %[[G1]], i32 1
; CHECK-LABEL: = OpFunction %
; CHECK: OpInBoundsPtrAccessChain
; CHECK: OpInBoundsPtrAccessChain
; CHECK: OpFunctionEnd
define spir_func void @vector_base(ptr addrspace(1) %a, ptr addrspace(1) %b, <2 x i64> %i) {
  %p.0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %a, i32 0
  %p = insertelement <2 x ptr addrspace(1)> %p.0, ptr addrspace(1) %b, i32 1
  %g = getelementptr inbounds i32, <2 x ptr addrspace(1)> %p, <2 x i64> %i
  %g0 = extractelement <2 x ptr addrspace(1)> %g, i32 0
  %g1 = extractelement <2 x ptr addrspace(1)> %g, i32 1
  %v = load i32, ptr addrspace(1) %g0, align 4
  store i32 %v, ptr addrspace(1) %g1, align 4
  ret void
}

; A scalar base, a vector index and a struct member: each lane used reads its
; float through a chain (base, lane index, member 1).
; IR-LABEL: define spir_kernel void @scalar_base(
; IR: @__spirv_target.access_chain.p1(ptr @{{.*}}, i1 false, ptr addrspace(1) %s, i64 3, i32 1)
; IR: @__spirv_target.access_chain.p1(ptr @{{.*}}, i1 false, ptr addrspace(1) %s, i64 2, i32 1)
; IR: @__spirv_target.access_chain.p1(ptr @{{.*}}, i1 false, ptr addrspace(1) %s, i64 1, i32 1)
; IR: @__spirv_target.access_chain.p1(ptr @{{.*}}, i1 false, ptr addrspace(1) %s, i64 0, i32 1)
; CHECK-LABEL: = OpFunction %
; CHECK-COUNT-2: OpPtrAccessChain %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
; CHECK: OpFunctionEnd
define spir_kernel void @scalar_base(ptr addrspace(1) %s, ptr addrspace(1) %out) {
  %ps = getelementptr %pair, ptr addrspace(1) %s, <4 x i64> <i64 3, i64 2, i64 1, i64 0>, i32 1
  %l0 = extractelement <4 x ptr addrspace(1)> %ps, i32 0
  %l3 = extractelement <4 x ptr addrspace(1)> %ps, i32 3
  %a = load float, ptr addrspace(1) %l0, align 4
  %b = load float, ptr addrspace(1) %l3, align 4
  %sum = fadd float %a, %b
  store float %sum, ptr addrspace(1) %out, align 4
  ret void
}
