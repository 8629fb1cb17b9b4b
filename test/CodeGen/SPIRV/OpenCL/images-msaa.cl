// cl_khr_gl_msaa_sharing's multisampled images under the OpenCL SPIR-V
// environment (the default -spirv-environment): an image2d_msaa_t is an
// OpTypeImage with MS 1; read_image* of it is OpImageRead with the Sample
// image operand (a depth one's float the scalar result);
// get_image_num_samples is OpImageQuerySamples and the size queries use
// OpImageQuerySize (a multisampled image has no levels). The Level-Zero
// SPIR-V environment specification's table has no multisampled image, so
// -spirv-environment=level-zero refuses the type by name. cl-compile runs
// spirv-val, both readers and the GPU compiler on every binary.
#pragma OPENCL EXTENSION cl_khr_gl_msaa_sharing : enable
// RUN: %cl-compile spirv64 -O2 %s %t.spv
// RUN: %llc -mtriple=spirv64 %t.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv32 -O0 %s %t.32.spv
// RUN: not %llc -mtriple=spirv64 -spirv-environment=level-zero %t.spv.ll -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=L0

// CHECK-DAG: [[MS:%[0-9]+]] = OpTypeImage [[VOID:%[0-9]+]] 2D 0 0 1 0 Unknown ReadOnly
// CHECK-DAG: [[MSD:%[0-9]+]] = OpTypeImage [[VOID]] 2D 1 1 1 0 Unknown ReadOnly
// CHECK-DAG: [[F32:%[0-9]+]] = OpTypeFloat 32
// CHECK-DAG: [[F4:%[0-9]+]] = OpTypeVector [[F32]] 4
// CHECK-DAG: [[I4:%[0-9]+]] = OpTypeVector [[I32:%[0-9]+]] 4
// CHECK: OpFunction
// CHECK: [[IMG:%[0-9]+]] = OpFunctionParameter [[MS]]
// CHECK: [[DEPTH:%[0-9]+]] = OpFunctionParameter [[MSD]]
// CHECK: OpImageRead [[F4]] [[IMG]] {{%[0-9]+}} Sample {{%[0-9]+}}
// CHECK: OpImageRead [[I4]] [[IMG]] {{%[0-9]+}} Sample {{%[0-9]+}}
// CHECK: OpImageQuerySamples [[I32]] [[IMG]]
// CHECK: OpImageQuerySize {{%[0-9]+}} [[IMG]]
// CHECK: OpImageRead [[F32]] [[DEPTH]] {{%[0-9]+}} Sample {{%[0-9]+}}
// CHECK: OpImageQuerySize {{%[0-9]+}} [[DEPTH]]
// CHECK-NOT: OpImageQuerySizeLod
// L0: error: type target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) as parameter type (the Level-Zero SPIR-V environment specification: images must be single-sampled) is not supported (in function @msaa)

kernel void msaa(read_only image2d_msaa_t img, read_only image2d_array_msaa_depth_t depth,
                 global float4 *out, global int4 *iout, global int *n) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  int s = get_global_id(2);
  out[0] = read_imagef(img, c, s);
  iout[0] = read_imagei(img, c, s);
  n[0] = get_image_num_samples(img);
  n[1] = get_image_width(img) + get_image_height(img);
  out[1] = (float4)(read_imagef(depth, (int4)(c, 0, 0), s));
  n[2] = get_image_array_size(depth);
}
