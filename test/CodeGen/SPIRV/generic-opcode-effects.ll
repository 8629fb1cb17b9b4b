; The carriers of SPIR-V instructions before selection say what the
; instruction does, by its grammar class: G_SPIRV_INST computes a value,
; G_SPIRV_INST_MEM touches memory, G_SPIRV_INST_CONVERGENT runs among a
; group's invocations; OpenCL.std calls with a pointer operand are
; G_SPIRV_EXTINST_MEM. So an atomic or a group operation whose result is
; unused stays, and nothing moves them.
; RUN: %llc -mtriple=spirv64 -stop-after=irtranslator %s -o - | FileCheck %s --check-prefix=MIR
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv

; MIR: G_SPIRV_INST {{[0-9]+}}, %{{[0-9]+}}(s32), %{{[0-9]+}}(s32)
; MIR: G_SPIRV_INST_MEM {{[0-9]+}}, %{{[0-9]+}}(p1), %{{[0-9]+}}(s32), %{{[0-9]+}}(s32), %{{[0-9]+}}(s32)
; MIR: G_SPIRV_INST_CONVERGENT {{[0-9]+}}, %{{[0-9]+}}(s32), 0, %{{[0-9]+}}(s32)
; MIR: G_SPIRV_EXTINST_MEM {{[0-9]+}}, %{{[0-9]+}}(s64), %{{[0-9]+}}(p1), 4
; MIR: G_SPIRV_EXTINST {{[0-9]+}}, %{{[0-9]+}}(<4 x s32>)

; An unused atomic and an unused group operation are kept; an unused
; arithmetic result is not.
; CHECK-NOT: OpSMod
; CHECK: OpAtomicIAdd
; CHECK: OpGroupNonUniformIAdd
; CHECK-NOT: OpSMod

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %i, i64 %n) {
  %unused = call spir_func i32 @__spirv_SMod(i32 %i, i32 %i)
  %old = call spir_func i32 @__spirv_AtomicIAdd(ptr addrspace(1) %p, i32 1, i32 0, i32 %i)
  %sum = call spir_func i32 @__spirv_GroupNonUniformIAdd(i32 3, i32 0, i32 %i)
  %v = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 %n, ptr addrspace(1) %p)
  %s = call spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> %v)
  store <4 x float> %s, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @__spirv_SMod(i32, i32)
declare spir_func i32 @__spirv_AtomicIAdd(ptr addrspace(1), i32, i32, i32)
declare spir_func i32 @__spirv_GroupNonUniformIAdd(i32, i32, i32)
declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float>)
