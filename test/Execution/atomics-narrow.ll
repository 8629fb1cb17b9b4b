; Atomics the Level-Zero environment has no instruction for, run: 16- and
; 8-bit integers and <2 x half>, which AtomicExpand makes compare-exchange
; loops (or a 32-bit atomic or) on the 32-bit word that holds them
; (docs/Design.md, "Atomics"). 256 work-items: item i adds 1 to i16 and i8
; counter i%8 (neighbours in one word must keep their counts), ors bit
; (i/8)%16 into i16 slot i%8, and adds <1.0, 2.0> to one <2 x half>
; (256.0 = 0x5c00, 512.0 = 0x6000), and increments a u32 with uinc_wrap at
; 100, which SPIR-V has no instruction for (256 mod 101 = 54).
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:u16:8 --arg=buffer:u8:8 --arg=buffer:u16:2 \
; RUN:   --arg=buffer:u16:8 --arg=buffer:u32:1 --global=256 --expect=0=32 --expect=1=32 \
; RUN:   --expect="2=23552+1024*i" --expect=3=65535 --expect=4=54 | FileCheck %s
; CHECK: argument 0: all 8 elements match
; CHECK: argument 1: all 8 elements match
; CHECK: argument 2: all 2 elements match
; CHECK: argument 3: all 8 elements match
; CHECK: argument 4: all 1 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)

define spir_kernel void @narrow(ptr addrspace(1) %c16, ptr addrspace(1) %c8,
                                ptr addrspace(1) %h2, ptr addrspace(1) %bits,
                                ptr addrspace(1) %wrap) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %slot = urem i64 %i, 8
  %p16 = getelementptr inbounds i16, ptr addrspace(1) %c16, i64 %slot
  %a = atomicrmw add ptr addrspace(1) %p16, i16 1 seq_cst, align 2
  %p8 = getelementptr inbounds i8, ptr addrspace(1) %c8, i64 %slot
  %b = atomicrmw add ptr addrspace(1) %p8, i8 1 seq_cst, align 1
  %h = atomicrmw fadd ptr addrspace(1) %h2, <2 x half> <half 1.0, half 2.0> seq_cst, align 4
  %k = udiv i64 %i, 8
  %k16 = trunc i64 %k to i16
  %bit = urem i16 %k16, 16
  %mask = shl i16 1, %bit
  %pb = getelementptr inbounds i16, ptr addrspace(1) %bits, i64 %slot
  %o = atomicrmw or ptr addrspace(1) %pb, i16 %mask monotonic, align 2
  %w = atomicrmw uinc_wrap ptr addrspace(1) %wrap, i32 100 seq_cst, align 4
  ret void
}
