; Stores of integers whose container is wider than LLVM's store size, run:
; an i24 (3 bytes of an i32), an i40 (5 of an i64) and an i99 (13 of two
; i64, passed to and returned from a function as two 64-bit words) into 32
; bytes of 0xAA per work-item: the bytes after each value keep 0xAA
; (before, the whole container was written). Compared with the host's
; bytes (Inputs/reference.py, "odd_stores").
; RUN: %reference odd_stores %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u8:8192:const=170 --global=256 \
; RUN:   --expect=0=file:%t.out | FileCheck %s
; RUN: %llc -O0 -mtriple=spirv64 -filetype=obj %s -o %t.O0.spv
; RUN: %spirv-val %t.O0.spv
; RUN: %spirv-run %t.O0.spv --arg=buffer:u8:8192:const=170 --global=256 \
; RUN:   --expect=0=file:%t.out | FileCheck %s
; CHECK: argument 0: all 8192 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_func i99 @twice(i99 %v) noinline {
  %d = shl i99 %v, 1
  %r = or i99 %d, 1
  ret i99 %r
}

define spir_kernel void @odd_stores(ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %off = mul i64 %i, 32
  %base = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %off
  %p40 = getelementptr inbounds i8, ptr addrspace(1) %base, i64 4
  %p99 = getelementptr inbounds i8, ptr addrspace(1) %base, i64 16

  %i3 = mul i64 %i, 3
  %w24 = add i64 %i3, 1193046
  %a24 = trunc i64 %w24 to i24
  store i24 %a24, ptr addrspace(1) %base, align 4

  %m40 = mul i64 %i, 4294967297
  %w40 = add i64 %m40, 78187493530
  %a40 = trunc i64 %w40 to i40
  store i40 %a40, ptr addrspace(1) %p40, align 4

  %lo = mul i64 %i, -7046029254386353131
  %lo99 = zext i64 %lo to i99
  %hi99 = zext i64 %i to i99
  %hi = shl i99 %hi99, 70
  %v = or i99 %hi, %lo99
  %r = call spir_func i99 @twice(i99 %v)
  store i99 %r, ptr addrspace(1) %p99, align 16
  ret void
}
