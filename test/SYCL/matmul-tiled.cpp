// Tiled matrix multiply: 2-D nd_range, two 2-D local_accessors, barriers.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
#include <vector>
int main() {
  constexpr size_t M = 32, N = 48, K = 64, T = 8;
  std::vector<float> a(M * K), b(K * N), c(M * N, -1.0f);
  for (size_t i = 0; i < M * K; ++i) a[i] = float(i % 7) - 3.0f;
  for (size_t i = 0; i < K * N; ++i) b[i] = float(i % 5) * 0.5f;
  sycl::queue q;
  {
    sycl::buffer<float, 2> ba(a.data(), sycl::range<2>(M, K)), bb(b.data(), sycl::range<2>(K, N)),
        bc(c.data(), sycl::range<2>(M, N));
    q.submit([&](sycl::handler &h) {
      sycl::accessor A(ba, h, sycl::read_only), B(bb, h, sycl::read_only);
      sycl::accessor C(bc, h, sycl::write_only, sycl::no_init);
      sycl::local_accessor<float, 2> ta(sycl::range<2>(T, T), h), tb(sycl::range<2>(T, T), h);
      h.parallel_for(sycl::nd_range<2>({M, N}, {T, T}), [=](sycl::nd_item<2> it) {
        size_t r = it.get_global_id(0), col = it.get_global_id(1);
        size_t lr = it.get_local_id(0), lc = it.get_local_id(1);
        float acc = 0;
        for (size_t t = 0; t < K; t += T) {
          ta[lr][lc] = A[r][t + lc];
          tb[lr][lc] = B[t + lr][col];
          sycl::group_barrier(it.get_group());
          for (size_t k = 0; k < T; ++k) acc += ta[lr][k] * tb[k][lc];
          sycl::group_barrier(it.get_group());
        }
        C[sycl::id<2>(r, col)] = acc;
      });
    });
  }
  for (size_t i = 0; i < M; ++i)
    for (size_t j = 0; j < N; ++j) {
      float e = 0;
      for (size_t k = 0; k < K; ++k) e += a[i * K + k] * b[k * N + j];
      if (c[i * N + j] != e) { printf("FAIL c[%zu][%zu] = %f, expected %f\n", i, j, c[i * N + j], e); return 1; }
    }
  printf("PASS\n");
}
