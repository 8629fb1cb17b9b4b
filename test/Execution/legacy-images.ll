; Images and samplers in IR from before target types (SPIR 1.2: images as
; pointers, builtins mangled without access qualifier, samplers as i32, a
; literal sampler as a constant), run on every CPU device: spirv-legacy-
; handles gives them their types. Each work-item reads its pixel of `src`
; (random integers) through the sampler argument and through the literal
; sampler, writes their sum to `dst`, and stores the image's width; the
; host checks every pixel of `dst` (twice `src`) and every width.
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=image2d:6x4:rgba.i32:rand=3,-1000,1000 --arg=image2d:6x4:rgba.i32 \
; RUN:   --arg=sampler:none,nearest,unnormalized --arg=buffer:i32:24 --global=6,4 \
; RUN:   --expect='1=2*a0;2*a0;2*a0;2*a0' --expect='3=6' | FileCheck %s
; CHECK: argument 1: all 96 elements match
; CHECK: argument 3: all 24 elements match
target triple = "spir64-unknown-unknown"

define spir_kernel void @legacy(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %smp, ptr addrspace(1) %out) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
entry:
  %src.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %src, ptr %src.addr, align 8
  %gx = call spir_func i64 @_Z13get_global_idj(i32 0)
  %gy = call spir_func i64 @_Z13get_global_idj(i32 1)
  %x = trunc i64 %gx to i32
  %y = trunc i64 %gy to i32
  %c0 = insertelement <2 x i32> poison, i32 %x, i32 0
  %c = insertelement <2 x i32> %c0, i32 %y, i32 1
  %img = load ptr addrspace(1), ptr %src.addr, align 8
  %a = call spir_func <4 x i32> @_Z11read_imagei11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1) %img, i32 %smp, <2 x i32> %c)
  %b = call spir_func <4 x i32> @_Z11read_imagei11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1) %img, i32 16, <2 x i32> %c)
  %s = add <4 x i32> %a, %b
  call spir_func void @_Z12write_imagei11ocl_image2dDv2_iDv4_i(ptr addrspace(1) %dst, <2 x i32> %c, <4 x i32> %s)
  %w = call spir_func i32 @_Z15get_image_width11ocl_image2d(ptr addrspace(1) %img)
  %row = mul i32 %y, 6
  %i = add i32 %row, %x
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func <4 x i32> @_Z11read_imagei11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1), i32, <2 x i32>)
declare spir_func void @_Z12write_imagei11ocl_image2dDv2_iDv4_i(ptr addrspace(1), <2 x i32>, <4 x i32>)
declare spir_func i32 @_Z15get_image_width11ocl_image2d(ptr addrspace(1))

!0 = !{i32 1, i32 1, i32 0, i32 1}
!1 = !{!"read_only", !"write_only", !"none", !"none"}
!2 = !{!"image2d_t", !"image2d_t", !"sampler_t", !"int*"}
!3 = !{!"", !"", !"", !""}
