// cl_intel_media_block_io: intel_sub_group_media_block_read_{uc,us,ui}[n]
// (coordinate, width, height, image) and ..._write_... (coordinate, width,
// height, data, image) become OpSubgroupImageMediaBlockReadINTEL / WriteINTEL
// (capability SubgroupImageMediaBlockIOINTEL, SPV_INTEL_media_block_io),
// the image moved from the call's last operand to the instruction's first;
// the translator's __spirv_SubgroupImageMediaBlock{Read,Write}INTEL take
// the instruction's order. On 2D images that are neither arrays nor depth
// images, as the image block reads of cl_intel_subgroups, and as those,
// never reading a write_only image nor writing a read_only one; without the
// extension they are refused by name. Both readers read the module back
// into the OpenCL C builtins. Intel's GPU compiler builds it (widths in
// elements, at most 32 bytes a row, a multiple of 4 bytes: its limits).
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O0 %s -o %t.O0.ll
// RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_media_block_io %t.O0.ll -o - | FileCheck %s
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O2 %s -o %t.O2.ll
// RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_media_block_io %t.O2.ll -o - | FileCheck %s --check-prefixes=CHECK,O2
// RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_media_block_io -filetype=obj %t.O2.ll -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %llvm-spirv -r %t.spv -o %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=READ
// RUN: %if reader2 %{ %spirv-reader2 -r %t.spv -o %t.r2.bc %}
// RUN: not %llc -mtriple=spirv64 %t.O2.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXT
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O2 -DERRORS %s -o %t.err.ll
// RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_media_block_io %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-DAG: OpCapability SubgroupImageMediaBlockIOINTEL
// CHECK-DAG: OpExtension "SPV_INTEL_media_block_io"
// CHECK-DAG: [[U32:%[0-9]+]] = OpTypeInt 32 0
// CHECK-DAG: [[U16:%[0-9]+]] = OpTypeInt 16 0
// CHECK-DAG: [[U8:%[0-9]+]] = OpTypeInt 8 0
// CHECK-DAG: [[V4:%[0-9]+]] = OpTypeVector [[U32]] 4
// CHECK-DAG: [[V8S:%[0-9]+]] = OpTypeVector [[U16]] 8
// CHECK-DAG: [[C4:%[0-9]+]] = OpConstant [[U32]] 4{{$}}
// CHECK-DAG: [[C8:%[0-9]+]] = OpConstant [[U32]] 8{{$}}
// CHECK-DAG: [[C16:%[0-9]+]] = OpConstant [[U32]] 16{{$}}
// CHECK: OpSubgroupImageMediaBlockReadINTEL [[U8]]
// CHECK: OpSubgroupImageMediaBlockReadINTEL [[V4]]
// CHECK: OpSubgroupImageMediaBlockReadINTEL [[V8S]]
// CHECK-COUNT-3: OpSubgroupImageMediaBlockWriteINTEL
// CHECK: OpSubgroupImageMediaBlockReadINTEL [[U32]]
// CHECK: OpSubgroupImageMediaBlockWriteINTEL
// O2: OpFunction
// O2: [[COORD:%[0-9]+]] = OpFunctionParameter
// O2: [[SRC:%[0-9]+]] = OpFunctionParameter
// O2: [[DST:%[0-9]+]] = OpFunctionParameter
// O2: [[RW:%[0-9]+]] = OpFunctionParameter
// O2: [[UC:%[0-9]+]] = OpSubgroupImageMediaBlockReadINTEL [[U8]] [[SRC]] [[COORD]] [[C16]] [[C4]]
// O2: [[UI4:%[0-9]+]] = OpSubgroupImageMediaBlockReadINTEL [[V4]] [[SRC]] [[COORD]] [[C8]] [[C4]]
// O2: [[US8:%[0-9]+]] = OpSubgroupImageMediaBlockReadINTEL [[V8S]] [[RW]] [[COORD]] [[C8]] [[C8]]
// O2: OpSubgroupImageMediaBlockWriteINTEL [[DST]] [[COORD]] [[C16]] [[C4]] [[UC]]
// O2: OpSubgroupImageMediaBlockWriteINTEL [[DST]] [[COORD]] [[C8]] [[C4]] [[UI4]]
// O2: OpSubgroupImageMediaBlockWriteINTEL [[RW]] [[COORD]] [[C8]] [[C8]] [[US8]]
// O2: [[T:%[0-9]+]] = OpSubgroupImageMediaBlockReadINTEL [[U32]] [[SRC]] [[COORD]] [[C4]] [[C8]]
// O2: OpSubgroupImageMediaBlockWriteINTEL [[DST]] [[COORD]] [[C4]] [[C8]] [[T]]

// READ: call spir_func i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(
// READ: call spir_func void @_Z36intel_sub_group_media_block_write_ucDv2_iiih14ocl_image2d_wo(

// NOEXT: error: builtin intel_sub_group_media_block_read_uc (OpSubgroupImageMediaBlockReadINTEL needs SPV_INTEL_media_block_io, which is not enabled: --spirv-ext) is not supported (in function @blocks)
// ERR-DAG: error: builtin intel_sub_group_media_block_read_ui with this signature (@{{.*}}) is not supported (in function @arrayed)
// ERR-DAG: error: builtin intel_sub_group_media_block_read_us of a write-only image (OpenCL C's image block reads take read_only and read_write images) is not supported (in function @read_write_only)
// ERR-DAG: error: builtin intel_sub_group_media_block_write_us to a read-only image (OpenCL C's image block writes take write_only and read_write images) is not supported (in function @write_read_only)
// ERR-DAG: error: builtin __spirv_SubgroupImageMediaBlockReadINTEL of a write-only image (OpenCL C's image block reads take read_only and read_write images) is not supported (in function @spirv_read_write_only)
// ERR-DAG: error: builtin __spirv_SubgroupImageMediaBlockWriteINTEL to a read-only image (OpenCL C's image block writes take write_only and read_write images) is not supported (in function @spirv_write_read_only)

#define OVL __attribute__((overloadable))
uchar OVL intel_sub_group_media_block_read_uc(int2, int, int, read_only image2d_t);
uint4 OVL intel_sub_group_media_block_read_ui4(int2, int, int, read_only image2d_t);
ushort8 OVL intel_sub_group_media_block_read_us8(int2, int, int, read_write image2d_t);
void OVL intel_sub_group_media_block_write_uc(int2, int, int, uchar, write_only image2d_t);
void OVL intel_sub_group_media_block_write_ui4(int2, int, int, uint4, write_only image2d_t);
void OVL intel_sub_group_media_block_write_us8(int2, int, int, ushort8, read_write image2d_t);
uint OVL __spirv_SubgroupImageMediaBlockReadINTEL(read_only image2d_t, int2, int, int);
void OVL __spirv_SubgroupImageMediaBlockWriteINTEL(write_only image2d_t, int2, int, int, uint);

kernel void blocks(int2 c, read_only image2d_t src, write_only image2d_t dst,
                   read_write image2d_t rw) {
  uchar uc = intel_sub_group_media_block_read_uc(c, 16, 4, src);
  uint4 ui4 = intel_sub_group_media_block_read_ui4(c, 8, 4, src);
  ushort8 us8 = intel_sub_group_media_block_read_us8(c, 8, 8, rw);
  intel_sub_group_media_block_write_uc(c, 16, 4, uc, dst);
  intel_sub_group_media_block_write_ui4(c, 8, 4, ui4, dst);
  intel_sub_group_media_block_write_us8(c, 8, 8, us8, rw);
  uint t = __spirv_SubgroupImageMediaBlockReadINTEL(src, c, 4, 8);
  __spirv_SubgroupImageMediaBlockWriteINTEL(dst, c, 4, 8, t);
}

#ifdef ERRORS
uint OVL intel_sub_group_media_block_read_ui(int2, int, int, read_only image2d_array_t);
kernel void arrayed(read_only image2d_array_t src, global uint *out) {
  out[0] = intel_sub_group_media_block_read_ui((int2)(0, 0), 4, 4, src);
}
ushort OVL intel_sub_group_media_block_read_us(int2, int, int, write_only image2d_t);
void OVL intel_sub_group_media_block_write_us(int2, int, int, ushort, read_only image2d_t);
uint OVL __spirv_SubgroupImageMediaBlockReadINTEL(write_only image2d_t, int2, int, int);
void OVL __spirv_SubgroupImageMediaBlockWriteINTEL(read_only image2d_t, int2, int, int, uint);
kernel void read_write_only(write_only image2d_t dst, global uint *out) {
  out[0] = intel_sub_group_media_block_read_us((int2)(0, 0), 4, 4, dst);
}
kernel void write_read_only(read_only image2d_t src) {
  intel_sub_group_media_block_write_us((int2)(0, 0), 4, 4, 1, src);
}
kernel void spirv_read_write_only(write_only image2d_t dst, global uint *out) {
  out[0] = __spirv_SubgroupImageMediaBlockReadINTEL(dst, (int2)(0, 0), 4, 4);
}
kernel void spirv_write_read_only(read_only image2d_t src) {
  __spirv_SubgroupImageMediaBlockWriteINTEL(src, (int2)(0, 0), 4, 4, 1u);
}
#endif
