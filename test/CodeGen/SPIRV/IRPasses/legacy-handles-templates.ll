; spirv-legacy-handles on the translator's template __spirv_ spellings: the
; template arguments say what T_, T0_... are, so
; __spirv_SampledImage<image1d_ro, void *>(image, sampler) takes an image
; and a sampler, and returns (as a void pointer) the sampled image that
; __spirv_ImageSample* take first. The void pointer becomes
; target("spirv.SampledImage", ...) with what it flows through; used any
; other way, it stays and the call is refused as before. SPIR-V wants a
; sampled image used in the block of its OpSampledImage only: one spilled
; to an alloca (-O0) is refused by what it is, once (not again at its
; loads and stores).
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 -stop-after=spirv-legacy-handles %t/ok.ll -o - | FileCheck %s --check-prefix=IR
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/ok.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
; RUN: not %llc -mtriple=spirv64 %t/other-use.ll -o %t.other.spv 2>&1 | FileCheck %s --check-prefix=OTHER
; RUN: not %llc -mtriple=spirv64 %t/spilled.ll -o %t.spilled.spv 2>&1 | FileCheck %s --check-prefix=SPILLED --implicit-check-not=error:
; RUN: not %llc -mtriple=spirv64 %t/other-block.ll -o %t.block.spv 2>&1 | FileCheck %s --check-prefix=BLOCK
; RUN: not ls %t.other.spv %t.spilled.spv %t.block.spv

; IR-LABEL: define spir_kernel void @sample(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp, ptr addrspace(1) %out)
; IR: %si = call spir_func target("spirv.SampledImage", void, 0, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp)
; IR: call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if(target("spirv.SampledImage", void, 0, 0, 0, 0, 0, 0, 0) %si, i32 %x, i32 2, float 0.000000e+00)

; CHECK-DAG: %[[IMG:[0-9]+]] = OpTypeImage %void 1D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[SI:[0-9]+]] = OpTypeSampledImage %[[IMG]]
; CHECK: %[[S:[0-9]+]] = OpSampledImage %[[SI]] %img %smp
; CHECK: OpImageSampleExplicitLod %v4float %[[S]] %{{[0-9]+}} Lod %float_0

; SPILLED: error: a sampled image in memory ('alloca') is not supported (in function @spilled)
; BLOCK: error: a sampled image in 'call' (a sampled image is used only by builtin calls in the block that makes it) is not supported (in function @other_block)
; OTHER: error: builtin __spirv_SampledImage with this signature (@_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler) is not supported (in function @other)

;--- ok.ll
define spir_kernel void @sample(ptr addrspace(1) %img, ptr addrspace(2) %smp, ptr addrspace(1) %out) {
  %x = call spir_func i32 @_Z13get_global_idj(i32 0)
  %si = call spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  %v = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if(ptr addrspace(4) %si, i32 %x, i32 2, float 0.000000e+00)
  store <4 x float> %v, ptr addrspace(1) %out, align 16
  ret void
}
declare spir_func i32 @_Z13get_global_idj(i32)
declare spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1), ptr addrspace(2))
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if(ptr addrspace(4), i32, i32, float)

;--- spilled.ll
define spir_kernel void @spilled(ptr addrspace(1) %img, ptr addrspace(2) %smp, ptr addrspace(1) %out) {
  %x = call spir_func i32 @_Z13get_global_idj(i32 0)
  %cell = alloca ptr addrspace(4)
  %si = call spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  store ptr addrspace(4) %si, ptr %cell
  %re = load ptr addrspace(4), ptr %cell
  %v = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if(ptr addrspace(4) %re, i32 %x, i32 2, float 0.000000e+00)
  store <4 x float> %v, ptr addrspace(1) %out, align 16
  ret void
}
declare spir_func i32 @_Z13get_global_idj(i32)
declare spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1), ptr addrspace(2))
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if(ptr addrspace(4), i32, i32, float)

;--- other-use.ll
define spir_kernel void @other(ptr addrspace(1) %img, ptr addrspace(2) %smp, ptr addrspace(1) %out) {
  %si = call spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  store ptr addrspace(4) %si, ptr addrspace(1) %out
  ret void
}
declare spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1), ptr addrspace(2))

;--- other-block.ll
define spir_kernel void @other_block(ptr addrspace(1) %img, ptr addrspace(2) %smp, ptr addrspace(1) %out, i1 %c) {
  %si = call spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  br i1 %c, label %then, label %end
then:
  %v = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if(ptr addrspace(4) %si, i32 0, i32 2, float 0.000000e+00)
  store <4 x float> %v, ptr addrspace(1) %out, align 16
  br label %end
end:
  ret void
}
declare spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1), ptr addrspace(2))
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if(ptr addrspace(4), i32, i32, float)
