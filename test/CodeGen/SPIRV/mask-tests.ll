; Tests of several conditions at once, as InstCombine writes them (a boolean
; vector bit-cast to an integer and compared with 0 or -1), and or / and
; reductions of boolean vectors, are OpAny / OpAll: no bit mask is rebuilt.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: %[[TRUE:[0-9]+]] = OpConstantTrue %[[BOOL:[0-9]+]]
; CHECK-LABEL: OpFunction
; CHECK: %[[C:[0-9]+]] = OpSGreaterThan
; CHECK-NEXT: %[[ANY:[0-9]+]] = OpAny %[[BOOL]] %[[C]]
; CHECK-NEXT: %[[ANY2:[0-9]+]] = OpAny %[[BOOL]] %[[C]]
; CHECK-NEXT: %[[NONE:[0-9]+]] = OpLogicalNotEqual %[[BOOL]] %[[ANY2]] %[[TRUE]]
; CHECK-NEXT: %[[ALL:[0-9]+]] = OpAll %[[BOOL]] %[[C]]
; CHECK-NEXT: %[[ALL2:[0-9]+]] = OpAll %[[BOOL]] %[[C]]
; CHECK-NEXT: %[[NALL:[0-9]+]] = OpLogicalNotEqual %[[BOOL]] %[[ALL2]] %[[TRUE]]
; CHECK: %[[FC:[0-9]+]] = OpFOrdLessThan
; CHECK-NEXT: OpAny %[[BOOL]] %[[FC]]
; CHECK-NEXT: OpAll %[[BOOL]] %[[FC]]
; CHECK-NOT: OpShiftLeftLogical
; CHECK-NOT: OpBitwiseOr
; Sixteen lanes are a vector too; a signed test of the mask reads one lane
; and stays a bit test.
; CHECK: %[[WC:[0-9]+]] = OpIEqual
; CHECK: OpBitwiseOr
; CHECK: OpAll %[[BOOL]] %[[WC]]
; CHECK: OpFunctionEnd

define spir_kernel void @k(ptr addrspace(1) %p, <4 x i32> %a, <3 x float> %f,
                           <16 x i8> %w) {
  %c = icmp sgt <4 x i32> %a, zeroinitializer
  %m = bitcast <4 x i1> %c to i4
  %any = icmp ne i4 %m, 0
  %none = icmp eq i4 %m, 0
  %all = icmp eq i4 %m, -1
  %nall = icmp ne i4 %m, -1
  %fc = fcmp olt <3 x float> %f, zeroinitializer
  %r1 = call i1 @llvm.vector.reduce.or.v3i1(<3 x i1> %fc)
  %r2 = call i1 @llvm.vector.reduce.and.v3i1(<3 x i1> %fc)
  %wc = icmp eq <16 x i8> %w, zeroinitializer
  %wm = bitcast <16 x i1> %wc to i16
  %wall = icmp eq i16 %wm, -1
  %wtop = icmp slt i16 %wm, 0
  %x1 = xor i1 %any, %none
  %x2 = xor i1 %all, %nall
  %x3 = xor i1 %r1, %r2
  %x4 = xor i1 %x1, %x2
  %x5 = xor i1 %x3, %x4
  %x6 = xor i1 %x5, %wall
  %x7 = xor i1 %x6, %wtop
  %z = zext i1 %x7 to i32
  store i32 %z, ptr addrspace(1) %p
  ret void
}
