// cl_intel_bfloat16_conversions (SPV_INTEL_bfloat16_conversion, which
// --spirv-ext must allow): float and float4 to bfloat16 bits, rounded to
// nearest even (ties of even and odd neighbours included), and back. Intel's
// OpenCL CPU runtime reads the extension; PoCL, through LLVM 15's reader,
// has no implementation of it, so the kernel runs on Intel's device only.
// Both readers read the module back. Results are compared with the host's
// (reference.py).
// The names of SPIRV-Headers 1.4.335 (.venv-spirv); Debian's grammar differs.
// REQUIRES: spirv-tools-2025
// Gen12 has no bfloat16 conversion instructions:
// GPU-COMPILER-LACKS: tgllp: BFloat16ConversionINTEL
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -O2 -emit-llvm -S %s -o %t.ll
// RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion -filetype=obj %t.ll -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
// RUN: %llvm-spirv -r %t.spv -o %t.bc
// RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
// RUN: not %llc -mtriple=spirv64 %t.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DISABLED
// RUN: %reference bfloat16 %t
// RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=intel %spirv-run %t.spv --arg=buffer:f32:64:file=%t.in0 \
// RUN:   --arg=buffer:u16:256 --arg=buffer:f32:256 --global=64 --expect=1=file:%t.out --expect=2=file:%t.out1 \
// RUN:   | FileCheck %s %}

// SPIRV: OpCapability BFloat16ConversionINTEL
// SPIRV: OpExtension "SPV_INTEL_bfloat16_conversion"
// SPIRV: OpConvertFToBF16INTEL %ushort
// SPIRV: OpConvertBF16ToFINTEL %float
// SPIRV: OpConvertFToBF16INTEL %v4ushort
// SPIRV: OpConvertBF16ToFINTEL %v4float
// DISABLED: error: builtin intel_convert_bfloat16_as_ushort (OpConvertFToBF16INTEL needs SPV_INTEL_bfloat16_conversion, which is not enabled: --spirv-ext) is not supported (in function @bf16)
// CHECK: argument 1: all 256 elements match
// CHECK: argument 2: all 256 elements match

// cl_intel_bfloat16_conversions' declarations (opencl-c.h's; Clang's
// default builtin declarations do not have them).
#define OVERLOAD __attribute__((overloadable))
ushort OVERLOAD intel_convert_bfloat16_as_ushort(float source);
ushort4 OVERLOAD intel_convert_bfloat164_as_ushort4(float4 source);
float OVERLOAD intel_convert_as_bfloat16_float(ushort source);
float4 OVERLOAD intel_convert_as_bfloat164_float4(ushort4 source);

kernel void bf16(global const float *in, global ushort *bits, global float *back) {
  size_t i = get_global_id(0);
  float x = in[i];
  ushort b = intel_convert_bfloat16_as_ushort(x);
  bits[4 * i] = b;
  back[4 * i] = intel_convert_as_bfloat16_float(b);
  // Lane 0 is the scalar's; lanes 1 to 3 are stored.
  ushort4 v = intel_convert_bfloat164_as_ushort4((float4)(x, -x, x * 2.0f, x * 0.5f));
  float4 f = intel_convert_as_bfloat164_float4(v);
  vstore3(v.yzw, 0, bits + 4 * i + 1);
  vstore3(f.yzw, 0, back + 4 * i + 1);
}
