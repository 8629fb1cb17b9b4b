; Malformed IR: the parser's message and exit status 1, no output.
; RUN: split-file %s %t
; RUN: not %llc -mtriple=spirv64 %t/syntax.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SYNTAX
; RUN: not %llc -mtriple=spirv64 %t/undefined.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=UNDEF
; RUN: not %llc -mtriple=spirv64 %t/types.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=TYPES
; RUN: not %llc -mtriple=spirv64 %t/does-not-exist.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not ls %t.out
; RUN: not %llc -mtriple=spirv64 %t/syntax.ll -o %t.out
; RUN: not %llc -mtriple=spirv64 %t/verify.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: not %llc -mtriple=spirv64 %t/kernel-ret.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=VERIFY

; SYNTAX: syntax.ll:2:3: error: expected instruction opcode
; UNDEF: undefined.ll:{{[0-9]+}}:{{[0-9]+}}: error: use of undefined value '%nothere'
; TYPES: types.ll:{{[0-9]+}}:{{[0-9]+}}: error: '%x' defined with type 'i32' but expected 'float'
; MISSING: does-not-exist.ll: error: Could not open input file
; VERIFY: error: {{.*}}input module is broken

;--- syntax.ll
define spir_kernel void @k() {
  bogus
  ret void
}

;--- undefined.ll
define spir_func i32 @k() {
  ret i32 %nothere
}

;--- types.ll
define spir_func float @k(i32 %x) {
  %y = fadd float %x, 1.0
  ret float %y
}

;--- missing.ll
; RUN line names does-not-exist.ll
;--- verify.ll
define spir_func i32 @k(i32 %a) {
entry:
  br label %next
next:
  %p = phi i32 [ %a, %entry ], [ %a, %other ]
  ret i32 %p
other:
  ret i32 0
}

;--- kernel-ret.ll
define spir_kernel i32 @k() {
  ret i32 0
}
