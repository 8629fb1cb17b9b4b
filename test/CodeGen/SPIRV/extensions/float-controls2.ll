; SPV_KHR_float_controls2: with the extension, LLVM's fast-math flags on
; floating-point arithmetic and comparisons become FPFastMathMode
; decorations: nnan NotNaN, ninf NotInf, nsz NSZ, arcp AllowRecip, contract
; AllowContract, reassoc AllowReassoc, and afn AllowTransform only with the
; two the extension requires beside it (`fast` sets all seven, never the
; deprecated Fast). The last three bits need FloatControls2, declared with
; the extension where a module uses them; NotNaN, NotInf, NSZ and
; AllowRecip alone are the Kernel capability's (Inputs/float-controls2-nnan.ll).
; Without the extension no flag is written. Not read back: neither reader
; knows the extension. Intel's GPU compiler builds the module.
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2 %S/Inputs/float-controls2-nnan.ll -o - | FileCheck %s --check-prefix=KERNEL
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_KHR_float_controls2 -filetype=obj %S/Inputs/float-controls2-nnan.ll -o %t.nnan.spv
; RUN: %spirv-val %t.nnan.spv

; CHECK-DAG: OpCapability FloatControls2
; CHECK-DAG: OpExtension "SPV_KHR_float_controls2"
; CHECK-DAG: OpDecorate %[[ADD:[0-9]+]] FPFastMathMode NotNaN|NotInf{{$}}
; CHECK-DAG: OpDecorate %[[MUL:[0-9]+]] FPFastMathMode AllowContract{{$}}
; CHECK-DAG: OpDecorate %[[SUB:[0-9]+]] FPFastMathMode NSZ|AllowReassoc{{$}}
; CHECK-DAG: OpDecorate %[[DIV:[0-9]+]] FPFastMathMode AllowRecip{{$}}
; CHECK-DAG: OpDecorate %[[FAST:[0-9]+]] FPFastMathMode NotNaN|NotInf|NSZ|AllowRecip|AllowContract|AllowReassoc|AllowTransform{{$}}
; CHECK-DAG: OpDecorate %[[NEG:[0-9]+]] FPFastMathMode NSZ{{$}}
; CHECK-DAG: OpDecorate %[[REM:[0-9]+]] FPFastMathMode NotInf{{$}}
; CHECK-DAG: OpDecorate %[[CMP:[0-9]+]] FPFastMathMode NotNaN{{$}}
; CHECK: %[[ADD]] = OpFAdd
; CHECK: %[[MUL]] = OpFMul
; CHECK: %[[SUB]] = OpFSub
; CHECK: %[[DIV]] = OpFDiv
; CHECK: %[[FAST]] = OpFAdd
; CHECK: %[[AFN:[0-9]+]] = OpFMul
; CHECK: %[[NEG]] = OpFNegate
; CHECK: %[[REM]] = OpFRem
; CHECK: %[[PLAIN:[0-9]+]] = OpFAdd
; CHECK: %[[CMP]] = OpFOrdLessThan
; CHECK-NOT: OpDecorate %[[AFN]]
; CHECK-NOT: OpDecorate %[[PLAIN]]

; NOEXT-NOT: FloatControls2
; NOEXT-NOT: FPFastMathMode

; KERNEL-NOT: OpCapability FloatControls2
; KERNEL: OpDecorate %{{[0-9]+}} FPFastMathMode NotNaN|NSZ{{$}}

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, float %a, float %b, ptr addrspace(1) %c) {
  %s = fadd nnan ninf float %a, %b
  %m = fmul contract float %s, %a
  %r = fsub reassoc nsz float %m, %b
  %d = fdiv arcp float %r, %a
  %f = fadd fast float %d, %b
  %t = fmul afn float %f, %f
  %n = fneg nsz float %t
  %x = frem ninf float %n, %a
  %v = fadd float %x, %a
  store float %v, ptr addrspace(1) %out
  %cmp = fcmp nnan olt float %a, %b
  %z = zext i1 %cmp to i32
  store i32 %z, ptr addrspace(1) %c
  ret void
}
