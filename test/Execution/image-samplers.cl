// Samplers from OpenCL C, compiled at every optimization level and run on
// every CPU device, each result compared with the host's sampling
// (reference.py, OpenCL 3.0 section 8.2) at points inside, on the edges and
// far outside the image (inside only for CLK_ADDRESS_NONE):
// - literal2d: the 16 samplers OpenCL allows (addressing x filter x
//   coordinates, repeat modes normalized) as program-scope constant samplers,
//   in reference.py's SAMPLERS order, reading a 2D image;
// - arg3d, arg1d: a sampler passed as an argument, reading a 3D image
//   (trilinear, clamped to the border) and a 1D one (repeat, linear).
// The buffers are typed: at -O2 Clang gives `coord` an i8 pointee.
// RUN: %reference sampler_modes %t.2d 2
// RUN: %run-levels %s %t.2d --kernel=literal2d --arg=image2d:8x4:rgba.f32:file=%t.2d.in0 \
// RUN:   --arg=buffer:f32:7200:file=%t.2d.in1 --arg=buffer:f32:14400 --global=225,16 --expect=2=file:%t.2d.out
// RUN: %reference sampling %t.3d 3 clamp linear normalized
// RUN: %run-levels %s %t.3d --kernel=arg3d --arg=image3d:8x4x2:rgba.f32:file=%t.3d.in0 \
// RUN:   --arg=sampler:clamp,linear,normalized --arg=buffer:f32:10125:file=%t.3d.in1 --arg=buffer:f32:13500 \
// RUN:   --global=3375 --expect=3=file:%t.3d.out
// RUN: %reference sampling %t.1d 1 repeat linear normalized
// RUN: %run-levels %s %t.1d --kernel=arg1d --arg=image1d:8:rgba.f32:file=%t.1d.in0 \
// RUN:   --arg=sampler:repeat,linear,normalized --arg=buffer:f32:15:file=%t.1d.in1 --arg=buffer:f32:60 \
// RUN:   --global=15 --expect=3=file:%t.1d.out
// CHECK: all {{[0-9]+}} elements match

#define NORM CLK_NORMALIZED_COORDS_TRUE
#define UNNORM CLK_NORMALIZED_COORDS_FALSE
constant sampler_t S0 = CLK_ADDRESS_NONE | CLK_FILTER_NEAREST | NORM;
constant sampler_t S1 = CLK_ADDRESS_NONE | CLK_FILTER_NEAREST | UNNORM;
constant sampler_t S2 = CLK_ADDRESS_NONE | CLK_FILTER_LINEAR | NORM;
constant sampler_t S3 = CLK_ADDRESS_NONE | CLK_FILTER_LINEAR | UNNORM;
constant sampler_t S4 = CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST | NORM;
constant sampler_t S5 = CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST | UNNORM;
constant sampler_t S6 = CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR | NORM;
constant sampler_t S7 = CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR | UNNORM;
constant sampler_t S8 = CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST | NORM;
constant sampler_t S9 = CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST | UNNORM;
constant sampler_t S10 = CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR | NORM;
constant sampler_t S11 = CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR | UNNORM;
constant sampler_t S12 = CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST | NORM;
constant sampler_t S13 = CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR | NORM;
constant sampler_t S14 = CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_NEAREST | NORM;
constant sampler_t S15 = CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR | NORM;

kernel void literal2d(read_only image2d_t img, global const float2 *coord, global float4 *out) {
  size_t i = get_global_id(0) + get_global_id(1) * get_global_size(0);
  float2 c = coord[i];
  float4 r;
  switch (get_global_id(1)) {
  case 0: r = read_imagef(img, S0, c); break;
  case 1: r = read_imagef(img, S1, c); break;
  case 2: r = read_imagef(img, S2, c); break;
  case 3: r = read_imagef(img, S3, c); break;
  case 4: r = read_imagef(img, S4, c); break;
  case 5: r = read_imagef(img, S5, c); break;
  case 6: r = read_imagef(img, S6, c); break;
  case 7: r = read_imagef(img, S7, c); break;
  case 8: r = read_imagef(img, S8, c); break;
  case 9: r = read_imagef(img, S9, c); break;
  case 10: r = read_imagef(img, S10, c); break;
  case 11: r = read_imagef(img, S11, c); break;
  case 12: r = read_imagef(img, S12, c); break;
  case 13: r = read_imagef(img, S13, c); break;
  case 14: r = read_imagef(img, S14, c); break;
  default: r = read_imagef(img, S15, c); break;
  }
  out[i] = r;
}

kernel void arg3d(read_only image3d_t img, sampler_t s, global const float *coord, global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(img, s, (float4)(coord[3 * i], coord[3 * i + 1], coord[3 * i + 2], 0.0f));
}

kernel void arg1d(read_only image1d_t img, sampler_t s, global const float *coord, global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(img, s, coord[i]);
}
