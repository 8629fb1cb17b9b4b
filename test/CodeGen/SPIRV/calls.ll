; Calls between functions of the module: scalar and pointer parameters and
; results, void calls, recursion-free call chains, kernel parameters of
; pointer and scalar types, and an external declaration (imported).
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel [[K:%[0-9]+]] "k"
; CHECK-DAG: OpDecorate [[EXT:%[0-9]+]] LinkageAttributes "external_helper" Import
; CHECK-DAG: [[VOID:%[0-9]+]] = OpTypeVoid
; CHECK-DAG: [[I8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[I16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[F64:%[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: [[PF:%[0-9]+]] = OpTypePointer CrossWorkgroup [[F32]]
; CHECK-DAG: [[PL:%[0-9]+]] = OpTypePointer Workgroup [[I32]]

; CHECK: OpFunction [[F32]] None
; CHECK: OpFunctionParameter [[PF]]
; CHECK: OpFunctionParameter [[I64]]
define internal spir_func float @get(ptr addrspace(1) %p, i64 %i) {
  %e = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
  %v = load float, ptr addrspace(1) %e, align 4
  ret float %v
}

; CHECK: OpFunction [[PF]] None
define internal spir_func ptr addrspace(1) @advance(ptr addrspace(1) %p, i64 %n) {
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %n
  ret ptr addrspace(1) %q
}

; CHECK: OpFunction [[VOID]] DontInline
define internal spir_func void @put(ptr addrspace(1) %p, float %v) noinline {
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}

; CHECK: OpFunction [[I32]] Inline
define internal spir_func i32 @mix(i8 %a, i16 %b, i32 %c, i64 %d, double %e, i1 %f) alwaysinline {
  %a1 = sext i8 %a to i32
  %b1 = zext i16 %b to i32
  %d1 = trunc i64 %d to i32
  %e1 = fptosi double %e to i32
  %s1 = add i32 %a1, %b1
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d1
  %s4 = add i32 %s3, %e1
  %r = select i1 %f, i32 %s4, i32 0
  ret i32 %r
}

declare spir_func float @external_helper(float)

; CHECK: [[K]] = OpFunction [[VOID]]
; CHECK: OpFunctionCall [[F32]]
; CHECK: OpFunctionCall [[PF]]
; CHECK: OpFunctionCall [[I32]]
; CHECK: OpFunctionCall [[F32]] [[EXT]]
; CHECK: OpFunctionCall [[VOID]]
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l, i8 %a, i16 %b, i32 %c, i64 %d, float %f, double %g) {
  %v = call spir_func float @get(ptr addrspace(1) %p, i64 %d)
  %q = call spir_func ptr addrspace(1) @advance(ptr addrspace(1) %p, i64 1)
  %m = call spir_func i32 @mix(i8 %a, i16 %b, i32 %c, i64 %d, double %g, i1 true)
  store i32 %m, ptr addrspace(3) %l, align 4
  %x = call spir_func float @external_helper(float %v)
  %y = fadd float %x, %f
  call spir_func void @put(ptr addrspace(1) %q, float %y)
  ret void
}
