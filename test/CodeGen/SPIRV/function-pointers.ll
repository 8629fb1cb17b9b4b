; SPV_INTEL_function_pointers: a function's address is
; OpConstantFunctionPointerINTEL (a pointer to the function's OpTypeFunction,
; in Function storage for functions in address space 0, CodeSectionINTEL for
; the translator's addrspace(9)), a call through a pointer
; OpFunctionPointerCallINTEL, a call with another function type than its
; callee's a call of the callee's address; addresses stored in data memory
; pass through their integer value where the storage classes differ.
; SPIRV-Tools 2025.5 rejects the constant's forward reference to its
; function, which the core specification allows: %spirv-val-fnptr states
; exactly that (utils/spirv_val_fnptr.py). Without the extension each use
; is refused by name.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %t/calls.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers -filetype=obj %t/calls.ll -o %t.spv
; RUN: %spirv-val-fnptr %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %t/code-section.ll -o - | FileCheck %s --check-prefix=CODE
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers -filetype=obj %t/code-section.ll -o %t.code.spv
; RUN: %spirv-val-fnptr %t.code.spv
; RUN: %spirv-reader2 -r %t.code.spv -o %t.code.bc
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers -filetype=obj %t/from-host.ll -o %t.host.spv
; RUN: %spirv-val-fnptr %t.host.spv
; RUN: %llvm-spirv -r %t.host.spv -o %t.host.bc
; RUN: not %llc -mtriple=spirv64 %t/calls.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %llc -mtriple=spirv64 %t/from-host.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR-HOST

; CHECK-DAG: OpCapability FunctionPointersINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_function_pointers"
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[FNTY:[0-9]+]] = OpTypeFunction %[[INT]] %[[INT]]
; CHECK-DAG: %[[FNPTR:[0-9]+]] = OpTypePointer Function %[[FNTY]]{{$}}
; CHECK-DAG: %[[ADDR:[0-9]+]] = OpConstantFunctionPointerINTEL %[[FNPTR]] %[[INC:[0-9]+]]
; CHECK-DAG: %[[ADDR2:[0-9]+]] = OpConstantFunctionPointerINTEL %[[FNPTR]] %[[DEC:[0-9]+]]
; The table's initializer holds both addresses.
; CHECK-DAG: OpConstantComposite %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
; CHECK: %[[INC]] = OpFunction %[[INT]] None %[[FNTY]]
; CHECK: %[[DEC]] = OpFunction %[[INT]] None %[[FNTY]]
; CHECK: %[[SEL:[0-9]+]] = OpSelect %[[FNPTR]] %{{[0-9]+}} %[[ADDR]] %[[ADDR2]]
; CHECK: OpFunctionPointerCallINTEL %[[INT]] %[[SEL]]
; CHECK: OpFunctionPointerCallINTEL %[[INT]]
; The call of @narrow with i32 operands: through its address, cast.
; CHECK: OpBitcast %[[FNPTR]]
; CHECK: OpFunctionPointerCallINTEL %[[INT]]

; READ: define spir_kernel void @k
; READ-COUNT-4: call spir_func i32 %

; CODE-DAG: OpTypePointer CodeSectionINTEL %[[#]]
; CODE-DAG: OpConstantFunctionPointerINTEL
; CODE: OpFunctionPointerCallINTEL

; ERR: error: taking the address of function @inc (it needs SPV_INTEL_function_pointers, which is not enabled: --spirv-ext) is not supported
; ERR-HOST: error: indirect call (it needs SPV_INTEL_function_pointers, which is not enabled: --spirv-ext) is not supported (in function @k)

;--- calls.ll
target triple = "spirv64-unknown-unknown"
@table = addrspace(1) global [2 x ptr] [ptr @inc, ptr @dec], align 8

define spir_func i32 @inc(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
define spir_func i32 @dec(i32 %x) {
  %r = sub i32 %x, 1
  ret i32 %r
}
define spir_func i8 @narrow(i8 %x) {
  ret i8 %x
}
define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %slot = alloca ptr, align 8
  %c = icmp sgt i32 %n, 0
  %f = select i1 %c, ptr @inc, ptr @dec
  %a = call spir_func i32 %f(i32 %n)
  store ptr %f, ptr %slot, align 8
  %g = load ptr, ptr %slot, align 8
  %b = call spir_func i32 %g(i32 %a)
  %e = getelementptr [2 x ptr], ptr addrspace(1) @table, i64 0, i64 1
  %h = load ptr, ptr addrspace(1) %e, align 8
  %d = call spir_func i32 %h(i32 %b)
  %w = call spir_func i32 @narrow(i32 %d)
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}

;--- code-section.ll
target triple = "spirv64-unknown-unknown"
define spir_func i32 @foo(i32 %x) addrspace(9) {
  ret i32 %x
}
define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %fp = alloca ptr addrspace(9), align 8
  store ptr addrspace(9) @foo, ptr %fp, align 8
  %f = load ptr addrspace(9), ptr %fp, align 8
  %r = call spir_func addrspace(9) i32 %f(i32 %n)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

;--- from-host.ll
target triple = "spirv64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %out, ptr %f, i32 %n) {
  %r = call spir_func i32 %f(i32 %n)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
