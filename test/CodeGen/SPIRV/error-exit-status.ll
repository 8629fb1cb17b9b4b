; Every error llc reports fails the run: exit code 1 and no output file (a
; stale one from an earlier run is removed too), whichever stage reports it
; -- the options, an IR pass, call lowering, the legalizer, the module
; emitter (also for an instruction too long to encode) -- and for text
; output as for binaries.
; RUN: split-file %s %t
; RUN: touch %t.opt.spv
; RUN: not %llc -mtriple=spirv64 --spirv-ext=SPV_KHR_bogus -filetype=obj %t/ok.ll -o %t.opt.spv 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not test -e %t.opt.spv
; RUN: touch %t.ir.spv
; RUN: not %llc -mtriple=spirv64 -filetype=obj %t/ir.ll -o %t.ir.spv 2>&1 | FileCheck %s --check-prefix=IR
; RUN: not test -e %t.ir.spv
; RUN: touch %t.call.spv
; RUN: not %llc -mtriple=spirv64 -filetype=obj %t/call.ll -o %t.call.spv 2>&1 | FileCheck %s --check-prefix=CALL
; RUN: not test -e %t.call.spv
; RUN: touch %t.legal.spv %t.legal.spvasm
; RUN: not %llc -mtriple=spirv64 -filetype=obj %t/legal.ll -o %t.legal.spv 2>&1 | FileCheck %s --check-prefix=LEGAL
; RUN: not test -e %t.legal.spv
; RUN: not %llc -mtriple=spirv64 -filetype=asm %t/legal.ll -o %t.legal.spvasm 2>&1 | FileCheck %s --check-prefix=LEGAL
; RUN: not test -e %t.legal.spvasm
; RUN: touch %t.emit.spv
; RUN: not %llc -mtriple=spirv64 -filetype=obj %t/emit.ll -o %t.emit.spv 2>&1 | FileCheck %s --check-prefix=EMIT
; RUN: not test -e %t.emit.spv
; RUN: %python -c "print('target triple = \"spirv64-unknown-unknown\"\n%%s = type { ' + ', '.join(['i8'] * 65540) + ' }\ndefine spir_func void @f(ptr addrspace(1) %%p) {\n  store %%s zeroinitializer, ptr addrspace(1) %%p\n  ret void\n}')" > %t.encode.ll
; RUN: touch %t.encode.spv
; RUN: not %llc -mtriple=spirv64 -filetype=obj %t.encode.ll -o %t.encode.spv 2>&1 | FileCheck %s --check-prefix=ENCODE
; RUN: not test -e %t.encode.spv

; OPT: error: invalid --spirv-ext item 'SPV_KHR_bogus'
; IR: error: inline assembly (needs SPV_INTEL_inline_assembly, which is not enabled: --spirv-ext) is not supported (in function @f)
; CALL: error: type i1024 as parameter type is not supported (in function @f)
; LEGAL: error: atomicrmw or on i128 is not supported (in function @f)
; EMIT: error: a cycle through the initializer of global variable @a in the initializer of global variable @b is not supported
; ENCODE: error: a struct type of 65540 members (65542 words; one SPIR-V instruction holds at most 65535) is not supported (in function @f)

;--- ok.ll
target triple = "spirv64-unknown-unknown"
define spir_func void @f() {
  ret void
}

;--- ir.ll
target triple = "spirv64-unknown-unknown"
define spir_func void @f() {
  call void asm sideeffect "nop", ""()
  ret void
}

;--- call.ll
target triple = "spirv64-unknown-unknown"
define spir_func void @f(i1024 %x) {
  ret void
}

;--- legal.ll
target triple = "spirv64-unknown-unknown"
define spir_func void @f(ptr addrspace(1) %p) {
  %old = atomicrmw or ptr addrspace(1) %p, i128 1 seq_cst
  ret void
}

;--- emit.ll
target triple = "spirv64-unknown-unknown"
@a = addrspace(1) global ptr addrspace(1) @b, align 8
@b = addrspace(1) global ptr addrspace(1) @a, align 8
define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = load ptr addrspace(1), ptr addrspace(1) @a, align 8
  store ptr addrspace(1) %v, ptr addrspace(1) %o, align 8
  ret void
}
