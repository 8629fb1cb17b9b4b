; Every type and every constant is defined once per module, whichever
; functions use it, and constants come out as OpConstant (not a scalar
; OpConstantNull, which older readers reject).
; RUN: %llc -mtriple=spirv64 %s -o %t.spvasm
; RUN: FileCheck %s < %t.spvasm
; RUN: grep -c "OpTypeInt 32 0" %t.spvasm | FileCheck %s --check-prefix=ONCE
; RUN: grep -c "OpTypeFloat 32" %t.spvasm | FileCheck %s --check-prefix=ONCE
; RUN: grep -c "OpTypePointer CrossWorkgroup" %t.spvasm | FileCheck %s --check-prefix=TWICE
; RUN: grep -c "OpTypeVoid" %t.spvasm | FileCheck %s --check-prefix=ONCE
; RUN: grep -c "OpTypeBool" %t.spvasm | FileCheck %s --check-prefix=ONCE
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; ONCE: {{^1$}}
; TWICE: {{^2$}}

; CHECK-NOT: OpConstantNull
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: OpConstant [[I32]] 0{{$}}
; CHECK-DAG: OpConstant [[I32]] 42{{$}}
; CHECK-DAG: OpConstant [[F32]] 0{{$}}
; CHECK-DAG: OpConstant [[F32]] 1.5{{$}}
; CHECK-NOT: OpConstant [[I32]] 42{{$}}
; CHECK-NOT: OpConstant [[F32]] 1.5{{$}}
; CHECK-NOT: OpConstantNull

define spir_func i32 @a(i32 %x) {
  %c = icmp eq i32 %x, 0
  %r = select i1 %c, i32 42, i32 %x
  ret i32 %r
}

define spir_func float @b(float %x) {
  %c = fcmp oeq float %x, 0.0
  %r = select i1 %c, float 1.5, float %x
  ret float %r
}

define spir_kernel void @k1(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = call spir_func i32 @a(i32 %v)
  %w2 = add i32 %w, 42
  store i32 %w2, ptr addrspace(1) %p, align 4
  %f = load float, ptr addrspace(1) %q, align 4
  %g = call spir_func float @b(float %f)
  %g2 = fadd float %g, 1.5
  store float %g2, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  store i32 42, ptr addrspace(1) %p, align 4
  store i32 0, ptr addrspace(1) %p, align 4
  store float 1.5, ptr addrspace(1) %q, align 4
  store float 0.0, ptr addrspace(1) %q, align 4
  ret void
}
