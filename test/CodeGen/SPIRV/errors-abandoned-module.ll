; After an error the target drops every function body; the module must stay
; valid for the verifier that still runs in the pipeline. A function in a
; comdat and an alias of a function (which Clang's -fprofile-instr-generate
; produces) made llc report "Broken module found" and Clang abort. Now only
; the errors are reported, and llc exits with 1.
; RUN: not %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not %llc -mtriple=spirv64 -O0 %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: llc: error: @llvm.global_ctors entry @init, which is not a 'void()' function is not supported
; CHECK-NOT: Broken module
; CHECK-NOT: Declaration may not be in a Comdat
; CHECK-NOT: Alias must point to a definition
; CHECK-NOT: PLEASE submit

$in_comdat = comdat any

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@twice_alias = alias i32 (i32), ptr @in_comdat

define linkonce_odr spir_func i32 @in_comdat(i32 %x) comdat {
  %r = mul i32 %x, 2
  ret i32 %r
}

define internal spir_func void @init(i32 %x) {
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) %p
  %r = call spir_func i32 @twice_alias(i32 %v)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
