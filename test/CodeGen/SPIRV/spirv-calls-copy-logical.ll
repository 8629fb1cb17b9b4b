; __spirv_CopyLogical is OpCopyLogical (SPIR-V 1.4): a struct or array
; copied into another type whose members logically match (the same shape,
; recursively), returned or stored through an sret first argument. Its
; operand is an aggregate value, which call lowering rebuilds from its
; members. A copy into the same type, or between types whose members
; differ, is refused.
; The 2022 GPU compiler does not know OpCopyLogical (opcode 400):
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: IGC SPIRV Consumer does not support the following opcode: 400
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/ok.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/ok.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not %llc -mtriple=spirv64 -spirv-max-version=1.3 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAP
; RUN: not %llc -mtriple=spirv64 %t/bad.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not %llc -mtriple=spirv64 %t/different.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIFFERENT

; CHECK: Version: 1.4
; CHECK-DAG: [[A:%[0-9]+]] = OpTypeStruct [[I32:%[0-9]+]] [[F32:%[0-9]+]] [[ARR:%[0-9]+]]
; CHECK-DAG: [[B:%[0-9]+]] = OpTypeStruct [[I32]] [[F32]] [[ARR]]
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: [[V0:%[0-9]+]] = OpCompositeInsert [[A]]
; CHECK: [[V1:%[0-9]+]] = OpCompositeInsert [[A]] {{%[0-9]+}} [[V0]] 1
; CHECK: [[C:%[0-9]+]] = OpCopyLogical [[B]] [[V1]]
; CHECK: OpCompositeExtract [[F32]] [[C]] 1
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: [[C2:%[0-9]+]] = OpCopyLogical [[B]]
; CHECK: OpStore {{%[0-9]+}} [[C2]]
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpCopyLogical

; CAP: error: OpCopyLogical in function @returned needs SPIR-V 1.4, but the version is capped at 1.3

; BAD-DAG: error: __spirv_CopyLogical: operand 2 (IdRef) must be an aggregate of another type that logically matches the result's (in function @same)
; DIFFERENT: error: __spirv_CopyLogical: operand 2 (IdRef) must be an aggregate of another type that logically matches the result's (in function @different)
; BAD-DAG: error: __spirv_CopyLogical: the result must be a struct or array, returned or stored through an sret pointer first operand (in function @scalar)

;--- ok.ll
target triple = "spirv64-unknown-unknown"
%A = type { i32, float, [2 x i16] }
%B = type { i32, float, [2 x i16] }
%Outer = type { %A, i32 }
%OuterB = type { %B, i32 }

define spir_func float @returned(i32 %x, float %y) {
  %a0 = insertvalue %A poison, i32 %x, 0
  %a1 = insertvalue %A %a0, float %y, 1
  %b = call spir_func %B @__spirv_CopyLogical(%A %a1)
  %f = extractvalue %B %b, 1
  ret float %f
}
define spir_func void @sret(ptr %out, %A %a) {
  call spir_func void @_Z19__spirv_CopyLogicalP1B1A(ptr sret(%B) %out, %A %a)
  ret void
}
define spir_func void @nested(ptr addrspace(1) %out, %Outer %o) {
  call spir_func void @_Z19__spirv_CopyLogicalP6OuterB5Outer(ptr addrspace(1) sret(%OuterB) %out, %Outer %o)
  ret void
}
declare spir_func %B @__spirv_CopyLogical(%A)
declare spir_func void @_Z19__spirv_CopyLogicalP1B1A(ptr sret(%B), %A)
declare spir_func void @_Z19__spirv_CopyLogicalP6OuterB5Outer(ptr addrspace(1) sret(%OuterB), %Outer)

;--- bad.ll
target triple = "spirv64-unknown-unknown"
%A = type { i32, float }

define spir_func void @same(ptr %out, %A %a) {
  call spir_func void @_Z19__spirv_CopyLogicalP1A1A(ptr sret(%A) %out, %A %a)
  ret void
}
define spir_func i32 @scalar(%A %a) {
  %r = call spir_func i32 @__spirv_CopyLogical(%A %a)
  ret i32 %r
}
declare spir_func void @_Z19__spirv_CopyLogicalP1A1A(ptr sret(%A), %A)
declare spir_func i32 @__spirv_CopyLogical(%A)

;--- different.ll
target triple = "spirv64-unknown-unknown"
%A = type { i32, float }
%C = type { i32, i32 }
define spir_func void @different(ptr %out, %A %a) {
  call spir_func void @_Z19__spirv_CopyLogicalP1C1A(ptr sret(%C) %out, %A %a)
  ret void
}
declare spir_func void @_Z19__spirv_CopyLogicalP1C1A(ptr sret(%C), %A)
