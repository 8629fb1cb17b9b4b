// shuffle and shuffle2 (OpenCL.std shuffle / shuffle2) on the device: each
// work-item reverses its float4 v = (4g, 4g+1, 4g+2, 4g+3) and interleaves it
// with w = v + 100, with the masks both constant and computed.
// RUN: %run-levels %s %t --arg=buffer:f32:1024 --arg=buffer:f32:1024 --arg=buffer:i32:1024 \
// RUN:   --global=256 --expect=0='i+3-2*(i%4)' --expect=1='i+100*((i+1)%2)' \
// RUN:   --expect=2='(i-i%4)/4*4+(3-i%4)'
// CHECK: argument 0: all 1024 elements match
// CHECK: argument 1: all 1024 elements match
// CHECK: argument 2: all 1024 elements match
kernel void shuffles(global float4 *reversed, global float4 *mixed, global int4 *ints) {
  size_t g = get_global_id(0);
  float4 v = (float4)(4 * g, 4 * g + 1, 4 * g + 2, 4 * g + 3);
  reversed[g] = shuffle(v, (uint4)(3, 2, 1, 0));
  uint4 even = (uint4)(4, 1, 6, 3) + (uint4)(g % 1);
  mixed[g] = shuffle2(v, v + 100.0f, even);
  ints[g] = shuffle(convert_int4(v), (uint4)(3) - (uint4)(0, 1, 2, 3));
}
