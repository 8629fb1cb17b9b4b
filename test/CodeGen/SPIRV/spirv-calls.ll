; The translator's LLVM IR conventions: __spirv_<Instruction>{_R<type>}{_sat}{_rt*} calls become the
; instruction the grammar names: mangled as Clang writes them, as C++
; template instances, and unmangled; operands in the grammar's order
; (Scope and MemorySemantics as ids of constants, literals as literals);
; _sat / _rt* decorate the result; a boolean instruction called for an
; integer result gives 1 / 0.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=NOIMPORT
; NOIMPORT-NOT: Import

; CHECK-DAG: OpDecorate [[CONV:%[0-9]+]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate [[SAT:%[0-9]+]] SaturatedConversion
; CHECK-DAG: OpDecorate %{{[0-9]+}} BuiltIn SubgroupEqMask
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[C1:%[0-9]+]] = OpConstant [[I32]] 1{{$}}
; CHECK-DAG: [[C0:%[0-9]+]] = OpConstant [[I32]] 0{{$}}

target triple = "spirv64-unknown-unknown"

; CHECK: OpFMod
; CHECK: OpDot
; CHECK: OpVectorTimesScalar
; CHECK: OpSelect
define spir_func void @arith(ptr addrspace(1) %out, float %f, float %h, <4 x float> %v, i32 %i, i32 %j) {
  %m = call spir_func float @_Z12__spirv_FModff(float %f, float %h)
  store float %m, ptr addrspace(1) %out
  %d = call spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float> %v, <4 x float> %v)
  store float %d, ptr addrspace(1) %out
  %s = call spir_func <4 x float> @__spirv_VectorTimesScalar(<4 x float> %v, float %f)
  store <4 x float> %s, ptr addrspace(1) %out
  %b = icmp slt i32 %i, %j
  %sel = call spir_func i32 @_Z14__spirv_Selectbii(i1 %b, i32 %i, i32 %j)
  store i32 %sel, ptr addrspace(1) %out
  ret void
}

; A template instance (DPC++'s spelling): its name and the IR's types. The
; vector boolean comes back as <4 x i8> of 1 / 0.
; CHECK: [[NAN:%[0-9]+]] = OpIsNan
; CHECK: OpSelect %{{[0-9]+}} [[NAN]]
; CHECK: OpIsInf
define spir_func void @tests(ptr addrspace(1) %out, <4 x float> %v, float %f) {
  %n = call spir_func <4 x i8> @_Z13__spirv_IsNanIDv4_aDv4_fET_T0_(<4 x float> %v)
  store <4 x i8> %n, ptr addrspace(1) %out
  %inf = call spir_func zeroext i1 @_Z13__spirv_IsInff(float %f)
  %z = zext i1 %inf to i32
  store i32 %z, ptr addrspace(1) %out
  ret void
}

; CHECK: [[CONV]] = OpConvertFToU
; CHECK: [[SAT]] = OpConvertFToS
; CHECK: OpGenericCastToPtrExplicit %{{[0-9]+}} %{{[0-9]+}} CrossWorkgroup
; CHECK: OpGenericCastToPtrExplicit %{{[0-9]+}} %{{[0-9]+}} Workgroup
define spir_func void @conversions(ptr addrspace(1) %out, float %f, ptr addrspace(4) %g) {
  %u = call spir_func i32 @_Z29__spirv_ConvertFToU_Ruint_rtzf(float %f)
  store i32 %u, ptr addrspace(1) %out
  %s = call spir_func i8 @_Z29__spirv_ConvertFToS_Rchar_satf(float %f)
  store i8 %s, ptr addrspace(1) %out
  %p = call spir_func ptr addrspace(1) @_Z33__spirv_GenericCastToPtr_ToGlobalPvi(ptr addrspace(4) %g, i32 5)
  store i32 0, ptr addrspace(1) %p
  %l = call spir_func ptr addrspace(3) @_Z41__spirv_GenericCastToPtrExplicit_ToLocalPvi(ptr addrspace(4) %g, i32 4)
  store i32 0, ptr addrspace(3) %l
  ret void
}

; Scope Device (1) and semantics Relaxed (0) as ids of constants.
; CHECK: OpAtomicExchange [[I32]] %{{[0-9]+}} [[C1]] [[C0]]
; CHECK: OpAtomicCompareExchange [[I32]] %{{[0-9]+}} [[C1]] [[C0]] [[C0]]
; CHECK: OpAtomicStore %{{[0-9]+}} [[C1]] [[C0]]
; CHECK: OpControlBarrier
; CHECK: OpLoad [[I32]] %{{[0-9]+}} Aligned 4
define spir_func void @memory(ptr addrspace(1) %out, ptr addrspace(1) %p, i32 %i) {
  %x = call spir_func i32 @_Z22__spirv_AtomicExchangePU3AS1iiii(ptr addrspace(1) %p, i32 1, i32 0, i32 %i)
  store i32 %x, ptr addrspace(1) %out
  %c = call spir_func i32 @__spirv_AtomicCompareExchange(ptr addrspace(1) %p, i32 1, i32 0, i32 0, i32 %i, i32 %x)
  store i32 %c, ptr addrspace(1) %out
  call spir_func void @__spirv_AtomicStore(ptr addrspace(1) %p, i32 1, i32 0, i32 %c)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 264)
  %ld = call spir_func i32 @__spirv_Load(ptr addrspace(1) %p, i32 2, i32 4)
  store i32 %ld, ptr addrspace(1) %out
  ret void
}

; The grammar's other names of BuiltIns (the translator's LLVM IR conventions' __spirv_BuiltIn*).
define spir_kernel void @mask(ptr addrspace(1) %out) {
  %m = call spir_func <4 x i32> @_Z32__spirv_BuiltInSubgroupEqMaskKHRv()
  store <4 x i32> %m, ptr addrspace(1) %out
  ret void
}

declare spir_func float @_Z12__spirv_FModff(float, float)
declare spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <4 x float> @__spirv_VectorTimesScalar(<4 x float>, float)
declare spir_func i32 @_Z14__spirv_Selectbii(i1, i32, i32)
declare spir_func <4 x i8> @_Z13__spirv_IsNanIDv4_aDv4_fET_T0_(<4 x float>)
declare spir_func zeroext i1 @_Z13__spirv_IsInff(float)
declare spir_func i32 @_Z29__spirv_ConvertFToU_Ruint_rtzf(float)
declare spir_func i8 @_Z29__spirv_ConvertFToS_Rchar_satf(float)
declare spir_func ptr addrspace(1) @_Z33__spirv_GenericCastToPtr_ToGlobalPvi(ptr addrspace(4), i32)
declare spir_func ptr addrspace(3) @_Z41__spirv_GenericCastToPtrExplicit_ToLocalPvi(ptr addrspace(4), i32)
declare spir_func i32 @_Z22__spirv_AtomicExchangePU3AS1iiii(ptr addrspace(1), i32, i32, i32)
declare spir_func i32 @__spirv_AtomicCompareExchange(ptr addrspace(1), i32, i32, i32, i32, i32)
declare spir_func void @__spirv_AtomicStore(ptr addrspace(1), i32, i32, i32)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func i32 @__spirv_Load(ptr addrspace(1), i32, i32)
declare spir_func <4 x i32> @_Z32__spirv_BuiltInSubgroupEqMaskKHRv()
