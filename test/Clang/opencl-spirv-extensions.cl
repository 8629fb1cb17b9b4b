// An OpenCL extension the user enables with -cl-ext enables the SPIR-V
// extension a device with it accepts (the OpenCL SPIR-V environment
// specification ties them), so the target may write that extension's
// instructions: cl_khr_extended_bit_ops' bitfield_insert is
// OpBitFieldInsert of SPV_KHR_bit_instructions, cl_khr_integer_dot_product's
// dot is OpSDot. A '-' item forbids the SPIR-V extensions again, and the
// user's own -mllvm --spirv-ext applies after the driver's.
// The 2022 GPU compiler does not know SPV_KHR_bit_instructions:
// GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_KHR_bit_instructions
// RUN: %spirv-clang -### -target spirv64 -cl-ext=+cl_khr_integer_dot_product,-cl_ext_float_atomics,+cl_khr_fp16 -c %s 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: "-cl-ext=+cl_khr_integer_dot_product,-cl_ext_float_atomics,+cl_khr_fp16"
// ARGS-SAME: "-mllvm" "--spirv-ext=+SPV_KHR_integer_dot_product,-SPV_EXT_shader_atomic_float_add,-SPV_EXT_shader_atomic_float_min_max,-SPV_EXT_shader_atomic_float16_add"
// RUN: %spirv-clang -### -target spirv64 -cl-ext=+cl_khr_fp16 -c %s 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: --spirv-ext
// RUN: %spirv-clang -target spirv64 -cl-std=CL3.0 -O2 -cl-ext=+cl_khr_extended_bit_ops,+cl_khr_integer_dot_product,+__opencl_c_integer_dot_product_input_4x8bit -mllvm -spirv-max-version=1.4 -c %s -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// CHECK-DAG: OpExtension "SPV_KHR_bit_instructions"
// CHECK-DAG: OpExtension "SPV_KHR_integer_dot_product"
// CHECK: OpBitFieldInsert
// CHECK: OpSDot
// RUN: %spirv-clang -target spirv64 -cl-std=CL3.0 -O2 -cl-ext=+cl_khr_extended_bit_ops,+cl_khr_integer_dot_product,+__opencl_c_integer_dot_product_input_4x8bit -mllvm --spirv-ext=-SPV_KHR_bit_instructions,-SPV_KHR_integer_dot_product -c %s -o %t.off.spv
// RUN: %spirv-val %t.off.spv
// RUN: %spirv-dis %t.off.spv | FileCheck %s --check-prefix=OFF
// OFF-NOT: OpExtension
// OFF-NOT: OpBitFieldInsert
// OFF-NOT: OpSDot

kernel void k(global uint *out, global char4 *a, uint offset, uint count) {
  out[0] = bitfield_insert(out[1], out[2], offset, count);
  out[3] = dot(a[0], a[1]);
}
