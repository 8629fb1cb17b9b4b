; A vector of 5-7 or 9-15 elements crosses a call in the next legal length
; (the type mapping's: <5 x i32> as <8 x i32>), the extra lanes undefined:
; padded before the call or return, trimmed after. Values are checked by
; test/Execution/odd-vector-calls.ll.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[V8:[0-9]+]] = OpTypeVector %[[INT]] 8
; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[F16:[0-9]+]] = OpTypeVector %[[FLOAT]] 16
; CHECK-DAG: %[[FNTY:[0-9]+]] = OpTypeFunction %[[V8]] %[[V8]] %[[F16]]
; CHECK-NOT: OpTypeVector %{{[0-9]+}} 5
; CHECK-NOT: OpTypeVector %{{[0-9]+}} 9

; CHECK-LABEL: = OpFunction %
; CHECK: OpFunctionParameter %[[V8]]
; CHECK: OpFunctionParameter %[[F16]]
; CHECK: OpReturnValue
; CHECK: OpFunctionEnd
define spir_func <5 x i32> @twice(<5 x i32> %v, <9 x float> %f) {
  %d = add <5 x i32> %v, %v
  %e = extractelement <9 x float> %f, i32 8
  %c = fptosi float %e to i32
  %r = insertelement <5 x i32> %d, i32 %c, i32 0
  ret <5 x i32> %r
}

; CHECK-LABEL: = OpFunction %
; CHECK: OpFunctionCall %[[V8]]
; CHECK: OpFunctionEnd
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <4 x i32>, ptr addrspace(1) %p, align 16
  %w = shufflevector <4 x i32> %v, <4 x i32> poison, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0>
  %f = insertelement <9 x float> poison, float 2.5, i32 8
  %r = call spir_func <5 x i32> @twice(<5 x i32> %w, <9 x float> %f)
  %l4 = extractelement <5 x i32> %r, i32 4
  %l0 = extractelement <5 x i32> %r, i32 0
  %s = add i32 %l4, %l0
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}
