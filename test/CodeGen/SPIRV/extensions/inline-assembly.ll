; SPV_INTEL_inline_assembly: with the extension, `call asm` is
; OpAsmCallINTEL of an OpAsmINTEL (one per assembly text, constraints and
; function type) for the module's one OpAsmTargetINTEL, its triple; a
; `sideeffect` call is decorated SideEffectsINTEL. The consumer that knows
; the target assembles it. Without the extension, and for several outputs
; (a struct result), it is refused by name. Intel's GPU compiler reads the
; assembly as vISA, which these made-up instructions are not:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: parsing vISA inline assembly failed
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_inline_assembly %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_inline_assembly -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_inline_assembly %S/Inputs/inline-assembly-outputs.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTPUTS

; CHECK-DAG: OpCapability AsmINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_inline_assembly"
; CHECK-DAG: OpDecorate %[[C1:[0-9]+]] SideEffectsINTEL
; CHECK-DAG: OpDecorate %[[C2:[0-9]+]] SideEffectsINTEL
; CHECK-DAG: %[[VOID:[0-9]+]] = OpTypeVoid
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: %[[FNV:[0-9]+]] = OpTypeFunction %[[VOID]]{{$}}
; CHECK-DAG: %[[FNI:[0-9]+]] = OpTypeFunction %[[INT]] %[[INT]]{{$}}
; CHECK-DAG: %[[FNF:[0-9]+]] = OpTypeFunction %[[FLOAT]] %[[FLOAT]] %[[INT]]{{$}}
; CHECK-DAG: %[[TARGET:[0-9]+]] = OpAsmTargetINTEL "spirv64"
; CHECK-DAG: %[[NOP:[0-9]+]] = OpAsmINTEL %[[VOID]] %[[FNV]] %[[TARGET]] "nop" ""
; CHECK-DAG: %[[ICMD:[0-9]+]] = OpAsmINTEL %[[INT]] %[[FNI]] %[[TARGET]] "intcommand $0 $1" "=r,r"
; CHECK-DAG: %[[FCMD:[0-9]+]] = OpAsmINTEL %[[FLOAT]] %[[FNF]] %[[TARGET]] "floatcommand $0 $1 $2" "=r,r,r"
; CHECK: %[[C1]] = OpAsmCallINTEL %[[VOID]] %[[NOP]]
; CHECK: %[[C2]] = OpAsmCallINTEL %[[INT]] %[[ICMD]] %{{[0-9]+}}
; CHECK: OpAsmCallINTEL %[[FLOAT]] %[[FCMD]] %{{[0-9]+}} %{{[0-9]+}}
; CHECK: OpAsmCallINTEL %[[INT]] %[[ICMD]] %{{[0-9]+}}

; LLVM 15's reader keeps the assembly, not SideEffectsINTEL.
; READ: call void asm "nop", ""()
; READ: call i32 asm "intcommand $0 $1", "=r,r"(i32
; READ: call float asm "floatcommand $0 $1 $2", "=r,r,r"(float

; NOEXT: error: inline assembly (needs SPV_INTEL_inline_assembly, which is not enabled: --spirv-ext) is not supported (in function @k)
; OUTPUTS: error: inline assembly with a result of this type (one scalar, vector or pointer output) is not supported (in function @two)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %f) {
  call void asm sideeffect "nop", ""()
  %x = load i32, ptr addrspace(1) %in
  %r = call i32 asm sideeffect "intcommand $0 $1", "=r,r"(i32 %x)
  store i32 %r, ptr addrspace(1) %out
  %y = load float, ptr addrspace(1) %f
  %g = call float asm "floatcommand $0 $1 $2", "=r,r,r"(float %y, i32 %r)
  store float %g, ptr addrspace(1) %f
  %s = call i32 asm "intcommand $0 $1", "=r,r"(i32 %r)
  %o = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %s, ptr addrspace(1) %o
  ret void
}
