// A syntax error is Clang's diagnostic and exit code 1, with no output file.
// RUN: rm -f %t.spv
// RUN: bash -c '%spirv-clang -target spirv64 -cl-std=CL2.0 -c %s -o %t.spv; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t.spv
// CHECK: error.cl:[[@LINE+3]]:39: error: expected expression
// CHECK: 1 error generated.
// CHECK: exit=1
kernel void f(global int *a) { a[0] = }
