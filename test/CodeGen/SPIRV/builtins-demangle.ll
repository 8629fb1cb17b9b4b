; The demangler reads what clang writes for builtin parameters: vectors,
; substitutions (S_ the first candidate, S0_ the second, ...), pointers with
; vendor address-space qualifiers in both spellings (U3AS1, U8CLglobal) and
; CV qualifiers (K, V), and named types (12memory_scope). The pointee and
; storage class of a pointer parameter come from its mangled type.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-DAG: [[CL:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[F4:%[0-9]+]] = OpTypeVector [[F]] 4
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[I4:%[0-9]+]] = OpTypeVector [[I32]] 4
; CHECK-DAG: [[PF4_GEN:%[0-9]+]] = OpTypePointer Generic [[F4]]
; CHECK-DAG: [[PF4_GLOBAL:%[0-9]+]] = OpTypePointer CrossWorkgroup [[F4]]
; CHECK-DAG: [[PI4_LOCAL:%[0-9]+]] = OpTypePointer Workgroup [[I4]]
; CHECK-DAG: [[PF_GLOBAL:%[0-9]+]] = OpTypePointer CrossWorkgroup [[F]]
; CHECK-DAG: [[ZERO:%[0-9]+]] = OpConstant [[F]] 0{{$}}
; CHECK-DAG: [[ZERO4:%[0-9]+]] = OpConstantComposite [[F4]] [[ZERO]] [[ZERO]] [[ZERO]] [[ZERO]]
; CHECK: OpFunction
; fract(float4, __generic float4 *): S_ is Dv4_f.
; CHECK: [[G:%[0-9]+]] = OpPtrCastToGeneric [[PF4_GEN]]
; CHECK: OpExtInst [[F4]] [[CL]] fract {{%[0-9]+}} [[G]]
; fract(float4, __global float4 *), spelled CLglobal.
; CHECK: [[P:%[0-9]+]] = OpBitcast [[PF4_GLOBAL]]
; CHECK: OpExtInst [[F4]] [[CL]] fract {{%[0-9]+}} [[P]]
; frexp(float4, __local int4 *): the second vector is new (Dv4_i).
; CHECK: OpExtInst [[F4]] [[CL]] frexp {{%[0-9]+}} {{%[0-9]+}}
; sincos(float, const volatile __global float *) is not const-correct but
; reads: K and V do not change the pointee.
; CHECK: OpExtInst [[F]] [[CL]] sincos {{%[0-9]+}} {{%[0-9]+}}
; clamp(float4, float4, float4): S_ S_.
; CHECK: OpExtInst [[F4]] [[CL]] fclamp
; smoothstep(float, float, float4): scalars before the vector are splatted,
; a constant into a constant vector.
; CHECK: [[S:%[0-9]+]] = OpVectorShuffle [[F4]]
; CHECK: OpExtInst [[F4]] [[CL]] smoothstep [[ZERO4]] [[S]]
; CHECK: OpFunctionEnd
define spir_func <4 x float> @f(<4 x float> %v, ptr addrspace(1) %g, ptr addrspace(3) %l, float %x) {
  %tmp = alloca <4 x float>, align 16
  %gen = addrspacecast ptr %tmp to ptr addrspace(4)
  %1 = call spir_func <4 x float> @_Z5fractDv4_fPU3AS4S_(<4 x float> %v, ptr addrspace(4) %gen)
  %2 = call spir_func <4 x float> @_Z5fractDv4_fPU8CLglobalS_(<4 x float> %1, ptr addrspace(1) %g)
  %3 = call spir_func <4 x float> @_Z5frexpDv4_fPU3AS3Dv4_i(<4 x float> %2, ptr addrspace(3) %l)
  %s = call spir_func float @_Z6sincosfPU3AS1VKf(float %x, ptr addrspace(1) %g)
  %4 = call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> %3, <4 x float> %v, <4 x float> %1)
  %5 = call spir_func <4 x float> @_Z10smoothstepffDv4_f(float 0.0, float %s, <4 x float> %4)
  ret <4 x float> %5
}

declare spir_func <4 x float> @_Z5fractDv4_fPU3AS4S_(<4 x float>, ptr addrspace(4))
declare spir_func <4 x float> @_Z5fractDv4_fPU8CLglobalS_(<4 x float>, ptr addrspace(1))
declare spir_func <4 x float> @_Z5frexpDv4_fPU3AS3Dv4_i(<4 x float>, ptr addrspace(3))
declare spir_func float @_Z6sincosfPU3AS1VKf(float, ptr addrspace(1))
declare spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float>, <4 x float>, <4 x float>)
declare spir_func <4 x float> @_Z10smoothstepffDv4_f(float, float, <4 x float>)
