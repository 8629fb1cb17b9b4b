; Loads and stores with alignment through global, local, private, constant
; and generic pointers; addrspacecast to and from generic; alloca. A
; generic access whose object is known is an access of that object's
; storage class (address-space inference, above -O0); at -O0 it goes
; through the casts.
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefixes=CHECK,OPT
; RUN: %llc -mtriple=spirv64 -O0 %s -o - | FileCheck %s --check-prefixes=CHECK,O0
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability GenericPointer
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[GLOBAL:%[0-9]+]] = OpTypePointer CrossWorkgroup [[I32]]
; CHECK-DAG: [[LOCAL:%[0-9]+]] = OpTypePointer Workgroup [[I32]]
; CHECK-DAG: [[CONST:%[0-9]+]] = OpTypePointer UniformConstant [[F32]]
; CHECK-DAG: [[GENERIC:%[0-9]+]] = OpTypePointer Generic [[I32]]
; CHECK-DAG: [[PRIVATE:%[0-9]+]] = OpTypePointer Function [[I32]]
; CHECK-DAG: [[TABLE:%[0-9]+]] = OpVariable {{%[0-9]+}} UniformConstant
; CHECK-DAG: [[SCRATCH:%[0-9]+]] = OpVariable {{%[0-9]+}} Workgroup
; CHECK-DAG: [[COUNTER:%[0-9]+]] = OpVariable [[GLOBAL]] CrossWorkgroup

@table = addrspace(2) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@scratch = internal addrspace(3) global [64 x i32] undef, align 4
@counter = addrspace(1) global i32 0, align 4

; CHECK: OpFunction
; CHECK: [[G:%[0-9]+]] = OpFunctionParameter [[GLOBAL]]
; CHECK: [[L:%[0-9]+]] = OpFunctionParameter [[LOCAL]]
; CHECK: [[C:%[0-9]+]] = OpFunctionParameter [[CONST]]
; CHECK: OpLabel
; CHECK: [[P:%[0-9]+]] = OpVariable [[PRIVATE]] Function
; CHECK: OpLoad [[I32]] [[G]] Aligned 4
; CHECK: OpLoad [[I32]] [[L]] Aligned 8
; CHECK: OpLoad [[F32]] [[C]] Aligned 4
; CHECK: OpStore [[P]] {{%[0-9]+}} Aligned 4
; CHECK: OpLoad [[I32]] [[P]] Volatile|Aligned 4
; O0: [[GEN:%[0-9]+]] = OpPtrCastToGeneric [[GENERIC]] [[G]]
; O0: OpStore [[GEN]] {{%[0-9]+}} Aligned 4
; O0: [[BACK:%[0-9]+]] = OpGenericCastToPtr [[GLOBAL]] [[GEN]]
; O0: OpStore [[BACK]] {{%[0-9]+}} Aligned 16
; OPT-NOT: OpGenericCastToPtr
; OPT: OpStore [[G]] {{%[0-9]+}} Aligned 4
; OPT-NEXT: OpStore [[G]] {{%[0-9]+}} Aligned 16
; CHECK: OpPtrCastToGeneric [[GENERIC]] [[L]]
; CHECK: OpPtrCastToGeneric [[GENERIC]] [[P]]
; CHECK: OpInBoundsPtrAccessChain {{%[0-9]+}} [[TABLE]]
; CHECK: OpInBoundsPtrAccessChain {{%[0-9]+}} [[SCRATCH]]
; CHECK: OpLoad [[I32]] [[COUNTER]] Aligned 4
define spir_kernel void @spaces(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(2) %c, i32 %i) {
entry:
  %p = alloca i32, align 4
  %a = load i32, ptr addrspace(1) %g, align 4
  %b = load i32, ptr addrspace(3) %l, align 8
  %f = load float, ptr addrspace(2) %c, align 4
  %fi = fptosi float %f to i32
  %s = add i32 %a, %b
  store i32 %s, ptr %p, align 4
  %v = load volatile i32, ptr %p, align 4
  %gen = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  store i32 %v, ptr addrspace(4) %gen, align 4
  %back = addrspacecast ptr addrspace(4) %gen to ptr addrspace(1)
  store i32 %fi, ptr addrspace(1) %back, align 16
  %lgen = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %pgen = addrspacecast ptr %p to ptr addrspace(4)
  call spir_func void @through_generic(ptr addrspace(4) %lgen, ptr addrspace(4) %pgen)
  %t = getelementptr inbounds [4 x float], ptr addrspace(2) @table, i64 0, i32 %i
  %tv = load float, ptr addrspace(2) %t, align 4
  %tvi = fptoui float %tv to i32
  %sc = getelementptr inbounds [64 x i32], ptr addrspace(3) @scratch, i64 0, i32 %i
  store i32 %tvi, ptr addrspace(3) %sc, align 4
  %cnt = load i32, ptr addrspace(1) @counter, align 4
  store i32 %cnt, ptr addrspace(1) %g, align 4
  ret void
}

; CHECK: OpFunction
; CHECK: [[X:%[0-9]+]] = OpFunctionParameter [[GENERIC]]
; CHECK: [[Y:%[0-9]+]] = OpFunctionParameter [[GENERIC]]
; CHECK: OpLoad [[I32]] [[X]] Aligned 4
; CHECK: OpStore [[Y]] {{%[0-9]+}} Aligned 4
; CHECK: [[YG:%[0-9]+]] = OpGenericCastToPtr [[GLOBAL]] [[Y]]
; CHECK: OpStore [[YG]] {{%[0-9]+}} Aligned 4
define spir_func void @through_generic(ptr addrspace(4) %x, ptr addrspace(4) %y) {
  %v = load i32, ptr addrspace(4) %x, align 4
  store i32 %v, ptr addrspace(4) %y, align 4
  %yg = addrspacecast ptr addrspace(4) %y to ptr addrspace(1)
  store i32 %v, ptr addrspace(1) %yg, align 4
  ret void
}

; Memory of every scalar width; i1 goes through a byte.
; CHECK: OpFunction
; CHECK: OpLoad {{%[0-9]+}} {{%[0-9]+}} Aligned 1
; CHECK: OpLoad {{%[0-9]+}} {{%[0-9]+}} Aligned 2
; CHECK: OpLoad {{%[0-9]+}} {{%[0-9]+}} Aligned 8
; CHECK: OpLoad {{%[0-9]+}} {{%[0-9]+}} Aligned 2
; CHECK: OpLoad {{%[0-9]+}} {{%[0-9]+}} Aligned 8
define spir_kernel void @widths(ptr addrspace(1) %p8, ptr addrspace(1) %p16, ptr addrspace(1) %p64, ptr addrspace(1) %ph, ptr addrspace(1) %pd, ptr addrspace(1) %pb) {
  %a = load i8, ptr addrspace(1) %p8, align 1
  %b = load i16, ptr addrspace(1) %p16, align 2
  %c = load i64, ptr addrspace(1) %p64, align 8
  %d = load half, ptr addrspace(1) %ph, align 2
  %e = load double, ptr addrspace(1) %pd, align 8
  %a1 = add i8 %a, 1
  %b1 = add i16 %b, 1
  %c1 = add i64 %c, 1
  %d1 = fadd half %d, %d
  %e1 = fadd double %e, %e
  store i8 %a1, ptr addrspace(1) %p8, align 1
  store i16 %b1, ptr addrspace(1) %p16, align 2
  store i64 %c1, ptr addrspace(1) %p64, align 8
  store half %d1, ptr addrspace(1) %ph, align 2
  store double %e1, ptr addrspace(1) %pd, align 8
  %bit = icmp eq i8 %a, 0
  store i1 %bit, ptr addrspace(1) %pb, align 1
  ret void
}
