; C's lround, llround, lrint and llrint (and their float forms), which C++
; device code reaches through std::lround when C's errno rules keep the
; call: each is the intrinsic of the same name, an OpenCL.std round or rint
; and a conversion to the integer. A declaration with another signature is
; not C's function and stays an import.
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv

; CHECK-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[D:%[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: [[L:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: OpDecorate [[OTHER:%[^ ]+]] LinkageAttributes "lround" Import
; CHECK: [[A:%[0-9]+]] = OpExtInst [[F]] [[CL]] round
; CHECK: OpConvertFToS [[L]] [[A]]
; CHECK: [[B:%[0-9]+]] = OpExtInst [[D]] [[CL]] round
; CHECK: OpConvertFToS [[L]] [[B]]
; CHECK: [[C:%[0-9]+]] = OpExtInst [[F]] [[CL]] rint
; CHECK: OpConvertFToS [[L]] [[C]]
; CHECK: [[E:%[0-9]+]] = OpExtInst [[D]] [[CL]] rint
; CHECK: OpConvertFToS [[L]] [[E]]
; CHECK: OpFunctionCall [[L]] [[OTHER]]

define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(1) %o) {
  %x = load float, ptr addrspace(1) %f
  %y = load double, ptr addrspace(1) %d
  %a = call i64 @lroundf(float %x)
  %b = call i64 @llround(double %y)
  %c = call i64 @lrintf(float %x)
  %e = call i64 @llrint(double %y)
  %g = call i64 @lround(float %x)
  %s1 = add i64 %a, %b
  %s2 = add i64 %c, %e
  %s3 = add i64 %s1, %s2
  %s4 = add i64 %s3, %g
  store i64 %s4, ptr addrspace(1) %o
  ret void
}

declare i64 @lroundf(float)
declare i64 @llround(double)
declare i64 @lrintf(float)
declare i64 @llrint(double)
declare i64 @lround(float)
