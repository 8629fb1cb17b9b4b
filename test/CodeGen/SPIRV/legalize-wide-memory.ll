; Integers wider than 64 bits that are not whole 64-bit words, and vectors
; of odd integers of any total width, in memory (docs/Design.md, section 4):
; an i99 lives in two 64-bit words and computes in 128 bits; a <3 x i33>
; is the 99 bits of LLVM's layout (lane J in bits 33J..), also two words; a
; <3 x i24> is 72 packed bits. An access touches LLVM's store size only
; (13 bytes of an i99 or <3 x i33>: 8, 4 and 1; 9 of a <3 x i24>; 25 of an
; i200), not the whole words, which may hold other data (a packed struct's
; next field). Global initializers of such vectors
; are the same packed bits. Before, these were refused ("instruction
; G_EXTRACT on s64", "G_STORE on <3 x s64>"). Results are checked on the
; devices by test/Execution/wide-integers-memory.ll.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t2.bc %}

; CHECK-NOT: OpTypeInt {{24|33|99|128|200}} 0
; CHECK-DAG: OpName [[LANES:%[0-9]+]] "lanes"
; CHECK-DAG: OpName [[NIBBLES:%[0-9]+]] "nibbles"
; CHECK-DAG: OpName [[MUL99:%[0-9]+]] "mul_i99"
; CHECK-DAG: OpName [[V333:%[0-9]+]] "lanes_v3i33"
; CHECK-DAG: OpName [[V324:%[0-9]+]] "store_v3i24"
; CHECK-DAG: OpName [[ADD200:%[0-9]+]] "add_i200"
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[W2:%[0-9]+]] = OpTypeArray [[I64]] {{%[0-9]+}}
; The <3 x i33> initializer's 99 bits, low word first: lanes 1, -2, 2^32.
; CHECK-DAG: [[LO:%[0-9]+]] = OpConstant [[I64]] 18446744056529682433
; CHECK-DAG: [[HI:%[0-9]+]] = OpConstant [[I64]] 17179869187
; CHECK-DAG: [[PACKED:%[0-9]+]] = OpConstantComposite [[W2]] [[LO]] [[HI]]
; CHECK-DAG: [[LANES]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[PACKED]]
; The <2 x i4> initializer is one byte: 5 | 10 << 4.
; CHECK-DAG: [[BYTE:%[0-9]+]] = OpConstant [[I8]] 165
; CHECK-DAG: [[NIBBLES]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[BYTE]]

target triple = "spirv64-unknown-unknown"

@lanes = addrspace(1) global <3 x i33> <i33 1, i33 -2, i33 4294967296>, align 16
@nibbles = addrspace(1) global <2 x i4> <i4 5, i4 -6>, align 1

; 13 bytes in, a 128-bit product in 64-bit parts, 13 bytes out.
; CHECK: [[MUL99]] = OpFunction
; CHECK: OpLoad [[I64]] {{%[0-9]+}} Aligned 16
; CHECK: OpLoad [[I32]] {{%[0-9]+}} Aligned 8
; CHECK: OpLoad [[I8]] {{%[0-9]+}} Aligned 4
; CHECK: OpIMul [[I64]]
; CHECK: OpStore {{%[0-9]+}} {{%[0-9]+}} Aligned 16
; CHECK: OpStore {{%[0-9]+}} {{%[0-9]+}} Aligned 8
; CHECK: OpStore {{%[0-9]+}} {{%[0-9]+}} Aligned 4
; CHECK-NOT: OpStore
; CHECK: OpFunctionEnd
define spir_func void @mul_i99(ptr addrspace(1) %p) {
  %v = load i99, ptr addrspace(1) %p, align 16
  %w = mul i99 %v, %v
  %s = lshr i99 %w, 3
  %q = getelementptr i99, ptr addrspace(1) %p, i64 1
  store i99 %s, ptr addrspace(1) %q, align 16
  ret void
}

; The lanes shift out of the two words; the sum shifts back in.
; CHECK: [[V333]] = OpFunction
; CHECK: OpLoad [[I64]]
; CHECK: OpLoad [[I32]]
; CHECK: OpLoad [[I8]]
; CHECK: OpShiftRightLogical [[I64]]
; CHECK: OpShiftLeftLogical [[I64]]
; CHECK: OpFunctionEnd
define spir_func void @lanes_v3i33(ptr addrspace(1) %p) {
  %v = load <3 x i33>, ptr addrspace(1) %p, align 16
  %g = load <3 x i33>, ptr addrspace(1) @lanes, align 16
  %s = add <3 x i33> %v, %g
  store <3 x i33> %s, ptr addrspace(1) %p, align 16
  %n = load <2 x i4>, ptr addrspace(1) @nibbles, align 1
  %m = add <2 x i4> %n, %n
  store <2 x i4> %m, ptr addrspace(1) @nibbles, align 1
  ret void
}

; 72 packed bits in 9 bytes: the third lane straddles them.
; CHECK: [[V324]] = OpFunction
; CHECK: OpStore {{%[0-9]+}} {{%[0-9]+}} Aligned 16
; CHECK: OpStore {{%[0-9]+}} {{%[0-9]+}} Aligned 8
; CHECK-NOT: OpStore
; CHECK: OpFunctionEnd
define spir_func void @store_v3i24(ptr addrspace(1) %p, <3 x i32> %a) {
  %v = trunc <3 x i32> %a to <3 x i24>
  store <3 x i24> %v, ptr addrspace(1) %p, align 16
  ret void
}

; i200: 25 bytes in (three words and a byte), 256-bit arithmetic, 25 out.
; CHECK: [[ADD200]] = OpFunction
; CHECK-COUNT-3: OpLoad [[I64]]
; CHECK: OpLoad [[I8]]
; CHECK: OpIAdd [[I64]]
; CHECK-COUNT-4: OpStore
; CHECK-NOT: OpStore
; CHECK: OpFunctionEnd
define spir_func void @add_i200(ptr addrspace(1) %p) {
  %v = load i200, ptr addrspace(1) %p, align 8
  %w = add i200 %v, 1
  store i200 %w, ptr addrspace(1) %p, align 8
  ret void
}
