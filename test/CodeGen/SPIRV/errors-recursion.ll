; OpenCL C and the Level-Zero environment (the Level-Zero SPIR-V programming guide) forbid recursion: each
; cycle of the static call graph is refused once, naming its functions,
; instead of a module that every Level-Zero driver rejects. A call chain
; without a cycle, and a function called twice, are fine.
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %S/Inputs/no-recursion.ll -o %t.spv
; RUN: %spirv-val %t.spv

; CHECK: llc: error: recursion (@self calls itself) is not supported (in function @self)
; CHECK: llc: error: recursion (@even calls itself through @odd) is not supported (in function @even)
; CHECK-NOT: error

define spir_func i32 @self(i32 %n) {
  %c = icmp sle i32 %n, 1
  br i1 %c, label %done, label %rec
rec:
  %m = sub i32 %n, 1
  %r = call spir_func i32 @self(i32 %m)
  %p = mul i32 %n, %r
  ret i32 %p
done:
  ret i32 1
}

define spir_func i32 @even(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 1
no:
  %m = sub i32 %n, 1
  %r = call spir_func i32 @odd(i32 %m)
  ret i32 %r
}

define spir_func i32 @odd(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 0
no:
  %m = sub i32 %n, 1
  %r = call spir_func i32 @even(i32 %m)
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) %p
  %a = call spir_func i32 @self(i32 %v)
  %b = call spir_func i32 @even(i32 %a)
  store i32 %b, ptr addrspace(1) %p
  ret void
}
