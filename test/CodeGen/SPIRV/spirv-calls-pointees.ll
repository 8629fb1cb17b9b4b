; __spirv_PtrDiff, __spirv_SizeOf and __spirv_CopyMemory count, measure or
; copy what their pointers point to: the pointee is the one the mangled
; name gives (PU3AS1i: i32), or, for a name mangled without parameters
; (the translator's `_Z15__spirv_PtrDiff`), the alloca or global variable
; the pointer is. A pointer with neither is refused by name. Run by
; test/Execution/ptr-diff.ll. Neither reader reads OpPtrDiff or OpSizeOf
; (LLVM 15's asserts, the 2024 one crashes), so none reads this module.
; The 2022 GPU compiler does not know OpPtrDiff (SPIR-V 1.4), which this
; test writes on purpose:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: IGC SPIRV Consumer does not support the following opcode: 403
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/ok.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/ok.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not %llc -mtriple=spirv64 %t/unknown.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[PI:%[0-9]+]] = OpTypePointer CrossWorkgroup [[I32]]
; CHECK-DAG: [[PF:%[0-9]+]] = OpTypePointer Function [[F]]
; CHECK-DAG: [[PD:%[0-9]+]] = OpTypePointer CrossWorkgroup [[D:%[0-9]+]]
; CHECK-DAG: [[D]] = OpTypeFloat 64
; CHECK-DAG: [[G:%[0-9]+]] = OpVariable [[PD]] CrossWorkgroup
; CHECK: [[A:%[0-9]+]] = OpFunctionParameter [[PI]]
; CHECK: [[B:%[0-9]+]] = OpFunctionParameter [[PI]]
; CHECK: [[V:%[0-9]+]] = OpVariable [[PF]] Function
; CHECK: OpPtrDiff [[I64]] [[A]] [[B]]
; CHECK: OpPtrDiff [[I32]] [[V]] [[V]]
; CHECK: OpSizeOf [[I32]] [[G]]
; CHECK: OpCopyMemory [[V]] [[V]]

;--- ok.ll
target triple = "spirv64-unknown-unknown"
@g = addrspace(1) global double 0.0

declare spir_func i64 @_Z15__spirv_PtrDiffPU3AS1iS0_(ptr addrspace(1), ptr addrspace(1))
declare spir_func i32 @_Z15__spirv_PtrDiff(ptr, ptr)
declare spir_func i32 @_Z14__spirv_SizeOf(ptr addrspace(1))
declare spir_func void @_Z18__spirv_CopyMemory(ptr, ptr)

define spir_func i64 @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %f = alloca float, align 4
  %d = call spir_func i64 @_Z15__spirv_PtrDiffPU3AS1iS0_(ptr addrspace(1) %a, ptr addrspace(1) %b)
  %z = call spir_func i32 @_Z15__spirv_PtrDiff(ptr %f, ptr %f)
  %s = call spir_func i32 @_Z14__spirv_SizeOf(ptr addrspace(1) @g)
  call spir_func void @_Z18__spirv_CopyMemory(ptr %f, ptr %f)
  %zs = add i32 %z, %s
  %z64 = zext i32 %zs to i64
  %r = add i64 %d, %z64
  ret i64 %r
}

;--- unknown.ll
target triple = "spirv64-unknown-unknown"
declare spir_func i32 @_Z15__spirv_PtrDiff(ptr addrspace(1), ptr addrspace(1))
define spir_func i32 @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %d = call spir_func i32 @_Z15__spirv_PtrDiff(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret i32 %d
}
; ERR: error: __spirv_PtrDiff: operand 1 (IdRef) must be a pointer to a scalar or vector, given by the mangled name or the alloca or global variable it is (in function @k)
