; Vectors of odd integers at function boundaries: a helper's parameters and
; result cross in their containers (<2 x i4> as <2 x i8>, <5 x i4> as
; <8 x i8>, the extra lanes undefined), as odd scalars do. A kernel's
; parameter has the host's layout, where such a vector is packed bits (a
; <2 x i2> is one byte, a <3 x i4> 12 bits in two): the kernel takes the
; integer that holds them (test/Execution/packed-kernel-arguments.ll); one
; of more than 64 bits (<3 x i33>) is refused.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/helpers.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/helpers.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: %llc -mtriple=spirv64 %t/kernel.ll -o - | FileCheck %s --check-prefix=KERNEL
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/kernel.ll -o %t.k.spv
; RUN: %spirv-val %t.k.spv
; RUN: %llvm-spirv -r %t.k.spv -o %t.k.bc
; RUN: sed -e 's/<3 x i4>/<3 x i33>/; s/<3 x i8>/<3 x i64>/' %t/kernel.ll | not %llc -mtriple=spirv64 -o /dev/null 2>&1 | FileCheck %s --check-prefix=WIDE

; CHECK-DAG: %[[I8:[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: %[[V2:[0-9]+]] = OpTypeVector %[[I8]] 2
; CHECK-DAG: %[[V3:[0-9]+]] = OpTypeVector %[[I8]] 3
; CHECK-DAG: %[[V8:[0-9]+]] = OpTypeVector %[[I8]] 8
; CHECK-DAG: %[[FN2:[0-9]+]] = OpTypeFunction %[[V2]] %[[V2]] %[[V3]]
; CHECK-DAG: %[[FN5:[0-9]+]] = OpTypeFunction %[[V8]] %[[V8]]
; CHECK: %[[INC:[0-9]+]] = OpFunction %[[V2]] None %[[FN2]]
; CHECK: %[[FIVE:[0-9]+]] = OpFunction %[[V8]] None %[[FN5]]
; CHECK: OpFunctionCall %[[V2]] %[[INC]]
; CHECK: OpFunctionCall %[[V8]] %[[FIVE]]

; KERNEL-DAG: %[[I8:[0-9]+]] = OpTypeInt 8 0
; KERNEL-DAG: %[[I16:[0-9]+]] = OpTypeInt 16 0
; KERNEL: OpFunction
; KERNEL-NEXT: OpFunctionParameter %[[I8]]
; KERNEL-NEXT: OpFunctionParameter %[[I16]]
; WIDE: error: type <3 x i33> as parameter type is not supported (in function @k)

;--- helpers.ll
target triple = "spirv64-unknown-unknown"

define spir_func <2 x i4> @inc(<2 x i4> %a, <3 x i2> %b) {
  %r = add <2 x i4> %a, <i4 1, i4 7>
  ret <2 x i4> %r
}

define spir_func <5 x i4> @five(<5 x i4> %a) {
  %r = add <5 x i4> %a, %a
  ret <5 x i4> %r
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load <2 x i8>, ptr addrspace(1) %p
  %t = trunc <2 x i8> %v to <2 x i4>
  %r = call spir_func <2 x i4> @inc(<2 x i4> %t, <3 x i2> zeroinitializer)
  %f = shufflevector <2 x i4> %r, <2 x i4> %t, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0>
  %r5 = call spir_func <5 x i4> @five(<5 x i4> %f)
  %s = shufflevector <5 x i4> %r5, <5 x i4> poison, <2 x i32> <i32 0, i32 4>
  %z = zext <2 x i4> %s to <2 x i8>
  store <2 x i8> %z, ptr addrspace(1) %p
  ret void
}

;--- kernel.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(<2 x i2> %v, <3 x i4> %w, ptr addrspace(1) %p) {
  %z = zext <2 x i2> %v to <2 x i8>
  store <2 x i8> %z, ptr addrspace(1) %p
  %y = zext <3 x i4> %w to <3 x i8>
  store <3 x i8> %y, ptr addrspace(1) %p
  ret void
}
