// histogram: a kernel of utils/bench/kernel-bench.py.
kernel void histogram(global const uint *in, global uint *bins, int nbins) {
  uint v = in[get_global_id(0)];
  atomic_inc(&bins[(v ^ (v >> 7)) % nbins]);
}
