; The extended integer arithmetic the translator writes as
; __spirv_{IAddCarry,ISubBorrow,UMulExtended,SMulExtended}(ptr sret({T, T}),
; T, T): the two members are computed (add / subtract and an unsigned
; compare; multiply and OpenCL.std u_mul_hi / s_mul_hi) and stored through
; the sret pointer, for every integer width and vectors. LLVM 15's reader
; implements none of the four instructions (PoCL), Intel's runtime not the
; multiplications; test/Execution/extended-arithmetic.ll runs them.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/ok.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/ok.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv32 -filetype=obj %t/ok.ll -o %t32.spv
; RUN: %spirv-val %t32.spv
; RUN: not %llc -mtriple=spirv64 %t/bad.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK-NOT: OpIAddCarry
; CHECK-NOT: OpISubBorrow
; CHECK-NOT: OpUMulExtended
; CHECK-NOT: OpSMulExtended
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: [[SUM:%[0-9]+]] = OpIAdd %{{[0-9]+}} [[A:%[0-9]+]] [[B:%[0-9]+]]
; CHECK: [[C:%[0-9]+]] = OpULessThan %{{[0-9]+}} [[SUM]] [[A]]
; CHECK: OpSelect %{{[0-9]+}} [[C]]
; CHECK: OpStore
; CHECK: OpStore
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpISub
; CHECK: OpULessThan
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpIMul
; CHECK: OpExtInst %{{[0-9]+}} %{{[0-9]+}} u_mul_hi
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpIMul
; CHECK: OpExtInst %{{[0-9]+}} %{{[0-9]+}} s_mul_hi
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpIAdd %{{[0-9]+}}
; CHECK: OpULessThan %{{[0-9]+}}
; CHECK-LABEL: = OpFunction {{%}}
; CHECK: OpExtInst %{{[0-9]+}} %{{[0-9]+}} s_mul_hi

; BAD-DAG: error: __spirv_IAddCarry: the result must be void, stored through an sret pointer first operand (in function @no_sret)
; BAD-DAG: error: __spirv_ISubBorrow: operand 3 (IdRef) must be of operand 2's type (in function @mixed)
; BAD-DAG: error: __spirv_UMulExtended: operand 1 (IdResult) must be a pointer to a struct of two members of operand 2's type (in function @wrong_struct)
; BAD-DAG: error: __spirv_SMulExtended: operand 2 (IdRef) must be an integer or a vector of integers (in function @float)

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
declare spir_func void @_Z17__spirv_IAddCarryjj(ptr, i32, i32)
declare spir_func void @_Z18__spirv_ISubBorrowjl(ptr sret(%i32pair), i32, i64)
declare spir_func void @_Z20__spirv_UMulExtendedjj(ptr sret(%i64pair), i32, i32)
declare spir_func void @_Z20__spirv_SMulExtendedff(ptr sret(%fpair), float, float)
