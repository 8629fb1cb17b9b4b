// OpenCL C `inline` functions that are not inlined (-O0, or noinline) run:
// our clang reads `inline` as Intel's OpenCL compiler does (GNU89: the
// inline definition is the function's definition), so the body is in the
// module; `static inline` is internal anyway. Clang's C99 reading
// (Debian's clang-22 at -O0) leaves only a declaration, which the target
// imports with a warning naming the function.
// RUN: %spirv_tools_dir/clang -target spirv64 -cl-std=CL2.0 -O0 -c %s -o %t-O0.spv
// RUN: %spirv-val %t-O0.spv
// RUN: %spirv-dis %t-O0.spv | FileCheck %s --check-prefix=DIS
// RUN: %spirv-run %t-O0.spv --arg=buffer:i32:256 --expect='0=6*i+1' | FileCheck %s
// RUN: %spirv_tools_dir/clang -target spirv64 -cl-std=CL2.0 -O2 -c %s -o %t-O2.spv
// RUN: %spirv-val %t-O2.spv
// RUN: %spirv-run %t-O2.spv --arg=buffer:i32:256 --expect='0=6*i+1' | FileCheck %s
// RUN: clang-22 --target=spirv64 -cl-std=CL2.0 -O0 -emit-llvm -S %s -o %t-c99.ll
// RUN: llc -mtriple=spirv64 -filetype=obj %t-c99.ll -o %t-c99.spv 2>&1 | FileCheck %s --check-prefix=WARN
// CHECK: argument 0: all 256 elements match
// DIS-NOT: Import
// DIS: OpFunction
// DIS-NOT: Import
// WARN: warning: call to undefined function @score: the module imports it, and a device builds it only if it is linked with a module that defines it (in function @scores)
// WARN-NOT: warning: call to undefined function @score:
// WARN: warning: call to undefined function @twice:
// WARN-NOT: warning:

inline int score(int a) { return a * 3 + 1; }
__attribute__((noinline)) inline int twice(int a) { return 2 * a; }
static inline int same(int a) { return a; }

kernel void scores(global int *out) {
  int i = get_global_id(0);
  out[i] = score(i) + twice(i) + same(i) + score(0) - 1;
}
