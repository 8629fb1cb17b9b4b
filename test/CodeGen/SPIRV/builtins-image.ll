; The translator's image spellings (the translator's LLVM IR conventions): __spirv_SampledImage,
; __spirv_ImageSampleExplicitLod with the Lod or Grad image operands the
; call gives, __spirv_ImageRead (results of fewer than four components read
; four; SignExtend raises the version to 1.4), the template spelling
; _Z17__spirv_ImageReadI..., __spirv_ImageQuerySize[Lod]/Format/Order/
; Levels (raw values: no OpenCL offsets), __spirv_ImageWrite (a colour
; texel of fewer than four components writes four, the others zero);
; __spirv_Image, the image of a sampled image (image-of.ll, which neither
; Khronos reader reads back: both lack OpImage).
; Then the refusals: image forms and types the OpenCL SPIR-V environment
; excludes, pipes, sampler initializers that are not OpenCL sampler
; constants, sampled images through a select, __spirv_ImageFetch (it reads
; images whose Sampled is 1, which the OpenCL environment does not have),
; __spirv_Image of another image type, the translator's calls whose types
; SPIR-V does not take (the levels of a buffer image, a size of another
; number of components, float coordinates to read, an integer level of
; detail, gradients of another number of components, a float sample
; number), image block reads of a 1D image or of floats (the OpenCL C
; forms' rule: a 2D image neither depth nor arrayed, integer data); and, with
; -spirv-environment=level-zero, the narrower image table of the Level-Zero
; SPIR-V environment specification (images-opencl.ll has what only the
; OpenCL environment accepts).
; The 2022 GPU compiler's library has no OpImageRead with SignExtend, which
; this test reads on purpose:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: undefined reference to `__builtin_spirv_OpImageRead_v4i32_img2d_ro_v2i32_i32
; nor OpImage (opcode 100):
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: IGC SPIRV Consumer does not support the following opcode: 100
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/translator.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/translator.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 %t/image-of.ll -o - | FileCheck %s --check-prefix=IMAGE
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/image-of.ll -o %t.image-of.spv
; RUN: %spirv-val %t.image-of.spv
; RUN: rm -f %t.err.out
; RUN: not %llc -mtriple=spirv64 %t/errors.ll -o %t.err.out 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not ls %t.err.out
; The OpenCL environment's multisampled images and write operands pass.
; RUN: not %llc -mtriple=spirv64 %t/errors.ll -o /dev/null 2>&1 | not grep -e '@msaa)' -e '@write_operands)'
; RUN: not %llc -mtriple=spirv64 -spirv-environment=level-zero %t/errors.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=L0

; CHECK: Version: 1.4
; CHECK-NOT: LinkageAttributes
; CHECK-DAG: [[VOID:%[0-9]+]] = OpTypeVoid
; CHECK-DAG: [[I2:%[0-9]+]] = OpTypeImage [[VOID]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: [[I3W:%[0-9]+]] = OpTypeImage [[VOID]] 3D 0 0 0 0 Unknown WriteOnly
; CHECK-DAG: [[IB:%[0-9]+]] = OpTypeImage [[VOID]] Buffer 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: [[SMP:%[0-9]+]] = OpTypeSampler
; CHECK-DAG: [[SI:%[0-9]+]] = OpTypeSampledImage [[I2]]
; CHECK-DAG: [[F:%[0-9]+]] = OpTypeFloat 32
; CHECK-DAG: [[F4:%[0-9]+]] = OpTypeVector [[F]] 4
; CHECK-DAG: [[U:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[U2:%[0-9]+]] = OpTypeVector [[U]] 2
; CHECK-DAG: [[U4:%[0-9]+]] = OpTypeVector [[U]] 4
; CHECK-DAG: [[UL:%[0-9]+]] = OpTypeInt 64 0
; CHECK: [[IMG:%[0-9]+]] = OpFunctionParameter [[I2]]
; CHECK: [[OUT:%[0-9]+]] = OpFunctionParameter [[I3W]]
; CHECK: [[BUF:%[0-9]+]] = OpFunctionParameter [[IB]]
; CHECK: [[S:%[0-9]+]] = OpFunctionParameter [[SMP]]
; CHECK: [[A:%[0-9]+]] = OpSampledImage [[SI]] [[IMG]] [[S]]
; CHECK-NEXT: OpImageSampleExplicitLod [[F4]] [[A]] %{{[0-9]+}} Lod %{{[0-9]+}}
; CHECK: [[B:%[0-9]+]] = OpSampledImage [[SI]] [[IMG]] [[S]]
; CHECK-NEXT: [[G:%[0-9]+]] = OpImageSampleExplicitLod [[F4]] [[B]] %{{[0-9]+}} Grad %{{[0-9]+}} %{{[0-9]+}}
; CHECK-NEXT: OpCompositeExtract [[F]] [[G]] 0
; CHECK: [[R:%[0-9]+]] = OpImageRead [[U4]] [[IMG]] %{{[0-9]+}}{{$}}
; CHECK-NEXT: OpCompositeExtract [[U]] [[R]] 0
; CHECK: [[T:%[0-9]+]] = OpImageRead [[U4]] [[IMG]] %{{[0-9]+}}{{$}}
; CHECK-NEXT: OpVectorShuffle [[U2]] [[T]] [[T]] 0 1
; CHECK: [[SE:%[0-9]+]] = OpImageRead [[U4]] [[IMG]] %{{[0-9]+}} SignExtend
; CHECK: OpImageQuerySizeLod [[U2]] [[IMG]]
; CHECK: OpImageQuerySize [[UL]] [[BUF]]
; CHECK: [[FMT:%[0-9]+]] = OpImageQueryFormat [[U]] [[IMG]]
; CHECK: [[ORD:%[0-9]+]] = OpImageQueryOrder [[U]] [[IMG]]
; CHECK: OpImageQueryLevels [[U]] [[IMG]]
; CHECK-NOT: OpIAdd [[U]] [[FMT]]
; CHECK-NOT: OpIAdd [[U]] [[ORD]]
; CHECK: [[WT:%[0-9]+]] = OpCompositeInsert [[U4]] %{{[0-9]+}} %{{[0-9]+}} 0
; CHECK-NEXT: OpImageWrite [[OUT]] %{{[0-9]+}} [[WT]]{{$}}
; CHECK: OpImageWrite [[OUT]] %{{[0-9]+}} [[SE]]{{$}}

;--- translator.ll
target triple = "spirv64"

define spir_kernel void @translator(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %out, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %buf, target("spirv.Sampler") %s, ptr addrspace(1) %p) {
  %si = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s)
  %v = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si, <2 x float> zeroinitializer, i32 2, float 0.0)
  store <4 x float> %v, ptr addrspace(1) %p
  %si2 = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s)
  %g = call spir_func float @_Z30__spirv_ImageSampleExplicitLod_Rfloat(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si2, <2 x float> zeroinitializer, i32 4, <2 x float> zeroinitializer, <2 x float> zeroinitializer)
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 8
  store float %g, ptr addrspace(1) %q
  %r = call spir_func i32 @_Z22__spirv_ImageRead_RintPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer)
  %t = call spir_func <2 x i32> @_Z17__spirv_ImageReadIDv2_i14ocl_image2d_roS0_ET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer)
  %se = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer, i32 4096)
  %sz = call spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i32 0)
  %bs = call spir_func i64 @_Z29__spirv_ImageQuerySize_RlongPU3AS133__spirv_Image__void_5_0_0_0_0_0_0(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %buf)
  %f = call spir_func i32 @_Z24__spirv_ImageQueryFormatPU3AS133__spirv_Image__void_1_0_0_0_0_0_0(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img)
  %o = call spir_func i32 @_Z23__spirv_ImageQueryOrderPU3AS133__spirv_Image__void_1_0_0_0_0_0_0(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img)
  %l = call spir_func i32 @_Z24__spirv_ImageQueryLevelsPU3AS133__spirv_Image__void_1_0_0_0_0_0_0(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img)
  %sx = extractelement <2 x i32> %sz, i32 0
  %tx = extractelement <2 x i32> %t, i32 1
  %sex = extractelement <4 x i32> %se, i32 2
  %bs32 = trunc i64 %bs to i32
  %a = add i32 %r, %sx
  %b = add i32 %a, %f
  %c = add i32 %b, %tx
  %d = add i32 %c, %sex
  %e = add i32 %d, %o
  %h = add i32 %e, %l
  %k = add i32 %h, %bs32
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_2_0_0_0_0_0_1Dv4_ii(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %out, <4 x i32> zeroinitializer, i32 %k)
  call spir_func void @_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_iDv4_jEvT_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %out, <4 x i32> zeroinitializer, <4 x i32> %se)
  ret void
}
declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"))
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float)
declare spir_func float @_Z30__spirv_ImageSampleExplicitLod_Rfloat(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, <2 x float>, <2 x float>)
declare spir_func i32 @_Z22__spirv_ImageRead_RintPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <2 x i32> @_Z17__spirv_ImageReadIDv2_i14ocl_image2d_roS0_ET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x i32> @_Z24__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32)
declare spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32)
declare spir_func i64 @_Z29__spirv_ImageQuerySize_RlongPU3AS133__spirv_Image__void_5_0_0_0_0_0_0(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z24__spirv_ImageQueryFormatPU3AS133__spirv_Image__void_1_0_0_0_0_0_0(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z23__spirv_ImageQueryOrderPU3AS133__spirv_Image__void_1_0_0_0_0_0_0(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z24__spirv_ImageQueryLevelsPU3AS133__spirv_Image__void_1_0_0_0_0_0_0(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_2_0_0_0_0_0_1Dv4_ii(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1), <4 x i32>, i32)
declare spir_func void @_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_iDv4_jEvT_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1), <4 x i32>, <4 x i32>)

; ERR-DAG: error: builtin write_imagef with a level of detail (SPIRV-Tools 2025.5 accepts the Lod image operand only on explicit-lod sampling and OpImageFetch, not on OpImageWrite) is not supported (in function @write_lod)
; ERR-DAG: error: type target("spirv.Image", float, 1, 0, 0, 0, 0, 0, 0) as parameter type (the OpenCL SPIR-V environment specification: the sampled type must be void, or a 64-bit integer with SPV_EXT_shader_image_int64) is not supported (in function @float_sampled)
; ERR-DAG: error: type target("spirv.Image", void, 3, 0, 0, 0, 0, 0, 0) as parameter type (the OpenCL SPIR-V environment specification: images are 1D, 2D, 3D or buffers) is not supported (in function @cube)
; ERR-DAG: error: type target("spirv.Image", void, 1, 0, 0, 0, 0, 1, 0) as parameter type (the OpenCL SPIR-V environment specification: the image format must be Unknown, or R64i / R64ui for 64-bit integer texels) is not supported (in function @format)
; ERR-DAG: error: type target("spirv.Image", void, 2, 0, 1, 0, 0, 0, 0) as parameter type (the OpenCL SPIR-V environment specification: only 1D and 2D images may be arrayed) is not supported (in function @array3d)
; ERR-DAG: error: type target("spirv.Image", void, 1, 0, 0, 0, 1, 0, 0) as parameter type (the OpenCL SPIR-V environment specification: Sampled must be 0 (known at run time) or 2 (never used with a sampler)) is not supported (in function @sampled1)
; ERR-DAG: error: type target("spirv.Image", void, 0, 1, 0, 0, 0, 0, 0) as parameter type (the OpenCL SPIR-V environment specification: only 2D images may be depth images) is not supported (in function @depth1d)
; ERR-DAG: error: a sampler initializer that is not a constant is not supported (in function @sampler_var)
; ERR-DAG: error: sampler initializer 0x40 (not a combination of OpenCL's CLK_* sampler bits) is not supported (in function @sampler_bits)
; ERR-DAG: error: image operands 0xA (the target gives Lod or Grad when sampling, Sample on a multisampled image, SignExtend and ZeroExtend) is not supported (in function @const_offset)
; ERR-DAG: error: a sampled image in 'select' is not supported (in function @sampled_select)
; ERR-DAG: error: builtin get_image_num_samples of a single-sampled image is not supported (in function @samples)
; ERR-DAG: error: builtin __spirv_ImageFetch (OpImageFetch reads an image whose Sampled is 1, which the OpenCL SPIR-V environment does not allow) is not supported (in function @fetch)
; ERR-DAG: error: builtin __spirv_Image with this signature ({{.*}}) is not supported (in function @image_of_other)
; ERR-DAG: error: builtin __spirv_ImageQueryLevels of a buffer image, which has no levels is not supported (in function @buffer_levels)
; ERR-DAG: error: builtin __spirv_ImageSampleExplicitLod of a buffer image, which has no levels is not supported (in function @buffer_sample)
; ERR-DAG: error: builtin __spirv_ImageQuerySize with this signature ({{.*}}) is not supported (in function @size_components)
; ERR-DAG: error: builtin __spirv_ImageRead with this signature ({{.*}}) is not supported (in function @float_coordinate)
; ERR-DAG: error: image operands 0x2 with an operand of type i32 (SPIR-V takes a float level of detail, 2 float components per gradient, an integer sample number) is not supported (in function @int_lod)
; ERR-DAG: error: image operands 0x4 with an operand of type float ({{.*}}) is not supported (in function @grad_components)
; ERR-DAG: error: image operands 0x40 with an operand of type float ({{.*}}) is not supported (in function @float_sample)
; ERR-DAG: error: builtin __spirv_SubgroupImageBlockReadINTEL with this signature ({{.*}}) is not supported (in function @block_1d)
; ERR-DAG: error: builtin __spirv_SubgroupImageBlockWriteINTEL with this signature ({{.*}}) is not supported (in function @block_float)
; The Level-Zero SPIR-V environment specification's table.
; L0-DAG: error: builtin write_imagef with a level of detail ({{.*}}) is not supported (in function @write_lod)
; L0-DAG: error: type target("spirv.Image", float, 1, 0, 0, 0, 0, 0, 0) as parameter type (the Level-Zero SPIR-V environment specification: the sampled type must be void) is not supported (in function @float_sampled)
; L0-DAG: error: type target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) as parameter type (the Level-Zero SPIR-V environment specification: images must be single-sampled) is not supported (in function @msaa)
; L0-DAG: error: type target("spirv.Image", void, 3, 0, 0, 0, 0, 0, 0) as parameter type (the Level-Zero SPIR-V environment specification: images are 1D, 2D, 3D or buffers) is not supported (in function @cube)
; L0-DAG: error: type target("spirv.Image", void, 1, 0, 0, 0, 0, 1, 0) as parameter type (the Level-Zero SPIR-V environment specification: the image format must be Unknown) is not supported (in function @format)
; L0-DAG: error: type target("spirv.Image", void, 2, 0, 1, 0, 0, 0, 0) as parameter type (the Level-Zero SPIR-V environment specification: only 1D and 2D images may be arrayed) is not supported (in function @array3d)
; L0-DAG: error: type target("spirv.Image", void, 1, 0, 0, 0, 1, 0, 0) as parameter type (the Level-Zero SPIR-V environment specification: Sampled must be 0) is not supported (in function @sampled1)
; L0-DAG: error: type target("spirv.Image", void, 0, 1, 0, 0, 0, 0, 0) as parameter type (the Level-Zero SPIR-V environment specification: only 2D images may be depth images) is not supported (in function @depth1d)
; L0-DAG: error: image operands on OpImageWrite (the Level-Zero SPIR-V environment specification forbids them) is not supported (in function @write_operands)

;--- image-of.ll
; IMAGE-DAG: [[I2:%[0-9]+]] = OpTypeImage {{%[0-9]+}} 2D 0 0 0 0 Unknown ReadOnly
; IMAGE-DAG: [[SI:%[0-9]+]] = OpTypeSampledImage [[I2]]
; IMAGE: [[IMG:%[0-9]+]] = OpFunctionParameter [[I2]]
; IMAGE: [[S:%[0-9]+]] = OpFunctionParameter
; IMAGE: [[A:%[0-9]+]] = OpSampledImage [[SI]] [[IMG]] [[S]]
; IMAGE-NEXT: [[B:%[0-9]+]] = OpImage [[I2]] [[A]]
; IMAGE-NEXT: OpImageRead {{%[0-9]+}} [[B]]
target triple = "spirv64"
define spir_kernel void @image_of(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s, ptr addrspace(1) %p) {
  %si = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s)
  %i = call spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z13__spirv_Image(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si)
  %v = call spir_func <4 x float> @_Z17__spirv_ImageRead(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}
declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"))
declare spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z13__spirv_Image(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func <4 x float> @_Z17__spirv_ImageRead(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)

;--- errors.ll
target triple = "spirv64"
define spir_kernel void @write_lod(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %i, <4 x float> %v) {
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iiDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %i, <2 x i32> zeroinitializer, i32 1, <4 x float> %v)
  ret void
}
define spir_kernel void @float_sampled(target("spirv.Image", float, 1, 0, 0, 0, 0, 0, 0) %i) {
  ret void
}
define spir_kernel void @msaa(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %i) {
  ret void
}
define spir_kernel void @cube(target("spirv.Image", void, 3, 0, 0, 0, 0, 0, 0) %i) {
  ret void
}
define spir_kernel void @format(target("spirv.Image", void, 1, 0, 0, 0, 0, 1, 0) %i) {
  ret void
}
define spir_kernel void @array3d(target("spirv.Image", void, 2, 0, 1, 0, 0, 0, 0) %i) {
  ret void
}
define spir_kernel void @sampled1(target("spirv.Image", void, 1, 0, 0, 0, 1, 0, 0) %i) {
  ret void
}
define spir_kernel void @depth1d(target("spirv.Image", void, 0, 1, 0, 0, 0, 0, 0) %i) {
  ret void
}
define spir_kernel void @sampler_var(i32 %bits, ptr addrspace(1) %o, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i) {
  %s = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 %bits)
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, target("spirv.Sampler") %s, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @sampler_bits(ptr addrspace(1) %o, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i) {
  %s = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 64)
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, target("spirv.Sampler") %s, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @const_offset(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, target("spirv.Sampler") %s, ptr addrspace(1) %o) {
  %si = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, target("spirv.Sampler") %s)
  %v = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLod(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si, <2 x float> zeroinitializer, i32 10, float 0.0, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @write_operands(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %i) {
  call spir_func void @_Z18__spirv_ImageWrite(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %i, <2 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 4096)
  ret void
}
define spir_kernel void @sampled_select(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, target("spirv.Sampler") %s, i1 %c) {
  %a = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, target("spirv.Sampler") %s)
  %b = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, target("spirv.Sampler") %s)
  %x = select i1 %c, target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %b
  ret void
}
define spir_kernel void @samples(ptr addrspace(1) %o, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i) {
  %n = call spir_func i32 @_Z21get_image_num_samples14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i)
  store i32 %n, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @fetch(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %v = call spir_func <4 x float> @_Z18__spirv_ImageFetch(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @image_of_other(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, target("spirv.Sampler") %s, ptr addrspace(1) %o) {
  %si = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, target("spirv.Sampler") %s)
  %b = call spir_func target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) @_Z13__spirv_Image(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si)
  %n = call spir_func i32 @_Z24__spirv_ImageQueryFormat(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %b)
  store i32 %n, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @buffer_levels(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %n = call spir_func i32 @_Z24__spirv_ImageQueryLevelsB(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %i)
  store i32 %n, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @buffer_sample(target("spirv.SampledImage", void, 5, 0, 0, 0, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %v = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodB(target("spirv.SampledImage", void, 5, 0, 0, 0, 0, 0, 0) %i, float 0.0, i32 2, float 0.0)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @size_components(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %n = call spir_func i32 @_Z22__spirv_ImageQuerySize(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i)
  store i32 %n, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @float_coordinate(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %v = call spir_func <4 x float> @_Z17__spirv_ImageReadF(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, <2 x float> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @int_lod(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %v = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodI(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %i, <2 x float> zeroinitializer, i32 2, i32 0)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @grad_components(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %v = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodG(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %i, <2 x float> zeroinitializer, i32 4, float 0.0, float 0.0)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @float_sample(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %v = call spir_func <4 x float> @_Z17__spirv_ImageReadS(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %i, <2 x i32> zeroinitializer, i32 64, float 0.0)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @block_1d(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %v = call spir_func i32 @__spirv_SubgroupImageBlockReadINTEL(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i, i32 0)
  store i32 %v, ptr addrspace(1) %o
  ret void
}
define spir_kernel void @block_float(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %i) {
  call spir_func void @__spirv_SubgroupImageBlockWriteINTEL(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %i, <2 x i32> zeroinitializer, float 0.0)
  ret void
}
declare spir_func i32 @__spirv_SubgroupImageBlockReadINTEL(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), i32)
declare spir_func void @__spirv_SubgroupImageBlockWriteINTEL(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, float)
declare spir_func i32 @_Z24__spirv_ImageQueryLevelsB(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0))
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodB(target("spirv.SampledImage", void, 5, 0, 0, 0, 0, 0, 0), float, i32, float)
declare spir_func i32 @_Z22__spirv_ImageQuerySize(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func <4 x float> @_Z17__spirv_ImageReadF(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>)
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodI(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, i32)
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodG(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float, float)
declare spir_func <4 x float> @_Z17__spirv_ImageReadS(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0), <2 x i32>, i32, float)
declare spir_func <4 x float> @_Z18__spirv_ImageFetch(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) @_Z13__spirv_Image(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z24__spirv_ImageQueryFormat(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0))
declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iiDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, i32, <4 x float>)
declare spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32>)
declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"))
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLod(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float, <2 x i32>)
declare spir_func void @_Z18__spirv_ImageWrite(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>, i32)
declare spir_func i32 @_Z21get_image_num_samples14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
