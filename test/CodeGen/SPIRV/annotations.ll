; llvm.var.annotation decorates the variable it names (an alloca's
; OpVariable, a global variable) UserSemantic; llvm.ptr.annotation becomes an
; OpCopyObject of the pointer decorated UserSemantic, which accesses then go
; through (the Khronos reader turns both back into the intrinsics). The text
; is the string, then the constants of the arguments struct: "text: 1, 2".
; An annotation of anything else has no id to decorate and is dropped.
; Its kernel takes a generic pointer, which OpenCL C does not allow and the
; GPU compiler refuses:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: Generic pointers are not allowed as kernel argument storage class
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-intrinsics %s -o - | FileCheck %s --check-prefix=IR
; A decoration the grammar does not know, given on an alloca, is refused.
; RUN: sed 's/^;BAD//' %s | not %llc -mtriple=spirv64 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpDecorate %[[LOCAL:[0-9]+]] UserSemantic "local var"
; CHECK-DAG: OpDecorate %[[COPY:[0-9]+]] UserSemantic "hot pointer: 30, 60"
; CHECK-DAG: OpDecorate %[[G:[0-9]+]] UserSemantic "global by var.annotation"
; CHECK-DAG: OpDecorate %[[GCOPY:[0-9]+]] UserSemantic "generic"
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[GINT:[0-9]+]] = OpTypePointer CrossWorkgroup %[[INT]]
; CHECK-LABEL: = OpFunction %
; CHECK: %[[P:[0-9]+]] = OpFunctionParameter %[[GINT]]
; CHECK: %[[LOCAL]] = OpVariable %{{[0-9]+}} Function
; CHECK: %[[COPY]] = OpCopyObject %[[GINT]] %[[P]]
; CHECK: OpLoad %[[INT]] %[[COPY]]
; CHECK: OpStore %[[LOCAL]]
; CHECK: OpFunctionEnd

; IR-LABEL: define spir_kernel void @k(
; IR: %local = alloca i32, align 4, !spirv.Decorations ![[LOCALDEC:[0-9]+]]
; IR-NOT: llvm.var.annotation
; IR: %[[C:.+]] = call ptr addrspace(1) @__spirv_target.annotated_copy.p1(ptr addrspace(1) %p), !spirv.Decorations ![[PTRDEC:[0-9]+]]
; IR: load i32, ptr addrspace(1) %[[C]]
; IR-DAG: ![[LOCALDEC]] = !{![[L:[0-9]+]]}
; IR-DAG: ![[L]] = !{i32 5635, !"local var"}
; IR-DAG: ![[PTRDEC]] = !{![[PD:[0-9]+]]}
; IR-DAG: ![[PD]] = !{i32 5635, !"hot pointer: 30, 60"}

; READ: call void @llvm.var.annotation
; READ: call ptr addrspace(1) @llvm.ptr.annotation

; ERR: error: decoration 12345 in !spirv.Decorations of an 'alloca' is not supported (in function @bad)

target triple = "spirv64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4
@.str.local = private unnamed_addr addrspace(1) constant [10 x i8] c"local var\00", section "llvm.metadata"
@.str.ptr = private unnamed_addr addrspace(1) constant [12 x i8] c"hot pointer\00", section "llvm.metadata"
@.str.g = private unnamed_addr addrspace(1) constant [25 x i8] c"global by var.annotation\00", section "llvm.metadata"
@.str.gen = private unnamed_addr addrspace(1) constant [8 x i8] c"generic\00", section "llvm.metadata"
@.str.none = private unnamed_addr addrspace(1) constant [5 x i8] c"none\00", section "llvm.metadata"
@.file = private unnamed_addr addrspace(1) constant [5 x i8] c"k.cl\00", section "llvm.metadata"
@.args = private unnamed_addr addrspace(1) constant { i32, i32 } { i32 30, i32 60 }, section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(4) %q) {
  %local = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %local, ptr addrspace(1) @.str.local, ptr addrspace(1) @.file, i32 3, ptr addrspace(1) null)
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %p, ptr addrspace(1) @.str.ptr, ptr addrspace(1) @.file, i32 4, ptr addrspace(1) @.args)
  %v = load i32, ptr addrspace(1) %a, align 4
  store i32 %v, ptr %local, align 4
  call void @llvm.var.annotation.p1.p1(ptr addrspace(1) @g, ptr addrspace(1) @.str.g, ptr addrspace(1) @.file, i32 5, ptr addrspace(1) null)
  %w = load i32, ptr %local, align 4
  store i32 %w, ptr addrspace(1) @g, align 4
  %b = call ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4) %q, ptr addrspace(1) @.str.gen, ptr addrspace(1) @.file, i32 6, ptr addrspace(1) null)
  store i32 %w, ptr addrspace(4) %b, align 4
  ; Not a variable: nothing to decorate.
  %e = getelementptr i32, ptr addrspace(1) %p, i64 1
  call void @llvm.var.annotation.p1.p1(ptr addrspace(1) %e, ptr addrspace(1) @.str.none, ptr addrspace(1) @.file, i32 7, ptr addrspace(1) null)
  ret void
}

;BADdefine spir_func void @bad() {
;BAD  %x = alloca i32, align 4, !spirv.Decorations !0
;BAD  store i32 0, ptr %x, align 4
;BAD  ret void
;BAD}
;BAD!0 = !{!1}
;BAD!1 = !{i32 12345}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare void @llvm.var.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
