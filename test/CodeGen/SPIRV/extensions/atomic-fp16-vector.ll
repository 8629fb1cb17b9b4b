; SPV_NV_shader_atomic_fp16_vector: its capability AtomicFloat16VectorNV
; needs no other, so the Kernel environment declares it. With the
; extension, atomicrmw fadd / fmin / fmax of <2 x half> and <4 x half> are
; OpAtomicFAddEXT / OpAtomicFMinEXT / OpAtomicFMaxEXT on the vector, and the
; translator's __spirv_AtomicFAddEXT and __spirv_AtomicExchange take such
; vectors too; the module declares that capability and extension alone (not
; SPV_EXT_shader_atomic_float_add, which the grammar also names for
; OpAtomicFAddEXT but only its scalar capabilities need). Without it, an
; atomicrmw on a vector is a compare-exchange loop on the integer of its
; bits (atomics-narrow.ll) and the translator's calls are refused by name.
; Not read back: neither reader knows the extension.
; Debian's 2022 GPU compiler does not know the capability (it refuses the
; module without a message):
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: AtomicFloat16VectorNV
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_NV_shader_atomic_fp16_vector %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_NV_shader_atomic_fp16_vector -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=ONLY
; RUN: %llc -mtriple=spirv64 %S/Inputs/atomic-fp16-vector-rmw.ll -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %S/Inputs/atomic-fp16-vector-rmw.ll -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability Float16
; CHECK-DAG: OpCapability AtomicFloat16VectorNV
; CHECK-DAG: OpExtension "SPV_NV_shader_atomic_fp16_vector"
; CHECK-DAG: %[[HALF:[0-9]+]] = OpTypeFloat 16
; CHECK-DAG: %[[H2:[0-9]+]] = OpTypeVector %[[HALF]] 2
; CHECK-DAG: %[[H4:[0-9]+]] = OpTypeVector %[[HALF]] 4
; CHECK: OpFunction
; CHECK: OpAtomicFAddEXT %[[H2]]
; CHECK: OpAtomicFMinEXT %[[H4]]
; CHECK: OpAtomicFMaxEXT %[[H2]]
; CHECK: OpAtomicFAddEXT %[[H4]]
; CHECK: OpFunction
; CHECK: OpAtomicFAddEXT %[[H2]]
; CHECK: OpAtomicExchange %[[H4]]

; ONLY-NOT: OpCapability AtomicFloat{{[0-9]+}}{{Add|MinMax}}EXT
; ONLY-NOT: SPV_EXT_shader_atomic_float

; NOEXT-NOT: AtomicFloat16VectorNV
; NOEXT-NOT: OpAtomicF
; NOEXT: OpAtomicCompareExchange

; ERR: error: Capability AtomicFloat16VectorNV in function @translator needs the extension SPV_NV_shader_atomic_fp16_vector, which is not enabled (--spirv-ext)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @rmw(ptr addrspace(1) %p, ptr addrspace(3) %q, <2 x half> %x, <4 x half> %y, ptr addrspace(1) %out) {
  %a = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %x syncscope("device") monotonic, align 4
  %b = atomicrmw fmin ptr addrspace(3) %q, <4 x half> %y syncscope("workgroup") acquire, align 8
  %c = atomicrmw fmax ptr addrspace(1) %p, <2 x half> %x seq_cst, align 4
  %d = atomicrmw fadd ptr addrspace(3) %q, <4 x half> %y syncscope("workgroup") release, align 8
  %e = fadd <2 x half> %a, %c
  store <2 x half> %e, ptr addrspace(1) %out
  %f = fadd <4 x half> %b, %d
  %o = getelementptr i8, ptr addrspace(1) %out, i64 8
  store <4 x half> %f, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @translator(ptr addrspace(1) %p, ptr addrspace(1) %q, <2 x half> %x, <4 x half> %y, ptr addrspace(1) %out) {
  %a = call spir_func <2 x half> @_Z21__spirv_AtomicFAddEXTPU3AS1Dv2_DhiiS_(ptr addrspace(1) %p, i32 1, i32 0, <2 x half> %x)
  store <2 x half> %a, ptr addrspace(1) %out
  %b = call spir_func <4 x half> @_Z22__spirv_AtomicExchangePU3AS1Dv4_DhiiS_(ptr addrspace(1) %q, i32 1, i32 0, <4 x half> %y)
  %o = getelementptr i8, ptr addrspace(1) %out, i64 8
  store <4 x half> %b, ptr addrspace(1) %o
  ret void
}

declare spir_func <2 x half> @_Z21__spirv_AtomicFAddEXTPU3AS1Dv2_DhiiS_(ptr addrspace(1), i32, i32, <2 x half>)
declare spir_func <4 x half> @_Z22__spirv_AtomicExchangePU3AS1Dv4_DhiiS_(ptr addrspace(1), i32, i32, <4 x half>)
