; Program-scope variables are shared between modules by name: an external
; definition is exported (even where no function of the module uses it:
; another module or the host may), a declaration imported, an internal
; variable neither. Two modules, one defining `var` and one using it through
; `extern`, link with spirv-link into a valid module in which the import is
; resolved.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t-def.spv
; RUN: %spirv-val %t-def.spv
; RUN: %llvm-spirv -r %t-def.spv -o %t-def.bc
; RUN: %llc -mtriple=spirv64 %S/Inputs/linkage-variables-use.ll -o - | FileCheck %s --check-prefix=USE
; RUN: %llc -mtriple=spirv64 -filetype=obj %S/Inputs/linkage-variables-use.ll -o %t-use.spv
; RUN: %spirv-val %t-use.spv
; RUN: spirv-link %t-def.spv %t-use.spv -o %t-linked.spv
; RUN: %spirv-val %t-linked.spv
; RUN: %spirv-dis %t-linked.spv | FileCheck %s --check-prefix=LINKED
; Without the definition the import stays unresolved.
; RUN: not spirv-link %t-use.spv -o %t-alone.spv 2>&1 | FileCheck %s --check-prefix=UNRESOLVED

; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpDecorate [[VAR:%[0-9]+]] LinkageAttributes "var" Export
; CHECK-DAG: OpDecorate [[UNUSED:%[0-9]+]] LinkageAttributes "unused" Export
; CHECK-DAG: OpDecorate [[TABLE:%[0-9]+]] LinkageAttributes "table" Export
; CHECK-DAG: [[VAR]] = OpVariable {{%[0-9]+}} CrossWorkgroup
; CHECK-DAG: [[UNUSED]] = OpVariable {{%[0-9]+}} CrossWorkgroup
; CHECK-DAG: [[TABLE]] = OpVariable {{%[0-9]+}} UniformConstant
; CHECK-NOT: LinkageAttributes "hidden"

; USE: OpDecorate [[VAR:%[0-9]+]] LinkageAttributes "var" Import
; USE: [[VAR]] = OpVariable {{%[0-9]+}} CrossWorkgroup{{$}}

; LINKED-NOT: Import
; LINKED: OpEntryPoint Kernel {{%[^ ]+}} "set"
; LINKED: OpEntryPoint Kernel {{%[^ ]+}} "get"
; LINKED-NOT: Import

; UNRESOLVED: Unresolved external reference to "var"

%struct.my_struct_t = type { i32, i32 }

@var = addrspace(1) global %struct.my_struct_t { i32 1, i32 42 }, align 4
@unused = addrspace(1) global i32 7, align 4
@table = addrspace(2) constant [2 x i32] [i32 3, i32 4], align 4
@hidden = internal addrspace(1) global i32 5, align 4

define spir_kernel void @set(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(1) @var, align 4
  %t = getelementptr inbounds [2 x i32], ptr addrspace(2) @table, i64 0, i64 1
  %b = load i32, ptr addrspace(2) %t, align 4
  %h = load i32, ptr addrspace(1) @hidden, align 4
  %s = add i32 %a, %b
  %r = add i32 %s, %h
  store i32 %r, ptr addrspace(1) %out, align 4
  %n = add i32 %a, 1
  store i32 %n, ptr addrspace(1) @var, align 4
  ret void
}
