; LLVM IR atomics (docs/Design.md, "Atomics"). atomicrmw becomes
; OpAtomicExchange / IAdd / ISub / And / Or / Xor / SMax / SMin / UMax / UMin
; (fadd: OpAtomicFAddEXT; fsub: the same of the negated value; fmin / fmax:
; OpAtomicFMinEXT / FMaxEXT), cmpxchg OpAtomicCompareExchange and an OpIEqual
; for the success flag, atomic load / store OpAtomicLoad / OpAtomicStore,
; fence OpMemoryBarrier. Scope and semantics are ids of i32 constants:
; syncscope "" (system) is CrossDevice 0, "device" Device 1, "workgroup"
; Workgroup 2, "subgroup" Subgroup 3, "singlethread" Invocation 4 (OpenCL's
; names "work_item" and "all_svm_devices", which the translator's IR uses,
; are Invocation and CrossDevice). The
; semantics are the ordering (monotonic: None 0; acquire 0x2, release 0x4,
; acq_rel 0x8, seq_cst 0x10) plus, when there is an ordering, the memory of
; the pointer (WorkgroupMemory 0x100 for local, CrossWorkgroupMemory 0x200
; for global, both for generic and for fences). 64-bit integer atomics
; declare Int64Atomics.
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/main.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/main.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 %t/fadd.ll -o - | FileCheck %s --check-prefix=FADD
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/fadd.ll -o %t.fadd.spv
; RUN: %spirv-val %t.fadd.spv
; RUN: %llvm-spirv -r %t.fadd.spv -o %t.fadd.bc
; RUN: not %llc -mtriple=spirv64 --spirv-ext=-SPV_EXT_shader_atomic_float_min_max %t/fadd.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOMINMAX
; RUN: %llc -mtriple=spirv64 %t/i32only.ll -o - | FileCheck %s --check-prefix=I32ONLY

; CHECK-DAG: OpCapability Int64Atomics
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[BOOL:%[0-9]+]] = OpTypeBool
; CHECK-DAG: [[CROSSDEVICE:%[0-9]+]] = OpConstant [[I32]] 0{{$}}
; CHECK-DAG: [[DEVICE:%[0-9]+]] = OpConstant [[I32]] 1{{$}}
; CHECK-DAG: [[WORKGROUP:%[0-9]+]] = OpConstant [[I32]] 2{{$}}
; CHECK-DAG: [[SUBGROUP:%[0-9]+]] = OpConstant [[I32]] 3{{$}}
; CHECK-DAG: [[INVOCATION:%[0-9]+]] = OpConstant [[I32]] 4{{$}}
; CHECK-DAG: [[ACQ_LOCAL:%[0-9]+]] = OpConstant [[I32]] 258{{$}}
; CHECK-DAG: [[REL_GLOBAL:%[0-9]+]] = OpConstant [[I32]] 516{{$}}
; CHECK-DAG: [[ACQREL_GLOBAL:%[0-9]+]] = OpConstant [[I32]] 520{{$}}
; CHECK-DAG: [[SEQCST_GLOBAL:%[0-9]+]] = OpConstant [[I32]] 528{{$}}
; CHECK-DAG: [[ACQ_GLOBAL:%[0-9]+]] = OpConstant [[I32]] 514{{$}}
; CHECK-DAG: [[REL_LOCAL:%[0-9]+]] = OpConstant [[I32]] 260{{$}}
; CHECK-DAG: [[SEQCST_GENERIC:%[0-9]+]] = OpConstant [[I32]] 784{{$}}
; CHECK-DAG: [[ACQREL_BOTH:%[0-9]+]] = OpConstant [[I32]] 776{{$}}

; CHECK: OpFunction
; CHECK: [[G:%[0-9]+]] = OpFunctionParameter
; CHECK: [[L:%[0-9]+]] = OpFunctionParameter
; CHECK: [[G64:%[0-9]+]] = OpFunctionParameter
; CHECK: [[F:%[0-9]+]] = OpFunctionParameter
; CHECK: [[A:%[0-9]+]] = OpAtomicIAdd [[I32]] [[G]] [[DEVICE]] [[CROSSDEVICE]] [[DEVICE]]
; CHECK: [[B:%[0-9]+]] = OpAtomicISub [[I32]] [[L]] [[WORKGROUP]] [[ACQ_LOCAL]] [[A]]
; CHECK: [[C:%[0-9]+]] = OpAtomicExchange [[I32]] [[G]] [[CROSSDEVICE]] [[REL_GLOBAL]] [[B]]
; CHECK: [[D:%[0-9]+]] = OpAtomicAnd [[I32]] [[G]] [[SUBGROUP]] [[ACQREL_GLOBAL]] [[C]]
; CHECK: [[E:%[0-9]+]] = OpAtomicOr [[I32]] [[G]] [[CROSSDEVICE]] [[SEQCST_GLOBAL]] [[D]]
; CHECK: [[X:%[0-9]+]] = OpAtomicXor [[I32]] [[G]] [[INVOCATION]] [[SEQCST_GLOBAL]] [[E]]
; CHECK: OpAtomicSMax [[I32]] [[G]] [[INVOCATION]] [[SEQCST_GLOBAL]] [[X]]
; CHECK: OpAtomicSMin [[I32]] [[G]] [[CROSSDEVICE]]
; CHECK: OpAtomicUMax [[I32]] [[G]]
; CHECK: [[M4:%[0-9]+]] = OpAtomicUMin [[I32]] [[G]]
; CHECK: OpAtomicIAdd [[I64]] [[G64]] [[DEVICE]] [[SEQCST_GLOBAL]]
; CHECK: OpAtomicExchange [[F32]] [[F]] [[DEVICE]] [[SEQCST_GLOBAL]]
; Equal and Unequal semantics, then the new value and the comparator.
; CHECK: [[OLD:%[0-9]+]] = OpAtomicCompareExchange [[I32]] [[G]] [[WORKGROUP]] [[ACQREL_GLOBAL]] [[ACQ_GLOBAL]] {{%[0-9]+}} [[M4]]
; CHECK: OpIEqual [[BOOL]] [[OLD]] [[M4]]
; A failure ordering stronger than the success ordering (release / acquire)
; is allowed in LLVM, not in SPIR-V: Equal takes both (acq_rel).
; CHECK: OpAtomicCompareExchange [[I32]] [[G]] [[WORKGROUP]] [[ACQREL_GLOBAL]] [[ACQ_GLOBAL]]
; CHECK: OpAtomicLoad [[I32]] [[G]] [[DEVICE]] [[ACQ_GLOBAL]]
; CHECK: OpAtomicStore [[L]] [[WORKGROUP]] [[REL_LOCAL]]
; CHECK: OpAtomicIAdd [[I32]] {{%[0-9]+}} [[DEVICE]] [[SEQCST_GENERIC]]
; CHECK: OpMemoryBarrier [[WORKGROUP]] [[ACQREL_BOTH]]
; CHECK: OpMemoryBarrier [[CROSSDEVICE]] {{%[0-9]+}}

; FADD-DAG: OpCapability AtomicFloat32AddEXT
; FADD-DAG: OpCapability AtomicFloat64AddEXT
; FADD-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
; FADD-DAG: OpCapability AtomicFloat32MinMaxEXT
; FADD-DAG: OpCapability AtomicFloat64MinMaxEXT
; FADD-DAG: OpExtension "SPV_EXT_shader_atomic_float_min_max"
; FADD-NOT: AtomicFloat16AddEXT
; FADD: OpAtomicFAddEXT
; FADD: OpAtomicFAddEXT
; fsub adds the negated value.
; FADD: [[NEG:%[0-9]+]] = OpFNegate {{%[0-9]+}} [[X:%[0-9]+]]
; FADD: OpAtomicFAddEXT {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} [[NEG]]
; fmin / fmax (SPV_EXT_shader_atomic_float_min_max, capabilities above).
; FADD: OpAtomicFMinEXT
; FADD: OpAtomicFMaxEXT
; The legalizer reports one error per function, the last it meets.
; NOMINMAX: error: atomicrmw fmax on double without SPV_EXT_shader_atomic_float_min_max is not supported (in function @f)

; I32ONLY-NOT: Int64Atomics
; I32ONLY: OpAtomicIAdd

;--- main.ll
target triple = "spirv64"

define spir_kernel void @rmw(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %g64, ptr addrspace(1) %f) {
  %a = atomicrmw add ptr addrspace(1) %g, i32 1 syncscope("device") monotonic, align 4
  %b = atomicrmw sub ptr addrspace(3) %l, i32 %a syncscope("workgroup") acquire, align 4
  %c = atomicrmw xchg ptr addrspace(1) %g, i32 %b release, align 4
  %d = atomicrmw and ptr addrspace(1) %g, i32 %c syncscope("subgroup") acq_rel, align 4
  %e = atomicrmw or ptr addrspace(1) %g, i32 %d seq_cst, align 4
  %x = atomicrmw xor ptr addrspace(1) %g, i32 %e syncscope("singlethread") seq_cst, align 4
  %m1 = atomicrmw max ptr addrspace(1) %g, i32 %x syncscope("work_item") seq_cst, align 4
  %m2 = atomicrmw min ptr addrspace(1) %g, i32 %m1 syncscope("all_svm_devices") seq_cst, align 4
  %m3 = atomicrmw umax ptr addrspace(1) %g, i32 %m2 syncscope("device") seq_cst, align 4
  %m4 = atomicrmw umin ptr addrspace(1) %g, i32 %m3 syncscope("device") seq_cst, align 4
  %w = atomicrmw add ptr addrspace(1) %g64, i64 5 syncscope("device") seq_cst, align 8
  %fx = atomicrmw xchg ptr addrspace(1) %f, float 1.0 syncscope("device") seq_cst, align 4
  %pair = cmpxchg ptr addrspace(1) %g, i32 %m4, i32 7 syncscope("workgroup") acq_rel acquire, align 4
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %sel = select i1 %ok, i32 %old, i32 0
  %pair2 = cmpxchg ptr addrspace(1) %g, i32 %m4, i32 8 syncscope("workgroup") release acquire, align 4
  %ld = load atomic i32, ptr addrspace(1) %g syncscope("device") acquire, align 4
  %s = add i32 %ld, %sel
  store atomic i32 %s, ptr addrspace(3) %l syncscope("workgroup") release, align 4
  ; Global or local: the pointer stays generic.
  %gen.g = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gen.l = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %gen = select i1 %ok, ptr addrspace(4) %gen.g, ptr addrspace(4) %gen.l
  %y = atomicrmw add ptr addrspace(4) %gen, i32 1 syncscope("device") seq_cst, align 4
  fence syncscope("workgroup") acq_rel
  fence seq_cst
  ret void
}

;--- fadd.ll
target triple = "spirv64"
define spir_kernel void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = atomicrmw fadd ptr addrspace(1) %p, float 1.0 syncscope("device") monotonic, align 4
  %b = atomicrmw fadd ptr addrspace(1) %q, double 1.0 syncscope("device") monotonic, align 8
  %x = load float, ptr addrspace(1) %p, align 4
  %c = atomicrmw fsub ptr addrspace(1) %p, float %x syncscope("device") monotonic, align 4
  %d = atomicrmw fmin ptr addrspace(1) %p, float %x syncscope("device") monotonic, align 4
  %e = atomicrmw fmax ptr addrspace(1) %q, double 2.0 syncscope("workgroup") monotonic, align 8
  ret void
}

;--- i32only.ll
target triple = "spirv64"
define spir_kernel void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i64, ptr addrspace(1) %q, align 8
  %t = trunc i64 %v to i32
  %a = atomicrmw add ptr addrspace(1) %p, i32 %t syncscope("device") monotonic, align 4
  ret void
}
