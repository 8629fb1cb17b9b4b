; The translator's image reads and writes of 8- and 16-bit integer texels
; (__spirv_ImageRead, __spirv_ImageSampleExplicitLod, __spirv_ImageWrite):
; Intel's GPU compiler has only 32-bit integer, float and half texels
; (OpenCL C's read_image* and write_image*), so such texels travel as
; 32-bit components. A read truncates them; a write extends them as the
; call says: its SignExtend / ZeroExtend operand, else the texel's mangled
; type (s c signed, t h unsigned, the template spelling's too), else its
; signext / zeroext attribute, else at run time by the image's format
; (the SignedInt ones sign-extend).
; The 2022 GPU compiler's library has no image write with SignExtend or
; ZeroExtend, which operands.ll writes on purpose:
; GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: undefined reference to `__builtin_spirv_OpImageWrite_img1d_wo_i32_v4i32_i32
; RUN: split-file %s %t
; RUN: %llc -mtriple=spirv64 %t/narrow.ll -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/narrow.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv64 %t/operands.ll -o - | FileCheck %s --check-prefix=OPS
; RUN: %llc -mtriple=spirv64 -filetype=obj %t/operands.ll -o %t.operands.spv
; RUN: %spirv-val %t.operands.spv

; CHECK-DAG: [[U8:%[0-9]+]] = OpTypeInt 8 0
; CHECK-DAG: [[U16:%[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: [[U32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[U32x2:%[0-9]+]] = OpTypeVector [[U32]] 2
; CHECK-DAG: [[U32x4:%[0-9]+]] = OpTypeVector [[U32]] 4
; CHECK-DAG: [[U16x2:%[0-9]+]] = OpTypeVector [[U16]] 2
; CHECK-DAG: [[U8x4:%[0-9]+]] = OpTypeVector [[U8]] 4
; CHECK-DAG: [[ZERO4:%[0-9]+]] = OpConstantComposite [[U32x4]]
; CHECK-DAG: [[SIGNEDINT8:%[0-9]+]] = OpConstant [[U32]] 7
; CHECK-DAG: [[THREE:%[0-9]+]] = OpConstant [[U32]] 3
; CHECK-LABEL: = OpFunction %
; CHECK: [[A:%[0-9]+]] = OpImageRead [[U32x4]]
; CHECK-NEXT: [[A0:%[0-9]+]] = OpCompositeExtract [[U32]] [[A]] 0
; CHECK-NEXT: OpUConvert [[U16]] [[A0]]
; CHECK: [[B:%[0-9]+]] = OpImageRead [[U32x4]]
; CHECK-NEXT: [[B2:%[0-9]+]] = OpVectorShuffle [[U32x2]] [[B]] [[B]] 0 1
; CHECK-NEXT: OpUConvert [[U16x2]] [[B2]]
; CHECK: [[C:%[0-9]+]] = OpImageRead [[U32x4]]
; CHECK-NEXT: OpUConvert [[U8x4]] [[C]]
; CHECK: [[D:%[0-9]+]] = OpImageSampleExplicitLod [[U32x4]]
; CHECK-NEXT: [[D0:%[0-9]+]] = OpCompositeExtract [[U32]] [[D]] 0
; CHECK-NEXT: OpUConvert [[U8]] [[D0]]
; CHECK-LABEL: = OpFunction %
; CHECK: [[O1:%[0-9]+]] = OpFunctionParameter
; CHECK: [[O3:%[0-9]+]] = OpFunctionParameter
; CHECK: [[H:%[0-9]+]] = OpFunctionParameter [[U16]]
; CHECK: [[CH:%[0-9]+]] = OpFunctionParameter [[U8]]
; CHECK: [[V2:%[0-9]+]] = OpFunctionParameter [[U16x2]]
; CHECK: [[V4:%[0-9]+]] = OpFunctionParameter
; The template spellings: short, then unsigned short.
; CHECK: [[W1:%[0-9]+]] = OpSConvert [[U32]] [[H]]
; CHECK-NEXT: [[T1:%[0-9]+]] = OpCompositeInsert [[U32x4]] [[W1]] [[ZERO4]] 0
; CHECK-NEXT: OpImageWrite [[O1]] %{{[0-9]+}} [[T1]]{{$}}
; CHECK-NEXT: [[W2:%[0-9]+]] = OpUConvert [[U32]] [[H]]
; CHECK-NEXT: [[T2:%[0-9]+]] = OpCompositeInsert [[U32x4]] [[W2]] [[ZERO4]] 0
; CHECK-NEXT: OpImageWrite [[O3]] [[ZERO4]] [[T2]]{{$}}
; char, then unsigned char.
; CHECK-NEXT: OpSConvert [[U32]] [[CH]]
; CHECK: OpImageWrite [[O1]]
; CHECK-NEXT: OpUConvert [[U32]] [[CH]]
; CHECK: OpImageWrite [[O1]]
; ushort2: two lanes widened, two zeros.
; CHECK-NEXT: [[L0:%[0-9]+]] = OpCompositeExtract [[U16]] [[V2]] 0
; CHECK-NEXT: [[X0:%[0-9]+]] = OpUConvert [[U32]] [[L0]]
; CHECK-NEXT: [[L1:%[0-9]+]] = OpCompositeExtract [[U16]] [[V2]] 1
; CHECK-NEXT: [[X1:%[0-9]+]] = OpUConvert [[U32]] [[L1]]
; CHECK-NEXT: [[Y0:%[0-9]+]] = OpCompositeInsert [[U32x4]] [[X0]] [[ZERO4]] 0
; CHECK-NEXT: [[Y1:%[0-9]+]] = OpCompositeInsert [[U32x4]] [[X1]] [[Y0]] 1
; CHECK-NEXT: OpImageWrite [[O1]] %{{[0-9]+}} [[Y1]]{{$}}
; short4: four lanes sign-extended.
; CHECK-COUNT-4: OpSConvert [[U32]]
; CHECK: OpImageWrite [[O1]]
; The C spelling: zeroext at the call, then nothing said: the format.
; CHECK-NEXT: OpUConvert [[U32]] [[H]]
; CHECK: OpImageWrite [[O1]]
; CHECK-NEXT: [[FMT:%[0-9]+]] = OpImageQueryFormat [[U32]] [[O1]]
; CHECK-NEXT: [[REL:%[0-9]+]] = OpISub [[U32]] [[FMT]] [[SIGNEDINT8]]
; CHECK-NEXT: [[SGN:%[0-9]+]] = OpULessThan %{{[0-9]+}} [[REL]] [[THREE]]
; CHECK-NEXT: [[S:%[0-9]+]] = OpSConvert [[U32]] [[H]]
; CHECK-NEXT: [[Z:%[0-9]+]] = OpUConvert [[U32]] [[H]]
; CHECK-NEXT: [[E:%[0-9]+]] = OpSelect [[U32]] [[SGN]] [[S]] [[Z]]
; CHECK-NEXT: [[T:%[0-9]+]] = OpCompositeInsert [[U32x4]] [[E]] [[ZERO4]] 0
; CHECK-NEXT: OpImageWrite [[O1]] %{{[0-9]+}} [[T]]{{$}}

; The image operands win over the texel's type; a read keeps its operand.
; OPS: Version: 1.4
; OPS: OpName [[H:%[0-9]+]] "h"
; OPS: OpSConvert %{{[0-9]+}} [[H]]
; OPS: OpImageWrite {{.*}} SignExtend
; OPS-NEXT: OpUConvert %{{[0-9]+}} [[H]]
; OPS: OpImageWrite {{.*}} ZeroExtend
; OPS-NEXT: [[R:%[0-9]+]] = OpImageRead [[U32x4:%[0-9]+]] {{.*}} SignExtend
; OPS-NEXT: [[R0:%[0-9]+]] = OpCompositeExtract {{.*}} [[R]] 0
; OPS-NEXT: OpUConvert {{.*}} [[R0]]

;--- narrow.ll
target triple = "spirv64"

define spir_kernel void @reads(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i1, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %i3, target("spirv.Sampler") %s, ptr addrspace(1) %p) {
  %a = call spir_func signext i16 @_Z17__spirv_ImageReadIs14ocl_image1d_roiET_T0_T1_(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i1, i32 1)
  store i16 %a, ptr addrspace(1) %p
  %b = call spir_func <2 x i16> @_Z26__spirv_ImageRead_Rushort2PU3AS133__spirv_Image__void_0_0_0_0_0_0_0i(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i1, i32 2)
  %pb = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  store <2 x i16> %b, ptr addrspace(1) %pb
  %c = call spir_func <4 x i8> @_Z25__spirv_ImageRead_Rchar4PU3AS133__spirv_Image__void_2_0_0_0_0_0_0Dv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %i3, <4 x i32> zeroinitializer)
  %pc = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  store <4 x i8> %c, ptr addrspace(1) %pc
  %si = call spir_func target("spirv.SampledImage", void, 0, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_0_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i1, target("spirv.Sampler") %s)
  %d = call spir_func i8 @_Z36__spirv_ImageSampleExplicitLod_RucharPU3AS140__spirv_SampledImage__void_0_0_0_0_0_0_0fif(target("spirv.SampledImage", void, 0, 0, 0, 0, 0, 0, 0) %si, float 0.5, i32 2, float 0.0)
  %pd = getelementptr inbounds i8, ptr addrspace(1) %p, i64 12
  store i8 %d, ptr addrspace(1) %pd
  ret void
}
declare spir_func signext i16 @_Z17__spirv_ImageReadIs14ocl_image1d_roiET_T0_T1_(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), i32)
declare spir_func <2 x i16> @_Z26__spirv_ImageRead_Rushort2PU3AS133__spirv_Image__void_0_0_0_0_0_0_0i(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), i32)
declare spir_func <4 x i8> @_Z25__spirv_ImageRead_Rchar4PU3AS133__spirv_Image__void_2_0_0_0_0_0_0Dv4_i(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), <4 x i32>)
declare spir_func target("spirv.SampledImage", void, 0, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_0_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"))
declare spir_func i8 @_Z36__spirv_ImageSampleExplicitLod_RucharPU3AS140__spirv_SampledImage__void_0_0_0_0_0_0_0fif(target("spirv.SampledImage", void, 0, 0, 0, 0, 0, 0, 0), float, i32, float)

define spir_kernel void @writes(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %o3, i16 %h, i8 %c, <2 x i16> %v2, <4 x i16> %v4) {
  call spir_func void @_Z18__spirv_ImageWriteI14ocl_image1d_woisEvT_T0_T1_(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, i32 0, i16 signext %h)
  call spir_func void @_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_itEvT_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %o3, <4 x i32> zeroinitializer, i16 zeroext %h)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1ic(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, i32 1, i8 %c)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1ih(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, i32 2, i8 %c)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1iDv2_t(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, i32 3, <2 x i16> %v2)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1iDv4_s(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, i32 4, <4 x i16> %v4)
  call spir_func void @__spirv_ImageWrite(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, i32 5, i16 zeroext %h)
  call spir_func void @__spirv_ImageWrite(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, i32 6, i16 %h)
  ret void
}
declare spir_func void @_Z18__spirv_ImageWriteI14ocl_image1d_woisEvT_T0_T1_(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32, i16 signext)
declare spir_func void @_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_itEvT_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1), <4 x i32>, i16 zeroext)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1ic(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32, i8)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1ih(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32, i8)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1iDv2_t(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32, <2 x i16>)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1iDv4_s(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32, <4 x i16>)
declare spir_func void @__spirv_ImageWrite(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32, i16)

;--- operands.ll
target triple = "spirv64"

define spir_kernel void @operands(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i1, i16 %h, ptr addrspace(1) %p) {
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1iti(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, i32 0, i16 zeroext %h, i32 4096)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1isi(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %o1, i32 1, i16 signext %h, i32 8192)
  %r = call spir_func i16 @_Z24__spirv_ImageRead_RshortPU3AS133__spirv_Image__void_0_0_0_0_0_0_0ii(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i1, i32 0, i32 4096)
  store i16 %r, ptr addrspace(1) %p
  ret void
}
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1iti(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32, i16 zeroext, i32)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_0_0_0_0_0_0_1isi(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32, i16 signext, i32)
declare spir_func i16 @_Z24__spirv_ImageRead_RshortPU3AS133__spirv_Image__void_0_0_0_0_0_0_0ii(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), i32, i32)
