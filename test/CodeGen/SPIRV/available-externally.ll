; An available_externally body (a C99 inline definition, an explicitly
; instantiated C++ template) that a call still uses becomes the module's
; internal definition, never an import: no consumer of a kernel module
; supplies the external one. One that nothing uses is dropped.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-inline-definitions %s -o - | FileCheck %s --check-prefix=IR

; CHECK-NOT: LinkageAttributes
; CHECK-NOT: Linkage
; CHECK: OpName [[SCORE:%[0-9]+]] "score"
; CHECK-NOT: OpName {{.*}} "unused"
; CHECK: [[SCORE]] = OpFunction
; CHECK: OpFunctionCall {{%[0-9]+}} [[SCORE]]

; IR: define internal spir_func i32 @score(
; IR-NOT: @unused

define available_externally spir_func i32 @score(i32 %a) #0 {
  %m = mul i32 %a, 3
  %r = add i32 %m, 1
  ret i32 %r
}

define available_externally spir_func i32 @unused(i32 %a) {
  ret i32 %a
}

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = call spir_func i32 @score(i32 5)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { noinline }
