; Specialization constants in the translator's spelling (the translator's LLVM IR conventions'
; __spirv_<Instruction>): __spirv_SpecConstant(i32 SpecId, T default) is an
; OpSpecConstant (OpSpecConstantTrue/False for bool) decorated SpecId,
; __spirv_SpecConstantComposite an OpSpecConstantComposite of its operands.
; Each is one module-level constant per type, default and SpecId. A struct
; or array composite (a SYCL specialization constant of a struct type) is
; its members' leaves, as any struct value in registers: storing it stores
; each (specialization) constant (test/Execution/spec-constant-composites.ll).
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 %s -o - | grep -c "SpecId 10" | FileCheck %s --check-prefix=ONCE
; RUN: sed -e 's/;ERRORS //' %s | not %llc -mtriple=spirv64 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpDecorate [[B:%[0-9]+]] SpecId 0
; CHECK-DAG: OpDecorate [[C:%[0-9]+]] SpecId 1
; CHECK-DAG: OpDecorate [[L:%[0-9]+]] SpecId 4
; CHECK-DAG: OpDecorate [[H:%[0-9]+]] SpecId 5
; CHECK-DAG: OpDecorate [[D:%[0-9]+]] SpecId 7
; CHECK-DAG: OpDecorate [[X:%[0-9]+]] SpecId 10
; CHECK-DAG: OpDecorate [[Y:%[0-9]+]] SpecId 11
; CHECK-DAG: OpDecorate [[T:%[0-9]+]] SpecId 12
; CHECK-DAG: [[B]] = OpSpecConstantFalse %{{[0-9]+}}
; CHECK-DAG: [[C]] = OpSpecConstant %{{[0-9]+}} 100
; CHECK-DAG: [[L]] = OpSpecConstant %{{[0-9]+}} 3
; CHECK-DAG: [[H]] = OpSpecConstant %{{[0-9]+}} 0x1p-1
; CHECK-DAG: [[D]] = OpSpecConstant %{{[0-9]+}} 2.125
; The same default under two SpecIds is two constants.
; CHECK-DAG: [[X]] = OpSpecConstant [[I32:%[0-9]+]] 45
; CHECK-DAG: [[Y]] = OpSpecConstant [[I32]] 45
; CHECK-DAG: [[V:%[0-9]+]] = OpSpecConstantComposite %{{[0-9]+}} [[X]] [[Y]]
; CHECK-DAG: [[T]] = OpSpecConstantTrue %{{[0-9]+}}
; CHECK-DAG: OpStore %{{[0-9]+}} [[V]]
; CHECK-DAG: OpSelect [[I32]] [[T]] [[X]]
; A call repeated (in another function too) is the same constant.
; ONCE: {{^}}1{{$}}
; CHECK-DAG: OpDecorate [[SX:%[0-9]+]] SpecId 20
; CHECK-DAG: OpDecorate [[SY:%[0-9]+]] SpecId 21
; CHECK-DAG: [[SX]] = OpSpecConstant [[I32]] 7
; CHECK-DAG: [[SY]] = OpSpecConstant %{{[0-9]+}} 0.5
; CHECK-DAG: OpName [[ST:%[0-9]+]] "st"
; CHECK: [[ST]] = OpFunction
; CHECK: OpStore {{%[0-9]+}} [[SX]]
; CHECK: OpStore {{%[0-9]+}} [[SY]]
; CHECK: OpStore {{%[0-9]+}} [[SX]]
; CHECK: OpStore {{%[0-9]+}} [[SY]]

; ERR-DAG: error: __spirv_SpecConstant: operand 1 (LiteralInteger) must be a constant i32 (the SpecId) (in function @bad_id)
; ERR-DAG: error: __spirv_SpecConstant: operand 2 (LiteralContextDependentNumber) must be a constant (the default value) (in function @bad_default)
; ERR-DAG: error: __spirv_SpecConstantComposite: operand 2 (IdRef) must be a constant or a specialization constant (in function @bad_composite)
; ERR-DAG: error: builtin __spirv_SpecConstant with this signature (@_Z20__spirv_SpecConstantiPi) is not supported (in function @bad_type)
; ERR-DAG: error: builtin __spirv_SpecConstantComposite with this signature (@_Z29__spirv_SpecConstantCompositeff) is not supported (in function @bad_struct)
; ERR-DAG: error: __spirv_SpecConstantComposite: operand 1 (IdRef) must be a constant or a specialization constant (in function @bad_member)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %l, ptr addrspace(1) %h, ptr addrspace(1) %d, ptr addrspace(1) %v) {
entry:
  %0 = call i1 @_Z20__spirv_SpecConstantib(i32 0, i1 false)
  %conv = zext i1 %0 to i8
  store i8 %conv, ptr addrspace(1) %b, align 1
  %1 = call i8 @_Z20__spirv_SpecConstantia(i32 1, i8 100)
  store i8 %1, ptr addrspace(1) %c, align 1
  %4 = call i64 @_Z20__spirv_SpecConstantix(i32 4, i64 3)
  store i64 %4, ptr addrspace(1) %l, align 8
  %5 = call half @_Z20__spirv_SpecConstantih(i32 5, half 0xH3800)
  store half %5, ptr addrspace(1) %h, align 2
  %7 = call double @_Z20__spirv_SpecConstantid(i32 7, double 2.125000e+00)
  store double %7, ptr addrspace(1) %d, align 8
  %x = call i32 @_Z20__spirv_SpecConstantii(i32 10, i32 45)
  %y = call i32 @_Z20__spirv_SpecConstantii(i32 11, i32 45)
  %xy = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %x, i32 %y)
  store <2 x i32> %xy, ptr addrspace(1) %v
  ; SYCL gives a bool's default as an i8.
  %t = call i1 @__spirv_SpecConstant(i32 12, i8 1)
  %s = select i1 %t, i32 %x, i32 3
  %p = getelementptr i32, ptr addrspace(1) %v, i64 2
  store i32 %s, ptr addrspace(1) %p
  call void @f(ptr addrspace(1) %v)
  ret void
}

%S = type { i32, float }
define spir_kernel void @st(ptr addrspace(1) %o) {
  %x = call i32 @_Z20__spirv_SpecConstantii(i32 20, i32 7)
  %y = call float @_Z20__spirv_SpecConstantif(i32 21, float 0.5)
  %s = call %S @_Z29__spirv_SpecConstantCompositeif(i32 %x, float %y)
  %a = call [2 x %S] @_Z29__spirv_SpecConstantComposite1SS_(%S %s, %S %s)
  store [2 x %S] %a, ptr addrspace(1) %o, align 4
  ret void
}
declare %S @_Z29__spirv_SpecConstantCompositeif(i32, float)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare [2 x %S] @_Z29__spirv_SpecConstantComposite1SS_(%S, %S)

define spir_func void @f(ptr addrspace(1) %v) {
  %x = call i32 @_Z20__spirv_SpecConstantii(i32 10, i32 45)
  %p = getelementptr i32, ptr addrspace(1) %v, i64 3
  store i32 %x, ptr addrspace(1) %p
  ret void
}

;ERRORS define spir_kernel void @bad_id(ptr addrspace(1) %p, i32 %n) {
;ERRORS   %x = call i32 @_Z20__spirv_SpecConstantii(i32 %n, i32 1)
;ERRORS   store i32 %x, ptr addrspace(1) %p
;ERRORS   ret void
;ERRORS }
;ERRORS define spir_kernel void @bad_default(ptr addrspace(1) %p, i32 %n) {
;ERRORS   %x = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 %n)
;ERRORS   store i32 %x, ptr addrspace(1) %p
;ERRORS   ret void
;ERRORS }
;ERRORS define spir_kernel void @bad_composite(ptr addrspace(1) %p, i32 %n) {
;ERRORS   %x = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 1)
;ERRORS   %v = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %x, i32 %n)
;ERRORS   store <2 x i32> %v, ptr addrspace(1) %p
;ERRORS   ret void
;ERRORS }
;ERRORS define spir_kernel void @bad_type(ptr addrspace(1) %p) {
;ERRORS   %x = call ptr addrspace(1) @_Z20__spirv_SpecConstantiPi(i32 1, ptr addrspace(1) null)
;ERRORS   store ptr addrspace(1) %x, ptr addrspace(1) %p
;ERRORS   ret void
;ERRORS }
;ERRORS declare ptr addrspace(1) @_Z20__spirv_SpecConstantiPi(i32, ptr addrspace(1))
;ERRORS define spir_kernel void @bad_struct(ptr addrspace(1) %p) {
;ERRORS   %s = call %S @_Z29__spirv_SpecConstantCompositeff(float 1.0, float 2.0)
;ERRORS   store %S %s, ptr addrspace(1) %p
;ERRORS   ret void
;ERRORS }
;ERRORS declare %S @_Z29__spirv_SpecConstantCompositeff(float, float)
;ERRORS define spir_kernel void @bad_member(ptr addrspace(1) %p, %S %n) {
;ERRORS   %a = call [2 x %S] @_Z29__spirv_SpecConstantComposite1SS_(%S %n, %S %n)
;ERRORS   store [2 x %S] %a, ptr addrspace(1) %p
;ERRORS   ret void
;ERRORS }

declare i1 @_Z20__spirv_SpecConstantib(i32, i1)
declare i1 @__spirv_SpecConstant(i32, i8)
declare i8 @_Z20__spirv_SpecConstantia(i32, i8)
declare i64 @_Z20__spirv_SpecConstantix(i32, i64)
declare half @_Z20__spirv_SpecConstantih(i32, half)
declare double @_Z20__spirv_SpecConstantid(i32, double)
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32, i32)
