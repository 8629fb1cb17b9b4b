; spirv-expand-handle-selects alone: a select of images or samplers (OpSelect
; cannot take them) becomes a branch on the condition and a phi; other
; selects stay. The whole pipeline then gives a module spirv-val accepts.
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-expand-handle-selects %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; Intel's GPU compiler aborts on images and samplers chosen at run time (from
; OpenCL C source it refuses them, see test/Clang/images.cl):
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: ocloc aborted
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %c = icmp eq i32 %n, 0
; CHECK-NEXT: br i1 %c, label %[[THEN:.+]], label %[[ELSE:.+]]
; CHECK: [[THEN]]:
; CHECK-NEXT: br label %[[JOIN:.+]]
; CHECK: [[ELSE]]:
; CHECK-NEXT: br label %[[JOIN]]
; CHECK: [[JOIN]]:
; CHECK-NEXT: %img = phi target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) [ %a, %[[THEN]] ], [ %b, %[[ELSE]] ]
; CHECK: %smp = phi target("spirv.Sampler") [ %s1, %{{.+}} ], [ %s2, %{{.+}} ]
; CHECK: %x = select i1 %c, i32 1, i32 2
; CHECK-NOT: select i1 %c, target

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %b, target("spirv.Sampler") %s1, target("spirv.Sampler") %s2, i32 %n, ptr addrspace(1) %p) {
  %c = icmp eq i32 %n, 0
  %img = select i1 %c, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %b
  %smp = select i1 %c, target("spirv.Sampler") %s1, target("spirv.Sampler") %s2
  %x = select i1 %c, i32 1, i32 2
  %v = call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp, <2 x i32> zeroinitializer)
  %e = extractelement <4 x i32> %v, i32 0
  %y = add i32 %e, %x
  store i32 %y, ptr addrspace(1) %p
  ret void
}
declare spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32>)
