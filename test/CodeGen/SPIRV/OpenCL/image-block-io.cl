// cl_intel_subgroups block reads and writes on 2D images become
// OpSubgroupImageBlockReadINTEL / WriteINTEL (capability
// SubgroupImageBlockIOINTEL, SPV_INTEL_subgroups); on a 2D array image,
// which the Level-Zero SPIR-V programming guide's image block instructions do not take, they are refused;
// so are reads of write_only images and writes to read_only ones, in both
// spellings (cl_intel_subgroups reads read_only and read_write images, writes
// write_only and read_write ones; the GPU compiler has no other).
// RUN: %cl-compile spirv64 -O0 %s %t.O0.spv
// RUN: %llc -mtriple=spirv64 %t.O0.spv.ll -o - | FileCheck %s
// RUN: %cl-compile spirv64 -O2 %s %t.O2.spv
// RUN: %llc -mtriple=spirv64 %t.O2.spv.ll -o - | FileCheck %s
// RUN: %clang --target=spirv64 -cl-std=CL2.0 -emit-llvm -S -O2 -DERRORS %s -o %t.err.ll
// RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK-DAG: OpCapability SubgroupImageBlockIOINTEL
// CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
// CHECK-DAG: [[U32:%[0-9]+]] = OpTypeInt 32 0
// CHECK-DAG: [[U16:%[0-9]+]] = OpTypeInt 16 0
// CHECK-DAG: [[V4:%[0-9]+]] = OpTypeVector [[U32]] 4
// CHECK-DAG: [[V2S:%[0-9]+]] = OpTypeVector [[U16]] 2
// CHECK: OpSubgroupImageBlockReadINTEL [[U32]]
// CHECK: OpSubgroupImageBlockReadINTEL [[V4]]
// CHECK: OpSubgroupImageBlockWriteINTEL
// CHECK: OpSubgroupImageBlockReadINTEL [[V2S]]
// CHECK: OpSubgroupImageBlockWriteINTEL
// ERR-DAG: error: builtin intel_sub_group_block_read with this signature (@{{.*}}) is not supported (in function @arrayed)
// ERR-DAG: error: builtin intel_sub_group_block_read2 of a write-only image (OpenCL C's image block reads take read_only and read_write images) is not supported (in function @read_write_only)
// ERR-DAG: error: builtin intel_sub_group_block_write_ui to a read-only image (OpenCL C's image block writes take write_only and read_write images) is not supported (in function @write_read_only)
// ERR-DAG: error: builtin __spirv_SubgroupImageBlockReadINTEL of a write-only image (OpenCL C's image block reads take read_only and read_write images) is not supported (in function @spirv_read_write_only)
// ERR-DAG: error: builtin __spirv_SubgroupImageBlockWriteINTEL to a read-only image (OpenCL C's image block writes take write_only and read_write images) is not supported (in function @spirv_write_read_only)

#define OVL __attribute__((overloadable))
uint OVL intel_sub_group_block_read(read_only image2d_t, int2);
uint4 OVL intel_sub_group_block_read4(read_only image2d_t, int2);
void OVL intel_sub_group_block_write(write_only image2d_t, int2, uint);
ushort2 OVL intel_sub_group_block_read_us2(read_only image2d_t, int2);
void OVL intel_sub_group_block_write_us2(write_only image2d_t, int2, ushort2);

kernel void blocks(read_only image2d_t src, write_only image2d_t dst) {
  int2 c = (int2)(get_group_id(0) * 32, get_global_id(1));
  uint v = intel_sub_group_block_read(src, c);
  uint4 w = intel_sub_group_block_read4(src, c);
  intel_sub_group_block_write(dst, c, v + w.x);
  ushort2 s = intel_sub_group_block_read_us2(src, c);
  intel_sub_group_block_write_us2(dst, c, s);
}

#ifdef ERRORS
uint OVL intel_sub_group_block_read(read_only image2d_array_t, int2);
kernel void arrayed(read_only image2d_array_t src, global uint *out) {
  out[0] = intel_sub_group_block_read(src, (int2)(0, 0));
}
// Clang 22's opencl-c.h declares the _ui block writes to read_only images.
uint2 OVL intel_sub_group_block_read2(write_only image2d_t, int2);
void OVL intel_sub_group_block_write_ui(read_only image2d_t, int2, uint);
uint OVL __spirv_SubgroupImageBlockReadINTEL(write_only image2d_t, int2);
void OVL __spirv_SubgroupImageBlockWriteINTEL(read_only image2d_t, int2, uint);
kernel void read_write_only(write_only image2d_t dst, global uint *out) {
  out[0] = intel_sub_group_block_read2(dst, (int2)(0, 0)).x;
}
kernel void write_read_only(read_only image2d_t src, uint v) {
  intel_sub_group_block_write_ui(src, (int2)(0, 0), v);
}
kernel void spirv_read_write_only(write_only image2d_t dst, global uint *out) {
  out[0] = __spirv_SubgroupImageBlockReadINTEL(dst, (int2)(0, 0));
}
kernel void spirv_write_read_only(read_only image2d_t src, uint v) {
  __spirv_SubgroupImageBlockWriteINTEL(src, (int2)(0, 0), v);
}
#endif
