; The translator's extended integer arithmetic, __spirv_IAddCarry,
; __spirv_ISubBorrow, __spirv_UMulExtended and __spirv_SMulExtended, whose
; {result, carry / high word} struct is stored through an sret pointer: each
; call is its instruction. carry.ll runs IAddCarry and ISubBorrow against
; the host on 256 pairs of u32 (carries and borrows among them) on Intel's
; device only: LLVM 15's reader (PoCL's) implements neither. No CPU device
; reads the multiplications (Intel's OpenCL CPU runtime 2026.2 leaves
; __spirv_UMulExtended unresolved, PoCL's reader does not know them), so
; product.ll is compiled and validated; test/CodeGen/SPIRV/
; spirv-calls-extended-arith.ll checks the instructions.
; The 2022 GPU compiler rejects OpIAddCarry and OpISubBorrow with no message:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: ocloc exit code 1 without a message
; RUN: split-file %s %t
; RUN: %reference extended_carry %t.carry
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/carry.ll -o %t.carry.spv
; RUN: %spirv-val %t.carry.spv
; RUN: %spirv-dis %t.carry.spv | FileCheck %s --check-prefix=CARRY
; CARRY: OpIAddCarry %pair
; CARRY: OpISubBorrow %pair
; RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=intel %spirv-run %t.carry.spv \
; RUN:   --arg=buffer:u32:256:file=%t.carry.in0 --arg=buffer:u32:256:file=%t.carry.in1 \
; RUN:   --arg=buffer:u32:1024 --global=256 --expect=2=file:%t.carry.out | FileCheck %s %}
; CHECK: argument 2: all 1024 elements match
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/product.ll -o %t.product.spv
; RUN: %spirv-val %t.product.spv
; RUN: %spirv-dis %t.product.spv | FileCheck %s --check-prefix=PRODUCT
; PRODUCT: OpUMulExtended %pair
; PRODUCT: OpSMulExtended %pair

;--- carry.ll
target triple = "spirv64-unknown-unknown"

%pair = type { i32, i32 }

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func void @_Z17__spirv_IAddCarryjj(ptr sret(%pair), i32, i32)
declare spir_func void @_Z18__spirv_ISubBorrowjj(ptr sret(%pair), i32, i32)

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

define spir_kernel void @carry(ptr addrspace(1) %as, ptr addrspace(1) %bs, ptr addrspace(1) %out) {
  %r = alloca %pair, align 4
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %as, i64 %i
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %bs, i64 %i
  %b = load i32, ptr addrspace(1) %pb, align 4
  %base = mul i64 %i, 4
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  call spir_func void @_Z17__spirv_IAddCarryjj(ptr sret(%pair) %r, i32 %a, i32 %b)
  call spir_func void @put(ptr %r, ptr addrspace(1) %o0)
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 2
  call spir_func void @_Z18__spirv_ISubBorrowjj(ptr sret(%pair) %r, i32 %a, i32 %b)
  call spir_func void @put(ptr %r, ptr addrspace(1) %o2)
  ret void
}

;--- product.ll
target triple = "spirv64-unknown-unknown"

%pair = type { i32, i32 }

declare spir_func void @_Z20__spirv_UMulExtendedjj(ptr addrspace(1) sret(%pair), i32, i32)
declare spir_func void @_Z20__spirv_SMulExtendedii(ptr addrspace(1) sret(%pair), i32, i32)

define spir_kernel void @product(i32 %a, i32 %b, ptr addrspace(1) %out) {
  %o1 = getelementptr inbounds %pair, ptr addrspace(1) %out, i64 1
  call spir_func void @_Z20__spirv_UMulExtendedjj(ptr addrspace(1) sret(%pair) %out, i32 %a, i32 %b)
  call spir_func void @_Z20__spirv_SMulExtendedii(ptr addrspace(1) sret(%pair) %o1, i32 %a, i32 %b)
  ret void
}
