; A null pointer cast to another address space or type in a global
; initializer (Clang writes `global bool *p_var;` at program scope as
; `addrspacecast (ptr addrspace(4) null to ptr addrspace(1))`) is the null of
; the initializer's pointer type, alone or inside an aggregate. Errors about
; an initializer name the variable, and its source line when the IR has
; debug information.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/null.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/null.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: not %llc -mtriple=spirv64 %t/error.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %llc -mtriple=spirv64 %t/error-fn.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERRFN

; CHECK-DAG: OpName [[P:%[0-9]+]] "p_var"
; CHECK-DAG: OpName [[S:%[0-9]+]] "s"
; CHECK-DAG: OpName [[Q:%[0-9]+]] "q"
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[PTR1:%[0-9]+]] = OpTypePointer CrossWorkgroup [[I8]]
; CHECK-DAG: [[NULL1:%[0-9]+]] = OpConstantNull [[PTR1]]
; CHECK-DAG: [[P]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[NULL1]]
; CHECK-DAG: [[PTR3:%[0-9]+]] = OpTypePointer Workgroup [[I8]]
; CHECK-DAG: [[NULL3:%[0-9]+]] = OpConstantNull [[PTR3]]
; CHECK-DAG: [[Q]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[NULL3]]
; CHECK-DAG: [[SINIT:%[0-9]+]] = OpConstantComposite {{%[0-9]+}} {{%[0-9]+}} [[NULL1]]
; CHECK-DAG: [[S]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[SINIT]]
; CHECK-NOT: OpSpecConstantOp

; ERR: error: init.cl:4: an address cast from address space 1 to 3 in the initializer of global variable @p is not supported
; ERRFN: error: init.cl:7: taking the address of function @g (it needs SPV_INTEL_function_pointers, which is not enabled: --spirv-ext) in the initializer of global variable @fp is not supported

;--- null.ll
%pair = type { i32, ptr addrspace(1) }

@p_var = addrspace(1) global ptr addrspace(1) addrspacecast (ptr addrspace(4) null to ptr addrspace(1)), align 8
@q = addrspace(1) global ptr addrspace(3) addrspacecast (ptr addrspace(4) null to ptr addrspace(3)), align 8
@s = addrspace(1) global %pair { i32 1, ptr addrspace(1) addrspacecast (ptr null to ptr addrspace(1)) }, align 8

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load ptr addrspace(1), ptr addrspace(1) @p_var, align 8
  %b = load ptr addrspace(3), ptr addrspace(1) @q, align 8
  %c = getelementptr inbounds %pair, ptr addrspace(1) @s, i64 0, i32 1
  %d = load ptr addrspace(1), ptr addrspace(1) %c, align 8
  %e = icmp eq ptr addrspace(1) %a, %d
  %f = icmp eq ptr addrspace(3) %b, null
  %g = and i1 %e, %f
  %r = zext i1 %g to i32
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

;--- error.ll
@x = addrspace(1) global i32 0, align 4
@p = addrspace(1) global ptr addrspace(3) addrspacecast (ptr addrspace(1) @x to ptr addrspace(3)), align 8, !dbg !3

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load ptr addrspace(3), ptr addrspace(1) @p, align 8
  %v = load i32, ptr addrspace(3) %a, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "init.cl", directory: "/tmp")
!2 = !{!3}
!3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression())
!4 = distinct !DIGlobalVariable(name: "p", scope: !0, file: !1, line: 4, type: !5, isLocal: false, isDefinition: true)
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !{i32 2, !"Debug Info Version", i32 3}

;--- error-fn.ll
@fp = addrspace(1) global ptr @g, align 8, !dbg !3

define spir_func void @g() {
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load ptr, ptr addrspace(1) @fp, align 8
  store ptr %a, ptr addrspace(1) %out, align 8
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "init.cl", directory: "/tmp")
!2 = !{!3}
!3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression())
!4 = distinct !DIGlobalVariable(name: "fp", scope: !0, file: !1, line: 7, type: !5, isLocal: false, isDefinition: true)
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !{i32 2, !"Debug Info Version", i32 3}
