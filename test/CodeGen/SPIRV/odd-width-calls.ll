; Calls whose results or arguments are integers of widths SPIR-V lacks (the
; translator's arbitrary-precision tests): the call's generic return check
; no longer divides by a register width of zero, the values cross the call
; in their containers, and integers wider than 128 bits at a function
; boundary are reported.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: sed -e 's/i13/i1024/g' %s > %t.wide.ll
; RUN: not %llc -mtriple=spirv64 %t.wide.ll -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: type i1024 as parameter type is not supported (in function @ext)

declare spir_func signext i5 @ext(i13 signext)

define spir_func i5 @def(i13 %x) {
  %t = trunc i13 %x to i5
  ret i5 %t
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call spir_func signext i5 @ext(i13 signext 1)
  %b = call spir_func i5 @def(i13 100)
  %s = add i5 %a, %b
  %z = zext i5 %s to i32
  store i32 %z, ptr addrspace(1) %p
  ret void
}
