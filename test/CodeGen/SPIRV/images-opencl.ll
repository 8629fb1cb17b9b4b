; Image content that the OpenCL SPIR-V environment (the default
; -spirv-environment) accepts and the Level-Zero SPIR-V environment
; specification's narrower image table does not, in the translator's
; spellings:
;  - image operands on OpImageWrite: SignExtend / ZeroExtend raise the
;    version to 1.4 (a cap below it is an error); an undefined image read is
;    an OpUndef of the image type;
;  - SPV_EXT_shader_image_int64 (--spirv-ext): 64-bit integer texels,
;    Int64ImageEXT and the extension, formats R64i / R64ui or Unknown,
;    Sampled 2 (never used with a sampler);
;  - SPV_INTEL_bindless_images (--spirv-ext): OpConvertHandleTo{Image,
;    Sampler,SampledImage}INTEL of a handle as wide as a pointer.
; Then the refusals, by name: what no valid module has (a Lod on a write,
; a multisampled write or read without a sample, a sampled image of a
; Sampled 2 image, 3D multisampled images, a narrow handle), what needs an
; extension the user did not enable, and the Level-Zero environment's rules.
; The 2022 GPU compiler's library has no image access with SignExtend /
; ZeroExtend, and it knows neither extension:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: undefined reference to `__builtin_spirv_OpImageWrite_img2d_wo_v2i32_v4i32_i32
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: Int64ImageEXT
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: BindlessImagesINTEL
; REQUIRES: spirv-tools-2025
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/extend.ll -o - | FileCheck %s --check-prefix=EXTEND
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/extend.ll -o %t.extend.spv
; RUN: %spirv-val %t.extend.spv
; RUN: %llvm-spirv -r %t.extend.spv -o %t.extend.bc
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_image_int64 %t/int64.ll -o - | FileCheck %s --check-prefix=INT64
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_image_int64 -filetype=obj %t/int64.ll -o %t.int64.spv
; RUN: %spirv-val %t.int64.spv
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bindless_images %t/bindless.ll -o - | FileCheck %s --check-prefix=BINDLESS
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bindless_images -filetype=obj %t/bindless.ll -o %t.bindless.spv
; RUN: %spirv-val %t.bindless.spv
; RUN: %llc -mtriple=spirv32 --spirv-ext=+SPV_INTEL_bindless_images -filetype=obj %t/bindless32.ll -o %t.bindless32.spv
; RUN: %spirv-val %t.bindless32.spv
; RUN: not %llc -mtriple=spirv64 -spirv-max-version=1.3 %t/extend.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAP
; RUN: not %llc -mtriple=spirv64 %t/bindless.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-EXT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bindless_images %t/errors.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR
; RUN: not %llc -mtriple=spirv64 -spirv-environment=level-zero %t/extend.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=L0-EXTEND
; RUN: not %llc -mtriple=spirv64 -spirv-environment=level-zero --spirv-ext=+SPV_EXT_shader_image_int64 \
; RUN:   %t/int64.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=L0-INT64

; EXTEND: ; Version: 1.4
; EXTEND: OpCapability ImageBasic
; EXTEND-DAG: [[WO:%[0-9]+]] = OpTypeImage [[VOID:%[0-9]+]] 2D 0 0 0 0 Unknown WriteOnly
; EXTEND-DAG: [[RO:%[0-9]+]] = OpTypeImage [[VOID]] 2D 0 0 0 0 Unknown ReadOnly
; EXTEND-DAG: [[RO1D:%[0-9]+]] = OpTypeImage [[VOID]] 1D 0 0 0 0 Unknown ReadOnly
; EXTEND-DAG: [[UNDEF:%[0-9]+]] = OpUndef [[RO1D]]
; EXTEND: OpImageWrite {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} SignExtend
; EXTEND: OpImageRead {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} ZeroExtend
; EXTEND: OpImageRead {{%[0-9]+}} [[UNDEF]] {{%[0-9]+}}

; INT64: OpCapability Int64ImageEXT
; INT64: OpExtension "SPV_EXT_shader_image_int64"
; INT64-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; INT64-DAG: OpTypeImage [[I64]] 2D 0 0 0 2 R64ui WriteOnly
; INT64-DAG: OpTypeImage [[I64]] 2D 0 0 0 2 R64i ReadOnly
; INT64-DAG: OpTypeImage [[I64]] 1D 0 0 0 0 Unknown ReadOnly
; INT64: OpImageRead
; INT64: OpImageWrite

; BINDLESS: OpCapability BindlessImagesINTEL
; BINDLESS: OpExtension "SPV_INTEL_bindless_images"
; BINDLESS-DAG: [[IMG:%[0-9]+]] = OpTypeImage {{%[0-9]+}} 2D 0 0 0 0 Unknown ReadOnly
; BINDLESS-DAG: [[SMP:%[0-9]+]] = OpTypeSampler
; BINDLESS-DAG: [[SI:%[0-9]+]] = OpTypeSampledImage [[IMG]]
; BINDLESS: [[H:%[0-9]+]] = OpFunctionParameter
; BINDLESS: [[I:%[0-9]+]] = OpConvertHandleToImageINTEL [[IMG]] [[H]]
; BINDLESS: OpImageRead {{%[0-9]+}} [[I]]
; BINDLESS: [[S:%[0-9]+]] = OpConvertHandleToSamplerINTEL [[SMP]]
; BINDLESS: [[D:%[0-9]+]] = OpConvertHandleToSampledImageINTEL [[SI]]
; BINDLESS: OpImageSampleExplicitLod {{%[0-9]+}} [[D]]
; BINDLESS: [[C:%[0-9]+]] = OpSampledImage [[SI]] [[I]] [[S]]
; BINDLESS: OpImageSampleExplicitLod {{%[0-9]+}} [[C]]

; CAP: error: ImageOperands SignExtend in function @extend needs SPIR-V 1.4, but the version is capped at 1.3
; NO-EXT: error: builtin __spirv_ConvertHandleToImageINTEL (OpConvertHandleToImageINTEL needs SPV_INTEL_bindless_images, which is not enabled: --spirv-ext) is not supported (in function @bindless)

; ERR-DAG: error: the Lod image operand on OpImageWrite (SPIRV-Tools 2025.5 accepts Lod only on explicit-lod sampling and OpImageFetch) is not supported (in function @write_lod)
; ERR-DAG: error: type target("spirv.Image", i64, 1, 0, 0, 0, 2, 40, 1) as parameter type (a 64-bit integer sampled type needs Int64ImageEXT, of SPV_EXT_shader_image_int64, which is not enabled: --spirv-ext) is not supported (in function @int64_disabled)
; ERR-DAG: error: builtin __spirv_ConvertHandleToImageINTEL of an i32 handle (SPV_INTEL_bindless_images: a handle is as wide as a pointer) is not supported (in function @handle32)
; ERR-DAG: error: builtin __spirv_ImageWrite of a multisampled image is not supported (in function @ms_write)
; ERR-DAG: error: an access to a multisampled image without the Sample image operand is not supported (in function @ms_no_sample)
; ERR-DAG: error: type target("spirv.Image", void, 2, 0, 0, 1, 0, 0, 0) as parameter type (the OpenCL SPIR-V environment specification: only 2D images may be multisampled (cl_khr_gl_msaa_sharing)) is not supported (in function @ms3d)
; ERR-DAG: error: builtin read_imagef with a sampler, of an image whose Sampled is 2 (never used with a sampler) is not supported (in function @never_sampled)
; ERR-DAG: error: type target("spirv.SampledImage", void, 1, 0, 0, 0, 2, 0, 0) as parameter type (a sampled image of an image whose Sampled is 2 (never used with a sampler)) is not supported (in function @never_sampled_image)
; ERR-DAG: error: type target("spirv.Image", i32, 1, 0, 0, 0, 0, 0, 0) as parameter type (the OpenCL SPIR-V environment specification: the sampled type must be void, or a 64-bit integer with SPV_EXT_shader_image_int64) is not supported (in function @int32_texels)

; L0-EXTEND: error: image operands on OpImageWrite (the Level-Zero SPIR-V environment specification forbids them) is not supported (in function @extend)
; L0-INT64: error: type target("spirv.Image", i64, 1, 0, 0, 0, 2, 40, 1) as parameter type (the Level-Zero SPIR-V environment specification: the sampled type must be void) is not supported (in function @int64)

;--- extend.ll
target triple = "spirv64"
define spir_kernel void @extend(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %w, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %r, ptr addrspace(1) %o) {
  call spir_func void @_Z18__spirv_ImageWrite(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %w, <2 x i32> zeroinitializer, <4 x i32> <i32 -1, i32 0, i32 0, i32 0>, i32 4096)
  %v = call spir_func <4 x i32> @_Z17__spirv_ImageRead(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %r, <2 x i32> zeroinitializer, i32 8192)
  store <4 x i32> %v, ptr addrspace(1) %o
  %u = call spir_func <4 x i32> @_Z17__spirv_ImageRead1d(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) undef, i32 0)
  %p = getelementptr <4 x i32>, ptr addrspace(1) %o, i64 1
  store <4 x i32> %u, ptr addrspace(1) %p
  ret void
}
declare spir_func void @_Z18__spirv_ImageWrite(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>, i32)
declare spir_func <4 x i32> @_Z17__spirv_ImageRead(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32)
declare spir_func <4 x i32> @_Z17__spirv_ImageRead1d(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), i32)

;--- int64.ll
target triple = "spirv64"
define spir_kernel void @int64(target("spirv.Image", i64, 1, 0, 0, 0, 2, 40, 1) %u, target("spirv.Image", i64, 1, 0, 0, 0, 2, 41, 0) %s, target("spirv.Image", i64, 0, 0, 0, 0, 0, 0, 0) %k, ptr addrspace(1) %o) {
  %v = call spir_func <4 x i64> @_Z17__spirv_ImageRead(target("spirv.Image", i64, 1, 0, 0, 0, 2, 41, 0) %s, <2 x i32> zeroinitializer)
  store <4 x i64> %v, ptr addrspace(1) %o
  call spir_func void @_Z18__spirv_ImageWrite(target("spirv.Image", i64, 1, 0, 0, 0, 2, 40, 1) %u, <2 x i32> zeroinitializer, <4 x i64> %v)
  ret void
}
declare spir_func <4 x i64> @_Z17__spirv_ImageRead(target("spirv.Image", i64, 1, 0, 0, 0, 2, 41, 0), <2 x i32>)
declare spir_func void @_Z18__spirv_ImageWrite(target("spirv.Image", i64, 1, 0, 0, 0, 2, 40, 1), <2 x i32>, <4 x i64>)

;--- bindless.ll
target triple = "spirv64"
define spir_kernel void @bindless(i64 %h, ptr addrspace(1) %o) {
  %img = call spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELm(i64 %h)
  %v = call spir_func <4 x float> @_Z17__spirv_ImageRead(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  %smp = call spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64 42)
  %si = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64 43)
  %w = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLod(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si, <2 x float> zeroinitializer, i32 2, float 0.0)
  %p = getelementptr <4 x float>, ptr addrspace(1) %o, i64 1
  store <4 x float> %w, ptr addrspace(1) %p
  %si2 = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp)
  %x = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLod(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si2, <2 x float> zeroinitializer, i32 2, float 0.0)
  %q = getelementptr <4 x float>, ptr addrspace(1) %o, i64 2
  store <4 x float> %x, ptr addrspace(1) %q
  ret void
}
declare spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELm(i64)
declare spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64)
declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64)
declare spir_func <4 x float> @_Z17__spirv_ImageRead(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLod(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float)
declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"))

;--- bindless32.ll
target triple = "spirv32"
define spir_kernel void @bindless32(i32 %h, ptr addrspace(1) %o) {
  %img = call spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELj(i32 %h)
  %v = call spir_func <4 x float> @_Z17__spirv_ImageRead(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
declare spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELj(i32)
declare spir_func <4 x float> @_Z17__spirv_ImageRead(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)

;--- errors.ll
target triple = "spirv64"
define spir_kernel void @write_lod(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %i) {
  call spir_func void @_Z18__spirv_ImageWrite(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %i, <2 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 2, i32 1)
  ret void
}
define spir_kernel void @int64_disabled(target("spirv.Image", i64, 1, 0, 0, 0, 2, 40, 1) %u) {
  ret void
}
define spir_kernel void @int32_texels(target("spirv.Image", i32, 1, 0, 0, 0, 0, 0, 0) %u) {
  ret void
}
define spir_kernel void @handle32(i32 %h) {
  %img = call spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELj(i32 %h)
  ret void
}
define spir_kernel void @ms_write(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 1) %i) {
  call spir_func void @_Z18__spirv_ImageWritems(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 1) %i, <2 x i32> zeroinitializer, <4 x i32> zeroinitializer)
  ret void
}
define spir_kernel void @ms_no_sample(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %v = call spir_func <4 x i32> @_Z17__spirv_ImageReadms(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %i, <2 x i32> zeroinitializer)
  store <4 x i32> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @ms3d(target("spirv.Image", void, 2, 0, 0, 1, 0, 0, 0) %i) {
  ret void
}
define spir_kernel void @never_sampled(target("spirv.Image", void, 1, 0, 0, 0, 2, 0, 0) %i, target("spirv.Sampler") %s, ptr addrspace(1) %o) {
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 2, 0, 0) %i, target("spirv.Sampler") %s, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @never_sampled_image(target("spirv.SampledImage", void, 1, 0, 0, 0, 2, 0, 0) %i) {
  ret void
}
declare spir_func void @_Z18__spirv_ImageWrite(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>, i32, i32)
declare spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELj(i32)
declare spir_func void @_Z18__spirv_ImageWritems(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 1), <2 x i32>, <4 x i32>)
declare spir_func <4 x i32> @_Z17__spirv_ImageReadms(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0), <2 x i32>)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 2, 0, 0), target("spirv.Sampler"), <2 x i32>)
