; Constant global data: arrays with undefined elements (switch tables),
; structs, nested aggregates and zero initializers become constant
; composites; initializers holding addresses are in
; global-address-initializers.ll. A variable whose initial value is undefined
; starts at zero: without an initializer, the GPU compiler takes it for one
; defined in another module ("undefined reference to `scratch'").
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[Z:%[0-9]+]] = OpConstant [[I32]] 0{{$}}
; CHECK-DAG: [[C7:%[0-9]+]] = OpConstant [[I32]] 7{{$}}
; CHECK-DAG: [[C9:%[0-9]+]] = OpConstant [[I32]] 9{{$}}
; CHECK-DAG: [[F:%[0-9]+]] = OpConstant [[F32]] 2.5{{$}}
; CHECK-DAG: OpConstantComposite {{%[0-9]+}} [[C7]] [[Z]] [[C9]]
; CHECK-DAG: [[S:%[0-9]+]] = OpConstantComposite {{%[0-9]+}} [[C7]] [[F]]
; CHECK-DAG: OpConstantComposite {{%[0-9]+}} [[S]] [[S]]
; CHECK-DAG: [[C5:%[0-9]+]] = OpConstant [[I32]] 5{{$}}
; CHECK-DAG: [[ARR:%[0-9]+]] = OpTypeArray [[I32]] [[C5]]
; CHECK-DAG: [[ARRNULL:%[0-9]+]] = OpConstantNull [[ARR]]
; CHECK-DAG: OpName [[SCRATCH:%[0-9]+]] "scratch"
; CHECK-DAG: [[SCRATCH]] = OpVariable {{%[0-9]+}} CrossWorkgroup [[ARRNULL]]{{$}}

%pair = type { i32, float }

@table = internal addrspace(2) constant [3 x i32] [i32 7, i32 poison, i32 9], align 4
@one = internal addrspace(1) constant %pair { i32 7, float 2.5 }, align 4
@two = internal addrspace(1) constant [2 x %pair] [%pair { i32 7, float 2.5 }, %pair { i32 7, float 2.5 }], align 4
@zeros = internal addrspace(1) global [4 x float] zeroinitializer, align 4
@scratch = internal addrspace(1) global [5 x i32] undef, align 4

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %t = getelementptr inbounds [3 x i32], ptr addrspace(2) @table, i32 0, i32 %i
  %tv = load i32, ptr addrspace(2) %t, align 4
  %o = getelementptr inbounds %pair, ptr addrspace(1) @one, i32 0, i32 0
  %ov = load i32, ptr addrspace(1) %o, align 4
  %w = getelementptr inbounds [2 x %pair], ptr addrspace(1) @two, i32 0, i32 %i, i32 1
  %wv = load float, ptr addrspace(1) %w, align 4
  %z = getelementptr inbounds [4 x float], ptr addrspace(1) @zeros, i32 0, i32 %i
  %zv = load float, ptr addrspace(1) %z, align 4
  %s = add i32 %tv, %ov
  %f = sitofp i32 %s to float
  %g = fadd float %f, %wv
  %h = fadd float %g, %zv
  store float %h, ptr addrspace(1) %out, align 4
  %sc = getelementptr inbounds [5 x i32], ptr addrspace(1) @scratch, i32 0, i32 %i
  %scv = load volatile i32, ptr addrspace(1) %sc, align 4
  store volatile i32 %s, ptr addrspace(1) %sc, align 4
  ret void
}
