// cl_intel_subgroups functions, declared here because clang-22's spirv64
// target does not enable the extension (opencl-c.h gates them on it).
#define OVL __attribute__((overloadable))
float OVL intel_sub_group_shuffle(float, uint);
float OVL intel_sub_group_shuffle_down(float, float, uint);
float OVL intel_sub_group_shuffle_up(float, float, uint);
int OVL intel_sub_group_shuffle_xor(int, uint);
uint OVL intel_sub_group_block_read(const global uint *);
uint4 OVL intel_sub_group_block_read4(const global uint *);
void OVL intel_sub_group_block_write(global uint *, uint);
ushort OVL intel_sub_group_block_read_us(const global ushort *);
void OVL intel_sub_group_block_write_us2(global ushort *, ushort2);
