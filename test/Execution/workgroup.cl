// Work-group collectives against the host, at every optimization level
// (%run-levels, with the driver's devices narrowed to Intel's), in groups
// of 64 work-items: reduce add / min / max, inclusive and exclusive scans,
// all / any and a broadcast on ints, reduce add, inclusive scan add and
// reduce max on floats (values that sum exactly). PoCL 3.1's kernel library
// has no work-group functions: building the module fails, naming one.
// RUN: %reference workgroup %t
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=intel %run-levels %s %t --arg=buffer:i32:256:file=%t.in0 \
// RUN:   --arg=buffer:f32:256:file=%t.in1 --arg=buffer:i32:2048 --arg=buffer:f32:768 --global=256 --local=64 \
// RUN:   --expect=2=file:%t.out --expect=3=file:%t.outf %}
// RUN: %if pocl-device %{ env SPIRV_OFFLOAD_DEVICE=pocl not %spirv-run %t2.spv --arg=buffer:i32:256:file=%t.in0 \
// RUN:   --arg=buffer:f32:256:file=%t.in1 --arg=buffer:i32:2048 --arg=buffer:f32:768 --global=256 --local=64 \
// RUN:   2>&1 | FileCheck %s --check-prefix=POCL %}
// CHECK: argument 2: all 2048 elements match
// CHECK: argument 3: all 768 elements match
// POCL: Cannot find symbol _Z{{[0-9]+}}work_group_

kernel void workgroup(global const int *in, global const float *inf, global int *out, global float *outf) {
  size_t i = get_global_id(0);
  int x = in[i];
  float y = inf[i];
  global int *o = out + i * 8;
  o[0] = work_group_reduce_add(x);
  o[1] = work_group_reduce_min(x);
  o[2] = work_group_reduce_max(x);
  o[3] = work_group_scan_inclusive_add(x);
  o[4] = work_group_scan_exclusive_add(x);
  o[5] = work_group_scan_exclusive_max(x);
  o[6] = work_group_all(x > -50) + 2 * work_group_any(x == 7);
  o[7] = work_group_broadcast(x, (size_t)5);
  global float *of = outf + i * 3;
  of[0] = work_group_reduce_add(y);
  of[1] = work_group_scan_inclusive_add(y);
  of[2] = work_group_reduce_max(y);
}
