// Kernels built with -g (OpenCL.DebugInfo.100: lines, scopes, functions,
// local and program-scope variables; inlined code at -O2) run on every
// device and compute what they compute without it: PoCL reads the debug information through
// llvm-spirv-15, Intel's runtime through its own reader.
// RUN: clang-22 --target=spirv64 -cl-std=CL2.0 -g -O0 -emit-llvm -S %s -o %t-O0.ll
// RUN: llc -mtriple=spirv64 -filetype=obj %t-O0.ll -o %t-O0.spv
// RUN: %spirv-val %t-O0.spv
// RUN: %spirv-dis %t-O0.spv | FileCheck %s --check-prefix=DIS
// RUN: %spirv-run %t-O0.spv --arg=buffer:i32:256:rand=3,-50,50 --arg=buffer:i32:256 --arg=256 \
// RUN:   --expect='1=2*a0+1+2*i+1' | FileCheck %s
// RUN: clang-22 --target=spirv64 -cl-std=CL2.0 -g -O2 -emit-llvm -S %s -o %t-O2.ll
// RUN: llc -mtriple=spirv64 -filetype=obj %t-O2.ll -o %t-O2.spv
// RUN: %spirv-val %t-O2.spv
// RUN: %spirv-dis %t-O2.spv | FileCheck %s --check-prefix=DIS
// RUN: %spirv-run %t-O2.spv --arg=buffer:i32:256:rand=3,-50,50 --arg=buffer:i32:256 --arg=256 \
// RUN:   --expect='1=2*a0+1+2*i+1' | FileCheck %s
// CHECK: argument 1: all 256 elements match
// DIS: OpExtInstImport "OpenCL.DebugInfo.100"
// DIS: DebugFunction
// DIS: DebugGlobalVariable {{.*}} %offset
// DIS: OpLine

typedef struct { int scale; int bias; } affine_t;

global int offset = 0;

static int apply(affine_t f, int x) {
  int y = f.scale * x;
  return y + f.bias;
}

kernel void affine(global const int *in, global int *out, int n) {
  size_t i = get_global_id(0);
  affine_t f = {2, 1};
  int sum = 0;
  if (i < n) {
    sum = apply(f, in[i]);
    sum += apply(f, (int)i);
  }
  out[i] = sum + offset;
}
