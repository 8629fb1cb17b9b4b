; The private program-scope variables that no kernel's Function variable can
; stand for are refused by name, and no module is written: one only declared
; (its definition would be another module's), one whose address another
; variable's initializer holds, one used by a function whose address is taken
; (an indirect call, with SPV_INTEL_function_pointers, passes no copy), one
; used by an entry point of @llvm.global_ctors (no work-item runs it), and
; one used in a module without kernels (other modules call its functions).
; A kernel called as a function and recursion are refused before, whatever
; variables they use.
; RUN: split-file %s %t
; RUN: not %llc -mtriple=spirv64 -filetype=obj %t/declared.ll -o %t.declared.spv 2>&1 | FileCheck %s --check-prefix=DECLARED --implicit-check-not=error
; RUN: not test -e %t.declared.spv
; RUN: not %llc -mtriple=spirv64 %t/held.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=HELD --implicit-check-not=error
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %t/indirect.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=INDIRECT --implicit-check-not=error
; RUN: not %llc -mtriple=spirv64 %t/ctor.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CTOR --implicit-check-not=error
; RUN: not %llc -mtriple=spirv64 %t/library.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIBRARY --implicit-check-not=error
; RUN: not %llc -mtriple=spirv64 %t/kernel-call.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=KERNELCALL --implicit-check-not=error
; RUN: not %llc -mtriple=spirv64 %t/recursion.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RECURSION --implicit-check-not=error

; DECLARED: error: global variable @count in address space 0 (private memory at program scope, only declared: another module's definition cannot be each work-item's copy) is not supported
; HELD: error: global variable @count in address space 0 (private memory at program scope, whose address is in the initializer of @p) is not supported
; INDIRECT: error: global variable @count in address space 0 (private memory at program scope, used by @via, whose address is taken: an indirect call cannot pass the work-item's copy) is not supported
; CTOR: error: global variable @count in address space 0 (private memory at program scope, used by @init, an entry point of @llvm.global_ctors or @llvm.global_dtors, which no work-item runs) is not supported
; LIBRARY: error: global variable @count in address space 0 (private memory at program scope, used by @next in a module without kernels: the modules that call it cannot pass a work-item's copy) is not supported
; KERNELCALL: error: calling kernel @k1 is not supported (in function @k2)
; RECURSION: error: recursion (@down calls itself) is not supported (in function @down)

;--- declared.ll
target triple = "spirv64-unknown-unknown"
@count = external global i32, align 4
define spir_kernel void @k(ptr addrspace(1) %o) {
  %c = load i32, ptr @count, align 4
  store i32 %c, ptr addrspace(1) %o, align 4
  ret void
}

;--- held.ll
target triple = "spirv64-unknown-unknown"
@count = internal global i32 0, align 4
@p = addrspace(1) global ptr addrspace(4) addrspacecast (ptr @count to ptr addrspace(4)), align 8
define spir_kernel void @k(ptr addrspace(1) %o) {
  %c = load i32, ptr @count, align 4
  store i32 %c, ptr addrspace(1) %o, align 4
  ret void
}

;--- indirect.ll
target triple = "spirv64-unknown-unknown"
@count = internal global i32 0, align 4
define spir_func void @bump() {
  %c = load i32, ptr @count, align 4
  %c2 = add i32 %c, 1
  store i32 %c2, ptr @count, align 4
  ret void
}
define spir_func void @via() {
  call spir_func void @bump()
  ret void
}
define spir_func void @nop() {
  ret void
}
define spir_kernel void @k(ptr addrspace(1) %o, i1 %which) {
  %f = select i1 %which, ptr @via, ptr @nop
  call spir_func void %f()
  ret void
}

;--- ctor.ll
target triple = "spirv64-unknown-unknown"
@count = internal global i32 0, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
define internal spir_func void @init() {
  store i32 4, ptr @count, align 4
  ret void
}
define spir_kernel void @k(ptr addrspace(1) %o) {
  %c = load i32, ptr @count, align 4
  store i32 %c, ptr addrspace(1) %o, align 4
  ret void
}

;--- library.ll
target triple = "spirv64-unknown-unknown"
@count = internal global i32 0, align 4
define spir_func i32 @next() {
  %c = load i32, ptr @count, align 4
  %c2 = add i32 %c, 1
  store i32 %c2, ptr @count, align 4
  ret i32 %c2
}

;--- kernel-call.ll
target triple = "spirv64-unknown-unknown"
@count = internal global i32 0, align 4
define spir_kernel void @k1(ptr addrspace(1) %o) {
  %c = load i32, ptr @count, align 4
  store i32 %c, ptr addrspace(1) %o, align 4
  store i32 1, ptr @count, align 4
  ret void
}
define spir_kernel void @k2(ptr addrspace(1) %o) {
  store i32 2, ptr @count, align 4
  call spir_func void @k1(ptr addrspace(1) %o)
  ret void
}

;--- recursion.ll
target triple = "spirv64-unknown-unknown"
@count = internal global i32 0, align 4
define spir_func void @down(i32 %n) {
  %c = load i32, ptr @count, align 4
  %c2 = add i32 %c, %n
  store i32 %c2, ptr @count, align 4
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i32 %n, 1
  call spir_func void @down(i32 %m)
  br label %done
done:
  ret void
}
define spir_kernel void @k(ptr addrspace(1) %o) {
  call spir_func void @down(i32 3)
  ret void
}
