// -g: OpenCL.DebugInfo.100 (docs/Design.md, "Debug information"); the
// RUN and CHECK lines follow the code, whose line numbers they name.
typedef struct { int a; float b; } pair_t;

static int helper(int x) {
  int y = x * 2;
  if (y > 100)
    y = 100;
  return y + 1;
}

kernel void k(global int *out, global const pair_t *in, int n) {
  size_t i = get_global_id(0);
  int acc = 0;
  for (int j = 0; j < n; ++j) {
    acc += helper(in[j].a);
  }
  float4 v = (float4)(1.0f);
  float8 w = (float8)(2.0f);
  out[i] = acc + (int)v.x + (int)w.s7;
}

// The module is valid, the text output assembles into the binary, and both readers
// (llvm-spirv-15 and the 2024 translator) give back the compile unit, the
// functions, a DILocation for the lines, the variables and, at -O2, the
// inlined helper with its inlinedAt chain.
// RUN: clang-22 --target=spirv64 -cl-std=CL2.0 -g -O0 -emit-llvm -S %s -o %t-O0.ll
// RUN: %llc -mtriple=spirv64 -filetype=obj %t-O0.ll -o %t-O0.spv
// RUN: %spirv-val %t-O0.spv
// RUN: %spirv-dis %t-O0.spv | FileCheck %s --check-prefixes=DIS,DIS-O0
// RUN: %llc -mtriple=spirv64 %t-O0.ll -o %t-O0.spvasm
// RUN: %spirv-as --preserve-numeric-ids %t-O0.spvasm -o %t-O0.as.spv
// RUN: od -An -tx4 -v -w4 %t-O0.spv | sed -e '3d' > %t.ours.txt
// RUN: od -An -tx4 -v -w4 %t-O0.as.spv | sed -e '3d' > %t.theirs.txt
// RUN: diff %t.ours.txt %t.theirs.txt
// RUN: %llvm-spirv -r %t-O0.spv -o %t-O0.r1.bc
// RUN: llvm-dis-22 %t-O0.r1.bc -o - | FileCheck %s --check-prefixes=READ,READ-O0
// RUN: %if reader2 %{ %spirv-reader2 -r %t-O0.spv -o %t-O0.r2.bc %}
// RUN: %if reader2 %{ llvm-dis-22 %t-O0.r2.bc -o - | FileCheck %s --check-prefixes=READ,READ-O0 %}
//
// RUN: clang-22 --target=spirv64 -cl-std=CL2.0 -g -O2 -emit-llvm -S %s -o %t-O2.ll
// RUN: %llc -mtriple=spirv64 -filetype=obj %t-O2.ll -o %t-O2.spv
// RUN: %spirv-val %t-O2.spv
// RUN: %spirv-dis %t-O2.spv | FileCheck %s --check-prefixes=DIS,DIS-O2
// RUN: %llvm-spirv -r %t-O2.spv -o %t-O2.r1.bc
// RUN: llvm-dis-22 %t-O2.r1.bc -o - | FileCheck %s --check-prefixes=READ,READ-O2
// RUN: %if reader2 %{ %spirv-reader2 -r %t-O2.spv -o %t-O2.r2.bc %}
// RUN: %if reader2 %{ llvm-dis-22 %t-O2.r2.bc -o - | FileCheck %s --check-prefixes=READ,READ-O2 %}
//
// Line tables only: functions and lines, no variables or types of them.
// RUN: clang-22 --target=spirv64 -cl-std=CL2.0 -gline-tables-only -O0 -emit-llvm -S %s -o %t-lt.ll
// RUN: %llc -mtriple=spirv64 -filetype=obj %t-lt.ll -o %t-lt.spv
// RUN: %spirv-val %t-lt.spv
// RUN: %spirv-dis %t-lt.spv | FileCheck %s --check-prefix=LINES
// RUN: %llvm-spirv -r %t-lt.spv -o %t-lt.r1.bc
//
// Without -g: no debug instructions at all.
// RUN: clang-22 --target=spirv64 -cl-std=CL2.0 -O0 -emit-llvm -S %s -o %t-nodbg.ll
// RUN: %llc -mtriple=spirv64 %t-nodbg.ll -o - | FileCheck %s --check-prefix=NODBG
// NODBG-NOT: OpString
// NODBG-NOT: DebugInfo
// NODBG-NOT: OpLine

// DIS: [[SET:%[0-9]+]] = OpExtInstImport "OpenCL.DebugInfo.100"
// DIS: [[FILE:%[0-9]+]] = OpString "{{.*}}debug-lines.cl"
// DIS: OpSource OpenCL_C 200000
// DIS: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[FILE]]
// DIS: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit {{[0-9]+}} {{[0-9]+}} [[SRC]] OpenCL_C
// DIS-O0: DebugTypeComposite {{.*}} Structure
// DIS-O0: DebugTypeMember
// DIS: [[KFN:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction {{%[0-9]+}} {{%[0-9]+}} [[SRC]] 12 0 [[CU]] {{%[0-9]+}} FlagIsDefinition|FlagPrototyped{{.*}} 12 %k
// DIS-O0: DebugLocalVariable {{.*}} 14 0
// DIS-O2: DebugInlinedAt 16
// DIS: %k = OpFunction
// DIS: OpLabel
// DIS: DebugScope [[KFN]]
// DIS-O0: DebugDeclare
// DIS: OpLine [[FILE]] 13 14
// DIS-O2: DebugValue
// DIS: OpLine [[FILE]] 20 10

// LINES: DebugFunction
// LINES: OpLine
// LINES-NOT: DebugLocalVariable
// LINES-NOT: DebugDeclare

// READ-O0: #dbg_declare(ptr
// READ-O2: #dbg_value(
// READ: !DICompileUnit(
// READ-DAG: !DISubprogram(name: "k",{{.*}} line: 12,
// READ-O0-DAG: !DILocalVariable(name: "acc",{{.*}} line: 14,
// READ-O0-DAG: !DISubprogram(name: "helper",{{.*}} line: 5,
// READ-O2-DAG: !DILocation(line: 9, column: {{[0-9]+}}, scope: {{![0-9]+}}, inlinedAt:
// READ-DAG: !DILocation(line: 13, column: 14,
// READ-DAG: !DILocation(line: 20, column: 10,
