// Workgroup and CrossWorkgroup variables keep the IR's alignment (an
// Alignment decoration): without it Intel's runtime packed `local char;
// local float2; local float4;` at base, base+1 and base+9. Each work-item
// writes the remainder of each vector variable's address by its type's
// alignment (all zero) and a sum of lanes loaded through the variables
// (6l + 10 for work-item l).
// It uses double: it runs on the devices with fp64, not on the GPU profile
// (dg2 has none).
// Where it uses doubles, it needs Float64, which Gen12 and Arc lack:
// GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
// RUN: env SPIRV_OFFLOAD_DEVICE=%fp64-devices %run-levels %s %t --arg=buffer:u32:64 --arg=buffer:f32:8 --global=8 --local=8 \
// RUN:   --expect='0=0' --expect='1=6*i+10'
// RUN: %cl-compile spirv64 -O0 %s %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=DIS
// CHECK: argument 0: all 64 elements match
// CHECK: argument 1: all 8 elements match
// DIS-DAG: OpDecorate %{{[a-z_.0-9]*}}v2 Alignment 8
// DIS-DAG: OpDecorate %{{[a-z_.0-9]*}}v4 Alignment 16
// DIS-DAG: OpDecorate %{{[a-z_.0-9]*}}d2 Alignment 16
// DIS-DAG: OpDecorate %g8 Alignment 32
// DIS-NOT: OpDecorate %{{[a-z_.0-9]*}}c{{[0-9]*}} Alignment

global char gc = 1;
global float8 g8 = (float8)(0, 1, 2, 3, 4, 5, 6, 7);

kernel void aligned(global uint *rem, global float *sum) {
  local char c;
  local float2 v2;
  local char c2;
  local float4 v4;
  local char c3;
  local double2 d2;
  uint l = get_local_id(0);
  if (l == 0) {
    // First uses in declaration order: the order of the OpVariables.
    c = 1;
    v2 = (float2)(0.0f, 1.0f);
    c2 = 2;
    v4 = (float4)(0.0f, 1.0f, 2.0f, 3.0f);
    c3 = 3;
    d2 = (double2)(1.0, 2.0);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  // Through volatile memory, so that no compiler folds the remainders from
  // the alignment it assumes.
  volatile ulong addr[4] = {(ulong)&v2, (ulong)&v4, (ulong)&d2, (ulong)&g8};
  global uint *r = rem + get_global_id(0) * 8;
  r[0] = (uint)(addr[0] % 8);
  r[1] = (uint)(addr[1] % 16);
  r[2] = (uint)(addr[2] % 16);
  r[3] = (uint)(addr[3] % 32);
  r[4] = c + c2 + c3 + gc - 7;
  r[5] = 0;
  r[6] = 0;
  r[7] = 0;
  float2 a = v2 + (float2)(l, l);
  float4 b = v4 + (float4)(l);
  sum[l] = a.x + a.y + b.x + b.y + b.z + b.w + g8.s1 + (float)d2.y;
}
