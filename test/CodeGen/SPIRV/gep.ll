; getelementptr on scalars, structs, nested arrays and arrays of structs,
; with constant and variable indices, and an i8 (byte offset) GEP.
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

%struct.P = type { float, i32, [3 x double] }
%struct.Outer = type { i64, %struct.P }

; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[F64:%[0-9]+]] = OpTypeFloat 64
; CHECK-DAG: [[THREE:%[0-9]+]] = OpConstant [[I32]] 3
; CHECK-DAG: [[ARR:%[0-9]+]] = OpTypeArray [[F64]] [[THREE]]
; CHECK-DAG: [[P:%[0-9]+]] = OpTypeStruct [[F32]] [[I32]] [[ARR]]
; CHECK-DAG: [[OUTER:%[0-9]+]] = OpTypeStruct [[I64]] [[P]]
; CHECK-DAG: [[PP:%[0-9]+]] = OpTypePointer CrossWorkgroup [[P]]
; CHECK-DAG: [[POUTER:%[0-9]+]] = OpTypePointer CrossWorkgroup [[OUTER]]
; CHECK-DAG: [[PI32:%[0-9]+]] = OpTypePointer CrossWorkgroup [[I32]]
; CHECK-DAG: [[PF64:%[0-9]+]] = OpTypePointer CrossWorkgroup [[F64]]
; CHECK-DAG: [[C1:%[0-9]+]] = OpConstant [[I32]] 1
; CHECK-DAG: [[C2:%[0-9]+]] = OpConstant [[I32]] 2

; CHECK: OpFunction
; CHECK: [[S:%[0-9]+]] = OpFunctionParameter [[PP]]
; CHECK: [[O:%[0-9]+]] = OpFunctionParameter [[POUTER]]
; CHECK: [[N:%[0-9]+]] = OpFunctionParameter [[I64]]
; CHECK: OpInBoundsPtrAccessChain [[PI32]] [[S]] [[N]] [[C1]]
; CHECK: OpInBoundsPtrAccessChain [[PF64]] [[S]] [[N]] [[C2]] [[N]]
; CHECK: OpInBoundsPtrAccessChain [[PF64]] [[O]] {{%[0-9]+}} [[C1]] [[C2]] {{%[0-9]+}}
; CHECK: OpPtrAccessChain [[PP]] [[S]] [[N]]
define spir_kernel void @structs(ptr addrspace(1) %s, ptr addrspace(1) %o, i64 %n) {
  %f1 = getelementptr inbounds %struct.P, ptr addrspace(1) %s, i64 %n, i32 1
  %v = load i32, ptr addrspace(1) %f1, align 4
  %d = getelementptr inbounds %struct.P, ptr addrspace(1) %s, i64 %n, i32 2, i64 %n
  %dv = load double, ptr addrspace(1) %d, align 8
  %od = getelementptr inbounds %struct.Outer, ptr addrspace(1) %o, i64 0, i32 1, i32 2, i64 1
  store double %dv, ptr addrspace(1) %od, align 8
  %next = getelementptr %struct.P, ptr addrspace(1) %s, i64 %n
  %nf = getelementptr inbounds %struct.P, ptr addrspace(1) %next, i64 0, i32 1
  store i32 %v, ptr addrspace(1) %nf, align 4
  ret void
}

; Arrays in private memory, indexed by variables.
; CHECK: OpFunction
; CHECK: OpVariable {{%[0-9]+}} Function
; CHECK: OpInBoundsPtrAccessChain
; CHECK: OpInBoundsPtrAccessChain
define spir_func float @arrays(i32 %i, i32 %j) {
  %m = alloca [4 x [4 x float]], align 4
  %e = getelementptr inbounds [4 x [4 x float]], ptr %m, i32 0, i32 %i, i32 %j
  store float 1.0, ptr %e, align 4
  %e2 = getelementptr inbounds [4 x [4 x float]], ptr %m, i32 0, i32 %j, i32 %i
  %v = load float, ptr %e2, align 4
  ret float %v
}

; A byte-offset GEP (what -O2 makes of field accesses).
; CHECK: OpFunction
; CHECK: OpLoad [[F32]]
; CHECK: OpReturnValue
define spir_func float @bytes(ptr addrspace(1) %p) {
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  %v = load float, ptr addrspace(1) %q, align 4
  %w = load float, ptr addrspace(1) %p, align 4
  %r = fadd float %v, %w
  ret float %r
}

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %a = call spir_func float @arrays(i32 %i, i32 1)
  %b = call spir_func float @bytes(ptr addrspace(1) %out)
  %c = fadd float %a, %b
  store float %c, ptr addrspace(1) %out, align 4
  ret void
}
