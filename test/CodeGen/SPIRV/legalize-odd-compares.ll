; Compares and selects of vectors whose length SPIR-V lacks: a compare is
; widened through its operands to the next legal length, a select whose
; condition is a vector is split into legal parts.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: %[[I32:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[BOOL:[0-9]+]] = OpTypeBool
; CHECK-DAG: %[[V8B:[0-9]+]] = OpTypeVector %[[BOOL]] 8
; CHECK-DAG: %[[V4I32:[0-9]+]] = OpTypeVector %[[I32]] 4
; CHECK-DAG: %[[V16I32:[0-9]+]] = OpTypeVector %[[I32]] 16
; CHECK-DAG: %[[V16B:[0-9]+]] = OpTypeVector %[[BOOL]] 16
; CHECK: OpSLessThan %[[V8B]] {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpFOrdLessThan %[[V8B]] {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpLogicalAnd %[[V8B]]
; CHECK: OpSelect %[[V4I32]] {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpSelect %[[I32]] {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
define spir_kernel void @five(ptr addrspace(1) %p, ptr addrspace(1) %q, i1 %b) {
  %w = load <5 x i32>, ptr addrspace(1) %q
  %f = load <5 x float>, ptr addrspace(1) %q
  %wc = icmp slt <5 x i32> %w, zeroinitializer
  %fc = fcmp olt <5 x float> %f, zeroinitializer
  %c = and <5 x i1> %wc, %fc
  %s = select <5 x i1> %c, <5 x i32> %w, <5 x i32> zeroinitializer
  %s2 = select i1 %b, <5 x i32> %s, <5 x i32> %w
  store <5 x i32> %s2, ptr addrspace(1) %p
  ret void
}

; CHECK: OpFOrdLessThan %[[V16B]]
; CHECK: OpFOrdLessThan %[[BOOL]]
; CHECK: OpSelect %[[V16I32]]
; CHECK: OpSelect %[[I32]]
define spir_kernel void @seventeen(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %f = load <17 x float>, ptr addrspace(1) %q
  %fc = fcmp olt <17 x float> %f, zeroinitializer
  %t = select <17 x i1> %fc, <17 x float> %f, <17 x float> zeroinitializer
  store <17 x float> %t, ptr addrspace(1) %p
  ret void
}
