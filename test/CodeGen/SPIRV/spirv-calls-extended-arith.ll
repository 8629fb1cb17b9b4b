; The extended integer arithmetic, __spirv_{IAddCarry,ISubBorrow,
; UMulExtended,SMulExtended}, is its instruction, whose {T, T} struct result
; the translator's form stores through an sret first argument (one OpStore
; of the struct) and another form returns (its members extracted), for
; every integer width and vectors. test/Execution/extended-arithmetic.ll
; runs them where a device reads them.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/ok.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/ok.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llc -mtriple=spirv32 -filetype=obj %t/ok.ll -o %t32.spv
; RUN: %spirv-val %t32.spv
; RUN: not %llc -mtriple=spirv64 %t/bad.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[V4:%[0-9]+]] = OpTypeVector [[I32]] 4
; CHECK-DAG: [[I8P:%[0-9]+]] = OpTypeStruct [[I8]] [[I8]]
; CHECK-DAG: [[I32P:%[0-9]+]] = OpTypeStruct [[I32]] [[I32]]
; CHECK-DAG: [[V4P:%[0-9]+]] = OpTypeStruct [[V4]] [[V4]]
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: [[R:%[0-9]+]] = OpBitcast
; CHECK: [[S:%[0-9]+]] = OpIAddCarry [[I8P]] {{%[0-9]+}} {{%[0-9]+}}
; CHECK: OpStore [[R]] [[S]]
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpISubBorrow
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpUMulExtended [[I32P]]
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpSMulExtended
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpIAddCarry [[V4P]]
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpSMulExtended [[V4P]]
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: [[P:%[0-9]+]] = OpUMulExtended [[I32P]] {{%[0-9]+}} {{%[0-9]+}}
; CHECK: [[HI:%[0-9]+]] = OpCompositeExtract [[I32]] [[P]] 1
; CHECK: OpReturnValue [[HI]]

; BAD-DAG: error: __spirv_IAddCarry: the result must be a struct, returned or stored through an sret pointer first operand (in function @no_sret)
; BAD-DAG: error: __spirv_ISubBorrow: operand 3 (IdRef) must be of operand 2's type (in function @mixed)
; BAD-DAG: error: __spirv_UMulExtended: operand 1 (IdResult) must be a pointer to a struct of two members of operand 2's type (in function @wrong_struct)
; BAD-DAG: error: __spirv_SMulExtended: operand 2 (IdRef) must be an integer or a vector of integers (in function @float)
; BAD-DAG: error: __spirv_IAddCarry: the result must be a struct of two members of operand 1's type (in function @returned_wrong)

;--- ok.ll
target triple = "spirv64-unknown-unknown"
%i8pair = type { i8, i8 }
%i16pair = type { i16, i16 }
%i32pair = type { i32, i32 }
%i64pair = type { i64, i64 }
%v4pair = type { <4 x i32>, <4 x i32> }

define spir_func void @add8(ptr %r, i8 %a, i8 %b) {
  call spir_func void @_Z17__spirv_IAddCarrycc(ptr sret(%i8pair) %r, i8 %a, i8 %b)
  ret void
}
define spir_func void @sub16(ptr %r, i16 %a, i16 %b) {
  call spir_func void @_Z18__spirv_ISubBorrowss(ptr sret(%i16pair) %r, i16 %a, i16 %b)
  ret void
}
define spir_func void @umul32(ptr addrspace(1) %r, i32 %a, i32 %b) {
  call spir_func void @_Z20__spirv_UMulExtendedjj(ptr addrspace(1) sret(%i32pair) %r, i32 %a, i32 %b)
  ret void
}
define spir_func void @smul64(ptr %r, i64 %a, i64 %b) {
  call spir_func void @_Z20__spirv_SMulExtendedll(ptr sret(%i64pair) %r, i64 %a, i64 %b)
  ret void
}
define spir_func void @addv4(ptr %r, <4 x i32> %a, <4 x i32> %b) {
  call spir_func void @_Z17__spirv_IAddCarryDv4_iS_(ptr sret(%v4pair) %r, <4 x i32> %a, <4 x i32> %b)
  ret void
}
define spir_func void @smulv4(ptr %r, <4 x i32> %a, <4 x i32> %b) {
  call spir_func void @_Z20__spirv_SMulExtendedDv4_iS_(ptr sret(%v4pair) %r, <4 x i32> %a, <4 x i32> %b)
  ret void
}
define spir_func i32 @umul_returned(i32 %a, i32 %b) {
  %p = call spir_func %i32pair @__spirv_UMulExtended(i32 %a, i32 %b)
  %hi = extractvalue %i32pair %p, 1
  ret i32 %hi
}
declare spir_func %i32pair @__spirv_UMulExtended(i32, i32)
declare spir_func void @_Z17__spirv_IAddCarrycc(ptr sret(%i8pair), i8, i8)
declare spir_func void @_Z18__spirv_ISubBorrowss(ptr sret(%i16pair), i16, i16)
declare spir_func void @_Z20__spirv_UMulExtendedjj(ptr addrspace(1) sret(%i32pair), i32, i32)
declare spir_func void @_Z20__spirv_SMulExtendedll(ptr sret(%i64pair), i64, i64)
declare spir_func void @_Z17__spirv_IAddCarryDv4_iS_(ptr sret(%v4pair), <4 x i32>, <4 x i32>)
declare spir_func void @_Z20__spirv_SMulExtendedDv4_iS_(ptr sret(%v4pair), <4 x i32>, <4 x i32>)

;--- bad.ll
target triple = "spirv64-unknown-unknown"
%i32pair = type { i32, i32 }
%i64pair = type { i64, i64 }
%fpair = type { float, float }

define spir_func void @no_sret(ptr %r, i32 %a, i32 %b) {
  call spir_func void @_Z17__spirv_IAddCarryjj(ptr %r, i32 %a, i32 %b)
  ret void
}
define spir_func void @mixed(ptr %r, i32 %a, i64 %b) {
  call spir_func void @_Z18__spirv_ISubBorrowjl(ptr sret(%i32pair) %r, i32 %a, i64 %b)
  ret void
}
define spir_func void @wrong_struct(ptr %r, i32 %a, i32 %b) {
  call spir_func void @_Z20__spirv_UMulExtendedjj(ptr sret(%i64pair) %r, i32 %a, i32 %b)
  ret void
}
define spir_func void @float(ptr %r, float %a, float %b) {
  call spir_func void @_Z20__spirv_SMulExtendedff(ptr sret(%fpair) %r, float %a, float %b)
  ret void
}
define spir_func i32 @returned_wrong(i32 %a, i32 %b) {
  %p = call spir_func %i64pair @__spirv_IAddCarry(i32 %a, i32 %b)
  %lo = extractvalue %i64pair %p, 0
  %t = trunc i64 %lo to i32
  ret i32 %t
}
declare spir_func %i64pair @__spirv_IAddCarry(i32, i32)
declare spir_func void @_Z17__spirv_IAddCarryjj(ptr, i32, i32)
declare spir_func void @_Z18__spirv_ISubBorrowjl(ptr sret(%i32pair), i32, i64)
declare spir_func void @_Z20__spirv_UMulExtendedjj(ptr sret(%i64pair), i32, i32)
declare spir_func void @_Z20__spirv_SMulExtendedff(ptr sret(%fpair), float, float)
