// clang -g through our target: the SPIR-V carries OpenCL.DebugInfo.100 with
// this file's lines (docs/Design.md, "Debug information"), validates, and
// the Khronos reader gives the lines back; -g0 and no -g give none.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -g -O0 -c %s -o %t-O0.spv
// RUN: %spirv-val %t-O0.spv
// RUN: %spirv-dis %t-O0.spv | FileCheck %s
// RUN: %llvm-spirv -r %t-O0.spv -o %t-O0.bc
// RUN: llvm-dis-22 %t-O0.bc -o - | FileCheck %s --check-prefix=READ
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -g -O2 -c %s -o %t-O2.spv
// RUN: %spirv-val %t-O2.spv
// RUN: %spirv-dis %t-O2.spv | FileCheck %s
// RUN: %llvm-spirv -r %t-O2.spv -o %t-O2.bc
// RUN: llvm-dis-22 %t-O2.bc -o - | FileCheck %s --check-prefix=READ
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -g -g0 -O0 -S %s -o - | FileCheck %s --check-prefix=NONE
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O0 -S %s -o - | FileCheck %s --check-prefix=NONE
// CHECK: OpExtInstImport "OpenCL.DebugInfo.100"
// CHECK: [[FILE:%[0-9]+]] = OpString "{{.*}}debug-info.cl"
// CHECK: DebugCompilationUnit {{.*}} OpenCL_C
// CHECK: DebugFunction
// CHECK: OpLine [[FILE]] [[# @LINE + 10]] {{[0-9]+}}
// READ-DAG: !DILocation(line: [[# @LINE + 9]], column: {{[0-9]+}},
// READ-DAG: !DISubprogram(name: "scaled_sum",
// NONE-NOT: OpString
// NONE-NOT: OpExtInstImport "OpenCL.DebugInfo.100"
// NONE-NOT: OpLine

kernel void scaled_sum(global const float *a, global float *out, float s) {
  size_t i = get_global_id(0);
  out[i] = s * a[i] + a[0];
}
