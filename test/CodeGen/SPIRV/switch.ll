; Switches: dense ones become OpSwitch (through a jump table that is never
; emitted), sparse ones compare and branch. Several cases into one block
; with phis reach it through blocks of their own, so that the Khronos reader,
; which gives an OpPhi one entry per parent, rebuilds valid phis.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 -O0 -filetype=obj %s -o %t0.spv
; RUN: %spirv-val %t0.spv
; RUN: %llvm-spirv -r %t0.spv -o %t0.bc
; RUN: %llc -mtriple=spirv32 -filetype=obj %s -o %t32.spv
; RUN: %spirv-val %t32.spv
; RUN: %llvm-spirv -r %t32.spv -o %t32.bc

; A dense switch: the range check sends the rest to the default, then one
; OpSwitch whose default is a block the table already reaches (case 0's).
; CHECK-LABEL: OpFunction {{%[0-9]+}} None
; CHECK: OpBranchConditional {{%[0-9]+}} [[OTHER:%[0-9]+]] [[TABLE:%[0-9]+]]
; CHECK: [[TABLE]] = OpLabel
; CHECK-NEXT: OpSwitch [[SEL:%[0-9]+]] [[A:%[0-9]+]] 1 [[B:%[0-9]+]] 2 [[C:%[0-9]+]] 3 [[D:%[0-9]+]]{{$}}
; CHECK: OpPhi {{%[0-9]+}} {{%[0-9]+}} [[A]] {{%[0-9]+}} [[B]] {{%[0-9]+}} [[C]] {{%[0-9]+}} [[D]] {{%[0-9]+}} [[OTHER]]{{$}}
; CHECK: OpFunctionEnd
define spir_func i32 @dense(i32 %k) {
entry:
  switch i32 %k, label %other [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
  ]
a:
  br label %out
b:
  br label %out
c:
  br label %out
d:
  br label %out
other:
  br label %out
out:
  %r = phi i32 [ 10, %a ], [ 11, %b ], [ 12, %c ], [ 13, %d ], [ -1, %other ]
  ret i32 %r
}

; Several cases into the phi block %out (and one into the default %other,
; which has a phi too): each further edge gets its own block, so no block
; with an OpPhi is named twice by the OpSwitch. The hole (5) is left to the
; default. %b has no phi and may be named twice.
; CHECK-LABEL: OpFunction {{%[0-9]+}} None
; CHECK: OpBranchConditional {{%[0-9]+}} [[OTHER:%[0-9]+]] [[TABLE:%[0-9]+]]
; CHECK: [[TABLE]] = OpLabel
; CHECK-NEXT: OpSwitch {{%[0-9]+}} [[OTHER]] 0 [[OUT:%[0-9]+]] 1 [[E1:%[0-9]+]] 2 [[B:%[0-9]+]] 3 [[E3:%[0-9]+]] 4 [[B]] 6 [[E6:%[0-9]+]]{{$}}
; CHECK-DAG: [[E1]] = OpLabel
; CHECK-DAG: [[E3]] = OpLabel
; CHECK-DAG: [[E6]] = OpLabel
; CHECK: [[OTHER]] = OpLabel
; CHECK-NEXT: OpPhi {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} [[TABLE]] {{%[0-9]+}} [[E6]]{{$}}
; CHECK: [[OUT]] = OpLabel
; CHECK-NEXT: OpPhi {{%[0-9]+}} {{%[0-9]+}} [[OTHER]] {{%[0-9]+}} [[E1]] {{%[0-9]+}} [[TABLE]] {{%[0-9]+}} [[B]] {{%[0-9]+}} [[E3]]{{$}}
; CHECK: OpFunctionEnd
define spir_func i32 @shared(i32 %k, i32 %x) {
entry:
  switch i32 %k, label %other [
    i32 0, label %out
    i32 1, label %out
    i32 2, label %b
    i32 3, label %out
    i32 4, label %b
    i32 6, label %other
  ]
b:
  %y = add i32 %x, 1
  br label %out
other:
  %z = phi i32 [ 7, %entry ], [ 7, %entry ]
  br label %out
out:
  %r = phi i32 [ %x, %entry ], [ %x, %entry ], [ %x, %entry ], [ %y, %b ], [ %z, %other ]
  ret i32 %r
}

; A 64-bit selector: the index is the selector minus the lowest case, and
; the literals are 64-bit.
; CHECK-LABEL: OpFunction {{%[0-9]+}} None
; CHECK: [[IDX:%[0-9]+]] = OpISub {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpSwitch [[IDX]] [[A:%[0-9]+]] 1 [[B:%[0-9]+]] 2 [[C:%[0-9]+]]{{$}}
; CHECK: OpFunctionEnd
define spir_func i64 @wide(i64 %k) {
entry:
  switch i64 %k, label %other [
    i64 4294967296, label %a
    i64 4294967297, label %b
    i64 4294967298, label %c
    i64 4294967299, label %a
  ]
a:
  br label %out
b:
  br label %out
c:
  br label %out
other:
  br label %out
out:
  %r = phi i64 [ 1, %a ], [ 2, %b ], [ 3, %c ], [ 4, %other ]
  ret i64 %r
}

; A sparse switch stays comparisons and branches (the two cases into the
; phi block still get a block each).
; CHECK-LABEL: OpFunction {{%[0-9]+}} None
; CHECK-NOT: OpSwitch
; CHECK: OpIEqual
; CHECK-NOT: OpSwitch
; CHECK: OpBranchConditional
; CHECK-NOT: OpSwitch
; CHECK: OpFunctionEnd
define spir_func i32 @sparse(i32 %k) {
entry:
  switch i32 %k, label %other [
    i32 0, label %a
    i32 1000, label %b
    i32 100000, label %out
    i32 100001000, label %out
  ]
a:
  br label %out
b:
  br label %out
other:
  br label %out
out:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %entry ], [ 3, %entry ], [ 4, %other ]
  ret i32 %r
}

; A sparse switch whose cases 1 2 4 ... 64 become a table beside case 128:
; the table's range check leads to the comparison with 128, and its holes
; (3, 5, 6, 7, 9, ...) to the switch's default %out, a block with a phi.
; The OpSwitch's default is %out, and no case names it. A switch naming the
; phi block of a one-entry OpPhi again makes the GPU compiler crash (it
; builds this from OpenCL C source); the kernel is there for it to judge.
; CHECK-LABEL: OpFunction {{%[0-9]+}} None
; CHECK: OpSwitch {{%[0-9]+}} [[OUT:%[0-9]+]] 0 {{%[0-9]+}} 1 {{%[0-9]+}} 3 {{%[0-9]+}} 7 {{%[0-9]+}} 15 {{%[0-9]+}} 31 {{%[0-9]+}} 63 {{%[0-9]+}}{{$}}
; CHECK: [[OUT]] = OpLabel
; CHECK-NEXT: OpPhi
; CHECK: OpFunctionEnd
define spir_kernel void @steps(ptr addrspace(1) %p, i32 %d) {
entry:
  %x = load i32, ptr addrspace(1) %p
  switch i32 %d, label %out [
    i32 1, label %c1
    i32 2, label %c2
    i32 4, label %c4
    i32 8, label %c8
    i32 16, label %c16
    i32 32, label %c32
    i32 64, label %c64
    i32 128, label %c128
  ]
c1:
  %x1 = add i32 %x, -9
  br label %out
c2:
  %x2 = add i32 %x, -8
  br label %out
c4:
  %x4 = add i32 %x, -7
  br label %out
c8:
  %x8 = add i32 %x, 1
  br label %out
c16:
  %x16 = add i32 %x, 9
  br label %out
c32:
  %x32 = add i32 %x, 8
  br label %out
c64:
  %x64 = add i32 %x, 7
  br label %out
c128:
  %x128 = add i32 %x, -1
  br label %out
out:
  %r = phi i32 [ %x, %entry ], [ %x1, %c1 ], [ %x2, %c2 ], [ %x4, %c4 ], [ %x8, %c8 ],
               [ %x16, %c16 ], [ %x32, %c32 ], [ %x64, %c64 ], [ %x128, %c128 ]
  store i32 %r, ptr addrspace(1) %p
  ret void
}
