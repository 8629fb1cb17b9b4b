; Bitcasts that OpBitcast cannot do as they are go lane by lane through the
; integer of all the bits (lane I in bits I*K.., LLVM's layout): vectors of
; odd lanes, vectors and odd integers, vectors and integers wider than 64
; bits, booleans wider than 64. No i1 vector or odd type reaches the module.
; The values are checked by test/Execution/bitcast-lanes.ll.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-NOT: OpTypeInt 4
; CHECK-NOT: OpTypeInt 24
; CHECK-NOT: OpTypeInt 128

target triple = "spirv64-unknown-unknown"

; i8 -> <2 x i4>: shift and truncate per lane (in i8 lanes); back: extend,
; shift into place, or.
; CHECK-LABEL: = OpFunction %
; CHECK: OpShiftRightLogical
; CHECK: OpShiftLeftLogical
; CHECK: OpBitwiseOr
; CHECK: OpFunctionEnd
define spir_kernel void @nibbles(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %x = load i8, ptr addrspace(1) %p
  %v = bitcast i8 %x to <2 x i4>
  %e = extractelement <2 x i4> %v, i32 1
  %z = zext i4 %e to i32
  store i32 %z, ptr addrspace(1) %q
  %w = insertelement <2 x i4> %v, i4 3, i32 0
  %y = bitcast <2 x i4> %w to i8
  store i8 %y, ptr addrspace(1) %p
  ret void
}

; i24 <-> <3 x i8>, in an i32 container.
; CHECK-LABEL: = OpFunction %
; CHECK: OpShiftRightLogical
; CHECK: OpUConvert
; CHECK: OpBitwiseOr
; CHECK: OpFunctionEnd
define spir_kernel void @bytes(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %x = load i32, ptr addrspace(1) %p
  %t = trunc i32 %x to i24
  %v = bitcast i24 %t to <3 x i8>
  %e = extractelement <3 x i8> %v, i32 2
  store i8 %e, ptr addrspace(1) %q
  %w = insertelement <3 x i8> %v, i8 7, i32 0
  %y = bitcast <3 x i8> %w to i24
  %yz = zext i24 %y to i32
  store i32 %yz, ptr addrspace(1) %p
  ret void
}

; 128 booleans <-> i128, in 64-bit parts.
; CHECK-LABEL: = OpFunction %
; CHECK: OpFunctionEnd
define spir_kernel void @bools(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %x = load <128 x i8>, ptr addrspace(1) %p
  %c = icmp ne <128 x i8> %x, zeroinitializer
  %r = bitcast <128 x i1> %c to i128
  store i128 %r, ptr addrspace(1) %q
  %y = load i128, ptr addrspace(1) %q
  %d = bitcast i128 %y to <128 x i1>
  %s = select <128 x i1> %d, <128 x i8> splat (i8 1), <128 x i8> zeroinitializer
  store <128 x i8> %s, ptr addrspace(1) %p
  ret void
}

; <2 x i64> <-> i128.
; CHECK-LABEL: = OpFunction %
; CHECK: OpFunctionEnd
define spir_kernel void @halves(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %x = load <2 x i64>, ptr addrspace(1) %p
  %w = bitcast <2 x i64> %x to i128
  %s = lshr i128 %w, 64
  %t = trunc i128 %s to i64
  store i64 %t, ptr addrspace(1) %q
  %b = bitcast i128 %s to <2 x i64>
  store <2 x i64> %b, ptr addrspace(1) %p
  ret void
}
