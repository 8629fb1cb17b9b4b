; __spirv_<Instruction> calls of instructions that extensions bring, each
; with its rule: the uniform group instructions (OpGroup*KHR, the sub-group
; family's translator spellings; a boolean operand mangled as an int, as the
; translator writes it), the split barrier, the shader clock, the bfloat16
; and tensor-float32 conversions, the ternary bitwise function and the
; sub-group buffer prefetch. Each needs its extension allowed by
; --spirv-ext, which the error names per call; misused calls name the
; operand.
; The 2022 GPU compiler does not know OpReadClockKHR (SPV_KHR_shader_clock),
; which this test writes on purpose:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: IGC SPIRV Consumer does not support the following opcode: 5056
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_uniform_group_instructions,+SPV_INTEL_split_barrier,+SPV_KHR_shader_clock,+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_ternary_bitwise_function,+SPV_INTEL_subgroup_buffer_prefetch %t/ok.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_uniform_group_instructions,+SPV_INTEL_split_barrier,+SPV_KHR_shader_clock,+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_ternary_bitwise_function,+SPV_INTEL_subgroup_buffer_prefetch -filetype=obj %t/ok.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=NOIMPORT
; NOIMPORT-NOT: Import
; RUN: not %llc -mtriple=spirv64 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=all %t/bad.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK-DAG: OpCapability GroupUniformArithmeticKHR
; CHECK-DAG: OpCapability SplitBarrierINTEL
; CHECK-DAG: OpCapability ShaderClockKHR
; CHECK-DAG: OpCapability BFloat16ConversionINTEL
; CHECK-DAG: OpCapability TensorFloat32RoundingINTEL
; CHECK-DAG: OpCapability TernaryBitwiseFunctionINTEL
; CHECK-DAG: OpCapability SubgroupBufferPrefetchINTEL
; CHECK-DAG: OpExtension "SPV_KHR_uniform_group_instructions"
; CHECK-DAG: OpExtension "SPV_INTEL_split_barrier"
; CHECK-DAG: OpExtension "SPV_KHR_shader_clock"
; CHECK-DAG: OpExtension "SPV_INTEL_bfloat16_conversion"
; CHECK-DAG: OpExtension "SPV_INTEL_tensor_float32_conversion"
; CHECK-DAG: OpExtension "SPV_INTEL_ternary_bitwise_function"
; CHECK-DAG: OpExtension "SPV_INTEL_subgroup_buffer_prefetch"
; CHECK: OpGroupIMulKHR
; CHECK: OpGroupBitwiseAndKHR
; CHECK: OpGroupLogicalOrKHR
; CHECK: OpGroupFMulKHR
; CHECK: OpControlBarrierArriveINTEL
; CHECK: OpControlBarrierWaitINTEL
; CHECK: OpReadClockKHR
; CHECK: OpReadClockKHR
; CHECK: OpConvertFToBF16INTEL
; CHECK: OpConvertBF16ToFINTEL
; CHECK: OpRoundFToTF32INTEL
; CHECK: OpBitwiseFunctionINTEL
; CHECK: OpSubgroupBlockPrefetchINTEL
; CHECK: OpSubgroupBlockPrefetchINTEL {{%[0-9]+}} {{%[0-9]+}} Aligned 4

; NOEXT-DAG: error: builtin __spirv_GroupIMulKHR (OpGroupIMulKHR needs SPV_KHR_uniform_group_instructions, which is not enabled: --spirv-ext) is not supported (in function @groups)
; NOEXT-DAG: error: builtin __spirv_ControlBarrierArriveINTEL (OpControlBarrierArriveINTEL needs SPV_INTEL_split_barrier, which is not enabled: --spirv-ext) is not supported (in function @split)
; NOEXT-DAG: error: builtin __spirv_ReadClockKHR (OpReadClockKHR needs SPV_KHR_shader_clock, which is not enabled: --spirv-ext) is not supported (in function @clock)
; NOEXT-DAG: error: builtin __spirv_SubgroupBlockPrefetchINTEL (OpSubgroupBlockPrefetchINTEL needs SPV_INTEL_subgroup_buffer_prefetch, which is not enabled: --spirv-ext) is not supported (in function @prefetch)

; BAD-DAG: error: __spirv_ControlBarrierWaitINTEL: operand 1 (IdScope) must be Workgroup or Subgroup (an execution scope) (in function @bad_wait)
; BAD-DAG: error: __spirv_ReadClockKHR: the result must be an i64 or a <2 x i32> (in function @bad_clock)
; BAD-DAG: error: __spirv_ReadClockKHR: operand 1 (IdScope) must be Subgroup or Device (in function @bad_clock_scope)
; BAD-DAG: error: __spirv_ConvertFToBF16INTEL: the result must be an i16 or a vector of them (in function @bad_bf16)
; BAD-DAG: error: __spirv_ConvertBF16ToFINTEL: operand 1 (IdRef) must be an i16 with the result's number of elements (in function @bad_bf16_lanes)
; BAD-DAG: error: __spirv_RoundFToTF32INTEL: the result must be a float (32-bit) or a vector of them (in function @bad_tf32)
; BAD-DAG: error: __spirv_BitwiseFunctionINTEL: operand 4 (IdRef) must be an i32 (in function @bad_lut)
; BAD-DAG: error: __spirv_SubgroupBlockPrefetchINTEL: operand 1 (IdRef) must be a pointer to CrossWorkgroup (in function @bad_prefetch)

;--- ok.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @groups(ptr addrspace(1) %out, i32 %x, half %h) {
  %m = call spir_func i32 @_Z20__spirv_GroupIMulKHRjji(i32 2, i32 0, i32 %x)
  %a = call spir_func i32 @_Z26__spirv_GroupBitwiseAndKHRjji(i32 2, i32 1, i32 %m)
  %c = icmp ne i32 %a, 0
  %o = call spir_func i1 @_Z25__spirv_GroupLogicalOrKHRjji(i32 3, i32 0, i1 %c)
  %f = call spir_func half @_Z20__spirv_GroupFMulKHRjjDF16_(i32 2, i32 2, half %h)
  %z = zext i1 %o to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
define spir_kernel void @split() {
  call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 258)
  call spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32 2, i32 2, i32 258)
  ret void
}
define spir_kernel void @clock(ptr addrspace(1) %out) {
  %t = call spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32 1)
  %v = call spir_func <2 x i32> @_Z20__spirv_ReadClockKHRIDv2_jET_j(i32 3)
  store i64 %t, ptr addrspace(1) %out, align 8
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store <2 x i32> %v, ptr addrspace(1) %o1, align 8
  ret void
}
define spir_kernel void @convert(ptr addrspace(1) %out, <4 x float> %f) {
  %b = call spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float> %f)
  %g = call spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv4_s(<4 x i16> %b)
  %t = call spir_func <4 x float> @_Z25__spirv_RoundFToTF32INTELDv4_f(<4 x float> %g)
  store <4 x float> %t, ptr addrspace(1) %out, align 16
  ret void
}
define spir_kernel void @ternary(ptr addrspace(1) %out, <4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %r = call spir_func <4 x i32> @_Z28__spirv_BitwiseFunctionINTELDv4_iS_S_i(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 24)
  store <4 x i32> %r, ptr addrspace(1) %out, align 16
  ret void
}
define spir_kernel void @prefetch(ptr addrspace(1) %p) {
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khj(ptr addrspace(1) %p, i32 16)
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khjjj(ptr addrspace(1) %p, i32 16, i32 2, i32 4)
  ret void
}
declare spir_func i32 @_Z20__spirv_GroupIMulKHRjji(i32, i32, i32)
declare spir_func i32 @_Z26__spirv_GroupBitwiseAndKHRjji(i32, i32, i32)
declare spir_func i1 @_Z25__spirv_GroupLogicalOrKHRjji(i32, i32, i1)
declare spir_func half @_Z20__spirv_GroupFMulKHRjjDF16_(i32, i32, half)
declare spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32)
declare spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32, i32, i32)
declare spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32)
declare spir_func <2 x i32> @_Z20__spirv_ReadClockKHRIDv2_jET_j(i32)
declare spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float>)
declare spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv4_s(<4 x i16>)
declare spir_func <4 x float> @_Z25__spirv_RoundFToTF32INTELDv4_f(<4 x float>)
declare spir_func <4 x i32> @_Z28__spirv_BitwiseFunctionINTELDv4_iS_S_i(<4 x i32>, <4 x i32>, <4 x i32>, i32)
declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khj(ptr addrspace(1), i32)
declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khjjj(ptr addrspace(1), i32, i32, i32)

;--- bad.ll
target triple = "spirv64-unknown-unknown"

define spir_func void @bad_wait() {
  call spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32 1, i32 2, i32 258)
  ret void
}
define spir_func i32 @bad_clock() {
  %t = call spir_func i32 @_Z20__spirv_ReadClockKHRIjET_j(i32 3)
  ret i32 %t
}
define spir_func i64 @bad_clock_scope() {
  %t = call spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32 2)
  ret i64 %t
}
define spir_func i32 @bad_bf16(float %f) {
  %b = call spir_func i32 @_Z27__spirv_ConvertFToBF16INTELf(float %f)
  ret i32 %b
}
define spir_func <4 x float> @bad_bf16_lanes(<2 x i16> %b) {
  %f = call spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv2_s(<2 x i16> %b)
  ret <4 x float> %f
}
define spir_func double @bad_tf32(double %d) {
  %t = call spir_func double @_Z25__spirv_RoundFToTF32INTELd(double %d)
  ret double %t
}
define spir_func i32 @bad_lut(i32 %a, i64 %l) {
  %r = call spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiil(i32 %a, i32 %a, i32 %a, i64 %l)
  ret i32 %r
}
define spir_func void @bad_prefetch(ptr addrspace(3) %p) {
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS3Khj(ptr addrspace(3) %p, i32 16)
  ret void
}
declare spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32, i32, i32)
declare spir_func i32 @_Z20__spirv_ReadClockKHRIjET_j(i32)
declare spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32)
declare spir_func i32 @_Z27__spirv_ConvertFToBF16INTELf(float)
declare spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv2_s(<2 x i16>)
declare spir_func double @_Z25__spirv_RoundFToTF32INTELd(double)
declare spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiil(i32, i32, i32, i64)
declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS3Khj(ptr addrspace(3), i32)
