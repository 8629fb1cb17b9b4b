; First-class aggregates: IRTranslator keeps one register per leaf, so loads
; and stores go member by member (byte offsets as access chains over i8),
; extractvalue / insertvalue / phi / select pick and replace leaves; across
; calls an aggregate is one SPIR-V value, built with OpCompositeInsert and
; taken apart with OpCompositeExtract, its arrays structs of as many
; members (Intel's GPU compiler aborts on array parameters). cmpxchg's and *.with.overflow's
; {T, i1} are two registers. A struct that points to its own type needs no
; forward pointer: pointers inside aggregates point to i8.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

%pair = type { i32, float }
%nest = type { [2 x i16], %pair, <4 x float> }
%rec = type { [2 x i16], %pair, <4 x float>, ptr addrspace(1) }
%node = type { i32, ptr addrspace(1) }

; CHECK-DAG: OpName [[LOADSTORE:%[0-9]+]] "load_store"
; CHECK-DAG: OpName [[MAKE:%[0-9]+]] "make"
; CHECK-DAG: OpName [[USE:%[0-9]+]] "use"
; CHECK-DAG: OpName [[CALLS:%[0-9]+]] "calls"
; CHECK-DAG: [[I16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[V4F:%[0-9]+]] = OpTypeVector [[F32]] 4
; CHECK-DAG: [[A2:%[0-9]+]] = OpTypeArray [[I16]] {{%[0-9]+}}
; CHECK-DAG: [[PAIR:%[0-9]+]] = OpTypeStruct [[I32]] [[F32]]
; CHECK-DAG: [[NEST:%[0-9]+]] = OpTypeStruct [[A2]] [[PAIR]] [[V4F]]{{$}}
; CHECK-DAG: [[S2:%[0-9]+]] = OpTypeStruct [[I16]] [[I16]]{{$}}
; CHECK-DAG: [[REC:%[0-9]+]] = OpTypeStruct [[S2]] [[PAIR]] [[V4F]] {{%[0-9]+}}
; CHECK-DAG: [[F2:%[0-9]+]] = OpTypeStruct [[F32]] [[F32]]{{$}}
; CHECK-NOT: OpTypeForwardPointer

; CHECK: [[LOADSTORE]] = OpFunction
; CHECK: OpLoad [[I16]]
; CHECK: OpPtrAccessChain
; CHECK: OpLoad {{%[0-9]+}} {{%[0-9]+}} Aligned 16
; CHECK: OpStore
define spir_func void @load_store(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load %nest, ptr addrspace(1) %p, align 16
  store %nest %v, ptr addrspace(1) %q, align 16
  ret void
}

define spir_func float @extract_insert(ptr addrspace(1) %p, float %f, i1 %c) {
  %v = load %pair, ptr addrspace(1) %p, align 4
  %w = insertvalue %pair %v, float %f, 1
  %s = select i1 %c, %pair %v, %pair %w
  %a = extractvalue %pair %s, 1
  %i = extractvalue %pair %s, 0
  %g = sitofp i32 %i to float
  %r = fadd float %a, %g
  ret float %r
}

define spir_func i32 @phi(ptr addrspace(1) %p, i1 %c) {
entry:
  %v = load [3 x i32], ptr addrspace(1) %p, align 4
  br i1 %c, label %a, label %b
a:
  %w = insertvalue [3 x i32] %v, i32 7, 2
  br label %b
b:
  %x = phi [3 x i32] [ %v, %entry ], [ %w, %a ]
  %e = extractvalue [3 x i32] %x, 2
  ret i32 %e
}

define spir_func i32 @cmpxchg(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %r = cmpxchg ptr addrspace(1) %p, i32 %a, i32 %b seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  %old = extractvalue { i32, i1 } %r, 0
  %s = select i1 %ok, i32 %old, i32 0
  ret i32 %s
}

define spir_func i32 @overflow(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %r, 0
  %o = extractvalue { i32, i1 } %r, 1
  %s = select i1 %o, i32 0, i32 %v
  ret i32 %s
}
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

; A returned struct is built leaf by leaf (undefined leaves stay undefined).
; CHECK: [[MAKE]] = OpFunction [[REC]]
; CHECK: OpCompositeInsert [[REC]] {{%[0-9]+}} {{%[0-9]+}} 0 1
; CHECK: OpCompositeInsert [[REC]] {{%[0-9]+}} {{%[0-9]+}} 1 0
; CHECK: OpCompositeInsert [[REC]] {{%[0-9]+}} {{%[0-9]+}} 1 1
; CHECK: [[RET:%[0-9]+]] = OpCompositeInsert [[REC]] {{%[0-9]+}} {{%[0-9]+}} 3
; CHECK: OpReturnValue [[RET]]
define spir_func %rec @make(i32 %a, float %f, ptr addrspace(1) %p) {
  %x = insertvalue %rec undef, i32 %a, 1, 0
  %y = insertvalue %rec %x, float %f, 1, 1
  %z = insertvalue %rec %y, ptr addrspace(1) %p, 3
  %w = insertvalue %rec %z, i16 3, 0, 1
  ret %rec %w
}

; CHECK: [[USE]] = OpFunction [[F32]]
; CHECK: [[R:%[0-9]+]] = OpFunctionParameter [[REC]]
; CHECK-NEXT: OpFunctionParameter [[F2]]
; CHECK: OpCompositeExtract [[F32]] [[R]] 1 1
define spir_func float @use(%rec %r, [2 x float] %arr) {
  %f = extractvalue %rec %r, 1, 1
  %g = extractvalue [2 x float] %arr, 1
  %s = fadd float %f, %g
  ret float %s
}

; CHECK: [[CALLS]] = OpFunction
; CHECK: [[V:%[0-9]+]] = OpFunctionCall [[REC]] [[MAKE]]
; CHECK: OpCompositeExtract {{%[0-9]+}} [[V]] 0 0
; CHECK: OpCompositeInsert [[REC]]
; CHECK: OpFunctionCall [[F32]] [[USE]]
define spir_kernel void @calls(ptr addrspace(1) %out, i32 %a, float %f) {
  %r = call %rec @make(i32 %a, float %f, ptr addrspace(1) %out)
  %arr = insertvalue [2 x float] poison, float %f, 1
  %arr2 = insertvalue [2 x float] %arr, float 1.0, 0
  %s = call float @use(%rec %r, [2 x float] %arr2)
  %p = extractvalue %rec %r, 3
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @walk(ptr addrspace(1) %head, ptr addrspace(1) %out) {
entry:
  br label %loop
loop:
  %n = phi ptr addrspace(1) [ %head, %entry ], [ %next, %body ]
  %sum = phi i32 [ 0, %entry ], [ %s, %body ]
  %z = icmp eq ptr addrspace(1) %n, null
  br i1 %z, label %done, label %body
body:
  %v = getelementptr %node, ptr addrspace(1) %n, i32 0, i32 0
  %x = load i32, ptr addrspace(1) %v, align 4
  %s = add i32 %sum, %x
  %np = getelementptr %node, ptr addrspace(1) %n, i32 0, i32 1
  %next = load ptr addrspace(1), ptr addrspace(1) %np, align 8
  br label %loop
done:
  store i32 %sum, ptr addrspace(1) %out, align 4
  ret void
}
