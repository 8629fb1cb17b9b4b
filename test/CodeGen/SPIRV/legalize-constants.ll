; Initializers of the integer and vector types the type mapping reshapes
; take the shape of the variable's SPIR-V type: i128 as two 64-bit words
; (low first), <4 x i1> as its packed bits, <5 x i32> as an <8 x i32> with
; the extra lanes zero, <20 x i8> as two <16 x i8>, <1 x float> as a float.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[LO:%[0-9]+]] = OpConstant [[I64]] 18446744073709551614
; CHECK-DAG: [[HI:%[0-9]+]] = OpConstant [[I64]] 18446744073709551615
; CHECK-DAG: [[W:%[0-9]+]] = OpConstantComposite {{%[0-9]+}} [[LO]] [[HI]]
; CHECK-DAG: {{%[0-9]+}} = OpVariable {{%[0-9]+}} CrossWorkgroup [[W]]
; CHECK-DAG: [[BITS:%[0-9]+]] = OpConstant [[I8]] 13
; CHECK-DAG: {{%[0-9]+}} = OpVariable {{%[0-9]+}} CrossWorkgroup [[BITS]]
; CHECK-DAG: [[V8:%[0-9]+]] = OpTypeVector [[I32]] 8
; CHECK-DAG: [[Z:%[0-9]+]] = OpConstant [[I32]] 0
; CHECK-DAG: [[L5:%[0-9]+]] = OpConstant [[I32]] 5
; CHECK-DAG: OpConstantComposite [[V8]] {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} [[L5]] [[Z]] [[Z]] [[Z]]
; CHECK-DAG: [[V16:%[0-9]+]] = OpTypeVector [[I8]] 16
; CHECK-DAG: [[A2:%[0-9]+]] = OpTypeArray [[V16]] {{%[0-9]+}}
; CHECK-DAG: OpConstantComposite [[A2]] {{%[0-9]+}} {{%[0-9]+}}
; CHECK-DAG: [[ONE:%[0-9]+]] = OpConstant [[F32]] 1
; CHECK-DAG: {{%[0-9]+}} = OpVariable {{%[0-9]+}} CrossWorkgroup [[ONE]]

@wide = addrspace(1) global i128 -2, align 16
@mask = addrspace(1) global <4 x i1> <i1 1, i1 0, i1 1, i1 1>, align 1
@five = addrspace(1) global <5 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5>, align 32
@long = addrspace(1) global <20 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 16, i8 17, i8 18, i8 19, i8 20>, align 32
@one = addrspace(1) global <1 x float> <float 1.0>, align 4

define spir_kernel void @k(ptr addrspace(1) %o) {
  %a = load i64, ptr addrspace(1) @wide, align 8
  %b = load i8, ptr addrspace(1) @mask, align 1
  %c = load i32, ptr addrspace(1) @five, align 4
  %d = load i8, ptr addrspace(1) @long, align 1
  %e = load float, ptr addrspace(1) @one, align 4
  %bz = zext i8 %b to i64
  %cz = zext i32 %c to i64
  %dz = zext i8 %d to i64
  %ei = fptoui float %e to i64
  %s1 = add i64 %a, %bz
  %s2 = add i64 %s1, %cz
  %s3 = add i64 %s2, %dz
  %s4 = add i64 %s3, %ei
  store i64 %s4, ptr addrspace(1) %o, align 8
  ret void
}
