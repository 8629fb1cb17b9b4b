// Clang's compile-time reports: -ftime-report prints the frontend's and the
// passes' timers on stderr (it crashed in code generation, which needs the
// frontend timer), and -ftime-trace writes a Chrome trace of the job next to
// the output (it wrote nothing). The module is still valid.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -ftime-report -c %s -o %t/k.spv 2> %t/report.txt
// RUN: FileCheck %s --check-prefix=REPORT < %t/report.txt
// RUN: %spirv-val %t/k.spv
// REPORT-DAG: Clang time report
// REPORT-DAG: Front end
// REPORT-DAG: Pass execution timing report
//
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -ftime-trace -c %s -o %t/k.spv
// RUN: %spirv-val %t/k.spv
// RUN: FileCheck %s --check-prefix=TRACE < %t/k.json
// TRACE: "traceEvents"
// TRACE-SAME: "name":"ExecuteCompiler"
//
// A trace that cannot be written is an error naming it.
// RUN: not %spirv-clang -target spirv64 -cl-std=CL2.0 -ftime-trace=%t/no/such/dir/k.json -c %s -o %t/k.spv 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOWRITE
// NOWRITE: error: cannot write the time trace '{{.*}}k.json':

kernel void scale(global float *x, float a) { x[get_global_id(0)] *= a; }
