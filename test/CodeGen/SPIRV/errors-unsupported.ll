; IR that the target cannot lower yet: one clear error naming the construct
; and the function, exit status 1, and no output file.
; RUN: split-file %s %t
; RUN: rm -f %t.out
; RUN: not %llc -mtriple=spirv64 -filetype=obj %t/atomicrmw.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ATOMICRMW
; RUN: not %llc -mtriple=spirv64 %t/global-alloca.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=GLOBALALLOCA
; RUN: not %llc -mtriple=spirv64 %t/restrict-int.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=RESTRICTINT
; RUN: not %llc -mtriple=spirv64 %t/bfloat.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=BFLOAT
; RUN: not ls %t.out
; RUN: not %llc -mtriple=spirv64 %t/cmpxchg.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=CMPXCHG
; RUN: not %llc -mtriple=spirv64 %t/atomic-load.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ATOMICLOAD
; RUN: not %llc -mtriple=spirv64 %t/indirect.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=INDIRECT
; RUN: not %llc -mtriple=spirv64 %t/asm.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ASM
; RUN: not %llc -mtriple=spirv64 %t/varargs.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=VARARGS
; RUN: not %llc -mtriple=spirv64 %t/dynalloca.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=DYNALLOCA
; RUN: not %llc -mtriple=spirv64 %t/aggregate-odd.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=AGGREGATE
; RUN: not %llc -mtriple=spirv64 %t/intrinsic.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=INTRINSIC
; RUN: not %llc -mtriple=spirv64 %t/fnptr.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=FNPTR
; RUN: not %llc -mtriple=spirv64 %t/bad-as.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=BADAS
; RUN: not %llc -mtriple=spirv64 %t/i128-arg.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=I128ARG
; RUN: not %llc -mtriple=spirv64 %t/address-init.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ADDRINIT
; A Workgroup variable cannot hold an initial value (undef and zero, which
; mean nothing there, are accepted).
; RUN: not %llc -mtriple=spirv64 %t/local-init.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=LOCALINIT
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/local-zero.ll -o %t.zero.spv
; RUN: %spirv-val %t.zero.spv
; Errors of the module emitter name the function too.
; RUN: not %llc -mtriple=spirv64 %t/zero-length.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ZEROLENGTH
; RUN: not %llc -mtriple=spirv64 %t/zero-length-dbg.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ZEROLENGTHDBG
; RUN: not ls %t.out

; ATOMICRMW: error: atomicrmw fmaximum is not supported (in function @f)
; CMPXCHG: error: cmpxchg on i128 is not supported (in function @f)
; ATOMICLOAD: error: atomic load on ptr addrspace(1) is not supported (in function @f)
; INDIRECT: error: indirect call (it needs SPV_INTEL_function_pointers, which is not enabled: --spirv-ext) is not supported (in function @f)
; ASM: error: inline assembly (needs SPV_INTEL_inline_assembly, which is not enabled: --spirv-ext) is not supported (in function @f)
; VARARGS: error: variadic function is not supported (in function @f)
; DYNALLOCA: error: dynamic alloca (needs SPV_INTEL_variable_length_array, which is not enabled) is not supported (in function @f)
; AGGREGATE: error: type { i33, float } as parameter type is not supported (in function @f)
; INTRINSIC: error: intrinsic @llvm.readcyclecounter is not supported (in function @f)
; FNPTR: error: {{.*}}is not supported (in function @f)
; BADAS: error: {{.*}}address space 42{{.*}}is not supported
; ADDRINIT: error: taking the address of function @g (it needs SPV_INTEL_function_pointers, which is not enabled: --spirv-ext) in the initializer of global variable @p is not supported
; ZEROLENGTH: error: zero-length array type is not supported (in function @f)
; ZEROLENGTHDBG: error: zl.cl:1:0: zero-length array type is not supported (in function @f)
; I128ARG: error: type <17 x float> as parameter type is not supported (in function @f)
; I128ARG-NOT: error
; BFLOAT: error: type bfloat as parameter type (it needs SPV_KHR_bfloat16, which is not enabled: --spirv-ext) is not supported (in function @f)
; GLOBALALLOCA: error: alloca in address space 1 is not supported (in function @f)
; RESTRICTINT: error: decoration Restrict (it decorates pointers only) in !spirv.ParameterDecorations of parameter 0 is not supported (in function @f)

;--- atomicrmw.ll
; Atomics that SPIR-V (or Level-Zero) has no instruction or width for.
define spir_kernel void @f(ptr addrspace(1) %p) {
  %old = atomicrmw fmaximum ptr addrspace(1) %p, float 1.0 seq_cst
  ret void
}

;--- cmpxchg.ll
define spir_kernel void @f(ptr addrspace(1) %p) {
  %r = cmpxchg ptr addrspace(1) %p, i128 0, i128 1 seq_cst seq_cst
  ret void
}

;--- atomic-load.ll
define spir_kernel void @f(ptr addrspace(1) %p) {
  %v = load atomic ptr addrspace(1), ptr addrspace(1) %p seq_cst, align 8
  store ptr addrspace(1) %v, ptr addrspace(1) %p, align 8
  ret void
}

;--- indirect.ll
define spir_func void @f(ptr %fp) {
  call void %fp()
  ret void
}

;--- asm.ll
define spir_func void @f() {
  call void asm sideeffect "nop", ""()
  ret void
}

;--- varargs.ll
define spir_func void @f(i32 %n, ...) {
  ret void
}

;--- dynalloca.ll
define spir_func i32 @f(i32 %n) {
  %a = alloca i32, i32 %n, align 4
  store i32 %n, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

;--- aggregate-odd.ll
define spir_func i32 @f({ i33, float } %s) {
  ret i32 0
}

;--- intrinsic.ll
; Kernel SPIR-V has no cycle counter.
define spir_func i64 @f() {
  %r = call i64 @llvm.readcyclecounter()
  ret i64 %r
}

;--- fnptr.ll
define spir_func void @g() {
  ret void
}
define spir_func void @f(ptr addrspace(1) %p) {
  store ptr @g, ptr addrspace(1) %p, align 8
  ret void
}

;--- zero-length.ll
define spir_kernel void @f(ptr addrspace(1) %out) {
  %a = alloca [0 x i32], align 4
  store ptr %a, ptr addrspace(1) %out, align 8
  ret void
}

;--- zero-length-dbg.ll
define spir_kernel void @f(ptr addrspace(1) %out) !dbg !3 {
  %a = alloca [0 x i32], align 4, !dbg !5
  store ptr %a, ptr addrspace(1) %out, align 8, !dbg !5
  ret void, !dbg !5
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "zl.cl", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !{null})
!5 = !DILocation(line: 3, column: 7, scope: !3)

;--- bad-as.ll
define spir_kernel void @f(ptr addrspace(42) %p) {
  store i32 0, ptr addrspace(42) %p, align 4
  ret void
}

;--- i128-arg.ll
; (An i128 crosses as two 64-bit words: odd-width-calls.ll.)
define spir_func void @f(<17 x float> %x) {
  ret void
}

;--- address-init.ll
define spir_func void @g() {
  ret void
}
@p = addrspace(1) global ptr @g, align 8
define spir_kernel void @k() {
  ret void
}

;--- global-alloca.ll
; Private memory cannot be cast to global.
define spir_func void @f(ptr addrspace(1) %out) {
  %a = alloca i32, align 4, addrspace(1)
  store i32 1, ptr addrspace(1) %a
  ret void
}

;--- restrict-int.ll
; Only pointers may be Restrict (a SPIR-V validation rule).
define spir_func void @f(i32 %x) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i32 19}

;--- bfloat.ll
define spir_func void @f(bfloat %x) {
  ret void
}

;--- local-init.ll
; LOCALINIT: error: the initial value of Workgroup variable @tbl (Workgroup memory has no initial value) is not supported (in function @k)
@tbl = internal addrspace(3) global [2 x i32] [i32 3, i32 4], align 4
define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(3) @tbl, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

;--- local-zero.ll
@z = internal addrspace(3) global [2 x i32] zeroinitializer, align 4
@u = internal addrspace(3) global i32 undef, align 4
define spir_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(3) @u, align 4
  %v = load i32, ptr addrspace(3) @z, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
