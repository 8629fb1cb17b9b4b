// What the target cannot lower is reported once, at the source line when
// compiled with -g, naming the kernel the user wrote (not the body clang
// outlines into __clang_ocl_kern_imp_k, nor the mem_fence declaration), and
// exit code 1 with no output file.
// RUN: rm -f %t.spv
// RUN: bash -c '%spirv-clang -target spirv64 -cl-std=CL2.0 -g -O2 -c %s -o %t.spv; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: bash -c '%spirv-clang -target spirv64 -cl-std=CL2.0 -g -O0 -c %s -o %t.spv; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t.spv
// CHECK: unsupported-location.cl:[[@LINE+6]]:3: error: mem_fence with operands that are not constants is not supported (in function @k)
// CHECK-NOT: error:
// CHECK: 1 error generated.
// CHECK: exit=1

kernel void k(global int *p) {
  mem_fence(p[0]);
}
