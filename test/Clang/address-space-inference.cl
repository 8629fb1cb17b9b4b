// Address-space inference in Clang's optimization pipeline (after inlining
// and after the scalar optimizations, SPIRVTargetMachine.cpp): OpenCL C 2.0's
// unqualified pointers are generic; a static helper that only local memory
// reaches stores to local memory, and the SPIR-V module has no generic
// store. At -O0 the helper stores through its generic parameter.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -emit-llvm -S %s -o - | FileCheck %s
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -c %s -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O0 -emit-llvm -S %s -o - | FileCheck %s --check-prefix=O0

// CHECK: define internal spir_func void @fill(ptr addrspace(4) {{[^%]*}}%[[P:[0-9]+]],
// CHECK: addrspacecast ptr addrspace(4) %[[P]] to ptr addrspace(3)
// CHECK-NOT: store i32 {{.*}}, ptr addrspace(4)
// CHECK: store i32 {{.*}}, ptr addrspace(3)
// O0: define internal spir_func void @fill(
// O0: store i32 {{.*}}, ptr addrspace(4)
// SPIRV: [[GEN:%[A-Za-z_0-9]+]] = OpTypePointer Generic
// SPIRV: OpFunctionParameter [[GEN]]
// SPIRV: OpGenericCastToPtr %_ptr_Workgroup_uint
__attribute__((noinline)) static void fill(int *p, int n, int v) {
  for (int i = 0; i < n; ++i)
    p[i] = v + i;
}

kernel void k(global int *out, local int *tmp, int n) {
  int id = get_local_id(0);
  fill(tmp, n, id);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[id] = tmp[n - 1 - id];
}
