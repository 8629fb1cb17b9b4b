// OpenCL C to SPIR-V binaries through our target, judged by spirv-val and the
// Khronos reader, for both triples and the optimization levels.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O0 -c %s -o %t64-O0.spv
// RUN: %spirv-val %t64-O0.spv
// RUN: %llvm-spirv -r %t64-O0.spv -o %t64-O0.bc
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -c %s -o %t64-O2.spv
// RUN: %spirv-val %t64-O2.spv
// RUN: %llvm-spirv -r %t64-O2.spv -o %t64-O2.bc
// RUN: %spirv-clang -target spirv32 -cl-std=CL2.0 -O3 -c %s -o %t32-O3.spv
// RUN: %spirv-val %t32-O3.spv
// RUN: %llvm-spirv -r %t32-O3.spv -o %t32-O3.bc
// RUN: %spirv-dis %t32-O3.spv | FileCheck %s --check-prefix=P32
// P32: OpMemoryModel Physical32 OpenCL
//
// -emit-llvm stops before our target and keeps Clang's IR.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O1 -emit-llvm -S %s -o - | FileCheck %s --check-prefix=IR
// IR: target triple = "spirv64"
// IR: define {{.*}}spir_kernel void @saxpy(
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -emit-llvm -c %s -o %t.bc
// RUN: llvm-dis-22 %t.bc -o - | FileCheck %s --check-prefix=IR
//
// Without -c the driver links the object with spirv-link (SPIRV-Tools).
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 %s -o %t.linked.spv
// RUN: %spirv-val %t.linked.spv
kernel void saxpy(float a, global const float *x, global float *y) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}
