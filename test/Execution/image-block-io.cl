// cl_intel_subgroups block reads and writes on images
// (OpSubgroupImageBlock{Read,Write}INTEL): sub-groups of 8 read 8
// consecutive 32-bit pixels of a row (the coordinate's x is in bytes) and
// write twice their value to another image, at every optimization level on
// Intel's device. PoCL 3.1 has no sub-groups: the driver refuses the module.
// PVC has no sub-groups of 8, which a kernel asks for:
// GPU-COMPILER-FAILS: pvc: Kernel compiled with required subgroup size 8, which is unsupported on this platform
// RUN: %cl-compile spirv64 -O2 %s %t2.spv
// RUN: %if intel-device %{ env SPIRV_OFFLOAD_DEVICE=intel %run-levels %s %t --arg=image2d:16x2:r.u32:seq=0,1 \
// RUN:   --arg=image2d:16x2:r.u32 --arg=buffer:u32:32 --global=16,2 --local=8,1 --expect='1=2*(x+16*y)' \
// RUN:   --expect='2=i' %}
// RUN: %if pocl-device %{ env SPIRV_OFFLOAD_DEVICE=pocl not %spirv-run %t2.spv --arg=image2d:16x2:r.u32 \
// RUN:   --arg=image2d:16x2:r.u32 --arg=buffer:u32:32 --global=16,2 --local=8,1 2>&1 | FileCheck %s --check-prefix=POCL %}
// CHECK: argument 1: all 32 elements match
// CHECK: argument 2: all 32 elements match
// POCL: the module uses sub-groups ({{.*}}), which SPIR-V CPU device (PoCL {{[^)]*}}) does not have

// Declared here: clang-22's spirv64 target does not enable cl_intel_subgroups.
uint __attribute__((overloadable)) intel_sub_group_block_read(read_only image2d_t, int2);
void __attribute__((overloadable)) intel_sub_group_block_write(write_only image2d_t, int2, uint);

__attribute__((intel_reqd_sub_group_size(8)))
kernel void block_io(read_only image2d_t src, write_only image2d_t dst, global uint *out) {
  int2 c = (int2)(get_group_id(0) * 8 * 4, get_global_id(1));
  uint v = intel_sub_group_block_read(src, c);
  out[get_global_id(1) * get_global_size(0) + get_global_id(0)] = v;
  intel_sub_group_block_write(dst, c, v * 2);
}
