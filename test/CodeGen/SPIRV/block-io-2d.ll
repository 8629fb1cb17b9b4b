; SPV_INTEL_2d_block_io: the translator's __spirv_Subgroup2DBlock*INTEL calls
; are the instructions, operands in the grammar's order; the base pointers
; point to elements of the size the first operand gives. Not read back:
; neither reader knows the extension.
; Debian's 2022 GPU compiler does not know the extension:
; GPU-COMPILER-LACKS: tgllp dg2-g10 pvc: SPV_INTEL_2d_block_io
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_2d_block_io %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_2d_block_io -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: not %llc -mtriple=spirv64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_2d_block_io %S/Inputs/block-io-2d-errors.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability Subgroup2DBlockIOINTEL
; CHECK-DAG: OpCapability Subgroup2DBlockTransformINTEL
; CHECK-DAG: OpCapability Subgroup2DBlockTransposeINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_2d_block_io"
; CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[SHORT:[0-9]+]] = OpTypeInt 16 0
; CHECK-DAG: %[[GSHORT:[0-9]+]] = OpTypePointer CrossWorkgroup %[[SHORT]]
; CHECK-DAG: %[[C2:[0-9]+]] = OpConstant %[[INT]] 2{{$}}
; CHECK-DAG: %[[C16:[0-9]+]] = OpConstant %[[INT]] 16{{$}}
; CHECK-DAG: %[[C8:[0-9]+]] = OpConstant %[[INT]] 8{{$}}
; CHECK-DAG: %[[C1:[0-9]+]] = OpConstant %[[INT]] 1{{$}}
; CHECK: %[[BASE:[0-9]+]] = OpBitcast %[[GSHORT]]
; CHECK: OpSubgroup2DBlockLoadINTEL %[[C2]] %[[C16]] %[[C8]] %[[C1]] %[[BASE]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
; CHECK: OpSubgroup2DBlockLoadTransformINTEL %[[C2]] %[[C16]] %[[C8]] %[[C1]]
; CHECK: OpSubgroup2DBlockLoadTransposeINTEL %[[C2]] %[[C16]] %[[C8]] %[[C1]]
; CHECK: OpSubgroup2DBlockPrefetchINTEL %[[C2]] %[[C16]] %[[C8]] %[[C1]]
; CHECK: OpSubgroup2DBlockStoreINTEL %[[C2]] %[[C16]] %[[C8]] %[[C1]]

; NOEXT: error: builtin __spirv_Subgroup2DBlockLoadINTEL (OpSubgroup2DBlockLoadINTEL needs SPV_INTEL_2d_block_io, which is not enabled: --spirv-ext) is not supported (in function @blocks)
; ERR-DAG: error: __spirv_Subgroup2DBlockLoadINTEL: operand 2 (IdRef) must be a constant i32 (in function @width)
; ERR-DAG: error: builtin __spirv_Subgroup2DBlockStoreINTEL (OpSubgroup2DBlockStoreINTEL takes the grammar's operands: i32 sizes, pointers, i32 width, height and pitch, a <2 x i32> coordinate) is not supported

target triple = "spirv64-unknown-unknown"

define spir_kernel void @blocks(ptr addrspace(1) %base, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy) {
  %dst = alloca [16 x i16]
  call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32 2, i32 16, i32 8, i32 1, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy, ptr %dst)
  call spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransformINTELiiiiPU3AS1KviiiDv2_iPv(i32 2, i32 16, i32 8, i32 1, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy, ptr %dst)
  call spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransposeINTELiiiiPU3AS1KviiiDv2_iPv(i32 2, i32 16, i32 8, i32 1, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy, ptr %dst)
  call spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32 2, i32 16, i32 8, i32 1, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy)
  call spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPKvPU3AS1viiiDv2_i(i32 2, i32 16, i32 8, i32 1, ptr %dst, ptr addrspace(1) %base, i32 %w, i32 %h, i32 %pitch, <2 x i32> %xy)
  ret void
}

declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransformINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z41__spirv_Subgroup2DBlockLoadTransposeINTELiiiiPU3AS1KviiiDv2_iPv(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>)
declare spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPKvPU3AS1viiiDv2_i(i32, i32, i32, i32, ptr, ptr addrspace(1), i32, i32, i32, <2 x i32>)
