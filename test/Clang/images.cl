// Image kernels through our clang: image and sampler parameters keep their
// source names (-cl-kernel-arg-info) and their access qualifiers are the
// OpTypeImage's; a program-scope constant sampler is an OpConstantSampler;
// `?:` on images and samplers (a select in Clang's IR, even at -O0) is a
// branch and OpPhi. Each binary passes spirv-val and the Khronos reader.
// A program-scope sampler used other than as a builtin's argument (Clang
// then declares it without its value) is refused.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -cl-kernel-arg-info -O0 -S %s -o - | FileCheck %s
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -cl-kernel-arg-info -O2 -S %s -o - | FileCheck %s
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O0 -c %s -o %t0.spv
// RUN: %spirv-val %t0.spv
// RUN: %llvm-spirv -r %t0.spv -o %t0.bc
// RUN: %spirv-clang -target spirv64 -cl-std=CL3.0 -O2 -c %s -o %t2.spv
// RUN: %spirv-val %t2.spv
// RUN: %llvm-spirv -r %t2.spv -o %t2.bc
// RUN: not %spirv-clang -target spirv64 -cl-std=CL2.0 -DPROGRAM_SAMPLER_IN_SELECT -c %s -o %t.err.spv 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: error: program-scope sampler @nearest used other than as a builtin's argument (Clang gives the variable no value) is not supported

// CHECK-DAG: OpName %[[K:[0-9]+]] "blend"
// CHECK-DAG: OpName %[[SRC:[0-9]+]] "src"
// CHECK-DAG: OpName %[[ALT:[0-9]+]] "alt"
// CHECK-DAG: OpName %[[DST:[0-9]+]] "dst"
// CHECK-DAG: OpName %[[SMP:[0-9]+]] "smp"
// CHECK-DAG: %[[RO:[0-9]+]] = OpTypeImage %{{[0-9]+}} 2D 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: %[[WO:[0-9]+]] = OpTypeImage %{{[0-9]+}} 2D 0 0 0 0 Unknown WriteOnly
// CHECK-DAG: %[[ST:[0-9]+]] = OpTypeSampler
// CHECK-DAG: %[[NEAREST:[0-9]+]] = OpConstantSampler %[[ST]] ClampToEdge 0 Nearest
// CHECK: %[[K]] = OpFunction
// CHECK-NEXT: %[[SRC]] = OpFunctionParameter %[[RO]]
// CHECK-NEXT: %[[ALT]] = OpFunctionParameter %[[RO]]
// CHECK-NEXT: %[[DST]] = OpFunctionParameter %[[WO]]
// CHECK-NEXT: %[[SMP]] = OpFunctionParameter %[[ST]]
// CHECK: OpPhi %[[RO]]
// CHECK: OpPhi %[[ST]]
// CHECK: OpSampledImage %{{[0-9]+}} %{{[0-9]+}} %[[NEAREST]]
// CHECK: OpImageWrite
// CHECK-NOT: OpSelect %[[RO]]

constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

// blend selects its image and sampler at run time: Intel's GPU compiler refuses
// that, from this OpenCL C source too:
// GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: There are instructions that use a sampler, but no sampler found in the kernel
kernel void blend(read_only image2d_t src, read_only image2d_t alt,
                  write_only image2d_t dst, sampler_t smp, sampler_t smp2,
                  int which) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 a = read_imagef(which ? alt : src, which > 1 ? smp : smp2, p);
  a += read_imagef(src, nearest, p);
  write_imagef(dst, p, a * 0.5f);
}

#ifdef PROGRAM_SAMPLER_IN_SELECT
kernel void select_program_sampler(read_only image2d_t src, sampler_t smp,
                                   int which, global float4 *out) {
  out[0] = read_imagef(src, which ? smp : nearest, (int2)(0, 0));
}
#endif
