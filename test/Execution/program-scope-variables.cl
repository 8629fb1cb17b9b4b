// Program-scope variables across modules and with null initializers, on
// every device. This file is two modules: -DDEFINE defines `var` (exported)
// and a pointer whose initializer is a null cast from the generic address
// space; -DUSE declares `extern my_struct_t var;` (imported). The defining
// module runs alone (a module with Linkage and exports builds on both
// devices); spirv-link resolves the use's import, and the linked module's
// kernels see the definition's values.
// RUN: clang-22 --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O0 -DDEFINE %s -o %t-def.ll
// RUN: llc -mtriple=spirv64 -filetype=obj %t-def.ll -o %t-def.spv
// RUN: %spirv-val %t-def.spv
// RUN: clang-22 --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O2 -DUSE %s -o %t-use.ll
// RUN: llc -mtriple=spirv64 -filetype=obj %t-use.ll -o %t-use.spv
// RUN: %spirv-val %t-use.spv
// RUN: spirv-link %t-def.spv %t-use.spv -o %t-linked.spv
// RUN: %spirv-val %t-linked.spv
// RUN: %spirv-run %t-def.spv --kernel=set --arg=buffer:i32:1 --arg=buffer:i32:1 --global=1 \
// RUN:   --expect='0=47' --expect='1=1' | FileCheck %s --check-prefix=SET
// RUN: %spirv-run %t-linked.spv --kernel=get --arg=buffer:i32:1 --global=1 --expect='0=142' | FileCheck %s
// SET: argument 0: all 1 elements match
// SET: argument 1: all 1 elements match
// CHECK: argument 0: all 1 elements match

typedef struct { int a; int b; } my_struct_t;

#ifdef DEFINE
my_struct_t var = {1, 42};
constant int table[2] = {3, 4};
global bool *p_var;

kernel void set(global int *sum, global int *is_null) {
  sum[0] = var.a + var.b + table[1];
  is_null[0] = p_var == 0;
}
#endif

#ifdef USE
extern my_struct_t var;

kernel void get(global int *out) { out[0] = var.a * 100 + var.b; }
#endif
