; Global initializers that hold addresses: a pointer to another global is
; the variable's id (through OpSpecConstantOp Bitcast where the pointee type
; differs), casts to generic are PtrCastToGeneric, constant getelementptrs
; are [InBounds]PtrAccessChain, ptrtoint/inttoptr are ConvertPtrToU /
; ConvertUToPtr, and arrays and structs hold these; a null pointer is
; OpConstantNull.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: OpName [[X:%[0-9]+]] "x"
; CHECK-DAG: OpName [[P:%[0-9]+]] "p"
; CHECK-DAG: OpName [[Q:%[0-9]+]] "q"
; CHECK-DAG: OpName [[E:%[0-9]+]] "e"
; CHECK-DAG: OpName [[ARR:%[0-9]+]] "arr"
; CHECK-DAG: OpName [[I:%[0-9]+]] "i"
; CHECK-DAG: OpName [[N:%[0-9]+]] "n"
; CHECK-DAG: OpName [[Z:%[0-9]+]] "z"
; CHECK: [[X]] = OpVariable {{%[0-9]+}} CrossWorkgroup
; CHECK: [[XB:%[0-9]+]] = OpSpecConstantOp {{%[0-9]+}} Bitcast [[X]]
; CHECK: [[P]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[XB]]
; CHECK: [[XG:%[0-9]+]] = OpSpecConstantOp {{%[0-9]+}} PtrCastToGeneric [[X]]
; CHECK: [[XGB:%[0-9]+]] = OpSpecConstantOp {{%[0-9]+}} Bitcast [[XG]]
; CHECK: [[Q]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[XGB]]
; CHECK: [[EL:%[0-9]+]] = OpSpecConstantOp {{%[0-9]+}} InBoundsPtrAccessChain [[ARR]]
; CHECK: [[ELB:%[0-9]+]] = OpSpecConstantOp {{%[0-9]+}} Bitcast [[EL]]
; CHECK: [[E]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[ELB]]
; CHECK: [[XI:%[0-9]+]] = OpSpecConstantOp {{%[0-9]+}} ConvertPtrToU [[X]]
; CHECK: [[I]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[XI]]
; CHECK: [[NP:%[0-9]+]] = OpSpecConstantOp {{%[0-9]+}} ConvertUToPtr
; CHECK: [[N]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[NP]]
; CHECK: [[NULL:%[0-9]+]] = OpConstantNull
; CHECK: [[Z]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[NULL]]

@x = addrspace(1) global i32 5, align 4
@arr = addrspace(1) global [4 x float] zeroinitializer, align 4
@p = addrspace(1) global ptr addrspace(1) @x, align 8
@q = addrspace(1) global ptr addrspace(4) addrspacecast (ptr addrspace(1) @x to ptr addrspace(4)), align 8
@e = addrspace(1) global ptr addrspace(1) getelementptr inbounds ([4 x float], ptr addrspace(1) @arr, i64 0, i64 2), align 8
@tbl = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) @x, ptr addrspace(1) @arr], align 8
@s = addrspace(1) global { i32, ptr addrspace(1) } { i32 1, ptr addrspace(1) @x }, align 8
@i = addrspace(1) global i64 ptrtoint (ptr addrspace(1) @x to i64), align 8
@n = addrspace(1) global ptr addrspace(1) inttoptr (i64 4096 to ptr addrspace(1)), align 8
@z = addrspace(1) global ptr addrspace(1) null, align 8
define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load ptr addrspace(1), ptr addrspace(1) @p
  %v = load i32, ptr addrspace(1) %a
  %b = load ptr addrspace(4), ptr addrspace(4) addrspacecast (ptr addrspace(1) @q to ptr addrspace(4))
  %w = load i32, ptr addrspace(4) %b
  %c = load ptr addrspace(1), ptr addrspace(1) @e
  %f = load float, ptr addrspace(1) %c
  %t = load ptr addrspace(1), ptr addrspace(1) @tbl
  %u = load i32, ptr addrspace(1) %t
  %sp = getelementptr { i32, ptr addrspace(1) }, ptr addrspace(1) @s, i64 0, i32 1
  %sv = load ptr addrspace(1), ptr addrspace(1) %sp
  %z = load i32, ptr addrspace(1) %sv
  %ii = load i64, ptr addrspace(1) @i
  %nn = load ptr addrspace(1), ptr addrspace(1) @n
  %ni = ptrtoint ptr addrspace(1) %nn to i64
  %zz = load ptr addrspace(1), ptr addrspace(1) @z
  store i32 0, ptr addrspace(1) %zz
  %fi = fptosi float %f to i32
  %r1 = add i32 %v, %w
  %r2 = add i32 %r1, %fi
  %r3 = add i32 %r2, %u
  %r4 = add i32 %r3, %z
  %r5 = zext i32 %r4 to i64
  %r6 = add i64 %r5, %ii
  %r7 = add i64 %r6, %ni
  store i64 %r7, ptr addrspace(1) %out
  ret void
}
