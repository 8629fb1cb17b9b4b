// Kernel attributes become execution modes, and what a pointer parameter's
// qualifiers and LLVM attributes promise becomes FuncParamAttr decorations
// that the consumer's alias analysis can use: restrict -> NoAlias,
// a const pointee -> NoWrite (from the qualifier at -O0, from readonly at
// -O2), captures(none) -> NoCapture (-O2).
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O0 -S %s -o - | FileCheck %s --check-prefixes=CHECK,O0
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -S %s -o - | FileCheck %s --check-prefixes=CHECK,O2
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O0 -c %s -o %t0.spv
// RUN: %spirv-val %t0.spv
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -c %s -o %t2.spv
// RUN: %spirv-val %t2.spv
// RUN: %llvm-spirv -r %t2.spv -o %t2.bc
// With -cl-kernel-arg-info the parameters have their source names.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -cl-kernel-arg-info -O2 -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=NAMES
// NAMES: OpName %[[K:[0-9]+]] "k"
// NAMES-NEXT: OpName %[[#]] "a"
// NAMES-NEXT: OpName %[[#]] "b"
// NAMES-NEXT: OpName %[[#]] "c"
// NAMES-NEXT: OpName %[[#]] "n"

// float4: 4 components (high 16 bits) of type 5, float; ulong: 1 of type 3.
// CHECK-DAG: OpExecutionMode %[[K:[0-9a-z_]+]] LocalSizeHint 8 1 1
// CHECK-DAG: OpExecutionMode %[[K]] VecTypeHint 262149
// CHECK-DAG: OpExecutionMode %[[U:[0-9a-z_]+]] VecTypeHint 65539
// CHECK-DAG: OpExecutionMode %[[R:[0-9a-z_]+]] LocalSize 16 2 1

// The first kernel's parameters a, b, c (Clang's kernel stub names none).
// O0: OpDecorate %[[A:[0-9]+]] FuncParamAttr NoAlias
// O0-NEXT: OpDecorate %[[A]] FuncParamAttr NoWrite
// O0-NEXT: OpDecorate %[[B:[0-9]+]] FuncParamAttr NoAlias
// O0-NOT: OpDecorate %[[B]] FuncParamAttr NoWrite
// O2: OpDecorate %[[A:[0-9]+]] FuncParamAttr NoAlias
// O2-NEXT: OpDecorate %[[A]] FuncParamAttr NoCapture
// O2-NEXT: OpDecorate %[[A]] FuncParamAttr NoWrite
// O2-NEXT: OpDecorate %[[B:[0-9]+]] FuncParamAttr NoAlias
// O2-NEXT: OpDecorate %[[B]] FuncParamAttr NoCapture
// O2-NEXT: OpDecorate %[[C:[0-9]+]] FuncParamAttr NoCapture
// O2-NEXT: OpDecorate %[[C]] FuncParamAttr NoWrite
// CHECK: %[[K]] = OpFunction
// CHECK-NEXT: %[[A]] = OpFunctionParameter
// CHECK-NEXT: %[[B]] = OpFunctionParameter
// O2-NEXT: %[[C]] = OpFunctionParameter

__attribute__((vec_type_hint(float4))) __attribute__((work_group_size_hint(8, 1, 1)))
kernel void k(global const float *restrict a, global float *restrict b,
              global int *c, int n) {
  size_t i = get_global_id(0);
  b[i] = a[i] + c[0] + n;
}

__attribute__((vec_type_hint(ulong))) kernel void u(global volatile int *v) {
  *v = 1;
}

__attribute__((reqd_work_group_size(16, 2, 1))) kernel void r(global int *v) {
  v[get_global_id(0)] = 2;
}
