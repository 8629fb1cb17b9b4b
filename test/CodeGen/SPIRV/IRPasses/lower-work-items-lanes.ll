; spirv-lower-work-items: optimized DPC++ code reads a lane of a vector
; BuiltIn variable with a scalar load of the variable (lane 0) or of a
; constant offset into it (an instruction or a constant expression). Each
; becomes a load of the whole vector and an extract of the lane, as
; get_global_id is: typed, the scalar load was an OpBitcast of the Input
; pointer, on which LLVM 15's reader (PoCL's) stops. The module is valid
; and both readers read it.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-lower-work-items %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: [[V0:%[0-9]+]] = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
; CHECK-NEXT: %x = extractelement <3 x i64> [[V0]], i32 0
; CHECK: [[V1:%[0-9]+]] = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
; CHECK-NEXT: %y = extractelement <3 x i64> [[V1]], i32 1
; CHECK: [[V2:%[0-9]+]] = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
; CHECK-NEXT: %z = extractelement <3 x i64> [[V2]], i32 2
; CHECK-NOT: getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 16
; CHECK: ret void
; SPV-NOT: OpBitcast
; SPV-COUNT-3: OpCompositeExtract

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %y = load i64, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 8), align 8
  %zp = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 16
  %z = load i64, ptr addrspace(1) %zp, align 16
  %s = add i64 %x, %y
  %t = add i64 %s, %z
  store i64 %t, ptr addrspace(1) %p, align 8
  ret void
}
