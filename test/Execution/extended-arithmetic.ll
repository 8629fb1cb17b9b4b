; The translator's extended integer arithmetic, __spirv_IAddCarry,
; __spirv_ISubBorrow, __spirv_UMulExtended and __spirv_SMulExtended, whose
; {result, carry / high word} struct is stored through an sret pointer, run
; against the host on 256 pairs of u32 (carries, borrows and signs among
; them), on every device. The target computes the members (add and compare,
; multiply and OpenCL.std mul_hi): LLVM 15's reader (PoCL's) implements none
; of the four instructions, Intel's runtime not the multiplications.
; RUN: %reference extended_arith %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
; SPV-NOT: OpIAddCarry
; SPV-NOT: OpUMulExtended
; SPV: OpExtInst %uint {{%[0-9]+}} u_mul_hi
; SPV: OpExtInst %uint {{%[0-9]+}} s_mul_hi
; RUN: %spirv-run %t.spv --arg=buffer:u32:256:file=%t.in0 --arg=buffer:u32:256:file=%t.in1 \
; RUN:   --arg=buffer:u32:2048 --global=256 --expect=2=file:%t.out | FileCheck %s
; CHECK: argument 2: all 2048 elements match

target triple = "spirv64-unknown-unknown"

%pair = type { i32, i32 }

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func void @_Z17__spirv_IAddCarryjj(ptr sret(%pair), i32, i32)
declare spir_func void @_Z18__spirv_ISubBorrowjj(ptr sret(%pair), i32, i32)
declare spir_func void @_Z20__spirv_UMulExtendedjj(ptr sret(%pair), i32, i32)
declare spir_func void @_Z20__spirv_SMulExtendedii(ptr sret(%pair), i32, i32)

; Copies the pair at %p to out[0..1].
define internal spir_func void @put(ptr %p, ptr addrspace(1) %out) {
  %lo = load i32, ptr %p, align 4
  %hip = getelementptr inbounds %pair, ptr %p, i64 0, i32 1
  %hi = load i32, ptr %hip, align 4
  store i32 %lo, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %hi, ptr addrspace(1) %o1, align 4
  ret void
}

define spir_kernel void @extended(ptr addrspace(1) %as, ptr addrspace(1) %bs, ptr addrspace(1) %out) {
  %r = alloca %pair, align 4
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %as, i64 %i
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %bs, i64 %i
  %b = load i32, ptr addrspace(1) %pb, align 4
  %base = mul i64 %i, 8
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  call spir_func void @_Z17__spirv_IAddCarryjj(ptr sret(%pair) %r, i32 %a, i32 %b)
  call spir_func void @put(ptr %r, ptr addrspace(1) %o0)
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 2
  call spir_func void @_Z18__spirv_ISubBorrowjj(ptr sret(%pair) %r, i32 %a, i32 %b)
  call spir_func void @put(ptr %r, ptr addrspace(1) %o2)
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 4
  call spir_func void @_Z20__spirv_UMulExtendedjj(ptr sret(%pair) %r, i32 %a, i32 %b)
  call spir_func void @put(ptr %r, ptr addrspace(1) %o4)
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 6
  call spir_func void @_Z20__spirv_SMulExtendedii(ptr sret(%pair) %r, i32 %a, i32 %b)
  call spir_func void @put(ptr %r, ptr addrspace(1) %o6)
  ret void
}
