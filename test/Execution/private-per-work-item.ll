; What is per work-item and what is known at compile time, run on both
; devices: a thread_local variable in private memory is one per work-item
; (each adds its own id, so one shared variable would give other sums), and
; a constant Workgroup table read at constant offsets is its values (the
; module has no Workgroup variable for it). out[i] = tbl[0] + tbl[2] + (7 +
; i + 1) = 20 + i.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
; RUN: %spirv-run %t.spv --arg=buffer:i32:256 --global=256 --local=64 \
; RUN:   --expect="0=20 + i" | FileCheck %s
; SPV-NOT: {{ Workgroup}}
; SPV: OpFunction
; CHECK: argument 0: all 256 elements match

target triple = "spirv64-unknown-unknown"

@t = internal thread_local global i32 7, align 4
@tbl = internal addrspace(3) constant [3 x i32] [i32 5, i32 6, i32 7], align 4

declare spir_func i64 @_Z13get_global_idj(i32)
declare ptr @llvm.threadlocal.address.p0(ptr)

define spir_kernel void @k(ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %i32 = trunc i64 %i to i32
  %p = call ptr @llvm.threadlocal.address.p0(ptr @t)
  %v = load i32, ptr %p, align 4
  %a = add i32 %v, %i32
  store i32 %a, ptr %p, align 4
  %w = load i32, ptr %p, align 4
  %b = add i32 %w, 1
  store i32 %b, ptr %p, align 4
  %x = load i32, ptr %p, align 4
  %t0 = load i32, ptr addrspace(3) @tbl, align 4
  %q = getelementptr inbounds [3 x i32], ptr addrspace(3) @tbl, i64 0, i64 2
  %t2 = load i32, ptr addrspace(3) %q, align 4
  %s = add i32 %t0, %t2
  %r = add i32 %s, %x
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}
