; Calls whose results or arguments are integers of widths SPIR-V lacks (the
; translator's arbitrary-precision tests): the call's generic return check
; no longer divides by a register width of zero, and the values cross the
; call in their containers: up to 64 bits the power of two that holds them
; (i13 as i16), above it the 64-bit words the type mapping gives them, low
; first (i99 and i128 as two), at the boundary a struct of them (Intel's
; GPU compiler aborts on array parameters) built with OpCompositeInsert
; before and taken apart with OpCompositeExtract after. Integers wider than
; 128 bits at a function boundary are reported (GlobalISel's call lowering
; does not split them).
; Values are checked by test/Execution/odd-width-stores.ll.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t2.bc %}
; RUN: sed -e 's/i128/i1024/g' %s > %t.wide.ll
; RUN: not %llc -mtriple=spirv64 %t.wide.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=WIDE

; CHECK-NOT: OpTypeInt {{5|13|99|128}} 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[I16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[W2:%[0-9]+]] = OpTypeStruct [[I64]] [[I64]]{{$}}
; CHECK-DAG: OpTypeFunction [[W2]] [[W2]] [[W2]]
; CHECK-DAG: OpTypeFunction {{%[0-9]+}} [[I16]]
; CHECK: = OpFunction [[W2]]
; CHECK-NEXT: [[A:%[0-9]+]] = OpFunctionParameter [[W2]]
; CHECK-NEXT: [[B:%[0-9]+]] = OpFunctionParameter [[W2]]
; CHECK: OpCompositeExtract [[I64]] [[A]] 0
; CHECK: OpCompositeExtract [[I64]] [[A]] 1
; CHECK: OpCompositeInsert [[W2]] {{%[0-9]+}} {{%[0-9]+}} 1
; CHECK: OpReturnValue
; WIDE: error: type i1024 as parameter type is not supported (in function @wide)

declare spir_func signext i5 @ext(i13 signext)

define spir_func i5 @def(i13 %x) {
  %t = trunc i13 %x to i5
  ret i5 %t
}

define spir_func i99 @wide(i99 %a, i128 %b) noinline {
  %t = trunc i128 %b to i99
  %s = add i99 %a, %t
  ret i99 %s
}

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i128 %w) {
  %a = call spir_func signext i5 @ext(i13 signext 1)
  %b = call spir_func i5 @def(i13 100)
  %s = add i5 %a, %b
  %z = zext i5 %s to i32
  store i32 %z, ptr addrspace(1) %p
  %v = load i99, ptr addrspace(1) %q
  %r = call spir_func i99 @wide(i99 %v, i128 %w)
  store i99 %r, ptr addrspace(1) %q
  ret void
}
