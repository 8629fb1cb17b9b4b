; A function of the user's whose name starts with __spirv_ but is not in the
; namespace of the translator's LLVM IR conventions (__spirv_ then a capital,
; as instruction and BuiltIn names are, or ocl_) is an ordinary function: a
; call of an imported one, as the translator writes it. A capitalised name
; that is no instruction is a misspelled builtin, refused by name. Alone, the
; module imports a function no module supplies, which the GPU compiler says:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: undefined reference to `_Z24__spirv_somefunc_with_argi'
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/user.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/user.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: not %llc -mtriple=spirv64 %t/typo.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPO

; CHECK: OpDecorate [[F:%[0-9]+]] LinkageAttributes "_Z24__spirv_somefunc_with_argi" Import
; CHECK: [[F]] = OpFunction
; CHECK: OpFunctionCall {{%[0-9]+}} [[F]]
; READ: call spir_func i32 @_Z24__spirv_somefunc_with_argi(i32 %x)
; TYPO: error: builtin __spirv_SubgroupShufleINTEL is not supported (in function @typo)

;--- user.ll
target triple = "spirv64-unknown-unknown"

define spir_func i32 @user(i32 %x) {
  %r = call spir_func i32 @_Z24__spirv_somefunc_with_argi(i32 %x)
  ret i32 %r
}

declare spir_func i32 @_Z24__spirv_somefunc_with_argi(i32)

;--- typo.ll
target triple = "spirv64-unknown-unknown"

define spir_func i32 @typo(i32 %x) {
  %r = call spir_func i32 @_Z27__spirv_SubgroupShufleINTELii(i32 %x, i32 %x)
  ret i32 %r
}

declare spir_func i32 @_Z27__spirv_SubgroupShufleINTELii(i32, i32)
