// The driver runs the frontend in-process as -cc1 of this same binary, with our
// triple and Debian's Clang resource directory (OpenCL's builtin headers).
// RUN: %spirv-clang -### -target spirv64 -cl-std=CL2.0 -c %s -o %t.spv 2>&1 | FileCheck %s
// CHECK: (in-process)
// CHECK-NEXT: "{{[^"]*}}/clang" "-cc1" "-triple" "spirv64" {{.*}}"-emit-obj"
// CHECK-SAME: "-resource-dir" "{{[^"]*}}/clang/22"
// CHECK-SAME: "-finclude-default-header"
//
// RUN: %spirv-clang -### -target spirv32 -S %s 2>&1 | FileCheck %s --check-prefix=S32
// S32: "-cc1" "-triple" "spirv32" {{.*}}"-S"
//
// Linking is SPIRV-Tools' spirv-link on the objects our target wrote.
// RUN: %spirv-clang -### -target spirv64 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: "-cc1" "-triple" "spirv64" {{.*}}"-emit-obj"
// LINK: spirv-link" "{{.*}}.o" "-o" "{{.*}}.spv"
//
// A spawned -cc1 (not in-process) and a hand-typed -cc1 without -resource-dir
// also find the headers and reach our target.
// RUN: %spirv-clang -fno-integrated-cc1 -target spirv64 -cl-std=CL2.0 -c %s -o %t.spawned.spv
// RUN: %spirv-val %t.spawned.spv
// RUN: %spirv-clang -cc1 -triple spirv64 -cl-std=CL2.0 -finclude-default-header -fdeclare-opencl-builtins -emit-obj %s -o %t.cc1.spv
// RUN: %spirv-val %t.cc1.spv
//
// Frontend actions outside code generation/preprocessing are refused.
// RUN: not %spirv-clang -cc1 -triple spirv64 -emit-pch %s -o %t.pch 2>&1 | FileCheck %s --check-prefix=ACTION
// ACTION: error: this clang (SPIR-V toolchain) supports only
kernel void k(global int *p) { p[get_global_id(0)] = 1; }
