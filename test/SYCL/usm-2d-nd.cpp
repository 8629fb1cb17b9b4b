// A 2-D nd_range over device USM (transpose through a local tile), with
// nd_item global/local/group ranges and linear ids checked per item.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
int main() {
  sycl::queue q;
  const size_t R = 32, C = 48, T = 16;
  std::vector<int> host(R * C), back(R * C);
  for (size_t i = 0; i < R * C; ++i) host[i] = int(i * 7 % 1001);
  int *in = sycl::malloc_device<int>(R * C, q), *out = sycl::malloc_device<int>(R * C, q);
  int *bad = sycl::malloc_shared<int>(1, q);
  *bad = 0;
  q.memcpy(in, host.data(), R * C * sizeof(int)).wait();
  q.submit([&](sycl::handler &h) {
    sycl::local_accessor<int, 2> tile(sycl::range<2>(T, T + 1), h);
    h.parallel_for(sycl::nd_range<2>(sycl::range<2>(R, C), sycl::range<2>(T, T)), [=](sycl::nd_item<2> it) {
      size_t r = it.get_global_id(0), c = it.get_global_id(1);
      size_t lr = it.get_local_id(0), lc = it.get_local_id(1);
      if (it.get_global_range(0) != R || it.get_global_range(1) != C || it.get_local_range(1) != T ||
          it.get_group_range(0) != R / T || it.get_group_range(1) != C / T ||
          it.get_global_linear_id() != r * C + c || it.get_local_linear_id() != lr * T + lc ||
          it.get_group(0) != r / T || it.get_group_linear_id() != (r / T) * (C / T) + c / T)
        sycl::atomic_ref<int, sycl::memory_order::relaxed, sycl::memory_scope::device>(*bad).fetch_add(1);
      tile[lr][lc] = in[r * C + c];
      it.barrier(sycl::access::fence_space::local_space);
      // Write the tile transposed: out is C x R.
      size_t orow = it.get_group(1) * T + lr, ocol = it.get_group(0) * T + lc;
      out[orow * R + ocol] = tile[lc][lr];
    });
  }).wait();
  q.memcpy(back.data(), out, R * C * sizeof(int)).wait();
  if (*bad) { printf("FAIL %d items saw wrong nd_item values\n", *bad); return 1; }
  for (size_t r = 0; r < R; ++r)
    for (size_t c = 0; c < C; ++c)
      if (back[c * R + r] != host[r * C + c]) { printf("FAIL transpose %zu %zu\n", r, c); return 1; }
  printf("PASS\n");
}
