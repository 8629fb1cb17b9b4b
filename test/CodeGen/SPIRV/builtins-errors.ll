; Known builtins in forms the target cannot lower are reported, naming the
; function; unknown functions (even with builtin-like names) stay imports.
; RUN: split-file %s %t
; RUN: rm -f %t.out
; RUN: not %llc -mtriple=spirv64 %t/barrier-flags.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=FLAGS
; RUN: not ls %t.out
; RUN: not %llc -mtriple=spirv64 %t/bad-flags.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=BADFLAGS
; RUN: not %llc -mtriple=spirv64 %t/bad-scope.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SCOPE
; RUN: not %llc -mtriple=spirv64 %t/sqrt-int.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=SQRTINT
; RUN: not %llc -mtriple=spirv64 %t/abs-float.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ABSFLOAT
; RUN: not %llc -mtriple=spirv64 %t/isnan-int.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ISNANINT
; RUN: not %llc -mtriple=spirv64 %t/vstore-value.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=VSTOREVALUE
; RUN: not %llc -mtriple=spirv64 %t/arity.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ARITY
; RUN: not %llc -mtriple=spirv64 %t/mismatch.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=MISMATCH
; RUN: not %llc -mtriple=spirv64 %t/barrier-arity.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=BARRIERARITY
; RUN: not %llc -mtriple=spirv64 %t/literal.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=LITERAL
; RUN: not %llc -mtriple=spirv64 %t/literal-count.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=LITERALCOUNT
; RUN: not %llc -mtriple=spirv64 %t/barrier-ptr.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=BARRIERPTR
; RUN: not %llc -mtriple=spirv64 %t/every-use.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=EVERY --implicit-check-not=error:
; RUN: not %llc -mtriple=spirv64 %t/every-use-debug.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=EVERYDBG --implicit-check-not=error:
; RUN: not ls %t.out
; RUN: %llc -mtriple=spirv64 %t/unknown.ll -o - | FileCheck %s --check-prefix=UNKNOWN
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/unknown.ll -o %t.unknown.spv
; RUN: %spirv-val %t.unknown.spv
; RUN: %llvm-spirv -r %t.unknown.spv -o %t.unknown.bc

; FLAGS: error: barrier with operands that are not constants is not supported (in function @f)
; BADFLAGS: error: barrier with fence flags 8 is not supported (in function @f)
; SCOPE: error: work_group_barrier with memory scope 9 is not supported (in function @f)
; SQRTINT: error: builtin sqrt on signed i32 is not supported (in function @f)
; ABSFLOAT: error: builtin abs on float is not supported (in function @f)
; ISNANINT: error: builtin isnan with this signature (@_Z5isnani) is not supported (in function @f)
; VSTOREVALUE: error: builtin vload4 with this signature (@_Z6vload4mPU3AS1Kf) is not supported (in function @f)
; ARITY: error: builtin fmax with this signature (@_Z4fmaxfff) is not supported (in function @f)
; MISMATCH: error: builtin sqrt with parameter 0 of type double is not supported (in function @f)
; BARRIERARITY: error: barrier with 2 operands is not supported (in function @f)
; LITERAL: error: __spirv_ocl_vloadn: operand 3 (LiteralInteger) must be a constant i32
; LITERALCOUNT: error: __spirv_ocl_vloadn: operand 3 (LiteralInteger) must be the number of components of the result
; BARRIERPTR: error: barrier with a parameter of type ptr is not supported (in function @f)
; Every problem of a function, and each function's use of the same
; misused declaration, in module order; without debug information the same
; message twice is one problem.
; EVERY: error: barrier with fence flags 8 is not supported (in function @f)
; EVERY-NEXT: error: barrier with operands that are not constants is not supported (in function @f)
; EVERY-NEXT: error: builtin sqrt on signed i32 is not supported (in function @f)
; EVERY-NEXT: error: type i256 as parameter type is not supported (in function @g)
; EVERY-NEXT: error: barrier with fence flags 8 is not supported (in function @g)
; EVERY-NEXT: error: builtin sqrt on signed i32 is not supported (in function @g)
; EVERY-NEXT: error: barrier with fence flags 8 is not supported (in function @h)
; With debug information each position is reported once: two calls on one
; line of a function are one problem, a call at another line is another, and
; the same position in another function (a body inlined into its kernel) is
; the same problem.
; EVERYDBG: error: a.cl:2:3: barrier with fence flags 8 is not supported (in function @f)
; EVERYDBG-NEXT: error: a.cl:3:3: barrier with fence flags 8 is not supported (in function @f)
; EVERYDBG-NEXT: error: a.cl:9:5: barrier with fence flags 8 is not supported (in function @g)
; UNKNOWN-DAG: OpDecorate {{%[0-9]+}} LinkageAttributes "_Z10my_barrierj" Import
; UNKNOWN-DAG: OpDecorate {{%[0-9]+}} LinkageAttributes "sqrt" Import
; UNKNOWN-DAG: OpDecorate {{%[0-9]+}} LinkageAttributes "_Z4sqrtSt" Import
; UNKNOWN-NOT: OpControlBarrier
; UNKNOWN-NOT: OpExtInst

;--- barrier-flags.ll
define spir_kernel void @f(i32 %flags) {
  call spir_func void @_Z7barrierj(i32 %flags)
  ret void
}
declare spir_func void @_Z7barrierj(i32)

;--- bad-flags.ll
define spir_kernel void @f() {
  call spir_func void @_Z7barrierj(i32 8)
  ret void
}
declare spir_func void @_Z7barrierj(i32)

;--- bad-scope.ll
define spir_kernel void @f() {
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 1, i32 9)
  ret void
}
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32)

;--- sqrt-int.ll
define spir_func i32 @f(i32 %x) {
  %r = call spir_func i32 @_Z4sqrti(i32 %x)
  ret i32 %r
}
declare spir_func i32 @_Z4sqrti(i32)

;--- abs-float.ll
define spir_func float @f(float %x) {
  %r = call spir_func float @_Z3absf(float %x)
  ret float %r
}
declare spir_func float @_Z3absf(float)

;--- isnan-int.ll
define spir_func i32 @f(i32 %x) {
  %r = call spir_func i32 @_Z5isnani(i32 %x)
  ret i32 %r
}
declare spir_func i32 @_Z5isnani(i32)

;--- vstore-value.ll
define spir_func void @f(i64 %i, ptr addrspace(1) %p) {
  call spir_func void @_Z6vload4mPU3AS1Kf(i64 %i, ptr addrspace(1) %p)
  ret void
}
declare spir_func void @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))

;--- arity.ll
define spir_func float @f(float %x) {
  %r = call spir_func float @_Z4fmaxfff(float %x, float %x, float %x)
  ret float %r
}
declare spir_func float @_Z4fmaxfff(float, float, float)

;--- mismatch.ll
; The mangled name says float, the IR passes a double.
define spir_func double @f(double %x) {
  %r = call spir_func double @_Z4sqrtf(double %x)
  ret double %r
}
declare spir_func double @_Z4sqrtf(double)

;--- barrier-arity.ll
define spir_kernel void @f() {
  call spir_func void @_Z7barrierjj(i32 1, i32 1)
  ret void
}
declare spir_func void @_Z7barrierjj(i32, i32)

;--- literal.ll
; vloadn's last operand is a literal, not an id: a constant.
define spir_func <4 x float> @f(i64 %o, ptr addrspace(1) %p, i32 %n) {
  %r = call spir_func <4 x float> @_Z18__spirv_ocl_vloadnmPU3AS1fi(i64 %o, ptr addrspace(1) %p, i32 %n)
  ret <4 x float> %r
}
declare spir_func <4 x float> @_Z18__spirv_ocl_vloadnmPU3AS1fi(i64, ptr addrspace(1), i32)

;--- literal-count.ll
; vloadn's n is the number of components it loads.
define spir_func <4 x float> @f(i64 %o, ptr addrspace(1) %p) {
  %r = call spir_func <4 x float> @_Z18__spirv_ocl_vloadnmPU3AS1fi(i64 %o, ptr addrspace(1) %p, i32 3)
  ret <4 x float> %r
}
declare spir_func <4 x float> @_Z18__spirv_ocl_vloadnmPU3AS1fi(i64, ptr addrspace(1), i32)

;--- barrier-ptr.ll
define spir_kernel void @f(ptr %p) {
  call spir_func void @_Z7barrierPi(ptr %p)
  ret void
}
declare spir_func void @_Z7barrierPi(ptr)

;--- every-use.ll
define spir_kernel void @f(i32 %flags) {
  call spir_func void @_Z7barrierj(i32 8)
  call spir_func void @_Z7barrierj(i32 %flags)
  %s = call spir_func i32 @_Z4sqrti(i32 4)
  call spir_func void @_Z7barrierj(i32 8)
  ret void
}
define spir_func void @g(i256 %wide) {
  call spir_func void @_Z7barrierj(i32 8)
  %s = call spir_func i32 @_Z4sqrti(i32 4)
  ret void
}
define spir_kernel void @h() {
  call spir_func void @_Z7barrierj(i32 8)
  ret void
}
; The body clang outlines from kernel h (inlined into it above), which
; messages name @h too: the same message again.
define spir_func void @__clang_ocl_kern_imp_h() {
  call spir_func void @_Z7barrierj(i32 8)
  ret void
}
declare spir_func void @_Z7barrierj(i32)
declare spir_func i32 @_Z4sqrti(i32)

;--- every-use-debug.ll
define spir_kernel void @f() !dbg !5 {
  call spir_func void @_Z7barrierj(i32 8), !dbg !8
  call spir_func void @_Z7barrierj(i32 8), !dbg !8
  call spir_func void @_Z7barrierj(i32 8), !dbg !9
  ret void
}
define spir_kernel void @g() !dbg !10 {
  call spir_func void @_Z7barrierj(i32 8), !dbg !11
  call spir_func void @_Z7barrierj(i32 8), !dbg !12
  ret void
}
declare spir_func void @_Z7barrierj(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/")
!2 = !DISubroutineType(types: !{})
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !2, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DILocation(line: 3, column: 3, scope: !5)
!10 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 8, type: !2, unit: !0, spFlags: DISPFlagDefinition)
!11 = !DILocation(line: 2, column: 3, scope: !5, inlinedAt: !13)
!12 = !DILocation(line: 9, column: 5, scope: !10)
!13 = !DILocation(line: 9, column: 3, scope: !10)

;--- unknown.ll
; A user function, an unmangled C function named like a builtin and a name
; the demangler does not read (St) stay calls of imported functions.
define spir_func float @f(ptr %p, float %x, i16 %s) {
  call spir_func void @_Z10my_barrierj(i32 1)
  %a = call float @sqrt(float %x)
  %b = call spir_func float @_Z4sqrtSt(i16 %s)
  %r = fadd float %a, %b
  ret float %r
}
declare spir_func void @_Z10my_barrierj(i32)
declare float @sqrt(float)
declare spir_func float @_Z4sqrtSt(i16)
