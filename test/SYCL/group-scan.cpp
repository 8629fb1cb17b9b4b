// A work-group inclusive scan (Hillis-Steele) in local memory with two
// local_accessors, group queries (group id, local range, group range,
// linear ids) and a second kernel adding the group totals.
// RUN: %sycl-check %s %t
#include <sycl/sycl.hpp>
#include <cstdio>
int main() {
  sycl::queue q;
  const size_t n = 512, wg = 64, groups = n / wg;
  int *data = sycl::malloc_shared<int>(n, q);
  int *totals = sycl::malloc_shared<int>(groups, q);
  int *info = sycl::malloc_shared<int>(n, q);
  for (size_t i = 0; i < n; ++i) data[i] = int(i % 13) - 4;
  q.submit([&](sycl::handler &h) {
    sycl::local_accessor<int, 1> a(wg, h), b(wg, h);
    h.parallel_for(sycl::nd_range<1>(n, wg), [=](sycl::nd_item<1> it) {
      sycl::group<1> g = it.get_group();
      size_t l = it.get_local_id(0);
      a[l] = data[it.get_global_id(0)];
      sycl::group_barrier(g);
      bool in_a = true;
      for (size_t off = 1; off < wg; off *= 2) {
        auto &src = in_a ? a : b;
        auto &dst = in_a ? b : a;
        dst[l] = l >= off ? src[l] + src[l - off] : src[l];
        sycl::group_barrier(g);
        in_a = !in_a;
      }
      int v = in_a ? a[l] : b[l];
      data[it.get_global_id(0)] = v;
      if (l == wg - 1) totals[g.get_group_id(0)] = v;
      info[it.get_global_id(0)] = int(g.get_group_linear_id() * 10000 + g.get_local_range(0) * 10 + g.get_group_range(0));
    });
  }).wait();
  q.parallel_for(n, [=](sycl::id<1> i) {
    int add = 0;
    for (size_t g = 0; g < i[0] / wg; ++g) add += totals[g];
    data[i] += add;
  }).wait();
  int sum = 0;
  for (size_t i = 0; i < n; ++i) {
    sum += int(i % 13) - 4;
    if (data[i] != sum) { printf("FAIL scan %zu: %d vs %d\n", i, data[i], sum); return 1; }
    if (info[i] != int((i / wg) * 10000 + wg * 10 + groups)) { printf("FAIL group info %zu\n", i); return 1; }
  }
  printf("PASS\n");
}
