// A 2-D Jacobi stencil over several iterations with two buffers swapped
// between kernels: accessors reused across command groups, item ranges.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
int main() {
  const size_t R = 24, C = 40, iters = 5;
  std::vector<float> grid(R * C), ref(R * C);
  for (size_t i = 0; i < R * C; ++i) grid[i] = ref[i] = float((i * 31) % 17);
  sycl::queue q;
  {
    sycl::buffer<float, 2> a(grid.data(), sycl::range<2>(R, C)), b{sycl::range<2>(R, C)};
    for (size_t it = 0; it < iters; ++it) {
      auto &src = it % 2 ? b : a;
      auto &dst = it % 2 ? a : b;
      q.submit([&](sycl::handler &h) {
        sycl::accessor in(src, h, sycl::read_only);
        sycl::accessor out(dst, h, sycl::write_only);
        h.parallel_for(sycl::range<2>(R, C), [=](sycl::item<2> p) {
          size_t i = p[0], j = p[1];
          if (i == 0 || j == 0 || i == R - 1 || j == C - 1) {
            out[p] = in[p];
          } else {
            out[p] = 0.25f * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
          }
        });
      });
    }
    if (iters % 2) {
      q.submit([&](sycl::handler &h) {
        sycl::accessor in(b, h, sycl::read_only);
        sycl::accessor out(a, h, sycl::write_only);
        h.copy(in, out);
      });
    }
  }
  std::vector<float> tmp(R * C);
  for (size_t it = 0; it < iters; ++it) {
    for (size_t i = 0; i < R; ++i)
      for (size_t j = 0; j < C; ++j)
        tmp[i * C + j] = (i == 0 || j == 0 || i == R - 1 || j == C - 1)
                             ? ref[i * C + j]
                             : 0.25f * (ref[(i - 1) * C + j] + ref[(i + 1) * C + j] + ref[i * C + j - 1] + ref[i * C + j + 1]);
    ref = tmp;
  }
  for (size_t i = 0; i < R * C; ++i)
    if (grid[i] != ref[i]) { printf("FAIL %zu: %f vs %f\n", i, grid[i], ref[i]); return 1; }
  printf("PASS\n");
}
