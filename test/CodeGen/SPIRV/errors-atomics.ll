; Atomic builtins in forms the target cannot lower are reported, naming the
; function: orders and scopes that are not constants or not OpenCL values,
; orders an operation cannot have, and value types Level-Zero has no atomics
; for (docs/Design.md, "Atomics").
; RUN: split-file %s %t
; RUN: rm -f %t.out
; RUN: not %llc -mtriple=spirv64 %t/order-var.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ORDERVAR
; RUN: not %llc -mtriple=spirv64 %t/load-release.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=LOADREL
; RUN: not %llc -mtriple=spirv64 %t/bad-scope.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SCOPE
; RUN: not %llc -mtriple=spirv64 %t/short.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SHORT
; RUN: not %llc -mtriple=spirv64 %t/failure-order.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=FAILORDER
; RUN: not %llc -mtriple=spirv64 %t/fence-order.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=FENCEORDER
; RUN: not %llc -mtriple=spirv64 %t/rmw-i128.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=RMWI128
; RUN: not %llc -mtriple=spirv64 %t/fadd-half.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=FADDHALF
; RUN: not %llc -mtriple=spirv64 %t/constant.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=CONSTANT
; RUN: not ls %t.out

; ORDERVAR: error: atomic_fetch_add_explicit with a memory order or scope that is not a constant is not supported (in function @f)
; LOADREL: error: atomic_load_explicit with memory order 3 is not supported (in function @f)
; SCOPE: error: atomic_fetch_add_explicit with memory scope 7 is not supported (in function @f)
; SHORT: error: builtin atomic_add with this signature (@_Z10atomic_addPU3AS1Vss) is not supported (in function @f)
; FAILORDER: error: atomic_compare_exchange_strong_explicit with failure memory order 5 is not supported (in function @f)
; FENCEORDER: error: atomic_work_item_fence with memory order 1 is not supported (in function @f)
; RMWI128: error: atomicrmw add on i128 is not supported (in function @f)
; FADDHALF: error: atomicrmw fadd on half without SPV_EXT_shader_atomic_float16_add is not supported (in function @f)
; CONSTANT: error: atomic load in address space 2 is not supported (in function @f)

;--- order-var.ll
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32)
define spir_kernel void @f(ptr addrspace(4) %p, i32 %o) {
  %r = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %p, i32 1, i32 %o, i32 2)
  ret void
}

;--- load-release.ll
declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4), i32)
define spir_kernel void @f(ptr addrspace(4) %p) {
  %r = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4) %p, i32 3)
  ret void
}

;--- bad-scope.ll
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32)
define spir_kernel void @f(ptr addrspace(4) %p) {
  %r = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %p, i32 1, i32 0, i32 7)
  ret void
}

;--- short.ll
declare spir_func i16 @_Z10atomic_addPU3AS1Vss(ptr addrspace(1), i16)
define spir_kernel void @f(ptr addrspace(1) %p) {
  %r = call spir_func i16 @_Z10atomic_addPU3AS1Vss(ptr addrspace(1) %p, i16 1)
  ret void
}

;--- failure-order.ll
declare spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32)
define spir_kernel void @f(ptr addrspace(4) %p, ptr addrspace(4) %e) {
  %r = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %p, ptr addrspace(4) %e, i32 1, i32 2, i32 5, i32 2)
  ret void
}

;--- fence-order.ll
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32)
define spir_kernel void @f() {
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 2, i32 1, i32 2)
  ret void
}

;--- rmw-i128.ll
define spir_kernel void @f(ptr addrspace(1) %p) {
  %r = atomicrmw add ptr addrspace(1) %p, i128 1 monotonic
  ret void
}

;--- fadd-half.ll
; The half form's extension (SPV_EXT_shader_atomic_float16_add) is unknown
; to the Khronos reader, so it is not allowed by default (extensions.ll).
define spir_kernel void @f(ptr addrspace(1) %p) {
  %a = atomicrmw fadd ptr addrspace(1) %p, half 1.0 syncscope("device") monotonic, align 2
  ret void
}

;--- constant.ll
define spir_kernel void @f(ptr addrspace(2) %p, ptr addrspace(1) %o) {
  %a = load atomic i32, ptr addrspace(2) %p syncscope("device") monotonic, align 4
  store i32 %a, ptr addrspace(1) %o, align 4
  ret void
}
