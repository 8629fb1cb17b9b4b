; A Workgroup variable has no initial value: OpenCL C cannot initialize
; local memory and the device gives each work-group fresh memory, so the
; module writes no initializer; undef and zero mean nothing there. The loads
; of a constant one are its value (LLVM's optimizers fold them the same
; way), at any constant offset, so no code reads the variable and it is not
; emitted. A value that would still be read through the variable's memory
; (a variable that is not constant, a load at an index that is not a
; constant, an address passed on) is refused by name.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/folded.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: not %llc -mtriple=spirv64 %t/written.ll -o %t.written.spv 2>&1 | FileCheck %s --check-prefix=WRITTEN
; RUN: not %llc -mtriple=spirv64 %t/dynamic.ll -o %t.dynamic.spv 2>&1 | FileCheck %s --check-prefix=DYNAMIC
; RUN: not %llc -mtriple=spirv64 %t/escapes.ll -o %t.escapes.spv 2>&1 | FileCheck %s --check-prefix=ESCAPES
; RUN: not ls %t.written.spv %t.dynamic.spv %t.escapes.spv

; CHECK-NOT: {{ Workgroup}}
; CHECK: %scalar = OpFunction
; CHECK: OpReturnValue %uint_3
; CHECK: %kernel = OpFunction
; CHECK: OpStore %out %uint_5
; CHECK: OpStore %{{.*}} %uint_7
; CHECK: OpFunctionEnd
; CHECK: %generic = OpFunction
; CHECK: OpReturnValue %uint_13
; CHECK: OpFunctionEnd

; WRITTEN: error: the initial value of Workgroup variable @counter (Workgroup memory has no initial value) is not supported (in function @kernel)
; DYNAMIC: error: the initial value of Workgroup variable @tbl (Workgroup memory has no initial value) is not supported (in function @kernel)
; ESCAPES: error: the initial value of Workgroup variable @tbl (Workgroup memory has no initial value) is not supported (in function @kernel)

;--- folded.ll
@local = addrspace(3) constant i32 3
@tbl = internal addrspace(3) constant [3 x i32] [i32 5, i32 6, i32 7], align 4

define spir_func i32 @scalar() {
  %v = load i32, ptr addrspace(3) @local
  ret i32 %v
}

define spir_kernel void @kernel(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) @tbl, align 4
  store i32 %a, ptr addrspace(1) %out, align 4
  %p = getelementptr inbounds [3 x i32], ptr addrspace(3) @tbl, i64 0, i64 2
  %c = load i32, ptr addrspace(3) %p, align 4
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %c, ptr addrspace(1) %o, align 4
  ret void
}

; Through its address cast to generic, at byte offsets.
define spir_func i32 @generic() {
  %p = getelementptr inbounds [3 x i32], ptr addrspace(4) addrspacecast (ptr addrspace(3) @tbl to ptr addrspace(4)), i64 0, i64 1
  %v = load i32, ptr addrspace(4) %p, align 4
  %c = addrspacecast ptr addrspace(3) @tbl to ptr addrspace(4)
  %q = getelementptr inbounds i8, ptr addrspace(4) %c, i64 8
  %w = load i32, ptr addrspace(4) %q, align 4
  %s = add i32 %v, %w
  ret i32 %s
}

;--- written.ll
@counter = internal addrspace(3) global i32 7, align 4
define spir_kernel void @kernel(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(3) @counter, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

;--- dynamic.ll
@tbl = internal addrspace(3) constant [3 x i32] [i32 5, i32 6, i32 7], align 4
define spir_kernel void @kernel(ptr addrspace(1) %out, i64 %i) {
  %p = getelementptr inbounds [3 x i32], ptr addrspace(3) @tbl, i64 0, i64 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

;--- escapes.ll
@tbl = internal addrspace(3) constant [3 x i32] [i32 5, i32 6, i32 7], align 4
declare spir_func i32 @read(ptr addrspace(3))
define spir_kernel void @kernel(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) @tbl, align 4
  %v = call spir_func i32 @read(ptr addrspace(3) @tbl)
  %s = add i32 %a, %v
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
