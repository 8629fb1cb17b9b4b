// bitops: a kernel of utils/bench/kernel-bench.py.
kernel void bitops(global const uint *in, global uint *out) {
  uint v = in[get_global_id(0)];
  uint h = v;
  for (int k = 0; k < 8; ++k) {
    h ^= h << 13;
    h ^= h >> 17;
    h ^= h << 5;
    h = rotate(h, (uint)(k + 3)) + popcount(h) + clz(h | 1u);
  }
  out[get_global_id(0)] = h;
}
