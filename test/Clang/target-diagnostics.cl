// The target's diagnostics through clang: an error in the target's options
// is an error and exit code 1 (never a crash report), and a call to a
// function no module defines is a warning at the call.
// RUN: bash -c '%spirv-clang -target spirv64 -cl-std=CL2.0 -c %s -o %t.spv -mllvm --spirv-ext=SPV_INTEL_subgroups; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=EXT
// EXT: error: invalid --spirv-ext item 'SPV_INTEL_subgroups': expected +SPV_..., -SPV_... or all
// EXT-NOT: LLVM ERROR
// EXT: exit=1
// Profile instrumentation needs what a kernel cannot have (an initializer
// subtracting addresses): errors, exit code 1,
// and no crash (the module the target abandoned was invalid; Clang aborted).
// RUN: bash -c '%spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -fprofile-instr-generate -c %s -o %t.spv; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=PROF
// PROF: error: constant expression 'sub' in the initializer of global variable @__profd_{{.*}} is not supported
// PROF-NOT: PLEASE submit
// PROF: exit=1
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O0 -c %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %spirv-val %t.spv
// WARN: target-diagnostics.cl:[[@LINE+4]]:{{[0-9]+}}: warning: call to undefined function @helper: the module imports it, and a device builds it only if it is linked with a module that defines it (in function @k)

int helper(int);

kernel void k(global int *out) { out[0] = helper(1); }
