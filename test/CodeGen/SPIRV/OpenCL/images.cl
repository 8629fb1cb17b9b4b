// Images and samplers (the Level-Zero SPIR-V programming guide): every image type of its table in each
// access qualifier is an OpTypeImage with a void sampled type, Sampled 0,
// format Unknown and its access qualifier; a sampler argument is an
// OpTypeSampler parameter and a literal sampler an OpConstantSampler.
// read_image* with a sampler is OpSampledImage + OpImageSampleExplicitLod
// (Lod 0, the Lod given, or Grad), without one OpImageRead; a depth image's
// OpImageRead has a float result, its sample is the first component of four; write_image* is OpImageWrite without image
// operands; the size queries are components of OpImageQuerySizeLod
// (OpImageQuerySize for buffers); channel data type / order add OpenCL's
// CL_SNORM_INT8 (0x10D0 = 4304) / CL_R (0x10B0 = 4272). At -O0 images and
// samplers also live in Function variables. cl-compile runs spirv-val and
// the Khronos reader on every binary.
// The capabilities SPIRV-Headers 1.4.335's grammar asks for (.venv-spirv).
// REQUIRES: spirv-tools-2025
// The 2022 GPU compiler's library samples a 3D image with float4 gradients
// only (OpenCL C's types), which SPIR-V's Grad forbids (three components,
// one per dimension): it builds this source, but no valid module of it.
// GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: undefined reference to `__builtin_spirv_OpImageSampleExplicitLod_v4f32_img3d_ro_v4f32_i32_v3f32_v3f32'
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s --check-prefix=CAPS
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s --check-prefixes=CHECK,CAPS
// RUN: %cl-compile spirv32 -O2 %s %t.32.spv

// Exactly the capabilities the Level-Zero SPIR-V programming guide gives devices with images (with Int64
// and Float16 for size_t and half): ImageBasic, ImageReadWrite,
// LiteralSampler, Sampled1D and SampledBuffer (the grammar's requirement of
// the 1D and Buffer dimensions), Image1D and ImageBuffer (written ones).
// CAPS:      OpCapability Addresses
// CAPS-NEXT: OpCapability Kernel
// CAPS-NEXT: OpCapability Float16
// CAPS-NEXT: OpCapability Int64
// CAPS-NEXT: OpCapability ImageBasic
// CAPS-NEXT: OpCapability ImageReadWrite
// CAPS-NEXT: OpCapability LiteralSampler
// CAPS-NEXT: OpCapability Sampled1D
// CAPS-NEXT: OpCapability Image1D
// CAPS-NEXT: OpCapability SampledBuffer
// CAPS-NEXT: OpCapability ImageBuffer
// CAPS-NOT:  OpCapability
// CAPS-NOT:  LinkageAttributes

// CHECK-DAG: OpName [[READS:%[0-9]+]] "reads"
// CHECK-DAG: OpName [[WRITES:%[0-9]+]] "writes"
// CHECK-DAG: OpName [[QUERIES:%[0-9]+]] "queries"
// CHECK-DAG: [[VOID:%[a-z0-9_]+]] = OpTypeVoid
// CHECK-DAG: [[I1R:%[0-9]+]] = OpTypeImage [[VOID]] 1D 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: [[I1W:%[0-9]+]] = OpTypeImage [[VOID]] 1D 0 0 0 0 Unknown WriteOnly
// CHECK-DAG: [[I1AR:%[0-9]+]] = OpTypeImage [[VOID]] 1D 0 1 0 0 Unknown ReadOnly
// CHECK-DAG: [[I1AW:%[0-9]+]] = OpTypeImage [[VOID]] 1D 0 1 0 0 Unknown WriteOnly
// CHECK-DAG: [[IBR:%[0-9]+]] = OpTypeImage [[VOID]] Buffer 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: [[IBW:%[0-9]+]] = OpTypeImage [[VOID]] Buffer 0 0 0 0 Unknown WriteOnly
// CHECK-DAG: [[I2R:%[0-9]+]] = OpTypeImage [[VOID]] 2D 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: [[I2W:%[0-9]+]] = OpTypeImage [[VOID]] 2D 0 0 0 0 Unknown WriteOnly
// CHECK-DAG: [[I2RW:%[0-9]+]] = OpTypeImage [[VOID]] 2D 0 0 0 0 Unknown ReadWrite
// CHECK-DAG: [[I2AR:%[0-9]+]] = OpTypeImage [[VOID]] 2D 0 1 0 0 Unknown ReadOnly
// CHECK-DAG: [[I2AW:%[0-9]+]] = OpTypeImage [[VOID]] 2D 0 1 0 0 Unknown WriteOnly
// CHECK-DAG: [[I2DR:%[0-9]+]] = OpTypeImage [[VOID]] 2D 1 0 0 0 Unknown ReadOnly
// CHECK-DAG: [[I2DW:%[0-9]+]] = OpTypeImage [[VOID]] 2D 1 0 0 0 Unknown WriteOnly
// CHECK-DAG: [[I2ADR:%[0-9]+]] = OpTypeImage [[VOID]] 2D 1 1 0 0 Unknown ReadOnly
// CHECK-DAG: [[I3R:%[0-9]+]] = OpTypeImage [[VOID]] 3D 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: [[I3W:%[0-9]+]] = OpTypeImage [[VOID]] 3D 0 0 0 0 Unknown WriteOnly
// CHECK-DAG: [[I3RW:%[0-9]+]] = OpTypeImage [[VOID]] 3D 0 0 0 0 Unknown ReadWrite
// CHECK-DAG: [[SMP:%[0-9]+]] = OpTypeSampler
// CHECK-DAG: [[SI1:%[0-9]+]] = OpTypeSampledImage [[I1R]]
// CHECK-DAG: [[SI2:%[0-9]+]] = OpTypeSampledImage [[I2R]]
// CHECK-DAG: [[SI2D:%[0-9]+]] = OpTypeSampledImage [[I2DR]]
// CHECK-DAG: [[SI2A:%[0-9]+]] = OpTypeSampledImage [[I2AR]]
// CHECK-DAG: [[SI3:%[0-9]+]] = OpTypeSampledImage [[I3R]]
// CHECK-DAG: [[LIT:%[0-9]+]] = OpConstantSampler [[SMP]] Repeat 1 Linear
// CHECK-DAG: [[EDGE:%[0-9]+]] = OpConstantSampler [[SMP]] ClampToEdge 0 Nearest
// CHECK-DAG: [[MIRROR:%[0-9]+]] = OpConstantSampler [[SMP]] RepeatMirrored 1 Nearest
// CHECK-DAG: [[NONE:%[0-9]+]] = OpConstantSampler [[SMP]] None 0 Nearest
// CHECK-DAG: [[CLAMP:%[0-9]+]] = OpConstantSampler [[SMP]] Clamp 0 Linear
// CHECK-DAG: [[F:%[a-z0-9_]+]] = OpTypeFloat 32
// CHECK-DAG: [[F3:%[a-z0-9_]+]] = OpTypeVector [[F]] 3
// CHECK-DAG: [[F4:%[a-z0-9_]+]] = OpTypeVector [[F]] 4
// CHECK-DAG: [[U:%[a-z0-9_]+]] = OpTypeInt 32 0
// CHECK-DAG: [[U2:%[a-z0-9_]+]] = OpTypeVector [[U]] 2
// CHECK-DAG: [[U3:%[a-z0-9_]+]] = OpTypeVector [[U]] 3
// CHECK-DAG: [[U4:%[a-z0-9_]+]] = OpTypeVector [[U]] 4
// CHECK-DAG: [[H:%[a-z0-9_]+]] = OpTypeFloat 16
// CHECK-DAG: [[H4:%[a-z0-9_]+]] = OpTypeVector [[H]] 4
// CHECK-DAG: [[UL:%[a-z0-9_]+]] = OpTypeInt 64 0
// CHECK-DAG: [[F0:%[a-z0-9_]+]] = OpConstant [[F]] 0{{$}}
// CHECK-DAG: [[F1:%[a-z0-9_]+]] = OpConstant [[F]] 1{{$}}
// CHECK-DAG: [[U0:%[a-z0-9_]+]] = OpConstant [[U]] 0{{$}}
// CHECK-DAG: [[SNORM:%[a-z0-9_]+]] = OpConstant [[U]] 4304{{$}}
// CHECK-DAG: [[CLR:%[a-z0-9_]+]] = OpConstant [[U]] 4272{{$}}

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

// CHECK: [[READS]] = OpFunction
// CHECK: [[R1:%[0-9]+]] = OpFunctionParameter [[I1R]]
// CHECK: [[R1A:%[0-9]+]] = OpFunctionParameter [[I1AR]]
// CHECK: [[RB:%[0-9]+]] = OpFunctionParameter [[IBR]]
// CHECK: [[R2:%[0-9]+]] = OpFunctionParameter [[I2R]]
// CHECK: [[RW2:%[0-9]+]] = OpFunctionParameter [[I2RW]]
// CHECK: [[R2A:%[0-9]+]] = OpFunctionParameter [[I2AR]]
// CHECK: [[R2D:%[0-9]+]] = OpFunctionParameter [[I2DR]]
// CHECK: [[R2AD:%[0-9]+]] = OpFunctionParameter [[I2ADR]]
// CHECK: [[R3:%[0-9]+]] = OpFunctionParameter [[I3R]]
// CHECK: [[RW3:%[0-9]+]] = OpFunctionParameter [[I3RW]]
// CHECK: [[S:%[0-9]+]] = OpFunctionParameter [[SMP]]
kernel void reads(read_only image1d_t i1, read_only image1d_array_t i1a,
                  read_only image1d_buffer_t i1b, read_only image2d_t i2,
                  read_write image2d_t rw2, read_only image2d_array_t i2a,
                  read_only image2d_depth_t i2d, read_only image2d_array_depth_t i2ad,
                  read_only image3d_t i3, read_write image3d_t rw3, sampler_t s,
                  global float4 *out, global int4 *iout, global half4 *hout) {
  const sampler_t lit = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
  int x = get_global_id(0);
// CHECK: [[A:%[0-9]+]] = OpSampledImage [[SI1]] [[R1]] [[S]]
// CHECK-NEXT: OpImageSampleExplicitLod [[F4]] [[A]] %{{[0-9]+}} Lod [[F0]]
// CHECK: OpImageRead [[F4]] [[R1]]
// CHECK: OpImageRead [[F4]] [[R1A]]
// CHECK: OpImageRead [[F4]] [[RB]]
  float4 acc = read_imagef(i1, s, x) + read_imagef(i1, x) + read_imagef(i1a, (int2)(x, 1));
  acc += read_imagef(i1b, x);
// CHECK: [[B:%[0-9]+]] = OpSampledImage [[SI2]] [[R2]] [[LIT]]
// CHECK-NEXT: OpImageSampleExplicitLod [[F4]] [[B]] %{{[0-9]+}} Lod [[F0]]
  acc += read_imagef(i2, lit, (float2)(0.5f, 0.25f));
// CHECK: [[C:%[0-9]+]] = OpSampledImage [[SI2A]] [[R2A]] [[S]]
// CHECK-NEXT: OpImageSampleExplicitLod [[F4]] [[C]]
  acc += read_imagef(i2a, s, (int4)(x, 1, 2, 0));
// A depth image reads a float: the first component of a sample, a scalar
// OpImageRead.
// CHECK: [[D:%[0-9]+]] = OpSampledImage [[SI2D]] [[R2D]] [[S]]
// CHECK-NEXT: [[DV:%[0-9]+]] = OpImageSampleExplicitLod [[F4]] [[D]]
// CHECK-NEXT: OpCompositeExtract [[F]] [[DV]] 0
// CHECK: OpImageRead [[F]] [[R2AD]]
  acc += (float4)(read_imagef(i2d, s, (int2)(x, 0)), read_imagef(i2ad, (int4)(x, 0, 1, 0)), 0, 0);
// CHECK: [[E:%[0-9]+]] = OpSampledImage [[SI3]] [[R3]] [[S]]
// CHECK-NEXT: OpImageSampleExplicitLod [[F4]] [[E]]
// CHECK: OpImageRead [[F4]] [[RW3]]
  acc += read_imagef(i3, s, (float4)(0.1f, 0.2f, 0.3f, 0)) + read_imagef(rw3, (int4)(x, 0, 0, 0));
// CHECK: [[G:%[0-9]+]] = OpSampledImage [[SI2]] [[R2]] [[S]]
// CHECK-NEXT: OpImageSampleExplicitLod [[U4]] [[G]]
// CHECK: OpImageRead [[U4]] [[RW2]]
  acc += convert_float4(read_imagei(i2, s, (int2)(x, 0))) + convert_float4(read_imageui(rw2, (int2)(x, 0)));
// Mipmap reads: the Lod given, and gradients.
// CHECK: [[L:%[0-9]+]] = OpSampledImage [[SI2]] [[R2]] [[S]]
// CHECK-NEXT: OpImageSampleExplicitLod [[F4]] [[L]] %{{[0-9]+}} Lod [[F1]]
// CHECK: [[GR:%[0-9]+]] = OpSampledImage [[SI2]] [[R2]] [[S]]
// CHECK-NEXT: OpImageSampleExplicitLod [[F4]] [[GR]] %{{[0-9]+}} Grad %{{[0-9]+}} %{{[0-9]+}}
  acc += read_imagef(i2, s, (float2)(0.5f, 0.5f), 1.0f);
  acc += read_imagef(i2, s, (float2)(0.5f, 0.5f), (float2)(1.0f, 0), (float2)(0, 1.0f));
// A 3D image's float4 gradients have three components in SPIR-V.
// CHECK: [[GX:%[0-9]+]] = OpVectorShuffle [[F3]] [[GX4:%[0-9]+]] [[GX4]] 0 1 2
// CHECK: [[GY:%[0-9]+]] = OpVectorShuffle [[F3]]
// CHECK: [[G3:%[0-9]+]] = OpSampledImage [[SI3]] [[R3]] [[S]]
// CHECK-NEXT: OpImageSampleExplicitLod [[F4]] [[G3]] %{{[0-9]+}} Grad [[GX]] [[GY]]
  acc += read_imagef(i3, s, (float4)(0.5f), (float4)(x, 0, 0, 0), (float4)(0, x, 0, 0));
// Each addressing mode and filter of a literal sampler.
// CHECK: OpSampledImage [[SI2]] [[R2]] [[EDGE]]
// CHECK: OpSampledImage [[SI2]] [[R2]] [[MIRROR]]
// CHECK: OpSampledImage [[SI2]] [[R2]] [[NONE]]
// CHECK: OpSampledImage [[SI2]] [[R2]] [[CLAMP]]
  acc += read_imagef(i2, edge, (int2)(x, 0));
  acc += read_imagef(i2, CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_NEAREST, (float2)(0.5f, 0.5f));
  acc += read_imagef(i2, CLK_ADDRESS_NONE | CLK_FILTER_NEAREST, (int2)(x, 0));
  acc += read_imagef(i2, CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR, (float2)(1.5f, 0.5f));
  out[x] = acc;
// CHECK: OpImageRead [[U4]] [[R2]]
// CHECK: OpImageRead [[H4]] [[R2]]
  iout[x] = read_imagei(i2, (int2)(x, 0));
  hout[x] = read_imageh(i2, (int2)(x, 0));
}

// CHECK: [[WRITES]] = OpFunction
// CHECK: [[W1:%[0-9]+]] = OpFunctionParameter [[I1W]]
// CHECK: [[W1A:%[0-9]+]] = OpFunctionParameter [[I1AW]]
// CHECK: [[WB:%[0-9]+]] = OpFunctionParameter [[IBW]]
// CHECK: [[W2:%[0-9]+]] = OpFunctionParameter [[I2W]]
// CHECK: [[WRW2:%[0-9]+]] = OpFunctionParameter [[I2RW]]
// CHECK: [[W2A:%[0-9]+]] = OpFunctionParameter [[I2AW]]
// CHECK: [[W2D:%[0-9]+]] = OpFunctionParameter [[I2DW]]
// CHECK: [[W3:%[0-9]+]] = OpFunctionParameter [[I3W]]
// CHECK: [[WRW3:%[0-9]+]] = OpFunctionParameter [[I3RW]]
// CHECK: [[V:%[0-9]+]] = OpFunctionParameter [[F4]]
// CHECK: OpImageWrite [[W1]] %{{[0-9]+}} [[V]]{{$}}
// CHECK: OpImageWrite [[W1A]] %{{[0-9]+}} %{{[0-9]+}}{{$}}
// CHECK: OpImageWrite [[WB]] %{{[0-9]+}} %{{[0-9]+}}{{$}}
// CHECK: OpImageWrite [[W2]] %{{[0-9]+}} [[V]]{{$}}
// CHECK: OpImageWrite [[WRW2]] %{{[0-9]+}} [[V]]{{$}}
// CHECK: OpImageWrite [[W2A]] %{{[0-9]+}} [[V]]{{$}}
// CHECK: [[X:%[0-9]+]] = OpCompositeExtract [[F]] [[V]] 0
// CHECK-NEXT: OpImageWrite [[W2D]] %{{[0-9]+}} [[X]]{{$}}
// CHECK: OpImageWrite [[W3]] %{{[0-9]+}} [[V]]{{$}}
// CHECK: OpImageWrite [[WRW3]] %{{[0-9]+}} %{{[0-9]+}}{{$}}
// CHECK: OpImageWrite [[W2]] %{{[0-9]+}} %{{[0-9]+}}{{$}}
kernel void writes(write_only image1d_t o1, write_only image1d_array_t o1a,
                   write_only image1d_buffer_t o1b, write_only image2d_t o2,
                   read_write image2d_t rw2, write_only image2d_array_t o2a,
                   write_only image2d_depth_t o2d, write_only image3d_t o3,
                   read_write image3d_t rw3, float4 v) {
  int x = get_global_id(0);
  write_imagef(o1, x, v);
  write_imagei(o1a, (int2)(x, 0), (int4)x);
  write_imageui(o1b, x, (uint4)3);
  write_imagef(o2, (int2)(x, 0), v);
  write_imagef(rw2, (int2)(x, 1), v);
  write_imagef(o2a, (int4)(x, 0, 1, 0), v);
  write_imagef(o2d, (int2)(x, 0), v.x);
  write_imagef(o3, (int4)(x, 0, 1, 0), v);
  write_imageui(rw3, (int4)(x, 0, 1, 0), (uint4)1);
  write_imageh(o2, (int2)(x, 2), convert_half4(v));
}

// CHECK: [[QUERIES]] = OpFunction
// CHECK: [[Q1:%[0-9]+]] = OpFunctionParameter [[I1R]]
// CHECK: [[Q1A:%[0-9]+]] = OpFunctionParameter [[I1AR]]
// CHECK: [[QB:%[0-9]+]] = OpFunctionParameter [[IBR]]
// CHECK: [[Q2:%[0-9]+]] = OpFunctionParameter [[I2R]]
// CHECK: [[Q2A:%[0-9]+]] = OpFunctionParameter [[I2AR]]
// CHECK: [[Q2D:%[0-9]+]] = OpFunctionParameter [[I2DR]]
// CHECK: [[Q3:%[0-9]+]] = OpFunctionParameter [[I3W]]
// CHECK: OpImageQuerySizeLod [[U]] [[Q1]] [[U0]]
// CHECK: OpImageQuerySize [[U]] [[QB]]
// CHECK: [[S1A:%[0-9]+]] = OpImageQuerySizeLod [[U2]] [[Q1A]] [[U0]]
// CHECK-NEXT: OpCompositeExtract [[U]] [[S1A]] 0
// CHECK: [[S2:%[0-9]+]] = OpImageQuerySizeLod [[U2]] [[Q2]] [[U0]]
// CHECK-NEXT: OpCompositeExtract [[U]] [[S2]] 1
// CHECK: [[S3:%[0-9]+]] = OpImageQuerySizeLod [[U3]] [[Q3]] [[U0]]
// CHECK-NEXT: OpCompositeExtract [[U]] [[S3]] 2
// Array sizes are size_t.
// CHECK: [[T1A:%[0-9]+]] = OpImageQuerySizeLod [[U2]] [[Q1A]] [[U0]]
// CHECK-NEXT: [[L1A:%[0-9]+]] = OpCompositeExtract [[U]] [[T1A]] 1
// CHECK-NEXT: OpUConvert [[UL]] [[L1A]]
// CHECK: [[T2A:%[0-9]+]] = OpImageQuerySizeLod [[U3]] [[Q2A]] [[U0]]
// CHECK-NEXT: [[L2A:%[0-9]+]] = OpCompositeExtract [[U]] [[T2A]] 2
// CHECK-NEXT: OpUConvert [[UL]] [[L2A]]
// get_image_dim: int2 of a 2D array, a 2D image's size as it is, int4
// (w, h, d, 0) of a 3D one.
// CHECK: [[D2A:%[0-9]+]] = OpImageQuerySizeLod [[U3]] [[Q2A]] [[U0]]
// CHECK-NEXT: OpCompositeExtract [[U]] [[D2A]] 0
// CHECK-NEXT: OpCompositeExtract [[U]] [[D2A]] 1
// CHECK: [[D2D:%[0-9]+]] = OpImageQuerySizeLod [[U2]] [[Q2D]] [[U0]]
// CHECK-NEXT: OpIAdd [[U2]] [[D2D]]
// CHECK: OpImageQuerySizeLod [[U3]] [[Q3]] [[U0]]
// CHECK: OpCompositeInsert [[U4]]
// CHECK: [[FMT:%[0-9]+]] = OpImageQueryFormat [[U]] [[QB]]
// CHECK-NEXT: OpIAdd [[U]] [[FMT]] [[SNORM]]
// CHECK: [[ORD:%[0-9]+]] = OpImageQueryOrder [[U]] [[Q3]]
// CHECK-NEXT: OpIAdd [[U]] [[ORD]] [[CLR]]
// CHECK: OpImageQueryLevels [[U]] [[Q2]]
kernel void queries(read_only image1d_t i1, read_only image1d_array_t i1a,
                    read_only image1d_buffer_t i1b, read_only image2d_t i2,
                    read_only image2d_array_t i2a, read_only image2d_depth_t i2d,
                    write_only image3d_t o3, global int *q) {
  q[0] = get_image_width(i1) + get_image_width(i1b) + get_image_width(i1a) +
         get_image_height(i2) + get_image_depth(o3);
  q[1] = get_image_array_size(i1a) + get_image_array_size(i2a);
  int2 d2 = get_image_dim(i2a) + get_image_dim(i2d);
  int4 d3 = get_image_dim(o3);
  q[2] = d2.x + d2.y + d3.z + d3.w;
  q[3] = get_image_channel_data_type(i1b) + get_image_channel_order(o3) +
         get_image_num_mip_levels(i2);
}
