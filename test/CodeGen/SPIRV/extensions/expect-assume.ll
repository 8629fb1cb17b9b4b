; SPV_KHR_expect_assume: llvm.assume is OpAssumeTrueKHR, llvm.expect and
; llvm.expect.with.probability are OpExpectKHR (the probability has no
; operand). Without the extension the hints go: assume is dropped, expect is
; its value. Both readers read the module back.
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_expect_assume %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_expect_assume -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv

; CHECK: OpCapability ExpectAssumeKHR
; CHECK: OpExtension "SPV_KHR_expect_assume"
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[BOOL:%[0-9]+]] = OpTypeBool
; CHECK-DAG: [[V2:%[0-9]+]] = OpTypeVector [[I32]] 2
; CHECK-DAG: [[ONE:%[0-9]+]] = OpConstant [[I32]] 1
; CHECK-DAG: [[TRUE:%[0-9]+]] = OpConstantTrue [[BOOL]]
; CHECK: OpFunction
; CHECK: [[X:%[0-9]+]] = OpFunctionParameter [[I32]]
; CHECK: [[B:%[0-9]+]] = OpFunctionParameter [[BOOL]]
; CHECK: [[V:%[0-9]+]] = OpFunctionParameter [[V2]]
; CHECK: [[C:%[0-9]+]] = OpINotEqual [[BOOL]] [[X]]
; CHECK: OpAssumeTrueKHR [[C]]
; CHECK: OpExpectKHR [[I32]] [[X]] [[ONE]]
; CHECK: OpExpectKHR [[BOOL]] [[B]] [[TRUE]]
; CHECK: OpExpectKHR [[V2]] [[V]]

; READ: call void @llvm.assume(i1
; READ: call i32 @llvm.expect.i32(i32 %x, i32 1)

; NOEXT-NOT: ExpectAssumeKHR
; NOEXT-NOT: SPV_KHR_expect_assume
; NOEXT-NOT: OpAssumeTrueKHR
; NOEXT-NOT: OpExpectKHR
; NOEXT: OpSelect
; NOEXT: OpStore

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %x, i1 %b, <2 x i32> %v) {
  %c = icmp ne i32 %x, 0
  call void @llvm.assume(i1 %c)
  %e = call i32 @llvm.expect.i32(i32 %x, i32 1)
  %eb = call i1 @llvm.expect.i1(i1 %b, i1 true)
  %ev = call <2 x i32> @llvm.expect.with.probability.v2i32(<2 x i32> %v, <2 x i32> <i32 3, i32 4>, double 0.75)
  %z = zext i1 %eb to i32
  %l = extractelement <2 x i32> %ev, i32 1
  %s = add i32 %e, %z
  %t = add i32 %s, %l
  store i32 %t, ptr addrspace(1) %out
  ret void
}

declare void @llvm.assume(i1)
declare i32 @llvm.expect.i32(i32, i32)
declare i1 @llvm.expect.i1(i1, i1)
declare <2 x i32> @llvm.expect.with.probability.v2i32(<2 x i32>, <2 x i32>, double)
