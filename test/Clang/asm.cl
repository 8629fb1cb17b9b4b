// -S writes our target's SPIR-V text (spirv-dis syntax), which spirv-as
// assembles into a valid module.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -S %s -o %t.spvasm
// RUN: FileCheck %s < %t.spvasm
// RUN: %spirv-as --preserve-numeric-ids %t.spvasm -o %t.spv
// RUN: %spirv-val %t.spv
// CHECK-DAG: OpCapability Kernel
// CHECK-DAG: OpCapability Addresses
// CHECK: OpMemoryModel Physical64 OpenCL
// CHECK: OpEntryPoint Kernel %{{[0-9]+}} "scale"
kernel void scale(global int *p, int k) {
  p[get_global_id(0)] *= k;
}
