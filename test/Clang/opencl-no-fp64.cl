// OpenCL C for a device without fp64 (-cl-ext=-cl_khr_fp64,-__opencl_c_fp64):
// unsuffixed floating literals are float, as OpenCL C requires, so the
// module has no Float64 capability and no 64-bit float type, and Intel's
// GPU compiler builds it for Gen12 (tgllp), which has no fp64. The whole
// extension list reaches the frontend, beside -cl-std= too (Clang 22's
// driver passes only its first item, and none beside -cl-std=).
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: %spirv-clang -target spirv64 -O2 -cl-ext=-cl_khr_fp64,-__opencl_c_fp64 -c %s -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=NOFP64
// RUN: %spirv-clang -target spirv64 -O0 -cl-std=CL3.0 -cl-ext=-cl_khr_fp64,-__opencl_c_fp64 -c %s -o %t30.spv
// RUN: %spirv-val %t30.spv
// RUN: %spirv-dis %t30.spv | FileCheck %s --check-prefix=NOFP64
// RUN: %spirv-clang -target spirv64 -O2 -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp64 -c %s -o %t12.spv
// RUN: %spirv-dis %t12.spv | FileCheck %s --check-prefix=NOFP64
// RUN: %if ocloc %{ ocloc compile -file %t.spv -spirv_input -device tgllp -output %t-gen12 -output_no_suffix | FileCheck %s --check-prefix=GPU %}
// RUN: %if ocloc %{ ocloc compile -file %t30.spv -spirv_input -device tgllp -output %t30-gen12 -output_no_suffix | FileCheck %s --check-prefix=GPU %}
// NOFP64-NOT: OpCapability Float64
// NOFP64-NOT: OpTypeFloat 64
// NOFP64: OpEntryPoint Kernel %{{.*}} "scale"
// NOFP64-NOT: OpTypeFloat 64
// GPU: Build succeeded.
//
// With fp64 (the default) the literals are double.
// RUN: %spirv-clang -target spirv64 -O0 -cl-std=CL3.0 -c %s -o %tfp64.spv
// RUN: %spirv-val %tfp64.spv
// RUN: %spirv-dis %tfp64.spv | FileCheck %s --check-prefix=FP64
// FP64: OpCapability Float64
//
// A double the program writes is an error without fp64, never a silent float.
// RUN: not %spirv-clang -target spirv64 -cl-std=CL3.0 -cl-ext=-cl_khr_fp64,-__opencl_c_fp64 -DUSE_DOUBLE -c %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: use of type 'double' requires cl_khr_fp64 and __opencl_c_fp64 support

kernel void scale(global float *p, global float4 *v, float a) {
  size_t i = get_global_id(0);
  float x = p[i] * 0.5;
#ifndef cl_khr_fp64
  // Valid only where the literals are float: pow(float, double) is
  // ambiguous, and float4 * double an error.
  x = clamp(x * 2.0, 0.0, 1.0) + pow(x, 2.2) + sqrt(fabs(x)) + exp(-x / 3.0);
  v[i] = v[i] * 0.5 + (float4)(1.0, 2.0, 3.0, 4.0);
  x += a > 0.5 ? 1.0 : 2.0;
  p[i] = x + (float)(1.0 / 3.0) + convert_float(i) * 1e-3;
#endif
#ifdef USE_DOUBLE
  double d = x;
  p[i] = (float)d;
#endif
}
