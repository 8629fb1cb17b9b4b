// Image reads, writes and queries from OpenCL C, run on every CPU device;
// every pixel of every written image is checked on the host (spirv-run expressions per channel:
// x, y, z are the pixel's coordinates, the layer of an array its last one).
// One work-item per pixel of `src` (6x4) reads it without a sampler and
// writes the pixel (and its layers and slices) of each image type: 2D,
// read_write 2D, 3D, 2D array, 1D buffer and 1D array; work-item (0,0) also
// stores every image query and a read of a 1D image. 3D and 2D array
// images are written with write_imagef: PoCL 3.1's library and the Khronos
// reader mangle write_imagei/ui of those types differently, so integer
// writes to them do not link there.
// Every optimization level runs (%run-levels): optimized code builds the
// float texel of write_imagef from lanes typed as integers, which call
// lowering casts back to the IR's float4 (else the Khronos reader would call
// write_imagei).
// RUN: %run-levels %s %t --arg=image2d:6x4:rgba.i32:rand=3,-1000,1000 --arg=image2d:6x4:rgba.i32 \
// RUN:   --arg=image2d:6x4:rgba.u32:seq=1,3 --arg=image3d:6x4x2:rgba.f32 --arg=image2d_array:6x4x3:rgba.f16 \
// RUN:   --arg=image1d_buffer:24:r.i32 --arg=image1d_array:6x4:rgba.f32 --arg=image1d:5:r.unorm8:seq=0,51 \
// RUN:   --arg=buffer:i32:24 --arg=buffer:f32:4 --global=6,4 \
// RUN:   --expect='1=2*a0+x;2*a0+y;2*a0;2*a0+1' --expect='2=a2+1;a2+2;a2+3;a2+4' --expect='3=x;y;z;x*y+0.5' \
// RUN:   --expect='4=x;y;z;9' --expect='5=2*x-1' --expect='6=x/2;y;0.25;-1' --print=8 --print=9
// Printed first: width, height, CLK_SIGNED_INT32, CLK_RGBA, get_image_dim; 3D: width,
// height, depth, get_image_dim's w, CLK_FLOAT; 2D array: array size,
// CLK_HALF_FLOAT (PoCL 3.1's library has no query of a written buffer
// image); 1D array: width, array size;
// 1D: width, CLK_UNORM_INT8 ...
// CHECK: arg 8 (i32[24]): 6 4 4313 4277 6 4 6 4 2 0 4318 3 4317 6 4 5 4306 0 0 0 0 0 0 0
// ... and read_imagef of its pixel 2 (102/255, 0, 0, 1).
// CHECK: arg 9 (f32[4]): 0.4 0 0 1
// Then the written images:
// CHECK: argument 1: all 96 elements match
// CHECK: argument 2: all 96 elements match
// CHECK: argument 3: all 192 elements match
// CHECK: argument 4: all 288 elements match
// CHECK: argument 5: all 24 elements match
// CHECK: argument 6: all 96 elements match

#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable

kernel void images(read_only image2d_t src, write_only image2d_t dst, read_write image2d_t acc,
                   write_only image3d_t vol, write_only image2d_array_t layers,
                   write_only image1d_buffer_t buf, write_only image1d_array_t lines,
                   read_only image1d_t line, global int *info, global float4 *probe) {
  int x = get_global_id(0), y = get_global_id(1);
  int2 p = (int2)(x, y);
  int4 v = read_imagei(src, p);
  write_imagei(dst, p, v * 2 + (int4)(x, y, 0, 1));
  uint4 a = read_imageui(acc, p);
  write_imageui(acc, p, a + (uint4)(1, 2, 3, 4));
  for (int z = 0; z < get_image_depth(vol); ++z)
    write_imagef(vol, (int4)(x, y, z, 0), (float4)(x, y, z, x * y + 0.5f));
  for (int l = 0; l < get_image_array_size(layers); ++l)
    write_imagef(layers, (int4)(x, y, l, 0), (float4)(x, y, l, 9));
  int w = get_image_width(src);
  write_imagei(buf, x + y * w, (int4)(2 * (x + y * w) - 1, 0, 0, 0));
  write_imagef(lines, (int2)(x, y), (float4)(x * 0.5f, y, 0.25f, -1.0f));
  if (x || y)
    return;
  int2 d2 = get_image_dim(src);
  int4 d3 = get_image_dim(vol);
  int i = 0;
  info[i++] = w;
  info[i++] = get_image_height(src);
  info[i++] = get_image_channel_data_type(src);
  info[i++] = get_image_channel_order(src);
  info[i++] = d2.x;
  info[i++] = d2.y;
  info[i++] = get_image_width(vol);
  info[i++] = get_image_height(vol);
  info[i++] = get_image_depth(vol);
  info[i++] = d3.w;
  info[i++] = get_image_channel_data_type(vol);
  info[i++] = (int)get_image_array_size(layers);
  info[i++] = get_image_channel_data_type(layers);
  info[i++] = get_image_width(lines);
  info[i++] = (int)get_image_array_size(lines);
  info[i++] = get_image_width(line);
  info[i++] = get_image_channel_data_type(line);
  probe[0] = read_imagef(line, 2);
}
