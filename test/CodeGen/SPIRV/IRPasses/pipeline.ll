; The IR passes codegen runs, at -O0 and -O2: LLVM's generic ones that
; rewrite IR into forms the target lowers (masked memory intrinsics,
; vector reductions, atomics narrower than 32 bits), then the target's, in
; order, with address-space inference among them above -O0. Loop strength reduction
; and constant hoisting are not added (not switched off through global
; options, which would also change the next compile in the same process),
; nor the generic passes that do nothing for a kernel. The IR verifier runs
; once, after the target's passes: llc has verified its input before the
; pipeline starts.
; RUN: %llc -mtriple=spirv64 -O2 -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,OPT
; RUN: %llc -mtriple=spirv64 -O0 -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,O0
; The user's switches for the omitted passes are accepted and change nothing.
; RUN: %llc -mtriple=spirv64 -O2 -disable-lsr=false -disable-constant-hoisting=false -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,OPT
; -disable-verify leaves it out.
; RUN: %llc -mtriple=spirv64 -O2 -disable-verify -debug-pass=Structure %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOVERIFY

; CHECK-NOT: Loop Strength Reduction
; CHECK-NOT: Constant Hoisting
; CHECK-NOT: Merge contiguous icmps
; CHECK-NOT: Module Verifier
; CHECK: Remove unreachable blocks from the CFG
; CHECK-NEXT: Scalarize Masked Memory Intrinsics
; CHECK-NEXT: Expand reduction intrinsics
; CHECK-NEXT: SPIR-V align atomics
; CHECK-NEXT: Expand Atomic instructions
; CHECK-NEXT: SPIR-V OpenCL handles passed as pointers
; CHECK-NEXT: SPIR-V __spirv_ calls on wrapper classes
; CHECK-NEXT: SPIR-V inline definitions
; CHECK-NEXT: SPIR-V bfloat arithmetic in float
; OPT-NEXT: FunctionPass Manager
; OPT-NEXT: Infer address spaces
; O0-NOT: Infer address spaces
; CHECK-NEXT: SPIR-V lower intrinsics
; CHECK-NEXT: FunctionPass Manager
; CHECK-NEXT: Expand IR instructions
; CHECK-NEXT: SPIR-V check module
; CHECK-NEXT: SPIR-V private program-scope variables
; CHECK-NEXT: SPIR-V expand constant expressions
; CHECK-NEXT: SPIR-V private allocas
; CHECK-NEXT: SPIR-V lower memory intrinsics
; CHECK-NEXT: SPIR-V expand selects of handles
; CHECK-NEXT: SPIR-V split switch edges
; CHECK-NEXT: SPIR-V lower work-item builtins
; CHECK-NEXT: SPIR-V decide pointees
; CHECK-NEXT: SPIR-V access chains
; CHECK-NOT: Loop Strength Reduction
; CHECK-NOT: Constant Hoisting
; CHECK: Module Verifier
; CHECK-NOT: Module Verifier
; CHECK: IRTranslator

; NOVERIFY: SPIR-V access chains
; NOVERIFY-NOT: Module Verifier
; NOVERIFY: IRTranslator

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 %i, ptr addrspace(1) %a, align 4
  %next = add nuw i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
