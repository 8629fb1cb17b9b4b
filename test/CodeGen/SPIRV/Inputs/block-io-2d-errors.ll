; 2-D block IO calls the target refuses (block-io-2d.ll).
target triple = "spirv64-unknown-unknown"

; The block shape is a constant.
define spir_kernel void @width(ptr addrspace(1) %base, i32 %w, <2 x i32> %xy) {
  %dst = alloca [16 x i16]
  call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32 2, i32 %w, i32 8, i32 1, ptr addrspace(1) %base, i32 %w, i32 %w, i32 %w, <2 x i32> %xy, ptr %dst)
  ret void
}

; A scalar coordinate.
define spir_kernel void @coordinate(ptr addrspace(1) %base, i32 %w) {
  %src = alloca [16 x i16]
  call spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPKvPU3AS1viiii(i32 2, i32 16, i32 8, i32 1, ptr %src, ptr addrspace(1) %base, i32 %w, i32 %w, i32 %w, i32 %w)
  ret void
}

declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPKvPU3AS1viiii(i32, i32, i32, i32, ptr, ptr addrspace(1), i32, i32, i32, i32)
