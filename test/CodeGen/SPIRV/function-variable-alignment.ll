; A Function-storage variable aligned beyond its type's ABI alignment carries
; an Alignment decoration: a consumer places it at its type's alignment, and
; a copy that the IR states as `align 64` then faults (PoCL read a
; `vec<float, 16>` temporary, a struct of 16 floats, placed at 8 with
; aligned vector moves). Variables at their type's alignment get none, and
; an Alignment given by !spirv.Decorations replaces the IR's.
; RUN: %llc -mtriple=spirv64 -O0 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -O0 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: llvm-dis-22 %t.bc -o - | FileCheck %s --check-prefix=READ

; CHECK: OpDecorate [[WIDE:%[0-9]+]] Alignment 64
; CHECK-NEXT: OpDecorate [[GIVEN:%[0-9]+]] Alignment 128
; CHECK-NOT: OpDecorate
; CHECK: [[WIDE]] = OpVariable [[T:%[0-9]+]] Function
; CHECK-NEXT: OpVariable
; CHECK-NEXT: OpVariable
; CHECK-NEXT: [[GIVEN]] = OpVariable [[T]] Function
; The reader gives the variables their alignment back.
; READ: alloca %{{.*}}, align 64
; READ: alloca %{{.*}}, align 128

%struct.vec16 = type { [16 x float] }

define spir_kernel void @k(ptr addrspace(1) align 64 %out) {
  %wide = alloca %struct.vec16, align 64
  %plain = alloca i32, align 4
  %vector = alloca <4 x float>, align 16
  %given = alloca %struct.vec16, align 64, !spirv.Decorations !0
  call void @llvm.memcpy.p0.p1.i64(ptr align 64 %wide, ptr addrspace(1) align 64 %out, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 64 %given, ptr align 64 %wide, i64 64, i1 false)
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 64 %out, ptr align 64 %given, i64 64, i1 false)
  store i32 1, ptr %plain, align 4
  store <4 x float> zeroinitializer, ptr %vector, align 16
  %p = load i32, ptr %plain, align 4
  %v = load <4 x float>, ptr %vector, align 16
  %e = extractelement <4 x float> %v, i32 0
  %f = sitofp i32 %p to float
  %s = fadd float %e, %f
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)

!0 = !{!1}
!1 = !{i32 44, i32 128}
