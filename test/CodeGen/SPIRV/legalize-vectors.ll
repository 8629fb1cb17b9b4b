; Vectors of every length: <1 x T> is a scalar, 5..15 lanes widen to the
; next legal length, longer vectors split, vectors of pointers scalarize, and
; vectors of booleans are packed bits in memory and in bitcasts to integers.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: OpName [[ONE_LANE:%[0-9]+]] "one_lane"
; CHECK-DAG: OpName [[FIVE_LANES:%[0-9]+]] "five_lanes"
; CHECK-DAG: OpName [[LONG_VECTOR:%[0-9]+]] "long_vector"
; CHECK-DAG: OpName [[ALL_OF_FOUR:%[0-9]+]] "all_of_four"
; CHECK-DAG: OpName [[BITS_TO_BOOLS:%[0-9]+]] "bits_to_bools"
; CHECK-DAG: OpName [[SHUFFLES:%[0-9]+]] "shuffles"
; CHECK-DAG: OpName [[POINTER_VECTOR:%[0-9]+]] "pointer_vector"
; CHECK-DAG: OpName [[ODD_LOCAL:%[0-9]+]] "odd_local"
; CHECK-DAG: OpName [[DIVIDE_FIVE:%[0-9]+]] "divide_five"
; CHECK-DAG: [[BOOL:%[0-9]+]] = OpTypeBool
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[B4:%[0-9]+]] = OpTypeVector [[BOOL]] 4
; CHECK-DAG: [[I32V4:%[0-9]+]] = OpTypeVector [[I32]] 4
; CHECK-DAG: [[I32V8:%[0-9]+]] = OpTypeVector [[I32]] 8
; CHECK-DAG: [[F32V16:%[0-9]+]] = OpTypeVector [[F32]] 16
; CHECK-NOT: OpTypeVector {{%[0-9]+}} {{1|5|6|7|32}}{{$}}

; <1 x float> is a float.
; CHECK: [[ONE_LANE]] = OpFunction
; CHECK: OpLoad [[F32]]
; CHECK: OpFAdd [[F32]]
; CHECK: OpStore
define spir_func void @one_lane(ptr addrspace(1) %p) {
  %v = load <1 x float>, ptr addrspace(1) %p, align 4
  %s = fadd <1 x float> %v, %v
  %e = extractelement <1 x float> %s, i32 0
  %w = insertelement <1 x float> poison, float %e, i32 0
  store <1 x float> %w, ptr addrspace(1) %p, align 4
  ret void
}

; A <5 x i32> load splits into 4 + 1 lanes (no access beyond 20 bytes); the
; addition computes in 8 lanes.
; CHECK: [[FIVE_LANES]] = OpFunction
; CHECK: OpLoad [[I32V4]]
; CHECK: OpPtrAccessChain
; CHECK: OpLoad [[I32]]
; CHECK: OpIAdd [[I32V8]]
; CHECK: OpStore
; CHECK: OpPtrAccessChain
; CHECK: OpStore
define spir_func void @five_lanes(ptr addrspace(1) %p) {
  %v = load <5 x i32>, ptr addrspace(1) %p, align 4
  %s = add <5 x i32> %v, %v
  store <5 x i32> %s, ptr addrspace(1) %p, align 4
  ret void
}

; 32 lanes: two halves of 16.
; CHECK: [[LONG_VECTOR]] = OpFunction
; CHECK: OpFMul [[F32V16]]
; CHECK: OpFMul [[F32V16]]
define spir_func <16 x float> @long_vector(<16 x float> %a, <16 x float> %b) {
  %x = shufflevector <16 x float> %a, <16 x float> %b, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %m = fmul <32 x float> %x, %x
  %h = shufflevector <32 x float> %m, <32 x float> poison, <16 x i32> <i32 0, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  ret <16 x float> %h
}

; InstCombine's form of a && b && c && d: the four compare results as the
; bits of an i4, compared with all ones, which is OpAll of the compare.
; CHECK: [[ALL_OF_FOUR]] = OpFunction
; CHECK: [[C4:%[0-9]+]] = OpFOrdGreaterThan [[B4]]
; CHECK-NEXT: OpAll [[BOOL]] [[C4]]
define spir_func i1 @all_of_four(<4 x float> %x, <4 x float> %y) {
  %c = fcmp ogt <4 x float> %x, %y
  %m = bitcast <4 x i1> %c to i4
  %r = icmp eq i4 %m, -1
  ret i1 %r
}

; The other way: the bits of an i8 as eight booleans, and a mask stored and
; loaded as one byte.
; CHECK: [[BITS_TO_BOOLS]] = OpFunction
; CHECK: OpBitwiseAnd
; CHECK: OpINotEqual
; CHECK: OpStore {{%[0-9]+}} {{%[0-9]+}} Aligned 1
; CHECK: OpLoad [[I8]]
define spir_func <8 x i1> @bits_to_bools(i8 %m, ptr %p) {
  %b = bitcast i8 %m to <8 x i1>
  store <8 x i1> %b, ptr %p, align 1
  %l = load <8 x i1>, ptr %p, align 1
  %x = xor <8 x i1> %b, %l
  ret <8 x i1> %x
}

; Shuffles of <1 x T> operands and of any mask, dynamic element indices,
; freeze and poison.
; CHECK: [[SHUFFLES]] = OpFunction
; CHECK: OpVectorExtractDynamic [[I32]]
; CHECK: OpVectorInsertDynamic [[I32V4]]
define spir_func <4 x i32> @shuffles(<1 x i32> %a, <1 x i32> %b, <4 x i32> %v, i32 %i) {
  %s = shufflevector <1 x i32> %a, <1 x i32> %b, <4 x i32> <i32 1, i32 0, i32 poison, i32 1>
  %e = extractelement <4 x i32> %v, i32 %i
  %f = freeze i32 %e
  %r = insertelement <4 x i32> %s, i32 %f, i32 %i
  %q = shufflevector <4 x i32> %r, <4 x i32> poison, <3 x i32> <i32 3, i32 2, i32 0>
  %t = shufflevector <3 x i32> %q, <3 x i32> %q, <4 x i32> <i32 5, i32 0, i32 1, i32 2>
  ret <4 x i32> %t
}

; Vectors of pointers are their lanes.
; CHECK: [[POINTER_VECTOR]] = OpFunction
; CHECK: OpSelect
; CHECK: OpLoad [[I32]]
define spir_func i32 @pointer_vector(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c) {
  %v0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %a, i32 0
  %v1 = insertelement <2 x ptr addrspace(1)> %v0, ptr addrspace(1) %b, i32 1
  %w = select i1 %c, <2 x ptr addrspace(1)> %v1, <2 x ptr addrspace(1)> zeroinitializer
  %p = extractelement <2 x ptr addrspace(1)> %w, i32 1
  %x = load i32, ptr addrspace(1) %p, align 4
  ret i32 %x
}

; A vector with 7 lanes in a local variable: its type has the IR's layout
; (<8 x T>, as LLVM allocates 32 bytes for it).
; CHECK: [[ODD_LOCAL]] = OpFunction
; CHECK: OpVariable {{%[0-9]+}} Function
define spir_func i32 @odd_local(<4 x i32> %v) {
  %a = alloca <7 x i32>, align 32
  %w = shufflevector <4 x i32> %v, <4 x i32> %v, <7 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
  store <7 x i32> %w, ptr %a, align 32
  %l = load <7 x i32>, ptr %a, align 32
  %e = extractelement <7 x i32> %l, i32 6
  ret i32 %e
}

; Division and remainder of 5..15 lanes split into legal parts (a 4-lane
; and a 1-lane operation) rather than widening: padded lanes would divide
; by undefined values, and LLVM's helper does not pad them.
; CHECK: [[DIVIDE_FIVE]] = OpFunction
; CHECK: OpSDiv {{%[0-9]+}}
; CHECK: OpSDiv {{%[0-9]+}}
; CHECK: OpUMod {{%[0-9]+}}
; CHECK: OpUMod {{%[0-9]+}}
; CHECK: OpFRem {{%[0-9]+}}
; CHECK: OpFRem {{%[0-9]+}}
; CHECK: OpFunctionEnd
define spir_func void @divide_five(ptr addrspace(1) %p, <5 x i32> %x) {
  %a = load <5 x i32>, ptr addrspace(1) %p
  %d = sdiv <5 x i32> %a, %x
  %u = urem <5 x i32> %d, %x
  %f = sitofp <5 x i32> %u to <5 x float>
  %r = frem <5 x float> %f, %f
  %i = fptosi <5 x float> %r to <5 x i32>
  store <5 x i32> %i, ptr addrspace(1) %p
  ret void
}
