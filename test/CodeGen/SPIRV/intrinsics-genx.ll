; Intel's vector-compute accesses to a whole variable, which LLVM itself
; does not know: llvm.genx.vload(ptr) and llvm.genx.vstore(value, ptr) are
; volatile loads and stores at the alignment the pointer is known to have.
; Other llvm.genx intrinsics stay refused by name.
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/access.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: not %llc -mtriple=spirv64 %t/other.ll -o %t.other.spv 2>&1 | FileCheck %s --check-prefix=OTHER
; RUN: not ls %t.other.spv

; CHECK: %copy = OpFunction
; CHECK: %[[V:[0-9]+]] = OpLoad %v16uchar %in Volatile|Aligned 16
; CHECK: OpStore %out %[[V]] Volatile|Aligned 16
; CHECK: %[[W:[0-9]+]] = OpLoad %v4uint %{{[0-9a-z_]+}} Volatile|Aligned 4
; CHECK: OpStore %{{[0-9a-z_]+}} %[[W]] Volatile|Aligned 4

; OTHER: error: intrinsic @llvm.genx.GenISA.foo is not supported (in function @other)

;--- access.ll
@in = internal addrspace(1) global <16 x i8> zeroinitializer, align 16
@out = internal addrspace(1) global <16 x i8> zeroinitializer, align 16
declare <16 x i8> @llvm.genx.vload(ptr addrspace(1))
declare void @llvm.genx.vstore(<16 x i8>, ptr addrspace(1))
declare <4 x i32> @llvm.genx.vload.v4i32.p1(ptr addrspace(1))
declare void @llvm.genx.vstore.v4i32.p1(<4 x i32>, ptr addrspace(1))

define spir_kernel void @copy(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b) {
  %v = call <16 x i8> @llvm.genx.vload(ptr addrspace(1) @in)
  call void @llvm.genx.vstore(<16 x i8> %v, ptr addrspace(1) @out)
  %w = call <4 x i32> @llvm.genx.vload.v4i32.p1(ptr addrspace(1) %a)
  call void @llvm.genx.vstore.v4i32.p1(<4 x i32> %w, ptr addrspace(1) %b)
  ret void
}

;--- other.ll
declare i32 @llvm.genx.GenISA.foo(i32)
define spir_kernel void @other(ptr addrspace(1) %out) {
  %v = call i32 @llvm.genx.GenISA.foo(i32 1)
  store i32 %v, ptr addrspace(1) %out
  ret void
}
