; Branches, switch, phi and loops.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 -O0 -filetype=obj %s -o %t0.spv
; RUN: %spirv-val %t0.spv
; RUN: %llvm-spirv -r %t0.spv -o %t0.bc

; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32

; if/else with a phi.
; CHECK: OpFunction [[I32]]
; CHECK: OpSLessThan
; CHECK: OpBranchConditional {{%[0-9]+}} [[THEN:%[0-9]+]] [[ELSE:%[0-9]+]]
; CHECK-DAG: [[THEN]] = OpLabel
; CHECK-DAG: [[ELSE]] = OpLabel
; CHECK: OpBranch [[JOIN:%[0-9]+]]
; CHECK: [[JOIN]] = OpLabel
; CHECK: OpPhi [[I32]] {{%[0-9]+}} [[THEN]] {{%[0-9]+}} [[ELSE]]
define spir_func i32 @diamond(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %then, label %else
then:
  %x = add i32 %a, 1
  br label %join
else:
  %y = mul i32 %b, 3
  br label %join
join:
  %r = phi i32 [ %x, %then ], [ %y, %else ]
  ret i32 %r
}

; A counted loop with float and integer phis.
; CHECK: OpFunction [[F32]]
; CHECK: OpLabel
; CHECK: [[HEAD:%[0-9]+]] = OpLabel
; CHECK: OpPhi [[I32]]
; CHECK: OpPhi [[F32]]
; CHECK: OpBranchConditional {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpBranch [[HEAD]]
define spir_func float @sum(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %body ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body
body:
  %e = getelementptr inbounds float, ptr addrspace(1) %p, i32 %i
  %v = load float, ptr addrspace(1) %e, align 4
  %acc.next = fadd float %acc, %v
  %i.next = add nsw i32 %i, 1
  br label %head
exit:
  ret float %acc
}

; A switch: lowered to a chain of comparisons.
; CHECK: OpFunction [[I32]]
; CHECK: OpIEqual
; CHECK: OpBranchConditional
; CHECK: OpReturnValue
define spir_func i32 @choose(i32 %k) {
entry:
  switch i32 %k, label %other [
    i32 0, label %zero
    i32 1, label %one
    i32 7, label %seven
    i32 100, label %one
  ]
zero:
  br label %out
one:
  br label %out
seven:
  br label %out
other:
  br label %out
out:
  %r = phi i32 [ 10, %zero ], [ 11, %one ], [ 17, %seven ], [ -1, %other ]
  ret i32 %r
}

; Nested loops with a pointer phi and an early exit.
define spir_func void @nested(ptr addrspace(1) %m, i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %row = phi ptr addrspace(1) [ %m, %entry ], [ %row.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %cont ]
  %e = getelementptr inbounds i32, ptr addrspace(1) %row, i32 %j
  %v = load i32, ptr addrspace(1) %e, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %exit, label %cont
cont:
  %w = add i32 %v, %i
  store i32 %w, ptr addrspace(1) %e, align 4
  %j.next = add i32 %j, 1
  %jd = icmp eq i32 %j.next, %n
  br i1 %jd, label %outer.latch, label %inner
outer.latch:
  %row.next = getelementptr inbounds i32, ptr addrspace(1) %row, i32 %n
  %i.next = add i32 %i, 1
  %id = icmp eq i32 %i.next, %n
  br i1 %id, label %exit, label %outer
exit:
  ret void
}

; An unreachable block and a select-only path.
define spir_func i32 @unreach(i32 %a) {
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %dead, label %live
dead:
  unreachable
live:
  ret i32 %a
}

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %a = call spir_func i32 @diamond(i32 %n, i32 5)
  %s = call spir_func float @sum(ptr addrspace(1) %p, i32 %a)
  %b = call spir_func i32 @choose(i32 %n)
  call spir_func void @nested(ptr addrspace(1) %p, i32 %b)
  %u = call spir_func i32 @unreach(i32 %b)
  %f = sitofp i32 %u to float
  %t = fadd float %s, %f
  store float %t, ptr addrspace(1) %p, align 4
  ret void
}
