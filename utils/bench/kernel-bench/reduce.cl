// reduce: a kernel of utils/bench/kernel-bench.py. Each work-item first adds
// four elements a group-size apart, then the group reduces in local memory.
kernel void reduce(global const float *in, global float *partial, local float *scratch) {
  uint lid = get_local_id(0), size = get_local_size(0);
  size_t base = get_group_id(0) * size * 4 + lid;
  scratch[lid] = (in[base] + in[base + size]) + (in[base + 2 * size] + in[base + 3 * size]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = size / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}
